"""Formatters run as checks: black and ruff (``format --check``), isort (``--check-only``),
prettier (``--check``), rustfmt (``cargo fmt --check``). Each file they would change is a
finding, one cause a tool, so the digest names the files (``a.py: would reformat (black);
also at b.py, c.py``); the tool's own count line is its totals. ruff's own format
(``unformatted: File would be reformatted`` over `` --> file:line:col``) is read with its
other diagnostics (``lint._on_arrow``)."""

from __future__ import annotations

import re

from activities.summarize.base import _Found, _State

# "would reformat PATH" (black), "Would reformat: PATH" (ruff format --check, before 0.9)
_REFORMAT_RX = re.compile(r"(?:would reformat|Would reformat:) (\S.*?)\s*$")
_ISORT_RX = re.compile(r"ERROR: (\S.*?) Imports are incorrectly sorted and/or formatted\.\s*$")
# prettier --check: "[warn] src/a.ts", then "[warn] Code style issues found in 2 files. ..."
# ("... in the above file." for one); a file it cannot parse is "[error] src/a.ts: SyntaxError"
_PRETTIER_TOTAL_RX = re.compile(r"\[warn\] (Code style issues .*?)\s*$")
_PRETTIER_RX = re.compile(r"\[warn\] (\S+)\s*$")
_PRETTIER_ERROR_RX = re.compile(r"\[error\] (\S+?): (\w*Error\b.*?)\s*$")
# rustfmt: "Diff in /src/lib.rs:12:" (and before 1.5, "Diff in /src/lib.rs at line 12:")
_RUSTFMT_RX = re.compile(r"Diff in (\S+?)(?::(\d+)| at line (\d+)):\s*$")
_TOTAL_RX = re.compile(r"\d+ files? would be reformatted\b.*$")


def _reformat(st: _State, tool: str, path: str, line: str = "", what: str = "") -> None:
    place = f"{path}:{line}" if line else path
    what = f"{what or 'would reformat'} ({tool})"
    found = _Found("lint", tool, f"{place}: {what}", brief=place, place=place, what=what)
    st.add(found, (tool, "reformat"))


def _on_reformat(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """A line naming a file a formatter would change (or, for prettier, could not parse)."""
    text = line.strip()
    if m := _REFORMAT_RX.match(text):
        tool = "ruff" if text.startswith("Would") else "black"
        _reformat(st, tool, m.group(1))
    elif m := _ISORT_RX.match(text):
        _reformat(st, "isort", m.group(1), what="Imports are incorrectly sorted and/or formatted")
    elif m := _PRETTIER_TOTAL_RX.match(text):
        st.total("prettier", m.group(1))
    elif m := _PRETTIER_RX.match(text):
        _reformat(st, "prettier", m.group(1))
    elif m := _PRETTIER_ERROR_RX.match(text):
        path, message = m.groups()
        found = _Found("lint", "prettier", text, brief=path, place=path, what=message)
        st.add(found, ("prettier", "error"))
    elif m := _RUSTFMT_RX.match(text):
        _reformat(st, "rustfmt", m.group(1), m.group(2) or m.group(3))


def _on_reformat_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``33 files would be reformatted, 2 files would be left unchanged.`` (black, ruff)."""
    m = _TOTAL_RX.match(line.strip())
    if m:
        tool = st.last_tool if st.last_tool in ("black", "ruff") else "black"
        st.total(tool, m.group(0))
