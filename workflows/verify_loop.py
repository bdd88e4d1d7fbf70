"""The outer verification loop (SPEC section 1): deterministic, no I/O.

Attempt n runs a fresh agent session, then every verifier. Verification failures are the
only thing this loop retries, at once and without backoff, with a new session whose first
message is the task followed by a digest of what failed. Session-level failures
(``timeout``, ``turn_limit``, ``failed``) end the run. Transient API trouble never reaches
this loop: the activities' own Temporal retry policies absorb it.

What the Temporal UI shows is kept current here: the typed search attributes
``GreenloopStatus``/``GreenloopAttempt`` (upserted with each phase change, in the same
workflow task as the command that starts the phase), a summary on each activity, and a
markdown table of the attempts as the workflow's current details.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from functools import partial
from typing import Any, TypeVar

from temporalio import workflow
from temporalio.common import SearchAttributeUpdate
from temporalio.exceptions import ActivityError, ApplicationError, CancelledError, TimeoutType
from temporalio.exceptions import TimeoutError as ActivityTimeoutError

from workflows import activity_options as options
from workflows import steps
from workflows.failures import (
    attempt_row,
    attempts_table,
    bounded,
    cause_of,
    step_of,
)
from workflows.waves import run_wave

with workflow.unsafe.imports_passed_through():
    from activities import telemetry
    from activities.summarize import distill, format_attempt_line, format_digest
    from contract.activities import apply_branch, claim_workspace, remove_copies, restore_snapshot
    from contract.errors import GreenloopError
    from contract.keys import ATTEMPT_KEY, COST_KEY, STATUS_KEY
    from contract.messages import retry_message
    from contract.models import (
        ApplyInput,
        BranchResult,
        Claim,
        ClaimInput,
        CopyInput,
        FinalStatus,
        LoopState,
        RestoreInput,
        RunRequest,
        RunResult,
        SessionResult,
        SessionSpent,
        Usage,
        VerificationResult,
        VerifyInput,
    )
    from contract.names import SPENT_SIGNAL, WORKFLOW_NAME, ui_status

T = TypeVar("T")

OUTCOMES_PATCH = "outcomes-in-temporal-terms"
"""Runs started before it return a RunResult whatever the outcome (Completed); from it on,
only success completes, a cancelled run ends Canceled and every other one Failed."""

COST_PATCH = "cost-search-attribute"
"""From it on, every phase change also upserts GreenloopCostUSD (the run's spend so far)."""

FAILURE_TYPES = (ValueError, TypeError, KeyError, AttributeError, IndexError, AssertionError)
"""What fails the workflow instead of its task: a bug or an input the worker cannot decode
(pydantic's ValidationError is a ValueError) would otherwise retry the task for ever, with
the run "running" and its workspace locked. Non-determinism stays a task failure, so a
fixed deployment resumes the runs."""


class WorkerLost(GreenloopError):
    """The host holding the workspace did not pick up an activity within worker_timeout_s."""


class ClaimRefused(GreenloopError):
    """The claiming host refused the run for good (a refused workspace, a verifier whose
    command is not there)."""


@workflow.defn(name=WORKFLOW_NAME, failure_exception_types=list(FAILURE_TYPES))
class VerifyLoopWorkflow:
    """Drive agent sessions until every verifier passes, or the run must stop."""

    def __init__(self) -> None:
        self._state = LoopState(phase="starting", attempt=0, max_attempts=0)
        self._rows: list[str] = []
        self._verify_error = ""
        self._claim: Claim | None = None
        self._in_flight = Usage()
        """What the session in flight has reported spending (``SPENT_SIGNAL``)."""
        self._won: int | None = None
        """The branch whose work won (parallel runs)."""
        self._cancel_seen = False
        """A cancel came while a step that must finish was running."""

    @workflow.query(name="state")
    def state(self) -> LoopState:
        """Phase, attempt, error history and spend so far (the session in flight's included,
        as it last reported it), for progress displays."""
        return self._state.model_copy(update={"usage": self._state.usage + self._in_flight})

    @workflow.signal(name=SPENT_SIGNAL)
    def session_spent(self, report: SessionSpent) -> None:
        """A session in flight says what it has spent so far: keep GreenloopCostUSD current."""
        st = self._state
        if report.attempt != st.attempt or st.phase != "session":
            return  # late, from an attempt that has ended: its result counts instead
        self._in_flight = report.usage
        if workflow.patched(COST_PATCH):
            spent = st.usage.cost_usd + report.usage.cost_usd
            workflow.upsert_search_attributes([COST_KEY.value_set(round(spent, 6))])

    @workflow.run
    async def run(self, req: RunRequest) -> RunResult:
        """Run the loop. ``success`` completes the workflow with the RunResult; a cancelled
        run ends Canceled; every other outcome fails it with an ApplicationError whose type
        is the final status and whose first detail is the RunResult (SPEC section 8)."""
        with telemetry.span(
            "greenloop.run",
            {
                "greenloop.workflow_id": workflow.info().workflow_id,
                "greenloop.max_attempts": req.max_retries,
                "greenloop.parallel": req.parallel,
                "gen_ai.request.model": req.model,
            },
        ) as span:
            result = await self._loop(req)
            final = result.final_status
            span.set_attribute("greenloop.status", final)
            span.set_attribute("greenloop.attempts", result.attempts)
            span.set_attributes(
                telemetry.usage_attributes(result.usage, priced=result.usage.priced)
            )
            if final != "success":
                telemetry.fail(span, result.error or final)
            # replay-safe (the provider drops what a replay records): each run counts once
            telemetry.RUNS.add(1, {"status": final})
            telemetry.ATTEMPTS.record(result.attempts)
        if final == "success" or not workflow.patched(OUTCOMES_PATCH):
            return result
        if final == "cancelled":
            raise asyncio.CancelledError(result.error)
        raise ApplicationError(result.error or final, result, type=final, non_retryable=True)

    async def _loop(self, req: RunRequest) -> RunResult:
        """The attempts, to the end; the run's result whatever its outcome."""
        n = req.max_retries
        st = self._state
        st.max_attempts = n
        sessions: list[SessionResult] = []
        verifications: list[VerificationResult] = []
        final: FinalStatus = "max_retries_exhausted"
        error: str | None = None
        try:
            self._claim = await self._claim_host(req)
            if req.restore_from is not None:
                await self._on_host(req, partial(self._restore, req))
            digest = ""
            for attempt in range(1, n + 1):
                with telemetry.span("greenloop.attempt", {"greenloop.attempt": attempt}):
                    st.attempt = attempt
                    budget = self._budget_left(req, sessions)
                    if budget is not None and budget <= 0:
                        final = "budget_exhausted"
                        error = (
                            f"token budget of {req.max_total_tokens} would be exceeded by another "
                            f"session ({st.usage.total} spent)"
                        )
                        break
                    dollars = self._dollars_left(req)
                    if dollars is not None and dollars <= 0:
                        final = "budget_exhausted"
                        error = (
                            f"cost cap of ${req.max_cost_usd:.2f} reached "
                            f"(${st.usage.cost_usd:.4f} spent)"
                        )
                        break
                    self._phase("session")
                    message = (
                        req.task if attempt == 1 else retry_message(req.task, attempt - 1, digest)
                    )
                    if req.parallel > 1:
                        ended, error, digest = await self._parallel_attempt(
                            req, attempt, message, budget, dollars, sessions, verifications
                        )
                        if ended is not None:
                            final = ended
                            break
                        if attempt < n:
                            self._phase("retrying")
                        continue
                    # drawn once per attempt: a session moved to another host keeps its journal
                    key = str(workflow.uuid4())
                    session = await self._on_host(
                        req, partial(self._session, req, attempt, message, budget, dollars, key)
                    )
                    sessions.append(session)
                    self._in_flight = Usage()
                    st.usage = st.usage + session.usage
                    if session.status != "success":
                        final, error = session.status, session.error
                        self._row(attempt, session, None, "")
                        break
                    if not req.verifiers:
                        final = "success"
                        self._row(attempt, session, None, "")
                        break
                    self._phase("verifying")
                    verification = await self._on_host(req, partial(self._verify, req, attempt))
                    if verification is None:
                        final, error = "failed", self._verify_error
                        self._row(attempt, session, None, "")
                        break
                    verifications.append(verification)
                    if verification.cannot_run:
                        # a command that is not there: no session can fix that, so stop now
                        final, error = "failed", verification.cannot_run
                        self._row(attempt, session, verification, "")
                        break
                    if verification.passed:
                        final = "success"
                        self._row(attempt, session, verification, "")
                        break
                    st.error_history.append(format_attempt_line(attempt, verification.errors))
                    digest = format_digest(verification.errors, earlier=st.error_history[:-1])
                    self._row(attempt, session, verification, digest)
                    if attempt < n:
                        self._phase("retrying")
            else:
                error = f"verification still failing after {n} attempt(s): {st.error_history[-1]}"
        except (asyncio.CancelledError, CancelledError):
            # cancelled by an operator: the activity in flight has stopped (we wait for it),
            # and the run ends with a result like any other
            final, error = "cancelled", "the run was cancelled"
        except WorkerLost as lost:
            final, error = "failed", str(lost)
        except ClaimRefused as refused:
            final, error = "failed", bounded(f"no worker host could take the run: {refused}")
        except ActivityError as err:
            # the claim or the restore failed for good (no host, no snapshot), or was
            # cancelled with the run
            if not workflow.patched(OUTCOMES_PATCH):
                raise
            if isinstance(err.cause, CancelledError):
                final, error = "cancelled", "the run was cancelled"
            else:
                final, error = "failed", bounded(f"{step_of(err)}: {cause_of(err)}")
        self._phase(final)
        result = RunResult(
            workflow_id=workflow.info().workflow_id,
            final_status=final,
            attempts=st.attempt,
            session_results=sessions,
            verification_results=verifications,
            error_history=list(st.error_history),
            failed_at=None if final == "success" else workflow.now(),
            error=error,
            usage=st.usage,
            winner=self._winner(final, sessions),
        )
        return result

    # ------------------------------------------------------------------ phases

    def _phase(self, phase: Any) -> None:
        self._state.phase = phase
        updates: list[SearchAttributeUpdate[Any]] = [
            STATUS_KEY.value_set(ui_status(phase)),
            ATTEMPT_KEY.value_set(self._state.attempt),
        ]
        if workflow.patched(COST_PATCH):
            updates.append(COST_KEY.value_set(round(self._state.usage.cost_usd, 6)))
        workflow.upsert_search_attributes(updates)

    def _host(self) -> Claim:
        assert self._claim is not None, "the run has not claimed a host yet"
        return self._claim

    def _budget_left(self, req: RunRequest, sessions: list[SessionResult]) -> int | None:
        """Tokens the next session may spend; <= 0 when it cannot afford one."""
        if req.max_total_tokens is None:
            return None
        left = req.max_total_tokens - self._state.usage.total
        # a session costs at least what the cheapest one so far did
        cheapest = min((s.usage.total for s in sessions), default=0)
        return 0 if left < cheapest else left

    def _dollars_left(self, req: RunRequest) -> float | None:
        """US dollars the next session may spend (``--max-cost``); <= 0 when none are left.
        The session itself refuses any model call it cannot afford at its worst case."""
        if req.max_cost_usd is None:
            return None
        return req.max_cost_usd - self._state.usage.cost_usd

    def _row(
        self,
        attempt: int,
        session: SessionResult,
        verification: VerificationResult | None,
        digest: str,
        *,
        branch: int | None = None,
        won: bool = False,
    ) -> None:
        self._rows.append(
            attempt_row(attempt, session, verification, digest, branch=branch, won=won)
        )
        workflow.set_current_details(attempts_table(self._rows))

    def _winner(self, final: FinalStatus, sessions: list[SessionResult]) -> int | None:
        if final != "success":
            return None
        return self._won if self._won is not None else 1

    # ------------------------------------------------------------------ parallel attempts

    async def _parallel_attempt(
        self,
        req: RunRequest,
        attempt: int,
        message: str,
        budget: int | None,
        dollars: float | None,
        sessions: list[SessionResult],
        verifications: list[VerificationResult],
    ) -> tuple[FinalStatus | None, str | None, str]:
        """One wave of ``req.parallel`` branches (``workflows.waves``): the run's final
        status and error if it ends here, else ``None`` and the digest for the next wave."""
        st = self._state
        try:
            wave = await run_wave(
                req,
                self._host(),
                attempt=attempt,
                message=message,
                token_budget=budget,
                cost_budget_usd=dollars,
            )
            if wave.winner is not None and not wave.cancelled:
                winner = wave.winner
                await self._to_the_end(
                    partial(self._on_host, req, partial(self._apply, req, winner))
                )
                self._won = winner.branch
        finally:
            await self._to_the_end(partial(self._on_host, req, partial(self._remove_copies, req)))
        for r in wave.results:
            sessions.append(r.session)
            st.usage = st.usage + r.session.usage
            if r.verification is not None:
                verifications.append(r.verification)
        failed = [
            r.verification for r in wave.results if r.verification and not r.verification.passed
        ]
        digest = ""
        if self._won is None and not wave.cancelled and failed:
            distilled = distill([v.errors for v in failed])
            st.error_history.append(format_attempt_line(attempt, distilled))
            digest = format_digest(distilled, earlier=st.error_history[:-1])
        for r in wave.results:
            won = self._won == r.branch
            self._row(
                attempt,
                r.session,
                r.verification,
                digest if r is wave.results[-1] else "",
                branch=r.branch,
                won=won,
            )
        if self._won is not None:
            return "success", None, digest
        if wave.cancelled or self._cancel_seen:
            return "cancelled", "the run was cancelled", digest
        cannot_run = next((v.cannot_run for v in failed if v.cannot_run), None)
        if cannot_run is not None:
            return "failed", cannot_run, digest
        if not failed:
            # no branch's work reached verification: session failures are not retried
            ended = [r for r in wave.results if r.session.status not in ("success", "cancelled")]
            first = ended[0] if ended else wave.results[0]
            status: FinalStatus = (
                first.session.status if first.session.status != "success" else "failed"
            )
            return status, first.error or first.session.error, digest
        return None, None, digest

    async def _to_the_end(self, step: Callable[[], Awaitable[T]]) -> T:
        """Run a step that must not be cut short (applying the winner, removing copies):
        a cancel that comes meanwhile is noted, and takes effect after it."""
        task = asyncio.ensure_future(step())
        try:
            return await asyncio.shield(task)
        except (asyncio.CancelledError, CancelledError):
            self._cancel_seen = True
            return await task

    async def _apply(self, req: RunRequest, winner: BranchResult) -> list[str]:
        assert winner.copy_path is not None
        return await workflow.execute_activity(
            apply_branch,
            ApplyInput(
                copy_path=winner.copy_path,
                workspace=req.workspace,
                protect=req.confinement.protect,
            ),
            summary=f"apply branch {winner.branch}'s changes to the workspace",
            **options.copies(req, self._host()),
        )

    async def _remove_copies(self, req: RunRequest) -> int:
        return await workflow.execute_activity(
            remove_copies,
            CopyInput(workspace=req.workspace, run_id=workflow.info().workflow_id),
            summary="remove the workspace copies",
            **options.copies(req, self._host()),
        )

    # ------------------------------------------------------------------ locality

    async def _claim_host(self, req: RunRequest) -> Claim:
        claim_input = ClaimInput(
            workspace=req.workspace,
            sandbox=req.confinement.sandbox,
            commands=[v.command for v in req.verifiers],
        )
        # Fast path: a local activity on the worker running this workflow task, recorded as
        # a marker in the same task (no activity dispatch, no extra workflow task).
        try:
            return await workflow.execute_local_activity(
                claim_workspace,
                claim_input,
                summary="claim this worker's host",
                **options.local_claim(),
            )
        except ActivityError as err:
            if isinstance(err.cause, CancelledError):
                raise err.cause from err  # a cancelled run is not offered to other hosts
        except ApplicationError as err:
            # a local activity's non-retryable failure arrives unwrapped: this host refused
            # the run for a reason every host shares (the workspace, a missing command)
            if not err.non_retryable or not workflow.patched(OUTCOMES_PATCH):
                raise
            raise ClaimRefused(err.message) from None
        # this host lacks the workspace: offer the claim to every worker
        return await workflow.execute_activity(
            claim_workspace, claim_input, summary="claim a worker host", **options.claim()
        )

    async def _on_host(self, req: RunRequest, step: Callable[[], Awaitable[T]]) -> T:
        """Run a step on the claimed host; if that host is gone, move or give up."""
        while True:
            try:
                return await step()
            except ActivityError as err:
                cause = err.cause
                if not (
                    isinstance(cause, ActivityTimeoutError)
                    and cause.type == TimeoutType.SCHEDULE_TO_START
                ):
                    raise
                claim = self._claim
                assert claim is not None
                if not claim.shared:
                    raise WorkerLost(
                        f"the worker host {claim.host!r} that holds the workspace picked up no "
                        f"work for {req.worker_timeout_s:.0f}s: it is gone or overloaded. "
                        "Rerun when it is back (`greenloop rerun`), or run workers with "
                        "GREENLOOP_SHARED_WORKSPACES=1 where workspaces are on shared storage"
                    ) from err
                workflow.logger.warning("host %s is gone; claiming the run again", claim.host)
                self._claim = await self._claim_host(req)

    # ------------------------------------------------------------------ activities

    async def _restore(self, req: RunRequest) -> None:
        assert req.restore_from is not None
        await workflow.execute_activity(
            restore_snapshot,
            RestoreInput(
                snapshot=req.restore_from,
                workspace=req.workspace,
                protect=req.confinement.protect,
            ),
            summary=f"restore attempt {req.restore_from.attempt} of {req.restore_from.workflow_id}",
            **options.restore(req, self._host()),
        )

    async def _session(
        self,
        req: RunRequest,
        attempt: int,
        message: str,
        budget: int | None,
        dollars: float | None,
        key: str,
    ) -> SessionResult:
        inp = steps.session_input(
            req,
            attempt=attempt,
            message=message,
            workspace=req.workspace,
            token_budget=budget,
            cost_budget_usd=dollars,
            key=key,
        )
        summary = f"session attempt {attempt}/{req.max_retries}"
        return await steps.session(req, self._host(), inp, summary)

    async def _verify(self, req: RunRequest, attempt: int) -> VerificationResult | None:
        inp = VerifyInput(
            attempt=attempt,
            max_attempts=req.max_retries,
            workspace=req.workspace,
            verifiers=req.verifiers,
            confinement=req.confinement,
        )
        outcome = await steps.verify(
            req, self._host(), inp, f"verify attempt {attempt}/{req.max_retries}"
        )
        if isinstance(outcome, str):
            self._verify_error = outcome
            return None
        return outcome
