"""The claim activity: the first step of every run, on the shared task queue.

Whichever worker picks it up claims the run for its host, if the workspace is there:
later activities go to that host's own task queues (sessions and verifiers), so a run's
workspace, journal and snapshots stay on one machine. A worker whose host lacks the
workspace fails the claim retryably, so Temporal offers it to another worker.
"""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

from temporalio import activity
from temporalio.exceptions import ApplicationError

from greenloop.models import Claim, ClaimInput


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

    def __init__(self, *, host: str, session_queue: str, verify_queue: str, shared: bool) -> None:
        self.host = host
        self.shared = shared
        self.session_queue = session_queue
        self.verify_queue = verify_queue

    @activity.defn(name="claim_workspace")
    async def claim_workspace(self, inp: ClaimInput) -> Claim:
        """Claim the run for this host, if its workspace is here."""
        if not Path(inp.workspace).is_dir():
            raise ApplicationError(
                f"workspace {inp.workspace} is not on host {self.host}",
                type="WorkspaceNotHere",
                next_retry_delay=timedelta(seconds=1),
            )
        return Claim(
            host=self.host,
            session_queue=self.session_queue,
            verify_queue=self.verify_queue,
            shared=self.shared,
        )
