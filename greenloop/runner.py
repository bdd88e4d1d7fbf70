"""Client side of a run: start (or attach to) the workflow, follow it, collect its result.

Progress is read, never guessed: phase and attempt come from the run's search attributes
and memo, the turn and tokens of a session in flight from its last heartbeat, and
transient retries from the server's record of pending activities (attempt, last failure,
next attempt time). All of it is one ``describe`` call, answered by the server without
involving a worker; the ``state`` query is used only when the phase changes, for the
error history.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import hashlib
import os
import time
from collections.abc import AsyncIterator, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from pydantic import ValidationError
from temporalio.api.enums.v1 import PendingActivityState
from temporalio.client import (
    Client,
    WorkflowExecutionDescription,
    WorkflowExecutionStatus,
    WorkflowFailureError,
    WorkflowHandle,
)
from temporalio.common import WorkflowIDConflictPolicy
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

from activities import telemetry
from contract.keys import ATTEMPT_KEY, STATUS_KEY
from contract.models import LoopState, RunRequest, RunResult
from contract.names import WORKFLOW_NAME

OPEN_RUNS = f"WorkflowType='{WORKFLOW_NAME}' AND ExecutionStatus='Running'"


@dataclass(frozen=True)
class Started:
    """A run that was started or attached to."""

    handle: WorkflowHandle[Any, RunResult]
    attached: bool
    """True if a run with this id was already open and we attached to it."""


def run_memo(req: RunRequest, extra: dict[str, Any] | None = None) -> dict[str, Any]:
    """What a run carries in its memo: enough to list, show and rerun it without a worker."""
    first_line = req.task.strip().splitlines()[0] if req.task.strip() else ""
    return {
        "task": first_line[:200],
        "workspace": req.workspace,
        "max_retries": req.max_retries,
        **(extra or {}),
    }


async def start_or_attach(
    client: Client,
    req: RunRequest,
    *,
    workflow_id: str,
    task_queue: str,
    memo: dict[str, Any] | None = None,
) -> Started:
    """Start the run, or attach to the open run with the same id (never a duplicate).

    An open run is followed by its run id, not started again: one that closes a moment
    later (its last session finished as an interrupted ``greenloop run`` shut down, and
    this command's worker completed it) is that run's result, not a second run doing
    the work again."""
    open_run: str | None = None
    with contextlib.suppress(RPCError):
        desc = await client.get_workflow_handle(workflow_id).describe()
        if desc.status == WorkflowExecutionStatus.RUNNING:
            open_run = desc.run_id
    attached = open_run is not None
    first_line = req.task.strip().splitlines()[0]
    summary = first_line if len(first_line) <= 100 else first_line[:97] + "..."
    # the root of the run's trace (when tracing is on): the workflow's spans are its children
    with telemetry.span(
        "greenloop.start",
        {"greenloop.workflow_id": workflow_id, "greenloop.attached": attached},
    ):
        if open_run is not None:
            return Started(
                handle=client.get_workflow_handle(
                    workflow_id, run_id=open_run, result_type=RunResult
                ),
                attached=True,
            )
        handle: WorkflowHandle[Any, RunResult] = await client.start_workflow(
            WORKFLOW_NAME,
            req,
            id=workflow_id,
            task_queue=task_queue,
            result_type=RunResult,
            id_conflict_policy=WorkflowIDConflictPolicy.USE_EXISTING,
            memo=run_memo(req, memo),
            static_summary=f"{summary} — in {req.workspace}",
            static_details=f"**Task**\n\n{req.task[:4000]}\n\n**Workspace** `{req.workspace}`",
        )
    return Started(handle=handle, attached=attached)


class WorkspaceInUse(Exception):
    """Another open run works in the workspace a run was to start in."""

    def __init__(self, workflow_id: str, workspace: str, busy: str) -> None:
        super().__init__(f"{workflow_id}: workspace {workspace} is in use by open run {busy}")
        self.workflow_id, self.workspace, self.busy = workflow_id, workspace, busy


async def start_alone(
    client: Client,
    home: Path,
    runs: Sequence[tuple[str, RunRequest]],
    *,
    task_queue: str,
    memo: dict[str, Any] | None = None,
) -> list[Started]:
    """Start (or attach to) each run (``(workflow_id, request)``), unless another open run
    works in one of their workspaces: then none starts (:class:`WorkspaceInUse`).

    Two runs must never edit one workspace at once. This host's lock on the workspaces is
    held from the check until the runs are listed as open, so that two commands started at
    once cannot both find a workspace free.
    """
    async with workspaces_locked(home, [req.workspace for _, req in runs]):
        for wf_id, req in runs:
            busy = await open_run_using(client, req.workspace, except_id=wf_id)
            if busy is not None:
                raise WorkspaceInUse(wf_id, req.workspace, busy)
        started = [
            await start_or_attach(client, req, workflow_id=wf_id, task_queue=task_queue, memo=memo)
            for wf_id, req in runs
        ]
        await until_listed(client, [wf_id for wf_id, _ in runs])
    return started


@contextlib.asynccontextmanager
async def workspaces_locked(home: Path, workspaces: Sequence[str]) -> AsyncIterator[None]:
    """This host's lock on each of ``workspaces`` (files under GREENLOOP_HOME/locks), taken
    in one order so that two holders never wait on each other.

    Held from the check that no open run works in a workspace until the run started there
    is listed as open: the server's list can lag a run started a moment before, so two
    commands started at once could both see the workspace free. Commands on other hosts
    (a shared cluster) are not covered: the list is all they see.
    """
    locks = home / "locks"
    locks.mkdir(parents=True, exist_ok=True, mode=0o700)
    held: list[int] = []
    try:
        for ws in sorted(set(workspaces)):
            name = hashlib.sha256(ws.encode()).hexdigest()[:32]
            fd = os.open(locks / f"{name}.lock", os.O_RDWR | os.O_CREAT, 0o600)
            held.append(fd)
            await asyncio.to_thread(fcntl.flock, fd, fcntl.LOCK_EX)
        yield
    finally:
        for fd in held:
            os.close(fd)  # (closing releases its lock)


async def until_listed(client: Client, workflow_ids: Sequence[str], limit_s: float = 10) -> None:
    """Wait until each run is in the server's list of open runs (or has closed already),
    for ``limit_s`` at most: what :func:`open_run_using` of a later command will see."""
    pending = set(workflow_ids)
    deadline = time.monotonic() + limit_s
    while pending and time.monotonic() < deadline:
        ids = " OR ".join(f"WorkflowId = '{wf}'" for wf in sorted(pending))
        try:
            async for wf in client.list_workflows(f"{OPEN_RUNS} AND ({ids})"):
                pending.discard(wf.id)
            for wf_id in list(pending):
                desc = await client.get_workflow_handle(wf_id).describe()
                if desc.status != WorkflowExecutionStatus.RUNNING:
                    pending.discard(wf_id)
        except RPCError:
            return  # (the runs have started: a list that cannot be read fails nothing)
        if pending:
            await asyncio.sleep(0.05)


async def open_run_using(client: Client, workspace: str, *, except_id: str) -> str | None:
    """The id of an open run working in ``workspace`` (other than ``except_id``), if any."""
    async for wf in client.list_workflows(OPEN_RUNS, limit=1000):
        if wf.id == except_id:
            continue
        with contextlib.suppress(KeyError, TypeError):
            memo = await wf.memo()
            if memo.get("workspace") == workspace:
                return wf.id
    return None


@dataclass(frozen=True)
class Snapshot:
    """What a run is doing now."""

    phase: str
    attempt: int
    max_attempts: int
    detail: str = ""
    """E.g. ``turn 4`` or ``retrying (RateLimitError, try 2/5, next in 4s)``."""
    tokens: int = 0
    """Tokens of the session in flight so far (its last heartbeat)."""
    history: tuple[str, ...] = ()
    """The run's error history so far: one line per failed verification."""
    closed: bool = False

    def line(self) -> str:
        """One progress line, e.g. ``attempt 1/3: session turn 4``."""
        head = f"attempt {self.attempt}/{self.max_attempts}: {self.phase}"
        return f"{head} {self.detail}" if self.detail else head


_PHASES = {"running": "session"}


async def snapshot(
    handle: WorkflowHandle[Any, Any], previous: Snapshot | None = None
) -> Snapshot | None:
    """The run's phase and any activity retry in progress; ``None`` before it has any."""
    desc = await handle.describe()
    return await snapshot_of(handle, desc, previous)


async def snapshot_of(
    handle: WorkflowHandle[Any, Any],
    desc: WorkflowExecutionDescription,
    previous: Snapshot | None = None,
) -> Snapshot | None:
    """``snapshot`` from a description already fetched."""
    status = desc.typed_search_attributes.get(STATUS_KEY)
    attempt = desc.typed_search_attributes.get(ATTEMPT_KEY)
    if status is None or not attempt:
        return None
    max_attempts = 0
    with contextlib.suppress(KeyError, TypeError):
        max_attempts = int(await desc.memo_value("max_retries"))
    phase = _PHASES.get(status, status)
    detail, tokens = "", 0
    if phase in ("session", "verifying"):
        detail, tokens = _activity_detail(desc.raw_description.pending_activities, handle)
        branches = len(desc.raw_description.pending_children)
        if branches and not detail:
            detail = f"{branches} parallel branch(es) running"
    history = previous.history if previous is not None else ()
    if not max_attempts and previous is not None:
        max_attempts = previous.max_attempts
    closed = desc.status != WorkflowExecutionStatus.RUNNING
    changed = previous is None or (previous.phase, previous.attempt) != (phase, attempt)
    grew = changed and (phase == "retrying" or previous is not None)
    if not closed and (grew or not max_attempts):
        # the error history is the workflow's own state: ask it only when it can have grown
        with contextlib.suppress(RPCError, asyncio.TimeoutError):
            state: LoopState = await asyncio.wait_for(
                handle.query("state", result_type=LoopState), 5
            )
            history = tuple(state.error_history)
            max_attempts = state.max_attempts or max_attempts
    return Snapshot(
        phase=phase,
        attempt=int(attempt),
        max_attempts=max_attempts,
        detail=detail,
        tokens=tokens,
        history=history,
        closed=closed,
    )


LOST_WORKER = frozenset({"WorkerLost", "WorkerShutdown"})
"""Failure types of an attempt whose worker died or stopped: not API errors."""


def _activity_detail(pending: Any, handle: WorkflowHandle[Any, Any]) -> tuple[str, int]:
    converter = handle._client.data_converter.payload_converter
    for act in pending:
        beat: dict[str, Any] = {}
        if act.heartbeat_details.payloads:
            with contextlib.suppress(Exception):
                decoded = converter.from_payloads(act.heartbeat_details.payloads)[0]
                beat = decoded if isinstance(decoded, dict) else {}
        lost = act.attempt > 1 and act.HasField("last_failure") and _worker_lost(act.last_failure)
        waiting = act.state == PendingActivityState.PENDING_ACTIVITY_STATE_SCHEDULED
        if lost and waiting:
            return "worker lost, resuming", int(beat.get("tokens") or 0)
        if act.attempt > 1 and waiting and act.HasField("last_failure"):
            info = act.last_failure.application_failure_info
            name = info.type or "error"
            details: dict[str, Any] = {}
            if info.details.payloads:
                with contextlib.suppress(Exception):
                    details = converter.from_payloads(info.details.payloads)[0] or {}
            limit = details.get("limit")
            n = details.get("try", act.attempt)
            tries = f"try {n}/{limit}" if limit else f"try {n}"
            wait = ""
            if act.HasField("next_attempt_schedule_time"):
                nxt = act.next_attempt_schedule_time.ToDatetime(tzinfo=UTC)
                secs = max(0, round((nxt - datetime.now(UTC)).total_seconds()))
                wait = f", next in {secs}s"
            tokens = details.get("tokens") or beat.get("tokens") or 0
            return f"retrying ({name}, {tries}{wait})", int(tokens)
        if beat.get("turn"):
            resumed = " (resumed: worker lost)" if lost else ""
            return f"turn {beat['turn']}{resumed}", int(beat.get("tokens") or 0)
    return "", 0


def _worker_lost(failure: Any) -> bool:
    """A heartbeat or start-to-close timeout, or an attempt handed back by a new worker."""
    if failure.HasField("timeout_failure_info"):
        return True
    return bool(failure.application_failure_info.type in LOST_WORKER)


async def final_result(handle: WorkflowHandle[Any, RunResult]) -> RunResult:
    """The RunResult of a closed run, whatever its Temporal status (SPEC section 8).

    Completed runs return it; Failed ones carry it as their ApplicationError's first
    detail; a Canceled run (which carries none) or one ended by the server has it rebuilt
    from its history.
    """
    try:
        return await handle.result()
    except WorkflowFailureError as err:
        return await result_of_failure(handle, err)


async def result_of_failure(
    handle: WorkflowHandle[Any, RunResult], err: WorkflowFailureError
) -> RunResult:
    """The RunResult behind a workflow failure (see ``final_result``)."""
    cause = err.cause
    if isinstance(cause, ApplicationError) and cause.details:
        detail = cause.details[0]
        with contextlib.suppress(ValidationError, TypeError):
            return RunResult.model_validate(detail)
    from greenloop.history import read_run

    history = await handle.fetch_history()
    view = read_run(history, handle._client.data_converter.payload_converter)
    if view.result is not None:
        return view.result
    return RunResult(
        workflow_id=handle.id,
        final_status="failed",
        attempts=0,
        failed_at=datetime.now(UTC),
        error=describe_failure(err)[:2000],
    )


async def wait_for_result(
    handle: WorkflowHandle[Any, RunResult],
    *,
    on_progress: Callable[[Snapshot], None] | None = None,
    poll_s: float = 0.5,
) -> RunResult:
    """Wait for the run's RunResult (whatever the outcome), reporting each new progress
    snapshot.

    Survives the server going away for a while: the result is awaited again until the
    server answers (a restarted embedded server, a cluster failover).
    """
    last: Snapshot | None = None
    while True:
        result = asyncio.ensure_future(handle.result())
        try:
            while not result.done():
                if on_progress is not None:
                    snap = None
                    with contextlib.suppress(RPCError):
                        snap = await snapshot(handle, last)
                    if snap is not None and snap != last:
                        on_progress(snap)
                        last = snap
                await asyncio.wait({result}, timeout=poll_s)
            try:
                return result.result()
            except WorkflowFailureError as failure:
                return await result_of_failure(handle, failure)
        except RPCError as err:
            if err.status not in (RPCStatusCode.UNAVAILABLE, RPCStatusCode.DEADLINE_EXCEEDED):
                raise
            await asyncio.sleep(1)
        finally:
            if not result.done():
                result.cancel()


def describe_failure(err: BaseException) -> str:
    """A one-line account of why a workflow failed as a whole (not a RunResult)."""
    cause = err.__cause__ or err
    if isinstance(cause, ApplicationError):
        return cause.message
    return f"{type(cause).__name__}: {cause}"
