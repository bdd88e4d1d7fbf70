"""One attempt of a parallel run (``--parallel N``): N branches at once, the first whose
work passes verification wins.

Each branch is a child workflow (``workflows.branch``) working in its own copy of the
workspace. As soon as one passes, the others are cancelled (their sessions stop calling
the model and report what they spent) and the wave ends with that winner; if none
passes, it ends when all have. The caller applies the winner's copy to the workspace and
removes every copy. Budgets are shared out: each branch may spend its share of what the
run has left, so N branches together never pass the run's caps. Deterministic, no I/O.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from temporalio import workflow
from temporalio.exceptions import ApplicationError, CancelledError, ChildWorkflowError

from workflows.branch import BranchWorkflow, branch_status

with workflow.unsafe.imports_passed_through():
    from contract.models import BranchInput, BranchResult, Claim, RunRequest, SessionResult


@dataclass
class Wave:
    """How one parallel attempt went."""

    results: list[BranchResult] = field(default_factory=list)
    """Every branch's result, in branch order."""
    winner: BranchResult | None = None
    cancelled: bool = False
    """The run was cancelled during the wave (every branch was stopped)."""


def child_id(run_id: str, attempt: int, branch: int) -> str:
    """The branch's workflow id: its run's, then where it stands."""
    return f"{run_id}/attempt-{attempt}/branch-{branch}"


async def run_wave(
    req: RunRequest,
    host: Claim,
    *,
    attempt: int,
    message: str,
    token_budget: int | None,
    cost_budget_usd: float | None,
) -> Wave:
    """Run the attempt's N branches until one wins or all have ended."""
    n = req.parallel
    info = workflow.info()
    summary = req.task.strip().splitlines()[0][:120] if req.task.strip() else ""
    starts = [
        workflow.start_child_workflow(
            BranchWorkflow.run,
            BranchInput(
                request=req,
                attempt=attempt,
                branch=b,
                message=message,
                claim=host,
                token_budget=None if token_budget is None else max(1, token_budget // n),
                cost_budget_usd=None if cost_budget_usd is None else cost_budget_usd / n,
                session_key=str(workflow.uuid4()),
            ),
            id=child_id(info.workflow_id, attempt, b),
            task_queue=info.task_queue,
            parent_close_policy=workflow.ParentClosePolicy.REQUEST_CANCEL,
            static_summary=f"branch {b}/{n} of attempt {attempt}: {summary}",
        )
        for b in range(1, n + 1)
    ]
    wave = Wave()
    handles = list(await asyncio.gather(*starts))
    done_by: dict[int, BranchResult] = {}
    pending = list(handles)
    try:
        while pending and wave.winner is None:
            finished, _ = await workflow.wait(pending, return_when=asyncio.FIRST_COMPLETED)
            for b, handle in enumerate(handles, start=1):
                if handle in finished and b not in done_by:
                    done_by[b] = _outcome(handle, attempt, b)
                    won = branch_status(done_by[b], has_verifiers=bool(req.verifiers))
                    if wave.winner is None and won == "success":
                        wave.winner = done_by[b]
            pending = [h for h in handles if not h.done()]
    except (asyncio.CancelledError, CancelledError):
        wave.cancelled = True
    # the others stop now: cancelled, they report what they spent and end
    for handle in pending:
        handle.cancel()
    for b, handle in enumerate(handles, start=1):
        if b not in done_by:
            try:
                await workflow.wait([handle])
            except (asyncio.CancelledError, CancelledError):
                wave.cancelled = True
                await workflow.wait([handle])
            done_by[b] = _outcome(handle, attempt, b)
    wave.results = [done_by[b] for b in range(1, n + 1)]
    return wave


def _outcome(handle: asyncio.Task[BranchResult], attempt: int, branch: int) -> BranchResult:
    """A finished branch's result, whether it completed or failed."""
    try:
        return handle.result()
    except ChildWorkflowError as err:
        cause = err.cause
        if isinstance(cause, ApplicationError) and cause.details:
            details = cause.details[0]
            if isinstance(details, dict):
                return BranchResult.model_validate(details)
            if isinstance(details, BranchResult):
                return details
        status = "cancelled" if isinstance(cause, CancelledError) else "failed"
        why = cause.message if isinstance(cause, ApplicationError) else str(cause or err)
        return BranchResult(
            attempt=attempt,
            branch=branch,
            session=SessionResult(status=status, error=why[:2000], branch=branch),
            error=why[:2000],
        )
    except (asyncio.CancelledError, CancelledError):
        return BranchResult(
            attempt=attempt,
            branch=branch,
            session=SessionResult(status="cancelled", branch=branch),
        )
