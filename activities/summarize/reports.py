"""Test and lint reports in XML, printed where a tool's own reporter would be.

JUnit's: ``<testsuite tests="9" failures="2" ...>`` around ``<testcase name= classname=>``
elements; a test that failed holds a ``<failure message= type=>`` (or ``<error>``) whose
text is the failure as the runner tells it (an assertion's message, a stack), and a test
that passed is a ``<testcase .../>`` with nothing in it, whatever its name says. Node's
``--test-reporter=junit`` adds its counts as comments (``<!-- fail 7 -->``); pytest writes
its report on one line but for its failures' text; ruff and eslint tell each finding as a
test (``org.ruff.F821``).

Checkstyle's: ``<file name=>`` around ``<error line= column= severity= message= source=/>``
elements, one per finding; eslint prints it all on one line.

Both are read element by element from the line that opens them (a test's ``<testcase>`` on
to its ``</testcase>``), then on by :func:`scan_xml` whatever their lines start with until
the report's last closing tag, so a report is read as it streams by, the same however the
output was cut.
"""

from __future__ import annotations

import html
import re

from activities.summarize.base import (
    _PEEK,
    _Found,
    _js_frame,
    _shorten,
    _State,
)
from activities.summarize.go import _go_log
from activities.summarize.javascript import _cause
from activities.summarize.lint import _keep_warning
from activities.summarize.python import _PY_CRASH_RX, _PY_FILE_LINE_RX

# an element's tag and attributes (a quoted value may hold ">", never "<": XML escapes it,
# so an element that does not close stops being tried at the next "<", whatever the agent's
# code printed)
_ELEMENT_RX = re.compile(
    r"<(/?)(testsuites|testsuite|testcase|failure|error|file|checkstyle)\b"
    r"((?:[^<>\"']|\"[^\"<]*\"|'[^'<]*')*?)(/?)>"
    r"|<!-- (?P<count>tests|suites|pass|fail|cancelled|skipped|todo) (?P<n>\d+) -->"
)
_ATTR_RX = re.compile(r"([\w:-]+)=(?:\"([^\"]*)\"|'([^']*)')")
# the counts a suite says of itself, in the order printed
_COUNT_ATTRS = ("tests", "failures", "errors", "skipped", "disabled")
# node's counts under its report: "<!-- fail 7 -->"
_XML_COUNT_RX = re.compile(r"<!-- (tests|suites|pass|fail|cancelled|skipped|todo) (\d+) -->")
# a failure's type that says nothing its message does not
_GENERIC_TYPES = {"", "failure", "error", "testCodeFailure", "testFailure", "hookFailure"}
# a failure's message that says nothing (go-junit-report's and gotestsum's "Failed"): its
# text says what failed
_GENERIC_MESSAGES = {"", "Failed", "failed", "Failure", "failure"}
_GO_PROGRESS_RX = re.compile(r"\s*(?:=== (?:RUN|PAUSE|CONT|NAME) |--- (?:FAIL|PASS|SKIP): )")
# a class name that says nothing of where the test is (node's is always "test")
_GENERIC_CLASSES = {"", "test", "tests"}
# where a Go test's log line points ("x_test.go:12: got 1")
_GO_LINE_RX = re.compile(r"^\s*([\w.-]+\.go:\d+): ", re.M)
_MESSAGE_SHOWN = 400
_MAX_NAMES = 4096
# a linter's finding told as a test: "org.ruff.F821", "org.eslint.no-unused-vars"
_LINT_CASE_RX = re.compile(r"org\.([\w-]+)\.(\S+)$")
# its place in its text: "line 3, col 12, Undefined name ..."
_LINE_COL_TEXT_RX = re.compile(r"line (\d+), col (\d+)\b")


def _attrs(text: str) -> dict[str, str]:
    return {
        m.group(1): html.unescape(m.group(2) or m.group(3) or "") for m in _ATTR_RX.finditer(text)
    }


def _body(text: str) -> str:
    """An element's text: CDATA's content, the escapes undone."""
    text = text.replace("<![CDATA[", "").replace("]]>", "")
    return html.unescape(text)


def _where(body: str) -> str:
    """The place a failure's text points at: the first project frame of a JS stack, the last
    Python frame (or pytest's ``file.py:12: Error`` line), a Go test's log line."""
    loc = _js_frame(body, 0, len(body))
    if loc:
        return loc
    # (pytest's crash lines and Python's frames, read as python.py reads them)
    tb = [m for m in _PY_CRASH_RX.finditer(body) if m.group(3) and not m.group(3).startswith("in ")]
    if tb:
        return f"{tb[-1].group(1)}:{tb[-1].group(2)}"
    frames = [m for m in _PY_FILE_LINE_RX.finditer(body) if "site-packages" not in m.group(1)]
    if frames:
        return f"{frames[-1].group(1)}:{frames[-1].group(2)}"
    go = _GO_LINE_RX.search(body)
    return go.group(1) if go else ""


def _test_id(case: dict[str, str]) -> str:
    """A test's name, with its class (a Python class, a Go package, a suite, a file) after it
    as unittest and go test put theirs: ``test_div (tests.test_calc.TestCalc)``."""
    name = case.get("name", "").strip()
    classname = case.get("classname", "").strip()
    if classname in _GENERIC_CLASSES or classname in name or not name:
        return name or classname or "(unnamed test)"
    return f"{name} ({classname})"


def _failure(st: _State, case: dict[str, str], attrs: dict[str, str], body: str) -> None:
    text = _body(body).strip()
    message = attrs.get("message", "").strip()
    rule = _LINT_CASE_RX.match(case.get("name", ""))
    if rule:
        # a linter's finding as a test (ruff's and eslint's junit formats): its rule is the
        # test's name, its file the suite's, its line the test's or its text's
        at = _LINE_COL_TEXT_RX.match(text)
        row = case.get("line") or (at.group(1) if at else "")
        col = case.get("column") or (at.group(2) if at else "")
        file = st.xml_suite or case.get("classname", "")
        where = ":".join(x for x in (file, row, col) if x)
        what = f"{rule.group(2)} {message}" if message else rule.group(2)
        found = _Found("lint", rule.group(1), f"{where}: {what}", brief=f"{where} {rule.group(2)}")
        found.place, found.what = where, what
        st.add(found, (rule.group(1), rule.group(2)))
        return
    kind = attrs.get("type", "").strip()
    go = _GO_LINE_RX.search(text) if message in _GENERIC_MESSAGES else None
    if go is not None:
        # a Go test's log in the failure's text (go-junit-report's, gotestsum's): its first
        # log line and the lines under it, as go test prints them, past what the test
        # printed to stdout
        loc, said, _, _, _ = _go_log(text, go.start(), len(text), 0)
        message = f"{loc}: {said}" if loc and said else message
    if message in _GENERIC_MESSAGES:
        # the text's first line, and when it ends at a colon the line that says it
        # ("Expected values to be strictly equal:", then "42 !== 41"); not go test's own
        # lines around a test's log ("=== RUN   TestX", "--- FAIL: TestX (0.00s)")
        lines = [
            line.strip()
            for line in text.splitlines()[:40]
            if line.strip() and not _GO_PROGRESS_RX.match(line)
        ]
        message = " ".join(lines[:2]) if lines and lines[0].endswith(":") else next(iter(lines), "")
    if kind not in _GENERIC_TYPES and not message.startswith(kind):
        message = f"{kind}: {message}" if message else kind
    message = _shorten(message, _MESSAGE_SHOWN) or "failed"
    loc = _where(text)
    head = _test_id(case)
    name = case.get("name", "")
    if message == "failed" and any(n.startswith(f"{name}/") for n in st.xml_failed_names):
        return  # a Go test that failed only for its subtests, which say why
    if len(st.xml_failed_names) < _MAX_NAMES:
        st.xml_failed_names.append(name)
    told = _told_before(st).get(name)
    if told is not None:
        # the runner's own text said this failure before its report (gotestsum prints both)
        found, cause = told
        if found.message not in _GENERIC_MESSAGES:
            return
        st.remove(found, cause)  # (said bare there: the report says more)
    key = _cause("junit", message, loc, "", head)
    st.add(_Found("test", "junit", head, message, loc, brief=head), key)


def _told_before(st: _State) -> dict[str, tuple[_Found, tuple[str, ...]]]:
    """The tests other readers found before the report, by name (as the report's first
    failure found them)."""
    if st.xml_told is None:
        st.xml_told = {
            f.head: (f, cause)
            for cause, g in st.groups.items()
            for f in g.members
            if f.natural == "test" and f.tool != "junit"
        }
    return st.xml_told


def _finding(st: _State, attrs: dict[str, str]) -> None:
    """A checkstyle ``<error>``: its file (the ``<file>`` it is in), line, column, severity,
    message and rule."""
    where = ":".join(
        x for x in (st.xml_file or "?", attrs.get("line", ""), attrs.get("column", "")) if x
    )
    severity = attrs.get("severity", "error")
    message = attrs.get("message", "").strip()
    rule = attrs.get("source", "").removeprefix("eslint.rules.")
    what = f"{severity} {message}"
    if rule and rule not in message:
        what = f"{what} ({rule})"
    found = _Found("lint", "checkstyle", f"{where}: {what}", brief=f"{where} {rule}".strip())
    found.place, found.what = where, what
    cause = ("checkstyle", rule or message)
    if severity in ("warning", "info", "ignore"):
        found.warning = True
        _keep_warning(st, found, cause)
    else:
        st.add(found, cause)


def _counts(st: _State, attrs: dict[str, str], *, top: bool) -> None:
    """A suite's counts: a ``<testsuites>`` that has them says them for all, else each
    ``<testsuite>`` adds its own."""
    said = [(k, v) for k, v in attrs.items() if k in _COUNT_ATTRS]
    if not said:
        return
    if top:
        st.xml_top = " ".join(f'{k}="{v}"' for k, v in said)
        st.xml_failed = any(k in ("failures", "errors") and v not in ("", "0") for k, v in said)
    else:
        st.xml_suites += 1
        for k, v in said:
            st.xml_sum[k] = st.xml_sum.get(k, 0) + (int(v) if v.isdigit() else 0)
        st.xml_first = " ".join(f'{k}="{v}"' for k, v in said)
    _said_counts(st)


def _said_counts(st: _State) -> None:
    """The report's counts, as the totals when something failed."""
    if st.xml_top:
        said, failed = st.xml_top, st.xml_failed
    elif st.xml_suites == 1:
        said = st.xml_first
        failed = bool(st.xml_sum.get("failures") or st.xml_sum.get("errors"))
    else:
        sums = ", ".join(f"{k} {v}" for k, v in st.xml_sum.items())
        said = f"{sums} in {st.xml_suites} test suites"
        failed = bool(st.xml_sum.get("failures") or st.xml_sum.get("errors"))
    st.xml_said = said
    if failed:
        st.total("junit", said)


def _read(st: _State, buf: str, start: int, end: int) -> int:
    """Every element from ``start`` to ``end``, in order; returns where the report ends (after
    its last closing tag) if it ends there, else -1."""
    for m in _ELEMENT_RX.finditer(buf, start, end):
        if m.group("count"):
            _count(st, m.group("count"), int(m.group("n")), m.group(0))
            continue
        closing, tag, text, empty = m.group(1), m.group(2), m.group(3), m.group(4)
        if closing:
            if tag == "testcase":
                st.xml_case = None
            elif tag == "file":
                st.xml_file = ""
            elif tag in ("testsuites", "checkstyle") or (tag == "testsuite" and not st.xml_nested):
                return m.end()
            continue
        attrs = _attrs(text)
        if tag == "checkstyle":
            st.xml_checkstyle = True
        elif tag in ("testsuites", "testsuite"):
            _counts(st, attrs, top=tag == "testsuites")
            if tag == "testsuite":
                st.xml_suite = attrs.get("name", "")
            else:
                st.xml_nested = not empty
        elif tag == "file":
            st.xml_file = attrs.get("name", "")
        elif tag == "testcase":
            st.xml_case = None if empty else attrs
        elif "line" in attrs and (st.xml_checkstyle or "severity" in attrs):
            _finding(st, attrs)
        elif st.xml_case is not None:
            body = ""
            if not empty:
                # (up to its close, or the next test: a failure never closed is read once)
                following = buf.find("<testcase", m.end(), end)
                stop = following if following >= 0 else end
                close = buf.find(f"</{tag}>", m.end(), stop)
                body = buf[m.end() : close if close >= 0 else stop]
            _failure(st, st.xml_case, attrs, body)
            st.xml_case = None  # (a test's later failure, in teardown, is the same test's)
    return -1


def _through(buf: str, start: int, end: int) -> int:
    """``end``, or past it to the close of the last ``<testcase>`` or ``<file>`` opened in
    ``[start, end)`` and not closed there (a failing test's ``</testcase>``); what follows
    that is read next. An element is looked at up to ``_PEEK`` characters from where it
    opens, the same however the output was cut."""
    out = end
    for tag in ("testcase", "file"):
        opened = buf.rfind(f"<{tag}", start, end)
        if opened < 0 or buf.find(f"</{tag}>", opened, end) >= 0:
            continue
        close_tag = buf.find(">", opened, end)
        if close_tag >= 0 and buf[close_tag - 1] == "/":
            continue  # <testcase .../>: nothing in it
        limit = opened + _PEEK
        close = buf.find(f"</{tag}>", end, limit)
        out = max(out, close + len(tag) + 3 if close >= 0 else limit)
    return out


def _on_xml_report(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """The line that opens a report (its ``<?xml``, ``<testsuite>``, ``<checkstyle>``), or
    one of its lines (a ``<testcase>``, ``<file>``, checkstyle ``<error>``) met outside it:
    its elements, and an element it opens read on to its end. A report that goes on past
    what was read is read on by :func:`scan_xml`, whatever its lines start with.

    An XML document that is not a report (a test printing the XML it built: ``<?xml ...?>``
    then ``<data>``), or a report's root with no report in it (a line ``<testsuite
    name="x">`` a test printed), is output like any other: it opens nothing."""
    root = None
    if line.lstrip().startswith("<?xml "):
        decl = buf.find("?>", ls, le)
        at = decl + 2 if decl >= 0 else le
        root = _ROOT_RX.search(buf, at, min(len(buf), at + _PEEK))
        if root is None or root.group(1) not in _REPORT_ROOTS:
            return
    elif _REPORT_START_RX.match(line):
        root = _ROOT_RX.search(buf, ls, le)
    if root is not None:
        close = buf.find(">", root.end(), min(len(buf), root.end() + _PEEK))
        empty = close > 0 and buf[close - 1] == "/"  # (<testsuite tests="0"/>)
        if not empty and not _REPORT_CHILD_RX.search(
            buf, root.end(), min(len(buf), root.end() + _PEEK)
        ):
            return
    end = _through(buf, ls, le)
    done = _read(st, buf, ls, end)
    st.skip_until = max(st.skip_until, end)
    if done < 0 and _REPORT_START_RX.match(line):
        st.xml_open = True


def scan_xml(st: _State, buf: str, pos: int, cut: int) -> int:
    """Read an open report on from ``pos`` (or where it was read to) up to ``cut``, an
    element that spans ``cut`` whole; returns where line-by-line reading goes on: the
    newline after the report's end, or past ``cut``."""
    start = max(pos, st.skip_until)
    end = _through(buf, start, cut) if start < cut else start
    done = _read(st, buf, start, end)
    if done < 0:
        st.skip_until = max(st.skip_until, end)
        return max(end, cut)
    st.xml_open = False
    nl = buf.find("\n", done)
    nl = nl if nl >= 0 else len(buf)
    st.skip_until = max(st.skip_until, nl)
    return nl


# the first element after an XML declaration (comments and a DOCTYPE passed over)
_ROOT_RX = re.compile(r"<([A-Za-z_][\w.:-]*)")
_REPORT_ROOTS = frozenset(("testsuites", "testsuite", "checkstyle"))
# what a report holds, or its end: an element of its own
_REPORT_CHILD_RX = re.compile(
    r"<(?:/?(?:testsuites|testsuite|checkstyle)\b|(?:testcase|file|properties|system-out|system-err|error)\b)"
)

_REPORT_START_RX = re.compile(r"\s*<(?:\?xml |testsuites?[\s>]|checkstyle[\s>])")


def _on_xml_count(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """node's counts as comments under its JUnit report (met outside it)."""
    m = _XML_COUNT_RX.search(line)
    if m is not None:
        _count(st, m.group(1), int(m.group(2)), m.group(0))


def _count(st: _State, name: str, n: int, said: str) -> None:
    """One of node's counts, each told as printed."""
    st.xml_comments[name] = (n, said)
    shown = [
        text for k, (n, text) in st.xml_comments.items() if n or k in ("tests", "pass", "fail")
    ]
    st.xml_said = " ".join(shown)
    if any(st.xml_comments.get(k, (0, ""))[0] for k in ("fail", "cancelled")):
        st.total("junit", st.xml_said)
