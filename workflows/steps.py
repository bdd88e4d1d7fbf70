"""The two steps every attempt takes, shared by a run and its parallel branches: one agent
session, then every verifier, each on the host that holds the workspace.

A failed activity becomes a result here (a session that timed out or failed; verifiers
that could not run), so the caller decides what ends the run. Cancellation and a lost
host are raised: the run handles them.
"""

from __future__ import annotations

from temporalio import workflow
from temporalio.exceptions import ActivityError, CancelledError
from temporalio.exceptions import TimeoutError as ActivityTimeoutError

from workflows import activity_options as options
from workflows.failures import cause_of, session_details, worker_lost

with workflow.unsafe.imports_passed_through():
    from contract.activities import run_session, run_verifiers
    from contract.models import (
        Claim,
        RunRequest,
        SessionInput,
        SessionResult,
        VerificationResult,
        VerifyInput,
    )


def session_input(
    req: RunRequest,
    *,
    attempt: int,
    message: str,
    workspace: str,
    token_budget: int | None,
    cost_budget_usd: float | None,
    key: str,
    branch: int = 1,
) -> SessionInput:
    """The session activity's input for one attempt (or one branch of it)."""
    return SessionInput(
        attempt=attempt,
        max_attempts=req.max_retries,
        message=message,
        workspace=workspace,
        verifiers=req.verifiers,
        model=req.model,
        max_turns=req.max_turns,
        session_timeout_s=req.session_timeout_s,
        max_tokens=req.max_tokens,
        api_retry=req.api_retry,
        token_budget=token_budget,
        price=req.price,
        cost_budget_usd=cost_budget_usd,
        context_tokens=req.context_tokens,
        branch=branch,
        confinement=req.confinement,
        session_key=key,
    )


async def session(req: RunRequest, host: Claim, inp: SessionInput, summary: str) -> SessionResult:
    """Run one session; its failures are results (``failed``, ``timeout``) with what it
    spent. A cancelled session the run asked to stop returns its own ``cancelled`` result."""
    try:
        return await workflow.execute_activity(
            run_session, inp, summary=summary, **options.session(req, host)
        )
    except ActivityError as err:
        if isinstance(err.cause, CancelledError):
            raise err.cause from err
        if worker_lost(err):
            raise
        spent = session_details(err)
        if isinstance(err.cause, ActivityTimeoutError):
            return SessionResult(
                status="timeout",
                error=f"the session did not finish within its budget ({cause_of(err)})",
                branch=inp.branch,
                **spent,
            )
        return SessionResult(status="failed", error=cause_of(err), branch=inp.branch, **spent)


async def verify(
    req: RunRequest, host: Claim, inp: VerifyInput, summary: str
) -> VerificationResult | str:
    """Run every verifier once; returns why they could not run if the activity failed."""
    try:
        return await workflow.execute_activity(
            run_verifiers, inp, summary=summary, **options.verify(req, host)
        )
    except ActivityError as err:
        if isinstance(err.cause, CancelledError):
            raise err.cause from err
        if worker_lost(err):
            raise
        return f"verifiers could not run: {cause_of(err)}"
