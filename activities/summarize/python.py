"""Python: tracebacks, pytest (failure sections, short summary, totals), unittest."""

from __future__ import annotations

import bisect
import collections
import itertools
import operator
import re
from collections.abc import Sequence

from activities.summarize.base import (
    _LINE_SHOWN,
    _LOOKAHEAD,
    _MAX_FALLBACK,
    _MAX_GROUPS,
    _PEEK,
    _block_end,
    _first_text,
    _Found,
    _is_test_path,
    _lines,
    _Natural,
    _rel,
    _shape,
    _shorten,
    _State,
    _window,
)
from activities.summarize.go import _GO_LOG_RX, _GO_RACE_SAID, _go_log, _on_gotestsum_fail

# --------------------------------------------------------------------------- python tracebacks

_TB_FRAME_RX = re.compile(r'\s+File "(.+?)", line (\d+)(?:, in ([A-Za-z_][\w.]*|<module>))?')
# frames in installed code: the place to fix is the innermost frame outside them
_LIBRARY_RX = re.compile(
    r"(?:^|/)(?:site-packages|dist-packages|lib/python\d[\d.]*|node_modules)/|^<|^/usr/lib/"
)
# (a C module's exceptions are lowercase and qualified: zlib.error, socket.timeout)
_EXC_LINE_RX = re.compile(
    r"(?:(?:[A-Za-z_]\w*\.)*[A-Z]\w*|(?:[a-z_]\w*\.)+(?:error|timeout|gaierror|herror))(?::|$)"
)
# what pytest's E lines start with when they name an exception, not a diff or a value
_EXC_NAME_RX = re.compile(
    r"(?:[A-Za-z_]\w*\.)*(?:[A-Z]\w*(?:Error|Exception|Exit|Interrupt|Warning|Failure|Iteration"
    r"|Timeout|Exceeded)|Exception|Error|Warning|Failed|DID NOT RAISE)\b"
    r"|(?:[a-z_]\w*\.)+(?:error|timeout|gaierror|herror):"
)
_BUILD_EXCEPTIONS = ("SyntaxError", "IndentationError", "TabError")


def _traceback(buf: str, start: int, end: int) -> tuple[str, str, str, int]:
    """The exception line, the frame to fix (its file, and its line with the function it is
    in: ``183 in addFootnoteRef``) and where the traceback ends.

    The frame to fix is the innermost one outside installed code, else the innermost.
    """
    inner: tuple[str, str] | None = None
    project: tuple[str, str] | None = None
    for ls, le in _lines(buf, start, end):
        line = buf[ls : min(le, ls + _LINE_SHOWN)]
        if not line.strip():
            continue
        if line[0] in " \t":
            m = _TB_FRAME_RX.match(line)
            if m:
                where = f"{m.group(2)} in {m.group(3)}" if m.group(3) else m.group(2)
                if not m.group(3) and inner is not None and inner[0] == m.group(1):
                    # a comprehension's or lambda's frame (", in <genexpr>") at the line of
                    # the function it is in: that function's name says where
                    line_of, _, func = inner[1].partition(" in ")
                    where = inner[1] if line_of == m.group(2) and func else where
                inner = (m.group(1), where)
                if not _LIBRARY_RX.search(m.group(1)):
                    project = inner
            continue
        if line.startswith(("Traceback", "During handling", "The above exception")):
            continue
        if inner is not None:
            path, lineno = project or inner
            return line.strip(), path, lineno, le
    return "", "", "", start


def _native_loc(path: str, where: str) -> str:
    """A traceback's frame as Python prints it: ``File "a/b.py", line 183, in fn``."""
    if not path:
        return ""
    lineno, _, func = where.partition(" in ")
    return f'File "{path}", line {lineno}' + (f", in {func}" if func else "")


def _last_traceback(buf: str, start: int, end: int) -> tuple[str, str, str] | None:
    """The last ``Traceback (most recent call last):`` in ``buf[start:end]``, read as
    :func:`_traceback` reads one; ``None`` if there is none."""
    at = buf.rfind("Traceback (most recent call last):", start, end)
    if at < 0:
        return None
    exc, path, lineno, _ = _traceback(buf, buf.find("\n", at, end) + 1, end)
    return (exc, path, lineno) if exc else None


def _exc_name(line: str) -> str:
    m = _EXC_LINE_RX.match(line)
    return m.group(0).rstrip(":").rsplit(".", 1)[-1] if m else ""


def _on_traceback(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if len(st.fallback) >= _MAX_FALLBACK:
        st.fallback_extra += 1
        return
    exc, path, lineno, end = _traceback(buf, le + 1, _window(buf, le))
    if not exc:
        return
    st.skip_until = max(st.skip_until, end)
    natural: _Natural = "build" if _exc_name(exc) in _BUILD_EXCEPTIONS else None
    loc = _native_loc(path, lineno)
    st.add_fallback(_Found(natural, "python", loc or "Traceback", exc, brief=loc or exc[:60]))


_PY_INTERNAL = "INTERNALERROR> "
_PY_INTERNAL_LINES = 200


def _on_py_internal(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """pytest's own crash (a plugin's hook that raised: ``INTERNALERROR> Traceback ...``):
    its traceback, each line behind the prefix, read as one; told once, as pytest's."""
    if st.py_internal:
        return
    st.py_internal = True
    said: list[str] = []
    end = ls
    # (within the window a parser may look ahead: the same however the output was cut)
    for a, b in _lines(buf, ls, min(len(buf), ls + _PEEK), _PY_INTERNAL_LINES):
        if not buf.startswith(_PY_INTERNAL, a):
            break
        said.append(buf[a + len(_PY_INTERNAL) : min(b, a + _LINE_SHOWN)])
        end = b
    st.skip_until = max(st.skip_until, end)
    text = "\n".join(said) + "\n"
    start = text.find("Traceback (most recent call last):")
    exc, path, lineno, _ = _traceback(
        text, text.find("\n", start) + 1 if start >= 0 else 0, len(text)
    )
    message = (
        f"INTERNALERROR: {exc}" if exc else f"INTERNALERROR: {said[-1].strip() if said else ''}"
    )
    loc = _native_loc(path, lineno)
    st.add(
        _Found("test", "pytest", "pytest", message, loc, brief="INTERNALERROR"),
        ("pytest", "INTERNALERROR"),
    )


# --------------------------------------------------------------------------- pytest

_PY_BANNER_RX = re.compile(r"[=!]+ (.*?) [=!]+\s*$")
_PY_TOTALS_RX = re.compile(
    r"\b(?:failed|passed|errors?|skipped|xfailed|xpassed|no tests ran)\b.* in [\d.]+s\b"
)
_PY_ROOTDIR_RX = re.compile(r"\nrootdir: (\S+)")
_PY_SECTION_RX = re.compile(r"_+ (.+?) _+\s*$")
# (a section's header is underscores around its title: a line starting "_ " is not one
# unless it ends in underscores too; pytest prints a parameter named "_" as "_ = '%Y'")
# (and a subtest's header whose message runs over lines, pytest 9's "_ TestX.test_y [WITH a
# AS (", lines, "... ] _": read as a header that ends the body before it)
_PY_LONG_HEADER = r"[^\n\[\]]*\[[^\]\n]*\n(?:[^\]\n]*\n){0,16}[^\]\n]*\]\ _+[^\S\n]*(?:\n|$)"
_PY_HEADER_AHEAD = rf"(?=[^\n]*\ _+[^\S\n]*(?:\n|$)|{_PY_LONG_HEADER})"
_PY_BLOCK_END_RX = re.compile(rf"\n(?:_+\ [^_\s]{_PY_HEADER_AHEAD}|[=!]{{3,}} )")
# a failure's header line (as _PY_SECTION_RX reads it) and its body: the lines up to the
# next header, banner or line starting "/" (most lines start with none of "_=!/": they are
# let through without the look-ahead)
_PY_FAILURE_RX = re.compile(
    r"""\n(_+\ (?=[^_\s])([^\n]+?)\ _+[^\S\n]*)
    ((?:\n[^\n_=!/][^\n]*|\n(?=\n)|\n(?!_+\ [^_\s][^\n]*\ _+[^\S\n]*(?:\n|$)|[=!]{3,}\ |_+\ [^_\s]"""
    + _PY_LONG_HEADER
    + r""")[_=!][^\n]*)*+)""",
    re.X,
)
_PY_FAILURE_OR_LINE_RX = re.compile(f"{_PY_FAILURE_RX.pattern}|\\n([^\\n]*)", re.X)
_PY_BLOCK_END_LINE_RX = re.compile(rf"_+\ [^_\s]{_PY_HEADER_AHEAD}|[=!]{{3,}} ")
_PY_CAPTURED_RX = re.compile(r"\n-+ Captured ")
_PY_ELINE_RX = re.compile(r"^E(?: +(.*))?$", re.M)
_SOURCE_SHOWN = 100
"""Characters of the source line that raised told after a test's message (see ``_Found.source``)."""
_PY_EMPTY_EXC_RX = re.compile(r"(?:[A-Za-z_]\w*\.)*[A-Z]\w*:")
_PY_CRASH_RX = re.compile(r"^([^\s:>][^:\n]*):(\d+): (in \S+|[A-Za-z_][\w.]*)?[ \t]*$", re.M)
_PY_FILE_LINE_RX = re.compile(r'File "(.+?)", line (\d+)')
_PY_SHORT_RX = re.compile(r"(?:SUB)?(FAILED|ERROR)(?:\(.*?\)|\[.*?\])? (.+?)(?: - (.*))?$")
_PY_QUIET_TOTALS_RX = re.compile(
    r"\d+ (?:failed|passed|errors?|skipped|deselected|xfailed|xpassed|warnings?)\b.* in [\d.]+s\b"
)
# a subtest's parameters, "SUBFAILED(text='x')", or its message, "SUBFAILED[simple (unopt)]"
_PY_SUB_PARAMS_RX = re.compile(r"SUBFAILED(\(.*?\)|\[.*?\]) ")
_PY_PARAMS_RX = re.compile(r"\[.*\]$")
_MAX_TB_LINES = 4096
_PY_SUBTEST_RX = re.compile(r" \(.*\)$")
_PY_DETAIL_RX = re.compile(r"[A-Z][a-z]+(?: [a-z]+)?: \S")
_PY_COLLECTED_RX = re.compile(r"^collected \d+ items? / \d+ errors?\b.*$", re.M)
# --tb=line: one "path:N: ExcType: message" line per failure, and no sections
# a --tb=line failure: "path:N: ExcType: message", or a bare assert's "path:N: assert a == b"
_PY_TB_LINE_RX = re.compile(
    r"^(\S+?):(\d+): ((?:[A-Za-z_]\w*\.)*[A-Z]\w*(?::.*)?|assert\b.*)$", re.M
)


def _on_py_banner(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if line.startswith("=== "):
        if line.startswith(("=== RUN ", "=== CONT ")):
            _go_run(st, buf, le, line)
        elif line.startswith("=== FAIL: "):
            # gotestsum's "=== FAIL: pkg TestX (0.00s)": the test's log follows, then for a
            # subtest go test's own "--- FAIL: TestX" under it (for a top-level test, none)
            m = _GOTESTSUM_FAIL_RX.match(line)
            if m:
                _on_gotestsum_fail(st, buf, ls, le, m.group(1))
        if not line.startswith("=== ") or not _PY_BANNER_RX.match(line):
            return
    m = _PY_BANNER_RX.match(line)
    if m is None and line.startswith("!!! "):
        # a note pytest prints inside a failure's traceback ("!!! Recursion error detected,
        # but the origin of the recursion could not be located."), not a section's banner
        return
    title = m.group(1).strip() if m else line.strip("=! ")
    if title in ("FAILURES", "ERRORS"):
        st.py_mode = "failures"
    elif title == "short test summary info":
        st.py_mode = "summary"
    elif title == "warnings summary":
        st.py_mode = "other"
        _py_warnings(st, buf, le)
    elif title.startswith("test session starts"):
        st.py_mode = ""
        st.py_session = True
        root = _PY_ROOTDIR_RX.search(buf, le, min(len(buf), le + 2048))
        if root:
            st.py_root = root.group(1).rstrip("/")
            st.py_bodies.clear()  # parsed relative to the old root
        collected = _PY_COLLECTED_RX.search(buf, le, min(len(buf), le + 8192))
        st.py_collected = collected.group(0).strip() if collected else ""
    elif title.startswith(("stopping after ", "Interrupted: ")):
        # -x or --maxfail, or errors while collecting: the tests after these did not run
        st.py_stopped = title
        # with -q the totals line follows without a banner
        nxt, _ = _first_text(buf, le + 1, min(len(buf), le + 1 + _LINE_SHOWN))
        if _PY_QUIET_TOTALS_RX.match(nxt):
            st.total("pytest", f"{nxt.strip()} ({title})")
    elif line.startswith("=") and _PY_TOTALS_RX.search(title):
        st.py_mode = ""
        said = f"{title} ({st.py_stopped})" if st.py_stopped else title
        # (and what it could collect, when a test module could not be)
        st.total("pytest", f"{st.py_collected}; {said}" if st.py_collected else said)
    else:
        st.py_mode = "other"


# a warning under pytest's "warnings summary": "  path:line: DeprecationWarning: message"
_PY_WARNING_RX = re.compile(r"^  (\S[^:\n]*):(\d+): ([A-Za-z_]\w*Warning): (.+)$", re.M)
_PY_WARNINGS_END_RX = re.compile(r"^(?:-- Docs: |=)", re.M)
_PY_WARNINGS_KEPT = 20
"""Distinct warnings of pytest's summary kept at most."""


def _py_warnings(st: _State, buf: str, le: int) -> None:
    """pytest's warnings summary (within what the scan has ahead): each warning raised in
    the project's own code, once, kept for a failure's digest to tell where it has room."""
    end = _PY_WARNINGS_END_RX.search(buf, le + 1, min(len(buf), le + _PEEK))
    stop = end.start() if end else min(len(buf), le + _PEEK)
    for m in _PY_WARNING_RX.finditer(buf, le + 1, stop):
        path, line, category, message = m.groups()
        if _LIBRARY_RX.search(path) or len(st.py_warnings) >= _PY_WARNINGS_KEPT:
            continue
        place = f"{_rel(path, st.py_root)}:{line}"
        what = f"{category}: {_shorten(message.strip(), _LINE_SHOWN)}"
        cause = ("pytest warning", category, message.strip()[:200], place)
        if all(c != cause for _, c in st.py_warnings):
            found = _Found("test", "pytest", f"{place}: {what}", place=place, what=what)
            found.warning = True
            st.py_warnings.append((found, cause))


_GOTESTSUM_FAIL_RX = re.compile(r"=== FAIL: \S+ (\S+)(?: \([\d.]+s\))?\s*$")


def _go_run(st: _State, buf: str, le: int, line: str) -> None:
    """``go test -v`` prints a test's log under its ``=== RUN`` line, before ``--- FAIL`` (a
    parallel test's under ``=== CONT``, when it goes on)."""
    if len(st.go_logs) < 4096:
        end = _window(buf, le)
        start = le + 1
        # (what the test printed to stdout, at the line's start, comes before its log too)
        for a, b in _lines(buf, le + 1, end, _GO_STDOUT_LINES):
            text = buf[a : min(b, a + _LINE_SHOWN)]
            if text.startswith(("=== ", "--- ")) or _GO_LOG_RX.match(text):
                start = a
                break
        loc, message, consumed, head, _ = _go_log(buf, start, end, 0)
        if loc and _GO_RACE_SAID in buf[start:consumed] and _GO_RACE_SAID not in message:
            # (the race detector's verdict among the log: told with its report, see go.py)
            message = f"{message}; {_GO_RACE_SAID}"
        if loc:
            st.go_logs[line[8:].strip()] = (loc, message, head)


_GO_STDOUT_LINES = 200
"""Lines a test printed to stdout that are looked past for its log."""


_BODY_CACHE_MAX = 4096
"""Failure bodies remembered per run, by hash: a body may be 16 KB, its parse is a few
hundred bytes, so the cache stays near 2 MB whatever the output."""


def _on_py_section(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    _py_section(st, buf, ls, le, line)


def _py_section(st: _State, buf: str, ls: int, le: int, line: str) -> int:
    """A failure's header (``____ test_x[1] ____``) and its body; returns where the body
    ends when it holds no line another handler wants (so the caller may jump there), else
    ``le``."""
    if st.py_mode != "failures":
        return le
    m = _PY_SECTION_RX.match(line)
    if not m:
        return le
    nxt = _PY_BLOCK_END_RX.search(buf, le, le + _PEEK)
    end = nxt.start() if nxt else min(len(buf), le + _PEEK)
    body = buf[le:end]
    if nxt is None:
        # a body past the window (a long function's source printed whole): where it ends
        # is still within what the scan always has ahead, and what was raised is at its end
        far = _PY_BLOCK_END_RX.search(buf, end - _LINE_SHOWN, le + _BODY_FAR)
        if far is not None:
            nxt, end = far, far.start()
            half = _PEEK // 2
            body = buf[le : le + half] + buf[buf.find("\n", end - half, end) : end]
    _py_failure(st, m.group(1), body, unread=nxt is None)
    return end if nxt and "\n/" not in body else le


_BODY_FAR = _LOOKAHEAD - _LINE_SHOWN
"""How far a failure's body is looked through for its end: within what the scan always has
ahead of a line it reads (``_LOOKAHEAD``), so that where chunks end changes nothing."""


def _py_sections(st: _State, buf: str, pos: int, cut: int, located: re.Pattern[str]) -> int:
    """Failures back to back from the newline at ``pos`` (their headers before ``cut``):
    what :func:`_py_section` does for each, and the same result, faster. It stops where
    that shortcut does not apply (a body with a line starting ``/``, a header the
    ``located`` pattern flags, a block past the window) and returns where; ``pos`` if
    nowhere.

    A failure-dense output (a parametrized test failing thousands of times) is read a
    window at a time: one expression cuts the window into headers and bodies, and each
    distinct (header, body) pair is counted once with its number, so the work per failure
    is done in C."""
    while pos < cut and buf.startswith("\n_", pos):
        # the first failure one by one: a long run is worth cutting up only if it fits
        first = _py_failures_one_by_one(st, buf, pos, cut, located, most=1)
        if first == pos:
            return pos
        # then windows that grow while they hold nothing but failures (and start small
        # again after one that did not): the lines cut up are never more than a few times
        # those counted
        window = max(st.py_window, 4 * (first - pos))
        pos = first
        while pos < cut:
            taken, whole = _py_failure_run(st, buf, pos, cut, located, window)
            st.py_window = min(2 * window, _RUN_WINDOW_MAX) if whole else 0
            if taken == pos:
                return _py_failures_one_by_one(st, buf, pos, cut, located)
            pos = taken
            if not whole:
                break
            window = st.py_window
    return pos


_RUN_WINDOW_MAX = 4 * 1024 * 1024

_RUN_BODY_MAX = _PEEK - _LINE_SHOWN - 64
"""A body longer than this may reach past the window :func:`_py_section` reads."""
_HEADERS = operator.itemgetter(0)
_BODIES = operator.itemgetter(2)


def _py_failure_run(
    st: _State, buf: str, pos: int, cut: int, located: re.Pattern[str], window: int
) -> tuple[int, bool]:
    """The failures back to back in ``window`` characters from ``pos``. Returns where the
    first one not counted starts (``pos`` when the shortcut does not apply to the first),
    and whether the window held nothing but failures."""
    # every line is a token: a failure (header, name, body, "") or ("", "", "", line)
    stop = min(len(buf), pos + window)
    tokens = _PY_FAILURE_OR_LINE_RX.findall(buf, pos, stop)
    if stop < len(buf) and tokens:
        del tokens[-1]  # the window's edge may have cut it
    headers = list(map(_HEADERS, tokens))
    n = headers.index("") if "" in headers else len(headers)
    whole = n == len(tokens)
    # The last failure counts only when what follows ends it as _PY_BLOCK_END_RX would (a
    # header or a banner, not a line starting "/"), and not at the window's edge.
    if n < len(tokens):
        ender = _PY_BLOCK_END_LINE_RX.match(tokens[n][3])
        if ender is None or ender.end() > 64:
            n -= 1
    else:
        n -= 1
    if n <= 0:
        return pos, False
    del headers[n:]
    bodies = list(map(_BODIES, tokens[:n]))
    # where each failure starts: its newline, header, body
    sizes = map(operator.add, map(len, headers), map(len, bodies))
    starts = list(map(operator.add, itertools.accumulate(sizes, initial=pos), range(n + 1)))
    n = bisect.bisect_left(starts, cut, 0, n)
    del headers[n:], bodies[n:]
    if (
        not n
        or max(map(len, bodies)) > _RUN_BODY_MAX
        or max(map(len, headers)) > _LINE_SHOWN
        or located.search("\n".join(set(headers)))
    ):
        return pos, False
    for (header, body), count in collections.Counter(zip(headers, bodies, strict=True)).items():
        m = _PY_SECTION_RX.match(header)
        if m:
            _py_failure(st, m.group(1), body, count)
    return starts[n], whole


def _py_failures_one_by_one(
    st: _State, buf: str, pos: int, cut: int, located: re.Pattern[str], most: int = -1
) -> int:
    """:func:`_py_sections` a failure at a time (``most`` of them, if not -1), each checked
    against the window."""
    limit = len(buf)
    match = _PY_FAILURE_RX.match
    block_end = _PY_BLOCK_END_RX.match
    while pos < cut and most:
        most -= 1
        # a body is read at most _PEEK characters far: so is this match
        m = match(buf, pos, min(limit, pos + _LINE_SHOWN + _PEEK + 2))
        if m is None:
            return pos
        header, name, body = m.groups()
        le = m.start(3)
        end = m.end()
        if (
            le - pos > _LINE_SHOWN
            or end >= limit
            or ((":" in header or " error" in header) and located.search(header))
            or not block_end(buf, end, le + _PEEK)
        ):
            return pos
        _py_failure(st, name, body)
        pos = end
    return pos


def _py_failure(st: _State, name: str, body: str, count: int = 1, *, unread: bool = False) -> None:
    """Count ``count`` failures named ``name`` (as in the header) whose body (from the
    newline that ends the header) is ``body`` (``unread``: only its start, its end too far
    ahead to read)."""
    name = name.strip().removeprefix("[doctest] ")
    if name.endswith(")"):
        name = _PY_SUBTEST_RX.sub("", name)
    # The body decides message, place and exception; the name does not. A body seen before
    # (the same failure in a rerun, a repeated parametrization, a flaky test run again) is
    # parsed once: a failure-dense output spends most of its time here otherwise. The key is
    # the body's hash and length (a 64-bit hash: a collision among 4096 bodies is ~1e-12).
    key = (hash(body), len(body))
    parsed = st.py_bodies.get(key)
    if parsed is None:
        parsed = _parse_py_body(st, body, 0, len(body))
        if len(st.py_bodies) < _BODY_CACHE_MAX:
            st.py_bodies[key] = parsed
    message, loc, exc_type, test_file, source = parsed

    natural: _Natural = "test"
    prefix = ""
    # (a collection error named as pytest titles it: "ERROR collecting tests/test_a.py")
    collecting = name.startswith("ERROR collecting ")
    head = name if collecting else ""
    if name.startswith("ERROR "):
        if collecting:
            name = name.removeprefix("ERROR collecting ")
            if exc_type in _BUILD_EXCEPTIONS:
                natural = "build"
        elif name.startswith("ERROR at "):
            phase, _, name = name.removeprefix("ERROR at ").partition(" of ")
            prefix = f"error at {phase}: "
    st.py_records = True
    place = loc.partition(" from ")[0]  # (one cause, whichever test line called it)
    cause: tuple[str, ...] = (
        ("pytest", exc_type, place, prefix) if loc else ("pytest", exc_type, message[:200], prefix)
    )
    if collecting:
        cause = (*cause, "collecting")
    head = head or name
    where = ""
    if name in st.py_names and test_file and st.py_files.get(name, test_file) != test_file:
        # a test of the same name in another file (test_children_setter in two modules): its
        # own place, not a second count of the first's
        where = test_file
    if where or not st.count_again(cause, name, "pytest", loc, count):
        found = _Found(natural, "pytest", head, prefix + (message or "failed"), loc, brief=head)
        found.count = count
        # (not a module that does not compile: its message says the line already)
        found.source = source if natural == "test" else ""
        # (a body read in part, with no exception found in it: its message is a guess)
        found.unread = unread and not exc_type
        if st.add(found, cause, where=where) is None:
            return
        if name not in st.py_names:
            st.py_names[name] = found
            st.py_files[name] = test_file
        elif where and len(st.py_twins) < _MAX_GROUPS:
            st.py_twins[name, test_file] = found


# an assert of a bare truth value, and pytest's line saying where it came from
_PY_BARE_ASSERT = r"\bassert (?:not )?(?:True|False|None)"
_PY_BARE_ASSERT_RX = re.compile(f"{_PY_BARE_ASSERT}$")
_PY_WHERE_RX = re.compile(r"\+\s+(where .+)$")
# pytest's explanation of two sequences that differ: "At index 5 diff: 10 != 8"
_PY_DIFF_AT_RX = re.compile(r"At index \d+ diff: ")
_SPACE_RUNS_RX = re.compile(r"  +")


# what pytest's where line names by its repr alone ("<built-in method endswith of str object
# at 0x7f21...>"), said by the line under it ("where <...> = '!$soccer_ball!$'.endswith")
_PY_WHERE_DEF_RX = re.compile(r"\+\s+where (<[^<>]* at 0x[0-9a-f]+>) = (.+)$")


def _where_said(where: str, below: Sequence[str]) -> str:
    """pytest's ``where False = <built-in method endswith of str object at 0x...>('!!$')``
    with the reprs of an address the lines under it define told by what they are:
    ``where False = '!$soccer_ball!$'.endswith('!!$')``."""
    for line in below:
        m = _PY_WHERE_DEF_RX.match(line)
        if m is None:
            break
        where = where.replace(m.group(1), m.group(2))
    return where


def _parse_py_body(st: _State, buf: str, le: int, end: int) -> tuple[str, str, str, str, str]:
    """A pytest failure's message, place to fix, exception type, test file (the first test
    file its traceback names) and the source line that raised, from its body
    (``buf[le:end]``, after the section's header line)."""
    captured = _PY_CAPTURED_RX.search(buf, le, end)
    core_end = captured.start() + 1 if captured else end

    e_lines = [(e.group(1) or "").strip() for e in _PY_ELINE_RX.finditer(buf, le + 1, core_end)]
    e_lines = [e for e in e_lines if e][:60]
    message = next((e for e in e_lines if _EXC_NAME_RX.match(e)), "")
    message = message or (e_lines[0] if e_lines else "")
    if _PY_EMPTY_EXC_RX.fullmatch(message) and message in e_lines[:-1]:
        # an exception whose message begins with a line break ("ValueError: " then
        # "hypercomb() failed to converge ..."): its first line is the next one
        message = f"{message} {e_lines[e_lines.index(message) + 1]}"
    if message.endswith((".", ":")) and message in e_lines:
        # a message that ends where its details begin ("Regex pattern did not match." then
        # "Expected regex: '...'" and "Actual message: '...'"): they are the message
        at = e_lines.index(message)
        details = list(itertools.takewhile(_PY_DETAIL_RX.match, e_lines[at + 1 : at + 3]))
        message = " ".join([message, *details])
    if "..." in message:
        # pytest cut the values it compared: its explanation says where they differ, or its
        # diff's first lines do ("- <p>&quot;</p>", "+ <p>&quote;</p>"), as printed
        where = next((e for e in e_lines if _PY_DIFF_AT_RX.match(e)), "")
        minus = next((e for e in e_lines if e.startswith("- ")), "")
        plus = next((e for e in e_lines if e.startswith("+ ")), "")
        if where:
            message += f" [{_shorten(where, 300)}]"
        elif (
            minus
            and plus
            and _SPACE_RUNS_RX.sub(" ", minus[2:]) == _SPACE_RUNS_RX.sub(" ", plus[2:])
        ):
            # they differ in their runs of spaces alone (a padding bug): quoted, as values
            # whose spaces are kept, or the two would read the same
            message += f" [- '{_shorten(minus[2:], 100)}'; + '{_shorten(plus[2:], 100)}']"
        elif minus and plus:
            message += f" [{_shorten(minus, 100)}; {_shorten(plus, 100)}]"
    elif _PY_BARE_ASSERT_RX.search(message) and message in e_lines:
        # "assert not True", "assert False": what was true or false is the line under it
        # ("+  where True = adjacent([3])")
        at = e_lines.index(message) + 1
        where = _PY_WHERE_RX.match(e_lines[at]) if at < len(e_lines) else None
        if where:
            message += f" ({_shorten(_where_said(where.group(1), e_lines[at + 1 : at + 4]), 100)})"

    crash_loc = crash_exc = frame_loc = last_loc = last_exc = test_loc = test_file = ""
    for c in _PY_CRASH_RX.finditer(buf, le + 1, core_end):
        where = f"{_rel(c.group(1), st.py_root)}:{c.group(2)}"
        what = c.group(3) or ""
        if not test_file and _is_test_path(where):
            test_file = _rel(c.group(1), st.py_root)
        if not test_loc and (not what or what.startswith("in ")) and _is_test_path(where):
            # the test's own line that called into what failed (--tb=short: with its
            # function, as pytest prints the frame: "tests/test_a.py:33: in test_int")
            test_loc = f"{where}: {what}" if what else where
        if what and not what.startswith("in ") and not crash_loc:
            # the first crash is the root of a chained exception ("During handling ...")
            crash_loc, crash_exc = where, what
        elif what and not what.startswith("in "):
            last_loc, last_exc = where, what  # the exception the chain ended with
        elif not _LIBRARY_RX.search(c.group(1)) or not frame_loc:
            # the code under test's frame as pytest prints it ("pkg/a.py:37: in ordinal")
            frame_loc = f"{where}: {what}" if what else where
    # a crash inside installed code is reported where the project's code called it
    loc = frame_loc if crash_loc and _LIBRARY_RX.search(crash_loc) and frame_loc else crash_loc
    loc = loc or frame_loc
    if crash_exc == "RecursionError":
        # where it recursed: the project's frame printed again and again, not the last one
        # the stack reached before it overflowed
        frames = collections.Counter(
            f"{_rel(c.group(1), st.py_root)}:{c.group(2)}: {c.group(3)}"
            for c in _PY_CRASH_RX.finditer(buf, le + 1, core_end)
            if (c.group(3) or "").startswith("in ") and not _LIBRARY_RX.search(c.group(1))
        ).most_common(1)
        if frames and frames[0][1] > 2:
            loc = frame_loc = frames[0][0]
    via = ""
    if (
        loc == crash_loc
        and frame_loc
        and not _is_test_path(crash_loc)
        and not _is_test_path(frame_loc)
        and frame_loc.partition(":")[0] != crash_loc.partition(":")[0]
    ):
        # raised in a helper of the project's (util.py's to_bytes) called from another of
        # its files: where it was called from is often where the change is
        via = f" (via {frame_loc.replace(': in ', ' in ')})"
    elif loc and test_loc and not _is_test_path(loc) and not _LIBRARY_RX.search(loc):
        # raised in the code under test: the test's line that called it, after its place
        loc = f"{loc} from {test_loc}"
    for i, e in enumerate(e_lines):
        fm = _PY_FILE_LINE_RX.search(e)
        if fm:
            # a module that does not compile: where, as Python says it, and its line
            loc = f'File "{_rel(fm.group(1), st.py_root)}", line {fm.group(2)}'
            source = e_lines[i + 1] if i + 1 < len(e_lines) else ""
            if source and _exc_name(message) in _BUILD_EXCEPTIONS and source not in message:
                message = f"{message} [{_shorten(source, 80)}]"
            break

    if not e_lines:
        exc, path, lineno, tb_end = _traceback(buf, le + 1, core_end)
        if exc:
            message = exc
            loc = loc or _native_loc(_rel(path, st.py_root), lineno)
            # --tb=native: a chain of exceptions is told as in the default mode
            said = next(
                (w for mark, w in _CHAIN_WORDS if buf.find(mark, tb_end, core_end) >= 0), ""
            )
            last = _last_traceback(buf, tb_end, core_end) if said else None
            if last is not None and last[0] != exc:
                where = _native_loc(_rel(last[1], st.py_root), last[2])
                message += f"; {said}: {_shorten(last[0], 120)} at {where}"
        elif not crash_loc:
            tb_line = _PY_TB_LINE_RX.search(buf, le + 1, core_end)
            if tb_line:
                message = tb_line.group(3)
                loc = f"{_rel(tb_line.group(1), st.py_root)}:{tb_line.group(2)}"
            else:
                # no traceback, no E line: a plugin's own words (xdist's "Different tests were
                # collected between gw1 and gw0. The difference is:"), its first line
                first, _ = _first_text(buf, le + 1, min(core_end, le + 1 + _LINE_SHOWN))
                message = _shorten(first.strip(), 200) if first.strip() else message
    exc_type = _exc_name(message) if _EXC_NAME_RX.match(message) else ""
    qualified = message.partition(": ")[0]
    if (
        exc_type
        and exc_type == crash_exc
        and loc.partition(" from ")[0] == crash_loc
        and qualified.endswith(f".{crash_exc}")
        and " " not in qualified
    ):
        # after its place, the exception as pytest's crash line names it, then as its E line
        # does ("api_jwt.py:306: ExpiredSignatureError: jwt.exceptions.ExpiredSignatureError:
        # Signature has expired"): either is how a developer searches for it
        message = f"{crash_exc}: {message}"
    if not exc_type:
        exc_type = crash_exc
        if crash_exc and message:
            message = f"{crash_exc}: {message}"
        elif crash_exc:
            message = crash_exc
    if crash_exc in ("DocTestFailure", "UnexpectedException") and not e_lines:
        # (--doctest-continue-on-failure: a docstring's failures one after another, each
        # ending in its own crash line; the first is the finding, the others follow it)
        parts = list(itertools.islice(_DOCTEST_CRASH_RX.finditer(buf, le + 1, core_end), 4))
        first_end = parts[0].start() if parts else core_end
        line = crash_loc.rpartition(":")[2]
        root = (
            _doctest_root(buf, le + 1, first_end, st.py_root, line)
            if crash_exc == "UnexpectedException"
            else None
        )
        if root is not None:
            # what the example raised at its place in the code under test: one cause for
            # every doctest that ran into it (a name a rename left undefined, under 15
            # modules' examples); the exception a handler raised from it follows
            message, loc, exc_type = root
        else:
            message = _doctest(buf, le + 1, first_end) or message
            if crash_exc == "UnexpectedException":
                raised_at = _raised_at(buf, le + 1, first_end, st.py_root)
                message += f" at {raised_at}" if raised_at else ""
        message += _doctest_later(buf, parts, st.py_root)
    chained = _chained(buf, le + 1, core_end, e_lines, message, last_loc, last_exc)
    example = _hypothesis(e_lines)
    if example:
        message = f"{message} [{example}]"
    elif (
        not chained
        and crash_loc
        and (
            message == crash_exc or not (_LIBRARY_RX.search(crash_loc) or _is_test_path(crash_loc))
        )
    ):
        # (in a chain, the last frame pytest shows is the last exception's, not the first's)
        # the arguments pytest shows for the frame that raised: what a bare assert in a
        # helper compared, or what the code under test was called with
        said = _frame_args(buf, le + 1, core_end, bare=message == crash_exc, known=message)
        if said:
            message = f"{message}: {said}" if message == crash_exc else f"{message} [with {said}]"
    message += chained + via
    expected = _expected_raise(buf, le + 1, core_end)
    named = _RAISES_RX.match(expected)
    if (
        named
        and exc_type not in ("Failed", "AssertionError", "")
        and named.group(1).rpartition(".")[2] != exc_type
        and expected not in message
    ):
        # raised where the test expected another exception: the test's line that expected it
        # (not pytest's "DID NOT RAISE", a Failed that says so, nor an assertion's failure)
        message += f" [in `{expected}`]"
    if st.py_root:
        message = message.replace(st.py_root + "/", "")
    return message, loc, exc_type, test_file, _raising_line(buf, le + 1, core_end, message)


def _raising_line(buf: str, start: int, end: int, message: str) -> str:
    """The source line above the first ``E`` line (the line that raised, or the assert that
    failed: marked ``>`` by pytest's long tracebacks, indented under ``--tb=short``'s frame),
    when the message does not say it already; or ``""``."""
    e_line = _PY_ELINE_RX.search(buf, start, end)
    if e_line is None:
        return ""
    mark = buf.rfind("\n>", start - 1, e_line.start())
    if mark >= 0:
        # (a statement of several lines: its first, which pytest marks)
        line_end = buf.find("\n", mark + 1, e_line.start())
        said = buf[mark + 2 : line_end].strip()
        return "" if not said or said in message else _shorten(said, _SOURCE_SHOWN)
    pos = e_line.start()
    for _ in range(4):  # (past the carets Python 3.11+ prints under the call that raised)
        if pos <= start:
            return ""
        line_start = max(buf.rfind("\n", start, pos - 1) + 1, start)
        line = buf[line_start : pos - 1]
        if line.strip(" ^~"):
            break
        pos = line_start
    else:
        return ""
    if not line.startswith("    "):
        return ""
    said = line.strip()
    return "" if not said or said in message else _shorten(said, _SOURCE_SHOWN)


# a test's line that expects an exception: "with pytest.raises(ValueError, match=...):",
# "with self.assertRaises(KeyError) as cm:", "self.assertRaises(E, f, arg)"
_RAISES_RX = re.compile(
    r"(?:with )?(?:pytest\.raises|self\.assertRaises(?:Regex)?)\(\s*([\w.]+).{0,200}$"
)


def _expected_raise(buf: str, start: int, end: int) -> str:
    """The test's line that expected an exception, when the exception came from under it:
    the first line pytest marks with ``>`` (the test's own frame), or the ``with`` line above
    it; ``""`` otherwise."""
    mark = buf.find("\n>", start - 1, end)
    if mark < 0:
        return ""
    line_end = buf.find("\n", mark + 1, end)
    line = buf[mark + 2 : line_end if line_end >= 0 else end].strip()
    if _RAISES_RX.match(line):
        return line
    above = buf[buf.rfind("\n", start, mark) + 1 : mark].strip()
    return above if above.startswith("with ") and _RAISES_RX.match(above) else ""


_CHAIN_WORDS = (
    ("\nDuring handling of the above exception, another exception occurred:", "while handling it"),
    ("\nThe above exception was the direct cause of the following exception:", "which caused"),
)


def _chained(
    buf: str, start: int, end: int, e_lines: list[str], first: str, last_loc: str, last_exc: str
) -> str:
    """``; while handling it: isoparser.py:324: ValueError: Invalid week: 53`` when the
    failure is a chain of exceptions: the first is the finding's (the root, often the bug),
    the one the chain ended with can be the bug too (a handler that fails), or the error the
    code meant to raise; ``""`` otherwise. ``last_exc`` is the name pytest's last crash line
    gives it (``FunctionNotDefined``, a name without Error in it)."""
    said = next((w for mark, w in _CHAIN_WORDS if buf.find(mark, start, end) >= 0), "")
    if not said or not last_loc:
        return ""
    named = re.compile(rf"(?:[A-Za-z_]\w*\.)*{re.escape(last_exc)}\b") if last_exc else None
    last = next(
        (e for e in reversed(e_lines) if (named and named.match(e)) or _EXC_NAME_RX.match(e)), ""
    )
    if not last or last == first:
        return ""
    qualified = last.partition(": ")[0]
    if last_exc and qualified != last_exc and qualified.endswith(f".{last_exc}"):
        # as pytest's crash line names it, then as its E line does (see the first's)
        last = f"{last_exc}: {last}"
    # pytest's own order: the place, then what was raised there
    return f"; {said}: {last_loc}: {_shorten(last, 120)}"


# the line pytest draws between frames, and the arguments it shows for a frame's function
_PY_FRAME_SEP = "\n_ _ _ _ _"
_PY_ARG_RX = re.compile(r"([A-Za-z_]\w*) = (.+)$")
# "a = 1, b = Employee(id='E-1', hours=41.0)": a comma starts an argument only before "name = "
_PY_ARG_SPLIT_RX = re.compile(r", (?=[A-Za-z_]\w* = )")
_PY_TEST_DEF_RX = re.compile(r"\n {4}(?:async )?def test")
_ARGS_MAX = 60
"""Arguments told only as far as they are short: a long repr would take the room of ids."""


def _frame_args(buf: str, start: int, end: int, *, bare: bool, known: str = "") -> str:
    """The arguments pytest prints at the top of the innermost frame (``colwidth = 'right',
    align = 6``), when that frame is not a test's (a test's are its fixtures): within
    ``_ARGS_MAX`` characters, or ``""`` (also when ``known``, the message, holds every value).
    With ``bare`` (the exception says nothing more) two long values are told where they
    first differ."""
    sep = buf.rfind(_PY_FRAME_SEP, start, end)
    if sep < 0:
        return ""
    args: list[tuple[str, str]] = []
    for ls, le in _lines(buf, buf.find("\n", sep + 1, end) + 1, end, 12):
        text = buf[ls : min(le, ls + _LINE_SHOWN)].rstrip()
        if not text:
            if args:
                break
            continue
        if text.startswith((" ", "def ", "async def ", ">", "E ")):
            break
        args += [
            (m.group(1), m.group(2))
            for part in _PY_ARG_SPLIT_RX.split(text)
            if (m := _PY_ARG_RX.match(part)) and m.group(1) not in ("self", "cls")
        ]
    # an object's repr says where it lives, not what it holds
    args = [(name, value) for name, value in args if " at 0x" not in value]
    if not args or all(value in known for _, value in args):
        return ""  # nothing, or nothing the message does not say already (KeyError: 'UK')
    if _PY_TEST_DEF_RX.search(buf, sep, end):
        return ""  # a test function's arguments are its fixtures
    if bare and len(args) == 2 and len(args[0][1]) + len(args[1][1]) > _ARGS_MAX:
        (a, x), (b, y) = args
        at = next(
            (i for i, (c, d) in enumerate(zip(x, y, strict=False)) if c != d), min(len(x), len(y))
        )
        return f"{a} = {_around(x, at)}, {b} = {_around(y, at)}"
    said = ", ".join(f"{name} = {value}" for name, value in args)
    return said if len(said) <= _ARGS_MAX else ""


def _around(value: str, at: int) -> str:
    """``value`` where it differs from another (``at``): from the start of that line of it
    (a repr's ``\\n``), at most 40 characters before, to 16 after: ``…|:----|-----:|…``."""
    line = value.rfind("\\n", 0, at)
    lo = max(0, at - 40, line + 2 if line >= 0 else 0)
    hi = min(len(value), at + 16)
    return f"{'…' if lo else ''}{value[lo:hi]}{'…' if hi < len(value) else ''}"


# a doctest failure: the numbered source lines up to the example, then what it expected
# and what it got, or the exception it raised
_DOCTEST_EXAMPLE_RX = re.compile(r"^\d{3,} +(>>> .*)$", re.M)
_DOCTEST_GOT_RX = re.compile(
    r"^Expected:\n((?: {4}.*\n)+?)Got(?::\n((?: {4}.*\n)+?)| nothing)", re.M
)
_DOCTEST_RAISED_RX = re.compile(r"^UNEXPECTED EXCEPTION: (.+)$", re.M)
# doctest's REPORT_UDIFF / REPORT_NDIFF / REPORT_CDIFF: the diff instead of Expected and Got
_DOCTEST_DIFF_RX = re.compile(
    r"^Differences \((?:unified|context|ndiff) diff with -expected \+actual\):\n((?: {4}.*\n)+)",
    re.M,
)


def _doctest(buf: str, start: int, end: int) -> str:
    """``DocTestFailure: >>> total() expected 1.5, got 1.51`` (or what it raised)."""
    example = ""
    got = _DOCTEST_GOT_RX.search(buf, start, end)
    for m in _DOCTEST_EXAMPLE_RX.finditer(buf, start, got.start() if got else end):
        example = m.group(1).strip()
    compared = _doctest_compared(buf, start, end)
    if compared:
        return f"{f'DocTestFailure: {example}'.replace('  ', ' ').rstrip()} {compared}"
    raised = _DOCTEST_RAISED_RX.search(buf, start, end)
    if raised:
        # the exception as its traceback's last line says it ("NameError: name 'x' is not
        # defined"), not as the repr doctest printed first
        said = raised.group(1)
        for line in buf[raised.end() : end].splitlines()[-_DOCTEST_LAST:]:
            if _EXC_NAME_RX.match(line) and ": " in line:
                said = line.strip()
        return f"UnexpectedException: {example} raised {_shorten(said, 160)}"
    return ""


def _doctest_compared(buf: str, start: int, end: int) -> str:
    """What a failed example expected and got, ``expected 1.5, got 1.51``; or, reported as a
    diff (``REPORT_UDIFF``, context, ndiff), its first lines removed and added, ``[- a; +
    b]``; ``""`` when it raised instead."""
    got = _DOCTEST_GOT_RX.search(buf, start, end)
    if got:
        expected = " ".join(got.group(1).split())
        actual = " ".join((got.group(2) or "nothing").split())
        return (
            f"expected {_shorten(expected, _DOCTEST_VALUE)}, got {_shorten(actual, _DOCTEST_VALUE)}"
        )
    diff = _DOCTEST_DIFF_RX.search(buf, start, end)
    if diff:
        lines = [line[4:] for line in diff.group(1).splitlines()]
        minus = next((x for x in lines if x[:1] == "-" and not x.startswith("---")), "")
        plus = next((x for x in lines if x[:1] == "+" and not x.startswith("+++")), "")
        said = "; ".join(_shorten(x, _DOCTEST_VALUE // 2) for x in (minus, plus) if x)
        return f"[{said}]" if said else ""
    return ""


# the line pytest ends a doctest's failure with: where, and how it failed
_DOCTEST_CRASH_RX = re.compile(r"^\S+?:(\d+): (DocTestFailure|UnexpectedException)$", re.M)


def _doctest_later(buf: str, parts: list[re.Match[str]], root: str) -> str:
    """``; then line 140: IndexError: ... at pkg/a.py:95 in f`` for each failure of a
    docstring after its first (``parts``: their crash lines), or ``""``."""
    said = ""
    for before, part in itertools.pairwise(parts):
        start, end, line = before.end(), part.start(), part.group(1)
        raised = (
            _doctest_root(buf, start, end, root, "")
            if part.group(2) == "UnexpectedException"
            else None
        )
        told = f"{raised[0]} at {raised[1]}" if raised else _doctest(buf, start, end)
        said += f"; then line {line}: {_shorten(told, 160)}"
    return said


def _doctest_root(
    buf: str, start: int, end: int, root: str, line: str
) -> tuple[str, str, str] | None:
    """An example's unexpected exception, as ``(message, place, exception)``: the first
    exception of its traceback (a chain's root) at its innermost frame in the project
    (``pkg/mod.py:50 in checksum``), the example after it at its ``line`` in the docstring;
    ``None`` when the traceback names no such frame."""
    raised = _DOCTEST_RAISED_RX.search(buf, start, end)
    if not raised:
        return None
    example = ""
    for m in _DOCTEST_EXAMPLE_RX.finditer(buf, start, raised.start()):
        example = m.group(1).strip()
    exc, path, where, tb_end = _traceback(buf, raised.end(), end)
    if not exc or not path or _LIBRARY_RX.search(path):
        return None
    # the exception first (a line cut for room keeps it), then the example that raised it
    at = f"line {line}: " if line.isdigit() else ""
    message = f"{_shorten(exc, 160)} [{at}{example}]" if example else _shorten(exc, 160)
    last = _last_traceback(buf, tb_end, end)  # (a chain's last exception, raised from it)
    message += f"; then {_shorten(last[0], 120)}" if last and last[0] != exc else ""
    return message, f"{_rel(path, root)}:{where}", _exc_name(exc)


_DOCTEST_VALUE = 240
"""A doctest's expected or actual value, cut: a line says as much as its width allows."""

_DOCTEST_LAST = 6
"""Lines at the end of a doctest's traceback searched for the exception it ended with."""


def _raised_at(buf: str, start: int, end: int, root: str) -> str:
    """The innermost project frame of a traceback in ``buf[start:end]``, however indented
    (``shop/cart.py:43 in per_item``)."""
    place = ""
    for m in _TB_FRAME_RX.finditer(buf, start, end):
        path = m.group(1)
        if not path.startswith("<") and not _LIBRARY_RX.search(path):
            where = f"{_rel(path, root)}:{m.group(2)}"
            place = f"{where} in {m.group(3)}" if m.group(3) else where
    return place


_DOCTEST_FILE_RX = re.compile(r'File "(.+?)", line (\d+), in (\S+)')
_DOCTEST_BLOCK_END_RX = re.compile(r"\n\*{20,}\n")
_DOCTEST_SOURCE_RX = re.compile(r"^Failed example:\n((?: {4}.*\n)+)", re.M)
_DOCTEST_EXC_RX = re.compile(
    r"^Exception raised:\n(?:.*\n)*? {4}(\S.*)\n(?!(?: {4}.*\n)* {4}\S)", re.M
)


def _on_doctest(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``python -m doctest`` (or a doctest suite under unittest): ``File "...", line N, in
    NAME``, the failed example, then what it expected and got, or the exception raised."""
    m = _DOCTEST_FILE_RX.match(line)
    if not m:
        return
    block = _DOCTEST_BLOCK_END_RX.search(buf, le, min(len(buf), le + _PEEK))
    end = block.start() + 1 if block else min(len(buf), le + _PEEK)
    source = _DOCTEST_SOURCE_RX.search(buf, le, end)
    example = f">>> {' '.join(source.group(1).split())} " if source else ""
    compared = _doctest_compared(buf, le, end)
    path = _rel(m.group(1), st.py_root)
    loc = f"{path}:{m.group(2)}"
    if compared:
        message = f"DocTestFailure: {example}{compared}"
        cause = ("doctest", path, message)
    else:
        raised = ""
        for r in _EXC_INDENTED_RX.finditer(buf, le, end):
            raised = r.group(1)
        raised_at = _raised_at(buf, le, end, st.py_root)
        message = f"{_shorten(raised, 160) if raised else 'exception'}: {example}raised it"
        message += f" at {raised_at}" if raised_at else ""
        cause = ("doctest", _exc_name(raised) or raised, raised_at or loc)
    head = f"{m.group(3)} ({loc})"
    # under unittest (a DocTestSuite), its totals count these
    tool = "unittest" if st.ut_doctest else "doctest"
    st.add(_Found("test", tool, head, message, loc, brief=head), cause)


# the exception line that ends an indented traceback
_EXC_INDENTED_RX = re.compile(
    r"^ {4}((?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Exit|Interrupt|Warning)\b.*)$", re.M
)


def _on_doctest_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    st.total("doctest", line)


# hypothesis adds to a failure the example that fails ("Falsifying example:", from 6.1xx
# "Failing test case:") and, with its explain phase, the lines only failing examples ran
_HYP_EXAMPLE_RX = re.compile(r"^(?:Falsifying example|Failing test case): [\w.]+\((.*)$")
_HYP_EXPLAIN = "These lines were always and only run by failing test cases:"
_HYP_ARG_RX = re.compile(r"^(\w+=.*?),?(?:\s+#.*)?$")
_HYP_PLACE_RX = re.compile(r"^(\S+\.py:\d+)$")


def _hypothesis(e_lines: list[str]) -> str:
    """``example: x=12, lo=0, hi=11; only failing examples ran calc.py:5`` or ``""``."""
    args: list[str] = []
    places: list[str] = []
    for i, e in enumerate(e_lines):
        m = _HYP_EXAMPLE_RX.match(e)
        if m and not args:
            rest = m.group(1).rstrip(")").rstrip(",")
            if rest:  # the whole call on one line
                args.append(rest)
            else:
                for more in e_lines[i + 1 : i + 20]:
                    a = _HYP_ARG_RX.match(more)
                    if not a:
                        break
                    args.append(a.group(1))
        elif e == _HYP_EXPLAIN:
            for more in e_lines[i + 1 : i + 6]:
                p = _HYP_PLACE_RX.match(more)
                if not p:
                    break
                places.append(p.group(1))
    said = [f"example: {_shorten(', '.join(args), 120)}"] if args else []
    if places:
        said.append(f"only failing examples ran {', '.join(places[:3])}")
    return "; ".join(said)


# with --tb=line nothing else says what a bare assert compared: "assert False is True" too
# (the long report's explanation says that one; the bare form alone is read there)
_PY_BOOL_ASSERT_RX = re.compile(rf"{_PY_BARE_ASSERT}(?: (?:is|==) \w+)?$")


def _py_tb_line(st: _State, line: str, buf: str = "", ls: int = 0) -> bool:
    """A ``--tb=line`` failure line: remembered, then named by the short summary's ids.
    What an assert compared is said as in the long report, from the ``+  where`` line
    pytest printed above it (``assert False is True (where False = endswith('0x34'))``)."""
    m = _PY_TB_LINE_RX.match(line.strip())
    if not m or len(st.py_tb_lines) >= _MAX_TB_LINES:
        return False
    loc = f"{_rel(m.group(1), st.py_root)}:{m.group(2)}"
    message = m.group(3)[:300]
    if _PY_BOOL_ASSERT_RX.search(message):
        above = buf[max(0, ls - _PEEK) : ls].splitlines()[-4:]
        e_lines = [i for i, x in enumerate(above) if x.startswith("E   ")]
        # (the lines under its last "E   " line; none without one)
        said = [x.strip() for x in above[e_lines[-1] + 1 :]] if e_lines else []
        where = _PY_WHERE_RX.match(said[0]) if said else None
        if where:
            message += f" ({_shorten(_where_said(where.group(1), said[1:]), 100)})"
    st.py_tb_lines.append((message, ("pytest", _exc_name(message), loc, "")))
    return True


def _on_py_short(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if st.py_mode != "summary":
        return
    m = _PY_SHORT_RX.match(line.rstrip())
    if not m:
        return
    test_id, message = m.group(2), (m.group(3) or "").strip()
    # with -q the totals line follows the summary without a banner
    nxt, _ = _first_text(buf, le + 1, min(len(buf), le + 1 + _LINE_SHOWN))
    if _PY_QUIET_TOTALS_RX.match(nxt):
        st.total("pytest", nxt)
    name = _section_name(test_id)
    twin = st.py_twins.get((name, test_id.partition("::")[0]))
    if twin is not None:
        if "::" not in twin.head.partition("[")[0]:
            twin.head = twin.brief = test_id
        return
    sub = _PY_SUB_PARAMS_RX.match(line)
    if sub and sub.group(1).startswith("["):
        # a subtest's message: its section is "Class.test_x [simple (unopt)]"
        name = f"{name} {sub.group(1)}"
        test_id = f"{test_id} {sub.group(1)}"
    elif sub and _says_which_case(sub.group(1)):
        # a failing subtest's parameters, as for unittest: "(text='x3')"
        test_id = f"{test_id} {sub.group(1)}"
    known = st.py_names.get(name)
    if known is not None:
        if "::" not in known.head.partition("[")[0] and not known.head.startswith("ERROR "):
            known.head = known.brief = test_id
        if known.unread and message:
            # what its failure's body held past what was read ("struct.error: 'H' format
            # requires ..." under a megabyte of -l's locals): the summary's words for it
            known.message = message[:-3].rstrip() + "…" if message.endswith("...") else message
            known.unread = False
        return
    if m.group(1) == "FAILED" and st.py_tb_next < len(st.py_tb_lines):
        # --tb=line printed the failures in this same order
        prefix = message[:-3].rstrip() if message.endswith("...") else message
        ahead = st.py_tb_lines[st.py_tb_next : st.py_tb_next + 5]
        for i, (full, cause) in enumerate(ahead):
            if full.startswith(prefix):
                st.py_tb_next += i + 1
                # the line as --tb=line printed it, after the test's id; a place outside the
                # project (site-packages) after the message, which it would crowd out
                loc = cause[2]
                found = _Found("test", "pytest", test_id, full, loc, brief=test_id)
                if not _LIBRARY_RX.search(loc):
                    found.message, found.loc = f"{loc}: {full}", ""
                st.add(found, cause)
                return
    if st.py_records:
        return
    cut = message.endswith("...")
    if cut:
        message = message[:-3].rstrip() + "…"
    elif message and len(st.py_whole) < _PY_WHOLE_KEPT:
        st.py_whole[message] = None
    left = message[:-1]
    if m.group(1) == "ERROR":
        message = f"error: {message}" if message else "error"
    key = ("pytest", _PY_PARAMS_RX.sub("", test_id), _exc_name(message) or message)
    added = st.add(_Found("test", "pytest", test_id, message or "failed", brief=test_id), key)
    if cut and added is not None and len(st.py_cut) < _MAX_GROUPS:
        st.py_cut.append((added, left))


_PY_WHOLE_KEPT = 64


def _section_name(test_id: str) -> str:
    """The title of a test's failure section: ``Class.test_x[params]`` for
    ``tests/t.py::Class::test_x[params]`` (its parameters as they are, "::" in them too:
    ``test_cast[select foo::integer]``)."""
    name = test_id.split("::", 1)[1] if "::" in test_id else test_id
    func, bracket, params = name.partition("[")
    return func.replace("::", ".") + bracket + params


# pytest -v's progress line for a test that failed, "tests/t.py::TestC::test_x[1] FAILED
# [  3%]", or with xdist "[gw0] [ 50%] FAILED tests/t.py::test_x"
_PY_PROGRESS_RX = re.compile(
    r"(?:\[gw\d+\] \[ *\d+%\] (?:FAILED|ERROR) (?P<after>\S+?::.+?)"
    r"|(?P<before>\S+?::.+?) (?:FAILED|ERROR)(?: +\[ *\d+%\])?)\s*$"
)
_PY_PROGRESS_WORDS = (" FAILED", " ERROR")
_MAX_PY_IDS = 4096


def py_progress(st: _State, buf: str, start: int, cut: int) -> None:
    """Remember the ids of the failed tests pytest -v named, from the lines whose newline is
    in ``buf[start:cut]``: a short summary that -r limits (``-rxs``) names them no more, and
    their sections have only their names (see :func:`py_named_ids`)."""
    for word in _PY_PROGRESS_WORDS:
        at = buf.find(word, start, cut + _LINE_SHOWN)
        while at >= 0 and len(st.py_ids) < _MAX_PY_IDS:
            nl = buf.rfind("\n", 0, at)
            le = buf.find("\n", at)
            le = len(buf) if le < 0 else le
            if nl >= cut:
                break
            if nl >= start:
                m = _PY_PROGRESS_RX.match(buf, nl + 1, min(le, nl + 1 + _LINE_SHOWN))
                test_id = m and (m.group("after") or m.group("before"))
                if test_id:
                    name = _section_name(test_id)
                    known = st.py_ids.get(name)
                    st.py_ids[name] = test_id if known in (None, test_id) else ""
            at = buf.find(word, le, cut + _LINE_SHOWN)


def py_named_ids(st: _State) -> None:
    """A failure known only by its section's name (``test_format_meter``) is told by the id
    pytest -v named it with (``tests/tests_tqdm.py::test_format_meter``)."""
    if not st.py_ids:
        return
    for group in st.groups.values():
        for found in group.members:
            if found.tool != "pytest" or "::" in found.head.partition("[")[0]:
                continue
            test_id = st.py_ids.get(found.head)
            if test_id:
                if found.brief == found.head:
                    found.brief = test_id
                found.head = test_id


def py_cut_messages(st: _State) -> None:
    """A message pytest cut to the terminal's width in one short-summary line (``NameError:
    name 'n...``) said by the longest another line said whole (``NameError: name 'numbers'
    is not defined``)."""
    for found, prefix in st.py_cut:
        whole = max((w for w in st.py_whole if w.startswith(prefix)), key=len, default="")
        if whole:
            found.message = found.message.replace(f"{prefix}…", whole, 1)


_CONFTEST_RX = re.compile(r"ImportError while loading conftest '(.+)'\.")
_CONFTEST_PLACE_RX = re.compile(r"^(\S+?):(\d+): in ", re.M)


def _on_conftest(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``ImportError while loading conftest '/w/tests/conftest.py'.``: pytest stops before
    collecting anything (exit 4); the error is the conftest's, at the place it names."""
    m = _CONFTEST_RX.match(line.strip())
    if not m:
        return
    end = min(len(buf), le + 1 + _PEEK)
    e_line = _PY_ELINE_RX.search(buf, le + 1, end)
    message = (e_line.group(1) or "").strip() if e_line else ""
    places = list(_CONFTEST_PLACE_RX.finditer(buf, le + 1, e_line.start() if e_line else end))
    conftest = _rel(m.group(1), st.py_root)
    loc = f"{places[-1].group(1)}:{places[-1].group(2)}" if places else conftest
    head = f"{conftest} (conftest did not load)"
    # as a collection error is: a build error only when the conftest does not parse
    natural: _Natural = "build" if _exc_name(message) in _BUILD_EXCEPTIONS else "test"
    st.add(
        _Found(natural, "pytest", head, message or "ImportError", loc, brief=head),
        ("pytest", "conftest", conftest),
    )


# --------------------------------------------------------------------------- unittest

# a subTest adds its parameters: "ERROR: test_x (pkg.Tests.test_x) (n=3)"
# (a subtest after its test: "(param=1)", its message "[simple (unopt)]", or both)
_UT_HEADER_RX = re.compile(
    r"(FAIL|ERROR|UNEXPECTED SUCCESS): (\S+) \(([\w.]+)\)(?: (\[.*\](?: \(.*\))?|\(.*\)))?\s*$"
)
_NOSE2_HEADER_RX = re.compile(r"(FAIL|ERROR): ([A-Za-z_][\w.]*\.[A-Za-z_]\w*(?::\d+)?)\s*$")
_GREEN_HEADER_RX = re.compile(r"(Failure|Error) in ([A-Za-z_][\w.]*\.[A-Za-z_]\w*)\s*$")
_GREEN_END_RX = re.compile(r"\n(?=\n(?:Failure in |Error in |Ran \d))")
_UT_PARAMS_SHOWN = 40


def _says_which_case(params: str) -> bool:
    """Whether a subtest's parameters are worth its id's room: "(text='x')", not
    "(iterable=<range_iterator object at 0x7f34...>)" nor a long one."""
    return len(params) <= _UT_PARAMS_SHOWN and " at 0x" not in params


_UT_BLOCK_END_RX = re.compile(r"\n(?:={20,}\n|-{20,}\nRan )")


def _on_ut_header(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _UT_HEADER_RX.match(line)
    if m:
        method, test_id = m.group(2), m.group(3)
        # named as unittest prints it ("test_tabs_004 (tests.test_x.TestX.test_tabs_004)"); a
        # module that failed to import by the module
        test_id = method if "._FailedTest" in test_id else f"{method} ({test_id})"
        params = m.group(4) or ""
        if params and _says_which_case(params):
            test_id = f"{test_id} {params}"
    else:
        # nose2's test functions, by their dotted name ("FAIL: test_listings.test_by_name"),
        # the report's dashes under it; green's "Failure in tests.x_tests.TestX.test_y", its
        # traceback under it
        m = _NOSE2_HEADER_RX.match(line)
        if m and not buf.startswith("-" * 70, le + 1):
            return
        m = m or _GREEN_HEADER_RX.match(line)
        if not m:
            return
        test_id = m.group(2)
        method = test_id.rpartition(".")[2].partition(":")[0]
    if m.group(1) == "UNEXPECTED SUCCESS":
        # marked expectedFailure, yet it passed: the run fails for it
        message = "unexpected success (marked @expectedFailure, but it passed)"
        st.add(_Found("test", "unittest", test_id, message, brief=test_id), ("unittest", message))
        return
    end = _block_end(buf, _GREEN_END_RX if m.re is _GREEN_HEADER_RX else _UT_BLOCK_END_RX, le)
    exc, path, lineno, tb_end = _traceback(buf, le + 1, end)
    if not exc:
        # a suite that hides tracebacks (a failureException of its own, tracebacklimit 0)
        # prints only the exception under the dashes: "ValueError: Unable to build parser"
        exc = _bare_exception(buf, le + 1, end)
    if exc.startswith("AssertionError: Failed doctest test for "):
        # a doctest suite: the report after the traceback says what failed (_on_doctest)
        st.ut_doctest = True
        return
    st.skip_until = max(st.skip_until, end)
    exc_type = _exc_name(exc)
    natural: _Natural = "build" if exc_type in _BUILD_EXCEPTIONS else "test"
    loc = _native_loc(path, lineno)
    # one place and one message but for its values: one cause ("'fo' is too short", "'good'
    # is too short"); another message raised at the same place is another
    key: tuple[str, ...] = (
        ("unittest", exc_type, loc, _shape(exc)) if loc else ("unittest", test_id)
    )
    if not loc and exc_type:
        # no place to tell them apart: tests that raised the same are listed under it
        key = ("unittest", exc_type, exc)
    message = said = exc or m.group(1)
    if loc and (_UT_BARE_RX.match(message) or message == "AssertionError"):
        # "0 != 1" says nothing of what was compared: the assertion's own line does (a bare
        # assert's, which says nothing at all, as nose2 runs plain test functions)
        source = _source_line(buf, le + 1, tb_end, f'", line {lineno.split()[0]},')
        # (the whole call: a call over several lines shows only its first)
        called = source.startswith("self.assert") or (
            message == "AssertionError" and source.startswith("assert ")
        )
        if called and source.count("(") == source.count(")"):
            message = f"{message} [{_shorten(source, 80)}]"
        # (tests of one cause that assert bare at their own lines stay one)
        said = message if source.startswith("self.assert") else said
    if loc and lineno.endswith(f" in {method}") and _is_test_path(path):
        # failing in the test's own method: its line is where it noticed, not a cause; the
        # message and the assertion are (a bare "AssertionError" of 37 tests of one encoder)
        key = ("unittest", exc_type, said)
    st.add(_Found(natural, "unittest", test_id, message, loc, brief=test_id), key)


def _bare_exception(buf: str, start: int, end: int) -> str:
    """A unittest block's exception line when no traceback precedes it: its first line
    after the dashes, if it names an exception; else ``""``."""
    for ls, le in _lines(buf, start, end, 4):
        line = buf[ls : min(le, ls + _LINE_SHOWN)].strip()
        if not line or set(line) == {"-"}:
            continue
        return line if _EXC_LINE_RX.match(line) and _exc_name(line) else ""
    return ""


# an assertion's message that only gives the values (unittest's "0 != 1", "False is not true")
_UT_BARE_RX = re.compile(r"AssertionError: .{0,40}$")


def _source_line(buf: str, start: int, end: int, frame: str) -> str:
    """The source line a traceback prints under the last frame that ends with ``frame``."""
    at = buf.rfind(frame, start, end)
    if at < 0:
        return ""
    nl = buf.find("\n", at, end)
    text, _ = _first_text(buf, nl + 1, end) if nl >= 0 else ("", 0)
    return "" if text.startswith(("File ", "^", "~")) else text


def _on_ut_ran(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    st.ut_ran = line.strip()


def _on_ut_totals(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    st.total("unittest", f"{st.ut_ran}; {line}" if st.ut_ran else line)
