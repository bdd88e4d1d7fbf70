"""What best of N costs: wall time of a run with --parallel N against one session, and
the price of the workspace copies.

1. Wall time. One ``greenloop server`` (embedded Temporal server and a worker), the fake
   Messages API answering each call after ``--call-s`` seconds (a model's latency): every
   session makes 3 calls (2 bash tool calls, then the answer), then a pytest verifier
   runs. Runs with ``--parallel`` 1, 3 and 4 take turns; the wall time is the server's
   own start-to-close time of each run. Goal: --parallel 3 <= 1.6x --parallel 1.
2. Copies. Making and removing one copy of a 10,000-file workspace (100 directories of
   100 small files) with the code the copy activity uses (``cp -a --reflink=auto``), and
   applying a copy with 10 changed files back (``activities.branches.apply_copy``).

    .venv/bin/python bench/parallel.py [--rounds 3] [--call-s 1.0]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

from activities.branches import apply_copy, copy_path, make_copy, remove_all
from contract.models import RunRequest, VerifierSpec
from contract.names import WORKFLOW_NAME
from greenloop import fakeapi as f

sys.path.insert(0, str(Path(__file__).resolve().parent))
from perf import MODEL, Bench


def _script(call_s: float) -> f.Scripted:
    return f.Scripted(
        [
            [
                f.Turn([f.bash("echo 2 > value.txt")], delay_s=call_s),
                f.Turn([f.bash("cat value.txt")], delay_s=call_s),
                f.Turn([f.text("done")], delay_s=call_s),
            ]
        ]
    )


def _project(ws: Path, files: int = 200) -> None:
    ws.mkdir(parents=True)
    (ws / "test_value.py").write_text(
        "from pathlib import Path\n\n"
        "def test_value():\n    assert Path('value.txt').read_text().strip() == '2'\n"
    )
    for i in range(files):
        (ws / f"module_{i}.py").write_text(f"VALUE = {i}\n" * 20)


async def wall_times(rounds: int, call_s: float) -> dict[int, list[float]]:
    out: dict[int, list[float]] = {1: [], 3: [], 4: []}
    with tempfile.TemporaryDirectory() as tmp:
        bench = Bench(Path(tmp), [], script=_script(call_s), latency_s=0.0)
        await bench.start()
        try:
            for r in range(rounds):
                for n in out:
                    ws = Path(tmp) / f"ws-{r}-{n}"
                    _project(ws)
                    req = RunRequest(
                        task="Make the test pass.",
                        workspace=str(ws),
                        model=MODEL,
                        max_retries=1,
                        parallel=n,
                        verifiers=[
                            VerifierSpec(
                                name="test",
                                kind="test",
                                command=f"{sys.executable} -m pytest -q -p no:cacheprovider",
                            )
                        ],
                    )
                    handle = await bench.client.start_workflow(
                        WORKFLOW_NAME, req, id=f"par-{uuid.uuid4().hex[:8]}", task_queue="greenloop"
                    )
                    await handle.result()
                    desc = await handle.describe()
                    assert desc.close_time is not None
                    out[n].append((desc.close_time - desc.start_time).total_seconds())
                    if (ws.parent / ".greenloop-copies").exists() and any(
                        (ws.parent / ".greenloop-copies").iterdir()
                    ):
                        raise SystemExit("copies were left behind")
        finally:
            bench.stop()
    return out


async def copy_costs(files: int = 10_000, rounds: int = 5) -> tuple[float, float, float]:
    with tempfile.TemporaryDirectory() as tmp:
        ws = Path(tmp) / "ws"
        for d in range(files // 100):
            (ws / f"pkg{d}").mkdir(parents=True)
            for i in range(100):
                (ws / f"pkg{d}" / f"m{i}.py").write_text("x = 1\n" * 50)
        make, remove, apply = [], [], []
        for _ in range(rounds):
            dest = copy_path(ws, "bench", 1, 1)  # where the copy activity puts it
            t0 = time.perf_counter()
            await make_copy(ws, dest)
            make.append(time.perf_counter() - t0)
            for i in range(10):
                (dest / f"pkg{i}" / "m0.py").write_text("x = 2\n")
            t0 = time.perf_counter()
            changed = apply_copy(dest, ws, [])
            apply.append(time.perf_counter() - t0)
            assert len(changed) == 10, changed
            t0 = time.perf_counter()
            assert remove_all(ws, "bench") == 1
            remove.append(time.perf_counter() - t0)
        return statistics.median(make), statistics.median(remove), statistics.median(apply)


async def main(rounds: int, call_s: float) -> None:
    make, remove, apply = await copy_costs()
    print("copies of a 10,000-file workspace (median of 5):")
    print(f"  make   {make * 1000:7.0f} ms  (cp -a --reflink=auto)")
    print(f"  apply  {apply * 1000:7.0f} ms  (10 files changed, the rest compared)")
    print(f"  remove {remove * 1000:7.0f} ms")
    times = await wall_times(rounds, call_s)
    base = statistics.median(times[1])
    print(f"\nwall time of one run, 3 model calls of {call_s:.1f} s, a pytest verifier:")
    for n, values in times.items():
        med = statistics.median(values)
        print(
            f"  --parallel {n}: median {med:5.2f} s  ({med / base:.2f}x)  "
            f"[{', '.join(f'{v:.2f}' for v in values)}]"
        )
    ratio = statistics.median(times[3]) / base
    print(f"\ngoal: --parallel 3 <= 1.6x --parallel 1: {'met' if ratio <= 1.6 else 'MISSED'}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--call-s", type=float, default=1.0)
    args = parser.parse_args()
    asyncio.run(main(args.rounds, args.call_s))
