"""One branch of a parallel attempt (``--parallel N``): a child workflow of its run.

It copies the workspace (``copy_workspace``), runs one agent session in the copy, then
every verifier there, each on the host that holds the workspace, confined as a single
run is. Its own summary, search attributes (GreenloopStatus, GreenloopAttempt,
GreenloopCostUSD) and activity summaries show it on its own in the Temporal UI.

It ends as its run would: ``success`` completes; a failed session or verification fails
it with an ApplicationError whose type is the branch's status and whose first detail is
its ``BranchResult``. A branch stopped because another one won (or the run was
cancelled) completes with status ``cancelled``, so what it spent reaches the run.
Deterministic, no I/O.
"""

from __future__ import annotations

import asyncio
from typing import Any

from temporalio import workflow
from temporalio.common import SearchAttributeUpdate
from temporalio.exceptions import ActivityError, ApplicationError, CancelledError

from workflows import activity_options as options
from workflows import steps
from workflows.failures import cause_of

with workflow.unsafe.imports_passed_through():
    from activities import telemetry
    from contract.activities import copy_workspace
    from contract.keys import ATTEMPT_KEY, COST_KEY, STATUS_KEY
    from contract.models import (
        BranchInput,
        BranchResult,
        CopyInput,
        SessionResult,
        SessionSpent,
        VerificationResult,
        VerifyInput,
    )
    from contract.names import BRANCH_WORKFLOW_NAME, SPENT_SIGNAL, ui_status

FAILURE_TYPES = (ValueError, TypeError, KeyError, AttributeError, IndexError, AssertionError)
"""As for the run: a bug or an undecodable input fails the branch instead of its task."""


def branch_status(result: BranchResult, *, has_verifiers: bool) -> str:
    """One word for how a branch went: ``success`` when its work passed verification."""
    s = result.session
    if s.status != "success":
        return s.status
    v = result.verification
    if v is None:
        return "success" if not has_verifiers and result.error is None else "failed"
    return "success" if v.passed else "failed"


@workflow.defn(name=BRANCH_WORKFLOW_NAME, failure_exception_types=list(FAILURE_TYPES))
class BranchWorkflow:
    """One session and one verification, in a copy of the workspace."""

    def __init__(self) -> None:
        self._attempt = 0
        self._phase_name = "starting"

    @workflow.signal(name=SPENT_SIGNAL)
    def session_spent(self, report: SessionSpent) -> None:
        """The session in flight says what it has spent so far (GreenloopCostUSD)."""
        if report.attempt == self._attempt and self._phase_name == "session":
            workflow.upsert_search_attributes([COST_KEY.value_set(round(report.usage.cost_usd, 6))])

    @workflow.run
    async def run(self, inp: BranchInput) -> BranchResult:
        """Copy, session, verifiers; see the module's docstring for how it ends."""
        has_verifiers = bool(inp.request.verifiers)
        with telemetry.span(
            "greenloop.branch",
            {"greenloop.attempt": inp.attempt, "greenloop.branch": inp.branch},
        ) as span:
            result = await self._branch(inp)
            status = branch_status(result, has_verifiers=has_verifiers)
            span.set_attribute("greenloop.status", status)
            if status not in ("success", "cancelled"):
                telemetry.fail(span, result.error or result.session.error or status)
        return self._end(result, has_verifiers=has_verifiers)

    async def _branch(self, inp: BranchInput) -> BranchResult:
        req, host, b = inp.request, inp.claim, inp.branch
        self._attempt = inp.attempt
        parent = workflow.info().parent
        run_id = parent.workflow_id if parent is not None else workflow.info().workflow_id
        where = f"attempt {inp.attempt}/{req.max_retries}, branch {b}/{req.parallel}"
        self._phase("session", 0.0)
        result = BranchResult(
            attempt=inp.attempt, branch=b, session=SessionResult(status="cancelled", branch=b)
        )
        try:
            result.copy_path = await workflow.execute_activity(
                copy_workspace,
                CopyInput(workspace=req.workspace, run_id=run_id, attempt=inp.attempt, branch=b),
                summary=f"copy the workspace for {where}",
                **options.copies(req, host),
            )
            session_inp = steps.session_input(
                req,
                attempt=inp.attempt,
                message=inp.message,
                workspace=result.copy_path,
                token_budget=inp.token_budget,
                cost_budget_usd=inp.cost_budget_usd,
                key=inp.session_key,
                branch=b,
            )
            result.session = await steps.session(req, host, session_inp, f"session {where}")
            if result.session.status == "success" and req.verifiers:
                self._phase("verifying", result.session.cost_usd)
                verified = await steps.verify(
                    req,
                    host,
                    VerifyInput(
                        attempt=inp.attempt,
                        max_attempts=req.max_retries,
                        branch=b,
                        workspace=result.copy_path,
                        verifiers=req.verifiers,
                        confinement=req.confinement,
                    ),
                    f"verify {where}",
                )
                if isinstance(verified, VerificationResult):
                    result.verification = verified
                else:
                    result.error = verified
        except (asyncio.CancelledError, CancelledError):
            # stopped by the run: what the session spent is in its own result already
            if result.session.status == "success":
                result.session = result.session.model_copy(update={"status": "cancelled"})
        except ActivityError as err:
            if isinstance(err.cause, CancelledError):
                result.session = result.session.model_copy(update={"status": "cancelled"})
            elif result.copy_path is None:
                result.session = SessionResult(
                    status="failed", error=f"the workspace could not be copied: {cause_of(err)}"
                )
                result.error = result.session.error
            else:  # the host holding the workspace is gone
                result.session = SessionResult(status="failed", error=cause_of(err), branch=b)
                result.error = result.session.error
        return result

    def _end(self, result: BranchResult, *, has_verifiers: bool) -> BranchResult:
        status = branch_status(result, has_verifiers=has_verifiers)
        self._phase(status, result.session.cost_usd)
        if status in ("success", "cancelled"):
            return result
        message = result.error or result.session.error or "verification failed"
        raise ApplicationError(message, result, type=status, non_retryable=True)

    def _phase(self, phase: str, cost_usd: float) -> None:
        self._phase_name = phase
        updates: list[SearchAttributeUpdate[Any]] = [
            STATUS_KEY.value_set(ui_status(phase)),
            ATTEMPT_KEY.value_set(self._attempt),
            COST_KEY.value_set(round(cost_usd, 6)),
        ]
        workflow.upsert_search_attributes(updates)
