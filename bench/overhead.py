"""Per-attempt orchestration overhead of greenloop on the embedded default.

A run whose model answers at once (the fake Messages API, no latency) and whose verifier
is ``true``: everything the run costs beyond the model and the verifier is greenloop's
and Temporal's. Runs go one after another on the embedded dev server (SQLite file, WAL),
with greenloop's in-process worker, exactly as ``greenloop run`` sets them up.

Figures: run duration from the server's own start and close times; "in activities" is
what the session and verifier activities measured themselves; the overhead is the rest.

    .venv/bin/python bench/overhead.py [--runs 30]
"""

from __future__ import annotations

import argparse
import asyncio
import socket
import statistics
import tempfile
import time
from pathlib import Path

from anthropic import AsyncAnthropic

from greenloop import fakeapi as f
from greenloop.config import Settings
from greenloop.embedded import EmbeddedServer
from greenloop.models import RunRequest, RunResult, VerifierSpec
from greenloop.worker import WorkerOptions, build_worker, connect
from workflows.verify_loop import WORKFLOW_NAME


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


async def main(runs: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        ws = Path(tmp) / "ws"
        ws.mkdir()
        settings = Settings(
            home=home,
            temporal_address=None,
            namespace="default",
            task_queue="bench-overhead",
            temporal_port=_free_port(),
            ui_port=_free_port(),
            model="claude-sonnet-5-5",
        )
        server = EmbeddedServer(settings, headless=True)
        server.ensure()
        try:
            with f.FakeMessagesAPI(f.Scripted([[f.done()]])) as api:
                client = await connect(settings)
                anthropic_client = AsyncAnthropic(base_url=api.url, api_key="bench", max_retries=0)
                worker = build_worker(
                    client,
                    settings,
                    options=WorkerOptions(sandbox="none"),
                    anthropic_client=anthropic_client,
                )
                req = RunRequest(
                    task="answer at once",
                    workspace=str(ws),
                    verifiers=[VerifierSpec(name="ok", kind="custom", command="true")],
                    model=settings.model,
                )
                totals, inside, walls = [], [], []
                async with worker:
                    for i in range(runs + 3):
                        t0 = time.perf_counter()
                        handle = await client.start_workflow(
                            WORKFLOW_NAME,
                            req,
                            id=f"bench-overhead-{i}",
                            task_queue=settings.task_queue,
                            result_type=RunResult,
                        )
                        result = await handle.result()
                        wall = time.perf_counter() - t0
                        desc = await handle.describe()
                        assert result.final_status == "success", result
                        assert desc.start_time
                        assert desc.close_time
                        if i < 3:  # warm-up: first workflow tasks, SSL contexts, imports
                            continue
                        total_ms = (desc.close_time - desc.start_time).total_seconds() * 1000
                        act_ms = sum(s.duration_ms for s in result.session_results) + sum(
                            v.duration_ms for v in result.verification_results
                        )
                        totals.append(total_ms)
                        inside.append(act_ms)
                        walls.append(wall * 1000)
        finally:
            server.stop()
    overhead = [t - a for t, a in zip(totals, inside, strict=True)]
    print(f"runs: {runs} (1 attempt each: model answers at once, verifier `true`)")
    print(
        f"run duration (server start->close): median {statistics.median(totals):.1f} ms, p90 {_pct(totals, 0.9):.1f} ms"
    )
    print(f"in activities (model call + verifier): median {statistics.median(inside):.1f} ms")
    print(
        f"orchestration overhead per attempt: median {statistics.median(overhead):.1f} ms, p90 {_pct(overhead, 0.9):.1f} ms"
    )
    print(f"client wall time (start -> result): median {statistics.median(walls):.1f} ms")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    asyncio.run(main(parser.parse_args().runs))
