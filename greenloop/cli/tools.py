"""Commands that need no server: ``demo`` (starts its own), ``summarize`` and ``prices``."""

from __future__ import annotations

import dataclasses
import json
from typing import IO

import click

from greenloop.cli.app import cli


@cli.command()
@click.option("--json", "as_json", is_flag=True, help="Print the RunResult as JSON on stdout.")
@click.option("--keep", is_flag=True, help="Keep the demo workspace afterwards.")
def demo(as_json: bool, keep: bool) -> int:
    """Run the real loop on a small buggy project, with a scripted model (no API key).

    Real Temporal (the embedded dev server), the real Anthropic SDK over HTTP, and a real
    verifier; only the model's answers are scripted, by a local fake Messages API.
    """
    from greenloop.config import Settings
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
@click.option(
    "--root",
    type=click.Path(file_okay=False, path_type=str),
    default=".",
    show_default=True,
    help="The directory the command ran in: paths under it are shown relative to it, as a"
    " verifier shows them (its root is the workspace).",
)
@click.option(
    "--baseline",
    type=click.Path(exists=True, dir_okay=False, path_type=str),
    default=None,
    help="The previous output of the same command: errors it did not have are listed first,"
    " as a verifier lists them against its previous attempt's output.",
)
@click.option(
    "--changes",
    type=click.File("r", encoding="utf-8", errors="replace"),
    default=None,
    help="A unified diff of the change under test (git diff, paths relative to --root):"
    " a compiler's or linter's errors at the lines it touched are listed first, as a"
    " verifier lists them against the run's own diff.",
)
@click.argument("file", default="-", type=click.File("rb"))
def summarize(
    kind: str,
    exit_code: int | None,
    as_json: bool,
    root: str,
    baseline: str | None,
    changes: IO[str] | None,
    file: IO[bytes],
) -> int:
    """Print the digest the agent would be told for one tool output (FILE or - for stdin).

    \b
    Examples:
      pytest > out.txt; greenloop summarize --kind test --exit-code $? out.txt
      mypy src | greenloop summarize --kind lint --changes <(git diff) -
    """
    from activities.summarize import Baseline, Changes, StreamSummarizer, format_result

    before = Baseline.of_file(baseline, kind=kind, root=root) if baseline else None  # type: ignore[arg-type]
    touched = Changes.of_diff(changes.read()) if changes is not None else None
    summarizer = StreamSummarizer(kind=kind, root=root, baseline=before, changes=touched)  # type: ignore[arg-type]
    while chunk := file.read(4 * 1024 * 1024):
        summarizer.feed(chunk)
    errors = summarizer.finish(exit_code=exit_code)
    if as_json:
        click.echo(json.dumps([dataclasses.asdict(e) for e in errors]))
    else:
        click.echo(format_result(errors, passed=summarizer.passed, warned=summarizer.warned))
    return 0


@cli.command()
@click.option("--json", "as_json", is_flag=True, help="Print the table as JSON.")
def prices(as_json: bool) -> int:
    """Print the model prices greenloop counts cost with (US dollars per million tokens).

    Runs of a model not listed have no cost unless given --price IN,OUT.
    """
    from greenloop.prices import table

    t = table()
    if as_json:
        click.echo(t.model_dump_json(indent=2))
        return 0
    click.echo(f"US dollars per million tokens; checked {t.checked} against {t.source}")
    click.echo(f"{'model':<28} {'input':>8} {'output':>8} {'cache write':>12} {'cache read':>11}")
    for name, e in t.models.items():
        click.echo(
            f"{name:<28} {e.input:>8.3f} {e.output:>8.3f} {e.cache_write:>12.3f} "
            f"{e.cache_read:>11.3f}"
        )
        if e.above is not None:
            a = e.above
            label = f"  prompts over {e.above_tokens:,}"
            click.echo(
                f"{label:<28} {a.input:>8.3f} {a.output:>8.3f} {a.cache_write:>12.3f} "
                f"{a.cache_read:>11.3f}"
            )
        for alias in e.aliases:
            click.echo(f"  = {alias}")
    return 0
