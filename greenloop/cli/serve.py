"""Commands that keep a worker up: ``worker`` (same as ``python worker.py``) and
``server`` (the embedded server, its UI and a worker)."""

from __future__ import annotations

import click

from greenloop.cli.app import cli
from greenloop.cli.options import fail, worker_options
from greenloop.config import Settings, WorkerOptions, has_api_credentials


@cli.command()
@worker_options(standing=True)
def worker(worker: WorkerOptions) -> int:
    """Run a worker (the same as `python worker.py`) until Ctrl-C or SIGTERM.

    Connects to TEMPORAL_ADDRESS (with TEMPORAL_NAMESPACE, TEMPORAL_API_KEY, TEMPORAL_TLS*),
    or to the embedded server on GREENLOOP_TEMPORAL_PORT, and serves the task queue
    GREENLOOP_TASK_QUEUE (default: greenloop). Needs ANTHROPIC_API_KEY.
    """
    from greenloop.commands import worker_command

    settings = Settings.from_env()
    if not has_api_credentials():
        fail("ANTHROPIC_API_KEY is not set: the worker calls the Anthropic API")
    return worker_command(settings, worker)


@cli.command()
@click.option("--headless", is_flag=True, help="Without the Temporal UI.")
@worker_options(standing=True)
def server(headless: bool, worker: WorkerOptions) -> int:
    """Keep the embedded Temporal server up, with the UI and a worker, until Ctrl-C.

    Runs started with --detach, and runs whose `greenloop run` was interrupted, make
    progress while it is up. Its state is a SQLite file under GREENLOOP_HOME.
    """
    from greenloop.commands import server_command

    settings = Settings.from_env()
    if not settings.embedded:
        fail("TEMPORAL_ADDRESS is set: `greenloop server` only runs the embedded server")
    if not has_api_credentials():
        fail("ANTHROPIC_API_KEY is not set: the server's worker calls the Anthropic API")
    return server_command(
        settings,
        headless=headless,
        options=worker,
    )
