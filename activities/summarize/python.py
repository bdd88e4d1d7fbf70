"""Python: tracebacks, pytest (failure sections, short summary, totals), unittest."""

from __future__ import annotations

import hashlib
import re

from activities.summarize.base import (
    _LINE_SHOWN,
    _MAX_FALLBACK,
    _PEEK,
    _block_end,
    _first_text,
    _Found,
    _lines,
    _Natural,
    _rel,
    _State,
    _window,
)
from activities.summarize.go import _go_log

# --------------------------------------------------------------------------- python tracebacks

_TB_FRAME_RX = re.compile(r'\s+File "(.+?)", line (\d+)')
# frames in installed code: the place to fix is the innermost frame outside them
_LIBRARY_RX = re.compile(
    r"(?:^|/)(?:site-packages|dist-packages|lib/python\d[\d.]*|node_modules)/|^<|^/usr/lib/"
)
_EXC_LINE_RX = re.compile(r"(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?::|$)")
# what pytest's E lines start with when they name an exception, not a diff or a value
_EXC_NAME_RX = re.compile(
    r"(?:[A-Za-z_]\w*\.)*(?:[A-Z]\w*(?:Error|Exception|Exit|Interrupt|Warning|Failure|Iteration"
    r"|Timeout|Exceeded)|Failed|DID NOT RAISE)\b"
)
_BUILD_EXCEPTIONS = ("SyntaxError", "IndentationError", "TabError")


def _traceback(buf: str, start: int, end: int) -> tuple[str, str, str, int]:
    """The exception line, the frame to fix (file, line) and where the traceback ends.

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
                inner = (m.group(1), m.group(2))
                if not _LIBRARY_RX.search(m.group(1)):
                    project = inner
            continue
        if line.startswith(("Traceback", "During handling", "The above exception")):
            continue
        if inner is not None:
            path, lineno = project or inner
            return line.strip(), path, lineno, le
    return "", "", "", start


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
    loc = f"{path}:{lineno}" if path else ""
    st.add_fallback(_Found(natural, "python", loc or "Traceback", exc, brief=loc or exc[:60]))


# --------------------------------------------------------------------------- pytest

_PY_BANNER_RX = re.compile(r"[=!]+ (.*?) [=!]+\s*$")
_PY_TOTALS_RX = re.compile(
    r"\b(?:failed|passed|errors?|skipped|xfailed|xpassed|no tests ran)\b.* in [\d.]+s\b"
)
_PY_ROOTDIR_RX = re.compile(r"\nrootdir: (\S+)")
_PY_SECTION_RX = re.compile(r"_+ (.+?) _+\s*$")
_PY_BLOCK_END_RX = re.compile(r"\n(?:_+ [^_\s]|[=!]{3,} )")
_PY_CAPTURED_RX = re.compile(r"\n-+ Captured ")
_PY_ELINE_RX = re.compile(r"^E(?: +(.*))?$", re.M)
_PY_CRASH_RX = re.compile(r"^([^\s:>][^:\n]*):(\d+): (in \S+|[A-Za-z_][\w.]*)?[ \t]*$", re.M)
_PY_FILE_LINE_RX = re.compile(r'File "(.+?)", line (\d+)')
_PY_SHORT_RX = re.compile(r"(?:SUB)?(FAILED|ERROR)(?:\(.*?\))? (.+?)(?: - (.*))?$")
_PY_QUIET_TOTALS_RX = re.compile(r"\d+ (?:failed|passed|errors?)\b.* in [\d.]+s\b")
_PY_PARAMS_RX = re.compile(r"\[.*\]$")
_MAX_TB_LINES = 4096
_PY_SUBTEST_RX = re.compile(r" \(.*\)$")
# --tb=line: one "path:N: ExcType: message" line per failure, and no sections
_PY_TB_LINE_RX = re.compile(r"^(\S+?):(\d+): ((?:[A-Za-z_]\w*\.)*[A-Z]\w*(?::.*)?)$", re.M)


def _on_py_banner(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if line.startswith("=== "):
        if line.startswith("=== RUN "):
            _go_run(st, buf, le, line)
        if not line.startswith("=== ") or not _PY_BANNER_RX.match(line):
            return
    m = _PY_BANNER_RX.match(line)
    title = m.group(1).strip() if m else line.strip("=! ")
    if title in ("FAILURES", "ERRORS"):
        st.py_mode = "failures"
    elif title == "short test summary info":
        st.py_mode = "summary"
    elif title.startswith("test session starts"):
        st.py_mode = ""
        root = _PY_ROOTDIR_RX.search(buf, le, min(len(buf), le + 2048))
        if root:
            st.py_root = root.group(1).rstrip("/")
            st.py_bodies.clear()  # parsed relative to the old root
    elif line.startswith("=") and _PY_TOTALS_RX.search(title):
        st.py_mode = ""
        st.total("pytest", title)
    else:
        st.py_mode = "other"


def _go_run(st: _State, buf: str, le: int, line: str) -> None:
    """``go test -v`` prints a test's log under its ``=== RUN`` line, before ``--- FAIL``."""
    if len(st.go_logs) < 4096:
        loc, message, _ = _go_log(buf, le + 1, _window(buf, le), 0)
        if loc:
            st.go_logs[line[8:].strip()] = (loc, message)


_BODY_CACHE_MAX = 4096
"""Failure bodies remembered per run, by digest: a body may be 16 KB, its parse is a few
hundred bytes, so the cache stays near 2 MB whatever the output."""


def _on_py_section(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if st.py_mode != "failures":
        return
    m = _PY_SECTION_RX.match(line)
    if not m:
        return
    name = m.group(1).strip().removeprefix("[doctest] ")
    if name.endswith(")"):
        name = _PY_SUBTEST_RX.sub("", name)
    nxt = _PY_BLOCK_END_RX.search(buf, le, le + _PEEK)
    end = nxt.start() if nxt else min(len(buf), le + _PEEK)
    # The body decides message, place and exception; the name does not. A body seen before
    # (the same failure in a rerun, a repeated parametrization, a flaky test run again) is
    # parsed once: a failure-dense output spends most of its time here otherwise.
    digest = hashlib.blake2b(buf[le:end].encode(), digest_size=16).digest()
    parsed = st.py_bodies.get(digest)
    if parsed is None:
        parsed = _parse_py_body(st, buf, le, end)
        if len(st.py_bodies) < _BODY_CACHE_MAX:
            st.py_bodies[digest] = parsed
    message, loc, exc_type = parsed

    natural: _Natural = "test"
    prefix = ""
    if name.startswith("ERROR collecting "):
        name = name.removeprefix("ERROR collecting ")
        prefix = "collection error: "
        if exc_type in _BUILD_EXCEPTIONS:
            natural = "build"
    elif name.startswith("ERROR at "):
        phase, _, name = name.removeprefix("ERROR at ").partition(" of ")
        prefix = f"error at {phase}: "
    st.py_records = True
    key = ("pytest", exc_type, loc, prefix) if loc else ("pytest", exc_type, message[:200], prefix)
    found = st.add(
        _Found(natural, "pytest", name, prefix + (message or "failed"), loc, brief=name), key
    )
    if found is not None and name not in st.py_names:
        st.py_names[name] = found


def _parse_py_body(st: _State, buf: str, le: int, end: int) -> tuple[str, str, str]:
    """A pytest failure's message, place to fix and exception type, from its body
    (``buf[le:end]``, after the section's header line)."""
    captured = _PY_CAPTURED_RX.search(buf, le, end)
    core_end = captured.start() + 1 if captured else end

    e_lines = [(e.group(1) or "").strip() for e in _PY_ELINE_RX.finditer(buf, le + 1, core_end)]
    e_lines = [e for e in e_lines if e][:60]
    message = next((e for e in e_lines if _EXC_NAME_RX.match(e)), "")
    message = message or (e_lines[0] if e_lines else "")

    crash_loc = crash_exc = frame_loc = ""
    for c in _PY_CRASH_RX.finditer(buf, le + 1, core_end):
        where = f"{_rel(c.group(1), st.py_root)}:{c.group(2)}"
        what = c.group(3) or ""
        if what and not what.startswith("in ") and not crash_loc:
            # the first crash is the root of a chained exception ("During handling ...")
            crash_loc, crash_exc = where, what
        elif not _LIBRARY_RX.search(c.group(1)) or not frame_loc:
            frame_loc = where
    # a crash inside installed code is reported where the project's code called it
    loc = frame_loc if crash_loc and _LIBRARY_RX.search(crash_loc) and frame_loc else crash_loc
    loc = loc or frame_loc
    for e in e_lines:
        fm = _PY_FILE_LINE_RX.search(e)
        if fm:
            loc = f"{_rel(fm.group(1), st.py_root)}, line {fm.group(2)}"
            break

    if not e_lines:
        exc, path, lineno, _ = _traceback(buf, le + 1, core_end)
        if exc:
            message = exc
            loc = loc or (f"{_rel(path, st.py_root)}:{lineno}" if path else "")
        elif not crash_loc:
            tb_line = _PY_TB_LINE_RX.search(buf, le + 1, core_end)
            if tb_line:
                message = tb_line.group(3)
                loc = f"{_rel(tb_line.group(1), st.py_root)}:{tb_line.group(2)}"
    exc_type = _exc_name(message) if _EXC_NAME_RX.match(message) else ""
    if not exc_type:
        exc_type = crash_exc
        if crash_exc and message:
            message = f"{crash_exc}: {message}"
        elif crash_exc:
            message = crash_exc
    if st.py_root:
        message = message.replace(st.py_root + "/", "")
    return message, loc, exc_type


def _py_tb_line(st: _State, line: str) -> bool:
    """A ``--tb=line`` failure line: remembered, then named by the short summary's ids."""
    m = _PY_TB_LINE_RX.match(line.strip())
    if not m or len(st.py_tb_lines) >= _MAX_TB_LINES:
        return False
    loc = f"{_rel(m.group(1), st.py_root)}:{m.group(2)}"
    message = m.group(3)[:300]
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
    name = test_id.split("::", 1)[1].replace("::", ".") if "::" in test_id else test_id
    known = st.py_names.get(name)
    if known is not None:
        if "::" not in known.head:
            known.head = known.brief = test_id
        return
    if m.group(1) == "FAILED" and st.py_tb_next < len(st.py_tb_lines):
        # --tb=line printed the failures in this same order
        prefix = message[:-3].rstrip() if message.endswith("...") else message
        ahead = st.py_tb_lines[st.py_tb_next : st.py_tb_next + 5]
        for i, (full, cause) in enumerate(ahead):
            if full.startswith(prefix):
                st.py_tb_next += i + 1
                st.add(_Found("test", "pytest", test_id, full, cause[2], brief=test_id), cause)
                return
    if st.py_records:
        return
    if message.endswith("..."):
        message = message[:-3].rstrip() + "…"
    if m.group(1) == "ERROR":
        message = f"error: {message}" if message else "error"
    key = ("pytest", _PY_PARAMS_RX.sub("", test_id), _exc_name(message) or message)
    st.add(_Found("test", "pytest", test_id, message or "failed", brief=test_id), key)


# --------------------------------------------------------------------------- unittest

# a subTest adds its parameters: "ERROR: test_x (pkg.Tests.test_x) (n=3)"
_UT_HEADER_RX = re.compile(r"(FAIL|ERROR): (\S+) \(([\w.]+)\)(?: \(.*\))?\s*$")
_UT_BLOCK_END_RX = re.compile(r"\n(?:={20,}\n|-{20,}\nRan )")


def _on_ut_header(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _UT_HEADER_RX.match(line)
    if not m:
        return
    method, test_id = m.group(2), m.group(3)
    if "._FailedTest" in test_id:
        # a module that failed to import: the module is what to name
        test_id = method
    elif not test_id.endswith("." + method) and test_id != method:
        test_id = f"{test_id}.{method}"
    end = _block_end(buf, _UT_BLOCK_END_RX, le)
    exc, path, lineno, _ = _traceback(buf, le + 1, end)
    st.skip_until = max(st.skip_until, end)
    exc_type = _exc_name(exc)
    natural: _Natural = "build" if exc_type in _BUILD_EXCEPTIONS else "test"
    loc = f"{path}:{lineno}" if path else ""
    key = ("unittest", exc_type, loc) if loc else ("unittest", test_id)
    st.add(_Found(natural, "unittest", test_id, exc or m.group(1), loc, brief=test_id), key)


def _on_ut_ran(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    st.ut_ran = line.strip()


def _on_ut_totals(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    st.total("unittest", f"{st.ut_ran}; {line}" if st.ut_ran else line)
