"""What a session sends: the conversation kept within ``--context-tokens``, with prompt-cache
breakpoints, and what the next call may cost at most.

Long sessions: each call resends the whole conversation, so input per call grows with
every tool result. Past the limit, the oldest tool results are replaced by a one-line
note saying what was cleared and how to get it back; the latest ``KEEP_RECENT`` stay whole.
Clearing goes down to ``CLEAR_TO`` of the limit at once, so that the (cached) prefix then
stays the same for many calls instead of changing at every one. greenloop does this
itself, so it works against any Messages-API endpoint (SPEC section 10).

How many of the oldest results are cleared is one number, ``SessionState.cleared``,
decided before each call from the journal's figures only (the previous call's real input
size and the characters sent), so a resumed session sends exactly the requests it would
have sent. The journal keeps every result whole.

Sizes: the previous call's ``usage`` says how many tokens its request held; the ratio of
tokens to characters it implies estimates the next request, before it is sent.
"""

from __future__ import annotations

import json
from typing import Any

from activities.journal import SessionState

KEEP_RECENT = 3
"""The latest tool results are never cleared."""
CLEAR_TO = 0.5
"""Once over the limit, clear down to this share of it (stable prefixes cache well)."""
MIN_SAVING = 0.25
"""When even clearing every result it may cannot bring a request under the limit (the
notes and tool calls of a very long session fill it), clear only once that saves this
share of the limit: a cleared result changes the cached prefix from that point on, so
clearing one result at every call would rewrite the cache at every call."""
DEFAULT_TOKENS_PER_CHAR = 1 / 3
"""Before any call has reported its usage: more tokens per character than English text or
code has, so that the first estimate errs high."""
MARGIN = 1.1
"""The worst-case estimate of a request's tokens is the estimate plus 10%."""

CLEARED_NOTE = (
    "[greenloop cleared this old tool result to keep the conversation short: {what} "
    "({chars:,} characters). {how}]"
)
_MIN_CLEARABLE = 400
"""Results shorter than this stay: the note would save next to nothing."""


def chars_of(system: str, tools: list[dict[str, Any]], messages: list[dict[str, Any]]) -> int:
    """The size of a request in characters of JSON (what the token estimate scales)."""
    return len(system) + len(json.dumps(tools)) + len(json.dumps(messages, ensure_ascii=False))


def tokens_per_char(state: SessionState) -> float:
    """Tokens per character of this session's requests, from the last call's usage."""
    if state.last_request_chars > 0 and state.last_prompt_tokens > 0:
        return state.last_prompt_tokens / state.last_request_chars
    return DEFAULT_TOKENS_PER_CHAR


def estimate_tokens(chars: int, state: SessionState) -> int:
    """Estimated tokens of a request of ``chars`` characters."""
    return int(chars * tokens_per_char(state)) + 1


def _results(messages: list[dict[str, Any]]) -> list[tuple[int, int]]:
    """(message index, block index) of every tool result, oldest first."""
    out = []
    for i, msg in enumerate(messages):
        content = msg.get("content")
        if msg.get("role") != "user" or not isinstance(content, list):
            continue
        for j, block in enumerate(content):
            if isinstance(block, dict) and block.get("type") == "tool_result":
                out.append((i, j))
    return out


def _uses(messages: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    uses: dict[str, dict[str, Any]] = {}
    for msg in messages:
        if msg.get("role") == "assistant" and isinstance(msg.get("content"), list):
            for block in msg["content"]:
                if isinstance(block, dict) and block.get("type") == "tool_use":
                    uses[str(block.get("id"))] = block
    return uses


def note_for(use: dict[str, Any] | None, content: str) -> str:
    """The one line that replaces a cleared result: what it was, how to get it back."""
    tool_input = use.get("input") if use else None
    tool_input = tool_input if isinstance(tool_input, dict) else {}
    name = use.get("name") if use else None
    if name == "bash":
        command = str(tool_input.get("command", ""))
        short = command if len(command) <= 200 else command[:197] + "..."
        what, how = f"the output of the bash command `{short}`", "Run it again if you need it."
    elif tool_input.get("path"):
        path = str(tool_input["path"])[:300]
        verb = str(tool_input.get("command", "view"))
        what = f"the result of `{verb}` on {path}"
        how = "View the file again if you need its content."
    else:
        what, how = f"the result of a `{name or 'tool'}` call", "Call it again if you need it."
    return CLEARED_NOTE.format(what=what, chars=len(content), how=how)


def _clearable(block: dict[str, Any]) -> bool:
    content = block.get("content")
    return isinstance(content, str) and len(content) >= _MIN_CLEARABLE


def cleared_view(messages: list[dict[str, Any]], cleared: int) -> list[dict[str, Any]]:
    """The conversation with its ``cleared`` oldest tool results replaced by their notes.
    ``messages`` is left as it is (the journal's full record)."""
    if cleared <= 0:
        return messages
    targets = _results(messages)[:cleared]
    if not targets:
        return messages
    uses = _uses(messages)
    out = list(messages)
    copied: set[int] = set()
    for i, j in targets:
        block = out[i]["content"][j]
        if not _clearable(block):
            continue
        if i not in copied:
            out[i] = {**out[i], "content": list(out[i]["content"])}
            copied.add(i)
        note = note_for(uses.get(str(block.get("tool_use_id"))), block["content"])
        out[i]["content"][j] = {**block, "content": note}
    return out


def advance(
    state: SessionState,
    system: str,
    tools: list[dict[str, Any]],
    limit: int,
) -> int:
    """How many of the oldest tool results the next call should have cleared.

    Unchanged while the estimated request stays within ``limit`` tokens; past it, enough
    more are cleared to bring it to ``CLEAR_TO`` of the limit, keeping the latest
    ``KEEP_RECENT`` whole. A function of the state alone: resuming decides the same.
    """
    messages = state.messages
    cleared = state.cleared
    view = cleared_view(messages, cleared)
    chars = chars_of(system, tools, view)
    if estimate_tokens(chars, state) <= limit:
        return cleared
    results = _results(messages)
    uses = _uses(messages)
    target = limit * CLEAR_TO
    before = estimate_tokens(chars, state)
    new = cleared
    while new < len(results) - KEEP_RECENT and estimate_tokens(chars, state) > target:
        i, j = results[new]
        block = messages[i]["content"][j]
        if _clearable(block):
            note = note_for(uses.get(str(block.get("tool_use_id"))), block["content"])
            chars -= len(json.dumps(block["content"], ensure_ascii=False)) - len(
                json.dumps(note, ensure_ascii=False)
            )
        new += 1
    after = estimate_tokens(chars, state)
    if after > limit and before - after < limit * MIN_SAVING:
        return cleared  # wait until clearing is worth a new prefix
    return new


def with_breakpoints(
    system: str, tools: list[dict[str, Any]], messages: list[dict[str, Any]]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]], list[dict[str, Any]]]:
    """System, tools and messages marked for the prompt cache (the API allows 4 marks).

    Marks: the tools, the system prompt, the end of the previous call's conversation
    (the prefix this call shares with it: an exact cache hit, however many blocks the
    last turn added) and the end of this one (what the next call will read).
    """
    mark = {"type": "ephemeral"}
    tools_out = [*tools[:-1], {**tools[-1], "cache_control": mark}] if tools else tools
    system_out = [{"type": "text", "text": system, "cache_control": mark}]
    out = list(messages)
    for index in (len(out) - 3, len(out) - 1):
        if index < 0:
            continue
        msg = out[index]
        content = msg["content"]
        blocks = [{"type": "text", "text": content}] if isinstance(content, str) else list(content)
        if not blocks:
            continue
        blocks[-1] = {**blocks[-1], "cache_control": mark}
        out[index] = {**msg, "content": blocks}
    return system_out, tools_out, out
