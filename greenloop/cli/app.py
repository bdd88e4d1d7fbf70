"""The ``greenloop`` command group, and the entry point that runs it.

Every usage or configuration error is reported as one line with exit code 2; the command
modules (``run``, ``operate``, ``serve``, ``tools``) add their commands to ``cli``.
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Sequence

import click

from contract.errors import ConfigError
from greenloop import __version__

EXIT_USAGE = 2


EXIT_INTERRUPTED = 130


SESSION_COMMANDS = frozenset({"run", "watch", "rerun", "batch", "worker", "server"})
"""Commands whose process may run sessions (and so verifiers): they hide credentials."""


COMMAND_MODULES: dict[str, str] = {
    **dict.fromkeys(("run", "watch", "rerun", "batch"), "greenloop.cli.run"),
    **dict.fromkeys(
        ("status", "list", "show", "cancel", "replay", "setup"), "greenloop.cli.operate"
    ),
    **dict.fromkeys(("worker", "server"), "greenloop.cli.serve"),
    **dict.fromkeys(("demo", "summarize", "prices"), "greenloop.cli.tools"),
}
"""Each command and the module that adds it to ``cli``."""


class _LazyGroup(click.Group):
    """A group that imports a command's module only when that command is wanted, so that
    ``greenloop summarize`` does not pay for pydantic models, Temporal or the Anthropic SDK
    (the ``--help`` listing imports them all)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*self.commands, *COMMAND_MODULES})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        module = COMMAND_MODULES.get(cmd_name)
        if cmd_name not in self.commands and module is not None:
            importlib.import_module(module)
        return self.commands.get(cmd_name)


@click.group(
    cls=_LazyGroup,
    context_settings={"help_option_names": ["-h", "--help"], "max_content_width": 100},
)
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
    if "greenloop.telemetry" in sys.modules:
        sys.modules["greenloop.telemetry"].flush()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)
