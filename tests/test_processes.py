"""Real processes: ``python worker.py``, ``greenloop server`` with ``run --detach``, the demo."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

from activities.sandbox import current_problem
from contract.models import RunResult
from greenloop import fakeapi as f
from greenloop.embedded import port_open
from greenloop.runner import final_result
from tests.support import embedded_env, run_cli

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow


def wait_for(predicate: object, timeout: float = 60.0, what: str = "condition") -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():  # type: ignore[operator]
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_worker_py_stops_cleanly(
    temporal_env: WorkflowEnvironment, tmp_path: Path, api: f.FakeMessagesAPI, sig: int
) -> None:
    env = embedded_env(tmp_path, api)
    env["TEMPORAL_ADDRESS"] = temporal_env.client.service_client.config.target_host
    env["GREENLOOP_TASK_QUEUE"] = "worker-py-test"
    log = tmp_path / "worker.log"
    with log.open("w") as out:
        proc = subprocess.Popen(
            [sys.executable, "worker.py"], cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT
        )
    try:
        wait_for(lambda: "worker serving" in log.read_text(), what="the worker to start")
        proc.send_signal(sig)
        assert proc.wait(15) == 0, log.read_text()
        assert "worker stopped" in log.read_text()
    finally:
        proc.kill()


async def test_server_runs_detached_runs(
    tmp_path: Path, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    """Also: the run decides its confinement. A server started with ``--sandbox none``
    runs a run that asks for ``--sandbox bwrap`` in bubblewrap, session and verifiers."""
    env = embedded_env(tmp_path, api)
    port = int(env["GREENLOOP_TEMPORAL_PORT"])
    api.responder = f.Scripted([[f.Turn([f.bash("echo done > out.txt")]), f.done()]])
    mode = "bwrap" if current_problem() is None else "none"
    log = tmp_path / "server.log"
    with log.open("w") as out:
        server = subprocess.Popen(
            [sys.executable, "-m", "greenloop.cli", "server", "--headless", "--sandbox", "none"],
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    try:
        wait_for(
            lambda: "worker serving" in log.read_text() or server.poll() is not None,
            what="the server and its worker",
        )
        assert "worker serving" in log.read_text(), log.read_text()
        # detached runs are executed by the server's worker: no key is needed here
        keyless = {k: v for k, v in env.items() if k != "ANTHROPIC_API_KEY"}
        started = run_cli(
            [
                "run",
                "--workspace",
                str(workspace),
                "--task",
                "write out.txt",
                "--test",
                "test -f out.txt",
                "--detach",
                "--json",
                "--id",
                "detached-1",
                "--sandbox",
                mode,
            ],
            keyless,
        )
        assert started.returncode == 0, started.stderr
        assert json.loads(started.stdout) == {"workflow_id": "detached-1"}
        # one line says who executes the run, with whose settings
        assert "executed by the running greenloop server" in started.stderr
        assert f"--sandbox {mode}" in started.stderr
        assert "their own ANTHROPIC_* settings" in started.stderr
        client = await Client.connect(f"127.0.0.1:{port}", data_converter=pydantic_data_converter)
        result = await final_result(client.get_workflow_handle("detached-1", result_type=RunResult))
        assert result.final_status == "success"
        assert (workspace / "out.txt").read_text() == "done\n"
        assert result.session_results[0].sandbox == mode
        assert result.verification_results[0].verifiers[0].sandbox == mode
        # watching a finished run needs no key either: it is read back, not run
        watched = run_cli(["watch", "detached-1", "--json"], keyless)
        assert watched.returncode == 0, watched.stderr
        assert RunResult.model_validate_json(watched.stdout) == result
        # a run without verifiers says that nothing will check the agent's work
        unchecked = run_cli(
            ["run", "--workspace", str(workspace), "--task", "x", "--detach", "--id", "detached-2"],
            keyless,
        )
        assert unchecked.returncode == 0, unchecked.stderr
        assert "nothing checked the agent's work" in unchecked.stderr
        await final_result(client.get_workflow_handle("detached-2", result_type=RunResult))
        server.send_signal(signal.SIGINT)
        assert server.wait(20) == 0, log.read_text()
        assert not port_open(port)
    finally:
        server.kill()


def test_demo_shows_a_failed_verification_then_success(tmp_path: Path) -> None:
    env = embedded_env(tmp_path)
    env.pop("ANTHROPIC_API_KEY", None)  # the demo needs none
    proc = subprocess.run(
        [sys.executable, "-m", "greenloop.cli", "demo", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    result = RunResult.model_validate_json(proc.stdout)
    assert result.final_status == "success"
    assert result.attempts == 2
    assert [v.passed for v in result.verification_results] == [False, True]
    assert "test_divide_by_zero" in result.error_history[0]
    assert "scripted model responses" in proc.stderr
    assert "PREVIOUS ATTEMPT 1 FAILED VERIFICATION" in proc.stderr
    assert f"http://127.0.0.1:{env['GREENLOOP_UI_PORT']}" in proc.stderr


def test_worker_keeps_the_api_key_out_of_its_proc_environ(
    temporal_env: WorkflowEnvironment, tmp_path: Path, workspace: Path
) -> None:
    key = "sk-ant-distinctive-" + "9" * 20
    with f.FakeMessagesAPI(api_key=key) as api:
        api.responder = f.Scripted([[f.Turn([f.bash("echo ok > ok.txt")]), f.done()]])
        env = embedded_env(tmp_path, api)
        env.update(
            ANTHROPIC_API_KEY=key,
            TEMPORAL_ADDRESS=temporal_env.client.service_client.config.target_host,
            GREENLOOP_TASK_QUEUE="environ-test",
        )
        log = tmp_path / "worker.log"
        with log.open("w") as out:
            proc = subprocess.Popen(
                [sys.executable, "worker.py", "--sandbox", "none"],
                cwd=ROOT,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
            )
        try:
            wait_for(lambda: "worker serving" in log.read_text(), what="the worker to start")
            environ = Path(f"/proc/{proc.pid}/environ").read_bytes()
            assert key.encode() not in environ
            assert b"GREENLOOP_TASK_QUEUE=environ-test" in environ  # it is the real process
            # the worker still authenticates: the fake refuses any other key
            verify = "test -f ok.txt && ! grep -rq distinctive /proc/$PPID/environ"
            run = subprocess.run(
                [
                    sys.executable, "-m", "greenloop.cli", "run", "--workspace", str(workspace),
                    "--task", "x", "--test", verify, "--json",
                ],
                env=env, capture_output=True, text=True, timeout=60, check=False,
            )  # fmt: skip
            assert run.returncode == 0, run.stderr + log.read_text()
            assert RunResult.model_validate_json(run.stdout).final_status == "success"
            assert all(r.credential() == key for r in api.requests)
        finally:
            proc.send_signal(signal.SIGTERM)
            proc.wait(15)
