"""The fallback, used when no tool format matched: error-like lines and tracebacks."""

from __future__ import annotations

import re

from activities.summarize.base import (
    _LINE_SHOWN,
    _MAX_FALLBACK,
    _MAX_GENERIC_HITS,
    _Found,
    _js_frame,
    _State,
)

# --------------------------------------------------------------------------- generic fallback

_GENERIC_WORD_RX = re.compile(
    r"(?<![\w-])(?:error|Error|ERROR|FAIL|FAILED|FAILURE|[Ff]atal|FATAL|panic)(?![\w-])"
    r"|\b[A-Z]\w*(?:Error|Exception)\b"
)
_GENERIC_NOISE_RX = re.compile(
    r"\b(?:0|no) (?:errors?|failures?|failed)\b|\berrors?[=:] ?0\b|-Werror|warn", re.I
)
_LOCATION_RX = re.compile(
    # (a path starts where a run of path characters starts, or at a drive letter: tried
    # from inside a run too, a long run without a dot took time square in its length)
    r"((?:[A-Za-z]:|(?<![\w./\\-]))[\w./\\-]*\w\.\w+)"
    r"(?::(\d+)(?::(\d+))?|\((\d+)(?:,\d+)?\))"
)


def _generic(st: _State, buf: str, start: int, cut: int) -> None:
    """Remember the first lines that say error/FAIL, for when no tool format matched."""
    le = -1
    for m in _GENERIC_RX.finditer(buf, start, cut):
        st.generic_hits += 1
        if st.generic_hits > _MAX_GENERIC_HITS or len(st.generic) >= _MAX_FALLBACK:
            return
        if m.start() < le:
            continue  # the line was read for an earlier hit: it says the same again
        ls = buf.rfind("\n", 0, m.start()) + 1
        le = buf.find("\n", m.start())
        le = len(buf) if le < 0 else le
        line = buf[ls : min(le, ls + _LINE_SHOWN)].strip()
        if any(g.head == line for g in st.generic):
            continue  # (a line printed again and again is read once)
        found = _generic_line(line)
        if found is None:
            continue
        if not found.loc:
            # a stack trace often follows the message: name its first frame
            found.loc = _js_frame(buf, le, min(len(buf), le + 1024)) or ""
        st.generic.append(found)


def _generic_line(line: str) -> _Found | None:
    if not _GENERIC_WORD_RX.search(line) or _GENERIC_NOISE_RX.search(line):
        return None
    loc = _LOCATION_RX.search(line)
    return _Found(None, "output", line, brief=loc.group(0) if loc else line[:60])


_GENERIC_RX = re.compile(r"rror|RROR|FAIL|[Ff]atal|panic")
