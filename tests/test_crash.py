"""Kill the worker or the server at any moment: every run finishes, with its status right.

Real processes only: workers are ``python worker.py`` subprocesses killed with SIGKILL,
the server is a dev-server process on a SQLite file killed and restarted, and the model
is the fake Messages API, which records every turn it was asked for.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from temporalio.client import (
    Client,
    WorkflowExecutionStatus,
    WorkflowFailureError,
    WorkflowHandle,
)

from contract.models import ApiRetryConfig, RunRequest, RunResult
from contract.names import WORKFLOW_NAME
from greenloop import fakeapi as f
from greenloop.embedded import port_open, server_command, temporal_binary
from greenloop.runner import final_result, start_or_attach
from tests.support import Workers, embedded_env, free_port, request, verifier, wait_until

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow

HEARTBEAT_S = 2.0


def turn_counts(api: f.FakeMessagesAPI) -> Counter[tuple[int, int]]:
    return Counter((r.attempt, r.turn) for r in api.requests)


def eight_turns(delay_s: float = 0.3) -> f.Scripted:
    turns = [f.Turn([f.bash(f"echo {n} >> log.txt")], delay_s=delay_s) for n in range(1, 9)]
    return f.Scripted([[*turns, f.done()]])


async def start_run(client: Client, queue: str, req: RunRequest) -> object:
    return await client.start_workflow(
        WORKFLOW_NAME,
        req,
        id=f"crash-{uuid.uuid4().hex[:8]}",
        task_queue=queue,
        result_type=RunResult,
    )


async def test_worker_killed_mid_session_resumes_from_the_last_turn(
    client: Client, workers: Workers, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    api.responder = eight_turns()
    req = request(
        workspace, verifiers=[verifier("test -f log.txt")], heartbeat_timeout_s=HEARTBEAT_S
    )
    handle = await start_run(client, workers.queue, req)
    first = workers.start()
    await wait_until(lambda: len(api.requests) >= 4, 30, "turn 4 to be requested")
    first.send_signal(signal.SIGKILL)
    first.wait()
    killed_at = time.monotonic()
    seen = len(api.requests)
    workers.start()
    result: RunResult = await asyncio.wait_for(final_result(handle), 60)  # type: ignore[arg-type]
    resumed_after = api.requests[seen].at - killed_at
    assert result.final_status == "success"
    assert result.attempts == 1
    counts = turn_counts(api)
    assert sorted(counts) == [(1, t) for t in range(1, 10)]
    repeated = [k for k, n in counts.items() if n > 1]
    assert len(repeated) <= 1, f"turns requested twice: {repeated}"
    assert all(n <= 2 for n in counts.values())
    # the agent's edits survived, and no finished tool call ran twice
    assert (workspace / "log.txt").read_text().split() == [str(n) for n in range(1, 9)]
    # a lost worker is not an API error: it is counted apart, and uses up no API retry
    assert result.session_results[0].worker_restarts >= 1
    assert result.session_results[0].transient_retries == 0
    # picked up once the heartbeat timeout found the worker gone, not at the session's
    # start-to-close timeout (its 60 s plus 60): a bound far from both, which a loaded
    # machine (9 s seen with CI beside four compilers on two cores) stays well within
    assert resumed_after < 60, resumed_after


async def test_a_worker_started_after_a_kill_resumes_at_once_and_mends_a_torn_journal(
    client: Client, workers: Workers, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    """The worker dies mid-session, half way through writing a journal entry; another
    starts on the host at once. It hands the dead worker's attempt back to Temporal, so
    the session resumes long before the 120 s heartbeat timeout, on a journal whose torn
    line was cut, with no API retry allowed (a lost worker never uses one up)."""
    api.responder = eight_turns()
    req = request(
        workspace,
        verifiers=[verifier("test -f log.txt")],
        heartbeat_timeout_s=120,
        api_retry=ApiRetryConfig(max_attempts=1, rate_limit_max_attempts=1),
    )
    handle = await start_run(client, workers.queue, req)
    first = workers.start()
    await wait_until(lambda: len(api.requests) >= 4, 30, "turn 4 to be requested")
    first.send_signal(signal.SIGKILL)
    first.wait()
    (journal,) = (workers.tmp / "home" / "runs").glob("*/*/attempt-1/session.jsonl")
    with journal.open("a") as fh:
        fh.write('{"e":"tool_result","id":"toolu_torn","blo')  # cut off by the crash
    seen = len(api.requests)
    started_at = time.monotonic()
    workers.start()
    await wait_until(lambda: len(api.requests) > seen, 60, "the session to resume")
    resumed_after = api.requests[seen].at - started_at
    result: RunResult = await asyncio.wait_for(final_result(handle), 60)  # type: ignore[arg-type]
    assert result.final_status == "success", result.error
    # (half the heartbeat timeout: a start on a loaded machine takes seconds, not minutes)
    assert resumed_after < 60, resumed_after
    counts = turn_counts(api)
    assert sorted(counts) == [(1, t) for t in range(1, 10)]
    assert sum(n - 1 for n in counts.values()) <= 1  # only the turn in flight, if any
    assert (workspace / "log.txt").read_text().split() == [str(n) for n in range(1, 9)]
    assert result.session_results[0].worker_restarts == 1
    assert result.session_results[0].transient_retries == 0
    # the torn line is gone, and every entry after it is whole
    lines = journal.read_text().splitlines()
    assert all(json.loads(line) for line in lines)
    assert not list((workers.tmp / "home" / "inflight").glob("*.json"))


async def test_a_second_worker_leaves_a_live_workers_attempts_alone(
    client: Client, workers: Workers, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    api.responder = eight_turns(delay_s=0.2)
    req = request(workspace, verifiers=[verifier("test -f log.txt")], heartbeat_timeout_s=30)
    handle = await start_run(client, workers.queue, req)
    workers.start()
    await wait_until(lambda: len(api.requests) >= 3, 30, "turn 3 to be requested")
    workers.start()  # alive beside the first: nothing of the first's is handed back
    result: RunResult = await asyncio.wait_for(final_result(handle), 60)  # type: ignore[arg-type]
    assert result.final_status == "success"
    assert result.session_results[0].worker_restarts == 0
    assert all(n == 1 for n in turn_counts(api).values())


async def test_worker_killed_mid_verify_runs_the_verifiers_again(
    client: Client, workers: Workers, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    api.responder = f.Scripted([[f.Turn([f.bash("echo ok > out.txt")]), f.done()]])
    slow_check = verifier("echo started >> verify-runs.txt; sleep 2; test -f out.txt")
    req = request(workspace, verifiers=[slow_check], heartbeat_timeout_s=HEARTBEAT_S)
    handle = await start_run(client, workers.queue, req)
    first = workers.start()
    runs = workspace / "verify-runs.txt"
    await wait_until(runs.exists, 30, "the verifier to start")
    first.send_signal(signal.SIGKILL)
    first.wait()
    workers.start()
    result: RunResult = await asyncio.wait_for(final_result(handle), 60)  # type: ignore[arg-type]
    assert result.final_status == "success"
    assert result.attempts == 1
    assert len(result.verification_results) == 1
    assert runs.read_text().split() == ["started", "started"]
    assert len(api.requests) == 2, "the session must not run again"


def start_server(db: Path, port: int, log: Path) -> subprocess.Popen[bytes]:
    cmd = server_command(temporal_binary(), db=db, port=port, ui_port=0, headless=True)
    with log.open("ab") as out:
        proc = subprocess.Popen(cmd, stdout=out, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 30
    while not port_open(port):
        assert proc.poll() is None, log.read_text()
        assert time.monotonic() < deadline, "server did not start"
        time.sleep(0.05)
    return proc


async def test_server_killed_and_restarted_loses_nothing(
    api: f.FakeMessagesAPI, tmp_path: Path, workspace: Path
) -> None:
    port = free_port()
    db = tmp_path / "temporal.db"
    log = tmp_path / "server.log"
    server = start_server(db, port, log)
    workers = Workers(f"127.0.0.1:{port}", api, tmp_path)
    api.responder = eight_turns(delay_s=0.4)
    task = tmp_path / "task.md"
    task.write_text("count to eight")
    run: subprocess.Popen[str] | None = None
    try:
        workers.start()
        run = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "greenloop.cli",
                "run",
                "--workspace",
                str(workspace),
                "--task-file",
                str(task),
                "--test",
                "test -f log.txt",
                "--json",
            ],
            env=workers.env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        await wait_until(lambda: len(api.requests) >= 3, 60, "turn 3 to be requested")
        server.send_signal(signal.SIGKILL)
        server.wait()
        await asyncio.sleep(1.5)
        server = start_server(db, port, log)
        out, err = run.communicate(timeout=120)
        assert run.returncode == 0, err
        result = RunResult.model_validate_json(out)
        assert result.final_status == "success"
        assert result.attempts == 1
        counts = turn_counts(api)
        assert sorted(counts) == [(1, t) for t in range(1, 10)]
        assert sum(n - 1 for n in counts.values()) <= 1
        assert (workspace / "log.txt").read_text().split() == [str(n) for n in range(1, 9)]
    finally:
        if run is not None and run.poll() is None:
            run.kill()
        workers.stop_all()
        server.kill()
        server.wait()


def test_interrupted_run_is_finished_by_the_same_id(
    api: f.FakeMessagesAPI, tmp_path: Path, workspace: Path
) -> None:
    env = embedded_env(tmp_path, api)
    api.responder = eight_turns(delay_s=0.3)
    args = [
        sys.executable,
        "-m",
        "greenloop.cli",
        "run",
        "--workspace",
        str(workspace),
        "--task",
        "count to eight",
        "--id",
        "interrupted-1",
        "--json",
    ]
    first = subprocess.Popen(
        args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    deadline = time.monotonic() + 60
    while len(api.requests) < 3:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    first.send_signal(signal.SIGINT)
    out, err = first.communicate(timeout=30)
    assert first.returncode == 130
    assert out == ""
    assert "greenloop watch interrupted-1" in err
    # the same command again attaches to the open run rather than starting a duplicate
    second = subprocess.run(args, env=env, capture_output=True, text=True, timeout=120, check=False)
    assert second.returncode == 0, second.stderr
    assert "attached to open run interrupted-1" in second.stderr
    result = RunResult.model_validate_json(second.stdout)
    assert result.final_status == "success"
    assert result.attempts == 1
    counts = turn_counts(api)
    assert sorted(counts) == [(1, t) for t in range(1, 10)]
    assert sum(n - 1 for n in counts.values()) <= 1
    assert {r.first_user_text() for r in api.requests} == {"count to eight"}


async def test_a_run_that_closes_while_being_attached_to_is_not_started_again(
    client: Client, workspace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the race behind an interrupted run done twice: its last session finished as the
    # first command shut down, and the second command's worker completed it between that
    # command seeing it open and attaching to it. A start then began a second run.
    wid = f"closing-{uuid.uuid4().hex[:8]}"
    queue = f"nobody-{uuid.uuid4().hex[:8]}"  # no worker: the run stays open until closed
    first = await start_or_attach(client, request(workspace), workflow_id=wid, task_queue=queue)
    assert not first.attached
    described = WorkflowHandle.describe

    async def describe_then_close(handle: WorkflowHandle[Any, Any]) -> Any:
        desc = await described(handle)
        await client.get_workflow_handle(wid).terminate("closed a moment after being seen")
        return desc

    with monkeypatch.context() as m:
        m.setattr(WorkflowHandle, "describe", describe_then_close)
        second = await start_or_attach(
            client, request(workspace), workflow_id=wid, task_queue=queue
        )
    assert second.attached
    latest = await client.get_workflow_handle(wid).describe()
    assert latest.run_id == first.handle.result_run_id  # the run seen open; no new one
    assert latest.status == WorkflowExecutionStatus.TERMINATED
    with pytest.raises(WorkflowFailureError):
        await second.handle.result()


def test_watch_finishes_an_interrupted_run(
    api: f.FakeMessagesAPI, tmp_path: Path, workspace: Path
) -> None:
    env = embedded_env(tmp_path, api)
    api.responder = eight_turns(delay_s=0.3)
    cli = [sys.executable, "-m", "greenloop.cli"]
    first = subprocess.Popen(
        [*cli, "run", "--workspace", str(workspace), "--task", "count", "--id", "watched-1"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 60
    while len(api.requests) < 3:
        assert time.monotonic() < deadline
        time.sleep(0.05)
    first.send_signal(signal.SIGINT)
    first.communicate(timeout=30)
    assert first.returncode == 130
    watched = subprocess.run(
        [*cli, "watch", "watched-1", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert watched.returncode == 0, watched.stderr
    assert RunResult.model_validate_json(watched.stdout).final_status == "success"
    assert sorted(turn_counts(api)) == [(1, t) for t in range(1, 10)]


async def test_history_stays_small_however_loud_the_verifiers(
    client: Client, api: f.FakeMessagesAPI, home: Path, workspace: Path
) -> None:
    from tests.support import Harness

    harness = Harness(client, api, home)
    loud = verifier(
        f"{sys.executable} -c \"import sys; sys.stdout.write(('E   error: x' * 100 + '\\n') * 8700); sys.exit(1)\""
    )
    wf_id = f"loud-{uuid.uuid4().hex[:8]}"
    result = await harness.run(
        request(workspace, verifiers=[loud], max_retries=3), workflow_id=wf_id
    )
    assert result.final_status == "max_retries_exhausted"
    assert result.attempts == 3
    outs = [v.verifiers[0].output_bytes for v in result.verification_results]
    assert all(n >= 10_000_000 for n in outs), outs
    handle = client.get_workflow_handle(wf_id)
    desc = await handle.describe()
    total = desc.raw_description.workflow_execution_info.history_size_bytes
    assert 0 < total <= 1_000_000
    history = await handle.fetch_history()
    biggest = 0
    for event in history.events:
        for field, value in event.ListFields():
            if field.name.endswith("_attributes"):
                biggest = max(biggest, value.ByteSize())
    assert biggest <= 64 * 1024


def test_embedded_server_killed_under_a_run_is_restarted(
    api: f.FakeMessagesAPI, tmp_path: Path, workspace: Path
) -> None:
    home = tmp_path / "home"
    env = embedded_env(tmp_path, api)
    api.responder = eight_turns(delay_s=0.4)
    run = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "greenloop.cli",
            "run",
            "--workspace",
            str(workspace),
            "--task",
            "count to eight",
            "--json",
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        while len(api.requests) < 3:
            assert time.monotonic() < deadline
            time.sleep(0.05)
        os.kill(int((home / "server.pid").read_text()), signal.SIGKILL)
        out, err = run.communicate(timeout=120)
    finally:
        if run.poll() is None:
            run.kill()
    assert run.returncode == 0, err
    assert "restarting it" in err
    result = RunResult.model_validate_json(out)
    assert result.final_status == "success"
    counts = turn_counts(api)
    assert sorted(counts) == [(1, t) for t in range(1, 10)]
    assert sum(n - 1 for n in counts.values()) <= 1
