"""The CLI's one console: progress on stderr, results on stdout.

Uses rich, which prints plain text when the stream is not a terminal (pipes, CI), so
logs stay greppable; library code never prints.
"""

from __future__ import annotations

import time

from rich.console import Console as RichConsole
from rich.markup import escape

from greenloop.models import RunResult
from greenloop.runner import Snapshot

_STATUS_STYLE = {"success": "bold green", "timeout": "bold yellow"}


class Console:
    """Where every line the CLI writes goes through."""

    def __init__(self) -> None:
        self.err = RichConsole(stderr=True, highlight=False, soft_wrap=True)
        self.out = RichConsole(highlight=False, soft_wrap=True)
        self._t0 = time.monotonic()
        self._history_seen = 0

    def _stamp(self) -> str:
        return f"[dim]\\[{time.monotonic() - self._t0:5.0f}s][/dim]"

    def info(self, message: str) -> None:
        """A line of information on stderr."""
        self.err.print(f"{self._stamp()} {escape(message)}")

    def warn(self, message: str) -> None:
        """A warning on stderr."""
        self.err.print(f"{self._stamp()} [bold yellow]warning:[/] {escape(message)}")

    def progress(self, snap: Snapshot) -> None:
        """One progress line: attempt, phase, detail, tokens so far; and new failures."""
        for entry in snap.history[self._history_seen :]:
            self.err.print(f"{self._stamp()} [red]verification failed:[/] {escape(entry)}")
        self._history_seen = len(snap.history)
        tokens = snap.input_tokens + snap.output_tokens
        suffix = f" [dim]({tokens} tokens)[/dim]" if tokens else ""
        self.err.print(f"{self._stamp()} {escape(snap.line())}{suffix}")

    def result(self, result: RunResult) -> None:
        """A human summary of a finished run, on stdout."""
        style = _STATUS_STYLE.get(result.final_status, "bold red")
        u = result.usage
        self.out.print(
            f"[{style}]{result.final_status}[/] after {result.attempts} attempt(s): "
            f"{escape(result.workflow_id)} (tokens: {u.input_tokens} in, {u.output_tokens} out)"
        )
        for i, session in enumerate(result.session_results, start=1):
            line = f"  attempt {i}: session {session.status} ({session.turns} turns"
            if session.transient_retries:
                line += f", {session.transient_retries} API retries"
            line += ")"
            if i <= len(result.verification_results):
                v = result.verification_results[i - 1]
                line += ", verification passed" if v.passed else ", verification FAILED"
            self.out.print(escape(line))
        for entry in result.error_history:
            self.out.print(f"    {escape(entry)}")
        if result.error and result.final_status != "success":
            self.out.print(f"  error: {escape(result.error)}")
