"""What confinement costs: per bash command, and per verifier run.

1. Runs ``true`` through the bash tool (``execute_tool``: setpriv prefix, own process
   group, output capture) with ``--sandbox none`` and with ``bwrap``.
2. Runs the verifier activity itself (``run_verifiers`` in Temporal's
   ``ActivityEnvironment``: protected-path revert and check, toolchain discovery, the
   jail, a private HOME, a capped log, the summarizer) on one verifier ``true``, with
   ``none`` and ``bwrap``, and with ``bwrap`` plus ``--protect tests/`` over 200 test
   files.

Each pair alternates, so drift hits both alike; it prints milliseconds (median, p90).

    .venv/bin/python bench/sandbox.py [--runs 50]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time
from pathlib import Path

from temporalio.testing import ActivityEnvironment

from activities import sandbox
from activities.tools import ToolContext, execute_tool
from activities.verifier import VerifierActivities
from contract.models import Confinement, VerifierSpec, VerifyInput


def _pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


async def _time_one(ctx: ToolContext) -> float:
    t0 = time.perf_counter()
    out = await execute_tool(ctx, "bash", {"command": "true"})
    elapsed = (time.perf_counter() - t0) * 1000
    if out.is_error or out.content != "[exit code 0]":
        raise SystemExit(f"`true` failed under {ctx.sandbox_mode}: {out.content}")
    return elapsed


async def main(runs: int) -> None:
    modes: list[sandbox.Mode] = ["none"]
    mode, warning = sandbox.resolve("auto")
    if mode == "bwrap":
        modes.append("bwrap")
    else:
        print(f"bwrap unavailable, timing none only: {warning}")
    with tempfile.TemporaryDirectory() as tmp:
        ws = Path(tmp, "ws")
        home = Path(tmp, "home")
        ws.mkdir()
        home.mkdir()
        ctxs = {
            m: ToolContext(
                root=ws.resolve(),
                home=home.resolve(),
                env=sandbox.command_env(os.environ, home=home.resolve()),
                sandbox_mode=m,
            )
            for m in modes
        }
        for ctx in ctxs.values():  # warm up: page cache, first exec
            await _time_one(ctx)
        times: dict[str, list[float]] = {m: [] for m in modes}
        for _ in range(runs):
            for m in modes:  # alternate, so drift hits both alike
                times[m].append(await _time_one(ctxs[m]))
    _table(f"`true` through the bash tool, {runs} runs each (ms per command)", times)
    if len(times) == 2:
        extra = statistics.median(times["bwrap"]) - statistics.median(times["none"])
        print(f"bwrap adds {extra:.2f} ms per command (median)\n")
    await verifiers(runs, modes)


def _table(title: str, times: dict[str, list[float]]) -> None:
    print(title)
    print(f"{'mode':<16} {'median':>8} {'mean':>8} {'p90':>8} {'min':>8} {'max':>8}")
    for name, values in times.items():
        print(
            f"{name:<16} {statistics.median(values):8.2f} {statistics.fmean(values):8.2f} "
            f"{_pct(values, 0.9):8.2f} {min(values):8.2f} {max(values):8.2f}"
        )


async def verifiers(runs: int, modes: list[sandbox.Mode]) -> None:
    """The verifier activity end to end, on one verifier ``true``."""
    with tempfile.TemporaryDirectory() as tmp:
        ws = Path(tmp, "ws")
        (ws / "tests").mkdir(parents=True)
        for n in range(200):
            (ws / "tests" / f"test_{n}.py").write_text(f"def test_{n}():\n    pass\n")
        acts = VerifierActivities(home=Path(tmp, "home"))
        env = ActivityEnvironment()
        cases: dict[str, Confinement] = {m: Confinement(sandbox=m) for m in modes}
        if "bwrap" in modes:
            cases["bwrap+protect"] = Confinement(sandbox="bwrap", protect=["tests/"])
        spec = VerifierSpec(name="true", kind="test", command="true")

        async def once(conf: Confinement) -> float:
            inp = VerifyInput(attempt=1, workspace=str(ws), verifiers=[spec], confinement=conf)
            t0 = time.perf_counter()
            result = await env.run(acts.run_verifiers, inp)
            if not result.passed:
                raise SystemExit(f"`true` failed as a verifier: {result}")
            return (time.perf_counter() - t0) * 1000

        for conf in cases.values():
            await once(conf)  # warm up (the first one also takes the protected baseline)
        times: dict[str, list[float]] = {name: [] for name in cases}
        for _ in range(runs):
            for name, conf in cases.items():
                times[name].append(await once(conf))
    _table(f"the verifier activity on `true`, {runs} runs each (ms per verifier run)", times)
    if "bwrap" in times:
        extra = statistics.median(times["bwrap"]) - statistics.median(times["none"])
        print(f"confinement adds {extra:.2f} ms per verifier run (median)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50)
    asyncio.run(main(parser.parse_args().runs))
