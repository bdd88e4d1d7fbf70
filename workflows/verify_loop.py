"""The outer verification loop (SPEC section 1): deterministic, no I/O.

Attempt n runs a fresh agent session, then every verifier. Verification failures are the
only thing this loop retries, at once and without backoff, with a new session whose first
message is the task followed by a digest of what failed. Session-level failures
(``timeout``, ``turn_limit``, ``failed``) end the run. Transient API trouble never reaches
this loop: the activities' own Temporal retry policies absorb it.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from temporalio import workflow
from temporalio.common import RetryPolicy
from temporalio.exceptions import ActivityError, ApplicationError
from temporalio.exceptions import TimeoutError as ActivityTimeoutError

with workflow.unsafe.imports_passed_through():
    from activities.summarize import format_attempt_line, format_digest
    from greenloop.models import (
        FinalStatus,
        LoopState,
        RunRequest,
        RunResult,
        SessionInput,
        SessionResult,
        Usage,
        VerificationResult,
        VerifyInput,
    )

WORKFLOW_NAME = "GreenloopRun"
SESSION_ACTIVITY = "run_session"
VERIFY_ACTIVITY = "run_verifiers"


API_RETRY_POLICY = RetryPolicy(
    initial_interval=timedelta(seconds=1),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(seconds=30),
    # Unlimited here on purpose: the activity counts consecutive failures itself (a session
    # that completed a turn since its last failure starts counting again) and raises a
    # non-retryable error past its limit; it also gives up after repeated crashes.
    maximum_attempts=0,
)
"""Transient-failure retries of the session activity (API errors, worker crashes)."""

VERIFY_RETRY_POLICY = RetryPolicy(
    initial_interval=timedelta(seconds=1),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(seconds=30),
    maximum_attempts=5,
)
"""Infrastructure retries of the verifier activity (never failing checks)."""

RETRY_FOOTER = "Fix the issues above and complete the original task."


def retry_message(task: str, failed_attempt: int, digest: str) -> str:
    """The first user message of the session after ``failed_attempt`` failed verification."""
    return (
        f"{task}\n\n---\nPREVIOUS ATTEMPT {failed_attempt} FAILED VERIFICATION:\n"
        f"{digest}\n---\n{RETRY_FOOTER}"
    )


@workflow.defn(name=WORKFLOW_NAME)
class VerifyLoopWorkflow:
    """Drive agent sessions until every verifier passes, or the run must stop."""

    def __init__(self) -> None:
        self._state = LoopState(phase="starting", attempt=0, max_attempts=0)

    @workflow.query(name="state")
    def state(self) -> LoopState:
        """Phase, attempt and error history, for progress displays."""
        return self._state

    @workflow.run
    async def run(self, req: RunRequest) -> RunResult:
        """Run the loop; always returns a RunResult, whatever the outcome."""
        n = req.max_retries
        st = self._state
        st.max_attempts = n
        sessions: list[SessionResult] = []
        verifications: list[VerificationResult] = []
        final: FinalStatus = "max_retries_exhausted"
        error: str | None = None
        digest = ""
        for attempt in range(1, n + 1):
            st.attempt = attempt
            st.phase = "session"
            message = req.task if attempt == 1 else retry_message(req.task, attempt - 1, digest)
            session = await self._session(req, attempt, message)
            sessions.append(session)
            st.usage = st.usage + Usage(
                input_tokens=session.input_tokens, output_tokens=session.output_tokens
            )
            if session.status != "success":
                final, error = session.status, session.error
                break
            if not req.verifiers:
                final = "success"
                break
            st.phase = "verifying"
            try:
                verification = await workflow.execute_activity(
                    VERIFY_ACTIVITY,
                    VerifyInput(
                        attempt=attempt,
                        max_attempts=n,
                        workspace=req.workspace,
                        verifiers=req.verifiers,
                    ),
                    result_type=VerificationResult,
                    start_to_close_timeout=timedelta(
                        seconds=sum(v.timeout_s for v in req.verifiers) + 60
                    ),
                    heartbeat_timeout=timedelta(seconds=req.heartbeat_timeout_s),
                    retry_policy=VERIFY_RETRY_POLICY,
                )
            except ActivityError as err:
                final, error = "failed", f"verifiers could not run: {_cause(err)}"
                break
            verifications.append(verification)
            if verification.passed:
                final = "success"
                break
            st.error_history.append(format_attempt_line(attempt, verification.errors))
            digest = format_digest(verification.errors, earlier=st.error_history[:-1])
            if attempt < n:
                st.phase = "retrying"
        else:
            error = f"verification still failing after {n} attempt(s): {st.error_history[-1]}"
        st.phase = final
        return RunResult(
            workflow_id=workflow.info().workflow_id,
            final_status=final,
            attempts=st.attempt,
            session_results=sessions,
            verification_results=verifications,
            error_history=list(st.error_history),
            failed_at=None if final == "success" else workflow.now(),
            error=error,
            usage=st.usage,
        )

    async def _session(self, req: RunRequest, attempt: int, message: str) -> SessionResult:
        try:
            result: SessionResult = await workflow.execute_activity(
                SESSION_ACTIVITY,
                SessionInput(
                    attempt=attempt,
                    max_attempts=req.max_retries,
                    message=message,
                    workspace=req.workspace,
                    verifiers=req.verifiers,
                    model=req.model,
                    max_turns=req.max_turns,
                    session_timeout_s=req.session_timeout_s,
                    max_tokens=req.max_tokens,
                    api_retry=req.api_retry,
                ),
                result_type=SessionResult,
                # the activity enforces the session budget itself; these only catch a stuck one
                start_to_close_timeout=timedelta(seconds=req.session_timeout_s + 60),
                schedule_to_close_timeout=timedelta(seconds=req.session_timeout_s + 300),
                # a dead worker is noticed within this; activities heartbeat every ~2 s
                heartbeat_timeout=timedelta(seconds=req.heartbeat_timeout_s),
                retry_policy=API_RETRY_POLICY,
            )
            return result
        except ActivityError as err:
            spent = _session_details(err)
            if isinstance(err.cause, ActivityTimeoutError):
                return SessionResult(
                    status="timeout",
                    error=f"the session did not finish within its budget ({_cause(err)})",
                    **spent,
                )
            return SessionResult(status="failed", error=_cause(err), **spent)


_SPENT_FIELDS = ("turns", "input_tokens", "output_tokens", "transient_retries", "transcript_path")


def _session_details(err: ActivityError) -> dict[str, Any]:
    """What a failed session spent, as its activity reported it in the error's details."""
    cause = err.cause
    if isinstance(cause, ApplicationError) and cause.details:
        details = cause.details[0]
        if isinstance(details, dict):
            return {k: details[k] for k in _SPENT_FIELDS if details.get(k) is not None}
    return {}


def _cause(err: ActivityError) -> str:
    cause = err.cause
    if isinstance(cause, ApplicationError):
        return cause.message
    if cause is not None:
        return f"{type(cause).__name__}: {cause}"
    return str(err)
