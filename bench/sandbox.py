"""What the bubblewrap sandbox costs per bash command.

Runs ``true`` through the bash tool (``execute_tool``: setpriv prefix, own process group,
output capture) with ``--sandbox none`` and with ``bwrap``, alternating, and prints the
milliseconds per command. The difference is what the sandbox adds to every command the
agent runs.

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

from activities import sandbox
from activities.tools import ToolContext, execute_tool


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
    print(f"`true` through the bash tool, {runs} runs each (ms per command)")
    print(f"{'mode':<6} {'median':>8} {'mean':>8} {'p90':>8} {'min':>8} {'max':>8}")
    for name, values in times.items():
        print(
            f"{name:<6} {statistics.median(values):8.2f} {statistics.fmean(values):8.2f} "
            f"{_pct(values, 0.9):8.2f} {min(values):8.2f} {max(values):8.2f}"
        )
    if len(times) == 2:
        extra = statistics.median(times["bwrap"]) - statistics.median(times["none"])
        print(f"bwrap adds {extra:.2f} ms per command (median)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50)
    asyncio.run(main(parser.parse_args().runs))
