"""Chaos: N runs while workers are killed with SIGKILL at random; count what survives.

A dev server on a SQLite file (the embedded default's settings), two ``python worker.py``
processes sharing one GREENLOOP_HOME, and N runs of a 6-turn session (each turn appends a
line to the workspace with the bash tool) verified by a check that every line is there
exactly once. While they run, a random live worker is killed every few seconds and a new
one started. Then every run is accounted for:

- completed: a result came back; correct: ``success`` and the workspace is exactly right;
- duplicated: a tool call's effect appears twice, or a second execution of a run id;
- lost: no result before the deadline;
- repeated turns: model turns requested more than once (at most one per kill is the goal);
- resume time: from the replacement worker's start (``--restart-delay`` after the kill,
  default at once) to the next model request of a run that was interrupted. A worker
  that starts on the host hands back the dead worker's attempts (activities/inflight.py),
  so they resume at once; the surviving worker would otherwise pick them up only after
  the heartbeat timeout.

    .venv/bin/python bench/chaos.py [--runs 12] [--kills 4] [--heartbeat 30] [--turn-delay 1]
                                    [--restart-delay 0]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections import Counter
from pathlib import Path

from temporalio.client import Client, WorkflowExecutionStatus
from temporalio.contrib.pydantic import pydantic_data_converter

from contract.models import RunRequest, RunResult, VerifierSpec
from contract.names import WORKFLOW_NAME
from greenloop import fakeapi as f
from greenloop.config import Settings
from greenloop.embedded import EmbeddedServer
from greenloop.runner import final_result

ROOT = Path(__file__).resolve().parent.parent
TURNS = 6


def _free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Fleet:
    def __init__(self, env: dict[str, str], logs: Path) -> None:
        self.env = env
        self.logs = logs
        self.procs: list[subprocess.Popen[bytes]] = []

    def start(self) -> None:
        log = (self.logs / f"worker-{len(self.procs)}.log").open("wb")
        self.procs.append(
            subprocess.Popen(
                [sys.executable, "worker.py", "--sandbox", "none"],
                cwd=ROOT,
                env=self.env,
                stdout=log,
                stderr=subprocess.STDOUT,
            )
        )
        log.close()

    def live(self) -> list[subprocess.Popen[bytes]]:
        return [p for p in self.procs if p.poll() is None]

    def stop(self) -> None:
        for p in self.live():
            p.send_signal(signal.SIGTERM)
        for p in self.procs:
            try:
                p.wait(10)
            except subprocess.TimeoutExpired:
                p.kill()


async def main(
    runs: int, kills: int, heartbeat_s: float, seed: int, turn_delay: float, restart_delay: float
) -> None:
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        settings = Settings(
            home=tmp / "home",
            temporal_address=None,
            namespace="default",
            task_queue=f"chaos-{uuid.uuid4().hex[:6]}",
            temporal_port=_free_port(),
            ui_port=_free_port(),
            model="claude-sonnet-5-5",
        )
        server = EmbeddedServer(settings, headless=True)
        server.ensure()
        script = f.Scripted(
            [
                [
                    f.Turn([f.bash(f"echo {n} >> log.txt")], delay_s=turn_delay)
                    for n in range(1, TURNS + 1)
                ]
                + [f.done()]
            ]
        )
        api = f.FakeMessagesAPI(script).start()
        env = dict(
            os.environ,
            TEMPORAL_ADDRESS=settings.address,
            GREENLOOP_TASK_QUEUE=settings.task_queue,
            GREENLOOP_HOME=str(settings.home),
            ANTHROPIC_BASE_URL=api.url,
            ANTHROPIC_API_KEY="chaos-not-a-key",
        )
        fleet = Fleet(env, tmp)
        expected = "".join(f"{n}\n" for n in range(1, TURNS + 1))
        check = f'test "$(cat log.txt)" = "$(seq 1 {TURNS})"'
        try:
            client = await Client.connect(settings.address, data_converter=pydantic_data_converter)
            fleet.start()
            fleet.start()
            workspaces: dict[str, Path] = {}
            handles = []
            for i in range(runs):
                ws = tmp / f"ws-{i}"
                ws.mkdir()
                wf_id = f"chaos-{i}"
                workspaces[wf_id] = ws
                req = RunRequest(
                    task=f"run {i}",
                    workspace=str(ws),
                    verifiers=[VerifierSpec(name="check", kind="test", command=check)],
                    model=settings.model,
                    heartbeat_timeout_s=heartbeat_s,
                )
                handles.append(
                    await client.start_workflow(
                        WORKFLOW_NAME,
                        req,
                        id=wf_id,
                        task_queue=settings.task_queue,
                        result_type=RunResult,
                    )
                )
            kill_times: list[float] = []
            restart_times: list[float] = []
            t_start = time.monotonic()

            async def killer() -> None:
                for _ in range(kills):
                    await asyncio.sleep(rng.uniform(1.5, 4.0))
                    live = fleet.live()
                    if not live:
                        continue
                    # the oldest live worker: it holds the sessions (a fresh one starts
                    # idle, and a random pick often killed only idle workers)
                    victim = live[0]
                    victim.send_signal(signal.SIGKILL)
                    victim.wait()
                    kill_times.append(time.monotonic())
                    await asyncio.sleep(restart_delay)
                    restart_times.append(time.monotonic())
                    fleet.start()

            kill_task = asyncio.create_task(killer())
            results: dict[str, RunResult | None] = {}
            deadline = 60 + runs * 6 + kills * (heartbeat_s + restart_delay + 5)

            async def collect(h: object) -> None:
                wf_id = h.id  # type: ignore[attr-defined]
                try:
                    results[wf_id] = await asyncio.wait_for(final_result(h), deadline)  # type: ignore[arg-type]
                except TimeoutError:
                    results[wf_id] = None

            await asyncio.gather(*(collect(h) for h in handles))
            await kill_task
            elapsed = time.monotonic() - t_start
            # a second execution of any run id would be a duplicate run
            executions: Counter[str] = Counter()
            async for wf in client.list_workflows(f"WorkflowType='{WORKFLOW_NAME}'"):
                if wf.id.startswith("chaos-") and wf.status != WorkflowExecutionStatus.RUNNING:
                    executions[wf.id] += 1
        finally:
            fleet.stop()
            api.stop()
            server.stop()

        completed = sum(1 for r in results.values() if r is not None)
        correct = sum(
            1
            for wf_id, r in results.items()
            if r is not None
            and r.final_status == "success"
            and (workspaces[wf_id] / "log.txt").read_text() == expected
        )
        duplicated = sum(1 for n in executions.values() if n > 1) + sum(
            1
            for wf_id in results
            if (workspaces[wf_id] / "log.txt").exists()
            and len((workspaces[wf_id] / "log.txt").read_text().split())
            != len(set((workspaces[wf_id] / "log.txt").read_text().split()))
        )
        lost = sum(1 for r in results.values() if r is None)
        by_path = {str(ws.resolve()): wf_id for wf_id, ws in workspaces.items()}
        by_run: dict[str, list[f.Request]] = {}
        for req_ in api.requests:
            m = re.search(r"The workspace is (\S+?); it is", req_.system)
            by_run.setdefault(by_path.get(m.group(1) if m else "", "?"), []).append(req_)
        repeated = 0
        worst = 0  # most repeats of one run, per kill that interrupted it
        resumes = []
        interrupted = 0
        for wf_id, reqs in by_run.items():
            reps = sum(n - 1 for n in Counter((r.attempt, r.turn) for r in reqs).values())
            result = results.get(wf_id)
            # the sessions themselves say how often their worker was lost
            hits = sum(s.worker_restarts for s in result.session_results) if result else 0
            times = sorted(r.at for r in reqs)
            for prev, nxt in itertools.pairwise(times):
                # the gap a kill fell into: the session waited there for its new attempt
                inside = [i for i, tk in enumerate(kill_times) if prev < tk < nxt]
                if inside and hits:
                    resumes.append((nxt - kill_times[inside[0]], nxt - restart_times[inside[0]]))
            interrupted += hits
            repeated += reps
            if reps:
                worst = max(worst, reps if hits == 0 else -(-reps // hits))
        print(
            f"runs: {runs}, worker kills: {len(kill_times)}, heartbeat timeout: {heartbeat_s}s, wall: {elapsed:.1f}s"
        )
        print(
            f"completed: {completed}/{runs}  correct: {correct}/{runs}  duplicated: {duplicated}  lost: {lost}"
        )
        print(
            f"interrupted sessions: {interrupted}; repeated model turns: {repeated} "
            f"(at most {worst} per interrupted session; goal <= 1: the turn in flight)"
        )
        if resumes:
            after_kill = [a for a, _ in resumes]
            after_start = [b for _, b in resumes]
            print(
                f"resume after the replacement worker started ({restart_delay:.0f}s after "
                f"the kill): median {statistics.median(after_start):.2f}s, max "
                f"{max(after_start):.2f}s; after the kill: median "
                f"{statistics.median(after_kill):.2f}s, max {max(after_kill):.2f}s; over "
                f"{len(resumes)} interrupted sessions (heartbeat timeout {heartbeat_s:.0f}s)"
            )
        if os.environ.get("CHAOS_DEBUG"):
            t0 = min(r.at for r in api.requests)
            print("kills:", [round(t - t0, 1) for t in kill_times])
            for wf_id, reqs in sorted(by_run.items()):
                print(wf_id, [(r.turn, round(r.at - t0, 1)) for r in reqs])
        ok = (
            correct == runs
            and duplicated == 0
            and lost == 0
            and worst <= 1
            and repeated <= interrupted
        )
        print("result:", "all runs complete and correct" if ok else "FAILED")
        if not ok:
            sys.exit(1)


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=12)
    p.add_argument("--kills", type=int, default=4)
    p.add_argument("--heartbeat", type=float, default=30.0)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--turn-delay", type=float, default=1.0, help="model latency per turn (s)")
    p.add_argument(
        "--restart-delay", type=float, default=0.0, help="seconds from a kill to the new worker"
    )
    a = p.parse_args()
    asyncio.run(main(a.runs, a.kills, a.heartbeat, a.seed, a.turn_delay, a.restart_delay))
