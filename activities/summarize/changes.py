"""The lines a change touched, to list the errors at them first.

In a project that had hundreds of type errors before the change, nothing in one output
tells the few the change brought from the rest; where they are does. A verifier knows what
the run changed (its snapshots: the workspace before the first session and after the
current one), ``greenloop summarize --changes`` reads a unified diff (``git diff``), and an
error whose place is on a line the change added or rewrote, or next to lines it removed,
is listed before the others (see ``rank``), as an error the previous output did not have
is.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Mapping

_MAX_FILES = 5000
_MAX_RANGES = 20000
"""Past these a change tells nothing about where its errors are: the rest is ignored."""

# "+++ b/src/a.py" (git), "+++ src/a.py\t2026-11-23 ..." (diff -u); "@@ -12,3 +12,4 @@"
_FILE_RX = re.compile(r"^\+\+\+ (?:[bw]/)?([^\t\n]+?)\s*(?:\t.*)?$", re.M)
_HUNK_RX = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@", re.M)
# where a finding points: "a.py:12", "a.py:12:3", "a.ts(12,3)", 'File "a.py", line 12'
_PLACE_RX = re.compile(
    r"([\w./\\@+-]*\w\.[A-Za-z0-9]{1,10})(?::(\d+)|\((\d+),\d+\)|\", line (\d+))"
)


class Changes:
    """Line ranges per file (paths relative to the directory the command ran in)."""

    __slots__ = ("_by_name",)

    def __init__(self, ranges: Mapping[str, Iterable[tuple[int, int]]]) -> None:
        # base name -> [(path, sorted starts, ends)]: a tool may print a path relative to
        # another directory, absolute, or (go test) the base name alone
        self._by_name: dict[str, list[tuple[str, list[int], list[int]]]] = {}
        total = 0
        for path, spans in list(ranges.items())[:_MAX_FILES]:
            merged: list[tuple[int, int]] = []
            for start, end in sorted(spans):
                total += 1
                if total > _MAX_RANGES:
                    break
                if merged and start <= merged[-1][1] + 1:
                    merged[-1] = (merged[-1][0], max(merged[-1][1], end))
                else:
                    merged.append((start, end))
            if merged:
                path = path.strip("/")
                entry = (path, [s for s, _ in merged], [e for _, e in merged])
                self._by_name.setdefault(path.rsplit("/", 1)[-1], []).append(entry)

    @classmethod
    def of_diff(cls, text: str) -> Changes:
        """The lines a unified diff adds or rewrites (on its new side), and for a hunk that
        only removes lines, the line after them."""
        files = [(m.start(), m.group(1)) for m in _FILE_RX.finditer(text)]
        starts = [pos for pos, _ in files]
        hunks: list[tuple[str, int, int]] = []
        for m in _HUNK_RX.finditer(text):
            i = bisect.bisect_right(starts, m.start()) - 1
            if i >= 0 and files[i][1] != "/dev/null":
                hunks.append((files[i][1], int(m.group(1)), int(m.group(2) or "1")))
        return cls.of_hunks(hunks)

    @classmethod
    def of_hunks(cls, hunks: Iterable[tuple[str, int, int]]) -> Changes:
        """From ``(path, first, count)`` hunks, as a diff's hunk headers give their new side."""
        by_path: dict[str, list[tuple[int, int]]] = {}
        for path, first, count in hunks:
            by_path.setdefault(path, []).append(hunk_lines(first, count))
        return cls(by_path)

    def __bool__(self) -> bool:
        return bool(self._by_name)

    def touches(self, text: str) -> bool:
        """Whether the first place ``text`` names (``file:line``, ``file(line,col)``) is
        on a changed line."""
        m = _PLACE_RX.search(text)
        if m is None:
            return False
        path = m.group(1).replace("\\", "/")
        entries = self._by_name.get(path.rsplit("/", 1)[-1])
        if not entries:
            return False
        line = int(m.group(2) or m.group(3) or m.group(4))
        for name, starts, ends in entries:
            if "/" in path and not (path == name or path.endswith("/" + name)):
                continue
            i = bisect.bisect_right(starts, line) - 1
            if i >= 0 and line <= ends[i]:
                return True
        return False


def hunk_lines(first: int, count: int) -> tuple[int, int]:
    """The new-side lines of a hunk (``+first,count``); a hunk that only removes lines has
    ``count`` 0 and ``first`` the line before them: the line after them is what may break."""
    if count == 0:
        return (first + 1, first + 1)
    return (first, first + count - 1)
