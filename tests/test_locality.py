"""Workspace locality: a run's activities execute on the host that claimed it.

Two ``python worker.py`` processes stand for two hosts (GREENLOOP_HOST_ID tells them
apart, each with its own GREENLOOP_HOME). Each run's history says which worker started
each activity; all of a run's sessions and verifiers must name the same one.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from temporalio.client import Client
from temporalio.testing import WorkflowEnvironment

from activities.conversation import INTERRUPTED_TOOL
from contract.models import RunResult
from greenloop import fakeapi as f
from greenloop.runner import final_result, start_or_attach
from tests.support import request, verifier

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.slow


_START_S = 120.0
"""How long a worker process may take to serve: a ceiling for a machine under load, not a
measure (it returns as soon as the worker says so)."""


class Hosts:
    """Worker processes, one per simulated host, on one task queue."""

    def __init__(self, address: str, api: f.FakeMessagesAPI, tmp: Path, *, shared: bool) -> None:
        self.queue = f"locality-{uuid.uuid4().hex[:6]}"
        self.address = address
        self.api = api
        self.tmp = tmp
        self.shared = shared
        self.procs: dict[str, subprocess.Popen[bytes]] = {}

    def start(self, host: str) -> subprocess.Popen[bytes]:
        env = dict(
            os.environ,
            TEMPORAL_ADDRESS=self.address,
            GREENLOOP_TASK_QUEUE=self.queue,
            GREENLOOP_HOST_ID=host,
            # shared storage shares GREENLOOP_HOME too (journals): else each host has its own
            GREENLOOP_HOME=str(self.tmp / ("home" if self.shared else f"home-{host}")),
            ANTHROPIC_BASE_URL=self.api.url,
            ANTHROPIC_API_KEY="sk-test-not-real",
        )
        if self.shared:
            env["GREENLOOP_SHARED_WORKSPACES"] = "1"
        log = (self.tmp / f"{host}.log").open("wb")
        proc = subprocess.Popen(
            [sys.executable, "worker.py", "--sandbox", "none"],
            cwd=ROOT,
            env=env,
            stdout=log,
            stderr=subprocess.STDOUT,
        )
        log.close()
        self.procs[host] = proc
        return proc

    async def ready(self, host: str) -> None:
        """Wait until the worker of ``host`` serves its queues (it says so once its workers
        run and its signals are handled: seconds on a loaded machine), or has exited."""
        log = self.tmp / f"{host}.log"
        deadline = time.monotonic() + _START_S
        while time.monotonic() < deadline and self.procs[host].poll() is None:
            if log.exists() and "worker serving" in log.read_text():
                return
            await asyncio.sleep(0.05)
        if log.exists() and "worker serving" in log.read_text():
            return
        raise AssertionError(
            f"{host} did not start (exit {self.procs[host].poll()}): {log.read_text()}"
        )

    def stop(self) -> None:
        for p in self.procs.values():
            if p.poll() is None:
                p.kill()
                p.wait()


@pytest.fixture
def hosts(
    temporal_env: WorkflowEnvironment, api: f.FakeMessagesAPI, tmp_path: Path
) -> Iterator[Hosts]:
    h = Hosts(temporal_env.client.service_client.config.target_host, api, tmp_path, shared=False)
    yield h
    h.stop()


async def activity_workers(client: Client, workflow_id: str) -> dict[str, set[str]]:
    """Which worker identities started each kind of activity in a run."""
    history = await client.get_workflow_handle(workflow_id).fetch_history()
    names: dict[int, str] = {}
    seen: dict[str, set[str]] = {}
    for e in history.events:
        if e.HasField("activity_task_scheduled_event_attributes"):
            names[e.event_id] = e.activity_task_scheduled_event_attributes.activity_type.name
        elif e.HasField("activity_task_started_event_attributes"):
            a = e.activity_task_started_event_attributes
            seen.setdefault(names[a.scheduled_event_id], set()).add(a.identity)
    return seen


async def test_each_run_stays_on_the_worker_that_claimed_it(
    client: Client, hosts: Hosts, api: f.FakeMessagesAPI, tmp_path: Path
) -> None:
    hosts.start("host-a")
    hosts.start("host-b")
    await hosts.ready("host-a")
    await hosts.ready("host-b")
    api.responder = f.Scripted(
        [
            [f.Turn([f.editor("create", "v.txt", file_text="1")], delay_s=0.1), f.done()],
            [f.Turn([f.editor("create", "v.txt", file_text="2")], delay_s=0.1), f.done()],
        ]
    )
    handles = []
    for i in range(10):
        ws = tmp_path / f"ws{i}"
        ws.mkdir()
        req = request(ws, verifiers=[verifier("grep -qx 2 v.txt")])
        started = await start_or_attach(
            client, req, workflow_id=f"loc-{uuid.uuid4().hex[:8]}", task_queue=hosts.queue
        )
        handles.append(started.handle)
    results: list[RunResult] = await asyncio.wait_for(
        asyncio.gather(*(final_result(h) for h in handles)), 120
    )
    assert all(r.final_status == "success" and r.attempts == 2 for r in results)
    claimed_by = []
    for h in handles:
        workers = await activity_workers(client, h.id)
        on_host = workers["run_session"] | workers["run_verifiers"]
        assert len(on_host) == 1, f"{h.id} ran on {on_host}"
        claimed_by.append(next(iter(on_host)))
    # both hosts served runs (the claim is first come, first served)
    assert len(set(claimed_by)) == 2, claimed_by


async def test_killing_the_claiming_worker_fails_the_run_clearly(
    client: Client, hosts: Hosts, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    first = hosts.start("host-a")
    api.responder = lambda req: f.Turn([f.bash("true")], delay_s=0.3)
    req = request(workspace, max_turns=100, heartbeat_timeout_s=2, worker_timeout_s=3)
    started = await start_or_attach(
        client, req, workflow_id=f"lost-{uuid.uuid4().hex[:8]}", task_queue=hosts.queue
    )
    while len(api.requests) < 2:  # noqa: ASYNC110 - the fake records from its own thread
        await asyncio.sleep(0.05)
    hosts.start("host-b")  # another host is up, but does not hold this run's workspace state
    first.send_signal(signal.SIGKILL)
    first.wait()
    result: RunResult = await asyncio.wait_for(final_result(started.handle), 60)
    assert result.final_status == "failed"
    assert "worker host 'host-a'" in (result.error or "")
    assert "GREENLOOP_SHARED_WORKSPACES" in (result.error or "")


async def test_with_shared_workspaces_the_run_moves_to_another_worker(
    client: Client,
    temporal_env: WorkflowEnvironment,
    api: f.FakeMessagesAPI,
    tmp_path: Path,
    workspace: Path,
) -> None:
    hosts = Hosts(temporal_env.client.service_client.config.target_host, api, tmp_path, shared=True)
    try:
        first = hosts.start("host-a")
        turns = [f.Turn([f.bash(f"echo {n} >> log.txt")], delay_s=0.3) for n in range(1, 7)]
        api.responder = f.Scripted([[*turns, f.done()]])
        req = request(
            workspace,
            verifiers=[verifier("test -f log.txt")],
            heartbeat_timeout_s=2,
            worker_timeout_s=3,
        )
        started = await start_or_attach(
            client, req, workflow_id=f"moved-{uuid.uuid4().hex[:8]}", task_queue=hosts.queue
        )
        while len(api.requests) < 3:  # noqa: ASYNC110 - the fake records from its own thread
            await asyncio.sleep(0.05)
        hosts.start("host-b")
        first.send_signal(signal.SIGKILL)
        first.wait()
        result: RunResult = await asyncio.wait_for(final_result(started.handle), 60)
    finally:
        hosts.stop()
    assert result.final_status == "success"
    # it resumed on host-b from the shared journal: every line once, in order; a line is
    # missing only where its tool call was told to the model as interrupted (under load, a
    # missed heartbeat may have handed the session on while a call was running: it is then
    # never run twice)
    lines = (workspace / "log.txt").read_text().split()
    assert lines == sorted(set(lines), key=int), lines
    interrupted = {
        b["tool_use_id"]
        for r in api.requests
        for m in r.messages
        if m["role"] == "user" and isinstance(m["content"], list)
        for b in m["content"]
        if isinstance(b, dict)
        and b.get("type") == "tool_result"
        and INTERRUPTED_TOOL in str(b.get("content"))
    }
    assert len(set(map(str, range(1, 7))) - set(lines)) <= len(interrupted), lines
    workers = await activity_workers(client, started.handle.id)
    (finisher,) = workers["run_session"]
    assert finisher.startswith(f"{hosts.procs['host-b'].pid}@")
    history = await client.get_workflow_handle(started.handle.id).fetch_history()
    kinds = [e.WhichOneof("attributes") for e in history.events]
    # claimed twice (local activities are markers), after a session found no one on host-a
    local = [
        e
        for e in history.events
        if e.HasField("marker_recorded_event_attributes")
        and e.marker_recorded_event_attributes.marker_name == "core_local_activity"
    ]
    assert len(local) == 2
    assert "activity_task_timed_out_event_attributes" in kinds
