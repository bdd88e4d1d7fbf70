"""The workspace copies of parallel sessions (``--parallel``): made, applied, removed.

Each of an attempt's N sessions works in its own copy of the workspace, made with
``cp -a --reflink=auto``: a copy-on-write clone where the filesystem supports it (btrfs,
XFS, bcachefs), else a full copy (ext4: about 0.4 s for 10,000 small files here;
``bench/parallel.py`` measures it). A full copy, not one that skips what ``.gitignore``
ignores or a ``git worktree``: the verifiers need what is ignored (``node_modules``,
``.venv``, build outputs) to judge the copy as they would judge the workspace.

Copies live next to the workspace, in ``.greenloop-copies/<name>-<run id>/`` (the same
filesystem, so a reflink can work), or under the system's temporary directory when the
workspace's parent is not writable. The sandbox hides a copy's parents, and so the
workspace and the other copies, from the commands run in it.

The winner's changes go back into the workspace file by file, through
``activities.safefs`` (no symlink planted in the copy or the workspace is followed):
what differs (size, modification time or mode, as rsync decides) is written, what the
copy lacks is removed; ``.git`` and protected paths are left as the workspace has them.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import stat
import tempfile
from pathlib import Path

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities import protect, safefs
from activities.heartbeat import heartbeat_forever
from activities.journal import safe_name
from activities.process import run_process
from contract.models import ApplyInput, CopyInput
from contract.names import APPLY_ACTIVITY, COPY_ACTIVITY, REMOVE_COPIES_ACTIVITY

COPIES_DIR = ".greenloop-copies"
COPY_TIMEOUT_S = 3600.0
SKIPPED = frozenset({".git"})
"""Top-level entries of the workspace a branch's changes never touch."""


def copies_roots(workspace: Path, run_id: str) -> list[Path]:
    """Where a run's copies may live, preferred first: beside the workspace, or in /tmp."""
    name = f"{safe_name(workspace.name)}-{safe_name(run_id)}"
    return [
        workspace.parent / COPIES_DIR / name,
        Path(tempfile.gettempdir()) / "greenloop-copies" / name,
    ]


def copy_path(workspace: Path, run_id: str, attempt: int, branch: int) -> Path:
    """The copy of ``branch`` in ``attempt``: in the first root whose parent is writable."""
    leaf = f"attempt-{attempt}-branch-{branch}"
    for root in copies_roots(workspace, run_id):
        top = root.parent
        parent = top if top.exists() else top.parent
        if os.access(parent, os.W_OK | os.X_OK):
            return root / leaf
    return copies_roots(workspace, run_id)[-1] / leaf


async def make_copy(workspace: Path, dest: Path) -> None:
    """Copy ``workspace`` to ``dest`` (replacing whatever a crashed attempt left there)."""
    if dest.exists():
        await asyncio.to_thread(_remove_tree, dest)
    dest.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    result = await run_process(
        ["cp", "-a", "--reflink=auto", "--no-target-directory", str(workspace), str(dest)],
        cwd=dest.parent,
        env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LC_ALL": "C"},
        timeout_s=COPY_TIMEOUT_S,
        output_cap_bytes=8 * 1024,
    )
    if result.returncode != 0:
        said = result.output.decode(errors="replace").strip()[-500:]
        how = "timed out" if result.timed_out else f"exited {result.returncode}"
        raise OSError(f"cp {how}: {said}")


def _remove_tree(path: Path) -> None:
    if not path.exists() and not path.is_symlink():
        return
    fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        safefs.remove_at(fd, path.name)
    finally:
        os.close(fd)


def remove_all(workspace: Path, run_id: str) -> int:
    """Remove every copy of the run; returns how many there were."""
    removed = 0
    for root in copies_roots(workspace, run_id):
        if not root.exists():
            continue
        removed += sum(1 for _ in root.iterdir())
        _remove_tree(root)
        with contextlib.suppress(OSError):
            root.parent.rmdir()  # only if no other run's copies are there
    return removed


def _same(a: os.stat_result, b: os.stat_result) -> bool:
    if stat.S_IFMT(a.st_mode) != stat.S_IFMT(b.st_mode):
        return False
    if stat.S_ISDIR(a.st_mode):
        return True
    return (a.st_size, a.st_mtime_ns, stat.S_IMODE(a.st_mode)) == (
        b.st_size,
        b.st_mtime_ns,
        stat.S_IMODE(b.st_mode),
    )


def _entries(root: Path) -> dict[str, os.stat_result]:
    """Every path under ``root`` (relative, POSIX), without following a symlink."""
    out: dict[str, os.stat_result] = {}
    stack = [("", root)]
    while stack:
        rel, path = stack.pop()
        try:
            with os.scandir(path) as it:
                entries = list(it)
        except OSError:
            continue
        for entry in entries:
            name = f"{rel}{entry.name}"
            if not rel and entry.name in SKIPPED:
                continue
            st = entry.stat(follow_symlinks=False)
            out[name] = st
            if stat.S_ISDIR(st.st_mode):
                stack.append((f"{name}/", Path(entry.path)))
    return out


def apply_copy(copy: Path, workspace: Path, protected: list[str]) -> list[str]:
    """Make the workspace match ``copy`` (but ``.git`` and protected paths); returns the
    paths written or removed, sorted."""
    keep = protect.spec(protected)
    theirs = _entries(copy)
    ours = _entries(workspace)
    changed: list[str] = []
    root = workspace.resolve()
    # removals first, deepest first: a directory that became a file goes before the file
    for rel in sorted(set(ours) - set(theirs), key=lambda r: -r.count("/")):
        if protect.is_protected(keep, rel) or _under_removed(rel, theirs):
            continue
        with safefs.parent_of(root, rel, make=False) as where:
            if where is not None:
                safefs.remove_at(*where)
                changed.append(rel)
    for rel in sorted(theirs):
        st = theirs[rel]
        if protect.is_protected(keep, rel):
            continue
        old = ours.get(rel)
        if old is not None and _same(old, st):
            continue
        with safefs.parent_of(root, rel, make=True) as where:
            assert where is not None
            dir_fd, name = where
            if stat.S_ISDIR(st.st_mode):
                now = safefs.lstat_at(dir_fd, name)
                if now is None or not stat.S_ISDIR(now.st_mode):
                    safefs.remove_at(dir_fd, name)
                    os.mkdir(name, stat.S_IMODE(st.st_mode) or 0o755, dir_fd=dir_fd)
                    changed.append(rel)
                continue
            if stat.S_ISLNK(st.st_mode):
                safefs.symlink_at(dir_fd, name, os.readlink(copy / rel))
            elif stat.S_ISREG(st.st_mode):
                data = _read(copy, rel)
                if data is None:
                    continue
                safefs.write_at(dir_fd, name, data, st.st_mode)
                os.utime(
                    name, ns=(st.st_atime_ns, st.st_mtime_ns), dir_fd=dir_fd, follow_symlinks=False
                )
            else:
                continue  # a FIFO or a device the agent made: not carried over
            changed.append(rel)
    return sorted(set(changed))


def _read(copy: Path, rel: str) -> bytes | None:
    with safefs.parent_of(copy.resolve(), rel, make=False) as where:
        return None if where is None else safefs.read_regular(*where)


def _under_removed(rel: str, theirs: dict[str, os.stat_result]) -> bool:
    """Whether a parent of ``rel`` is gone too (removing that parent removes ``rel``)."""
    parts = rel.split("/")
    return any("/".join(parts[:i]) not in theirs for i in range(1, len(parts)))


class BranchActivities:
    """Copies of the workspace for parallel sessions, on the host that holds it."""

    @activity.defn(name=COPY_ACTIVITY)
    async def copy_workspace(self, inp: CopyInput) -> str:
        """Make one parallel session's copy of the workspace; returns its path."""
        workspace = Path(inp.workspace)
        dest = copy_path(workspace, inp.run_id, inp.attempt, inp.branch)
        beat = asyncio.create_task(heartbeat_forever(2.0))
        try:
            await make_copy(workspace, dest)
        except OSError as exc:
            raise ApplicationError(
                f"could not copy {workspace} to {dest}: {exc}"[:2000],
                type="CopyFailed",
                non_retryable=True,
            ) from None
        finally:
            beat.cancel()
        return str(dest)

    @activity.defn(name=APPLY_ACTIVITY)
    async def apply_branch(self, inp: ApplyInput) -> list[str]:
        """Put the winning copy's changes into the workspace; returns the paths changed."""
        beat = asyncio.create_task(heartbeat_forever(2.0))
        try:
            changed = await asyncio.to_thread(
                apply_copy, Path(inp.copy_path), Path(inp.workspace), inp.protect
            )
        except OSError as exc:
            raise ApplicationError(
                f"could not apply {inp.copy_path} to {inp.workspace}: {exc}"[:2000],
                type="ApplyFailed",
                non_retryable=True,
            ) from None
        finally:
            beat.cancel()
        activity.logger.info("applied %d change(s) from %s", len(changed), inp.copy_path)
        return changed[:1000]  # the list is for logs and history: bounded

    @activity.defn(name=REMOVE_COPIES_ACTIVITY)
    async def remove_copies(self, inp: CopyInput) -> int:
        """Remove every copy of the run's workspace; returns how many there were."""
        beat = asyncio.create_task(heartbeat_forever(2.0))
        try:
            return await asyncio.to_thread(remove_all, Path(inp.workspace), inp.run_id)
        finally:
            beat.cancel()
