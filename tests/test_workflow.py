"""The loop's branches, fast: the real workflow on the dev server, activities mocked.

Each activity is replaced by a scripted one registered under its real name (as
samples-python's tests do), which records what it was given. So every branch (success,
a retry with its digest, exhausted, each session failure, cancel, the token budget, a
verifier that cannot run, a refused claim, a failed restore) and every Temporal outcome
is checked in well under a second each, without a model, a sandbox or a subprocess. The
real activities are covered by the end-to-end tests (``-m slow``).
"""

from __future__ import annotations

import asyncio
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

import pytest
from temporalio import activity
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowFailureError
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.exceptions import ApplicationError
from temporalio.worker import Worker

from activities.summarize import format_digest
from contract.keys import COST_KEY, STATUS_KEY
from contract.messages import retry_message
from contract.models import (
    ApplyInput,
    Claim,
    ClaimInput,
    CopyInput,
    LoopState,
    RestoreInput,
    RunRequest,
    RunResult,
    SessionInput,
    SessionResult,
    SessionSpent,
    SnapshotRef,
    Usage,
    VerificationError,
    VerificationResult,
    VerifyInput,
)
from contract.names import (
    APPLY_ACTIVITY,
    CLAIM_ACTIVITY,
    COPY_ACTIVITY,
    REMOVE_COPIES_ACTIVITY,
    RESTORE_ACTIVITY,
    SESSION_ACTIVITY,
    SPENT_SIGNAL,
    VERIFY_ACTIVITY,
    WORKFLOW_NAME,
)
from greenloop.runner import final_result
from greenloop.worker import workflow_runner
from workflows.branch import BranchWorkflow
from workflows.verify_loop import VerifyLoopWorkflow

TASK = "Make the tests pass."


def failing(*summaries: str) -> VerificationResult:
    return VerificationResult(
        passed=False, errors=[VerificationError(type="test", summary=s) for s in summaries]
    )


PASSED = VerificationResult(passed=True)


def ok(tokens: int = 100) -> SessionResult:
    return SessionResult(status="success", turns=2, input_tokens=tokens, output_tokens=10)


@dataclass
class Script:
    """What the mocked activities answer, and what they were given."""

    sessions: list[SessionResult | Exception] = field(default_factory=list)
    verifications: list[VerificationResult] = field(default_factory=list)
    claim_error: ApplicationError | None = None
    restore_error: ApplicationError | None = None
    session_blocks: bool = False
    report_cost: float | None = None
    """Sessions first report this spend to their run (``SPENT_SIGNAL``), then wait for
    ``release``."""
    release: asyncio.Event = field(default_factory=asyncio.Event)
    seen_sessions: list[SessionInput] = field(default_factory=list)
    seen_verifies: list[VerifyInput] = field(default_factory=list)
    seen_restores: list[RestoreInput] = field(default_factory=list)
    by_branch: dict[int, SessionResult] = field(default_factory=dict)
    """Parallel runs: what each branch's session answers (else ``sessions``)."""
    verify_by_branch: dict[int, VerificationResult] = field(default_factory=dict)
    seen_copies: list[CopyInput] = field(default_factory=list)
    seen_applies: list[ApplyInput] = field(default_factory=list)
    removed: int = 0

    def activities(self, queue: str) -> list[Callable[..., Any]]:
        @activity.defn(name=CLAIM_ACTIVITY)
        async def claim(inp: ClaimInput) -> Claim:
            if self.claim_error is not None:
                raise self.claim_error
            return Claim(host="test", session_queue=queue, verify_queue=queue)

        @activity.defn(name=SESSION_ACTIVITY)
        async def session(inp: SessionInput) -> SessionResult:
            self.seen_sessions.append(inp)
            if self.report_cost is not None:
                info = activity.info()
                handle = activity.client().get_workflow_handle(info.workflow_id or "")
                report = SessionSpent(attempt=inp.attempt, usage=Usage(cost_usd=self.report_cost))
                await handle.signal(SPENT_SIGNAL, report)
                # a late report from another attempt is ignored
                stale = SessionSpent(attempt=inp.attempt + 5, usage=Usage(cost_usd=99.0))
                await handle.signal(SPENT_SIGNAL, stale)
                await self.release.wait()
            while self.session_blocks:  # until the run is cancelled
                activity.heartbeat()
                await asyncio.sleep(0.05)
            if inp.branch in self.by_branch:
                return self.by_branch[inp.branch].model_copy(update={"branch": inp.branch})
            answer = self.sessions[min(len(self.seen_sessions), len(self.sessions)) - 1]
            if isinstance(answer, Exception):
                raise answer
            return answer

        @activity.defn(name=VERIFY_ACTIVITY)
        async def verify(inp: VerifyInput) -> VerificationResult:
            self.seen_verifies.append(inp)
            if inp.branch in self.verify_by_branch:
                return self.verify_by_branch[inp.branch].model_copy(update={"branch": inp.branch})
            return self.verifications[min(len(self.seen_verifies), len(self.verifications)) - 1]

        @activity.defn(name=RESTORE_ACTIVITY)
        async def restore(inp: RestoreInput) -> str:
            self.seen_restores.append(inp)
            if self.restore_error is not None:
                raise self.restore_error
            return "tree"

        @activity.defn(name=COPY_ACTIVITY)
        async def copy(inp: CopyInput) -> str:
            self.seen_copies.append(inp)
            return f"/copies/attempt-{inp.attempt}-branch-{inp.branch}"

        @activity.defn(name=APPLY_ACTIVITY)
        async def apply(inp: ApplyInput) -> list[str]:
            self.seen_applies.append(inp)
            return ["value.txt"]

        @activity.defn(name=REMOVE_COPIES_ACTIVITY)
        async def remove(inp: CopyInput) -> int:
            self.removed += 1
            return 0

        return [claim, session, verify, restore, copy, apply, remove]


def req(**kw: Any) -> RunRequest:
    kw.setdefault("verifiers", [{"name": "test", "kind": "test", "command": "pytest"}])
    return RunRequest.model_validate(
        {"task": TASK, "workspace": "/ws", "model": "claude-sonnet-5-5", **kw}
    )


@dataclass
class Outcome:
    result: RunResult
    status: WorkflowExecutionStatus | None
    failure: BaseException | None
    ui_status: str | None


async def run(
    client: Client, script: Script, request: RunRequest, *, cancel: bool = False
) -> Outcome:
    queue = f"fast-{uuid.uuid4().hex[:8]}"
    async with Worker(
        client,
        task_queue=queue,
        workflows=[VerifyLoopWorkflow, BranchWorkflow],
        activities=script.activities(queue),
        workflow_runner=workflow_runner(sandboxed=True),
        max_heartbeat_throttle_interval=timedelta(milliseconds=100),
        default_heartbeat_throttle_interval=timedelta(milliseconds=100),
    ):
        handle = await client.start_workflow(
            WORKFLOW_NAME, request, id=f"fast-{uuid.uuid4().hex[:10]}", task_queue=queue
        )
        if cancel:
            while not script.seen_sessions:  # noqa: ASYNC110 - filled by the activity
                await asyncio.sleep(0.02)
            await handle.cancel()
        failure: BaseException | None = None
        try:
            await handle.result()
        except WorkflowFailureError as err:
            failure = err.cause
        typed = client.get_workflow_handle(handle.id, result_type=RunResult)
        result = await final_result(typed)
        desc = await handle.describe()
    return Outcome(result, desc.status, failure, desc.typed_search_attributes.get(STATUS_KEY))


@pytest.fixture
def fast_client(client: Client) -> Client:
    assert client.data_converter is pydantic_data_converter
    return client


async def test_success_completes(fast_client: Client) -> None:
    script = Script(sessions=[ok()], verifications=[PASSED])
    out = await run(fast_client, script, req())
    assert out.status == WorkflowExecutionStatus.COMPLETED
    assert out.result.final_status == "success"
    assert out.result.attempts == 1
    assert out.result.failed_at is None
    assert out.ui_status == "succeeded"
    assert script.seen_sessions[0].message == TASK


async def test_a_failed_verification_is_retried_with_its_digest(fast_client: Client) -> None:
    first = failing("tests/test_a.py::test_x - assert 1 == 2")
    script = Script(sessions=[ok(), ok()], verifications=[first, PASSED])
    out = await run(fast_client, script, req())
    assert out.result.final_status == "success"
    assert out.result.attempts == 2
    digest = format_digest(first.errors)
    assert script.seen_sessions[1].message == retry_message(TASK, 1, digest)
    # each attempt draws its own session key; both sessions and verifications counted
    assert script.seen_sessions[0].session_key != script.seen_sessions[1].session_key
    assert [v.attempt for v in script.seen_verifies] == [1, 2]
    assert out.result.usage.input_tokens == 200


async def test_exhausted_fails_with_the_run_result(fast_client: Client) -> None:
    script = Script(sessions=[ok()], verifications=[failing("boom")])
    out = await run(fast_client, script, req(max_retries=3))
    assert out.status == WorkflowExecutionStatus.FAILED
    assert isinstance(out.failure, ApplicationError)
    assert out.failure.type == "max_retries_exhausted"
    assert out.failure.non_retryable
    assert RunResult.model_validate(out.failure.details[0]) == out.result
    assert out.result.attempts == 3
    assert len(out.result.error_history) == 3
    assert out.result.failed_at is not None
    assert out.ui_status == "max_retries_exhausted"
    # every retry carries the latest digest and the earlier attempts' lines
    assert "PREVIOUS ATTEMPT 2 FAILED VERIFICATION" in script.seen_sessions[2].message


@pytest.mark.parametrize("status", ["timeout", "turn_limit", "failed"])
async def test_a_session_failure_ends_the_run_without_a_retry(
    fast_client: Client, status: str
) -> None:
    bad = SessionResult.model_validate({"status": status, "turns": 3, "error": f"ended {status}"})
    script = Script(sessions=[bad], verifications=[PASSED])
    out = await run(fast_client, script, req(max_retries=3))
    assert out.status == WorkflowExecutionStatus.FAILED
    assert isinstance(out.failure, ApplicationError)
    assert out.failure.type == status
    assert out.result.final_status == status
    assert out.result.attempts == 1
    assert script.seen_verifies == []


async def test_an_activity_error_of_the_session_is_a_failed_result(fast_client: Client) -> None:
    """A non-retryable session error (a bad key) ends the run failed, keeping what the
    session reported it spent in the error's details."""
    error = ApplicationError(
        "model call failed permanently: 401",
        {"turns": 4, "input_tokens": 900},
        type="AuthenticationError",
        non_retryable=True,
    )
    script = Script(sessions=[error], verifications=[PASSED])
    out = await run(fast_client, script, req())
    assert out.result.final_status == "failed"
    assert "401" in (out.result.error or "")
    (session,) = out.result.session_results
    assert (session.status, session.turns, session.input_tokens) == ("failed", 4, 900)


async def test_cancel_ends_canceled(fast_client: Client) -> None:
    script = Script(sessions=[ok()], verifications=[PASSED], session_blocks=True)
    out = await run(fast_client, script, req(heartbeat_timeout_s=5), cancel=True)
    assert out.status == WorkflowExecutionStatus.CANCELED
    assert out.result.final_status == "cancelled"
    assert out.ui_status == "cancelled"


async def test_the_token_budget_stops_before_a_session_it_cannot_afford(
    fast_client: Client,
) -> None:
    script = Script(sessions=[ok(tokens=900)], verifications=[failing("x")])
    out = await run(fast_client, script, req(max_total_tokens=1000, max_retries=3))
    assert out.result.final_status == "budget_exhausted"
    assert len(script.seen_sessions) == 1
    assert script.seen_sessions[0].token_budget == 1000


async def test_the_cost_cap_passes_what_is_left_to_each_session_and_stops_at_zero(
    fast_client: Client,
) -> None:
    spend = SessionResult(status="success", turns=2, input_tokens=10, cost_usd=0.6)
    last = SessionResult(
        status="budget_exhausted", turns=1, cost_usd=0.35, error="cannot afford another call"
    )
    script = Script(sessions=[spend, last], verifications=[failing("x")])
    price = {"input": 2, "output": 10, "cache_write": 2.5, "cache_read": 0.1}
    out = await run(fast_client, script, req(max_cost_usd=1.0, price=price, max_retries=3))
    assert out.result.final_status == "budget_exhausted"
    assert out.result.error == "cannot afford another call"
    assert [s.cost_budget_usd for s in script.seen_sessions] == [1.0, pytest.approx(0.4)]
    assert script.seen_sessions[0].price is not None
    assert script.seen_sessions[0].price.output == 10
    assert out.result.usage.cost_usd == pytest.approx(0.95)
    # a session that spent the whole cap leaves nothing: no further session starts
    script = Script(
        sessions=[spend.model_copy(update={"cost_usd": 1.0})], verifications=[failing("x")]
    )
    out = await run(fast_client, script, req(max_cost_usd=1.0, price=price, max_retries=3))
    assert out.result.final_status == "budget_exhausted"
    assert len(script.seen_sessions) == 1
    assert "cost cap of $1.00 reached" in (out.result.error or "")


async def test_a_session_in_flight_keeps_the_runs_cost_current(fast_client: Client) -> None:
    """GreenloopCostUSD and the state query move while a session runs, not only after."""
    session = SessionResult(status="success", turns=3, cost_usd=0.4)
    script = Script(sessions=[session], verifications=[PASSED], report_cost=0.25)
    queue = f"fast-{uuid.uuid4().hex[:8]}"
    async with Worker(
        fast_client,
        task_queue=queue,
        workflows=[VerifyLoopWorkflow, BranchWorkflow],
        activities=script.activities(queue),
        workflow_runner=workflow_runner(sandboxed=True),
    ):
        handle = await fast_client.start_workflow(
            WORKFLOW_NAME, req(), id=f"fast-{uuid.uuid4().hex[:10]}", task_queue=queue
        )
        for _ in range(200):
            desc = await handle.describe()
            if desc.typed_search_attributes.get(COST_KEY):
                break
            await asyncio.sleep(0.02)
        assert desc.typed_search_attributes.get(COST_KEY) == 0.25
        state = await handle.query("state", result_type=LoopState)
        assert (state.phase, state.usage.cost_usd) == ("session", 0.25)
        script.release.set()
        result = await final_result(
            fast_client.get_workflow_handle(handle.id, result_type=RunResult)
        )
        desc = await handle.describe()
    # the session's own result replaces what it reported
    assert result.usage.cost_usd == 0.4
    assert desc.typed_search_attributes.get(COST_KEY) == 0.4


async def test_no_verifiers_succeeds_after_the_session(fast_client: Client) -> None:
    script = Script(sessions=[ok()])
    out = await run(fast_client, script, req(verifiers=[]))
    assert out.result.final_status == "success"
    assert script.seen_verifies == []


async def test_a_verifier_that_cannot_run_ends_the_run(fast_client: Client) -> None:
    cannot = VerificationResult(passed=False, cannot_run="verifier 'test' cannot run: `pytset`")
    script = Script(sessions=[ok()], verifications=[cannot])
    out = await run(fast_client, script, req(max_retries=3))
    assert out.result.final_status == "failed"
    assert out.result.attempts == 1
    assert "pytset" in (out.result.error or "")


async def test_a_refused_claim_ends_with_a_run_result(fast_client: Client) -> None:
    refused = ApplicationError("workspace / refused", type="WorkspaceRefused", non_retryable=True)
    script = Script(claim_error=refused)
    out = await run(fast_client, script, req())
    assert out.status == WorkflowExecutionStatus.FAILED
    assert out.result.final_status == "failed"
    assert out.result.attempts == 0
    assert "no worker host could take the run: workspace / refused" in (out.result.error or "")
    assert script.seen_sessions == []


async def test_a_failed_restore_ends_with_a_run_result(fast_client: Client) -> None:
    missing = ApplicationError(
        "no snapshot of attempt 2", type="SnapshotMissing", non_retryable=True
    )
    script = Script(restore_error=missing)
    ref = SnapshotRef(workflow_id="old", run_id="r", attempt=2)
    out = await run(fast_client, script, req(restore_from=ref, confinement={"protect": ["tests/"]}))
    assert out.result.final_status == "failed"
    assert "could not be restored: no snapshot of attempt 2" in (out.result.error or "")
    (restore,) = script.seen_restores
    assert restore.protect == ["tests/"]  # protected files are left as they are


async def test_confinement_reaches_every_activity(fast_client: Client) -> None:
    conf = {"sandbox": "bwrap", "verifier_network": True, "protect": ["tests/"], "hide": ["/x"]}
    script = Script(sessions=[ok()], verifications=[PASSED])
    await run(fast_client, script, req(confinement=conf))
    assert script.seen_sessions[0].confinement.model_dump() == {
        "allow_network": False,
        **conf,
    }
    assert script.seen_verifies[0].confinement == script.seen_sessions[0].confinement


# --------------------------------------------------------------------------- parallel


async def test_parallel_branches_share_the_budgets_and_the_passing_one_wins(
    fast_client: Client,
) -> None:
    script = Script(
        by_branch={1: ok(), 2: ok(), 3: ok()},
        verify_by_branch={1: failing("a"), 2: PASSED, 3: failing("a")},
    )
    price = {"input": 2, "output": 10, "cache_write": 2.5, "cache_read": 0.1}
    out = await run(
        fast_client,
        script,
        req(parallel=3, max_total_tokens=9_000, max_cost_usd=3.0, price=price),
    )
    assert out.result.final_status == "success"
    assert out.result.winner == 2
    # each branch was given its share of what the run had left
    assert [s.token_budget for s in script.seen_sessions] == [3_000] * 3
    assert all(s.cost_budget_usd == pytest.approx(1.0) for s in script.seen_sessions)
    # each worked in its own copy, and was verified there
    assert sorted(s.workspace for s in script.seen_sessions) == [
        f"/copies/attempt-1-branch-{b}" for b in (1, 2, 3)
    ]
    assert [a.copy_path for a in script.seen_applies] == ["/copies/attempt-1-branch-2"]
    assert script.removed == 1
    assert sorted(s.branch or 0 for s in out.result.session_results) == [1, 2, 3]


async def test_no_branch_reaching_verification_ends_the_run_without_a_retry(
    fast_client: Client,
) -> None:
    failed = SessionResult(status="failed", error="bad key")
    timed_out = SessionResult(status="timeout", error="budget spent")
    script = Script(by_branch={1: failed, 2: timed_out})
    out = await run(fast_client, script, req(parallel=2, max_retries=3))
    assert out.result.final_status == "failed"
    assert out.result.error == "bad key"
    assert out.status == WorkflowExecutionStatus.FAILED
    assert len(script.seen_sessions) == 2  # one wave: session failures are not retried
    assert script.removed == 1
    assert not script.seen_applies


async def test_a_failed_wave_retries_every_branch_with_one_distilled_digest(
    fast_client: Client,
) -> None:
    script = Script(
        by_branch={1: ok(), 2: ok()},
        verify_by_branch={1: failing("shared", "only in 1"), 2: failing("shared")},
    )
    out = await run(fast_client, script, req(parallel=2, max_retries=2))
    assert out.result.final_status == "max_retries_exhausted"
    assert out.result.attempts == 2
    second = [s.message for s in script.seen_sessions if s.attempt == 2]
    assert len(second) == 2
    assert second[0] == second[1]
    digest = second[0]
    # what both branches saw comes first, and says so
    assert digest.index("shared (2/2 branches)") < digest.index("only in 1 (1/2 branches)")
    assert script.removed == 2
