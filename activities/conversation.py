"""One agent conversation: the Messages API tool loop of a session.

The loop calls the model, runs the tool calls it asks for inside the workspace and feeds
the results back, until the model answers without a tool call (``success``), reaches
``max_turns`` (``turn_limit``) or the token budget (``budget_exhausted``). Every response
and tool result goes to the session journal first, so a resumed attempt (see
``activities.agent_session``) continues from the last completed turn: a tool call whose
result never reached the journal is reported to the model as interrupted, not run again.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

from anthropic import AsyncAnthropic

from activities.journal import Journal, SessionState, call_key, tool_uses
from activities.redact import clean, clean_tree, redact
from activities.tools import TOOL_PARAMS, ToolContext, ToolOutcome, execute_tool
from contract.models import EXCERPT_CHARS, SessionInput, SessionResult, VerifierSpec

INTERRUPTED_TOOL = (
    "This tool call was interrupted: the worker running it stopped before it finished, "
    "so its effects are unknown. Check the workspace before repeating it."
)

TRUNCATED_TOOL = (
    "This tool call was cut off because the response reached max_tokens, so its input is "
    "incomplete and it was not run. Send it again in smaller pieces."
)

NO_ID_PREFIX = "toolu_greenloop_noid_"
"""Ids we give tool calls that came without one, so the conversation stays well formed."""

NO_ID_TOOL = "This tool call had no id, so it was not run. Call the tool again."

REPEATED_FAILURES = 5

REPEATED_NOTE = (
    "\n\nThis exact call has now failed {n} times in this session. Repeating it will not "
    "help: read the error, look at the workspace, and try a different approach."
)


def system_prompt(workspace: str, verifiers: list[VerifierSpec]) -> str:
    """The system prompt: where the agent works and what will judge its work."""
    if verifiers:
        checks = "\n".join(f"- {v.name} ({v.kind}): `{v.command}`" for v in verifiers)
        judged = (
            "When you finish, these commands will be run in the workspace, and your work is "
            f"accepted only if every one of them exits 0:\n{checks}\n"
            "Run them yourself before you finish."
        )
    else:
        judged = "No verification commands are configured; finish when the task is done."
    return (
        "You are a careful software engineer working unattended on a task in a code "
        f"workspace.\n\nThe workspace is {workspace}; it is your current directory. Use "
        "paths inside it (absolute or relative to it); nothing outside it is reachable.\n"
        "Tools: `str_replace_based_edit_tool` views and edits files; `bash` runs one shell "
        "command at a time, each in a fresh shell started in the workspace (no state such "
        "as `cd` or variables carries over), with no network access by default.\n\n"
        f"{judged}\n\nWhen the task is complete, reply with a short summary of what you "
        "changed and do not call any tool in that reply."
    )


async def converse(
    client: AsyncAnthropic,
    inp: SessionInput,
    state: SessionState,
    journal: Journal,
    ctx: ToolContext,
    system: str,
    *,
    activity_attempt: int,
    request_timeout_s: float,
    before_tools: asyncio.Future[str | None] | None = None,
) -> SessionResult:
    """Converse until the session ends; returns its result (status, turns, tokens, text).

    ``before_tools`` is awaited before the first tool runs (the attempt-0 snapshot and the
    protected-path baseline are taken while the first model call is in flight).
    """
    while True:
        if state.last_content:
            uses = tool_uses(state.last_content)
            if not uses:
                if state.last_stop_reason == "refusal":
                    return session_result(state, "failed", error="the model refused the task")
                return session_result(state, "success")
            truncated = state.last_stop_reason == "max_tokens"
            blocks = []
            for i, use in enumerate(uses):
                block = state.results.get(use["id"])
                if block is None:
                    if truncated and i == len(uses) - 1:
                        outcome = ToolOutcome(TRUNCATED_TOOL, True)
                    elif use["id"].startswith(NO_ID_PREFIX):
                        outcome = ToolOutcome(NO_ID_TOOL, True)
                    elif use["id"] in state.started_tools:
                        outcome = ToolOutcome(INTERRUPTED_TOOL, True)
                    else:
                        if before_tools is not None:
                            await before_tools
                        journal.append({"e": "tool_start", "id": use["id"]})
                        outcome = await execute_tool(ctx, use.get("name", ""), use.get("input"))
                        outcome = ToolOutcome(redact(clean(outcome.content)), outcome.is_error)
                    if outcome.is_error:
                        key = call_key(use)
                        state.failed_calls[key] += 1
                        if state.failed_calls[key] >= REPEATED_FAILURES:
                            note = REPEATED_NOTE.format(n=state.failed_calls[key])
                            outcome = ToolOutcome(outcome.content + note, True)
                    block = {
                        "type": "tool_result",
                        "tool_use_id": use["id"],
                        "content": outcome.content,
                        "is_error": outcome.is_error,
                    }
                    journal.append({"e": "tool_result", "id": use["id"], "block": block})
                    state.results[use["id"]] = block
                blocks.append(block)
            state.messages.append({"role": "user", "content": blocks})
            state.last_content = []
            state.results = {}
            state.started_tools = set()
        if state.turns >= inp.max_turns:
            return session_result(
                state, "turn_limit", error=f"reached the limit of {inp.max_turns} model turns"
            )
        spent = state.input_tokens + state.output_tokens
        if inp.token_budget is not None and spent >= inp.token_budget:
            return session_result(
                state,
                "budget_exhausted",
                error=f"the run's token budget was spent ({spent} tokens in this session)",
            )
        content, stop_reason, usage_in, usage_out = await _call_model(
            client, inp, state, system, request_timeout_s
        )
        state.turns += 1
        state.input_tokens += usage_in
        state.output_tokens += usage_out
        state.last_content = content
        state.last_stop_reason = stop_reason
        state.messages.append({"role": "assistant", "content": content})
        state.last_progress_attempt = activity_attempt
        state.failures_since_progress = 0
        journal.append(
            {
                "e": "response",
                "attempt": activity_attempt,
                "turn": state.turns,
                "content": content,
                "stop_reason": stop_reason,
                "input_tokens": usage_in,
                "output_tokens": usage_out,
            }
        )


async def _call_model(
    client: AsyncAnthropic,
    inp: SessionInput,
    state: SessionState,
    system: str,
    request_timeout_s: float,
) -> tuple[list[dict[str, Any]], str | None, int, int]:
    """One streamed model call: its content blocks, stop reason and usage."""
    async with client.messages.stream(
        model=inp.model,
        max_tokens=inp.max_tokens,
        system=system,
        tools=TOOL_PARAMS,  # type: ignore[arg-type]
        messages=_with_cache_breakpoint(state.messages),  # type: ignore[arg-type]
        timeout=request_timeout_s,
    ) as stream:
        message = await stream.get_final_message()
    content: list[dict[str, Any]] = clean_tree(
        [
            block.model_dump(mode="json", exclude_none=True, exclude_unset=True)
            for block in message.content
        ]
    )
    for i, block in enumerate(content):
        if block.get("type") == "tool_use" and not block.get("id"):
            block["id"] = f"{NO_ID_PREFIX}{state.turns + 1}_{i}"
    u = message.usage
    usage_in = (
        u.input_tokens + (u.cache_creation_input_tokens or 0) + (u.cache_read_input_tokens or 0)
    )
    return content, message.stop_reason, usage_in, u.output_tokens


def _with_cache_breakpoint(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A copy of the conversation whose last block carries a prompt-cache breakpoint.

    Each turn resends the whole conversation; the breakpoint lets the API reuse the prefix.
    """
    if not messages:
        return messages
    last = dict(messages[-1])
    content = last["content"]
    blocks = [{"type": "text", "text": content}] if isinstance(content, str) else list(content)
    if not blocks:
        return messages
    blocks[-1] = {**blocks[-1], "cache_control": {"type": "ephemeral"}}
    last["content"] = blocks
    return [*messages[:-1], last]


def session_result(state: SessionState, status: Any, *, error: str | None = None) -> SessionResult:
    texts = [b.get("text", "") for b in state.last_content if b.get("type") == "text"]
    if not texts:
        for msg in reversed(state.messages):
            if msg["role"] == "assistant":
                texts = [b.get("text", "") for b in msg["content"] if b.get("type") == "text"]
                break
    final = "\n".join(t for t in texts if t).strip()
    if len(final) > EXCERPT_CHARS:
        final = final[: EXCERPT_CHARS - 20] + "\n[... cut ...]"
    started = state.started_at or time.time()
    return SessionResult(
        status=status,
        turns=state.turns,
        input_tokens=state.input_tokens,
        output_tokens=state.output_tokens,
        duration_ms=int((time.time() - started) * 1000),
        final_text=final,
        error=error,
    )
