"""Reading a run back from its event history: attempt by attempt, without a worker.

The history holds every activity's input and result (small by design: paths and bounded
excerpts), so ``greenloop show`` works for running and finished runs alike, and
``greenloop rerun`` finds the original request in the first event.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from temporalio.api.history.v1 import HistoryEvent
from temporalio.client import WorkflowHistory
from temporalio.converter import PayloadConverter

from activities.summarize import distill, format_attempt_line
from contract.models import (
    BranchInput,
    BranchResult,
    RunRequest,
    RunResult,
    SessionInput,
    SessionResult,
    Usage,
    VerificationResult,
    VerifyInput,
)
from contract.names import SESSION_ACTIVITY, VERIFY_ACTIVITY


@dataclass
class BranchView:
    """One of a parallel attempt's branches (a child workflow) as the history tells it."""

    branch: int
    workflow_id: str = ""
    session: SessionResult | None = None
    verification: VerificationResult | None = None
    error: str | None = None
    running: bool = True


@dataclass
class AttemptView:
    """One attempt as the history tells it."""

    attempt: int
    message: str = ""
    """The first user message this attempt's session got (task, or task + digest)."""
    session: SessionResult | None = None
    session_error: str | None = None
    session_tries: int = 0
    """Activity attempts the session took (1 + transient retries, crashes included)."""
    verification: VerificationResult | None = None
    verify_error: str | None = None
    running: str | None = None
    """``session`` or ``verifying`` while that activity is still open."""
    branches: list[BranchView] = field(default_factory=list)
    """A parallel attempt's branches (``--parallel``), in order."""


@dataclass
class RunView:
    """A whole run as its history tells it."""

    workflow_id: str
    request: RunRequest | None = None
    attempts: list[AttemptView] = field(default_factory=list)
    result: RunResult | None = None

    def attempt(self, n: int) -> AttemptView:
        """The view of attempt ``n``, created on first use."""
        while len(self.attempts) < n:
            self.attempts.append(AttemptView(attempt=len(self.attempts) + 1))
        return self.attempts[n - 1]


def _decode(conv: PayloadConverter, payloads: Any, type_hint: type[Any]) -> Any:
    if not payloads.payloads:
        return None
    return conv.from_payloads(payloads.payloads, [type_hint])[0]


def read_run(history: WorkflowHistory, converter: PayloadConverter) -> RunView:
    """Fold a run's events into a ``RunView``."""
    view = RunView(workflow_id=history.workflow_id)
    scheduled: dict[int, tuple[str, int]] = {}
    children: dict[int, BranchView] = {}
    for event in history.events:
        kind = event.WhichOneof("attributes")
        if kind is not None and "child_workflow" in kind:
            _child(view, event, kind, converter, children)
        elif kind == "workflow_execution_started_event_attributes":
            attrs = event.workflow_execution_started_event_attributes
            view.request = _decode(converter, attrs.input, RunRequest)
        elif kind == "activity_task_scheduled_event_attributes":
            _scheduled(view, event, converter, scheduled)
        elif kind == "activity_task_started_event_attributes":
            attrs_s = event.activity_task_started_event_attributes
            if attrs_s.scheduled_event_id in scheduled:
                name, n = scheduled[attrs_s.scheduled_event_id]
                if name == SESSION_ACTIVITY:
                    view.attempt(n).session_tries = attrs_s.attempt
        elif kind == "activity_task_completed_event_attributes":
            attrs_c = event.activity_task_completed_event_attributes
            if attrs_c.scheduled_event_id in scheduled:
                name, n = scheduled.pop(attrs_c.scheduled_event_id)
                a = view.attempt(n)
                a.running = None
                if name == SESSION_ACTIVITY:
                    a.session = _decode(converter, attrs_c.result, SessionResult)
                elif name == VERIFY_ACTIVITY:
                    a.verification = _decode(converter, attrs_c.result, VerificationResult)
        elif kind in (
            "activity_task_failed_event_attributes",
            "activity_task_timed_out_event_attributes",
            "activity_task_canceled_event_attributes",
        ):
            attrs_f = getattr(event, kind)
            if attrs_f.scheduled_event_id in scheduled:
                name, n = scheduled.pop(attrs_f.scheduled_event_id)
                a = view.attempt(n)
                a.running = None
                failure = getattr(attrs_f, "failure", None)
                message = failure.message if failure is not None else "cancelled"
                if name == SESSION_ACTIVITY:
                    a.session_error = message
                else:
                    a.verify_error = message
        elif kind == "workflow_execution_completed_event_attributes":
            attrs_done = event.workflow_execution_completed_event_attributes
            view.result = _decode(converter, attrs_done.result, RunResult)
        elif kind == "workflow_execution_failed_event_attributes":
            info = event.workflow_execution_failed_event_attributes.failure
            app = info.application_failure_info
            if app.details.payloads:
                view.result = _decode(converter, app.details, RunResult)
            if view.result is None:
                view.result = result_from_view(
                    view, status="failed", error=info.message, at=event.event_time.ToDatetime()
                )
        elif kind in (
            "workflow_execution_canceled_event_attributes",
            "workflow_execution_terminated_event_attributes",
            "workflow_execution_timed_out_event_attributes",
        ):
            canceled = kind == "workflow_execution_canceled_event_attributes"
            how = {"canceled": "cancelled", "terminated": "terminated"}.get(
                kind.split("_")[2], "timed out"
            )
            view.result = result_from_view(
                view,
                status="cancelled" if canceled else "failed",
                error=f"the run was {how}",
                at=event.event_time.ToDatetime(),
            )
    if view.result is not None and not any(a.branches for a in view.attempts):
        for a, s in zip(view.attempts, view.result.session_results, strict=False):
            a.session = a.session or s
    return view


def _child(
    view: RunView,
    event: HistoryEvent,
    kind: str,
    converter: PayloadConverter,
    children: dict[int, BranchView],
) -> None:
    """A branch's start and end, from the parent's own events."""
    attrs = getattr(event, kind)
    if kind == "start_child_workflow_execution_initiated_event_attributes":
        inp = _decode(converter, attrs.input, BranchInput)
        if inp is None:
            return
        a = view.attempt(inp.attempt)
        a.message = inp.message
        b = BranchView(branch=inp.branch, workflow_id=attrs.workflow_id)
        a.branches.append(b)
        children[event.event_id] = b
        return
    b_view = children.get(attrs.initiated_event_id)
    if b_view is None or kind == "child_workflow_execution_started_event_attributes":
        return
    b_view.running = False
    result: BranchResult | None = None
    if kind == "child_workflow_execution_completed_event_attributes":
        result = _decode(converter, attrs.result, BranchResult)
    elif kind == "child_workflow_execution_failed_event_attributes":
        details = attrs.failure.application_failure_info.details
        if details.payloads:
            result = _decode(converter, details, BranchResult)
        b_view.error = attrs.failure.message
    else:
        b_view.error = kind.split("_")[3]  # canceled, terminated, timed
    if result is not None:
        b_view.session = result.session
        b_view.verification = result.verification
        b_view.error = b_view.error or result.error


def result_from_view(view: RunView, *, status: Any, error: str, at: datetime) -> RunResult:
    """A RunResult rebuilt from the history, for a run that ended without returning one
    (Canceled carries no result; a terminated run or one failed by the server neither)."""
    sessions = [a.session for a in view.attempts if a.session is not None]
    verifications = [a.verification for a in view.attempts if a.verification is not None]
    for a in view.attempts:
        sessions += [b.session for b in a.branches if b.session is not None]
        verifications += [b.verification for b in a.branches if b.verification is not None]
    history = []
    for a in view.attempts:
        if a.verification is not None and not a.verification.passed:
            history.append(format_attempt_line(a.attempt, a.verification.errors))
        failed = [b.verification for b in a.branches if b.verification is not None]
        if failed and not any(v.passed for v in failed):
            history.append(format_attempt_line(a.attempt, distill([v.errors for v in failed])))
    usage = sum((s.usage for s in sessions), Usage())
    return RunResult(
        workflow_id=view.workflow_id,
        final_status=status,
        attempts=len(view.attempts),
        session_results=sessions,
        verification_results=verifications,
        error_history=history,
        failed_at=at.replace(tzinfo=UTC),
        error=error,
        usage=usage,
    )


def _scheduled(
    view: RunView,
    event: HistoryEvent,
    converter: PayloadConverter,
    scheduled: dict[int, tuple[str, int]],
) -> None:
    attrs = event.activity_task_scheduled_event_attributes
    name = attrs.activity_type.name
    if name == SESSION_ACTIVITY:
        inp = _decode(converter, attrs.input, SessionInput)
        a = view.attempt(inp.attempt)
        a.message = inp.message
        a.running = "session"
        scheduled[event.event_id] = (name, inp.attempt)
    elif name == VERIFY_ACTIVITY:
        vin = _decode(converter, attrs.input, VerifyInput)
        view.attempt(vin.attempt).running = "verifying"
        scheduled[event.event_id] = (name, vin.attempt)
