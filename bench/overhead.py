"""Per-attempt orchestration overhead of greenloop on the embedded default.

A run whose model answers at once (the fake Messages API, no latency) and whose verifier
is ``true``: everything the run costs beyond the model and the verifier is greenloop's
and Temporal's. The runs execute on a real ``greenloop server`` (embedded dev server on
a SQLite file, its worker, the sandbox as configured), started by this script; the fake
model runs in this process, as a remote API would run elsewhere.

Figures: run duration from the server's own start and close times; "in activities" is
what the session and verifier activities measured themselves; the overhead is the rest.

    .venv/bin/python bench/overhead.py [--runs 30]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from perf import Bench

from contract.models import RunResult
from greenloop import fakeapi as f


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


async def main(runs: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        b = Bench(Path(tmp), [], script=f.Scripted([[f.done()]]), latency_s=0.0)
        try:
            await b.start()
            floor = []
            for i in range(runs + 3):
                ms = await b.duration(await b.floor_run())
                if i >= 3:
                    floor.append(ms)
            totals, inside = [], []
            for i in range(runs + 3):
                handle = await b.greenloop()
                total_ms = await b.duration(handle)
                result = RunResult.model_validate(await handle.result())
                assert result.final_status == "success", result
                if i < 3:  # warm-up: first workflow tasks, SSL contexts, imports
                    continue
                totals.append(total_ms)
                inside.append(
                    sum(s.duration_ms for s in result.session_results)
                    + sum(v.duration_ms for v in result.verification_results)
                )
        finally:
            b.stop()
    overhead = [t - a for t, a in zip(totals, inside, strict=True)]
    print(
        f"runs: {runs} (1 attempt each: model answers at once, verifier `true`; greenloop server)"
    )
    print(
        f"run duration (server start->close): median {statistics.median(totals):.1f} ms, p90 {_pct(totals, 0.9):.1f} ms"
    )
    print(f"in activities (model call + verifier): median {statistics.median(inside):.1f} ms")
    print(
        f"orchestration overhead per attempt: median {statistics.median(overhead):.1f} ms, p90 {_pct(overhead, 0.9):.1f} ms"
    )
    print(
        f"the floor (bench/floor.py) on the same server, same instant model: median "
        f"{statistics.median(floor):.1f} ms per run, p90 {_pct(floor, 0.9):.1f} ms"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    asyncio.run(main(parser.parse_args().runs))
    os._exit(0)
