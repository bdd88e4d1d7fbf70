"""What the agent's tools share: where and how they run for one session (``ToolContext``),
what a call returns (``ToolOutcome``), the error a call the model got wrong raises, and
the bound on what goes back to the model."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

import pathspec

from activities import sandbox
from activities.procgroups import ProcessGroups
from contract.errors import GreenloopError

MAX_RESULT_CHARS = 16_000
"""Bound on one tool result sent to the model (head and tail are kept)."""


class ToolError(GreenloopError):
    """A tool call the model got wrong; its message goes back as an ``is_error`` result."""


@dataclass(frozen=True)
class ToolOutcome:
    """What one tool call returns to the model."""

    content: str
    is_error: bool = False
    exit_code: int | None = None
    """A bash command's exit code (for traces; the model reads it in ``content``)."""


@dataclass
class ToolContext:
    """Where and how tools run for one session."""

    root: Path
    """The workspace, already resolved."""
    home: Path
    """A private, empty HOME for bash commands."""
    env: Mapping[str, str] = field(default_factory=dict)
    """The environment bash commands see (allow-listed)."""
    bash_timeout_s: float = 300.0
    output_cap_bytes: int = 1024 * 1024
    """Bytes of command output kept in memory (head and tail) while it is read."""
    sandbox_mode: sandbox.Mode = "none"
    allow_network: bool = False
    process_groups: ProcessGroups = field(default_factory=ProcessGroups)
    """Process groups started by bash; what is left of them is killed when the session ends."""
    hidden_paths: tuple[Path, ...] = ()
    """Paths hidden besides the defaults: ``GREENLOOP_HOME`` and the run's ``--hide``
    paths. The editor refuses them too (one may lie inside the workspace)."""
    protected: pathspec.GitIgnoreSpec | None = None
    """The run's ``--protect`` patterns: the editor refuses to change or create a match."""

    def jail(self) -> sandbox.Jail:
        """How this session's bash commands are confined."""
        return sandbox.Jail(
            mode=self.sandbox_mode,
            workspace=self.root,
            home=self.home,
            network=self.allow_network,
            hidden=self.hidden_paths,
        )


def bound_text(text: str, limit: int = MAX_RESULT_CHARS) -> str:
    """Keep the head and tail of long text, with a note of what was cut."""
    if len(text) <= limit:
        return text
    head = limit * 2 // 5
    tail = limit - head - 100
    cut = len(text) - head - tail
    cut_lines = text.count("\n", head, len(text) - tail)
    return (
        f"{text[:head]}\n\n[... {cut} characters ({cut_lines} lines) cut from the middle ...]\n\n"
        f"{text[-tail:]}"
    )
