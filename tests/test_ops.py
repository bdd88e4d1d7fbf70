"""Operating runs: the CLI commands and what the Temporal UI shows, on a real dev server.

The commands run as real ``greenloop`` processes pointed at the session's dev server with
TEMPORAL_ADDRESS (cluster mode: no server or worker of their own); the test's harness
worker serves their task queue, so runs they start or rerun really execute.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import threading
import uuid
from pathlib import Path
from typing import Any

import pytest
from temporalio.api.sdk.v1 import WorkflowMetadata
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

from contract.models import RunRequest, RunResult
from contract.names import WORKFLOW_NAME
from greenloop import fakeapi as f
from greenloop.runner import WorkspaceInUse, final_result, open_run_using, start_alone
from tests.support import TEMPORAL_BIN, Harness, request, verifier

pytestmark = pytest.mark.slow


def cli_env(harness: Harness, client: Client) -> dict[str, str]:
    return dict(
        os.environ,
        TEMPORAL_ADDRESS=client.service_client.config.target_host,
        GREENLOOP_TASK_QUEUE=harness.settings.task_queue,
        GREENLOOP_HOME=str(harness.home),
    )


async def greenloop(
    args: list[str], env: dict[str, str], limit_s: float = 90
) -> subprocess.CompletedProcess[str]:
    # in a thread: the harness worker in this event loop must keep serving meanwhile
    return await asyncio.to_thread(
        subprocess.run,
        [sys.executable, "-m", "greenloop.cli", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=limit_s,
        check=False,
    )


async def start(harness: Harness, req: RunRequest, wf_id: str | None = None) -> Any:
    from greenloop.runner import start_or_attach

    started = await start_or_attach(
        harness.client,
        req,
        workflow_id=wf_id or f"ops-{uuid.uuid4().hex[:8]}",
        task_queue=harness.settings.task_queue,
    )
    return started.handle


def value_script() -> f.Scripted:
    def write(v: str) -> f.Turn:
        return f.Turn([f.editor("create", "value.txt", file_text=v)])

    return f.Scripted([[write("1"), f.done()], [write("2"), f.done()]])


async def test_status_list_show_of_a_retried_run(
    harness: Harness, client: Client, workspace: Path
) -> None:
    harness.api.responder = value_script()
    req = request(workspace, verifiers=[verifier("grep -qx 2 value.txt")], task="make it two")
    env = cli_env(harness, client)
    async with harness.worker():
        handle = await start(harness, req)
        result: RunResult = await final_result(handle)
        assert result.attempts == 2
        status = await greenloop(["status", handle.id, "--json"], env)
        shown = await greenloop(["show", handle.id, "--json"], env)
        human = await greenloop(["show", handle.id], env)
        listed = await greenloop(["list", "--status", "success", "--json", "--limit", "100"], env)
    assert status.returncode == 0, status.stderr
    s = json.loads(status.stdout)
    # greenloop's own word everywhere (`succeeded` is only the search attribute's)
    assert (s["final_status"], s["greenloop_status"], s["attempt"]) == ("success", "success", 2)
    assert s["temporal_status"] == "COMPLETED"
    assert RunResult.model_validate(s["result"]) == result
    assert shown.returncode == 0, shown.stderr
    view = json.loads(shown.stdout)
    assert [a["attempt"] for a in view["attempts"]] == [1, 2]
    assert view["attempts"][0]["digest_given"] == ""
    assert view["attempts"][1]["digest_given"].startswith("[")
    assert view["attempts"][0]["verification"]["passed"] is False
    assert view["attempts"][1]["session"]["status"] == "success"
    assert "told (digest of the previous attempt)" in human.stdout
    assert "session: success" in human.stdout
    rows = json.loads(listed.stdout)
    mine = [r for r in rows if r["workflow_id"] == handle.id]
    assert mine
    assert mine[0]["status"] == "success"
    assert mine[0]["task"] == "make it two"
    assert mine[0]["max_attempts"] == 3


async def test_a_failed_run_is_found_by_its_search_attribute(
    harness: Harness, client: Client, workspace: Path
) -> None:
    harness.api.inject(f.Fault(status=401, error_type="authentication_error", message="bad key"))
    async with harness.worker():
        handle = await start(harness, request(workspace))
        assert (await final_result(handle)).final_status == "failed"
    env = cli_env(harness, client)
    listed = await greenloop(["list", "--status", "failed", "--json", "--limit", "200"], env)
    assert handle.id in [r["workflow_id"] for r in json.loads(listed.stdout)]
    # the same through Temporal's own CLI, as an operator would
    proc = await asyncio.to_thread(
        subprocess.run,
        [
            str(TEMPORAL_BIN),
            "workflow",
            "list",
            "--address",
            env["TEMPORAL_ADDRESS"],
            "--query",
            "GreenloopStatus='failed'",
        ],
        capture_output=True,
        text=True,
        timeout=30,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    assert handle.id in proc.stdout


async def test_the_ui_shows_summaries_and_current_details(
    harness: Harness, client: Client, workspace: Path
) -> None:
    harness.api.responder = value_script()
    req = request(workspace, verifiers=[verifier("grep -qx 2 value.txt")], task="make it two")
    async with harness.worker():
        handle = await start(harness, req)
        await final_result(handle)
        metadata = await handle.query("__temporal_workflow_metadata", result_type=WorkflowMetadata)
    desc = await handle.describe()
    assert (await desc.static_summary() or "").startswith("make it two — in ")
    details = metadata.current_details
    assert details.startswith("| attempt | session | turns | tokens | cost | verifiers | digest |")
    assert "| 1 | success |" in details
    assert "test FAIL" in details
    assert "| 2 | success |" in details
    history = await handle.fetch_history()
    summaries = []
    conv = client.data_converter.payload_converter
    for e in history.events:
        if e.HasField("activity_task_scheduled_event_attributes"):
            summaries.append(conv.from_payloads([e.user_metadata.summary])[0])
    # the claim is a local activity (a marker): only the remote activities are listed
    assert summaries == [
        "session attempt 1/3",
        "verify attempt 1/3",
        "session attempt 2/3",
        "verify attempt 2/3",
    ]


async def test_cancel_stops_the_model_calls(
    harness: Harness, client: Client, workspace: Path
) -> None:
    harness.api.responder = lambda req: f.Turn([f.bash("true")], delay_s=0.3)
    env = cli_env(harness, client)
    async with harness.worker():
        handle = await start(harness, request(workspace, max_turns=200))
        async with asyncio.timeout(30):
            while len(harness.api.requests) < 3:  # noqa: ASYNC110 - the fake records from a thread
                await asyncio.sleep(0.05)
        cancelled = await greenloop(["cancel", handle.id, "--json"], env)
        at_cancel = len(harness.api.requests)
        assert cancelled.returncode == 0, cancelled.stderr
        assert json.loads(cancelled.stdout) == {"workflow_id": handle.id, "cancel_requested": True}
        result: RunResult = await asyncio.wait_for(final_result(handle), 30)
        calls = len(harness.api.requests)
        await asyncio.sleep(1.5)
    assert result.final_status == "cancelled"
    assert result.attempts == 1
    assert len(harness.api.requests) == calls, "the session went on calling the model"
    # counted from when the server took the cancel, not from when the test asked for it
    # (starting `greenloop cancel` takes seconds on a loaded machine): a heartbeat carries it
    # to the session within ~1 s, three turns of 0.3 s; ten allow three times that
    assert calls - at_cancel <= 10, (at_cancel, calls)
    desc = await handle.describe()
    from contract.keys import STATUS_KEY

    assert desc.typed_search_attributes.get(STATUS_KEY) == "cancelled"
    again = await greenloop(["cancel", handle.id], env)
    assert again.returncode == 2
    assert "not running" in again.stderr


async def test_watch_follows_to_the_end_with_runs_exit_code(
    harness: Harness, client: Client, workspace: Path
) -> None:
    harness.api.responder = f.Scripted([[f.Turn([f.text("...")], delay_s=1), f.done()]])
    env = cli_env(harness, client)
    async with harness.worker():
        handle = await start(
            harness, request(workspace, verifiers=[verifier("false")], max_retries=1)
        )
        watched = await greenloop(["watch", handle.id, "--json"], env)
    assert watched.returncode == 1, watched.stderr
    assert RunResult.model_validate_json(watched.stdout).final_status == "max_retries_exhausted"
    missing = await greenloop(["watch", "no-such-run"], env)
    assert missing.returncode == 2
    assert "no run with id" in missing.stderr


async def test_rerun_after_the_environment_is_fixed(
    harness: Harness, client: Client, workspace: Path
) -> None:
    harness.api.inject(f.Fault(status=401, error_type="authentication_error", message="bad key"))
    harness.api.responder = f.Scripted([[f.Turn([f.bash("echo ok > ok.txt")]), f.done()]])
    env = cli_env(harness, client)
    async with harness.worker():
        handle = await start(harness, request(workspace, verifiers=[verifier("test -f ok.txt")]))
        assert (await final_result(handle)).final_status == "failed"
        # the operator fixes the key (here: the fault is gone) and reruns
        rerun = await greenloop(
            ["rerun", handle.id, "--max-retries", "2", "--id", f"{handle.id}-again", "--json"], env
        )
    assert rerun.returncode == 0, rerun.stderr
    result = RunResult.model_validate_json(rerun.stdout)
    assert result.final_status == "success"
    assert result.workflow_id == f"{handle.id}-again"
    new = client.get_workflow_handle(f"{handle.id}-again")
    desc = await new.describe()
    assert await desc.memo_value("rerun_of") == handle.id
    assert await desc.memo_value("max_retries") == 2


async def test_snapshots_diff_and_rerun_from_an_attempt(
    harness: Harness, client: Client, workspace: Path
) -> None:
    (workspace / "keep.txt").write_text("untouched\n")
    harness.api.responder = value_script()
    env = cli_env(harness, client)
    async with harness.worker():
        handle = await start(
            harness, request(workspace, verifiers=[verifier("grep -qx 2 value.txt")])
        )
        assert (await final_result(handle)).attempts == 2
        diff1 = await greenloop(["show", handle.id, "--diff", "1"], env)
        diff2 = await greenloop(["show", handle.id, "--diff", "2"], env)
        # the user's own files and git history are untouched by snapshots
        assert not (workspace / ".git").exists()
        (workspace / "value.txt").write_text("garbage\n")
        harness.api.responder = f.Scripted([[f.done()]])
        rerun = await greenloop(
            ["rerun", handle.id, "--from-attempt", "1", "--max-retries", "1", "--json"], env
        )
    assert diff1.returncode == 0, diff1.stderr
    assert "+1" in diff1.stdout
    assert "value.txt" in diff1.stdout
    assert "\n-1\n" in diff2.stdout
    assert "\n+2\n" in diff2.stdout
    assert rerun.returncode == 1, rerun.stderr  # attempt 1's state fails the check again
    assert (workspace / "value.txt").read_text() == "1"
    assert (workspace / "keep.txt").read_text() == "untouched\n"


async def test_replay_passes_on_a_real_history_and_fails_on_a_doctored_one(
    harness: Harness, client: Client, workspace: Path, tmp_path: Path
) -> None:
    async with harness.worker():
        handle = await start(harness, request(workspace, verifiers=[verifier("true")]))
        await final_result(handle)
    env = cli_env(harness, client)
    fresh = await greenloop(["replay", handle.id, "--json"], env)
    assert fresh.returncode == 0, fresh.stderr
    assert json.loads(fresh.stdout)["deterministic"] is True
    history = json.loads((await handle.fetch_history()).to_json())
    for event in history["events"]:
        attrs = event.get("activityTaskScheduledEventAttributes")
        if attrs and attrs["activityType"]["name"] == "run_verifiers":
            attrs["activityType"]["name"] = "run_something_else"
    doctored = tmp_path / "doctored.json"
    doctored.write_text(json.dumps(history))
    bad = await greenloop(["replay", str(doctored)], env)
    assert bad.returncode == 1
    assert "NOT deterministic" in bad.stdout
    assert "run_something_else" in bad.stdout or "run_verifiers" in bad.stdout


async def test_budget_stops_a_session_that_runs_past_it(harness: Harness, workspace: Path) -> None:
    harness.api.responder = lambda req: f.Turn([f.bash("true")])
    result = await harness.run(request(workspace, max_total_tokens=2000, max_turns=50))
    assert result.final_status == "budget_exhausted"
    assert result.session_results[0].status == "budget_exhausted"
    spent = result.usage.total
    assert spent >= 2000
    # it stopped at the first turn past the budget, not at the turn limit
    assert result.session_results[0].turns < 50


async def test_budget_refuses_a_session_it_cannot_afford(harness: Harness, workspace: Path) -> None:
    harness.api.responder = f.Scripted([[f.Turn([f.bash("true")]), f.done()]])
    probe = await harness.run(request(workspace, verifiers=[verifier("false")], max_retries=1))
    one_session = probe.usage.total
    harness.api.requests.clear()
    result = await harness.run(
        request(
            workspace,
            verifiers=[verifier("false")],
            max_retries=3,
            max_total_tokens=int(one_session * 1.5),
        )
    )
    assert result.final_status == "budget_exhausted"
    assert result.attempts == 2
    assert len(result.session_results) == 1, "the second session would not have been affordable"
    assert "budget" in (result.error or "")


async def test_workspace_in_use_by_an_open_run_is_refused(
    harness: Harness, client: Client, workspace: Path
) -> None:
    # the first run's model answers only once the second has been refused: it is open
    # however long the command takes to start under load (a 10-second answer had not been
    # enough: the run had ended, and the second was started)
    refused = threading.Event()

    def thinking(req: f.Request) -> f.Turn:
        refused.wait(120)
        return f.Turn([f.text("thinking")])

    harness.api.responder = thinking
    env = cli_env(harness, client)
    async with harness.worker():
        handle = await start(harness, request(workspace))
        # the refusal reads the server's list of open runs, which may lag a start under load
        deadline = asyncio.get_running_loop().time() + 60
        while await open_run_using(client, str(workspace), except_id="") != handle.id:
            assert asyncio.get_running_loop().time() < deadline, "the run never listed as open"
            await asyncio.sleep(0.1)
        second = await greenloop(
            ["run", "--workspace", str(workspace), "--task", "x", "--detach"], env
        )
        refused.set()
        await handle.cancel()
    assert second.returncode == 2
    assert handle.id in second.stderr
    assert "in use" in second.stderr


async def test_two_runs_started_at_once_on_one_workspace_do_not_both_start(
    client: Client, tmp_path: Path, workspace: Path
) -> None:
    # two commands at once, each checking the server's list of open runs (which may lag a
    # start) and then starting: one run starts, the other is refused
    queue = f"nobody-{uuid.uuid4().hex[:8]}"  # no worker: the run stays open
    ids = [f"twin-{uuid.uuid4().hex[:8]}" for _ in range(4)]
    outcomes = await asyncio.gather(
        *(
            start_alone(client, tmp_path / "home", [(wf_id, request(workspace))], task_queue=queue)
            for wf_id in ids
        ),
        return_exceptions=True,
    )
    started = [o[0].handle.id for o in outcomes if isinstance(o, list)]
    refused = [o for o in outcomes if isinstance(o, WorkspaceInUse)]
    try:
        assert len(started) == 1, outcomes
        assert len(refused) == 3, outcomes
        assert {o.busy for o in refused} == set(started)
    finally:
        for wf_id in started:
            await client.get_workflow_handle(wf_id).terminate("test over")


def test_ui_http_api_shows_the_search_attributes(tmp_path: Path, workspace: Path) -> None:
    import time
    import urllib.parse
    import urllib.request

    from tests.support import embedded_env

    with f.FakeMessagesAPI() as api:
        env = embedded_env(tmp_path, api)
        server = subprocess.Popen(
            [sys.executable, "-m", "greenloop.cli", "server"],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            assert server.stderr is not None
            for line in server.stderr:  # the server and its worker are up
                if "worker serving" in line:
                    break
            run = subprocess.run(
                [
                    sys.executable, "-m", "greenloop.cli", "run", "--workspace", str(workspace),
                    "--task", "nothing", "--id", "ui-probe", "--json",
                ],
                env=env, capture_output=True, text=True, timeout=60, check=False,
            )  # fmt: skip
            assert run.returncode == 0, run.stderr
            query = urllib.parse.quote("GreenloopStatus='succeeded'")
            url = (
                f"http://127.0.0.1:{env['GREENLOOP_UI_PORT']}/api/v1/namespaces/default/"
                f"workflows?query={query}"
            )
            body: dict[str, Any] = {}
            for _ in range(50):
                try:
                    with urllib.request.urlopen(url, timeout=5) as resp:
                        body = json.loads(resp.read())
                    if body.get("executions"):
                        break
                except OSError:
                    pass
                time.sleep(0.2)
            executions = body["executions"]
            assert [e["execution"]["workflowId"] for e in executions] == ["ui-probe"]
            fields = executions[0]["searchAttributes"]["indexedFields"]
            assert "GreenloopStatus" in fields
            assert "GreenloopAttempt" in fields
            assert "GreenloopCostUSD" in fields
        finally:
            server.terminate()
            server.wait(20)


def test_workflow_name_is_stable() -> None:
    # operators' saved queries and the replay histories depend on it
    assert WORKFLOW_NAME == "GreenloopRun"


async def test_setup_registers_the_search_attributes_once(tmp_path: Path, workspace: Path) -> None:
    # a cluster that has never seen greenloop: a dev server without our attributes
    bare = await WorkflowEnvironment.start_local(
        dev_server_existing_path=str(TEMPORAL_BIN), data_converter=pydantic_data_converter
    )
    try:
        env = dict(
            os.environ,
            TEMPORAL_ADDRESS=bare.client.service_client.config.target_host,
            GREENLOOP_HOME=str(tmp_path / "home"),
        )
        refused = await greenloop(
            ["run", "--workspace", str(workspace), "--task", "x", "--detach"], env
        )
        assert refused.returncode == 2
        assert "greenloop setup" in refused.stderr
        first = await greenloop(["setup", "--json"], env)
        assert first.returncode == 0, first.stderr
        assert json.loads(first.stdout)["added"] == [
            "GreenloopAttempt",
            "GreenloopCostUSD",
            "GreenloopStatus",
        ]
        again = await greenloop(["setup", "--json"], env)
        assert json.loads(again.stdout)["added"] == []
    finally:
        await bare.shutdown()
