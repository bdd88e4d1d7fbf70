"""Transient API failures are retried by Temporal (and resumed mid-session); permanent
ones fail the run after exactly one request. Real SDK, real dev server, injected faults.
"""

from __future__ import annotations

import asyncio
import uuid
from pathlib import Path

import pytest

from contract.models import ApiRetryConfig, Confinement, RunResult
from contract.names import WORKFLOW_NAME
from greenloop import fakeapi as f
from greenloop.runner import final_result, snapshot
from tests.support import Harness, request, verifier


def turns_by_number(harness: Harness) -> dict[int, int]:
    counts: dict[int, int] = {}
    for r in harness.api.requests:
        counts[r.turn] = counts.get(r.turn, 0) + 1
    return counts


async def test_retry_after_is_honoured(harness: Harness, workspace: Path) -> None:
    harness.api.inject(
        f.Fault(status=429, error_type="rate_limit_error", headers={"retry-after": "2"})
    )
    result = await harness.run(request(workspace))
    assert result.final_status == "success"
    assert result.attempts == 1
    first, second = harness.api.requests
    assert second.at - first.at >= 2.0
    assert result.session_results[0].transient_retries == 1


TRANSIENT = {
    "529 overloaded": f.Fault(status=529, error_type="overloaded_error", message="Overloaded"),
    "500": f.Fault(status=500, error_type="api_error"),
    "503": f.Fault(status=503, error_type="api_error"),
    "connection reset": f.Fault(kind="reset"),
    "read timeout": f.Fault(kind="stall", stall_s=3),
    "overloaded mid-stream": f.Fault(kind="midstream", error_type="overloaded_error"),
    "api_error mid-stream": f.Fault(kind="midstream", error_type="api_error"),
}


@pytest.mark.parametrize("fault", TRANSIENT.values(), ids=TRANSIENT.keys())
async def test_transient_failures_are_retried(
    harness: Harness, workspace: Path, fault: f.Fault
) -> None:
    harness.api.inject(fault)
    harness.api.responder = f.Scripted([[f.Turn([f.bash("echo hi")]), f.done()]])
    result = await harness.run(
        request(workspace, verifiers=[verifier("true")]), request_timeout_s=1.0
    )
    assert result.final_status == "success"
    assert result.attempts == 1
    assert len(result.session_results) == 1
    assert result.session_results[0].transient_retries == 1
    assert turns_by_number(harness) == {1: 2, 2: 1}


PERMANENT = {
    "400": (f.Fault(status=400, error_type="invalid_request_error", message="bad"), "400"),
    "401": (f.Fault(status=401, error_type="authentication_error", message="bad key"), "401"),
    "403": (f.Fault(status=403, error_type="permission_error", message="no"), "403"),
    "404": (f.Fault(status=404, error_type="not_found_error", message="model"), "404"),
    "413": (f.Fault(status=413, error_type="request_too_large", message="big"), "413"),
    "spend limit": (
        f.Fault(
            status=429,
            error_type="rate_limit_error",
            message="limit",
            error_code="enforced_spend_limit_reached",
        ),
        "spend limit",
    ),
}


@pytest.mark.parametrize(("fault", "named"), PERMANENT.values(), ids=PERMANENT.keys())
async def test_permanent_failures_fail_after_one_request(
    harness: Harness, workspace: Path, fault: f.Fault, named: str
) -> None:
    harness.api.inject(fault)
    result = await harness.run(request(workspace, verifiers=[verifier("true")]))
    assert result.final_status == "failed"
    assert result.attempts == 1
    assert len(harness.api.requests) == 1
    assert named in (result.error or "")
    assert "failed permanently" in (result.error or "")


async def test_x_should_retry_true_retries_a_400(harness: Harness, workspace: Path) -> None:
    harness.api.inject(
        f.Fault(status=400, error_type="invalid_request_error", headers={"x-should-retry": "true"})
    )
    result = await harness.run(request(workspace))
    assert result.final_status == "success"
    assert len(harness.api.requests) == 2


async def test_x_should_retry_false_fails_a_503(harness: Harness, workspace: Path) -> None:
    harness.api.inject(
        f.Fault(status=503, error_type="api_error", headers={"x-should-retry": "false"})
    )
    result = await harness.run(request(workspace))
    assert result.final_status == "failed"
    assert len(harness.api.requests) == 1


async def test_rate_limit_at_turn_5_resumes_from_turn_5(harness: Harness, workspace: Path) -> None:
    harness.api.responder = f.Scripted(
        [[f.Turn([f.bash(f"echo {n} >> log.txt")]) for n in range(1, 7)] + [f.done()]]
    )
    harness.api.inject(
        f.Fault(status=429, error_type="rate_limit_error", headers={"retry-after": "0.2"}), turn=5
    )
    result = await harness.run(request(workspace))
    assert result.final_status == "success"
    assert result.attempts == 1
    assert result.session_results[0].turns == 7
    assert result.session_results[0].transient_retries == 1
    # every completed turn was requested once; only the failed turn 5 twice
    assert turns_by_number(harness) == {1: 1, 2: 1, 3: 1, 4: 1, 5: 2, 6: 1, 7: 1}
    faulted = next(i for i, r in enumerate(harness.api.requests) if r.fault is not None)
    retried = harness.api.requests[faulted + 1]
    assert len(retried.messages) == 9  # the task + 4 x (assistant, tool results)
    assert retried.messages == harness.api.requests[faulted].messages
    # tool calls that had run were not run again
    assert (workspace / "log.txt").read_text().split() == ["1", "2", "3", "4", "5", "6"]


async def test_limit_counts_consecutive_failures_only(harness: Harness, workspace: Path) -> None:
    harness.api.responder = f.Scripted([[f.Turn([f.bash("true")]) for _ in range(3)] + [f.done()]])
    for turn in (1, 3):
        harness.api.inject(f.Fault(status=503, error_type="api_error"), turn=turn)
    req = request(workspace, api_retry=ApiRetryConfig(max_attempts=2))
    result = await harness.run(req)
    assert result.final_status == "success"
    assert result.session_results[0].transient_retries == 2


async def test_limit_ends_a_run_that_keeps_failing(harness: Harness, workspace: Path) -> None:
    harness.api.inject(f.Fault(status=503, error_type="api_error"), times=5)
    req = request(workspace, api_retry=ApiRetryConfig(max_attempts=2))
    result = await harness.run(req)
    assert result.final_status == "failed"
    assert len(harness.api.requests) == 2
    assert "2 times in a row" in (result.error or "")


async def test_zero_api_retries_fails_at_once(harness: Harness, workspace: Path) -> None:
    harness.api.inject(f.Fault(status=503, error_type="api_error"))
    req = request(workspace, api_retry=ApiRetryConfig(max_attempts=1, rate_limit_max_attempts=1))
    result = await harness.run(req)
    assert result.final_status == "failed"
    assert len(harness.api.requests) == 1


async def test_progress_shows_a_retry_in_progress(harness: Harness, workspace: Path) -> None:
    """The retry line, and the tokens the session spent before it (it showed 0)."""
    harness.api.responder = f.Scripted([[f.Turn([f.bash("true")]), f.done()]])
    harness.api.inject(
        f.Fault(status=429, error_type="rate_limit_error", headers={"retry-after": "3"}),
        turn=2,
    )
    async with harness.worker():
        handle = await harness.client.start_workflow(
            WORKFLOW_NAME,
            request(workspace),
            id=f"test-{uuid.uuid4().hex[:8]}",
            task_queue=harness.settings.task_queue,
            result_type=RunResult,
        )
        seen, tokens = "", 0
        for _ in range(100):
            snap = await snapshot(handle)
            if snap is not None and "retrying" in snap.detail:
                seen, tokens = snap.line(), snap.tokens
                break
            await asyncio.sleep(0.1)
        result = await final_result(handle)
    assert seen.startswith("attempt 1/3: session retrying (RateLimitError, try 2/5, next in ")
    assert tokens > 0  # turn 1 was spent before the retry
    assert result.final_status == "success"


async def test_a_failed_session_still_reports_what_it_spent(
    harness: Harness, workspace: Path
) -> None:
    harness.api.responder = f.Scripted([[f.Turn([f.bash("true")]), f.Turn([f.bash("true")])]])
    harness.api.inject(f.Fault(status=503, error_type="api_error"), turn=3, times=3)
    result = await harness.run(request(workspace))
    session = result.session_results[0]
    assert session.status == "failed"
    assert session.turns == 2
    assert session.input_tokens > 0
    assert session.transient_retries == 2
    assert result.usage.input_tokens == session.input_tokens
    assert session.snapshot is not None  # the workspace as the failed session left it
    assert session.transcript_path is not None


async def test_verifier_infrastructure_errors_use_the_same_machinery(
    harness: Harness, workspace: Path
) -> None:
    # the agent removes its own workspace: the verifier cannot be spawned there (only
    # without the sandbox: in bwrap the workspace is a mount point and cannot be removed)
    harness.api.responder = f.Scripted([[f.Turn([f.bash('rm -rf "$PWD"')]), f.done()]])
    req = request(workspace, verifiers=[verifier("true")], confinement=Confinement(sandbox="none"))
    result = await harness.run(req)
    assert result.final_status == "failed"
    assert result.attempts == 1
    assert len(result.verification_results) == 0
    assert "verifiers could not run" in (result.error or "")
    assert "3 times in a row" in (result.error or "")
