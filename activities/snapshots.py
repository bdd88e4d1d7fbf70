"""Attempt snapshots: the workspace's state after each attempt, in a git dir of our own.

Each run gets a bare repository of its own under ``GREENLOOP_HOME/runs``, with the
workspace as its work tree, so the user's own ``.git`` (if any) is never touched and
their ``.gitignore`` files still apply. A snapshot is a git *tree* staged with libgit2
(pygit2) in-process: no commit, no ``git`` binary, no process forked from the worker.
Tag ``attempt-0`` is the workspace before attempt 1, ``attempt-K`` after attempt K.
``greenloop show ID --diff K`` diffs them; ``greenloop rerun ID --from-attempt K``
restores one (the ``restore_snapshot`` activity).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pygit2
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.journal import run_dir
from greenloop.models import RestoreInput


class SnapshotError(Exception):
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


def take_sync(repo: Path, workspace: Path, attempt: int) -> str:
    """Record the workspace as tag ``attempt-<attempt>``; returns the tree id."""
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


def diff(repo: Path, workspace: Path, before: int, after: int) -> str:
    """The patch from snapshot ``before`` to snapshot ``after``."""
    r = _open(repo, workspace)
    try:
        patch = _tree(r, before).diff_to_tree(_tree(r, after)).patch
    except (KeyError, pygit2.GitError) as exc:
        raise SnapshotError(f"{repo}: {exc}") from exc
    return patch or ""


def restore_sync(repo: Path, workspace: Path, attempt: int) -> str:
    """Make the workspace match snapshot ``attempt``; returns its tree id.

    Files the snapshots track are written back (and removed if the snapshot lacks them);
    files they never saw are left alone.
    """
    r = _open(repo, workspace)
    try:
        tree = _tree(r, attempt)
        r.checkout_tree(tree, strategy=pygit2.enums.CheckoutStrategy.FORCE)  # type: ignore[no-untyped-call]
        index = r.index
        index.read_tree(tree)
        index.write()
    except (KeyError, pygit2.GitError, OSError) as exc:
        raise SnapshotError(f"restore of attempt {attempt} into {workspace}: {exc}") from exc
    return str(tree.id)


class SnapshotActivities:
    """The restore activity; snapshots themselves are taken by the session activity."""

    def __init__(self, *, home: Path) -> None:
        self.home = home

    @activity.defn(name="restore_snapshot")
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
        return await asyncio.to_thread(restore_sync, repo, Path(inp.workspace), ref.attempt)
