"""Defence in depth: the worker's secret values never reach the model or workflow history.

The sandbox keeps the API key out of the agent's reach; should a value get out anyway (a
verifier run with ``--sandbox none``, a tool that prints its environment under
``--verifier-env inherit``), every text greenloop sends to the model or stores in history
(tool results, verifier excerpts and summaries, the session's final text) passes through
``redact``, which replaces each secret value with ``[redacted]``. ``clean`` keeps such
text encodable (no lone surrogates), so one odd file name cannot fail a session.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Mapping
from typing import Any

REDACTED = "[redacted]"
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")
MIN_SECRET_CHARS = 8
"""Shorter values are not redacted: too likely to be ordinary words or numbers."""

_SECRET_VALUE_NAME = re.compile(
    r"^(ANTHROPIC_API_KEY|ANTHROPIC_AUTH_TOKEN)$"
    r"|(_TOKEN|_KEY|_SECRET|_PASSWORD|_PASSWD|_PASS|_CREDENTIALS|_AUTH|_PAT|_DSN)$",
    re.IGNORECASE,
)
"""Variables whose *values* are secrets (configuration such as TEMPORAL_ADDRESS is not)."""


def secret_values(env: Mapping[str, str]) -> frozenset[str]:
    """The values of ``env`` that are secrets, long enough to be told apart from text."""
    return frozenset(
        v.strip()
        for k, v in env.items()
        if _SECRET_VALUE_NAME.search(k) and len(v.strip()) >= MIN_SECRET_CHARS
    )


@functools.lru_cache(maxsize=8)
def _pattern(values: frozenset[str]) -> re.Pattern[str] | None:
    if not values:
        return None
    return re.compile("|".join(re.escape(v) for v in sorted(values, key=len, reverse=True)))


def redact(text: str, env: Mapping[str, str] | None = None) -> str:
    """``text`` with every secret value of ``env`` (the worker's environment) replaced."""
    pattern = _pattern(secret_values(os.environ if env is None else env))
    if pattern is None or not text:
        return text
    return pattern.sub(REDACTED, text)


def clean(text: str) -> str:
    """``text`` without lone surrogates (a file name that is not UTF-8, an escape in the
    model's JSON): they cannot be written to the journal or sent to the API, and would
    fail every retry the same way. Each becomes U+FFFD."""
    return _LONE_SURROGATE.sub("\ufffd", text)


def clean_tree(value: Any) -> Any:
    """``clean`` applied to every string in a JSON-like value (a response's content)."""
    if isinstance(value, str):
        return clean(value)
    if isinstance(value, list):
        return [clean_tree(v) for v in value]
    if isinstance(value, dict):
        return {clean(str(k)): clean_tree(v) for k, v in value.items()}
    return value
