"""Attempt snapshots: the workspace's state after each attempt, in a git dir of our own.

Each run gets a bare repository of its own under ``GREENLOOP_HOME/runs``, with the
workspace as its work tree, so the user's own ``.git`` (if any) is never touched and
their ``.gitignore`` files still apply. A snapshot is a git *tree* staged with libgit2
(pygit2) in-process: no commit, no ``git`` binary, no process forked from the worker.
Tag ``attempt-0`` is the workspace before attempt 1, ``attempt-K`` after attempt K (a
parallel branch's child run has its own repository: ``attempt-0`` is its copy before its
session, the workspace as the run found it, whatever its attempt).
``greenloop show ID --diff K`` diffs them (trees only: the workspace is not read);
``greenloop rerun ID --from-attempt K`` restores one (the ``restore_snapshot`` activity).

A restore writes into a workspace the agent shaped, with the worker's privileges, so it
does not use libgit2's checkout, which follows a symlink planted at a directory's name:
every file is written through ``activities.safefs``, which never follows one. Protected
paths are left as they are: a snapshot taken after an attempt may hold tampering.
"""

from __future__ import annotations

import asyncio
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pathspec
import pygit2
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities import protect, safefs
from activities.journal import run_dir
from contract.errors import GreenloopError
from contract.models import RestoreInput
from contract.names import RESTORE_ACTIVITY


class SnapshotError(GreenloopError):
    """A snapshot could not be taken, read or restored."""


def snapshot_repo(home: Path, workflow_id: str | None, run_id: str | None) -> Path:
    """Where one run's snapshot repository lives."""
    return run_dir(home, workflow_id, run_id) / "snapshots.git"


def _init(repo: Path) -> None:
    # a bare repository is HEAD, objects/ and refs/: init_repository would also copy git's
    # templates (hooks and all), which costs more than the snapshots themselves
    (repo / "objects").mkdir(parents=True, exist_ok=True)
    (repo / "refs" / "tags").mkdir(parents=True, exist_ok=True)
    (repo / "config").write_text("[core]\n\trepositoryformatversion = 0\n\tbare = true\n")
    (repo / "HEAD").write_text("ref: refs/heads/main\n")


def _open(repo: Path, workspace: Path, *, create: bool = False) -> pygit2.Repository:
    try:
        if create and not (repo / "HEAD").exists():
            _init(repo)
        r = pygit2.Repository(str(repo))
        r.workdir = str(workspace)
        return r
    except (pygit2.GitError, OSError) as exc:
        raise SnapshotError(f"{repo}: {exc}") from exc


def _tag(attempt: int) -> str:
    return f"refs/tags/attempt-{attempt}"


GIT_READS = frozenset({".gitignore", ".gitattributes"})
"""Files libgit2 opens and reads while it stages a work tree."""


def _blocking_git_file(workspace: Path) -> Path | None:
    """A ``.gitignore``/``.gitattributes`` that is not a regular file (a FIFO, or a link
    to one or to a device): libgit2 would open and read it and never return, wedging the
    session. The agent can plant one; such a workspace gets no snapshot."""
    stack = [workspace]
    while stack:
        try:
            with os.scandir(stack.pop()) as it:
                entries = list(it)
        except OSError:
            continue
        for entry in entries:
            if entry.name in GIT_READS:
                try:
                    regular = stat.S_ISREG(os.stat(entry.path).st_mode)
                except OSError:
                    regular = True  # a dangling link is not read
                if not regular:
                    return Path(entry.path)
            elif entry.is_dir(follow_symlinks=False) and entry.name != ".git":
                stack.append(Path(entry.path))
    return None


def take_sync(repo: Path, workspace: Path, attempt: int) -> str:
    """Record the workspace as tag ``attempt-<attempt>``; returns the tree id."""
    blocking = _blocking_git_file(workspace)
    if blocking is not None:
        raise SnapshotError(f"{blocking} is not a regular file: git would block reading it")
    r = _open(repo, workspace, create=True)
    try:
        index = r.index
        index.add_all()  # new, changed and deleted files; .gitignore'd ones stay out
        index.write()
        tree = index.write_tree()
        r.references.create(_tag(attempt), tree, force=True)
    except (pygit2.GitError, OSError) as exc:
        raise SnapshotError(f"snapshot of {workspace}: {exc}") from exc
    return str(tree)


async def take(repo: Path, workspace: Path, attempt: int) -> str:
    """``take_sync`` in a thread: a large workspace must not stall the event loop."""
    return await asyncio.to_thread(take_sync, repo, workspace, attempt)


def has(repo: Path, attempt: int) -> bool:
    """Whether the repository has a snapshot of ``attempt``."""
    if not (repo / "HEAD").exists():
        return False
    try:
        return _tag(attempt) in pygit2.Repository(str(repo)).references
    except pygit2.GitError:
        return False


def _tree(r: pygit2.Repository, attempt: int) -> pygit2.Tree:
    obj = r.get(r.references[_tag(attempt)].target)
    if not isinstance(obj, pygit2.Tree):
        raise SnapshotError(f"snapshot of attempt {attempt} is not a tree")
    return obj


def diff(repo: Path, before: int, after: int) -> str:
    """The patch from snapshot ``before`` to snapshot ``after`` (trees only)."""
    try:
        r = pygit2.Repository(str(repo))
        patch = _tree(r, before).diff_to_tree(_tree(r, after)).patch
    except (KeyError, pygit2.GitError) as exc:
        raise SnapshotError(f"{repo}: {exc}") from exc
    return patch or ""


_MAX_CHANGED_FILES = 2000
"""Past this many changed files the diff says nothing about where errors are: not read."""
_MAX_DIFFED_BYTES = 1 << 20
"""A file larger than this (either side) is not diffed line by line: the agent writes the
files, and a diff costs time with their size; a verifier must not wait on one."""
_MAX_DIFFED_TOTAL = 32 << 20


def changed_lines(repo: Path, before: int, after: int) -> list[tuple[str, int, int]]:
    """The hunks (``path, first line, count`` on the new side) from snapshot ``before`` to
    snapshot ``after``: text files up to ``_MAX_DIFFED_BYTES``, within
    ``_MAX_DIFFED_TOTAL`` in all (trees only: the workspace is not read)."""
    try:
        r = pygit2.Repository(str(repo))
        d = _tree(r, before).diff_to_tree(_tree(r, after), context_lines=0)
        deltas = list(d.deltas)
        if len(deltas) > _MAX_CHANGED_FILES:
            return []
        hunks: list[tuple[str, int, int]] = []
        budget = _MAX_DIFFED_TOTAL
        for i, delta in enumerate(deltas):
            if delta.status_char() == "D" or int(delta.new_file.mode) == _LINK:
                continue
            sizes = [
                r.odb.read_header(f.id)[1]
                for f in (delta.old_file, delta.new_file)
                if f.id.raw != bytes(20)  # an added file has no old side
            ]
            if max(sizes, default=0) > _MAX_DIFFED_BYTES or sum(sizes) > budget:
                continue
            budget -= sum(sizes)
            patch = d[i]  # computed now, for this file alone
            if patch is None or patch.delta.is_binary:
                continue
            hunks.extend((delta.new_file.path, h.new_start, h.new_lines) for h in patch.hunks)
    except (KeyError, pygit2.GitError) as exc:
        raise SnapshotError(f"{repo}: {exc}") from exc
    return hunks


_LINK = 0o120000
_EXEC = 0o100755
_GITLINK = 0o160000


def _files(
    r: pygit2.Repository, tree: pygit2.Tree, prefix: str = ""
) -> Iterator[tuple[str, int, pygit2.Oid]]:
    for entry in tree:
        path = f"{prefix}{entry.name}"
        if entry.filemode == pygit2.enums.FileMode.TREE:
            sub = r.get(entry.id)
            if isinstance(sub, pygit2.Tree):
                yield from _files(r, sub, path + "/")
        elif entry.filemode != _GITLINK:
            yield path, int(entry.filemode), entry.id


def _same(dir_fd: int, name: str, mode: int, oid: pygit2.Oid) -> bool:
    """Whether ``name`` already is what the snapshot holds (then it is not rewritten)."""
    st = safefs.lstat_at(dir_fd, name)
    if st is None:
        return False
    if mode == _LINK:
        if not stat.S_ISLNK(st.st_mode):
            return False
        target = os.readlink(name, dir_fd=dir_fd)
        return pygit2.hash(target.encode("utf-8", "surrogateescape")) == oid
    data = safefs.read_regular(dir_fd, name)
    executable = bool(st.st_mode & 0o100)
    return data is not None and pygit2.hash(data) == oid and executable == (mode == _EXEC)


def restore_sync(
    repo: Path, workspace: Path, attempt: int, *, keep: pathspec.GitIgnoreSpec | None = None
) -> str:
    """Make the workspace match snapshot ``attempt``; returns its tree id.

    Files the snapshots track are written back (and removed if the snapshot lacks them);
    files they never saw are left alone, and so are paths matching ``keep`` (protected).
    Nothing is written through a symlink: one in the way of a directory is replaced.
    """
    r = _open(repo, workspace)
    root = workspace.resolve()
    try:
        tree = _tree(r, attempt)
        index = r.index
        tracked = {e.path for e in index}
        files = list(_files(r, tree))
        # what the snapshot lacks goes first: a link at `src` must go before `src/a.py`
        for rel in sorted(tracked - {rel for rel, _, _ in files}):
            if protect.is_protected(keep, rel):
                continue
            with safefs.parent_of(root, rel, make=False) as where:
                if where is not None:
                    safefs.remove_at(*where)
        for rel, mode, oid in files:
            if protect.is_protected(keep, rel):
                continue
            with safefs.parent_of(root, rel, make=True) as where:
                assert where is not None
                dir_fd, name = where
                if _same(dir_fd, name, mode, oid):
                    continue
                blob = r.get(oid)
                data = blob.data if isinstance(blob, pygit2.Blob) else b""
                if mode == _LINK:
                    safefs.symlink_at(dir_fd, name, data.decode("utf-8", "surrogateescape"))
                else:
                    safefs.write_at(dir_fd, name, data, 0o755 if mode == _EXEC else 0o644)
        index.read_tree(tree)
        index.write()
    except (KeyError, pygit2.GitError, OSError) as exc:
        raise SnapshotError(f"restore of attempt {attempt} into {workspace}: {exc}") from exc
    return str(tree.id)


class SnapshotActivities:
    """The restore activity; snapshots themselves are taken by the session activity."""

    def __init__(self, *, home: Path) -> None:
        self.home = home

    @activity.defn(name=RESTORE_ACTIVITY)
    async def restore_snapshot(self, inp: RestoreInput) -> str:
        """Make the workspace match snapshot ``attempt-K`` of an earlier run."""
        ref = inp.snapshot
        repo = snapshot_repo(self.home, ref.workflow_id, ref.run_id)
        if not has(repo, ref.attempt):
            raise ApplicationError(
                f"no snapshot of attempt {ref.attempt} of {ref.workflow_id} in {repo}",
                type="SnapshotMissing",
                non_retryable=True,
            )
        try:
            return await asyncio.to_thread(
                restore_sync, repo, Path(inp.workspace), ref.attempt, keep=protect.spec(inp.protect)
            )
        except SnapshotError as exc:
            raise ApplicationError(
                str(exc)[:2000], type="RestoreFailed", non_retryable=True
            ) from None
