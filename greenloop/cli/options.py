"""Options and checks that several commands share, each defined once.

``run_options`` describe a run (a workspace's config file can set the same ones);
``worker_options`` configure the worker a command runs and reach the command as one
``WorkerOptions``; the rest are the small checks every run-like command makes.
"""

from __future__ import annotations

import asyncio
import dataclasses
import functools
from collections.abc import Callable, Coroutine, Mapping
from typing import TYPE_CHECKING, Any, NoReturn, TypeVar

import click
from click.core import ParameterSource

from contract.errors import ConfigError
from contract.models import RunRequest
from greenloop.config import Settings, WorkerOptions, has_api_credentials
from greenloop.options import DEFAULTS

if TYPE_CHECKING:
    from greenloop.console import Console

T = TypeVar("T")
F = TypeVar("F", bound=Callable[..., Any])


def fail(message: str) -> NoReturn:
    """Stop with a usage error: one line, exit 2."""
    raise ConfigError(message)


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
            "--parallel",
            type=click.IntRange(1, 8),
            default=DEFAULTS["parallel"],
            show_default=True,
            metavar="N",
            help="Sessions per attempt, 1..8, each in its own copy of the workspace; the "
            "first whose verifiers all pass wins and its changes are applied (best of N).",
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
            "--max-cost",
            type=click.FloatRange(min=0, min_open=True),
            default=None,
            metavar="USD",
            help="Spending cap of the run in US dollars (all sessions): no model call is "
            "made that the run cannot afford; past it the run ends budget_exhausted.",
        ),
        click.option(
            "--price",
            default=None,
            metavar="IN,OUT",
            help="The model's price in US dollars per million input and output tokens "
            "(cache writes and reads at 1.25x and 0.1x input) [default: greenloop's table "
            "for listed models; see `greenloop prices`].",
        ),
        click.option(
            "--context-tokens",
            type=click.IntRange(1_000, 10_000_000),
            default=DEFAULTS["context_tokens"],
            show_default=True,
            metavar="N",
            help="Past this many tokens of conversation, a session replaces its oldest tool "
            "results by a one-line note, so each model call's input stops growing.",
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


_minimum_sandbox = click.option(
    "--sandbox",
    type=click.Choice(["auto", "bwrap", "none"]),
    default="auto",
    show_default=True,
    help="The least confinement this worker allows: bwrap = every command of every run "
    "is sandboxed (a run asking for none gets bwrap; the worker does not start without "
    "a working bwrap); auto/none = each run's own --sandbox applies.",
)
"""``--sandbox`` of a standing worker: the least confinement it allows any run."""


def _bind(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None:
        from greenloop.telemetry import parse_bind

        try:
            parse_bind(value)
        except ConfigError as exc:
            raise click.BadParameter(str(exc).split(": ", 1)[-1]) from None
    return value


_metrics_port = click.option(
    "--metrics-port",
    metavar="[HOST:]PORT",
    default=None,
    callback=_bind,
    help="Serve Prometheus metrics at http://HOST:PORT/metrics (HOST defaults to "
    "127.0.0.1; use 0.0.0.0:PORT to let other hosts scrape): the Temporal SDK's own and "
    "greenloop_runs_total, greenloop_attempts, greenloop_api_retries_total, "
    "greenloop_tokens_total, greenloop_cost_usd_total, greenloop_verifier_seconds.",
)


_max_verifiers = click.option(
    "--max-verifiers",
    type=click.IntRange(1, 256),
    default=None,
    metavar="N",
    help="Verifier activities this worker runs at once (default: two per core).",
)


_workflow_sandbox = click.option(
    "--workflow-sandbox",
    is_flag=True,
    help="Run workflow code inside Temporal's sandbox (slower; CI and `greenloop replay` "
    "always do).",
)


def worker_options(*, standing: bool = False) -> Callable[[F], F]:
    """The options of the worker a command runs, collected into one ``worker`` argument
    (a ``WorkerOptions``): ``--no-snapshots`` and ``--verifier-env``, and for a standing
    worker (``greenloop worker``/``server``) its minimum ``--sandbox``."""

    def decorate(f: F) -> F:
        @functools.wraps(f)
        def collect(*args: Any, no_snapshots: bool, verifier_env: str, **kw: Any) -> Any:
            # a run's own --sandbox (run_options) is the run's: only a standing worker's
            # --sandbox is the worker's minimum
            minimum = kw.pop("sandbox") if standing else "auto"
            metrics_port = kw.pop("metrics_port") if standing else None
            verifiers = kw.pop("max_verifiers") if standing else None
            sandboxed = kw.pop("workflow_sandbox") if standing else False
            worker = WorkerOptions(
                sandbox=minimum,  # type: ignore[arg-type]  # click.Choice
                verifier_env=verifier_env,  # type: ignore[arg-type]  # click.Choice
                snapshots=not no_snapshots,
                metrics_port=metrics_port,
                workflow_sandbox=sandboxed,
            )
            if verifiers is not None:
                worker = dataclasses.replace(worker, max_concurrent_verifiers=verifiers)
            return f(*args, worker=worker, **kw)

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
        if standing:
            options.insert(0, _minimum_sandbox)
            options.append(_metrics_port)
            options.append(_max_verifiers)
            options.append(_workflow_sandbox)
        wrapped: Callable[..., Any] = collect
        for option in reversed(options):
            wrapped = option(wrapped)
        return wrapped  # type: ignore[return-value]

    return decorate


def check_in_process_flags(settings: Settings, worker: WorkerOptions) -> None:
    """``--verifier-env`` and ``--no-snapshots`` configure the in-process worker, which only
    the embedded mode runs."""
    if not settings.embedded and worker != WorkerOptions(sandbox=worker.sandbox):
        fail(
            "--verifier-env and --no-snapshots configure the in-process worker; with "
            "TEMPORAL_ADDRESS set, give them to the workers (greenloop worker ...)"
        )


def check_local_sandbox(settings: Settings, req: RunRequest) -> None:
    """In the embedded mode every worker is on this host: say now if bwrap cannot work."""
    if settings.embedded and req.confinement.sandbox == "bwrap":
        from activities.sandbox import current_problem

        problem = current_problem()
        if problem is not None:
            fail(
                f"--sandbox bwrap: {problem}; install bubblewrap (Debian/Ubuntu package "
                "`bubblewrap`), or ask for --sandbox auto or none"
            )


def need_credentials(settings: Settings) -> None:
    # in the embedded mode the sessions run here; on a cluster, the workers need the key
    if settings.embedded and not has_api_credentials():
        fail(
            "ANTHROPIC_API_KEY is not set: export your Anthropic API key "
            "(or try `greenloop demo`, which needs none)"
        )


def explicit(ctx: click.Context, options: Mapping[str, Any]) -> dict[str, Any]:
    return {
        k: v
        for k, v in options.items()
        if ctx.get_parameter_source(k) not in (ParameterSource.DEFAULT, None)
    }


def make_console() -> Console:
    from greenloop.console import Console

    return Console()


def json_option(f: Callable[..., Any]) -> Callable[..., Any]:
    return click.option("--json", "as_json", is_flag=True, help="Print JSON on stdout.")(f)


def run_async(coro: Coroutine[Any, Any, T]) -> T:
    from greenloop import logs

    logs.configure()
    return asyncio.run(coro)
