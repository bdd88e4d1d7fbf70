"""The CLI's one console: progress on stderr, results on stdout.

On a terminal, a live status line (spinner, attempt, phase, elapsed time, tokens) stays
at the bottom while events scroll above it; in a pipe or CI every change is one plain,
greppable line. Library code never prints.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator, Sequence

from rich.console import Console as RichConsole
from rich.live import Live
from rich.markup import escape
from rich.spinner import Spinner
from rich.table import Table

from contract.models import RunResult, Usage
from greenloop.runner import Snapshot

_STATUS_STYLE = {"success": "bold green", "timeout": "bold yellow"}


NOTHING_CHECKED = (
    "no verifiers were given, so nothing checked the agent's work: the run succeeds when "
    "the agent says it is done (add --test, --build, --lint or --verify)"
)


def _elapsed(seconds: float) -> str:
    m, s = divmod(int(seconds), 60)
    h, m = divmod(m, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m:02d}:{s:02d}"


class Console:
    """Where every line the CLI writes goes through."""

    def __init__(self, *, live: bool | None = None) -> None:
        self.err = RichConsole(stderr=True, highlight=False, soft_wrap=True)
        self.out = RichConsole(highlight=False, soft_wrap=True)
        if not self.out.is_terminal:
            # a pipe has no width: never fold a table into rich's default 80 columns
            self.out = RichConsole(highlight=False, soft_wrap=True, width=250)
        self._t0 = time.monotonic()
        self._history_seen = 0
        self._live_enabled = self.err.is_terminal if live is None else live

    def _stamp(self) -> str:
        return f"[dim]\\[{time.monotonic() - self._t0:5.0f}s][/dim]"

    def info(self, message: str) -> None:
        """A line of information on stderr."""
        self.err.print(f"{self._stamp()} {escape(message)}")

    def warn(self, message: str) -> None:
        """A warning on stderr."""
        self.err.print(f"{self._stamp()} [bold yellow]warning:[/] {escape(message)}")

    def progress(self, snap: Snapshot) -> None:
        """One progress line (plain mode): attempt, phase, detail, tokens; new failures."""
        self._new_failures(snap)
        suffix = f" [dim]({snap.tokens} tokens this session)[/dim]" if snap.tokens else ""
        self.err.print(f"{self._stamp()} {escape(snap.line())}{suffix}")

    def _new_failures(self, snap: Snapshot) -> None:
        for entry in snap.history[self._history_seen :]:
            self.err.print(f"{self._stamp()} [red]verification failed:[/] {escape(entry)}")
        self._history_seen = max(self._history_seen, len(snap.history))

    @contextlib.contextmanager
    def live(self, run_id: str) -> Iterator[Callable[[Snapshot], None]]:
        """A progress callback: a live status line on a terminal, plain lines elsewhere."""
        if not self._live_enabled:
            yield self.progress
            return
        spinner = Spinner("dots", text=f"{run_id}: starting")
        started = time.monotonic()
        last: list[Snapshot] = []

        def render() -> Spinner:
            snap = last[-1] if last else None
            parts = [escape(run_id)]
            if snap is not None:
                parts.append(escape(snap.line()))
                if snap.tokens:
                    parts.append(f"{snap.tokens:,} tokens")
            parts.append(_elapsed(time.monotonic() - started))
            spinner.text = " · ".join(parts)
            return spinner

        with Live(render(), console=self.err, refresh_per_second=4, transient=True) as live:

            def update(snap: Snapshot) -> None:
                if not last or (last[-1].phase, last[-1].attempt) != (snap.phase, snap.attempt):
                    self._new_failures(snap)
                    live.console.print(f"{self._stamp()} {escape(snap.line())}")
                last.append(snap)
                del last[:-1]
                live.update(render())

            yield update

    def result(self, result: RunResult) -> None:
        """A human summary of a finished run, on stdout."""
        style = _STATUS_STYLE.get(result.final_status, "bold red")
        self.out.print(
            f"[{style}]{result.final_status}[/] after {result.attempts} attempt(s): "
            f"{escape(result.workflow_id)} ({escape(usage_text(result.usage))})"
        )
        for i, session in enumerate(result.session_results, start=1):
            line = f"  attempt {i}: session {session.status} ({session.turns} turns"
            if session.transient_retries:
                line += f", {session.transient_retries} API retries"
            if session.worker_restarts:
                line += f", worker lost, resumed {session.worker_restarts}x"
            line += ")"
            if i <= len(result.verification_results):
                v = result.verification_results[i - 1]
                line += ", verification passed" if v.passed else ", verification FAILED"
            self.out.print(escape(line))
        for entry in result.error_history:
            self.out.print(f"    {escape(entry)}")
        if result.final_status == "success" and not result.verification_results:
            self.out.print(f"  note: {NOTHING_CHECKED}")
        if result.error and result.final_status != "success":
            self.out.print(f"  error: {escape(result.error)}")

    def table(
        self, title: str | None, columns: Sequence[str], rows: Sequence[Sequence[str]]
    ) -> None:
        """A table on stdout (plain columns when not a terminal)."""
        table = Table(title=title, show_lines=False, header_style="bold", box=None, pad_edge=False)
        for col in columns:
            table.add_column(col, overflow="fold")
        for row in rows:
            table.add_row(*(escape(c) for c in row))
        self.out.print(table, soft_wrap=False)


def cost_text(u: Usage) -> str:
    """``$0.0123``, or ``cost unknown`` when the model had no price."""
    if not u.priced:
        return "cost unknown (no price for the model; see --price)"
    return f"${u.cost_usd:.4f}"


def usage_text(u: Usage) -> str:
    """One line of what a run or session spent: tokens by kind, and dollars."""
    cached = ""
    if u.cache_read_input_tokens or u.cache_creation_input_tokens:
        cached = (
            f" ({u.cache_read_input_tokens:,} read from cache, "
            f"{u.cache_creation_input_tokens:,} written to it)"
        )
    return f"tokens: {u.all_input:,} in{cached}, {u.output_tokens:,} out; {cost_text(u)}"
