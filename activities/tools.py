"""The agent's two client tools, executed locally inside the workspace.

- ``str_replace_based_edit_tool`` (Anthropic-defined ``text_editor_20250728``): ``view``,
  ``create``, ``str_replace``, ``insert``. Every path is resolved (``..``, ``~``, symlinks)
  and must stay inside the workspace.
- ``bash`` (Anthropic-defined ``bash_20250124``): each command runs in a fresh ``bash -c``
  with cwd = workspace, an allow-listed environment (never our API key or other secrets),
  its own process group killed on timeout, and output capped while it is read.

A tool never raises into the session: every failure is a ``ToolOutcome`` with
``is_error=True`` and a message the model can act on.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from activities import sandbox
from activities.editor import text_editor
from activities.process import run_process
from activities.tool_context import (
    MAX_RESULT_CHARS,
    ToolContext,
    ToolError,
    ToolOutcome,
    bound_text,
)

__all__ = [
    "BASH_TOOL",
    "EDITOR_TOOL",
    "MAX_RESULT_CHARS",
    "TOOL_PARAMS",
    "ToolContext",
    "ToolError",
    "ToolOutcome",
    "bound_text",
    "execute_tool",
    "run_bash",
]

logger = logging.getLogger(__name__)


EDITOR_TOOL = "str_replace_based_edit_tool"


BASH_TOOL = "bash"


TOOL_PARAMS: list[dict[str, Any]] = [
    {"type": "text_editor_20250728", "name": EDITOR_TOOL},
    {"type": "bash_20250124", "name": BASH_TOOL},
]
"""The ``tools`` parameter of every Messages API call."""


async def run_bash(ctx: ToolContext, params: Mapping[str, Any]) -> ToolOutcome:
    """Run one bash command; its output (stdout+stderr) and exit code go back to the model."""
    if params.get("restart"):
        return ToolOutcome(
            "Each command already runs in a fresh shell in the workspace; nothing to restart."
        )
    command = params.get("command")
    if not isinstance(command, str) or not command.strip():
        raise ToolError("bash needs a non-empty `command` string")
    argv = sandbox.wrap(["bash", "-c", command], ctx.jail())
    result = await run_process(
        argv,
        cwd=ctx.root,
        env=dict(ctx.env),
        timeout_s=ctx.bash_timeout_s,
        output_cap_bytes=ctx.output_cap_bytes,
        process_groups=ctx.process_groups,
    )
    text = result.output.decode("utf-8", errors="replace")
    if result.timed_out:
        return ToolOutcome(
            f"{bound_text(text)}\n[command timed out after {ctx.bash_timeout_s:.0f}s and was killed]",
            exit_code=result.returncode,
        )
    note = f"[exit code {result.returncode}]"
    return ToolOutcome(f"{bound_text(text)}\n{note}" if text else note, exit_code=result.returncode)


async def execute_tool(ctx: ToolContext, name: str, params: object) -> ToolOutcome:
    """Run one tool call; every failure becomes an ``is_error`` outcome, never an exception."""
    if not isinstance(params, dict):
        return ToolOutcome(f"tool input must be a JSON object, got {type(params).__name__}", True)
    try:
        if name == EDITOR_TOOL:
            return ToolOutcome(bound_text(text_editor(ctx, params)))
        if name == BASH_TOOL:
            return await run_bash(ctx, params)
        return ToolOutcome(
            f"unknown tool {name!r}; the tools are {EDITOR_TOOL} and {BASH_TOOL}", True
        )
    except ToolError as exc:
        return ToolOutcome(str(exc), True)
    except (OSError, UnicodeError, ValueError) as exc:
        return ToolOutcome(f"{name} failed: {type(exc).__name__}: {exc}", True)
