"""The digest the next session is told: ``[TYPE] summary`` lines within a hard cap, and
the one-line summary of an attempt. The workflow imports this module."""

from __future__ import annotations

import re
from collections.abc import Sequence

from activities.summarize.base import (
    _LABELS,
    _TOTALS_PREFIX,
    MAX_PER_KIND,
    SUMMARY_MAX,
    _clean,
    _shorten,
)
from contract.models import VerificationError

DIGEST_CAP: int = 2000
"""Hard cap on the digest's length, in characters (about 500 tokens)."""

_TALLY_RX = re.compile(r"(?:\+(\d+) more\b|totals \()")
_COUNT_RX = re.compile(r" \(x(\d+)\)$")
_NOTICE = "[digest truncated: {n} more line(s) not shown; rerun the verifier for the full output]"
_SHORT_NOTICE = "[truncated]"


def format_digest(
    errors: Sequence[VerificationError],
    *,
    earlier: Sequence[str] = (),
    cap: int = DIGEST_CAP,
) -> str:
    """The digest the next session is told: ``[TYPE] summary`` lines, then earlier attempts.

    Errors are grouped build, test, lint, custom, at most MAX_PER_KIND per type (identical
    ones merged with a count, the rest folded into ``+N more``). One line per earlier failed
    attempt follows when there is room. The result never exceeds ``cap`` characters and never
    cuts a line: lines that do not fit are dropped, least important first, and a notice says so.

    Args:
        errors: The latest failed verification's errors.
        earlier: One line per earlier failed attempt, oldest first.
        cap: Maximum length in characters.
    """
    cap = max(cap, 0)
    lines: list[tuple[int, str]] = []  # (priority, text); lower priority is kept first
    for label in _LABELS:
        regular: dict[str, int] = {}
        tallies: list[str] = []
        for e in errors:
            if (e.type if e.type in _LABELS else "custom") != label:
                continue
            text = _clean(e.summary) or "(no details)"
            if _TALLY_RX.match(text):
                if text not in tallies:
                    tallies.append(text)
                continue
            m = _COUNT_RX.search(text)
            base, n = (text[: m.start()], int(m.group(1))) if m else (text, 1)
            regular[base] = regular.get(base, 0) + n
        items = [f"{b} (x{n})" if n > 1 else b for b, n in regular.items()]
        tag = f"[{label.upper()}] "
        for i, text in enumerate(items[:MAX_PER_KIND]):
            lines.append((0 if i == 0 else 2, tag + text))
        hidden = items[MAX_PER_KIND:]
        if hidden:
            n = sum(int(m.group(1)) if (m := _COUNT_RX.search(h)) else 1 for h in hidden)
            names = "; ".join(_shorten(h, 60) for h in hidden[:3]) + (
                "; …" if len(hidden) > 3 else ""
            )
            lines.append((3, f"{tag}+{n} more: {names}"))
        for text in tallies:
            lines.append((1 if text.startswith(_TOTALS_PREFIX) else 3, tag + text))
    history = [_clean(h) for h in earlier if _clean(h)]
    # the most recent earlier attempt is kept longest when room runs out
    lines.extend((4 + len(history) - i, text) for i, text in enumerate(history))

    full = "\n".join(text for _, text in lines)
    if len(full) <= cap:
        return full
    return _fit(lines, cap)


def _fit(lines: list[tuple[int, str]], cap: int) -> str:
    """The most important lines that fit in ``cap`` with a truncation notice, in order."""
    longest_notice = _NOTICE.format(n=len(lines))
    notice_room = (
        len(longest_notice) + 1 if cap > len(longest_notice) + 1 else len(_SHORT_NOTICE) + 1
    )
    budget = cap - notice_room
    keep: set[int] = set()
    used = 0
    for index in sorted(range(len(lines)), key=lambda i: (lines[i][0], i)):
        size = len(lines[index][1]) + (1 if keep else 0)
        if used + size <= budget:
            keep.add(index)
            used += size
    dropped = len(lines) - len(keep)
    notice = _NOTICE.format(n=dropped)
    if len(notice) + 1 > cap - used:
        notice = _SHORT_NOTICE
    kept = [lines[i][1] for i in sorted(keep)]
    if used + len(notice) + (1 if kept else 0) <= cap:
        kept.append(notice)
    return "\n".join(kept)


def format_attempt_line(attempt: int, errors: Sequence[VerificationError]) -> str:
    """One line for the run's ``error_history``, at most about 200 characters.

    Example: ``Attempt 1: [TEST] test_calc.py::test_div_by_zero - ZeroDivisionError (+2 more)``.
    """
    regular = [e for e in errors if not _TALLY_RX.match(_clean(e.summary))]
    if not regular and not errors:
        return f"Attempt {attempt}: verification failed (no error details)"
    ranked = sorted(regular or list(errors), key=lambda e: _rank_of(e.type))
    first = ranked[0]
    more = len(regular) - 1 if regular else 0
    for e in errors:
        m = _TALLY_RX.match(_clean(e.summary))
        if m and m.group(1):
            more += int(m.group(1))
    prefix = f"Attempt {attempt}: [{_label_of(first.type).upper()}] "
    suffix = f" (+{more} more)" if more > 0 else ""
    room = SUMMARY_MAX - len(prefix) - len(suffix)
    return prefix + _shorten(_clean(first.summary) or "(no details)", max(room, 20)) + suffix


def _label_of(kind: str) -> str:
    return kind if kind in _LABELS else "custom"


def _rank_of(kind: str) -> int:
    return _LABELS.index(_label_of(kind))


def distill(failed: Sequence[Sequence[VerificationError]]) -> list[VerificationError]:
    """One list of errors from several parallel sessions' failed verifications.

    Each distinct error once (the same kind and text, whichever branch reported it),
    the ones most branches share first, then in the order they were first seen; when
    more than one branch failed, each says how many of them saw it (``(3/4 branches)``).
    ``format_digest`` then keeps the usual 2,000-character cap.
    """
    n = len(failed)
    seen: dict[tuple[str, str], list[int]] = {}  # key -> [branches, first seen]
    firsts: dict[tuple[str, str], VerificationError] = {}
    order = 0
    for errors in failed:
        in_branch: set[tuple[str, str]] = set()
        for e in errors:
            text = _COUNT_RX.sub("", _clean(e.summary))
            key = (_label_of(e.type), text)
            if key in in_branch:
                continue
            in_branch.add(key)
            if key in seen:
                seen[key][0] += 1
            else:
                seen[key] = [1, order]
                firsts[key] = e
                order += 1
    ranked = sorted(seen, key=lambda k: (-seen[k][0], seen[k][1]))
    out = []
    for key in ranked:
        e = firsts[key]
        summary = key[1] or "(no details)"
        if n > 1 and not _TALLY_RX.match(summary):
            summary = _shorten(summary, SUMMARY_MAX - 16) + f" ({seen[key][0]}/{n} branches)"
        out.append(VerificationError(type=e.type, summary=summary))
    return out
