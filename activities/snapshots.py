"""Attempt snapshots: the workspace's state after each attempt, in a git dir of our own.

Each run gets a bare repository under ``GREENLOOP_HOME/snapshots``; commits are made with
``--work-tree`` pointing at the workspace, so the user's own ``.git`` (if any) is never
touched and their ``.gitignore`` files still apply. Tag ``attempt-0`` is the workspace
before attempt 1, ``attempt-K`` after attempt K. ``greenloop show ID --diff K`` diffs
them; ``greenloop rerun ID --from-attempt K`` restores one (the ``restore_snapshot``
activity).
"""

from __future__ import annotations

import asyncio
import os
import shutil
from pathlib import Path

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.journal import run_dir
from greenloop.models import RestoreInput

_IDENTITY = ["-c", "user.name=greenloop", "-c", "user.email=greenloop@localhost"]


class SnapshotError(Exception):
    """git failed while taking or restoring a snapshot."""


def snapshot_repo(home: Path, workflow_id: str | None, run_id: str | None) -> Path:
    """Where one run's snapshot repository lives."""
    return run_dir(home, workflow_id, run_id) / "snapshots.git"


def _env(repo: Path, workspace: Path) -> dict[str, str]:
    # nothing of the user's git configuration applies: no hooks, no global excludes
    return {
        "PATH": os.environ.get("PATH", os.defpath),
        "GIT_DIR": str(repo),
        "GIT_WORK_TREE": str(workspace),
        "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_CONFIG_GLOBAL": os.devnull,
        "HOME": str(repo),
        "LC_ALL": "C",
    }


async def git(repo: Path, workspace: Path, *args: str, bare: bool = False) -> str:
    """Run git on the snapshot repository with the workspace as work tree."""
    exe = shutil.which("git")
    if exe is None:
        raise SnapshotError("git is not installed")
    env = _env(repo, workspace)
    if bare:
        del env["GIT_WORK_TREE"], env["GIT_DIR"]
    proc = await asyncio.create_subprocess_exec(
        exe,
        "-c",
        "core.bare=false",
        *_IDENTITY,
        *args,
        env=env,
        cwd=workspace,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await proc.communicate()
    if proc.returncode != 0:
        raise SnapshotError(f"git {' '.join(args)}: {err.decode(errors='replace').strip()}")
    return out.decode(errors="replace")


async def take(repo: Path, workspace: Path, attempt: int) -> str:
    """Commit the workspace as tag ``attempt-<attempt>``; returns the commit id."""
    if not (repo / "HEAD").exists():
        repo.mkdir(parents=True, exist_ok=True)
        await git(repo, workspace, "init", "--quiet", "--bare", str(repo), bare=True)
    await git(repo, workspace, "add", "--all", "--force", ".")
    await git(
        repo,
        workspace,
        "commit",
        "--quiet",
        "--allow-empty",
        "--no-verify",
        "-m",
        "before attempt 1" if attempt == 0 else f"after attempt {attempt}",
    )
    # two git processes per snapshot, not four: the tag is a file we can write ourselves
    commit = _head(repo)
    tag = repo / "refs" / "tags" / f"attempt-{attempt}"
    tag.parent.mkdir(parents=True, exist_ok=True)
    tag.write_text(commit + "\n")
    return commit


def _head(repo: Path) -> str:
    head = (repo / "HEAD").read_text().strip()
    if not head.startswith("ref: "):
        return head
    ref = head.removeprefix("ref: ")
    loose = repo / ref
    if loose.exists():
        return loose.read_text().strip()
    for line in (repo / "packed-refs").read_text().splitlines():
        if line.endswith(" " + ref):
            return line.split()[0]
    raise SnapshotError(f"cannot resolve {ref} in {repo}")


def has(repo: Path, attempt: int) -> bool:
    """Whether the repository has a snapshot of ``attempt``."""
    return (repo / "refs" / "tags" / f"attempt-{attempt}").exists() or (
        (repo / "packed-refs").exists()
        and f"refs/tags/attempt-{attempt}" in (repo / "packed-refs").read_text()
    )


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
        workspace = Path(inp.workspace)
        # files the snapshot tracks are restored, files it never saw are left alone
        await git(repo, workspace, "read-tree", "--reset", "-u", f"attempt-{ref.attempt}")
        return (await git(repo, workspace, "rev-parse", f"attempt-{ref.attempt}")).strip()
