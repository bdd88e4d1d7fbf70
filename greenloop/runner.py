"""Client side of a run: start (or attach to) the workflow, follow it, collect its result.

Progress is read, never guessed: the phase and attempt come from the workflow's ``state``
query, and transient retries from the server's record of pending activities (attempt,
last failure, next attempt time), so what the user sees is what Temporal has.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from temporalio.api.enums.v1 import PendingActivityState
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowHandle
from temporalio.common import WorkflowIDConflictPolicy
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError, RPCStatusCode

from greenloop.models import FinalStatus, LoopState, RunRequest, RunResult
from workflows.verify_loop import WORKFLOW_NAME

EXIT_CODES: dict[FinalStatus, int] = {
    "success": 0,
    "failed": 1,
    "turn_limit": 1,
    "max_retries_exhausted": 1,
    "cancelled": 1,
    "budget_exhausted": 1,
    "timeout": 124,
}
"""``greenloop run``/``watch``/``rerun`` exit codes by final status (2 is bad usage)."""


@dataclass(frozen=True)
class Started:
    """A run that was started or attached to."""

    handle: WorkflowHandle[Any, RunResult]
    attached: bool
    """True if a run with this id was already open and we attached to it."""


async def start_or_attach(
    client: Client, req: RunRequest, *, workflow_id: str, task_queue: str
) -> Started:
    """Start the run, or attach to the open run with the same id (never a duplicate)."""
    attached = False
    with contextlib.suppress(RPCError):
        desc = await client.get_workflow_handle(workflow_id).describe()
        attached = desc.status == WorkflowExecutionStatus.RUNNING
    handle: WorkflowHandle[Any, RunResult] = await client.start_workflow(
        WORKFLOW_NAME,
        req,
        id=workflow_id,
        task_queue=task_queue,
        result_type=RunResult,
        id_conflict_policy=WorkflowIDConflictPolicy.USE_EXISTING,
    )
    return Started(handle=handle, attached=attached)


@dataclass(frozen=True)
class Snapshot:
    """What a run is doing now."""

    phase: str
    attempt: int
    max_attempts: int
    detail: str = ""
    """E.g. ``turn 4`` or ``retrying (RateLimitError, try 2/5, next in 4s)``."""
    input_tokens: int = 0
    output_tokens: int = 0
    history: tuple[str, ...] = ()
    """The run's error history so far: one line per failed verification."""

    def line(self) -> str:
        """One progress line, e.g. ``attempt 1/3: session turn 4``."""
        head = f"attempt {self.attempt}/{self.max_attempts}: {self.phase}"
        return f"{head} {self.detail}" if self.detail else head


async def snapshot(handle: WorkflowHandle[Any, Any]) -> Snapshot | None:
    """The run's phase and any activity retry in progress; ``None`` before it has state."""
    try:
        state: LoopState = await handle.query("state", result_type=LoopState)
    except RPCError as err:
        if err.status in (RPCStatusCode.NOT_FOUND, RPCStatusCode.FAILED_PRECONDITION):
            return None
        raise
    if state.attempt == 0:
        return None
    detail = ""
    if state.phase in ("session", "verifying"):
        desc = await handle.describe()
        detail = _activity_detail(desc.raw_description.pending_activities, handle)
    return Snapshot(
        phase=state.phase,
        attempt=state.attempt,
        max_attempts=state.max_attempts,
        detail=detail,
        input_tokens=state.usage.input_tokens,
        output_tokens=state.usage.output_tokens,
        history=tuple(state.error_history),
    )


def _activity_detail(pending: Any, handle: WorkflowHandle[Any, Any]) -> str:
    converter = handle._client.data_converter.payload_converter
    for act in pending:
        waiting = act.state == PendingActivityState.PENDING_ACTIVITY_STATE_SCHEDULED
        if act.attempt > 1 and waiting and act.HasField("last_failure"):
            failure = act.last_failure
            info = failure.application_failure_info
            name = info.type or "error"
            details: dict[str, Any] = {}
            if info.details.payloads:
                with contextlib.suppress(Exception):
                    details = converter.from_payloads(info.details.payloads)[0] or {}
            limit = details.get("limit")
            tries = f"try {act.attempt}/{limit}" if limit else f"try {act.attempt}"
            wait = ""
            if act.HasField("next_attempt_schedule_time"):
                nxt = act.next_attempt_schedule_time.ToDatetime(tzinfo=UTC)
                secs = max(0, round((nxt - datetime.now(UTC)).total_seconds()))
                wait = f", next in {secs}s"
            return f"retrying ({name}, {tries}{wait})"
        if act.heartbeat_details.payloads:
            with contextlib.suppress(Exception):
                beat = converter.from_payloads(act.heartbeat_details.payloads)[0]
                if isinstance(beat, dict) and beat.get("turn"):
                    return f"turn {beat['turn']}"
    return ""


async def wait_for_result(
    handle: WorkflowHandle[Any, RunResult],
    *,
    on_progress: Callable[[Snapshot], None] | None = None,
    poll_s: float = 0.5,
) -> RunResult:
    """Wait for the run's result, reporting each new progress snapshot."""
    result = asyncio.ensure_future(handle.result())
    last: Snapshot | None = None
    try:
        while not result.done():
            if on_progress is not None:
                snap = None
                with contextlib.suppress(RPCError):
                    snap = await snapshot(handle)
                if snap is not None and snap != last:
                    on_progress(snap)
                    last = snap
            await asyncio.wait({result}, timeout=poll_s)
        return result.result()
    finally:
        if not result.done():
            result.cancel()


def describe_failure(err: BaseException) -> str:
    """A one-line account of why a workflow failed as a whole (not a RunResult)."""
    cause = err.__cause__ or err
    if isinstance(cause, ApplicationError):
        return cause.message
    return f"{type(cause).__name__}: {cause}"
