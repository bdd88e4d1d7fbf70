"""Building and running a greenloop worker: the workflow and every activity.

One worker process polls three task queues:

- the shared queue (``greenloop``): workflow tasks, and the claim activity that picks a
  host for each run;
- its host's session queue (``greenloop@<host>``): session and restore activities, many
  at once (they mostly wait on the network);
- its host's verifier queue (``greenloop@<host>/verify``): verifiers, about one per core
  (they use the CPU).

Used in-process by ``greenloop run``/``server`` (embedded default) and by ``worker.py`` /
``greenloop worker`` against any Temporal cluster.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import functools
import logging
import os
import signal
import sys
from collections.abc import Awaitable, Callable, Iterator
from datetime import timedelta
from pathlib import Path
from typing import Any

from anthropic import AsyncAnthropic
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.worker import UnsandboxedWorkflowRunner, Worker, WorkflowRunner
from temporalio.worker.workflow_sandbox import SandboxedWorkflowRunner, SandboxRestrictions

from activities import inflight
from activities.agent_session import SessionActivities, SessionConfig
from activities.branches import BranchActivities
from activities.claim import ClaimActivities, host_queues
from activities.sandbox import SandboxUnavailable, current_problem
from activities.snapshots import SnapshotActivities
from activities.verifier import VerifierActivities
from greenloop import telemetry
from greenloop.config import Settings, WorkerOptions
from workflows.branch import BranchWorkflow
from workflows.verify_loop import VerifyLoopWorkflow

HEARTBEAT_THROTTLE = timedelta(seconds=1)
"""Heartbeats (and the session checkpoints they point to) reach the server within ~1 s,
rather than the SDK default of 0.8 x heartbeat timeout."""


def check_sandbox(options: WorkerOptions) -> str | None:
    """Check the worker's ``--sandbox`` when it starts; a warning to print, if any.

    ``bwrap`` that cannot work here raises ``SandboxUnavailable`` (a ``ConfigError``, exit
    2): the worker would refuse every run. Without bubblewrap, runs that ask for ``auto``
    run unconfined (each says so), and runs that ask for ``bwrap`` fail.
    """
    problem = current_problem()
    if problem is None:
        return None
    if options.sandbox == "bwrap":
        raise SandboxUnavailable(
            f"--sandbox bwrap: {problem}; install bubblewrap (Debian/Ubuntu package "
            "`bubblewrap`) where user namespaces are allowed"
        )
    return (
        f"WARNING: {problem}: runs that ask for --sandbox auto (the default) will run their "
        "commands and verifiers WITHOUT a sandbox on this worker, and runs that ask for "
        "--sandbox bwrap will fail. Install bubblewrap (package `bubblewrap`)."
    )


def make_undumpable() -> None:
    """Mark this process non-dumpable: defence in depth for the API key in its memory.

    Confined commands cannot see the worker at all (private PID namespace); an unconfined
    one of the same user still cannot open ``/proc/<worker>/mem`` without CAP_SYS_PTRACE.
    """
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(_PR_SET_DUMPABLE, 0, 0, 0, 0)


_PR_SET_DUMPABLE = 4


def workflow_runner(*, sandboxed: bool) -> WorkflowRunner:
    """How workflow code runs: in Temporal's sandbox, or (workers, by default) directly.

    The sandbox exists to catch non-deterministic workflow code while it is written; it
    cost a worker a third of its Python time per run (a fresh module import and a proxied
    call per activation). greenloop's workflow code is ours, fixed per release, imports
    nothing that does I/O (the import contract), and CI runs every path its tests reach
    inside the sandbox: the fast workflow tests, the replay tests and ``greenloop replay``
    use ``sandboxed=True``. Workers run it unsandboxed unless ``--workflow-sandbox``.
    The modules passed through are pure (pydantic models, the summarizer, OpenTelemetry's
    global providers); ``workflows`` itself stays inside, so the sandbox checks it.
    """
    if not sandboxed:
        return UnsandboxedWorkflowRunner()
    return SandboxedWorkflowRunner(
        restrictions=SandboxRestrictions.default.with_passthrough_modules(
            "pydantic",
            "pydantic_core",
            "contract",
            "activities.summarize",
            # spans and run metrics from workflow code: one global provider per process
            "opentelemetry",
            "activities.telemetry",
        )
    )


async def connect(settings: Settings) -> Client:
    """A Temporal client for ``settings``, always with the pydantic data converter, and
    with the tracing plugin when an OTLP endpoint is set (``greenloop.telemetry``).

    With TEMPORAL_ADDRESS set, the standard Temporal environment configuration applies
    (TEMPORAL_NAMESPACE, TEMPORAL_API_KEY, TEMPORAL_TLS*, profiles in the config file).
    """
    if settings.embedded:
        return await Client.connect(
            settings.address,
            namespace=settings.namespace,
            data_converter=pydantic_data_converter,
            plugins=telemetry.client_plugins(),
        )
    from temporalio.envconfig import ClientConfig

    config = ClientConfig.load_client_connect_config()
    config.setdefault("target_host", settings.address)
    config.setdefault("namespace", settings.namespace)
    return await Client.connect(
        **config, data_converter=pydantic_data_converter, plugins=telemetry.client_plugins()
    )


def make_anthropic_client() -> AsyncAnthropic:
    """One client per worker: construction is expensive (an SSL context each time).

    ``max_retries=0``: Temporal alone retries transient errors, one visible attempt each.
    Credentials and ``ANTHROPIC_BASE_URL`` come from the environment, as the SDK reads them.
    The SDK's own span of each call is kept when traces are exported; otherwise it is
    turned off: building its attributes for a span nobody records was ~10% of a worker's
    Python time.
    """
    if telemetry.tracing_wanted():
        return AsyncAnthropic(max_retries=0)
    return AsyncAnthropic(max_retries=0, open_telemetry=False)


class WorkerSet:
    """The workers of one process (shared, session and verifier queues), run together."""

    def __init__(
        self,
        workers: list[Worker],
        *,
        host: str,
        queues: list[str],
        recover: Callable[[], Awaitable[int]] | None = None,
    ) -> None:
        self.workers = workers
        self.host = host
        self.queues = queues
        self.recover = recover
        """Hands back the attempts a dead worker of this host left in flight (they resume
        at once, not after their heartbeat timeout); run once the workers poll."""
        self._recovery: asyncio.Task[int] | None = None

    async def __aenter__(self) -> WorkerSet:
        use_pidfd_child_watcher()
        started: list[Worker] = []
        try:
            for w in self.workers:
                await w.__aenter__()
                started.append(w)
        except BaseException:
            for w in reversed(started):
                await w.__aexit__(None, None, None)
            raise
        if self.recover is not None:
            self._recovery = asyncio.create_task(self._recover(self.recover))
        return self

    @staticmethod
    async def _recover(recover: Callable[[], Awaitable[int]]) -> int:
        try:
            return await recover()
        except Exception as exc:  # never take the worker down over it
            logging.getLogger(__name__).warning("could not hand back orphaned attempts: %s", exc)
            return 0

    async def __aexit__(self, *exc: object) -> None:
        if self._recovery is not None:
            self._recovery.cancel()
        # shut down together: each waits for its own activities, up to the grace period
        await asyncio.gather(
            *(w.__aexit__(None, None, None) for w in self.workers), return_exceptions=True
        )


def precompile_workflow_modules() -> None:
    """Write the workflow modules' bytecode once, at worker start.

    The sandbox imports the workflow module afresh for every workflow it runs; with
    PYTHONDONTWRITEBYTECODE set (as on some machines) that means compiling its source
    every time. Python still *reads* bytecode files under that setting, so one compile
    here spares every run. An install that is not writable just keeps the old cost.
    """
    import compileall

    import workflows

    with contextlib.suppress(OSError):
        compileall.compile_dir(Path(workflows.__file__).parent, quiet=2)


def use_pidfd_child_watcher() -> None:
    """Wait for subprocesses with pidfds, not a thread per process (Python 3.11's default).

    Every tool call, verifier and snapshot is a subprocess; a thread each cost more CPU
    than the rest of the spawn. Python 3.12+ does this by itself.
    """
    if sys.version_info >= (3, 12) or not hasattr(os, "pidfd_open"):
        return
    try:
        os.close(os.pidfd_open(os.getpid()))
    except OSError:
        return  # a kernel without pidfds (< 5.3): keep the default
    loop = asyncio.get_running_loop()
    current = asyncio.get_child_watcher()
    if isinstance(current, asyncio.PidfdChildWatcher) and current.is_active():
        # already in place (another WorkerSet in this process): replacing it would close
        # it, and drop the exits it still waits for
        return
    watcher = asyncio.PidfdChildWatcher()
    watcher.attach_loop(loop)
    asyncio.set_child_watcher(watcher)


def build_worker(
    client: Client,
    settings: Settings,
    *,
    options: WorkerOptions | None = None,
    anthropic_client: AsyncAnthropic | None = None,
    task_queue: str | None = None,
) -> WorkerSet:
    """The workers for the workflow and every activity, for ``task_queue`` and this host."""
    options = options or WorkerOptions()
    if options.workflow_sandbox:
        precompile_workflow_modules()  # only the sandbox imports them afresh for every run
    make_undumpable()
    queue = task_queue or settings.task_queue
    single_host = settings.embedded
    session_queue, verify_queue = host_queues(queue, settings.host, single_host=single_host)
    claim = ClaimActivities(
        host=settings.host,
        session_queue=session_queue,
        verify_queue=verify_queue,
        shared=settings.shared_workspaces,
        home=settings.home,
        min_sandbox=options.sandbox,
    )
    session = SessionActivities(
        client=anthropic_client or make_anthropic_client(),
        config=SessionConfig(
            home=settings.home,
            min_sandbox=options.sandbox,
            host=settings.host,
            request_timeout_s=options.request_timeout_s,
            snapshots=options.snapshots,
        ),
    )
    verifier = VerifierActivities(
        home=settings.home,
        env_mode=options.verifier_env,
        min_sandbox=options.sandbox,
        host=settings.host,
    )
    snapshot = SnapshotActivities(home=settings.home)
    common: dict[str, Any] = {
        "max_heartbeat_throttle_interval": HEARTBEAT_THROTTLE,
        "default_heartbeat_throttle_interval": HEARTBEAT_THROTTLE,
        "graceful_shutdown_timeout": timedelta(seconds=5),
    }
    branches = BranchActivities()
    session_acts: list[Callable[..., Any]] = [
        session.run_session,
        snapshot.restore_snapshot,
        branches.copy_workspace,
        branches.apply_branch,
        branches.remove_copies,
    ]
    workers = [
        Worker(
            client,
            task_queue=queue,
            workflows=[VerifyLoopWorkflow, BranchWorkflow],
            activities=[claim.claim_workspace, *(session_acts if single_host else [])],
            workflow_runner=workflow_runner(sandboxed=options.workflow_sandbox),
            max_concurrent_activities=options.max_concurrent_sessions,
            **common,
        )
    ]
    if not single_host:
        workers.append(
            Worker(
                client,
                task_queue=session_queue,
                activities=session_acts,
                max_concurrent_activities=options.max_concurrent_sessions,
                **common,
            )
        )
    workers.append(
        Worker(
            client,
            task_queue=verify_queue,
            activities=[verifier.run_verifiers],
            max_concurrent_activities=options.max_concurrent_verifiers,
            **common,
        )
    )
    return WorkerSet(
        workers,
        host=settings.host,
        queues=sorted({queue, session_queue, verify_queue}),
        recover=functools.partial(inflight.recover, client, settings.home, host=settings.host),
    )


async def run_until_signalled(
    worker: WorkerSet, on_serving: Callable[[], None] = lambda: None
) -> None:
    """Run ``worker`` until SIGINT or SIGTERM, then shut it down cleanly. ``on_serving`` is
    called once it serves, its signals already handled: a SIGTERM sent as soon as it says
    so stops it cleanly, not by the signal's default action."""
    stop = asyncio.Event()
    with stop_on_signals(stop):
        async with worker:
            on_serving()
            await stop.wait()


@contextlib.contextmanager
def stop_on_signals(stop: asyncio.Event) -> Iterator[None]:
    """While inside, SIGINT and SIGTERM set ``stop`` instead of their default action."""
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    try:
        yield
    finally:
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.remove_signal_handler(sig)


def home_dirs(settings: Settings) -> Path:
    """Create GREENLOOP_HOME (private) and return it."""
    settings.home.mkdir(parents=True, exist_ok=True, mode=0o700)
    return settings.home
