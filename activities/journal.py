"""The session journal: an append-only JSON-lines file per session, on the worker's host.

It is the session's checkpoint. Every model response and every tool result is appended as
it happens, so a retried or re-dispatched session activity (a transient API error, a
worker killed mid-session) rebuilds the conversation and continues from the last completed
turn: no completed model turn is requested twice and no finished tool call runs twice.
Workflow history only ever carries the journal's path and a turn number (via heartbeats).

Entries (``e`` names the kind):

- ``start``: first user message, system prompt, wall-clock start.
- ``response``: one model turn: content blocks, stop reason, usage and its cost, the size
  of the request in characters, the activity attempt.
- ``cleared``: from now on the ``n`` oldest tool results are sent as one-line notes
  (``activities.context``); the results themselves stay here.
- ``tool_start`` / ``tool_result``: a tool call began / finished.
- ``failure``: an activity attempt failed (error class and message).
- ``end``: the session's final ``SessionResult``, so a retry after completion returns it.

``start`` and ``end`` carry their ``owner``: the session key the workflow drew for this
attempt (``SessionInput.session_key``), which only the server's history holds. The
journals live under GREENLOOP_HOME, out of the agent's reach; should one be written by
anything else anyway, an ``end`` without the key is refused, so a journal planted in
advance cannot make a session return a success it never had.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from contract.errors import GreenloopError


@dataclass
class SessionState:
    """The conversation and counters rebuilt from a journal."""

    message: str = ""
    started_at: float | None = None
    turns: int = 0
    input_tokens: int = 0
    """Input tokens neither written to nor read from the prompt cache."""
    output_tokens: int = 0
    cache_creation_input_tokens: int = 0
    cache_read_input_tokens: int = 0
    cost_usd: float = 0.0
    last_prompt_tokens: int = 0
    """Every input token of the latest call (cached or not): the size of its request."""
    last_request_chars: int = 0
    """The latest call's request in characters (``activities.context.chars_of``)."""
    cleared: int = 0
    """How many of the oldest tool results are sent cleared (``activities.context``)."""
    messages: list[dict[str, Any]] = field(default_factory=list)
    """Messages API conversation, first user message included."""
    last_content: list[dict[str, Any]] = field(default_factory=list)
    """Content blocks of the latest model response."""
    last_stop_reason: str | None = None
    results: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Tool results of the latest response, by tool_use id."""
    started_tools: set[str] = field(default_factory=set)
    last_progress_attempt: int = 1
    """The latest activity attempt that completed a model turn (1 if none did)."""
    failures: int = 0
    """Failures recorded by the activity (API errors and the like), retried or not."""
    failures_since_progress: int = 0
    """Of those, the ones since the latest completed model turn: what --api-retries limits."""
    end: dict[str, Any] | None = None
    failed_calls: Counter[str] = field(default_factory=Counter)
    """How often each distinct tool call (name + input) has failed in this session."""

    @property
    def tokens(self) -> int:
        """Every token this session spent, input (cached or not) and output."""
        return (
            self.input_tokens
            + self.cache_creation_input_tokens
            + self.cache_read_input_tokens
            + self.output_tokens
        )


class JournalRefused(GreenloopError):
    """A session journal greenloop did not write for this session."""


DURABLE = frozenset({"start", "response", "tool_result", "end"})
"""Entries synced to disk before the session goes on: each records something that cost a
model call or ran a tool, which a power loss must not make greenloop do again."""


class Journal:
    """Append-only JSON lines. A torn last line (a crash mid-write) is cut off when the
    journal is opened again, so the next entry starts on a line of its own."""

    def __init__(self, path: Path) -> None:
        self.path = path
        path.parent.mkdir(parents=True, exist_ok=True)
        _cut_torn_tail(path)
        self._fh = path.open("a", encoding="utf-8")

    def append(self, entry: dict[str, Any]) -> None:
        """Write one entry; flushed at once so it survives the process being killed, and
        synced to disk (``DURABLE``) so a completed turn also survives a power loss."""
        self._fh.write(json.dumps(entry, separators=(",", ":"), ensure_ascii=False) + "\n")
        self._fh.flush()
        if entry.get("e") in DURABLE:
            os.fdatasync(self._fh.fileno())

    def close(self) -> None:
        """Close the file."""
        self._fh.close()

    @staticmethod
    def load(path: Path, *, owner: str | None = None) -> SessionState:
        """Rebuild the session from the journal at ``path`` (empty state if there is none).

        With ``owner``, an ``end`` entry written for another session raises
        ``JournalRefused``.
        """
        state = SessionState()
        if not path.exists():
            return state
        with path.open("r", encoding="utf-8", errors="replace") as fh:
            for line in fh:
                try:
                    entry = json.loads(line)
                except json.JSONDecodeError:
                    continue  # torn write at a crash: the entry never completed
                if not isinstance(entry, dict):
                    continue
                if owner is not None and entry.get("e") == "end" and entry.get("owner") != owner:
                    raise JournalRefused(
                        f"{path}: its end entry was not written by greenloop for this session "
                        f"(owner {str(entry.get('owner'))[:200]!r}, expected {owner!r}); refusing "
                        "to trust it. Something other than greenloop wrote to GREENLOOP_HOME"
                    )
                _apply(state, entry)
        _close_turn(state)
        return state


def _cut_torn_tail(path: Path) -> None:
    """Truncate a journal after its last complete line: what follows it is an entry whose
    write a crash cut short (appending after it would glue the next entry onto it)."""
    try:
        with path.open("rb+") as fh:
            size = fh.seek(0, os.SEEK_END)
            if size == 0:
                return
            fh.seek(size - 1)
            if fh.read(1) == b"\n":
                return
            # find the last newline, reading back in blocks
            end = size
            while end > 0:
                start = max(0, end - 65536)
                fh.seek(start)
                block = fh.read(end - start)
                nl = block.rfind(b"\n")
                if nl >= 0:
                    fh.truncate(start + nl + 1)
                    return
                end = start
            fh.truncate(0)
    except FileNotFoundError:
        return


def _close_turn(state: SessionState) -> None:
    """Fold the latest response's finished tool results into the conversation."""
    if state.last_content and state.results and _all_answered(state):
        state.messages.append({"role": "user", "content": _result_blocks(state)})
        state.last_content = []
        state.results = {}
        state.started_tools = set()


def _all_answered(state: SessionState) -> bool:
    return all(b["id"] in state.results for b in tool_uses(state.last_content))


def _result_blocks(state: SessionState) -> list[dict[str, Any]]:
    return [state.results[b["id"]] for b in tool_uses(state.last_content)]


def call_key(use: dict[str, Any]) -> str:
    """What makes two tool calls 'the same call': the tool and its exact input."""
    return json.dumps([use.get("name"), use.get("input")], sort_keys=True, default=str)


def tool_uses(content: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The ``tool_use`` blocks of a response."""
    return [b for b in content if b.get("type") == "tool_use"]


def _apply(state: SessionState, entry: dict[str, Any]) -> None:
    kind = entry.get("e")
    if kind == "start":
        state.message = entry["message"]
        state.started_at = entry["t"]
        state.messages = [{"role": "user", "content": entry["message"]}]
    elif kind == "response":
        _close_turn(state)
        state.turns += 1
        state.input_tokens += entry.get("input_tokens", 0)
        state.output_tokens += entry.get("output_tokens", 0)
        written = entry.get("cache_creation_input_tokens", 0)
        read = entry.get("cache_read_input_tokens", 0)
        state.cache_creation_input_tokens += written
        state.cache_read_input_tokens += read
        state.cost_usd += entry.get("cost_usd", 0.0)
        state.last_prompt_tokens = entry.get("input_tokens", 0) + written + read
        state.last_request_chars = entry.get("request_chars", 0)
        state.last_content = entry["content"]
        state.last_stop_reason = entry.get("stop_reason")
        state.results = {}
        state.started_tools = set()
        state.messages.append({"role": "assistant", "content": entry["content"]})
        state.last_progress_attempt = max(state.last_progress_attempt, entry.get("attempt", 1))
        state.failures_since_progress = 0
    elif kind == "tool_start":
        state.started_tools.add(entry["id"])
    elif kind == "tool_result":
        state.results[entry["id"]] = entry["block"]
        if entry["block"].get("is_error"):
            use = next((b for b in tool_uses(state.last_content) if b["id"] == entry["id"]), None)
            if use is not None:
                state.failed_calls[call_key(use)] += 1
    elif kind == "cleared":
        state.cleared = max(state.cleared, int(entry.get("n", 0)))
    elif kind == "failure":
        state.failures += 1
        state.failures_since_progress += 1
    elif kind == "end":
        state.end = entry["result"]


def attempt_dir(home: Path, workflow_id: str | None, run_id: str | None, attempt: int) -> Path:
    """The directory of one attempt's files (journal, verifier logs) under GREENLOOP_HOME."""
    return run_dir(home, workflow_id, run_id) / f"attempt-{attempt}"


def run_dir(home: Path, workflow_id: str | None, run_id: str | None) -> Path:
    """The directory of one workflow run's files under GREENLOOP_HOME."""
    # activities started outside a workflow (tests) have no ids: they share "standalone"
    return (
        home / "runs" / safe_name(workflow_id or "standalone") / safe_name(run_id or "standalone")
    )


def safe_name(name: str) -> str:
    """``name`` as one file name: letters, digits and ``-_.``; never hidden, never empty."""
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in name)
    return safe.lstrip(".") or "_"
