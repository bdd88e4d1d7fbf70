"""The claim activity: the first step of every run, on the shared task queue.

Whichever worker picks it up claims the run for its host, if the workspace is there:
later activities go to that host's own task queues (sessions and verifiers), so a run's
workspace, journal and snapshots stay on one machine. A worker whose host lacks the
workspace fails the claim retryably, so Temporal offers it to another worker.
"""

from __future__ import annotations

import contextlib
import functools
import os
import pwd
import shutil
import subprocess
from datetime import timedelta
from pathlib import Path

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities.sandbox import Choice, SandboxUnavailable, resolve
from activities.toolchains import command_word
from contract.models import Claim, ClaimInput
from contract.names import CLAIM_ACTIVITY


def _homes() -> set[Path]:
    """Home directories of people (root, and users from uid 1000), and ``$HOME``."""
    raw = {os.environ.get("HOME", "")}
    with contextlib.suppress(OSError):
        raw |= {u.pw_dir for u in pwd.getpwall() if u.pw_uid == 0 or u.pw_uid >= 1000}
    homes: set[Path] = set()
    for h in raw:
        if h and os.path.isabs(h):
            try:
                homes.add(Path(h).resolve())
            except (OSError, RuntimeError):
                continue
    return homes


def workspace_refusal(workspace: Path, greenloop_home: Path) -> str | None:
    """Why ``workspace`` may not be a run's workspace, or ``None`` (SPEC section 7).

    ``/``, a home directory itself, GREENLOOP_HOME, or a directory that contains it or
    lies inside it: the agent would be handed the whole machine, a user's every secret,
    or greenloop's own journals and server database.
    """
    ws = workspace.resolve()
    gl = greenloop_home.resolve()
    if ws == Path("/"):
        return "the root directory cannot be a workspace; give the project's directory"
    if ws in _homes():
        return (
            "a home directory itself cannot be a workspace (its credentials and every other "
            "project would be in reach); give the project's directory inside it"
        )
    if ws == gl or gl in ws.parents:
        return f"it is inside GREENLOOP_HOME ({gl}), greenloop's own state; use another directory"
    if ws in gl.parents:
        return (
            f"it contains GREENLOOP_HOME ({gl}), greenloop's own state, which the agent must "
            "not reach; use a directory that does not contain it, or move GREENLOOP_HOME"
        )
    return None


@functools.cache
def _shell_words() -> frozenset[str]:
    """bash's builtins and keywords (``test``, ``[``, ``if``...): never looked up on PATH."""
    try:
        out = subprocess.run(
            ["bash", "-c", "compgen -b; compgen -k"],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        ).stdout
    except (OSError, subprocess.TimeoutExpired):
        out = ""
    return frozenset(out.split()) | {"[", "[[", "!", "{", "(", "true", "false", "test"}


def missing_commands(commands: list[str]) -> list[str]:
    """The command words of ``commands`` that cannot be found before any session runs: a
    bare name that is neither a shell word nor on this worker's PATH, or an absolute path
    that does not exist (outside the workspace, the agent cannot create it). Relative
    paths (``./run_tests.sh``, ``.venv/bin/pytest``) may be the agent's to create."""
    missing = []
    for command in commands:
        word = command_word(command)
        if word is None or word in _shell_words():
            continue
        if "/" not in word:
            if shutil.which(word) is None:
                missing.append(word)
        elif os.path.isabs(word) and not os.path.exists(word):
            missing.append(word)
    return missing


def host_queues(task_queue: str, host: str, *, single_host: bool = False) -> tuple[str, str]:
    """The session and verifier task queues of ``host``.

    With a single host (the embedded server listens on 127.0.0.1 only, so every worker
    is on this machine) sessions stay on the shared queue: locality holds anyway, and
    activities on the workflow's own queue can be handed out eagerly, saving a round trip.
    """
    if single_host:
        return task_queue, f"{task_queue}/verify"
    return f"{task_queue}@{host}", f"{task_queue}@{host}/verify"


class ClaimActivities:
    """Answers claims for this worker's host."""

    def __init__(
        self,
        *,
        host: str,
        session_queue: str,
        verify_queue: str,
        shared: bool,
        home: Path,
        min_sandbox: Choice = "none",
    ) -> None:
        self.host = host
        self.home = home
        self.min_sandbox = min_sandbox
        self.shared = shared
        self.session_queue = session_queue
        self.verify_queue = verify_queue

    @activity.defn(name=CLAIM_ACTIVITY)
    async def claim_workspace(self, inp: ClaimInput) -> Claim:
        """Claim the run for this host, if its workspace is here and it can be confined as
        the run asks; a workspace no host may take fails the run at once."""
        if not Path(inp.workspace).is_dir():
            raise ApplicationError(
                f"workspace {inp.workspace} is not on host {self.host}",
                type="WorkspaceNotHere",
                next_retry_delay=timedelta(seconds=1),
            )
        why = workspace_refusal(Path(inp.workspace), self.home)
        if why is not None:
            raise ApplicationError(
                f"workspace {inp.workspace} refused: {why}",
                type="WorkspaceRefused",
                non_retryable=True,
            )
        missing = missing_commands(inp.commands)
        if missing:
            raise ApplicationError(
                f"verifier command {missing[0]!r} was not found on the PATH of host "
                f"{self.host}: install it there, or fix the verifier (no session was started)",
                type="VerifierNotFound",
                non_retryable=True,
            )
        try:
            resolve(inp.sandbox, minimum=self.min_sandbox)
        except SandboxUnavailable as exc:
            # another host may be able to: offer the claim to it
            raise ApplicationError(
                f"host {self.host}: {exc}",
                type="SandboxUnavailable",
                next_retry_delay=timedelta(seconds=1),
            ) from None
        return Claim(
            host=self.host,
            session_queue=self.session_queue,
            verify_queue=self.verify_queue,
            shared=self.shared,
        )
