"""``greenloop batch``: many runs started together, waited for together, one table.

Every run starts before any is waited on, so they proceed concurrently on the workers
(the in-process one in the embedded mode). Each finished run is reported as it ends; the
table (or ``--json``: a list of RunResults) comes when all have.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

from contract.errors import ConfigError
from contract.models import RunRequest, RunResult
from greenloop.config import Settings, WorkerOptions
from greenloop.console import Console
from greenloop.runner import WorkspaceInUse, final_result, start_alone


async def run_batch(
    settings: Settings,
    requests: list[tuple[str, RunRequest]],
    *,
    console: Console,
    detach: bool,
    as_json: bool,
    worker_options: WorkerOptions,
) -> int:
    """Start every run, then (unless detached) wait for all; exit 0 if all succeeded."""
    from greenloop.commands import temporal

    async with temporal(settings, console, worker=None if detach else worker_options) as client:
        try:
            started = await start_alone(
                client, settings.home, requests, task_queue=settings.task_queue
            )
        except WorkspaceInUse as exc:
            raise ConfigError(str(exc)) from None
        handles = [s.handle for s in started]
        console.info(f"started {len(handles)} run(s)")
        if detach or not settings.embedded:
            where = (
                settings.temporal_address
                or f"the greenloop server on port {settings.temporal_port}"
            )
            console.info(
                f"they are executed by the workers of {where}: each run's own confinement "
                "applies, with those workers' ANTHROPIC_* settings"
            )
        if detach:
            ids = [h.id for h in handles]
            sys.stdout.write((json.dumps(ids) if as_json else "\n".join(ids)) + "\n")
            return 0
        results: dict[str, RunResult] = {}

        async def one(handle: Any) -> None:
            result = await final_result(handle)
            results[handle.id] = result
            console.info(
                f"done {len(results)}/{len(handles)}: {handle.id} {result.final_status} "
                f"after {result.attempts} attempt(s)"
            )

        await asyncio.gather(*(one(h) for h in handles))
    ordered = [results[h.id] for h in handles]
    if as_json:
        sys.stdout.write("[" + ",".join(r.model_dump_json() for r in ordered) + "]\n")
    else:
        rows = [
            [
                h.id,
                r.final_status,
                str(r.attempts),
                f"{r.usage.total:,}",
                f"${r.usage.cost_usd:.4f}" if r.usage.priced else "?",
                (r.error or "")[:80] if r.final_status != "success" else "",
            ]
            for h, r in zip(handles, ordered, strict=True)
        ]
        console.table(None, ["id", "status", "attempts", "tokens", "cost", "error"], rows)
        ok = sum(1 for r in ordered if r.final_status == "success")
        console.out.print(f"{ok}/{len(ordered)} runs succeeded")
    all_ok = all(r.final_status == "success" for r in ordered)
    return 0 if all_ok else 1
