"""The long-running commands: ``run``, ``worker``, ``server`` (and the demo's run).

Each owns its process's lifecycle: the embedded server (if it started one), an in-process
worker, and signals. Ctrl-C never loses a run: it stays in Temporal's database and
``greenloop watch ID`` (or ``greenloop server``) finishes it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from anthropic import AsyncAnthropic
from temporalio.client import Client, WorkflowFailureError

from greenloop import logs
from greenloop.config import Settings
from greenloop.console import Console
from greenloop.embedded import EmbeddedServer, port_open
from greenloop.errors import ConfigError
from greenloop.models import RunRequest, RunResult
from greenloop.runner import EXIT_CODES, describe_failure, start_or_attach, wait_for_result
from greenloop.worker import (
    WorkerOptions,
    build_worker,
    connect,
    home_dirs,
    resolve_sandbox,
    run_until_signalled,
)

EXIT_FAILED = 1
EXIT_INTERRUPTED = 130


@dataclass
class RunOutcome:
    """How ``execute_run`` ended."""

    exit_code: int
    result: RunResult | None = None


async def _connect_or_explain(settings: Settings) -> Client:
    try:
        return await connect(settings)
    except RuntimeError as exc:
        where = settings.temporal_address or f"the embedded server on port {settings.temporal_port}"
        raise ConfigError(f"cannot connect to Temporal at {where}: {exc}") from None


async def _until_signal(stop: asyncio.Event) -> None:
    await stop.wait()


@contextlib.contextmanager
def _signals_set(stop: asyncio.Event) -> Any:
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        yield
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)


async def execute_run(
    settings: Settings,
    req: RunRequest,
    *,
    workflow_id: str,
    console: Console,
    detach: bool = False,
    as_json: bool = False,
    worker_options: WorkerOptions | None = None,
    anthropic_client: AsyncAnthropic | None = None,
    task_queue: str | None = None,
) -> RunOutcome:
    """Start (or attach to) a run and, unless detached, follow it to its result."""
    queue = task_queue or settings.task_queue
    if settings.embedded and not detach:
        worker_options = _checked_sandbox(worker_options or WorkerOptions(), console)
    server: EmbeddedServer | None = None
    if settings.embedded:
        if detach and not port_open(settings.temporal_port):
            raise ConfigError(
                "--detach needs a server that stays up: start `greenloop server` in another "
                "terminal first (or set TEMPORAL_ADDRESS)"
            )
        home_dirs(settings)
        server = EmbeddedServer(settings)
        server.ensure()
        if server.started:
            console.info(f"started the embedded Temporal server; UI at {settings.ui_url}")
    watchdog: asyncio.Task[None] | None = None
    if server is not None and server.started and not detach:
        watchdog = asyncio.create_task(server.watch(_restart_notice(console)))
    try:
        client = await _connect_or_explain(settings)
        async with contextlib.AsyncExitStack() as stack:
            if settings.embedded and not detach:
                worker = build_worker(
                    client,
                    settings,
                    options=worker_options,
                    anthropic_client=anthropic_client,
                    task_queue=queue,
                )
                await stack.enter_async_context(worker)
            started = await start_or_attach(client, req, workflow_id=workflow_id, task_queue=queue)
            verb = "attached to open run" if started.attached else "started run"
            console.info(f"{verb} {workflow_id}")
            if settings.embedded:
                console.info(
                    f"watch it in the Temporal UI: {settings.ui_url}/namespaces/"
                    f"{settings.namespace}/workflows/{workflow_id}"
                )
            if detach:
                if as_json:
                    sys.stdout.write(f'{{"workflow_id": "{workflow_id}"}}\n')
                else:
                    sys.stdout.write(workflow_id + "\n")
                return RunOutcome(0)
            stop = asyncio.Event()
            with _signals_set(stop):
                waiter = asyncio.ensure_future(
                    wait_for_result(started.handle, on_progress=console.progress)
                )
                stopper = asyncio.ensure_future(_until_signal(stop))
                await asyncio.wait({waiter, stopper}, return_when=asyncio.FIRST_COMPLETED)
                stopper.cancel()
                if not waiter.done():
                    waiter.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await waiter
                    console.warn(
                        f"interrupted; run {workflow_id} is saved and goes on when a worker "
                        f"is up. Come back with `greenloop watch {workflow_id}` (or keep "
                        "`greenloop server` running to let it finish)"
                    )
                    return RunOutcome(EXIT_INTERRUPTED)
            try:
                result = waiter.result()
            except WorkflowFailureError as err:
                console.warn(f"run {workflow_id} failed: {describe_failure(err)}")
                return RunOutcome(EXIT_FAILED)
            if as_json:
                sys.stdout.write(result.model_dump_json() + "\n")
                sys.stdout.flush()
            else:
                console.result(result)
            return RunOutcome(EXIT_CODES[result.final_status], result)
    finally:
        if watchdog is not None:
            watchdog.cancel()
        if server is not None:
            server.stop()


def _checked_sandbox(options: WorkerOptions, console: Console) -> WorkerOptions:
    checked, warning = resolve_sandbox(options)
    if warning:
        console.warn(warning)
    return checked


def _restart_notice(console: Console) -> Callable[[int | None], None]:
    def notice(code: int | None) -> None:
        console.warn(f"the embedded Temporal server exited (code {code}); restarting it")

    return notice


def run_command(
    settings: Settings,
    req: RunRequest,
    *,
    workflow_id: str,
    detach: bool,
    as_json: bool,
    worker_options: WorkerOptions | None = None,
) -> int:
    """``greenloop run``."""
    logs.configure()
    outcome = asyncio.run(
        execute_run(
            settings,
            req,
            workflow_id=workflow_id,
            console=Console(),
            detach=detach,
            as_json=as_json,
            worker_options=worker_options,
        )
    )
    return outcome.exit_code


def worker_command(settings: Settings, options: WorkerOptions) -> int:
    """``greenloop worker`` / ``python worker.py``: serve until SIGINT or SIGTERM."""
    logs.configure(logging.INFO)
    console = Console()

    async def main() -> None:
        if settings.embedded and not port_open(settings.temporal_port):
            raise ConfigError(
                f"no Temporal server on 127.0.0.1:{settings.temporal_port}: start "
                "`greenloop server`, or set TEMPORAL_ADDRESS to your cluster"
            )
        home_dirs(settings)
        checked = _checked_sandbox(options, console)
        client = await _connect_or_explain(settings)
        worker = build_worker(client, settings, options=checked)
        console.info(
            f"worker serving task queue {settings.task_queue!r} on {settings.address} "
            f"(namespace {settings.namespace}); Ctrl-C stops it"
        )
        await run_until_signalled(worker)
        console.info("worker stopped")

    asyncio.run(main())
    return 0


def server_command(settings: Settings, *, headless: bool, options: WorkerOptions) -> int:
    """``greenloop server``: embedded server, UI and a worker until Ctrl-C."""
    logs.configure(logging.INFO)
    console = Console()
    options = _checked_sandbox(options, console)

    async def main() -> None:
        home_dirs(settings)
        server = EmbeddedServer(settings, headless=headless)
        server.ensure()
        watchdog = asyncio.create_task(server.watch(_restart_notice(console)))
        try:
            if server.started:
                ui = "" if headless else f"; UI at {settings.ui_url}"
                console.info(
                    f"Temporal dev server on 127.0.0.1:{settings.temporal_port}{ui}; "
                    f"state in {settings.home / 'temporal.db'}"
                )
            else:
                console.warn(
                    f"a server is already listening on port {settings.temporal_port}; "
                    "serving it with a worker (it stops when whoever started it stops)"
                )
            client = await _connect_or_explain(settings)
            worker = build_worker(client, settings, options=options)
            console.info(f"worker serving task queue {settings.task_queue!r}; Ctrl-C stops both")
            await run_until_signalled(worker)
        finally:
            watchdog.cancel()
            server.stop()
        console.info("stopped")

    asyncio.run(main())
    return 0
