"""The long-running commands: ``run``, ``watch``, ``rerun``, ``batch``, ``worker``, ``server``.

Each owns its process's lifecycle through ``temporal()``: the embedded server (started if
none is up, restarted if it dies, stopped at the end if we started it), the search
attribute pre-flight, and an in-process worker where the command waits on runs. Ctrl-C
never loses a run: it stays in Temporal's database and ``greenloop watch ID`` (or
``greenloop server``) finishes it.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import sys
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

from anthropic import AsyncAnthropic
from temporalio.api.enums.v1 import IndexedValueType
from temporalio.api.operatorservice.v1 import (
    AddSearchAttributesRequest,
    ListSearchAttributesRequest,
)
from temporalio.client import Client, WorkflowHandle
from temporalio.service import RPCError

from contract.errors import ConfigError
from contract.models import RunRequest, RunResult
from contract.names import EXIT_CODES, SEARCH_ATTRIBUTES
from greenloop import logs, telemetry
from greenloop.config import Settings, WorkerOptions
from greenloop.console import NOTHING_CHECKED, Console
from greenloop.embedded import EmbeddedServer, port_open
from greenloop.runner import (
    WorkspaceInUse,
    start_alone,
    wait_for_result,
)
from greenloop.worker import (
    build_worker,
    check_sandbox,
    connect,
    home_dirs,
    run_until_signalled,
    stop_on_signals,
)

EXIT_FAILED = 1
EXIT_INTERRUPTED = 130

_SA_TYPES = {
    "Keyword": IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
    "Int": IndexedValueType.INDEXED_VALUE_TYPE_INT,
    "Double": IndexedValueType.INDEXED_VALUE_TYPE_DOUBLE,
}


@dataclass
class RunOutcome:
    """How a followed run ended."""

    exit_code: int
    result: RunResult | None = None


STARTING_UP_S = 30.0
"""How long a server that answers "not healthy yet" / Unavailable is waited for: a dev
server's port opens before its frontend serves (seen here as a flaky first connect)."""


async def _connect_or_explain(settings: Settings) -> Client:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + STARTING_UP_S
    while True:
        try:
            return await connect(settings)
        except RuntimeError as exc:
            starting = "not healthy yet" in str(exc) or "code: Unavailable" in str(exc)
            if starting and loop.time() < deadline:
                await asyncio.sleep(0.2)
                continue
            where = (
                settings.temporal_address or f"the embedded server on port {settings.temporal_port}"
            )
            raise ConfigError(f"cannot connect to Temporal at {where}: {exc}") from None


async def ensure_search_attributes(client: Client, namespace: str, *, create: bool) -> list[str]:
    """Make sure greenloop's search attributes exist; returns the ones this call added.

    Without them every workflow task that upserts them fails, and runs hang. ``create``
    adds missing ones (idempotent); otherwise their absence is a configuration error.
    """
    resp = await client.operator_service.list_search_attributes(
        ListSearchAttributesRequest(namespace=namespace)
    )
    missing = {k: v for k, v in SEARCH_ATTRIBUTES.items() if k not in resp.custom_attributes}
    if not missing:
        return []
    if not create:
        raise ConfigError(
            f"search attributes {', '.join(sorted(missing))} are not registered in namespace "
            f"{namespace!r}: run `greenloop setup` once (runs would hang without them)"
        )
    await client.operator_service.add_search_attributes(
        AddSearchAttributesRequest(
            namespace=namespace,
            search_attributes={k: _SA_TYPES[v] for k, v in missing.items()},
        )
    )
    return sorted(missing)


@contextlib.asynccontextmanager
async def temporal(
    settings: Settings,
    console: Console,
    *,
    worker: WorkerOptions | None = None,
    anthropic_client: AsyncAnthropic | None = None,
    task_queue: str | None = None,
    preflight: bool = True,
) -> AsyncIterator[Client]:
    """A connected client, with the embedded server and an in-process worker if asked.

    ``worker`` runs one in-process, on the embedded default only: with TEMPORAL_ADDRESS,
    runs rely on the cluster's own workers. ``preflight`` checks the search attributes
    (``greenloop setup``, which adds them, skips it).
    """
    server: EmbeddedServer | None = None
    watchdog: asyncio.Task[None] | None = None
    if settings.embedded:
        home_dirs(settings)
        server = EmbeddedServer(settings)
        server.ensure()
        if server.started:
            console.info(f"started the embedded Temporal server; UI at {settings.ui_url}")
            watchdog = asyncio.create_task(server.watch(_restart_notice(console)))
    try:
        client = await _connect_or_explain(settings)
        if preflight:
            await ensure_search_attributes(client, settings.namespace, create=settings.embedded)
        async with contextlib.AsyncExitStack() as stack:
            if worker is not None and settings.embedded:
                check_sandbox(worker)  # the in-process worker's minimum; each run warns itself
                await stack.enter_async_context(
                    build_worker(
                        client,
                        settings,
                        options=worker,
                        anthropic_client=anthropic_client,
                        task_queue=task_queue,
                    )
                )
            yield client
    finally:
        if watchdog is not None:
            watchdog.cancel()
        if server is not None:
            server.stop()


async def follow(
    handle: WorkflowHandle[Any, RunResult], console: Console, *, as_json: bool
) -> RunOutcome:
    """Wait for a run with progress; print its result; the exit code of ``run``."""
    stop = asyncio.Event()
    with stop_on_signals(stop), console.live(handle.id) as progress:
        waiter = asyncio.ensure_future(wait_for_result(handle, on_progress=progress))
        stopper = asyncio.ensure_future(stop.wait())
        await asyncio.wait({waiter, stopper}, return_when=asyncio.FIRST_COMPLETED)
        stopper.cancel()
        if not waiter.done():
            waiter.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await waiter
    if not waiter.done() or waiter.cancelled():
        console.warn(
            f"interrupted; run {handle.id} is saved and goes on when a worker is up. Come back "
            f"with `greenloop watch {handle.id}` (or keep `greenloop server` running to let "
            "it finish)"
        )
        return RunOutcome(EXIT_INTERRUPTED)
    result = waiter.result()
    for note in dict.fromkeys(s.sandbox_note for s in result.session_results if s.sandbox_note):
        console.warn(f"run {handle.id}: {note}")
    if as_json:
        sys.stdout.write(result.model_dump_json() + "\n")
        sys.stdout.flush()
    else:
        console.result(result)
    return RunOutcome(EXIT_CODES[result.final_status], result)


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
    memo: dict[str, Any] | None = None,
) -> RunOutcome:
    """Start (or attach to) a run and, unless detached, follow it to its result."""
    port_open_before = settings.embedded and port_open(settings.temporal_port)
    if settings.embedded and detach and not port_open_before:
        raise ConfigError(
            "--detach needs a server that stays up: start `greenloop server` in another "
            "terminal first (or set TEMPORAL_ADDRESS)"
        )
    queue = task_queue or settings.task_queue
    in_process = settings.embedded and not detach
    async with temporal(
        settings,
        console,
        worker=(worker_options or WorkerOptions()) if in_process else None,
        anthropic_client=anthropic_client,
        task_queue=queue,
    ) as client:
        try:
            [started] = await start_alone(
                client, settings.home, [(workflow_id, req)], task_queue=queue, memo=memo
            )
        except WorkspaceInUse as exc:
            raise ConfigError(
                f"--workspace {req.workspace} is in use by open run {exc.busy}: two runs "
                "must never edit one workspace at once (wait for it, or `greenloop "
                f"cancel {exc.busy}`)"
            ) from None
        verb = "attached to open run" if started.attached else "started run"
        console.info(f"{verb} {workflow_id}")
        if not req.verifiers:
            console.warn(NOTHING_CHECKED)
        if not in_process or port_open_before:
            console.info(handoff_notice(settings, req, beside_ours=in_process))
        if settings.embedded:
            console.info(
                f"watch it in the Temporal UI: {settings.ui_url}/namespaces/"
                f"{settings.namespace}/workflows/{workflow_id}"
            )
        if detach:
            out = json.dumps({"workflow_id": workflow_id}) if as_json else workflow_id
            sys.stdout.write(out + "\n")
            return RunOutcome(0)
        return await follow(started.handle, console, as_json=as_json)


def handoff_notice(settings: Settings, req: RunRequest, *, beside_ours: bool) -> str:
    """One line for a run that other workers execute (``beside_ours``: they may, beside
    this command's own worker): whose settings apply."""
    c = req.confinement
    net = "network" if c.allow_network else "no network"
    if c.verifier_network:
        net += ", verifiers with network"
    protected = f", {len(c.protect)} protected pattern(s)" if c.protect else ""
    where = (
        f"the workers of {settings.temporal_address}"
        if not settings.embedded
        else f"the running greenloop server on port {settings.temporal_port}"
        + (" (or this command's worker)" if beside_ours else "")
    )
    return (
        f"this run is executed by {where}: they apply its confinement (--sandbox "
        f"{c.sandbox}, {net}{protected}), with their own ANTHROPIC_* settings"
    )


def _checked_sandbox(options: WorkerOptions, console: Console) -> WorkerOptions:
    warning = check_sandbox(options)
    if warning:
        console.warn(warning)
    return options


def _minimum(options: WorkerOptions) -> str:
    if options.sandbox == "bwrap":
        return "every command sandboxed with bwrap"
    return "each run's --sandbox applies"


def _observed(options: WorkerOptions) -> str:
    """What the startup line says about metrics and traces, if either is on."""
    parts = []
    if options.metrics_port is not None:
        host, port = telemetry.parse_bind(options.metrics_port)
        parts.append(f"metrics at http://{host}:{port}/metrics")
    if telemetry.tracing_wanted():
        parts.append(f"traces over OTLP ({telemetry.protocol()})")
    return "; " + ", ".join(parts) if parts else ""


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
        async with telemetry.serving_metrics(options.metrics_port):
            client = await _connect_or_explain(settings)
            with contextlib.suppress(ConfigError, RPCError):
                # a missing attribute hangs runs, not workers: say so, but serve anyway
                try:
                    await ensure_search_attributes(client, settings.namespace, create=False)
                except ConfigError as exc:
                    console.warn(str(exc))
            worker = build_worker(client, settings, options=checked)
            await run_until_signalled(
                worker,
                lambda: console.info(
                    f"worker serving task queue {settings.task_queue!r} on {settings.address} "
                    f"(namespace {settings.namespace}, {_minimum(checked)}){_observed(options)};"
                    " Ctrl-C stops it"
                ),
            )
        console.info("worker stopped")

    asyncio.run(main())
    return 0


def server_command(settings: Settings, *, headless: bool, options: WorkerOptions) -> int:
    """``greenloop server``: embedded server, UI and a worker until Ctrl-C."""
    logs.configure(logging.INFO)
    console = Console()

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
            checked = _checked_sandbox(options, console)
            async with telemetry.serving_metrics(options.metrics_port):
                client = await _connect_or_explain(settings)
                await ensure_search_attributes(client, settings.namespace, create=True)
                worker = build_worker(client, settings, options=checked)
                await run_until_signalled(
                    worker,
                    lambda: console.info(
                        f"worker serving task queue {settings.task_queue!r}{_observed(options)};"
                        " Ctrl-C stops both"
                    ),
                )
        finally:
            watchdog.cancel()
            server.stop()
        console.info("stopped")

    asyncio.run(main())
    return 0
