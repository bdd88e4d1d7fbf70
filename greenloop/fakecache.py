"""Prompt-cache accounting of the fake Messages API, the way the real API counts it.

The real API caches prompt prefixes at ``cache_control`` breakpoints. A prompt is read in
the order tools, system, messages; a breakpoint caches everything up to and including its
block. On a request:

- the longest prefix still cached, ending at a breakpoint or at one of the 20 blocks
  before a breakpoint (the API's lookback), is a cache **read**;
- from there to the last breakpoint whose prefix is long enough to be cached (a minimum
  number of tokens per model) is a cache **write**, which caches the prefix at every such
  breakpoint;
- the rest is ordinary input.

Entries live 5 minutes from their last use. More than 4 breakpoints is a 400 error.
Counting is by this module's own rule (a block's canonical JSON length / 4), the same rule
the fake uses for every token count, so tests can compute expected figures by hand.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

MAX_BREAKPOINTS = 4
LOOKBACK_BLOCKS = 20
DEFAULT_MIN_TOKENS = 1024
TTL_S = 300.0


class TooManyBreakpoints(ValueError):
    """The request marks more than ``MAX_BREAKPOINTS`` blocks with ``cache_control``."""


@dataclass(frozen=True)
class Accounting:
    """How a request's input tokens split (the ``usage`` fields of the real API)."""

    input_tokens: int
    cache_creation_input_tokens: int = 0
    cache_read_input_tokens: int = 0

    @property
    def total(self) -> int:
        """Every input token of the request, cached or not."""
        return self.input_tokens + self.cache_creation_input_tokens + self.cache_read_input_tokens


def block_tokens(block: object) -> int:
    """Tokens of one prompt block: its canonical JSON (without ``cache_control``) / 4."""
    return max(1, len(_canonical(block)) // 4)


def blocks(body: dict[str, Any]) -> Iterator[tuple[object, bool]]:
    """The request's prompt blocks in cache order, each with whether it is a breakpoint."""
    for tool in body.get("tools") or []:
        yield tool, _marked(tool)
    system = body.get("system")
    if isinstance(system, str) and system:
        yield {"type": "text", "text": system}, False
    elif isinstance(system, list):
        for b in system:
            yield b, _marked(b)
    for i, message in enumerate(body.get("messages") or []):
        if not isinstance(message, dict):
            continue
        content = message.get("content")
        role = message.get("role")
        if isinstance(content, str):
            # a string is one text block, as the API reads it
            content = [{"type": "text", "text": content}]
        if isinstance(content, list):
            for j, b in enumerate(content):
                # the role and position are part of the prefix: the same text as another
                # message's is not the same prompt
                yield {"role": role, "i": i, "j": j, "block": _without_mark(b)}, _marked(b)


def count(body: dict[str, Any]) -> int:
    """All input tokens of a request (no caching)."""
    return sum(block_tokens(b) for b, _ in blocks(body))


class PromptCache:
    """The server-side cache of one fake API (one "organization"): thread-safe."""

    def __init__(
        self,
        *,
        min_tokens: int = DEFAULT_MIN_TOKENS,
        ttl_s: float = TTL_S,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.min_tokens = min_tokens
        self.ttl_s = ttl_s
        self._clock = clock
        self._entries: dict[str, float] = {}
        self._lock = threading.Lock()

    def account(self, body: dict[str, Any]) -> Accounting:
        """Split the request's input tokens into read, written and plain; update the cache."""
        model = str(body.get("model", ""))
        sizes: list[int] = []
        keys: list[str] = []
        marks: list[int] = []
        h = hashlib.sha256(model.encode())
        for i, (block, marked) in enumerate(blocks(body)):
            h.update(_canonical(block).encode())
            keys.append(h.copy().hexdigest())
            sizes.append(block_tokens(block))
            if marked:
                marks.append(i)
        if len(marks) > MAX_BREAKPOINTS:
            raise TooManyBreakpoints(
                f"A maximum of {MAX_BREAKPOINTS} blocks with cache_control may be provided. "
                f"Found {len(marks)}."
            )
        total = sum(sizes)
        if not marks:
            return Accounting(input_tokens=total)
        prefix = [0]
        for s in sizes:
            prefix.append(prefix[-1] + s)
        now = self._clock()
        with self._lock:
            self._entries = {k: t for k, t in self._entries.items() if t > now}
            read_end = -1  # index of the last block read from the cache
            for mark in marks:
                for i in range(mark, max(-1, mark - LOOKBACK_BLOCKS), -1):
                    if keys[i] in self._entries:
                        read_end = max(read_end, i)
                        break
            if read_end >= 0:
                self._entries[keys[read_end]] = now + self.ttl_s  # a read refreshes
            write_end = read_end
            for mark in marks:
                if prefix[mark + 1] >= self.min_tokens and mark > read_end:
                    self._entries[keys[mark]] = now + self.ttl_s
                    write_end = max(write_end, mark)
                elif mark <= read_end and keys[mark] in self._entries:
                    self._entries[keys[mark]] = now + self.ttl_s
        read = prefix[read_end + 1]
        written = prefix[write_end + 1] - read
        return Accounting(
            input_tokens=total - read - written,
            cache_creation_input_tokens=written,
            cache_read_input_tokens=read,
        )


def _marked(block: object) -> bool:
    return isinstance(block, dict) and bool(block.get("cache_control"))


def _without_mark(block: object) -> object:
    if isinstance(block, dict) and "cache_control" in block:
        return {k: v for k, v in block.items() if k != "cache_control"}
    return block


def _canonical(block: object) -> str:
    return json.dumps(_without_mark(block), sort_keys=True, ensure_ascii=False)
