"""Turn a verifier's raw output into a few one-line errors, and the digest the next session sees.

Pure functions over text: only the standard library and ``contract.models`` are imported,
so ``greenloop summarize`` starts fast and the workflow sandbox can pass this module through.

What is recognised (auto-detected from the output itself; every parser runs on every output,
each keyed on lines only its tool prints):

- pytest: ``= FAILURES =`` / ``= ERRORS =`` sections (``___ name ___`` blocks: the ``E`` lines
  and the crash line ``path:N: ExcType``), collection errors, the short test summary info
  (which supplies full, parametrized test ids) and the ``N failed, M passed`` line;
- ``python -m unittest``: ``FAIL:`` / ``ERROR:`` blocks with their tracebacks, ``FAILED (...)``;
- mypy and C compilers (``file:line[:col]: error: msg  [code]``), pyright
  (``file:l:c - error: msg`` plus its ``(reportRule)`` line), tsc (``file(l,c): error TSnnnn``
  and the ``--pretty`` form);
- ruff (full format: ``CODE message`` then `` --> file:l:c``), flake8 / ruff concise
  (``file:l:c: CODE msg``), eslint (file header line, then ``l:c  error  msg  rule``);
- jest (``FAIL file``, ``● title`` blocks, ``Tests:``), vitest (`` FAIL  file > a > b``
  blocks with their ``file:l:c`` line, ``Tests  N failed``), mocha (``N failing`` then
  ``N) title:`` blocks);
- cargo / rustc (``error[E0308]: msg`` then ``--> file:l:c``, ``could not compile``), cargo test
  (``---- name stdout ----`` with ``panicked at``, ``test result: FAILED``);
- go build / vet (``file.go:l:c: msg``), go test (``--- FAIL: Test``, ``FAIL\\tpkg``, panics);
- as a fallback, used only when none of the above found anything: Python tracebacks,
  ``error: ...`` lines, and lines that say error/FAIL (with their ``file:line`` when present).
  A failing command (non-zero exit) with nothing recognisable still yields one honest error
  carrying its last lines.

How errors are labelled (``VerificationError.type``): every error has the *natural* kind of
the tool that printed it: ``build`` for compilers and type checkers (tsc, rustc, go build,
C compilers, mypy, pyright, ruff's ``invalid-syntax``, and a Python ``SyntaxError`` met while
importing tests), ``test`` for test runners, ``lint`` for linters (including rustc/clippy
lints denied with ``-D``); fallback findings have none.

- A ``build`` error is labelled ``build`` whatever the verifier's kind: a compile or type
  error in a test or lint verifier's output is the most actionable thing in it.
- Otherwise the verifier's kind wins (``build``, ``test`` or ``lint``), except that with
  ``auto`` or ``custom`` the natural kind is used; findings with no natural kind are then
  ``custom``.
- go build and go vet print the same ``file.go:l:c: msg`` lines: in a ``lint`` verifier they
  are go vet's and labelled ``lint``, elsewhere ``build``.

Exit codes: ``0`` with nothing recognised is a pass (``[]``), and the fallback findings are
ignored then; a non-zero exit with nothing recognised yields one error with the last lines of
output; ``None`` (unknown) reports whatever was found.

Errors with the same root cause are merged with a count: the same crash (exception type and
location) for tests, the same code or rule for compilers and linters (``TS2551 (x20)``).
Per label at most :data:`MAX_PER_KIND` are listed, the largest groups first, then one
``+N more: ...`` line naming the rest briefly and a ``totals (tool): ...`` line quoting the
tool's own count. Labels come in the order build, test, lint, custom: most actionable first.

Output of any size is scanned in large chunks with compiled regular expressions; only the
lines they flag reach Python code, and parsers look ahead a bounded window after a flagged
line, so memory stays flat however long the output is.
"""

from __future__ import annotations

import codecs
import os
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from contract.models import VerificationError, VerifierKind

DIGEST_CAP: int = 2000
"""Hard cap on the digest's length, in characters (about 500 tokens)."""

Kind = Literal["build", "test", "lint", "custom", "auto"]
"""The verifier's kind, or ``auto`` to label errors by the tool that printed them."""

MAX_PER_KIND = 5
"""Errors listed per label before the rest are folded into one ``+N more`` line."""

SUMMARY_MAX = 200
"""Longest summary: most are about 100 characters, longer rather than cut a test id."""

CHUNK_SIZE = 1024 * 1024
"""How much output is scanned at once (a piece fed in is cut to this size first)."""

# Parsers read at most _PEEK characters after a flagged line and _BEHIND before it. Each scan
# stops _LOOKAHEAD (>= _PEEK) characters short of the end of what has arrived and keeps
# _BEHIND scanned characters in front, so results do not depend on where chunks end.
_PEEK = 16 * 1024
_LOOKAHEAD = 32 * 1024
_BEHIND = 4096
_MIN_SCAN = 1024
_MAX_LINE = 2 * 1024 * 1024
_LINE_SHOWN = 4096
_MAX_GROUPS = 256
_MAX_FALLBACK = 40
_MAX_GENERIC_HITS = 20_000
_TAIL_CHARS = 8192
_MORE_BUDGET = 260

_LABELS: tuple[VerifierKind, ...] = ("build", "test", "lint", "custom")
_KINDS = frozenset(("build", "test", "lint", "custom", "auto"))
_TOTALS_PREFIX = "totals ("

_Natural = VerifierKind | None

# --------------------------------------------------------------------------- text helpers

_ANSI_RX = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b\n]*(?:\x07|\x1b\\)?|[@-Z\\-_]|)")
_CONTROL_RX = re.compile(r"[\x00-\x1f\x7f\s]+")
_LONG_QUOTED_RX = re.compile(r"'[^'\n]{60,}'|\"[^\"\n]{60,}\"|\{[^{}\n]{60,}\}")


def _normalize(text: str) -> str:
    # One pass removes every ESC, so normalizing twice changes nothing: the carried-over tail
    # of a chunk may be normalized again without effect.
    if "\x1b" in text:
        text = _ANSI_RX.sub("", text)
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def _clean(text: str) -> str:
    """One line: control characters and runs of whitespace become one space."""
    text = _CONTROL_RX.sub(" ", text).strip()
    return text.encode("utf-8", "replace").decode("utf-8")


def _squeeze(match: re.Match[str]) -> str:
    s = match.group(0)
    return f"{s[:28]}…{s[-12:]}"


def _shorten(text: str, limit: int) -> str:
    """``text`` in at most ``limit`` characters: long quoted types elided first, then cut."""
    if len(text) <= limit:
        return text
    text = _LONG_QUOTED_RX.sub(_squeeze, text)
    if len(text) <= limit:
        return text
    limit = max(limit, 2)
    cut = text.rfind(" ", int(limit * 0.6), limit)
    return text[: cut if cut > 0 else limit - 1].rstrip(" ,;:-") + "…"


def _rel(path: str, root: str) -> str:
    if root and path.startswith(root + "/"):
        return path[len(root) + 1 :]
    return path


# --------------------------------------------------------------------------- findings


@dataclass(slots=True)
class _Found:
    """One error as parsed; rendered to a summary line only at the end."""

    natural: _Natural
    tool: str
    head: str
    """Where: a test id, or for one-line formats the whole (native) line."""
    message: str = ""
    loc: str = ""
    brief: str = ""
    """A few words naming it in a ``+N more`` line."""
    suffix: str = ""
    """The error code or rule at the end of a one-line format; kept when the line is cut."""
    count: int = 1
    order: int = 0
    pkg: str = ""

    def summary(self) -> str:
        head = _clean(self.head)
        if self.pkg:
            head = f"{head} ({self.pkg})"
        message = _clean(self.message)
        loc = _clean(self.loc)
        tail = f" ({loc})" if loc and loc not in head and loc not in message else ""
        tail += f" {_clean(self.suffix)}" if self.suffix else ""
        count = f" (x{self.count})" if self.count > 1 else ""
        if not message:
            return _shorten(head, SUMMARY_MAX - len(tail) - len(count)) + tail + count
        head = _shorten(head, 130)
        room = SUMMARY_MAX - len(head) - 3 - len(tail) - len(count)
        return f"{head} - {_shorten(message, max(room, 50))}{tail}{count}"

    def short(self) -> str:
        text = _clean(self.brief) or _shorten(self.summary(), 80)
        return f"{text} (x{self.count})" if self.count > 1 else text


@dataclass(slots=True)
class _State:
    """Everything the parsers remember between flagged lines; bounded in size."""

    groups: dict[tuple[str, ...], _Found] = field(default_factory=dict)
    overflow: dict[tuple[_Natural, str], int] = field(default_factory=dict)
    totals: dict[str, str] = field(default_factory=dict)
    fallback: list[_Found] = field(default_factory=list)
    fallback_extra: int = 0
    generic: list[_Found] = field(default_factory=list)
    generic_hits: int = 0
    order: int = 0
    skip_until: int = 0
    last_tool: str = ""
    py_mode: str = ""
    py_root: str = ""
    py_records: bool = False
    py_names: dict[str, _Found] = field(default_factory=dict)
    ut_ran: str = ""
    jest_file: str = ""
    jest_recap: bool = False
    mocha_failing: bool = False
    mocha_passing: str = ""
    abs_path: str = ""
    go_pending: list[_Found] = field(default_factory=list)
    go_failed: list[str] = field(default_factory=list)

    def add(self, found: _Found, key: tuple[str, ...]) -> _Found | None:
        """Count a tier-1 finding; merged into its group when the key was seen before."""
        self.last_tool = found.tool
        known = self.groups.get(key)
        if known is not None:
            known.count += found.count
            return None
        if len(self.groups) >= _MAX_GROUPS:
            slot = (found.natural, found.tool)
            self.overflow[slot] = self.overflow.get(slot, 0) + found.count
            return None
        self.order += 1
        found.order = self.order
        self.groups[key] = found
        return found

    def add_fallback(self, found: _Found) -> None:
        """Keep a finding that counts only when no tool format matched anything."""
        if len(self.fallback) < _MAX_FALLBACK:
            self.order += 1
            found.order = self.order
            self.fallback.append(found)
        else:
            self.fallback_extra += 1

    def total(self, tool: str, line: str) -> None:
        """Remember the tool's own count line (the last one wins)."""
        self.totals[tool] = _clean(line)


# --------------------------------------------------------------------------- scanning

# Lines worth a look, anchored on the newline before them. The scan jumps from newline to
# newline in C; every alternative starts with a literal character so that a line which cannot
# match costs a few comparisons, and no group is captured (captures defeat that shortcut).
# Only the lines it flags reach Python, where _TAGGED_RX says what they are.
_LINE_RX = re.compile(
    r"""\n(?:
      ===|!!!|_|---|FAIL(?:ED\ |:\ |\ |\t)|ERROR:?\ |Found\ \d|Ran\ \d|PASS\ |Summary\ of
    | Tests:\ |Traceback\ \(most|panic:\ |error[:\[]|test\ result:\ |/[^\s/]|✖\ \d
    | [\ \t]+(?:\d+(?:\)\ |\ failing|\ passing)|●|FAIL\ |Tests\ \ |---\ FAIL:|Traceback\ \(most|-->\ )
    )""",
    re.X,
)
_TAGGED_RX = re.compile(
    r"""\n(?:
      (?P<py_banner>[=!]{3,}\ )
    | (?P<py_section>_+\ [^_\s])
    | (?P<py_short>(?:FAILED|ERROR)\ [^\s(:])
    | (?P<ut_header>(?:FAIL|ERROR):\ )
    | (?P<ut_totals>FAILED\ \()
    | (?P<ut_ran>Ran\ \d+\ tests?\ in\ )
    | (?P<jest_file>(?:FAIL|PASS)\ \S)
    | (?P<jest_recap>Summary\ of\ all\ failing)
    | (?P<jest_tests>Tests:\ )
    | (?P<go_pkg>FAIL\t)
    | (?P<go_panic>panic:\ )
    | (?P<rust_header>error(?:\[[A-Z]*\d+\])?:\ )
    | (?P<rust_test>----\ \S)
    | (?P<rust_result>test\ result:\ )
    | (?P<found_total>Found\ \d)
    | (?P<abs_path>/[^\s/])
    | (?P<eslint_total>✖\ \d)
    | [\ \t]*(?:
        (?P<go_fail>---\ FAIL:\ )
      | (?P<traceback>Traceback\ \(most\ recent\ call\ last\):)
      )
    | [\ \t]+(?:
        (?P<jest_bullet>●\ )
      | (?P<vitest_fail>FAIL\ )
      | (?P<mocha_count>\d+\ (?:failing|passing))
      | (?P<mocha_item>\d+\)\ )
      | (?P<vitest_tests>Tests\ \ )
      | (?P<arrow>-->\ )
      )
    )""",
    re.X,
)
# Mid-line markers, each with a literal prefix so the scan stays fast: compiler, type checker
# and eslint errors (" error:", " error TS", "  error  "), pyright's totals, file:line:col.
_ERROR_WORD_RX = re.compile(r" error(?::| TS\d|  |s?, \d+ warnings?,)")
_LINE_COL_RX = re.compile(r":\d+:\d+: ")
_GENERIC_RX = re.compile(r"rror|RROR|FAIL|[Ff]atal|panic")

_PYTEST_TAGS = frozenset(("py_banner", "py_section", "py_short"))

Handler = Callable[[_State, str, int, int, str], None]


def _lines(buf: str, start: int, end: int, limit: int = 400) -> Iterator[tuple[int, int]]:
    """(start, end) of the first ``limit`` lines beginning in ``[start, end)``."""
    pos = start
    while pos < end and limit > 0:
        nl = buf.find("\n", pos, end)
        if nl < 0:
            yield pos, end
            return
        yield pos, nl
        pos = nl + 1
        limit -= 1


def _window(buf: str, le: int) -> int:
    return min(len(buf), le + _PEEK)


def _block_end(buf: str, rx: re.Pattern[str], le: int) -> int:
    end = _window(buf, le)
    m = rx.search(buf, le, end)
    return m.start() if m else end


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
_PY_SHORT_RX = re.compile(r"(FAILED|ERROR) (.+?)(?: - (.*))?$")
_PY_QUIET_TOTALS_RX = re.compile(r"\d+ (?:failed|passed|errors?)\b.* in [\d.]+s\b")
_PY_PARAMS_RX = re.compile(r"\[.*\]$")


def _on_py_banner(st: _State, buf: str, ls: int, le: int, line: str) -> None:
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
    elif line.startswith("=") and _PY_TOTALS_RX.search(title):
        st.py_mode = ""
        st.total("pytest", title)
    else:
        st.py_mode = "other"


def _on_py_section(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if st.py_mode != "failures":
        return
    m = _PY_SECTION_RX.match(line)
    if not m:
        return
    name = m.group(1).strip()
    end = _block_end(buf, _PY_BLOCK_END_RX, le)
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
        if what and not what.startswith("in "):
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
    exc_type = _exc_name(message) if _EXC_NAME_RX.match(message) else ""
    if not exc_type:
        exc_type = crash_exc
        if crash_exc and message:
            message = f"{crash_exc}: {message}"
        elif crash_exc:
            message = crash_exc

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
    if st.py_root:
        message = message.replace(st.py_root + "/", "")
    st.py_records = True
    key = (
        ("pytest", exc_type, loc)
        if loc
        else ("pytest", _PY_PARAMS_RX.sub("", name), exc_type or message)
    )
    found = st.add(
        _Found(natural, "pytest", name, prefix + (message or "failed"), loc, brief=name), key
    )
    if found is not None and name not in st.py_names:
        st.py_names[name] = found


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
    if st.py_records:
        return
    if message.endswith("..."):
        message = message[:-3].rstrip() + "…"
    if m.group(1) == "ERROR":
        message = f"error: {message}" if message else "error"
    key = ("pytest", _PY_PARAMS_RX.sub("", test_id), _exc_name(message) or message)
    st.add(_Found("test", "pytest", test_id, message or "failed", brief=test_id), key)


# --------------------------------------------------------------------------- unittest

_UT_HEADER_RX = re.compile(r"(FAIL|ERROR): (\S+) \(([\w.]+)\)\s*$")
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


# --------------------------------------------------------------------------- jest, vitest, mocha

_JS_FRAME_RX = re.compile(r"^\s*at (?:.*? \()?((?:[A-Za-z]:)?[^\s():]+:\d+:\d+)\)?\s*$", re.M)
_JEST_BLOCK_END_RX = re.compile(r"\n(?:[ \t]*● |Test Suites:|(?:PASS|FAIL) \S)")
_JEST_EXPECT_RX = re.compile(r"^\s*(Expected|Received)(?: [\w ]+)?: (.+)$", re.M)
_VITEST_BLOCK_END_RX = re.compile(r"\n(?:[ \t]+FAIL |⎯|[ \t]*Test Files )")
_VITEST_LOC_RX = re.compile(r"^\s*\u276f (\S+:\d+:\d+)", re.M)
_MOCHA_BLOCK_END_RX = re.compile(r"\n  \d+\) ")
_TS_ERROR_RX = re.compile(r"\berror TS\d+")
_JS_COMMENT_RX = re.compile(r"\s+//.*$")
_JEST_TIME_RX = re.compile(r"\s+\([\d.]+ m?s\)$")
_MOCHA_NUMBER_RX = re.compile(r"^\d+\)\s*")


def _js_frame(buf: str, start: int, end: int) -> str:
    for m in _JS_FRAME_RX.finditer(buf, start, end):
        path = m.group(1)
        if "node_modules" not in path and not path.startswith(("node:", "internal/")):
            return path
    return ""


def _first_text(buf: str, start: int, end: int) -> tuple[str, int]:
    """The first non-blank line in ``[start, end)`` and where it ends."""
    for ls, le in _lines(buf, start, end, 40):
        text = buf[ls : min(le, ls + _LINE_SHOWN)].strip()
        if text:
            return text, le
    return "", start


def _test_natural(message: str) -> _Natural:
    return "build" if _TS_ERROR_RX.search(message) else "test"


def _on_jest_file(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    st.jest_file = _JEST_TIME_RX.sub("", line[5:].strip())


def _on_jest_recap(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    # jest repeats every failure under this heading; count each once.
    st.jest_recap = True


def _on_jest_bullet(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    title = line.strip()[2:].strip()
    if st.jest_recap or title == "Console" or not title:
        return
    end = _block_end(buf, _JEST_BLOCK_END_RX, le)
    st.skip_until = max(st.skip_until, end)
    message, _ = _first_text(buf, le + 1, end)
    message = _JS_COMMENT_RX.sub("", message)
    if message.startswith("expect("):
        pairs = [
            f"{m.group(1)}: {m.group(2).strip()}" for m in _JEST_EXPECT_RX.finditer(buf, le, end)
        ]
        if pairs:
            message = f"{message} - {', '.join(pairs[:2])}"
    loc = _js_frame(buf, le, end)
    if title == "Test suite failed to run":
        head = f"{st.jest_file or 'test suite'} (failed to run)"
    else:
        head = f"{st.jest_file} \u203a {title}" if st.jest_file else title
    key = ("jest", message, loc) if loc else ("jest", head)
    st.add(_Found(_test_natural(message), "jest", head, message, loc, brief=head), key)


def _on_jest_tests(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if "failed" in line:
        st.total("jest", line)


def _on_vitest_fail(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    head = line.strip()[4:].strip()
    if not head:
        return
    end = _block_end(buf, _VITEST_BLOCK_END_RX, le)
    st.skip_until = max(st.skip_until, end)
    message, _ = _first_text(buf, le + 1, end)
    message = _JS_COMMENT_RX.sub("", message)
    m = _VITEST_LOC_RX.search(buf, le, end)
    loc = m.group(1) if m else ""
    key = ("vitest", message, loc) if loc else ("vitest", head)
    st.add(_Found(_test_natural(message), "vitest", head, message, loc, brief=head), key)


def _on_vitest_tests(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if "failed" in line:
        st.total("vitest", line)


def _on_mocha_count(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if "passing" in line:
        st.mocha_passing = line.strip()
        return
    st.mocha_failing = True
    counts = f"{st.mocha_passing}, {line.strip()}" if st.mocha_passing else line
    st.total("mocha", counts)


def _on_mocha_item(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if not st.mocha_failing:
        return
    end = _block_end(buf, _MOCHA_BLOCK_END_RX, le)
    st.skip_until = max(st.skip_until, end)
    title_parts = [_MOCHA_NUMBER_RX.sub("", line.strip())]
    title_end = le
    if not title_parts[0].endswith(":"):
        for tls, tle in _lines(buf, le + 1, end, 8):
            part = buf[tls : min(tle, tls + _LINE_SHOWN)].strip()
            title_end = tle
            if not part:
                break
            title_parts.append(part)
            if part.endswith(":"):
                break
    title = " ".join(title_parts).rstrip(":")
    message, msg_end = _first_text(buf, title_end + 1, end)
    if message.endswith(":"):
        more, _ = _first_text(buf, msg_end + 1, end)
        if more and not more.startswith(("at ", "+ expected", "+ actual")):
            message = f"{message} {more}"
    loc = _js_frame(buf, title_end, end)
    key = ("mocha", message, loc) if loc else ("mocha", title)
    st.add(_Found("test", "mocha", title, message, loc, brief=title), key)


# --------------------------------------------------------------------------- eslint, ruff, pyright

_ESLINT_RX = re.compile(r"\s+(\d+):(\d+)\s+error\s+(.+?)(?:\s{2,}(\S+))?\s*$")
_RUFF_HEADER_RX = re.compile(r"([A-Z]{1,8}\d{1,5}|[a-z]+(?:-[a-z]+)+)(?: \[\*\])?:? (.+)$")
_ARROW_RX = re.compile(r"\s*--> (.+?):(\d+):(\d+)\s*$")
_PYRIGHT_RX = re.compile(r"\s*(\S.*?):(\d+):(\d+) - error: (.*)$")
_PYRIGHT_RULE_RX = re.compile(r"\s*\((report\w+)\)\s*$")


def _on_abs_path(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    st.abs_path = line.strip()[:300]


def _eslint(st: _State, line: str) -> bool:
    m = _ESLINT_RX.match(line)
    if not m:
        return False
    row, col, message, rule = m.group(1), m.group(2), m.group(3), m.group(4) or ""
    where = f"{st.abs_path}:{row}:{col}" if st.abs_path else f"{row}:{col}"
    head = f"{where}: [{rule}] {message}" if rule else f"{where}: {message}"
    brief = f"{where} [{rule}]" if rule else where
    st.add(_Found("lint", "eslint", head, brief=brief), ("eslint", rule or message))
    return True


def _on_eslint_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    st.total("eslint", line)


def _on_arrow(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """`` --> file:l:c`` under a ruff ``CODE message`` header (rustc's are read with theirs)."""
    arrow = _ARROW_RX.match(line)
    prev_start = buf.rfind("\n", max(0, ls - 1 - _BEHIND), ls - 1)
    if not arrow or prev_start < 0 or ls == 0:
        return
    m = _RUFF_HEADER_RX.match(buf[prev_start + 1 : ls - 1].rstrip())
    if not m:
        return
    code, message = m.group(1), m.group(2)
    where = f"{arrow.group(1)}:{arrow.group(2)}:{arrow.group(3)}"
    natural: _Natural = "build" if code == "invalid-syntax" else "lint"
    st.add(
        _Found(natural, "ruff", f"{where}: {code} {message}", brief=f"{where}: {code}"),
        ("ruff", code),
    )


def _pyright(st: _State, buf: str, le: int, line: str) -> bool:
    m = _PYRIGHT_RX.match(line)
    if not m:
        return False
    path, row, col, message = m.groups()
    indent = len(line) - len(line.lstrip())
    rule = ""
    rm = _PYRIGHT_RULE_RX.search(message)
    if rm:
        message, rule = message[: rm.start()], rm.group(1)
    else:
        for ls2, le2 in _lines(buf, le + 1, min(len(buf), le + 1 + _PEEK), 12):
            more = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)]
            if len(more) - len(more.lstrip()) <= indent or not more.strip():
                break
            rm = _PYRIGHT_RULE_RX.search(more)
            text = more[: rm.start()] if rm else more
            if text.strip() and len(message) + len(text.strip()) < 110:
                message = f"{message.rstrip(':')}: {text.strip()}"
            if rm:
                rule = rm.group(1)
                break
    where = f"{path}:{row}:{col}"
    brief = f"{where} ({rule})" if rule else where
    found = _Found("build", "pyright", f"{where} - error: {message}", brief=brief)
    found.suffix = f"({rule})" if rule else ""
    st.add(found, ("pyright", rule or message))
    return True


def _on_found_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if "error" in line and st.last_tool:
        st.total(st.last_tool, line)


# --------------------------------------------------------------------------- one-line formats

_TSC_RX = re.compile(r"(\S.*?)(?:\((\d+),(\d+)\): | ?:(\d+):(\d+) - )error (TS\d+): (.*)$")
_CC_RX = re.compile(
    r"([^\s:][^:]*?):(\d+):(?:(\d+):)? (?:fatal )?error: (.*?)(?:\s+\[([\w-]+)\])?\s*$"
)
_MYPY_CODE_RX = re.compile(r"\s\[[\w-]+\]\s*$")
_FLAKE8_RX = re.compile(r"([^\s:][^:]*?):(\d+):(\d+): ([A-Z]{1,8}\d{1,5})\b(?: \[\*\])? ?(.*)$")
_GO_RX = re.compile(r"(\S*\.go):(\d+):(\d+): (.*)$")
_PYRIGHT_TOTAL_RX = re.compile(r"\d+ errors?, \d+ warnings?, \d+ informations?\s*$")


def _on_located(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """A ``file:line`` style line: tsc, pyright, mypy / C compilers, flake8 / ruff, go, eslint."""
    text = line.strip()
    if line[:1].isspace() and _eslint(st, line):
        return
    if _PYRIGHT_TOTAL_RX.match(text):
        st.total("pyright", text)
        return
    m = _TSC_RX.match(text)
    if m:
        path, code = m.group(1), m.group(6)
        row, col = m.group(2) or m.group(4), m.group(3) or m.group(5)
        brief = f"{path}({row},{col}): error {code}"
        st.add(_Found("build", "tsc", text, brief=brief), ("tsc", code))
        return
    if _pyright(st, buf, le, line):
        return
    m = _CC_RX.match(text)
    if m and not m.group(5):
        # mypy --pretty wraps long messages; the code ends the continuation line
        nxt = buf[le + 1 : min(len(buf), le + 1 + _LINE_SHOWN)].split("\n", 1)[0]
        if nxt[:1].strip() and not _CC_RX.match(nxt) and _MYPY_CODE_RX.search(nxt):
            text = f"{text} {nxt.strip()}"
            m = _CC_RX.match(text)
    if m:
        path, row, col, message, code = m.groups()
        tool = "mypy" if path.endswith((".py", ".pyi")) or code else "cc"
        brief = f"{path}:{row}: [{code}]" if code else f"{path}:{row}:{col or ''} error"
        head = text[: m.start(5)].rstrip(" [") if code else text
        found = _Found("build", tool, head, brief=brief, suffix=f"[{code}]" if code else "")
        st.add(found, (tool, code or message))
        return
    m = _FLAKE8_RX.match(text)
    if m:
        path, row, col, code, _ = m.groups()
        tool = "ruff" if "[*]" in text or st.last_tool == "ruff" else "flake8"
        brief = f"{path}:{row}:{col}: {code}"
        st.add(_Found("lint", tool, text, brief=brief), ("flake8", code))
        return
    m = _GO_RX.match(text)
    if m:
        path, row, col, message = m.groups()
        if message.startswith(("warning:", "note:")):
            return
        st.add(_Found("build", "go", text, brief=f"{path}:{row}:{col}"), ("go", message))


# --------------------------------------------------------------------------- rust

_RUST_HEADER_RX = re.compile(r"error(?:\[([A-Z]*\d+)\])?: (.*)$")
_RUST_LABEL_RX = re.compile(r"\s*(?:\d+\s*)?\|[\s|]*\^+[\^~-]*\s+(\S.*)$")
_RUST_DENY_RX = re.compile(r"#\[deny\(([\w:]+)\)\]|`-D ([\w:-]+)`")
_RUST_TEST_RX = re.compile(r"---- (.+?) stdout ----\s*$")
_RUST_TEST_END_RX = re.compile(r"\n(?:---- |failures:|test result: )")
_RUST_PANIC_RX = re.compile(r"panicked at (?:'(.*)', )?((?:[A-Za-z]:)?[^\s:]+:\d+:\d+):?\s*$", re.M)


def _on_rust_header(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _RUST_HEADER_RX.match(line.rstrip())
    if not m:
        return
    code, message = m.group(1) or "", m.group(2).strip()
    loc = label = lint = ""
    for i, (ls2, le2) in enumerate(_lines(buf, le + 1, min(len(buf), le + 1 + _PEEK), 30)):
        text = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)]
        if i < 3 and not loc:
            arrow = _ARROW_RX.match(text)
            if arrow:
                loc = f"{arrow.group(1)}:{arrow.group(2)}:{arrow.group(3)}"
                continue
        if not loc or not text.strip() or text[:1].isalpha():
            break
        lm = _RUST_LABEL_RX.match(text)
        if lm and not label:
            label = lm.group(1).strip()
        dm = _RUST_DENY_RX.search(text)
        if dm and not lint:
            lint = dm.group(1) or dm.group(2)
    if not code and not loc:
        if "could not compile" in message or "aborting due to" in message:
            st.total("rustc", line)
        elif not message.startswith("test failed, to rerun"):
            st.add_fallback(_Found(None, "error", line.strip(), brief=line.strip()[:60]))
        return
    if label and label not in message:
        message = f"{message}: {label}"
    # rustc/clippy lints denied with -D or #[deny]: lint findings, named by the lint
    tag = f"error[{code}]" if code else f"error[{lint}]" if lint else "error"
    head = f"{loc}: {tag}: {message}" if loc else f"{tag}: {message}"
    brief = f"{loc}: {tag}" if loc else tag
    natural: _Natural = "lint" if lint and not code else "build"
    st.add(_Found(natural, "rustc", head, brief=brief), ("rustc", code or lint or message))


def _on_rust_test(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _RUST_TEST_RX.match(line)
    if not m:
        return
    name = m.group(1)
    end = _block_end(buf, _RUST_TEST_END_RX, le)
    st.skip_until = max(st.skip_until, end)
    panic = _RUST_PANIC_RX.search(buf, le, end)
    loc = ""
    if panic:
        loc = panic.group(2)
        message = panic.group(1) or ""
        if not message:
            parts: list[str] = []
            for ls2, le2 in _lines(buf, panic.end() + 1, end, 6):
                text = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)].strip()
                if not text or text.startswith(("note:", "stack backtrace")):
                    break
                parts.append(text)
            message = parts[0] if parts else ""
            if len(parts) > 1:
                message = f"{message} ({', '.join(parts[1:])})"
        message = f"panicked: {message}" if message else "panicked"
    else:
        message, _ = _first_text(buf, le + 1, end)
    key = ("cargo test", message, loc) if loc else ("cargo test", name)
    st.add(_Found("test", "cargo test", name, message or "failed", loc, brief=name), key)


def _on_rust_result(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if "FAILED" in line:
        st.total("cargo test", line)


# --------------------------------------------------------------------------- go

_GO_FAIL_RX = re.compile(r"(\s*)--- FAIL: (\S+)")
_GO_LOG_RX = re.compile(r"\s+(\S+\.go:\d+): (.*)$")
_GO_FRAME_RX = re.compile(r"^\t(\S+\.go:\d+)", re.M)
_GO_STD_PATHS = ("/usr/lib/go", "/usr/local/go", "/src/runtime/", "/src/testing/")


def _go_frame(buf: str, start: int, end: int) -> str:
    for m in _GO_FRAME_RX.finditer(buf, start, end):
        if not any(p in m.group(1) for p in _GO_STD_PATHS):
            return m.group(1)
    return ""


def _on_go_fail(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _GO_FAIL_RX.match(line)
    if not m:
        return
    indent, name = len(m.group(1)), m.group(2)
    message = loc = ""
    consumed = le
    for ls2, le2 in _lines(buf, le + 1, _window(buf, le), 40):
        text = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)]
        stripped = text.lstrip()
        if stripped.startswith("panic: ") and not message:
            message = stripped
            loc = _go_frame(buf, le2, _window(buf, le))
            consumed = le2
            break
        if len(text) - len(stripped) <= indent or stripped.startswith("--- "):
            break
        consumed = le2
        log = _GO_LOG_RX.match(text)
        if log and not message:
            loc, message = log.group(1), log.group(2)
    st.skip_until = max(st.skip_until, consumed)
    if "/" in name:
        parent = st.groups.get(("go test", name.rsplit("/", 1)[0]))
        if parent is not None and not parent.message:
            del st.groups[("go test", name.rsplit("/", 1)[0])]
    found = st.add(_Found("test", "go test", name, message, loc, brief=name), ("go test", name))
    if found is not None and len(st.go_pending) < _MAX_GROUPS:
        st.go_pending.append(found)


def _on_go_pkg(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    fields = line.split("\t")
    if len(fields) < 2 or not fields[1].strip():
        return
    pkg = fields[1].strip()
    for found in st.go_pending:
        found.pkg = pkg
    st.go_pending.clear()
    if len(st.go_failed) < 5:
        st.go_failed.append(pkg)
    elif len(st.go_failed) == 5:
        st.go_failed.append("…")
    st.total("go test", "FAIL " + ", ".join(st.go_failed))


def _on_go_panic(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    loc = _go_frame(buf, le, _window(buf, le))
    st.add_fallback(_Found(None, "go", loc or "panic", line.strip(), brief=loc or "panic"))


# --------------------------------------------------------------------------- generic fallback

_GENERIC_WORD_RX = re.compile(
    r"(?<![\w-])(?:error|Error|ERROR|FAIL|FAILED|FAILURE|[Ff]atal|FATAL|panic)(?![\w-])"
    r"|\b[A-Z]\w*(?:Error|Exception)\b"
)
_GENERIC_NOISE_RX = re.compile(
    r"\b(?:0|no) (?:errors?|failures?|failed)\b|\berrors?[=:] ?0\b|-Werror|warn", re.I
)
_LOCATION_RX = re.compile(
    r"((?:[A-Za-z]:)?[\w./\\-]*\w\.\w+)(?::(\d+)(?::(\d+))?|\((\d+)(?:,\d+)?\))"
)


def _generic(st: _State, buf: str, start: int, cut: int) -> None:
    """Remember the first lines that say error/FAIL, for when no tool format matched."""
    for m in _GENERIC_RX.finditer(buf, start, cut):
        st.generic_hits += 1
        if st.generic_hits > _MAX_GENERIC_HITS or len(st.generic) >= _MAX_FALLBACK:
            return
        ls = buf.rfind("\n", 0, m.start()) + 1
        le = buf.find("\n", m.start())
        le = len(buf) if le < 0 else le
        found = _generic_line(buf[ls : min(le, ls + _LINE_SHOWN)].strip())
        if found is None or any(g.head == found.head for g in st.generic):
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


# --------------------------------------------------------------------------- the summarizer

_HANDLERS: dict[str, Handler] = {
    "py_banner": _on_py_banner,
    "py_section": _on_py_section,
    "py_short": _on_py_short,
    "ut_header": _on_ut_header,
    "ut_totals": _on_ut_totals,
    "ut_ran": _on_ut_ran,
    "jest_file": _on_jest_file,
    "jest_recap": _on_jest_recap,
    "jest_tests": _on_jest_tests,
    "jest_bullet": _on_jest_bullet,
    "vitest_fail": _on_vitest_fail,
    "vitest_tests": _on_vitest_tests,
    "mocha_count": _on_mocha_count,
    "mocha_item": _on_mocha_item,
    "go_pkg": _on_go_pkg,
    "go_panic": _on_go_panic,
    "go_fail": _on_go_fail,
    "rust_header": _on_rust_header,
    "rust_test": _on_rust_test,
    "rust_result": _on_rust_result,
    "arrow": _on_arrow,
    "found_total": _on_found_total,
    "abs_path": _on_abs_path,
    "eslint_total": _on_eslint_total,
    "traceback": _on_traceback,
}


_OWN_LABEL: dict[str, VerifierKind] = {"build": "build", "test": "test", "lint": "lint"}


def _label(natural: _Natural, kind: str, tool: str = "") -> VerifierKind:
    """The type an error is reported as (the rule is in the module docstring)."""
    if tool == "go" and kind == "lint":
        # go vet prints exactly what go build prints; in a lint verifier it is go vet
        return "lint"
    if natural == "build":
        return "build"
    return _OWN_LABEL.get(kind) or natural or "custom"


class StreamSummarizer:
    """Incremental summarizer: feed output as it arrives, then call :meth:`finish`.

    Memory does not grow with the output: text is scanned a chunk at a time, and only a
    bounded tail, a bounded number of error groups and parser state are kept. The result does
    not depend on how the output is split into pieces or chunks.

    Args:
        kind: The verifier's kind; ``auto`` labels errors by the tool that printed them.
        chunk_size: Characters gathered before a scan (small values exercise chunk edges).
    """

    def __init__(self, *, kind: Kind = "auto", chunk_size: int = CHUNK_SIZE) -> None:
        self._kind: str = kind if kind in _KINDS else "auto"
        self._chunk_size = max(1, int(chunk_size))
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._pending: list[str] = []
        self._pending_len = 0
        # The unscanned rest; it always starts with the newline that ends the scanned part.
        self._carry = "\n"
        self._start = 0
        self._tail = ""
        self._state = _State()
        self._result: list[VerificationError] | None = None

    def feed(self, data: bytes) -> None:
        """Add the next piece of raw output (any bytes; invalid UTF-8 is replaced)."""
        view = memoryview(data)
        # a big piece is taken a chunk at a time, so that memory stays flat whoever feeds us
        for start in range(0, len(view), self._chunk_size):
            if self._result is None:
                self._push(self._decoder.decode(view[start : start + self._chunk_size]))

    def feed_text(self, text: str) -> None:
        """Add the next piece of output that is already text."""
        for start in range(0, len(text), self._chunk_size):
            if self._result is None:
                self._push(text[start : start + self._chunk_size])

    def finish(self, *, exit_code: int | None) -> list[VerificationError]:
        """The errors found; ``exit_code`` 0 with nothing found means the command passed."""
        if self._result is None:
            self._pending.append(self._decoder.decode(b"", final=True))
            self._process(final=True)
            self._result = self._report(exit_code)
        return list(self._result)

    def _push(self, text: str) -> None:
        self._pending.append(text)
        self._pending_len += len(text)
        # Scan only when there is more than the look-ahead to scan: rescanning the carried
        # tail for every small piece would make tiny pieces quadratic.
        unscanned = len(self._carry) - self._start + self._pending_len
        if self._pending_len >= self._chunk_size and unscanned > _LOOKAHEAD + _MIN_SCAN:
            self._process(final=False)

    def _process(self, *, final: bool) -> None:
        buf = "".join([self._carry, *self._pending])
        self._pending.clear()
        self._pending_len = 0
        last_nl = buf.rfind("\n")
        while len(buf) - last_nl - 1 > _MAX_LINE:
            # bounded memory: an endless line is read as lines of _MAX_LINE characters
            split = last_nl + 1 + _MAX_LINE
            buf = f"{buf[:split]}\n{buf[split:]}"
            last_nl = split
        # Only complete lines are normalized: an escape sequence or CRLF cut by a chunk edge
        # stays raw in the unfinished last line until the rest of it arrives.
        if final:
            buf = _normalize(buf)
            if not buf.endswith("\n"):
                buf += "\n"
            cut = len(buf) - 1
        else:
            head = _normalize(buf[: last_nl + 1])
            buf = head + buf[last_nl + 1 :]
            cut = buf.rfind("\n", self._start, max(self._start, len(head) - _LOOKAHEAD))
            if cut <= self._start:
                self._carry = buf
                return
        start = self._start
        self._scan(buf, start, cut)
        self._tail = (self._tail + buf[max(start, cut - _TAIL_CHARS) : cut])[-_TAIL_CHARS:]
        keep = max(0, cut - _BEHIND)
        self._carry = buf[keep:]
        self._start = cut - keep
        self._state.skip_until = max(0, self._state.skip_until - keep)

    def _scan(self, buf: str, start: int, cut: int) -> None:
        st = self._state
        hits = [m.start() for m in _LINE_RX.finditer(buf, start, cut)]
        located = {buf.rfind("\n", 0, m.start()) for m in _ERROR_WORD_RX.finditer(buf, start, cut)}
        located.update(
            buf.rfind("\n", 0, m.start()) for m in _LINE_COL_RX.finditer(buf, start, cut)
        )
        marks = sorted({*hits, *located}) if located else hits
        for nl in marks:
            ls = nl + 1
            if ls < st.skip_until:
                continue
            tag = ""
            if nl not in located or nl in hits:
                m = _TAGGED_RX.match(buf, nl)
                tag = (m.lastgroup or "") if m else ""
            if st.py_mode == "failures" and tag not in _PYTEST_TAGS:
                continue
            le = buf.find("\n", ls)
            le = len(buf) if le < 0 else le
            line = buf[ls : min(le, ls + _LINE_SHOWN)]
            try:
                if tag:
                    _HANDLERS[tag](st, buf, ls, le, line)
                if nl in located and ls >= st.skip_until:
                    _on_located(st, buf, ls, le, line)
            except Exception:
                # A parser bug must not take down the verifier: this line is skipped and the
                # rest of the output still counts.
                continue
        if not st.groups and st.generic_hits <= _MAX_GENERIC_HITS:
            _generic(st, buf, start, cut)

    def _report(self, exit_code: int | None) -> list[VerificationError]:
        st = self._state
        if st.groups or st.overflow:
            return self._tier_one()
        if exit_code != 0:
            said = {_clean(f.message or f.head) for f in st.fallback}
            generic = [g for g in self._generic_found() if _clean(g.head) not in said]
            found = [*st.fallback, *generic]
            if found:
                extra: dict[str, int] = {_label(None, self._kind): st.fallback_extra}
                return _rank(found, self._kind, extra=extra, grouped=False)
        if exit_code is None or exit_code == 0:
            return []
        return [
            VerificationError(type=_label(None, self._kind), summary=self._last_lines(exit_code))
        ]

    def _tier_one(self) -> list[VerificationError]:
        st = self._state
        groups = list(st.groups.values())
        overflow: dict[str, int] = {}
        for (natural, tool), n in st.overflow.items():
            label = _label(natural, self._kind, tool)
            overflow[label] = overflow.get(label, 0) + n
        ranked = _rank(groups, self._kind, extra=overflow, grouped=True)
        # a tool's totals go under the label that holds most of its errors (on a tie, the
        # later one: a compile error in a test run does not make the run's count a build fact)
        totals: dict[str, list[str]] = {}
        for tool, line in st.totals.items():
            weight = dict.fromkeys(_LABELS, 0)
            for g in groups:
                if g.tool == tool:
                    weight[_label(g.natural, self._kind, tool)] += g.count
            if any(weight.values()):
                label = max(reversed(_LABELS), key=lambda lb: weight[lb])
                totals.setdefault(label, []).append(f"{_TOTALS_PREFIX}{tool}): {line}")
        out: list[VerificationError] = []
        for label in _LABELS:
            out.extend(e for e in ranked if e.type == label)
            out.extend(VerificationError(type=label, summary=t) for t in totals.get(label, []))
        return out

    def _generic_found(self) -> list[_Found]:
        found = list(self._state.generic)
        for line in self._tail.splitlines()[-200:]:
            g = _generic_line(line.strip())
            if g is not None and all(f.head != g.head for f in found):
                found.append(g)
        return found[: _MAX_FALLBACK * 2]

    def _last_lines(self, exit_code: int) -> str:
        lines = [ln.strip() for ln in self._tail.splitlines() if ln.strip()][-3:]
        if not lines:
            return f"exit code {exit_code} with no output"
        text = _clean(" | ".join(lines))
        if len(text) > SUMMARY_MAX - 30:
            text = "…" + text[-(SUMMARY_MAX - 31) :]
        return f"exit code {exit_code}; last output: {text}"


def _rank(
    found: list[_Found], kind: str, *, extra: Mapping[str, int], grouped: bool
) -> list[VerificationError]:
    """Label, order (largest groups first), keep MAX_PER_KIND per label, fold the rest."""
    out: list[VerificationError] = []
    for label in _LABELS:
        mine = [f for f in found if _label(f.natural, kind, f.tool) == label]
        if not mine and not extra.get(label):
            continue
        if grouped:
            mine.sort(key=lambda f: (-f.count, f.order))
        else:
            # fallback lines: the ones that name a place first, else in output order
            mine.sort(
                key=lambda f: (f.tool == "output" and not _LOCATION_RX.search(f.head), f.order)
            )
        shown, hidden = mine[:MAX_PER_KIND], mine[MAX_PER_KIND:]
        out.extend(VerificationError(type=label, summary=f.summary()) for f in shown)
        n_hidden = sum(f.count for f in hidden) + extra.get(label, 0)
        if n_hidden:
            out.append(VerificationError(type=label, summary=_more_line(n_hidden, hidden)))
    return out


def _more_line(n: int, hidden: Sequence[_Found]) -> str:
    parts: list[str] = []
    size = 0
    for f in hidden:
        part = f.short()
        if size + len(part) + 2 > _MORE_BUDGET:
            parts.append("…")
            break
        parts.append(part)
        size += len(part) + 2
    return f"+{n} more: {'; '.join(parts)}" if parts else f"+{n} more"


# --------------------------------------------------------------------------- public API


def summarize(
    text: str, *, kind: Kind = "auto", exit_code: int | None = None
) -> list[VerificationError]:
    """Errors found in one complete output.

    Args:
        text: Everything the verifier printed (stdout and stderr together).
        kind: The verifier's kind; ``auto`` labels errors by the tool that printed them.
        exit_code: The command's exit code, ``None`` if unknown.

    Returns:
        Errors, most actionable first; ``[]`` when nothing failed.
    """
    summarizer = StreamSummarizer(kind=kind)
    summarizer.feed_text(text)
    return summarizer.finish(exit_code=exit_code)


def summarize_file(
    path: str | os.PathLike[str],
    *,
    kind: Kind = "auto",
    exit_code: int | None = None,
    chunk_size: int = CHUNK_SIZE,
) -> list[VerificationError]:
    """Errors found in a saved output, streamed through :class:`StreamSummarizer`.

    Args:
        path: The output file (any bytes).
        kind: The verifier's kind; ``auto`` labels errors by the tool that printed them.
        exit_code: The command's exit code, ``None`` if unknown.
        chunk_size: Bytes read and scanned at a time.
    """
    summarizer = StreamSummarizer(kind=kind, chunk_size=chunk_size)
    with open(path, "rb") as f:
        while chunk := f.read(max(1, chunk_size)):
            summarizer.feed(chunk)
    return summarizer.finish(exit_code=exit_code)


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
