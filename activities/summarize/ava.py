"""AVA's own reporter: since AVA 4 a progress line for each test (``✘ [fail]: a > adds``, its
mark U+203A where this says ">"),
then after a rule (``─``) each failure told in a block, blocks three blank lines apart, and
the counts (``5 tests failed``, ``1 known failure``); before AVA 4 the failures (``✖ adds``)
were told in the same blocks after the counts (``5 tests failed [12:00:00]``).

A block: the test's title; the place of the assertion (``test/a.test.js:3``); the source
lines around it (``   3: t.is(add(1, 2), 3);``); the assertion's message, if given; what
AVA says of the values, each under its label (``Difference (- actual, + expected):``,
``Value must match expression:``); an error thrown, as an object, then its stack; and the
assertion's frame (``> test/a.test.js:3:31``). AVA's ``--tap`` output is TAP (``tap.py``).
"""

from __future__ import annotations

import re

from activities.summarize.base import (
    _LINE_SHOWN,
    _VIA_FRAMES,
    _diff_said,
    _Found,
    _is_test_path,
    _lines,
    _shorten,
    _State,
    _via,
    _window,
)
from activities.summarize.javascript import _cause
from activities.summarize.tap import _LIBRARY_RX, _stack_frame

# the counts at the end: "7 tests failed", "1 known failure", "1 uncaught exception"; before
# AVA 4 with the time ("31 tests failed [01:54:42]")
_AVA_TOTAL_RX = re.compile(
    r"(\d+ (?:tests? (?:failed|passed|skipped|todo|remained pending after a timeout)"
    r"|known failures?|uncaught exceptions?|unhandled rejections?))(?: \[\d\d:\d\d:\d\d\])?"
    r"|(`--fail-fast` is on\. .+)"
)
_AVA_FAILED_RX = re.compile(r"failed|known|uncaught|unhandled|pending|fail-fast")
# the place of an assertion (or of the error, before AVA 4): "test/a.test.js:3"
_AVA_PLACE_RX = re.compile(r"(\S+):(\d+)")
# the source lines shown around it: "  3: t.is(add(1, 2), 3);"
_AVA_SOURCE_RX = re.compile(r"\d+:(?: |$)")
# an error thrown, printed as an object before its stack ("TypeError {" ... "}")
_AVA_OBJECT_RX = re.compile(r"[\w$.]+ \{$")
# a stack's line: "at fn (/w/src/a.js:2:30)", AVA's "> test/a.test.js:3:31", and before
# AVA 4 "Chance.street (chance.js:2059:31)" or a bare "test/a.js:3:4"
_AVA_FRAME_RX = re.compile(r"at .+|(?:\u203a )?(?:.*? \()?(?:file://)?[^\s()]+:\d+:\d+\)?")
_AVA_DIFF_RX = re.compile(r"^([-+]) +(\S.*)$", re.M)
_AVA_MAX_MARKS = 2000
_AVA_VALUE_SHOWN = 120
"""How much of a value under one of AVA's labels a failure's message tells."""


def _paragraphs(buf: str, start: int) -> tuple[list[list[str]], int]:
    """The block from ``start``: its paragraphs, each its lines stripped, up to three blank
    lines, AVA's rule, its counts or the next test's line; and where it ends."""
    paragraphs: list[list[str]] = []
    current: list[str] = []
    blank = 0
    end = start
    for ls, le in _lines(buf, start, _window(buf, start), 400):
        text = buf[ls : min(le, ls + _LINE_SHOWN)].strip()
        if not text:
            blank += 1
            if current:
                paragraphs.append(current)
                current = []
            if blank >= 3 and paragraphs:
                break
            continue
        if (
            text == "\u2500"
            or text.startswith(("\u2718 ", "\u2714 "))
            or _AVA_TOTAL_RX.fullmatch(text)
        ):
            break
        blank = 0
        current.append(text)
        end = le
    if current:
        paragraphs.append(current)
    return paragraphs, end


def _said(paragraphs: list[list[str]]) -> tuple[str, list[str]]:
    """What a block says of its failure: its text and each label with its value, as one
    line; and its stack's lines."""
    parts: list[str] = []
    frames: list[str] = []
    i = 0
    while i < len(paragraphs):
        lines = paragraphs[i]
        i += 1
        if _AVA_OBJECT_RX.match(lines[0]) and lines[-1] == "}":
            continue  # the error as an object: its own line follows, with its stack
        if all(_AVA_SOURCE_RX.match(line) for line in lines):
            continue  # the source lines around the assertion
        text = [line for line in lines if not _AVA_FRAME_RX.fullmatch(line)]
        frames += [line for line in lines if _AVA_FRAME_RX.fullmatch(line)]
        if not text:
            continue
        if len(text) == 1 and text[0].endswith(":") and i < len(paragraphs):
            label, value = text[0], paragraphs[i]
            if _AVA_OBJECT_RX.match(value[0]) and value[-1] == "}" and i + 1 < len(paragraphs):
                i += 1  # "Error thrown in test:" over the object: its own line says it
                value = paragraphs[i]
            i += 1
            shown = [line for line in value if not _AVA_FRAME_RX.fullmatch(line)]
            frames += [line for line in value if _AVA_FRAME_RX.fullmatch(line)]
            if label.startswith("Difference"):
                said = _diff_said(_AVA_DIFF_RX, "\n".join(shown), 0, len("\n".join(shown)))
            else:
                said = _shorten(" ".join(shown), _AVA_VALUE_SHOWN)
            parts.append(f"{label} {said}" if said else label)
        else:
            parts.append(_shorten(" ".join(text), _AVA_VALUE_SHOWN))
    return " ".join(parts), frames


def _block(st: _State, buf: str, start: int, title: str = "") -> int:
    """Read the failure told from ``start`` (its title, unless ``title`` names it); returns
    where it ends."""
    paragraphs, end = _paragraphs(buf, start)
    if not paragraphs:
        return end
    if not title:
        title = paragraphs[0].pop(0)
        if not paragraphs[0]:
            paragraphs.pop(0)
    place = ""
    if paragraphs and _AVA_PLACE_RX.fullmatch(paragraphs[0][0]):
        # the assertion's place, over the source lines around it (a file that does not
        # parse: node's line and caret)
        place = paragraphs.pop(0)[0]
    message, frames = _said(paragraphs)
    steps = [_stack_frame(f.removeprefix("\u203a ")) for f in frames]
    loc = _via([s for s in steps if s][:_VIA_FRAMES])
    if not loc and place and not _LIBRARY_RX.search(place):
        loc = place
    test_file = loc.split(":", 1)[0]
    test_file = test_file if _is_test_path(test_file) else ""
    head = title
    if not message:
        message = "failed"
    key = _cause("ava", message, loc, test_file, head)
    st.add(_Found("test", "ava", head, message, loc, brief=head), key)
    if len(st.ava_reported) < _AVA_MAX_MARKS:
        st.ava_reported.add(title)
    return end


def _next_text(buf: str, start: int) -> tuple[str, int]:
    """The first line with text from ``start`` (stripped), and where it starts."""
    for ls, le in _lines(buf, start, _window(buf, start), 40):
        text = buf[ls : min(le, ls + _LINE_SHOWN)].strip()
        if text:
            return text, ls
    return "", start


def _on_ava_rule(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``─``: the failures are told after it, the counts after the next."""
    st.ava_seen = True
    text, at = _next_text(buf, le + 1)
    st.ava_details = bool(text) and not _AVA_TOTAL_RX.fullmatch(text)
    if st.ava_details:
        st.skip_until = max(st.skip_until, _block(st, buf, at))


def _on_ava_block(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """Three blank lines: in AVA's failures, the next failure follows."""
    if st.ava_details:
        _, at = _next_text(buf, ls)
        st.skip_until = max(st.skip_until, _block(st, buf, at))


def _on_ava_uncaught(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``Uncaught exception in test/a.test.js`` (or an unhandled rejection): told in the
    progress, as a failure is."""
    st.ava_seen = True
    st.skip_until = max(st.skip_until, _block(st, buf, le + 1, title=line.strip()))


def _on_ava_mark(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``✘ [fail]: a > adds numbers`` (its block tells why), ``✘ Timed out while running
    tests``, ``✘ test/a.test.js exited with a non-zero exit code: 1``."""
    text = line.strip()[2:].strip()
    st.ava_seen = True
    if text.startswith("[fail]: "):
        if len(st.ava_marks) < _AVA_MAX_MARKS:
            st.ava_marks.append(text[8:])
        return
    if text.startswith("Timed out while running tests"):
        # the tests still running then, under "1 tests were pending in test/e.test.js"
        pending: list[str] = []
        end = le
        for a, b in _lines(buf, le + 1, _window(buf, le), 40):
            said = buf[a : min(b, a + _LINE_SHOWN)].strip()
            if said == "\u2500" or _AVA_TOTAL_RX.fullmatch(said) or said.startswith("\u2718 "):
                break
            end = b
            if said:
                pending.append(said.removeprefix("\u25cc "))
        st.skip_until = max(st.skip_until, end)
        message = _shorten("; ".join(pending), 300) or text
        st.add(_Found("test", "ava", text, message, brief=text), ("ava", text))
        return
    if len(st.ava_exits) < _AVA_MAX_MARKS:
        st.ava_exits.append(text)


def _on_ava_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _AVA_TOTAL_RX.fullmatch(line.strip())
    if m is None:
        return
    said = m.group(1) or m.group(2)
    if said not in st.ava_totals:
        st.ava_totals.append(said)
        # the counts first, then why some tests did not run
        st.ava_totals.sort(key=lambda t: t.startswith("`"))
    if any(_AVA_FAILED_RX.search(t) for t in st.ava_totals):
        st.total("ava", "; ".join(st.ava_totals))
    if not st.ava_seen and m.group(1) and "failed" in said:
        # before AVA 4: the failures follow their count, with no rule before them
        text, at = _next_text(buf, le + 1)
        if text and not _AVA_TOTAL_RX.fullmatch(text):
            st.ava_details = True
            st.skip_until = max(st.skip_until, _block(st, buf, at))


def ava_flush(st: _State) -> None:
    """A test AVA marked failed whose block was not read (the output was cut), and a test
    file that died with nothing else said of it, are findings too."""
    for mark in st.ava_marks:
        words = mark.split(" ")
        if any(" ".join(words[:n]) in st.ava_reported for n in range(len(words), 0, -1)):
            continue
        st.add(_Found("test", "ava", mark, "failed", brief=mark), ("ava", mark))
    st.ava_marks.clear()
    for text in st.ava_exits:
        if text.startswith("No tests found") or not any(
            g.cause[0] == "ava" for g in st.groups.values()
        ):
            st.add(_Found("test", "ava", text, brief=text), ("ava", text))
    st.ava_exits.clear()
