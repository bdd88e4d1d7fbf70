"""The digest the next session is told: ``[TYPE] summary`` lines within a hard cap, and
the one-line summary of an attempt. The workflow imports this module."""

from __future__ import annotations

import re
from collections.abc import Sequence

from activities.summarize.base import (
    _LABELS,
    _TOTALS_PREFIX,
    DIGEST_CAP,
    SUMMARY_MAX,
    _clean,
    _shorten,
)
from contract.findings import VerificationError

_TALLY_RX = re.compile(r"(?:\+(\d+) more\b|totals \()")
_COUNT_RX = re.compile(r" \(x(\d+)\)$")
_NOTICE = "[{n} earlier attempt(s) not shown]"
_NARROWEST = 140
"""Lines are shortened down to this many characters before a whole error is dropped."""
# what a shortened line keeps whole at its end: a place in parentheses, mypy's code, the
# other places of the same message, a repeat count
_TAIL_RX = re.compile(
    r"(?: \([^()]*(?:[:(]\d|, line \d)[^()]*\))?(?:  \[[a-z][\w-]*\])?(?:; also at [^;]*)?"
    r"(?: \(x\d+\))?$"
)
_SHORT_NOTICE = "[truncated]"
_IDS_KEPT = 100
"""Characters of a cause's test ids a shortened line keeps before its message is cut."""
_CALLER_TAIL_RX = re.compile(r" from [^\s()]+:\d+(?::\d+)?\)(?=(?: \(x\d+\))?$)")


def format_digest(
    errors: Sequence[VerificationError],
    *,
    earlier: Sequence[str] = (),
    cap: int = DIGEST_CAP,
) -> str:
    """The digest the next session is told: ``[TYPE] summary`` lines, then earlier attempts.

    Errors are grouped build, test, lint, custom, in the order given (identical lines merged
    with a count), each type's ``+N more`` and ``totals`` lines after its errors. One line per
    earlier failed attempt follows when there is room. The result never exceeds ``cap``
    characters and never cuts a line: when errors must be dropped, the last ones of a type go
    first and that type's ``+N more in K files`` line counts them; dropped history is noted.

    Args:
        errors: The latest failed verification's errors.
        earlier: One line per earlier failed attempt, oldest first.
        cap: Maximum length in characters.
    """
    cap = max(cap, 0)
    blocks: list[tuple[str, list[str], list[str], list[str]]] = []
    for label in _LABELS:
        regular: dict[str, int] = {}
        tallies: list[str] = []
        totals: list[str] = []
        for e in errors:
            if (e.type if e.type in _LABELS else "custom") != label:
                continue
            text = _clean(e.summary) or "(no details)"
            if _TALLY_RX.match(text):
                bucket = totals if text.startswith(_TOTALS_PREFIX) else tallies
                if text not in bucket:
                    bucket.append(text)
                continue
            m = _COUNT_RX.search(text)
            base, n = (text[: m.start()], int(m.group(1))) if m else (text, 1)
            regular[base] = regular.get(base, 0) + n
        items = [f"{b} (x{n})" if n > 1 else b for b, n in regular.items()]
        if items or tallies or totals:
            blocks.append((f"[{label.upper()}] ", items, tallies, totals))
    history = [_clean(h) for h in earlier if _clean(h)]

    def render(keep: Sequence[int], kept_history: int, brief: bool = False, width: int = 0) -> str:
        lines: list[str] = []
        for (tag, items, tallies, totals), n in zip(blocks, keep, strict=True):
            lines.extend(tag + _narrow(text, width) for text in items[:n])
            merged = _merge_tallies(tallies, items[n:])
            if brief:
                # only the counts: "+N more in K files"
                merged = [_BRIEF_TALLY_RX.sub(r"\1", t) for t in merged]
            lines.extend(tag + text for text in merged)
            lines.extend(tag + text for text in totals)
        if kept_history < len(history):
            lines.append(_NOTICE.format(n=len(history) - kept_history))
        lines.extend(history[len(history) - kept_history :] if kept_history else [])
        return "\n".join(lines)

    keep = [len(items) for _, items, _, _ in blocks]
    kept_history = len(history)
    text = render(keep, kept_history)
    # drop history first (oldest first), then errors from the end of the longest type
    while len(text) > cap and kept_history:
        kept_history -= 1
        text = render(keep, kept_history)
    # then the longest lines shortened, to one width, no more than the cap asks (a cut
    # message still names its error), then errors dropped from the end of the longest
    # type, at the narrowest width
    widths = sorted({len(t) for _, items, _, _ in blocks for t in items}, reverse=True)
    width = widths[0] if widths else 0
    while len(text) > cap and width > _NARROWEST:
        over = len(text) - cap
        longer = [w for w in widths if w >= width]
        nxt = max([w for w in widths if w < width] or [0])
        # as far as the next line's length, or as far as the excess shared by those cut
        width = max(_NARROWEST, nxt, width - -(-over // len(longer)))
        text = render(keep, kept_history, width=width)
    while len(text) > cap and any(n > 1 for n in keep):
        i = max(range(len(keep)), key=lambda j: (keep[j], -j))
        keep[i] -= 1
        text = render(keep, kept_history, width=width)
    if len(text) > cap:
        text = render(keep, kept_history, brief=True)
    if len(text) > cap:
        lines = text.splitlines()
        while lines and len("\n".join([*lines, _SHORT_NOTICE])) > cap:
            lines.pop()
        text = "\n".join([*lines, _SHORT_NOTICE]) if len(_SHORT_NOTICE) <= cap else ""
    return text


# the dash between a cause's test ids and its message; not the one inside a Rust doctest's
# id ("src/lib.rs - parse::Config::new (line 12)", "... (line 76) - compile")
_IDS_SEP_RX = re.compile(r" - (?!\S+ \(line \d+\)|compile\b)")


def _ids_and_rest(text: str) -> tuple[str, str, str]:
    """``text`` split as ``str.partition`` splits it at the dash after a cause's ids."""
    m = _IDS_SEP_RX.search(text)
    return (text[: m.start()], m.group(0), text[m.end() :]) if m else (text, "", "")


def _narrow(text: str, width: int) -> str:
    """``text`` in about ``width`` characters (none: as it is): the message is cut, its place,
    other places and count stay whole."""
    if not width or len(text) <= width:
        return text
    ids, sep, rest = _ids_and_rest(text)
    place = _TAIL_RX.search(rest)  # always matches (every part is optional): where it starts
    message = place.start() if place else len(rest)
    if sep and ", " in ids and len(ids) > _IDS_KEPT and message - (len(text) - width) < 60:
        # tests of one cause whose ids fill the line, and a message that cutting would leave
        # with less than 60 characters: its later ids give way first ("a, b, … - msg"), down
        # to the first while the message would still be cut so short
        names = ids.split(", ")
        while (
            len(names) > 1
            and len(text) > width
            and (len(", ".join(names)) > _IDS_KEPT or message - (len(text) - width) < 60)
        ):
            names.pop()
            text = f"{', '.join(names)}, …{sep}{rest}"
    if len(text) > width:
        # the test's line that called the failing code gives way before the message
        text = _CALLER_TAIL_RX.sub(")", text, count=1)
    if len(text) <= width:
        return text
    tail = _TAIL_RX.search(text)
    end = tail.start() if tail else len(text)
    head = _shorten(text[:end], max(width - (len(text) - end), width // 2))
    return head + text[end:]


_LINE_FILES_RX = re.compile(
    r"((?:[A-Za-z]:)?[\w./\\@+-]*\w\.[a-z][a-z0-9]{0,4})(?=[:(]\d|\", line \d|::| \u203a| >|,|;|\)| |$)"
)
_BRIEF_TALLY_RX = re.compile(r"^(\+\d+ more(?: in \d+ files?)?)\b.*$")
_TALLY_PARTS_RX = re.compile(r"\+(\d+) more(?: in (\d+) files?)?(?: \((.*?)\))?(?:: (.*))?$")


def _weight(text: str) -> int:
    """How many errors one listed line stands for: its ids or places and any count."""
    m = _COUNT_RX.search(text)
    n = int(m.group(1)) if m else 1
    head, sep, _ = _ids_and_rest(text)
    if sep:
        n += head.count(", ")
    also = text.partition("; also at ")[2]
    if also:
        n += also.count(", ") + 1
    return n


def _merge_tallies(tallies: list[str], dropped: Sequence[str]) -> list[str]:
    """The type's ``+N more`` line with the dropped lines counted in (files named)."""
    if not dropped:
        return tallies
    n = sum(_weight(t) for t in dropped)
    files: dict[str, None] = {}
    for t in dropped:
        files.update(dict.fromkeys(m.group(1) for m in _LINE_FILES_RX.finditer(t)))
    kept: list[str] = []
    codes = ""
    extra_files = 0
    for t in tallies:
        m = _TALLY_PARTS_RX.match(t)
        if m is None:
            kept.append(t)
            continue
        n += int(m.group(1))
        extra_files += int(m.group(2) or 0)
        codes = m.group(3) or codes
        if m.group(2):
            files.update(dict.fromkeys(x for x in (m.group(4) or "").split(", ") if x != "…"))
    count = max(len(files), extra_files)
    text = f"+{n} more" + (f" in {count} file{'s' if count > 1 else ''}" if count else "")
    text += f" ({codes})" if codes else ""
    names = list(files)
    shown = _shorten(", ".join(names), 160) if names else ""
    return [*kept, f"{text}: {shown}" if shown else text]


def format_result(
    errors: Sequence[VerificationError],
    *,
    passed: str = "",
    warned: Sequence[VerificationError] = (),
    earlier: Sequence[str] = (),
    cap: int = DIGEST_CAP,
) -> str:
    """What ``greenloop summarize`` prints: the digest, or for a pass what passed and the
    warnings it printed.

    Args:
        errors: The errors found (``[]`` when the command passed).
        passed: What the test tools said passed (:attr:`StreamSummarizer.passed`).
        warned: A passing command's warnings (:attr:`StreamSummarizer.warned`).
        earlier: As for :func:`format_digest`.
        cap: As for :func:`format_digest`.
    """
    if errors:
        return format_digest(errors, earlier=earlier, cap=cap)
    if warned:
        said = f"passed: {_shorten(_clean(passed), _PASSED_WITH_WARNINGS)}" if passed else "passed"
        head = f"{said}\nwarnings, which did not fail it:"
        return f"{head}\n{format_digest(warned, cap=cap - len(head) - 1)}"
    return _shorten(f"passed: {_clean(passed)}", cap) if passed else "no errors found"


_PASSED_WITH_WARNINGS = 800
"""How much of what passed a pass with warnings says before them."""


def format_attempt_line(attempt: int, errors: Sequence[VerificationError]) -> str:
    """One line for the run's ``error_history``, at most about 200 characters.

    Example: ``Attempt 1: [TEST] test_calc.py::test_div_by_zero - ZeroDivisionError (+2 more)``.
    """
    regular = [e for e in errors if not _TALLY_RX.match(_clean(e.summary))]
    if not regular and not errors:
        return f"Attempt {attempt}: verification failed (no error details)"
    ranked = sorted(regular or list(errors), key=lambda e: _rank_of(e.type))
    first = ranked[0]
    # every place and test id counts, not every line
    more = sum(_weight(_clean(e.summary)) for e in regular) - 1 if regular else 0
    for e in errors:
        m = _TALLY_RX.match(_clean(e.summary))
        if m and m.group(1):
            more += int(m.group(1))
    prefix = f"Attempt {attempt}: [{_label_of(first.type).upper()}] "
    suffix = f" (+{more} more)" if more > 0 else ""
    room = SUMMARY_MAX - len(prefix) - len(suffix)
    text = _clean(first.summary).partition("; also at ")[0] or "(no details)"
    return prefix + _shorten(text, max(room, 20)) + suffix


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
