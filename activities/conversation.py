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
from collections.abc import Callable
from typing import Any

from anthropic import AsyncAnthropic

from activities import context, telemetry
from activities.journal import Journal, SessionState, call_key, tool_uses
from activities.redact import clean, clean_tree, redact
from activities.tools import TOOL_PARAMS, ToolContext, ToolOutcome, execute_tool
from contract.models import EXCERPT_CHARS, SessionInput, SessionResult, Usage, VerifierSpec

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
    after_call: Callable[[SessionState], None] | None = None,
) -> SessionResult:
    """Converse until the session ends; returns its result (status, turns, tokens, text).

    ``before_tools`` is awaited before the first tool runs (the attempt-0 snapshot and the
    protected-path baseline are taken while the first model call is in flight);
    ``after_call`` sees the state after each model call is journaled.
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
                        outcome = await _run_tool(ctx, use)
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
        spent = state.tokens
        if inp.token_budget is not None and spent >= inp.token_budget:
            return session_result(
                state,
                "budget_exhausted",
                error=f"the run's token budget was spent ({spent} tokens in this session)",
            )
        cleared = context.advance(state, system, TOOL_PARAMS, inp.context_tokens)
        if cleared != state.cleared:
            state.cleared = cleared
            journal.append({"e": "cleared", "n": cleared})
        messages = context.cleared_view(state.messages, state.cleared)
        chars = context.chars_of(system, TOOL_PARAMS, messages)
        unaffordable = _unaffordable(inp, state, chars)
        if unaffordable is not None:
            return session_result(state, "budget_exhausted", error=unaffordable)
        with telemetry.span(
            "greenloop.turn",
            {"greenloop.turn": state.turns + 1, "gen_ai.request.model": inp.model},
        ) as turn:
            content, stop_reason, usage = await _call_model(
                client, inp, state, system, messages, request_timeout_s
            )
            cost = inp.price.call_cost(usage) if inp.price is not None else 0.0
            usage = usage.model_copy(update={"cost_usd": cost})
            priced = inp.price is not None
            turn.set_attributes(telemetry.usage_attributes(usage, priced=priced))
            turn.set_attribute("greenloop.stop_reason", stop_reason or "")
            telemetry.count_call(usage, priced=priced)
        state.turns += 1
        state.input_tokens += usage.input_tokens
        state.output_tokens += usage.output_tokens
        state.cache_creation_input_tokens += usage.cache_creation_input_tokens
        state.cache_read_input_tokens += usage.cache_read_input_tokens
        state.cost_usd += cost
        state.last_prompt_tokens = usage.all_input
        state.last_request_chars = chars
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
                "input_tokens": usage.input_tokens,
                "output_tokens": usage.output_tokens,
                "cache_creation_input_tokens": usage.cache_creation_input_tokens,
                "cache_read_input_tokens": usage.cache_read_input_tokens,
                "cost_usd": cost,
                "request_chars": chars,
            }
        )
        if after_call is not None:
            after_call(state)


async def _run_tool(ctx: ToolContext, use: dict[str, Any]) -> ToolOutcome:
    """Run one tool call (in its own span), its output cleaned and redacted."""
    name = str(use.get("name", ""))
    with telemetry.span(
        f"execute_tool {name}",
        {
            "gen_ai.operation.name": "execute_tool",
            "gen_ai.tool.name": name,
            "gen_ai.tool.call.id": str(use.get("id", "")),
        },
    ) as s:
        outcome = await execute_tool(ctx, name, use.get("input"))
        if outcome.exit_code is not None:
            s.set_attribute("process.exit.code", outcome.exit_code)
        if outcome.is_error:
            telemetry.fail(s, outcome.content.splitlines()[0] if outcome.content else "error")
    return ToolOutcome(redact(clean(outcome.content)), outcome.is_error)


def _unaffordable(inp: SessionInput, state: SessionState, chars: int) -> str | None:
    """Why the next call may not be made under ``--max-cost``, or None if it may.

    The worst case: the request's estimated tokens (plus a margin) all at the dearest input
    rate, and a full ``max_tokens`` of output.
    """
    if inp.cost_budget_usd is None or inp.price is None:
        return None
    prompt = int(context.estimate_tokens(chars, state) * context.MARGIN)
    worst = inp.price.worst_case(prompt, inp.max_tokens)
    left = inp.cost_budget_usd - state.cost_usd
    if worst <= left:
        return None
    return (
        f"the run's cost cap would not cover another model call: it could cost up to "
        f"${worst:.4f} (~{prompt:,} input tokens, up to {inp.max_tokens:,} output) and "
        f"${max(left, 0.0):.4f} is left (${state.cost_usd:.4f} spent in this session)"
    )


async def _call_model(
    client: AsyncAnthropic,
    inp: SessionInput,
    state: SessionState,
    system: str,
    messages: list[dict[str, Any]],
    request_timeout_s: float,
) -> tuple[list[dict[str, Any]], str | None, Usage]:
    """One streamed model call: its content blocks, stop reason and usage."""
    system_blocks, tools, marked = context.with_breakpoints(system, TOOL_PARAMS, messages)
    async with client.messages.stream(
        model=inp.model,
        max_tokens=inp.max_tokens,
        system=system_blocks,  # type: ignore[arg-type]
        tools=tools,  # type: ignore[arg-type]
        messages=marked,  # type: ignore[arg-type]
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
    usage = Usage(
        input_tokens=u.input_tokens,
        output_tokens=u.output_tokens,
        cache_creation_input_tokens=u.cache_creation_input_tokens or 0,
        cache_read_input_tokens=u.cache_read_input_tokens or 0,
    )
    return content, message.stop_reason, usage


def session_result(state: SessionState, status: Any, *, error: str | None = None) -> SessionResult:
    """The session's result as it stands (``priced`` is the caller's to set)."""
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
        **spent(state, priced=True),
        duration_ms=int((time.time() - started) * 1000),
        final_text=final,
        error=error,
    )


def spent(state: SessionState, *, priced: bool) -> dict[str, Any]:
    """What the session spent so far, as SessionResult fields."""
    return {
        "input_tokens": state.input_tokens,
        "output_tokens": state.output_tokens,
        "cache_creation_input_tokens": state.cache_creation_input_tokens,
        "cache_read_input_tokens": state.cache_read_input_tokens,
        "cost_usd": state.cost_usd,
        "priced": priced or state.tokens == 0,
        "cleared_results": state.cleared,
    }
