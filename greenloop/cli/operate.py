"""Commands that operate on runs: ``status``, ``list``, ``show``, ``cancel``, ``replay``,
``setup``. They need a server, not a worker."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

import click

from contract.names import UI_STATUSES
from greenloop.cli.app import cli
from greenloop.cli.options import json_option, make_console, run_async
from greenloop.config import Settings


def _ops(
    fn: Callable[..., Coroutine[Any, Any, int]],
    *args: Any,
    preflight: bool = True,
    **kwargs: Any,
) -> int:
    """Run an operator command with a connected client (no worker)."""
    settings = Settings.from_env()

    async def go() -> int:
        from greenloop.commands import temporal

        console = make_console()
        async with temporal(settings, console, preflight=preflight) as client:
            return await fn(client, console, *args, **kwargs)

    return run_async(go())


@cli.command()
@click.argument("workflow_id")
@json_option
def status(workflow_id: str, as_json: bool) -> int:
    """Phase, attempt n/N and any transient API retry in progress."""
    from greenloop import ops

    return _ops(ops.status, workflow_id, as_json=as_json)


@cli.command(name="list")
@click.option(
    "--status",
    "status_filter",
    type=click.Choice([("success" if s == "succeeded" else s) for s in UI_STATUSES]),
    help="Only runs with this status (running, verifying and retrying while they run).",
)
@click.option("--limit", type=click.IntRange(min=1), default=20, show_default=True)
@json_option
def list_(status_filter: str | None, limit: int, as_json: bool) -> int:
    """Recent runs, newest first (the search attribute GreenloopStatus filters them)."""
    from greenloop import ops

    return _ops(ops.list_runs, status_filter=status_filter, limit=limit, as_json=as_json)


@cli.command()
@click.argument("workflow_id")
@click.option(
    "--diff",
    type=click.IntRange(min=1),
    default=None,
    metavar="K",
    help="Print what attempt K changed in the workspace (from its snapshots).",
)
@json_option
def show(workflow_id: str, diff: int | None, as_json: bool) -> int:
    """A run attempt by attempt: session, tokens, durations, verifiers, digests."""
    from greenloop import ops

    settings = Settings.from_env()
    return _ops(ops.show, settings, workflow_id, as_json=as_json, diff=diff)


@cli.command()
@click.argument("workflow_id")
@json_option
def cancel(workflow_id: str, as_json: bool) -> int:
    """Cancel a run: its session stops calling the model within seconds; it ends cancelled."""
    from greenloop import ops

    return _ops(ops.cancel, workflow_id, as_json=as_json)


@cli.command()
@click.argument("target", metavar="ID|FILE")
@json_option
def replay(target: str, as_json: bool) -> int:
    """Replay a run's history with the current code: exit 0 if deterministic, else 1.

    TARGET is a run id (its history is fetched) or a history JSON file (as `temporal
    workflow show --output json` writes, or tests/histories/*.json).
    """
    from greenloop import ops

    if Path(target).is_file():

        async def offline() -> int:
            return await ops.replay(None, make_console(), target, as_json=as_json)

        return run_async(offline())
    return _ops(ops.replay, target, as_json=as_json)


@cli.command()
@json_option
def setup(as_json: bool) -> int:
    """Register greenloop's search attributes on the cluster (idempotent).

    Needed once per namespace on an external cluster (TEMPORAL_ADDRESS); the embedded
    server registers them itself.
    """
    from greenloop import ops

    settings = Settings.from_env()
    return _ops(ops.setup, settings.namespace, as_json=as_json, preflight=False)
