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
import secrets
import sys
import time
from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any, NoReturn, TypeVar

import click

from greenloop import __version__
from greenloop.config import Settings, has_api_credentials
from greenloop.errors import ConfigError
from greenloop.models import (
    ApiRetryConfig,
    RunRequest,
    RunResult,
    VerifierKind,
    VerifierSpec,
)

if TYPE_CHECKING:
    from greenloop.console import Console
    from greenloop.runner import Snapshot

T = TypeVar("T")

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130


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


def _run_async(coro: Coroutine[Any, Any, T]) -> T:
    return asyncio.run(coro)


# --------------------------------------------------------------------------- run


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
        seen.add(name)
        out.append(VerifierSpec(name=name, kind="custom", command=command, timeout_s=timeout_s))
    return out


def _default_id(workspace: Path) -> str:
    slug = "".join(c if c.isalnum() else "-" for c in workspace.name.lower()).strip("-")[:30]
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return f"greenloop-{slug or 'run'}-{stamp}-{secrets.token_hex(2)}"


def run_options(f: Callable[..., Any]) -> Callable[..., Any]:
    """The options that describe a run (shared by ``run`` and, later, batch lines)."""
    options = [
        click.option(
            "--workspace",
            type=click.Path(exists=True, file_okay=False, dir_okay=True, writable=True),
            default=".",
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
            default=3,
            show_default=True,
            help="Maximum agent sessions (attempts), 1..10.",
        ),
        click.option(
            "--model", help="Claude model (default: GREENLOOP_MODEL or claude-sonnet-5-5)."
        ),
        click.option(
            "--max-turns",
            type=click.IntRange(min=1),
            default=50,
            show_default=True,
            help="Model calls per session before it ends turn_limit.",
        ),
        click.option(
            "--session-timeout",
            type=click.FloatRange(min=0, min_open=True),
            default=1800.0,
            show_default=True,
            metavar="SECONDS",
            help="Wall-clock budget of one session; past it the run ends timeout.",
        ),
        click.option(
            "--verifier-timeout",
            type=click.FloatRange(min=0, min_open=True),
            default=600.0,
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
        click.option("--id", "workflow_id", help="Workflow id (default: generated)."),
    ]
    for option in reversed(options):
        f = option(f)
    return f


def worker_options(f: Callable[..., Any]) -> Callable[..., Any]:
    """Options of the worker that runs sessions: sandbox, network, verifier environment."""
    options = [
        click.option(
            "--sandbox",
            type=click.Choice(["auto", "bwrap", "none"]),
            default="auto",
            show_default=True,
            help="Sandbox for the agent's bash commands: auto = bubblewrap when it works "
            "here, else none with a warning (see docs/security.md).",
        ),
        click.option(
            "--allow-network", is_flag=True, help="Let the agent's bash commands use the network."
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


def _worker_options(sandbox: str, allow_network: bool, verifier_env: str) -> Any:
    from greenloop.worker import WorkerOptions

    return WorkerOptions(
        sandbox=sandbox,  # type: ignore[arg-type]  # click.Choice
        allow_network=allow_network,
        verifier_env=verifier_env,  # type: ignore[arg-type]  # click.Choice
    )


def build_request(
    *,
    workspace: str,
    task: str | None,
    task_file: str | None,
    build: str | None,
    test: str | None,
    lint: str | None,
    verify: Sequence[str],
    max_retries: int,
    model: str | None,
    max_turns: int,
    session_timeout: float,
    verifier_timeout: float,
    api_retries: int | None,
    settings: Settings,
) -> RunRequest:
    """Validate run options into the workflow's input; ``ConfigError`` on bad input."""
    ws = Path(workspace).resolve()
    text = _read_task(task, task_file)
    if model is not None and not model.strip():
        _fail("--model: the model name is empty")
    retry = ApiRetryConfig()
    if api_retries is not None:
        retry = ApiRetryConfig(
            max_attempts=api_retries + 1, rate_limit_max_attempts=api_retries + 1
        )
    return RunRequest(
        task=text,
        workspace=str(ws),
        verifiers=_verifiers(build, test, lint, verify, verifier_timeout),
        max_retries=max_retries,
        model=(model or settings.model).strip(),
        max_turns=max_turns,
        session_timeout_s=session_timeout,
        api_retry=retry,
    )


@cli.command()
@run_options
@worker_options
@click.option("--detach", is_flag=True, help="Start the run and return; print its id.")
@click.option("--json", "as_json", is_flag=True, help="Print the RunResult as JSON on stdout.")
def run(
    workflow_id: str | None,
    detach: bool,
    as_json: bool,
    sandbox: str,
    allow_network: bool,
    verifier_env: str,
    **options: Any,
) -> int:
    """Run the agent on a task until the verifiers pass (or the run must stop).

    Progress goes to stderr. Without --json a summary is printed on stdout; with --json
    exactly one RunResult JSON object is.
    """
    settings = Settings.from_env()
    req = build_request(settings=settings, **options)
    if workflow_id is not None and not workflow_id.strip():
        _fail("--id: the workflow id is empty")
    wf_id = (workflow_id or _default_id(Path(req.workspace))).strip()
    if settings.embedded and not has_api_credentials():
        _fail(
            "ANTHROPIC_API_KEY is not set: export your Anthropic API key "
            "(or try `greenloop demo`, which needs none)"
        )
    if not settings.embedded and (sandbox != "auto" or allow_network or verifier_env != "scrubbed"):
        _fail(
            "--sandbox, --allow-network and --verifier-env configure the in-process worker; "
            "with TEMPORAL_ADDRESS set, give them to the workers (greenloop worker ...)"
        )
    from greenloop.commands import run_command

    return run_command(
        settings,
        req,
        workflow_id=wf_id,
        detach=detach,
        as_json=as_json,
        worker_options=_worker_options(sandbox, allow_network, verifier_env),
    )


# --------------------------------------------------------------------------- others


@cli.command()
@worker_options
def worker(sandbox: str, allow_network: bool, verifier_env: str) -> int:
    """Run a worker (the same as `python worker.py`) until Ctrl-C or SIGTERM.

    Connects to TEMPORAL_ADDRESS (with TEMPORAL_NAMESPACE, TEMPORAL_API_KEY, TEMPORAL_TLS*),
    or to the embedded server on GREENLOOP_TEMPORAL_PORT, and serves the task queue
    GREENLOOP_TASK_QUEUE (default: greenloop). Needs ANTHROPIC_API_KEY.
    """
    from greenloop.commands import worker_command

    settings = Settings.from_env()
    if not has_api_credentials():
        _fail("ANTHROPIC_API_KEY is not set: the worker calls the Anthropic API")
    return worker_command(settings, _worker_options(sandbox, allow_network, verifier_env))


@cli.command()
@click.option("--headless", is_flag=True, help="Without the Temporal UI.")
@worker_options
def server(headless: bool, sandbox: str, allow_network: bool, verifier_env: str) -> int:
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
        options=_worker_options(sandbox, allow_network, verifier_env),
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


# --------------------------------------------------------------------------- output


def print_result(result: RunResult, *, as_json: bool, console: Console) -> int:
    """Print a RunResult (JSON on stdout, or a summary) and return the exit code."""
    from greenloop.runner import EXIT_CODES

    if as_json:
        sys.stdout.write(result.model_dump_json() + "\n")
    else:
        console.result(result)
    sys.stdout.flush()
    return EXIT_CODES[result.final_status]


def progress_printer(console: Console) -> Callable[[Snapshot], None]:
    """A callback that prints each progress snapshot."""
    return console.progress


def env_flag(name: str) -> bool:
    """Whether an environment variable is set to a true value."""
    return os.environ.get(name, "").lower() in ("1", "true", "yes")


if __name__ == "__main__":
    main()
