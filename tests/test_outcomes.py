"""Outcomes in Temporal's own terms, and no input that wedges a run (SPEC 8).

Real runs on the test dev server: their Temporal status is read back with the
``temporal`` CLI and the server's visibility query, their RunResult with ``greenloop
status --json``; bad inputs that used to leave a run "running" for ever now end it.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any

import pytest
from temporalio.client import Client, WorkflowExecutionStatus, WorkflowFailureError
from temporalio.exceptions import ApplicationError

from contract.models import Confinement, RunRequest, RunResult, SnapshotRef
from contract.names import WORKFLOW_NAME
from greenloop import fakeapi as f
from greenloop.runner import final_result
from tests.support import TEMPORAL_BIN, Harness, request, verifier


def temporal_cli(client: Client, *args: str) -> Any:
    """The ``temporal`` CLI against the test server, JSON out."""
    address = client.service_client.config.target_host
    out = subprocess.run(
        [str(TEMPORAL_BIN), *args, "--address", address, "-o", "json"],
        capture_output=True,
        text=True,
        timeout=30,
        check=True,
    )
    return (
        json.loads(out.stdout)
        if out.stdout.strip().startswith(("{", "["))
        else [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
    )


async def greenloop_status(client: Client, wf_id: str, home: Path) -> dict[str, Any]:
    env = dict(
        os.environ,
        TEMPORAL_ADDRESS=client.service_client.config.target_host,
        GREENLOOP_HOME=str(home),
    )
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "greenloop.cli",
        "status",
        wf_id,
        "--json",
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(proc.communicate(), 60)
    assert proc.returncode == 0, err.decode()
    data: dict[str, Any] = json.loads(out)
    return data


async def start(harness: Harness, req: RunRequest, wf_id: str) -> Any:
    return await harness.client.start_workflow(
        WORKFLOW_NAME, req, id=wf_id, task_queue=harness.settings.task_queue, result_type=RunResult
    )


async def test_every_outcome_has_its_temporal_status(harness: Harness, workspace: Path) -> None:
    """success is Completed, cancelled Canceled, every other final status Failed with an
    ApplicationError typed as the status and carrying the RunResult; Temporal's own
    tools (the CLI, visibility queries) find them, and greenloop returns the RunResult."""
    tag = uuid.uuid4().hex[:6]
    ids = {k: f"outcome-{k}-{tag}" for k in ("ok", "exhausted", "failed", "cancelled")}
    for sub in "abcd":
        (workspace / sub).mkdir()

    def respond(req: f.Request) -> f.Turn:
        first = req.first_user_text()
        if "cancel me" in first:
            return f.Turn([f.bash("sleep 30")])
        return f.done()

    harness.api.responder = respond
    harness.api.inject(
        f.Fault(status=401, error_type="authentication_error", message="bad key"),
        match=lambda r: "fail me" in r.first_user_text(),
    )
    async with harness.worker():
        handles = {
            "ok": await start(
                harness, request(workspace / "a", verifiers=[verifier("true")]), ids["ok"]
            ),
            "exhausted": await start(
                harness,
                request(workspace / "b", verifiers=[verifier("false")], max_retries=2),
                ids["exhausted"],
            ),
            "failed": await start(harness, request(workspace / "c", task="fail me"), ids["failed"]),
            "cancelled": await start(
                harness, request(workspace / "d", task="cancel me"), ids["cancelled"]
            ),
        }
        while not any("cancel me" in r.first_user_text() for r in harness.api.requests):  # noqa: ASYNC110 - the fake records from its own thread
            await asyncio.sleep(0.05)
        await handles["cancelled"].cancel()
        results = {k: await final_result(h) for k, h in handles.items()}
        with pytest.raises(WorkflowFailureError) as failed:
            await handles["exhausted"].result()
        statuses = {k: (await h.describe()).status for k, h in handles.items()}
        status_json = {k: await greenloop_status(harness.client, ids[k], harness.home) for k in ids}
    assert statuses == {
        "ok": WorkflowExecutionStatus.COMPLETED,
        "exhausted": WorkflowExecutionStatus.FAILED,
        "failed": WorkflowExecutionStatus.FAILED,
        "cancelled": WorkflowExecutionStatus.CANCELED,
    }
    assert {k: r.final_status for k, r in results.items()} == {
        "ok": "success",
        "exhausted": "max_retries_exhausted",
        "failed": "failed",
        "cancelled": "cancelled",
    }
    cause = failed.value.cause
    assert isinstance(cause, ApplicationError)
    assert cause.type == "max_retries_exhausted"
    assert cause.non_retryable
    assert cause.message == results["exhausted"].error
    assert RunResult.model_validate(cause.details[0]) == results["exhausted"]
    # a Canceled workflow carries no result: it is rebuilt from the history
    assert results["cancelled"].attempts == 1
    assert results["cancelled"].error == "the run was cancelled"
    assert results["cancelled"].failed_at is not None
    # the temporal CLI says so too
    described = temporal_cli(harness.client, "workflow", "describe", "-w", ids["exhausted"])
    assert described["workflowExecutionInfo"]["status"] == "WORKFLOW_EXECUTION_STATUS_FAILED"
    described = temporal_cli(harness.client, "workflow", "describe", "-w", ids["cancelled"])
    assert described["workflowExecutionInfo"]["status"] == "WORKFLOW_EXECUTION_STATUS_CANCELED"
    query = "ExecutionStatus='Failed' AND GreenloopStatus='max_retries_exhausted'"
    found: list[Any] = []
    for _ in range(100):  # visibility is eventually consistent
        found = temporal_cli(harness.client, "workflow", "list", "--query", query)
        if any(w.get("execution", {}).get("workflowId") == ids["exhausted"] for w in found):
            break
        await asyncio.sleep(0.1)
    assert any(w["execution"]["workflowId"] == ids["exhausted"] for w in found), found
    # greenloop status --json returns the RunResult whatever the outcome
    for k, data in status_json.items():
        assert RunResult.model_validate(data["result"]) == results[k], k
        assert data["final_status"] == results[k].final_status


async def test_undecodable_input_fails_the_run_instead_of_wedging_it(harness: Harness) -> None:
    """A client that is not greenloop sends a timeout the worker cannot decode (a NaN,
    which JSON turns into null): the run fails at once instead of staying "running"."""
    from temporalio.client import Client as RawClient

    raw = await RawClient.connect(harness.client.service_client.config.target_host)
    bad = {"task": "t", "workspace": "/tmp", "model": "m", "session_timeout_s": None}
    async with harness.worker():
        handle = await raw.start_workflow(
            WORKFLOW_NAME,
            bad,
            id=f"undecodable-{uuid.uuid4().hex[:6]}",
            task_queue=harness.settings.task_queue,
        )
        with pytest.raises(WorkflowFailureError) as failed:
            await asyncio.wait_for(handle.result(), 30)
    assert "session_timeout_s" in str(failed.value.cause)


async def test_a_huge_error_body_stays_out_of_history(harness: Harness, workspace: Path) -> None:
    """A proxy answers 400 with 500 KB of HTML: one request, the run fails, and the
    history stays small (the error's cause is not chained into it)."""
    harness.api.responder = f.Scripted([[f.done()]])
    page = "<p>gateway error</p>" * 25_000
    harness.api.inject(f.Fault(status=400, kind="html", message=page), turn=1)
    async with harness.worker():
        handle = await start(harness, request(workspace), f"html-{uuid.uuid4().hex[:6]}")
        result = await final_result(handle)
        desc = await handle.describe()
    assert len(harness.api.requests) == 1
    assert result.final_status == "failed"
    assert "400" in (result.error or "")
    size = desc.raw_description.workflow_execution_info.history_size_bytes
    assert size <= 100_000, size


async def test_a_verifier_that_is_not_there_fails_before_any_session(
    harness: Harness, workspace: Path
) -> None:
    harness.api.responder = f.Scripted([[f.done()]])
    result = await harness.run(request(workspace, verifiers=[verifier("pytset -q")]))
    assert result.final_status == "failed"
    assert "pytset" in (result.error or "")
    assert harness.api.requests == []  # not one paid turn


async def test_a_verifier_that_cannot_run_ends_the_run_at_once(
    harness: Harness, workspace: Path
) -> None:
    """Found only when it runs (a relative path the agent might have created): exit 127
    from the shell for the verifier's own command word ends the run after attempt 1."""
    harness.api.responder = f.Scripted([[f.done()]])
    req = request(workspace, verifiers=[verifier("./run_checks.sh --all")], max_retries=3)
    result = await harness.run(req)
    assert result.final_status == "failed"
    assert result.attempts == 1
    assert "./run_checks.sh" in (result.error or "")
    # a test that fails on a missing tool is an ordinary failure: it is retried
    harness.api.responder = f.Scripted([[f.done()]])
    req = request(workspace, verifiers=[verifier("bash -c 'nosuchtool'")], max_retries=2)
    assert (await harness.run(req)).final_status == "max_retries_exhausted"


async def test_a_missing_snapshot_ends_with_a_run_result(harness: Harness, workspace: Path) -> None:
    harness.api.responder = f.Scripted([[f.done()]])
    ref = SnapshotRef(workflow_id="nope", run_id="nope", attempt=3)
    result = await harness.run(request(workspace, restore_from=ref))
    assert result.final_status == "failed"
    assert "could not be restored" in (result.error or "")
    assert "no snapshot of attempt 3" in (result.error or "")


async def test_odd_text_from_the_model_and_the_workspace_does_not_fail_a_session(
    harness: Harness, workspace: Path
) -> None:
    """A lone surrogate in the model's JSON and a file name that is not UTF-8 cannot be
    journaled or sent back as they are; they become U+FFFD and the session goes on."""
    harness.api.responder = f.Scripted(
        [
            [
                f.Turn([f.text("odd \ud800 text"), f.bash("touch $'bad-\\xff-name'")]),
                f.Turn([f.editor("view", ".")]),
                f.done("fine \udfff"),
            ]
        ]
    )
    result = await harness.run(request(workspace))
    assert result.final_status == "success"
    assert result.session_results[0].transient_retries == 0
    assert "\ufffd" in result.session_results[0].final_text
    assert "bad-\ufffd-name" in str(harness.api.requests[-1].messages)


async def test_heartbeats_go_on_through_a_slow_final_snapshot(
    harness: Harness, workspace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The final snapshot of a big workspace can take longer than the heartbeat timeout;
    the attempt is still alive and must not be timed out and run again."""
    from activities import snapshots

    real = snapshots.take

    async def slow(repo: Path, ws: Path, attempt: int) -> str:
        if attempt > 0:
            await asyncio.sleep(4)  # a slow disk, as seen by the worker
        return await real(repo, ws, attempt)

    monkeypatch.setattr(snapshots, "take", slow)
    harness.api.responder = f.Scripted([[f.Turn([f.bash("true")]), f.done()]])
    result = await harness.run(request(workspace, heartbeat_timeout_s=1.5))
    assert result.final_status == "success"
    assert result.session_results[0].worker_restarts == 0
    assert len(harness.api.requests) == 2


async def test_confinement_defaults_keep_old_requests_readable() -> None:
    """A RunRequest recorded before confinement existed decodes with the defaults."""
    old = {"task": "t", "workspace": "/w", "model": "claude-sonnet-5-5"}
    req = RunRequest.model_validate(old)
    assert req.confinement == Confinement()


async def test_a_workspace_no_host_may_take_ends_with_a_run_result(harness: Harness) -> None:
    """A client that is not greenloop's CLI asks for `/` as the workspace: the claim
    refuses it, and the run fails with a RunResult that says why."""
    harness.api.responder = f.Scripted([[f.done()]])
    result = await harness.run(request(Path("/")))
    assert result.final_status == "failed"
    assert "no worker host could take the run" in (result.error or "")
    assert "root directory" in (result.error or "")
    assert harness.api.requests == []
