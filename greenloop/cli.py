"""The ``greenloop`` command line (SPEC section 4).

Built on click: typed options, ranges and paths are checked before anything starts, and
every usage or configuration error is reported as one line with exit code 2. Temporal and
the Anthropic SDK are imported only by the commands that need them, so ``greenloop
summarize`` and ``--help`` start fast.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import secrets
import sys
import time
from collections.abc import Callable, Coroutine, Mapping, Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, NoReturn, TypeVar

import click
from click.core import ParameterSource

from contract.errors import ConfigError
from contract.models import (
    MAX_ID_CHARS,
    MAX_TASK_CHARS,
    VERIFIER_NAME_PATTERN,
    WORKFLOW_ID_PATTERN,
    ApiRetryConfig,
    Confinement,
    RunRequest,
    VerifierKind,
    VerifierSpec,
)
from contract.names import UI_STATUSES
from greenloop import __version__
from greenloop.config import Settings, has_api_credentials
from greenloop.options import DEFAULTS, check_file_keys, check_flags, workspace_config

if TYPE_CHECKING:
    from greenloop.console import Console
    from greenloop.worker import WorkerOptions

T = TypeVar("T")

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130

SESSION_COMMANDS = frozenset({"run", "watch", "rerun", "batch", "worker", "server"})
"""Commands whose process may run sessions (and so verifiers): they hide credentials."""


def _fail(message: str) -> NoReturn:
    raise ConfigError(message)


# --------------------------------------------------------------------------- main


@click.group(context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100})
@click.version_option(__version__, prog_name="greenloop")
def cli() -> None:
    """Drive a coding agent until the workspace's build, tests and lint pass.

    Each run is a durable Temporal workflow: a fresh agent session per attempt, your
    verifier commands after each session, and a digest of what failed leading the next
    attempt's message. Without TEMPORAL_ADDRESS, greenloop starts (or reuses) a local
    Temporal dev server and runs a worker in-process.

    \b
    Exit codes of run/watch/rerun:
      0    success
      1    max_retries_exhausted, turn_limit, failed, cancelled or budget_exhausted
      124  timeout (the session's wall-clock budget was spent)
      2    bad usage or configuration (nothing was started)
      130  interrupted (the run itself goes on; see `greenloop watch`)
    """


def main(argv: Sequence[str] | None = None) -> None:
    """Entry point: one line per usage error, exit 2."""
    try:
        rv = cli.main(args=list(argv) if argv is not None else None, standalone_mode=False)
    except click.exceptions.Abort:
        click.echo("greenloop: interrupted", err=True)
        sys.exit(EXIT_INTERRUPTED)
    except click.ClickException as exc:
        ctx = getattr(exc, "ctx", None)
        where = f"greenloop {ctx.info_name}" if ctx and ctx.parent else "greenloop"
        click.echo(f"{where}: error: {exc.format_message()}", err=True)
        sys.exit(exc.exit_code)
    except ConfigError as exc:
        click.echo(f"greenloop: error: {exc}", err=True)
        sys.exit(EXIT_USAGE)
    except KeyboardInterrupt:
        click.echo("greenloop: interrupted", err=True)
        sys.exit(EXIT_INTERRUPTED)
    sys.exit(rv if isinstance(rv, int) else 0)


def entry(argv: Sequence[str] | None = None) -> None:
    """Console-script entry point: ``main``, then leave without interpreter finalization.

    Temporal Core's threads may still forward a log line into Python while the
    interpreter finalizes, which aborts the process (``PyGILState_Release``). Everything
    that matters is done and flushed by now, so the process ends here, with main's code.
    """
    args = list(sys.argv[1:] if argv is None else argv)
    command = next((a for a in args if not a.startswith("-")), None)
    if command in SESSION_COMMANDS and "--help" not in args and "-h" not in args:
        from greenloop.envscrub import hide_credentials

        hide_credentials()
    try:
        main(argv)
        code = 0
    except SystemExit as exc:
        code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


# --------------------------------------------------------------------------- run options


def _read_task(task: str | None, task_file: str | None) -> str:
    if task is not None and task_file is not None:
        _fail("give either --task or --task-file, not both")
    if task is None and task_file is None:
        _fail("a task is required: --task TEXT or --task-file FILE ('-' reads stdin)")
    if task_file is not None:
        try:
            if task_file == "-":
                task = sys.stdin.read()
            else:
                task = Path(task_file).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            _fail(f"--task-file {task_file}: cannot read it ({exc})")
    assert task is not None
    if not task.strip():
        _fail("the task is empty: give the agent something to do (--task or --task-file)")
    if len(task) > MAX_TASK_CHARS:
        _fail(
            f"the task is {len(task):,} characters, over the limit of {MAX_TASK_CHARS:,}: it "
            "travels in the run's history with every attempt; put long material in a file in "
            "the workspace and point the task at it"
        )
    return task.strip()


def _verifiers(
    build: str | None,
    test: str | None,
    lint: str | None,
    verify: Sequence[str],
    timeout_s: float,
) -> list[VerifierSpec]:
    out: list[VerifierSpec] = []
    named: list[tuple[str, VerifierKind, str | None]] = [
        ("build", "build", build),
        ("test", "test", test),
        ("lint", "lint", lint),
    ]
    for name, kind, command in named:
        if command is None:
            continue
        if not command.strip():
            _fail(f"--{name}: the command is empty")
        out.append(VerifierSpec(name=name, kind=kind, command=command, timeout_s=timeout_s))
    seen = {v.name for v in out}
    for item in verify:
        name, sep, command = item.partition("=")
        name = name.strip()
        if not sep or not name or not command.strip():
            _fail(f"--verify {item!r}: expected NAME=COMMAND with both parts non-empty")
        if name in seen:
            _fail(f"--verify {item!r}: a verifier named {name!r} is already given")
        if not re.match(VERIFIER_NAME_PATTERN, name):
            _fail(
                f"--verify {item[:80]!r}: the name must be 1-64 letters, digits, '_', '.' or "
                "'-' (it names the verifier's log file)"
            )
        seen.add(name)
        out.append(VerifierSpec(name=name, kind="custom", command=command, timeout_s=timeout_s))
    return out


def check_id(value: str, option: str = "--id") -> str:
    """A workflow id given by the user, checked before anything starts."""
    text = value.strip()
    if not text:
        _fail(f"{option}: the workflow id is empty")
    if len(text) > MAX_ID_CHARS:
        _fail(f"{option}: the workflow id is {len(text)} characters, over {MAX_ID_CHARS}")
    if not re.match(WORKFLOW_ID_PATTERN, text):
        _fail(
            f"{option} {text[:60]!r}: use letters, digits and ._:@=+/- (starting with a "
            "letter or digit)"
        )
    return text


def _workspace(raw: str, settings: Settings) -> Path:
    ws = Path(raw).expanduser()
    if not ws.exists():
        _fail(f"--workspace {raw}: no such directory")
    if not ws.is_dir():
        _fail(f"--workspace {raw}: not a directory")
    if not os.access(ws, os.W_OK | os.X_OK):
        _fail(f"--workspace {raw}: not writable by this user; the agent edits files there")
    ws = ws.resolve()
    from activities.claim import workspace_refusal

    why = workspace_refusal(ws, settings.home)
    if why is not None:
        _fail(f"--workspace {raw}: {why}")
    return ws


def _confinement(o: Mapping[str, Any], ws: Path) -> Confinement:
    from activities.protect import check_patterns

    protect = [str(p) for p in o["protect"]]
    problem = check_patterns(protect)
    if problem is not None:
        _fail(f"--protect: {problem}")
    hide: list[str] = []
    for raw in o["hide"]:
        text = str(raw).strip()
        if not text or "\x00" in text:
            _fail(f"--hide {raw!r}: expected a path")
        path = Path(text).expanduser()
        path = (path if path.is_absolute() else ws / path).resolve()
        if path == ws or path in ws.parents or path == Path("/"):
            _fail(f"--hide {raw}: that would hide the workspace itself")
        hide.append(str(path))
    return Confinement(
        sandbox=o["sandbox"],
        allow_network=bool(o["allow_network"]),
        verifier_network=bool(o["verifier_network"]),
        protect=protect,
        hide=hide,
    )


def default_id(workspace: Path) -> str:
    """A readable, unique workflow id for a run in ``workspace``."""
    slug = "".join(c if c.isalnum() else "-" for c in workspace.name.lower()).strip("-")[:30]
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return f"greenloop-{slug or 'run'}-{stamp}-{secrets.token_hex(2)}"


def resolve_request(explicit: Mapping[str, Any], settings: Settings) -> RunRequest:
    """A RunRequest from options given explicitly, the workspace's config file, defaults.

    ``explicit`` holds only what the user really gave (flags, or a batch line); anything
    missing comes from ``greenloop.toml``/``[tool.greenloop]``, then the built-in defaults.
    """
    check_flags(explicit)
    ws = _workspace(str(explicit.get("workspace", DEFAULTS["workspace"])), settings)
    config, source = workspace_config(ws)
    if source is not None:
        check_file_keys(config, str(source))
    if "task" in explicit or "task_file" in explicit:
        config.pop("task", None)
        config.pop("task_file", None)
    o = {**DEFAULTS, **config, **explicit}
    text = _read_task(o["task"], o["task_file"])
    model = o["model"]
    if model is not None and not str(model).strip():
        _fail("--model: the model name is empty")
    retry = ApiRetryConfig()
    if o["api_retries"] is not None:
        n = int(o["api_retries"])
        retry = ApiRetryConfig(max_attempts=n + 1, rate_limit_max_attempts=n + 1)
    return RunRequest(
        task=text,
        workspace=str(ws),
        verifiers=_verifiers(o["build"], o["test"], o["lint"], o["verify"], o["verifier_timeout"]),
        max_retries=o["max_retries"],
        model=str(model or settings.model).strip(),
        max_turns=o["max_turns"],
        session_timeout_s=o["session_timeout"],
        api_retry=retry,
        max_total_tokens=o["max_total_tokens"],
        worker_timeout_s=o["worker_timeout"],
        confinement=_confinement(o, ws),
    )


def run_options(f: Callable[..., Any]) -> Callable[..., Any]:
    """The options that describe a run; a workspace's config file can set the same ones."""
    options = [
        click.option(
            "--workspace",
            type=click.Path(file_okay=False, dir_okay=True),
            default=DEFAULTS["workspace"],
            show_default=True,
            help="Directory the agent works in.",
        ),
        click.option("--task", help="What the agent should do."),
        click.option("--task-file", help="Read the task from FILE ('-' = stdin)."),
        click.option("--build", help="Build command (verifier of kind build)."),
        click.option("--test", help="Test command (verifier of kind test)."),
        click.option("--lint", help="Lint command (verifier of kind lint)."),
        click.option(
            "--verify",
            multiple=True,
            metavar="NAME=CMD",
            help="Extra verifier of kind custom; repeatable.",
        ),
        click.option(
            "--max-retries",
            type=click.IntRange(1, 10),
            default=DEFAULTS["max_retries"],
            show_default=True,
            help="Maximum agent sessions (attempts), 1..10.",
        ),
        click.option(
            "--model", help="Claude model [default: GREENLOOP_MODEL, or claude-sonnet-5-5]."
        ),
        click.option(
            "--max-turns",
            type=click.IntRange(min=1),
            default=DEFAULTS["max_turns"],
            show_default=True,
            help="Model calls per session before it ends turn_limit.",
        ),
        click.option(
            "--session-timeout",
            type=click.FloatRange(min=0, min_open=True),
            default=DEFAULTS["session_timeout"],
            show_default=True,
            metavar="SECONDS",
            help="Wall-clock budget of one session; past it the run ends timeout.",
        ),
        click.option(
            "--verifier-timeout",
            type=click.FloatRange(min=0, min_open=True),
            default=DEFAULTS["verifier_timeout"],
            show_default=True,
            metavar="SECONDS",
            help="Limit for each verifier command; past it the check fails.",
        ),
        click.option(
            "--api-retries",
            type=click.IntRange(0, 20),
            default=None,
            metavar="N",
            help="Retries in a row of a transient API error (0 = none) "
            "[default: 2, and 4 for rate limits].",
        ),
        click.option(
            "--max-total-tokens",
            type=click.IntRange(min=1),
            default=None,
            metavar="N",
            help="Token budget of the run (all sessions, input + output); past it the "
            "run ends budget_exhausted.",
        ),
        click.option(
            "--worker-timeout",
            type=click.FloatRange(min=0, min_open=True),
            default=DEFAULTS["worker_timeout"],
            show_default=True,
            metavar="SECONDS",
            help="How long the worker host holding the workspace may leave the run's next "
            "step waiting before the run counts it as gone (see docs/deploy.md).",
        ),
        click.option(
            "--sandbox",
            type=click.Choice(["auto", "bwrap", "none"]),
            default=DEFAULTS["sandbox"],
            show_default=True,
            help="Confinement of the agent's bash commands and of the verifiers: auto = "
            "bubblewrap where it works, else none with a warning (see docs/security.md).",
        ),
        click.option(
            "--allow-network", is_flag=True, help="Let the agent's bash commands use the network."
        ),
        click.option(
            "--verifier-network", is_flag=True, help="Let the verifier commands use the network."
        ),
        click.option(
            "--protect",
            multiple=True,
            metavar="PATTERN",
            help="Files the agent must not change (gitignore-style, relative to the workspace, "
            "e.g. 'tests/'); repeatable. Changes are reverted before verification.",
        ),
        click.option(
            "--hide",
            multiple=True,
            metavar="PATH",
            help="A path no command of the run may see (absolute, or relative to the "
            "workspace); repeatable.",
        ),
    ]
    for option in reversed(options):
        f = option(f)
    return f


def minimum_sandbox_option(f: Callable[..., Any]) -> Callable[..., Any]:
    """``--sandbox`` of a standing worker: the least confinement it allows any run."""
    return click.option(
        "--sandbox",
        type=click.Choice(["auto", "bwrap", "none"]),
        default="auto",
        show_default=True,
        help="The least confinement this worker allows: bwrap = every command of every run "
        "is sandboxed (a run asking for none gets bwrap; the worker does not start without "
        "a working bwrap); auto/none = each run's own --sandbox applies.",
    )(f)


def worker_options(f: Callable[..., Any]) -> Callable[..., Any]:
    """Options of the worker that runs sessions: snapshots, verifier environment."""
    options = [
        click.option(
            "--no-snapshots",
            is_flag=True,
            help="Do not snapshot the workspace after each attempt (huge workspaces); "
            "`show --diff` and `rerun --from-attempt` then have nothing to work with.",
        ),
        click.option(
            "--verifier-env",
            type=click.Choice(["scrubbed", "inherit"]),
            default="scrubbed",
            show_default=True,
            help="Environment of verifier commands: the worker's minus secret-looking "
            "variables, or all of it.",
        ),
    ]
    for option in reversed(options):
        f = option(f)
    return f


def _worker_options(
    verifier_env: str, no_snapshots: bool = False, sandbox: str = "auto"
) -> WorkerOptions:
    from greenloop.worker import WorkerOptions

    return WorkerOptions(
        sandbox=sandbox,  # type: ignore[arg-type]  # click.Choice
        verifier_env=verifier_env,  # type: ignore[arg-type]  # click.Choice
        snapshots=not no_snapshots,
    )


def _check_worker_flags(settings: Settings, env: str, no_snapshots: bool = False) -> None:
    if not settings.embedded and (env != "scrubbed" or no_snapshots):
        _fail(
            "--verifier-env and --no-snapshots configure the in-process worker; with "
            "TEMPORAL_ADDRESS set, give them to the workers (greenloop worker ...)"
        )


def _check_local_sandbox(settings: Settings, req: RunRequest) -> None:
    """In the embedded mode every worker is on this host: say now if bwrap cannot work."""
    if settings.embedded and req.confinement.sandbox == "bwrap":
        from activities.sandbox import current_problem

        problem = current_problem()
        if problem is not None:
            _fail(
                f"--sandbox bwrap: {problem}; install bubblewrap (Debian/Ubuntu package "
                "`bubblewrap`), or ask for --sandbox auto or none"
            )


def _need_credentials(settings: Settings) -> None:
    # in the embedded mode the sessions run here; on a cluster, the workers need the key
    if settings.embedded and not has_api_credentials():
        _fail(
            "ANTHROPIC_API_KEY is not set: export your Anthropic API key "
            "(or try `greenloop demo`, which needs none)"
        )


def _explicit(ctx: click.Context, options: Mapping[str, Any]) -> dict[str, Any]:
    return {
        k: v
        for k, v in options.items()
        if ctx.get_parameter_source(k) not in (ParameterSource.DEFAULT, None)
    }


def _console() -> Console:
    from greenloop.console import Console

    return Console()


def _json_option(f: Callable[..., Any]) -> Callable[..., Any]:
    return click.option("--json", "as_json", is_flag=True, help="Print JSON on stdout.")(f)


def _asyncio_run(coro: Coroutine[Any, Any, T]) -> T:
    from greenloop import logs

    logs.configure()
    return asyncio.run(coro)


# --------------------------------------------------------------------------- run


@cli.command()
@run_options
@worker_options
@click.option("--id", "workflow_id", help="Workflow id (default: generated).")
@click.option("--detach", is_flag=True, help="Start the run and return; print its id.")
@click.option("--json", "as_json", is_flag=True, help="Print the RunResult as JSON on stdout.")
@click.pass_context
def run(
    ctx: click.Context,
    /,
    workflow_id: str | None,
    detach: bool,
    as_json: bool,
    verifier_env: str,
    no_snapshots: bool,
    **options: Any,
) -> int:
    """Run the agent on a task until the verifiers pass (or the run must stop).

    Options not given on the command line are taken from the workspace's greenloop.toml
    (or [tool.greenloop] in its pyproject.toml), then from the defaults shown. Progress
    goes to stderr. Without --json a summary is printed on stdout; with --json exactly
    one RunResult JSON object is.
    """
    settings = Settings.from_env()
    req = resolve_request(_explicit(ctx, options), settings)
    wf_id = check_id(workflow_id) if workflow_id is not None else default_id(Path(req.workspace))
    if not detach:  # a detached run is executed by other workers, with their key
        _need_credentials(settings)
    _check_worker_flags(settings, verifier_env, no_snapshots)
    _check_local_sandbox(settings, req)
    from greenloop.commands import run_command

    return run_command(
        settings,
        req,
        workflow_id=wf_id,
        detach=detach,
        as_json=as_json,
        worker_options=_worker_options(verifier_env, no_snapshots),
    )


@cli.command()
@click.argument("workflow_id")
@worker_options
@click.option("--json", "as_json", is_flag=True, help="Print the RunResult as JSON on stdout.")
def watch(
    workflow_id: str,
    as_json: bool,
    verifier_env: str,
    no_snapshots: bool,
) -> int:
    """Follow a run until it ends, with the same output and exit code as `run`.

    In the embedded mode it also runs a worker, so a run whose `greenloop run` was
    interrupted goes on and finishes here.
    """
    settings = Settings.from_env()
    _check_worker_flags(settings, verifier_env, no_snapshots)
    options = _worker_options(verifier_env, no_snapshots)
    # the key is needed only to finish an open run here (embedded mode): a finished run is
    # just read back
    keyed = has_api_credentials()

    async def go() -> int:
        from temporalio.client import WorkflowExecutionStatus

        from greenloop.commands import follow, temporal
        from greenloop.ops import handle_for

        console = _console()
        async with temporal(settings, console, worker=options if keyed else None) as client:
            handle = await handle_for(client, workflow_id)
            if not keyed and settings.embedded:
                desc = await handle.describe()
                if desc.status == WorkflowExecutionStatus.RUNNING:
                    _need_credentials(settings)
            return (await follow(handle, console, as_json=as_json)).exit_code

    return _asyncio_run(go())


@cli.command()
@click.argument("workflow_id")
@click.option(
    "--max-retries", type=click.IntRange(1, 10), default=None, help="Override the attempts."
)
@click.option(
    "--from-attempt",
    type=click.IntRange(min=0),
    default=None,
    metavar="K",
    help="First restore the workspace to the snapshot taken after attempt K (0 = before 1).",
)
@click.option("--id", "new_id", help="Workflow id of the new run (default: ID-rerun-xxxx).")
@worker_options
@click.option("--detach", is_flag=True, help="Start the run and return; print its id.")
@click.option("--json", "as_json", is_flag=True, help="Print the RunResult as JSON on stdout.")
def rerun(
    workflow_id: str,
    max_retries: int | None,
    from_attempt: int | None,
    new_id: str | None,
    detach: bool,
    as_json: bool,
    verifier_env: str,
    no_snapshots: bool,
) -> int:
    """Run again with the same request as an earlier run (linked to it by memo).

    For an operator who fixed the environment (a key, a quota, a flaky service) and wants
    the same task retried; --from-attempt K also puts the workspace back as attempt K
    left it. Waits and exits like `run`.
    """
    settings = Settings.from_env()
    if new_id is not None:
        new_id = check_id(new_id)
    if not detach:
        _need_credentials(settings)
    _check_worker_flags(settings, verifier_env, no_snapshots)
    options = _worker_options(verifier_env, no_snapshots)

    async def go() -> int:
        from contract.models import SnapshotRef
        from greenloop.commands import execute_run
        from greenloop.ops import handle_for, original_request

        console = _console()
        from greenloop.commands import temporal

        async with temporal(settings, console) as client:
            req = await original_request(client, workflow_id)
            run_id = (await (await handle_for(client, workflow_id)).describe()).run_id
        updates: dict[str, Any] = {}
        if max_retries is not None:
            updates["max_retries"] = max_retries
        if from_attempt is not None:
            updates["restore_from"] = SnapshotRef(
                workflow_id=workflow_id, run_id=run_id, attempt=from_attempt
            )
        req = req.model_copy(update=updates)
        target = new_id or f"{workflow_id[: MAX_ID_CHARS - 11]}-rerun-{secrets.token_hex(2)}"
        outcome = await execute_run(
            settings,
            req,
            workflow_id=target,
            console=console,
            detach=detach,
            as_json=as_json,
            worker_options=options,
            memo={"rerun_of": workflow_id},
        )
        return outcome.exit_code

    return _asyncio_run(go())


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False))
@worker_options
@click.option("--detach", is_flag=True, help="Start every run and return; print their ids.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list of RunResults.")
def batch(
    file: str,
    detach: bool,
    as_json: bool,
    verifier_env: str,
    no_snapshots: bool,
) -> int:
    """Start every run of a JSON-lines FILE, then wait for all and print a table.

    Each line is an object whose keys are `run`'s long options with `_` for `-`
    (workspace, task, task_file, test, max_retries, id, ...). Every line is checked
    before any run starts. Exit 0 if every run succeeded, else 1.
    """
    from greenloop.options import parse_batch

    settings = Settings.from_env()
    lines = parse_batch(Path(file))
    requests: list[tuple[str, RunRequest]] = []
    seen_ws: dict[str, int] = {}
    seen_id: dict[str, int] = {}
    for n, line in enumerate(lines, start=1):
        explicit = line.given()
        explicit["workspace"] = line.workspace
        try:
            req = resolve_request(explicit, settings)
        except ConfigError as exc:
            _fail(f"{file}: run {n}: {exc}")
        wf_id = line.id or f"{default_id(Path(req.workspace))}-{n}"
        if req.workspace in seen_ws:
            _fail(
                f"{file}: runs {seen_ws[req.workspace]} and {n} share the workspace "
                f"{req.workspace}: two runs must never edit one workspace at once"
            )
        if wf_id in seen_id:
            _fail(f"{file}: runs {seen_id[wf_id]} and {n} have the same id {wf_id!r}")
        seen_ws[req.workspace] = seen_id[wf_id] = n
        requests.append((wf_id, req))
    if not detach:
        _need_credentials(settings)
    _check_worker_flags(settings, verifier_env, no_snapshots)
    for _id, req in requests:
        _check_local_sandbox(settings, req)
    from greenloop.batch import run_batch

    return _asyncio_run(
        run_batch(
            settings,
            requests,
            console=_console(),
            detach=detach,
            as_json=as_json,
            worker_options=_worker_options(verifier_env, no_snapshots),
        )
    )


# --------------------------------------------------------------------------- operate


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

        console = _console()
        async with temporal(settings, console, preflight=preflight) as client:
            return await fn(client, console, *args, **kwargs)

    return _asyncio_run(go())


@cli.command()
@click.argument("workflow_id")
@_json_option
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
@_json_option
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
@_json_option
def show(workflow_id: str, diff: int | None, as_json: bool) -> int:
    """A run attempt by attempt: session, tokens, durations, verifiers, digests."""
    from greenloop import ops

    settings = Settings.from_env()
    return _ops(ops.show, settings, workflow_id, as_json=as_json, diff=diff)


@cli.command()
@click.argument("workflow_id")
@_json_option
def cancel(workflow_id: str, as_json: bool) -> int:
    """Cancel a run: its session stops calling the model within seconds; it ends cancelled."""
    from greenloop import ops

    return _ops(ops.cancel, workflow_id, as_json=as_json)


@cli.command()
@click.argument("target", metavar="ID|FILE")
@_json_option
def replay(target: str, as_json: bool) -> int:
    """Replay a run's history with the current code: exit 0 if deterministic, else 1.

    TARGET is a run id (its history is fetched) or a history JSON file (as `temporal
    workflow show --output json` writes, or tests/histories/*.json).
    """
    from greenloop import ops

    if Path(target).is_file():

        async def offline() -> int:
            return await ops.replay(None, _console(), target, as_json=as_json)

        return _asyncio_run(offline())
    return _ops(ops.replay, target, as_json=as_json)


@cli.command()
@_json_option
def setup(as_json: bool) -> int:
    """Register greenloop's search attributes on the cluster (idempotent).

    Needed once per namespace on an external cluster (TEMPORAL_ADDRESS); the embedded
    server registers them itself.
    """
    from greenloop import ops

    settings = Settings.from_env()
    return _ops(ops.setup, settings.namespace, as_json=as_json, preflight=False)


# --------------------------------------------------------------------------- serve


@cli.command()
@minimum_sandbox_option
@worker_options
def worker(sandbox: str, verifier_env: str, no_snapshots: bool) -> int:
    """Run a worker (the same as `python worker.py`) until Ctrl-C or SIGTERM.

    Connects to TEMPORAL_ADDRESS (with TEMPORAL_NAMESPACE, TEMPORAL_API_KEY, TEMPORAL_TLS*),
    or to the embedded server on GREENLOOP_TEMPORAL_PORT, and serves the task queue
    GREENLOOP_TASK_QUEUE (default: greenloop). Needs ANTHROPIC_API_KEY.
    """
    from greenloop.commands import worker_command

    settings = Settings.from_env()
    if not has_api_credentials():
        _fail("ANTHROPIC_API_KEY is not set: the worker calls the Anthropic API")
    return worker_command(settings, _worker_options(verifier_env, no_snapshots, sandbox))


@cli.command()
@click.option("--headless", is_flag=True, help="Without the Temporal UI.")
@minimum_sandbox_option
@worker_options
def server(headless: bool, sandbox: str, verifier_env: str, no_snapshots: bool) -> int:
    """Keep the embedded Temporal server up, with the UI and a worker, until Ctrl-C.

    Runs started with --detach, and runs whose `greenloop run` was interrupted, make
    progress while it is up. Its state is a SQLite file under GREENLOOP_HOME.
    """
    from greenloop.commands import server_command

    settings = Settings.from_env()
    if not settings.embedded:
        _fail("TEMPORAL_ADDRESS is set: `greenloop server` only runs the embedded server")
    if not has_api_credentials():
        _fail("ANTHROPIC_API_KEY is not set: the server's worker calls the Anthropic API")
    return server_command(
        settings,
        headless=headless,
        options=_worker_options(verifier_env, no_snapshots, sandbox),
    )


@cli.command()
@click.option("--json", "as_json", is_flag=True, help="Print the RunResult as JSON on stdout.")
@click.option("--keep", is_flag=True, help="Keep the demo workspace afterwards.")
def demo(as_json: bool, keep: bool) -> int:
    """Run the real loop on a small buggy project, with a scripted model (no API key).

    Real Temporal (the embedded dev server), the real Anthropic SDK over HTTP, and a real
    verifier; only the model's answers are scripted, by a local fake Messages API.
    """
    from greenloop.demo import run_demo

    return run_demo(Settings.from_env(), as_json=as_json, keep=keep)


@cli.command()
@click.option(
    "--kind",
    type=click.Choice(["build", "test", "lint", "custom", "auto"]),
    default="auto",
    show_default=True,
    help="What the output is from; auto detects the tool.",
)
@click.option(
    "--exit-code",
    type=int,
    default=None,
    help="The command's exit code, if known (0 with no errors found = passed).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the errors as a JSON list.")
@click.argument("file", default="-", type=click.File("rb"))
def summarize(kind: str, exit_code: int | None, as_json: bool, file: IO[bytes]) -> int:
    """Print the digest the agent would be told for one tool output (FILE or - for stdin)."""
    from activities.summarize import StreamSummarizer, format_digest

    summarizer = StreamSummarizer(kind=kind)  # type: ignore[arg-type]  # click.Choice
    while chunk := file.read(4 * 1024 * 1024):
        summarizer.feed(chunk)
    errors = summarizer.finish(exit_code=exit_code)
    if as_json:
        click.echo(json.dumps([e.model_dump() for e in errors]))
    else:
        click.echo(format_digest(errors) if errors else "no errors found")
    return 0


if __name__ == "__main__":
    entry()
