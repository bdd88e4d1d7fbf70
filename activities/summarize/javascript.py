"""JavaScript test runners: jest, vitest, mocha, node --test."""

from __future__ import annotations

import json
import re

from activities.summarize.base import (
    _BEHIND,
    _LINE_SHOWN,
    _MAX_MEMBERS,
    _SAME_MESSAGE_MIN,
    _UNREADABLE,
    _VIA_FRAMES,
    _block_end,
    _clean,
    _diff_said,
    _first_changed,
    _first_text,
    _Found,
    _is_test_path,
    _js_frame,
    _lines,
    _Natural,
    _shorten,
    _State,
    _via,
    _window,
)
from activities.summarize.tap import _ASSERT_DIFF_RX, _frame, _own_place, _stack_frame

# --------------------------------------------------------------------------- jest, vitest, mocha

# (a coverage table and its thresholds, printed after the last failure, end it too)
_JEST_BLOCK_END_RX = re.compile(
    r"\n(?:[ \t]*● |Test Suites:|(?:PASS|FAIL) \S|-+\|-+|Jest: \"|=+ Coverage summary)"
)
# "Expected: 5", or node's assert under jest: "Expected value to strictly be equal to:" with
# the value on the next line (each said with its label as printed)
_JEST_EXPECT_RX = re.compile(
    r"^[ \t]*((?:Expected|Received|Snapshot(?! name))(?: [\w ]+)?):(?: (.+)|[ \t]*\n[ \t]+(\S.*))$",
    re.M,
)
# a snapshot's diff: "- Snapshot  - 1" / "+ Received  + 1", then the lines that differ
_JEST_SNAPSHOT_DIFF_RX = re.compile(
    r"^[ \t]*- Snapshot\s+- \d+\s*\n[ \t]*\+ Received\s+\+ \d+", re.M
)
# node's assert under jest, with the assertion's own message: "Message:" and it under it
_JEST_MESSAGE_RX = re.compile(r"^[ \t]*Message:[ \t]*\n[ \t]+(\S.*)$", re.M)
_JEST_DIFF_LINE_RX = re.compile(r"^[ \t]*([-+]) +(\S.*)$", re.M)
_VITEST_BLOCK_END_RX = re.compile(r"\n(?:[ \t]+FAIL |⎯|[ \t]*Test Files )")
# vitest frames, with or without a function name: the first is where the error was thrown
_TRANSFORM_ERROR_RX = re.compile(
    r"^(?P<oxc>\[[A-Z_]+\] .+)\n.*?\[ (?P<place>\S+:\d+:\d+) \]"
    r"|^(?P<where>\S+:\d+:\d+): (?P<esbuild>ERROR: .+)$",
    re.M,
)
# "expected {…} to deeply equal {…}": what was asserted
_CHAI_VERB_RX = re.compile(r"[}\]] (to (?:not )?(?:deeply |strictly )?\w+(?: \w+)?) [\[{]")


def _chai_elided(message: str) -> str:
    """chai's ``expected [ { item: { …(3) }, refIndex: 28 } ] to have a length of 2 but got
    1`` with each value it elided part of said as ``…``: ``expected … to have a length of 2
    but got 1``."""
    out: list[str] = []
    depth = start = 0
    for i, c in enumerate(message):
        if c in "[{":
            if depth == 0:
                start = i
            depth += 1
        elif c in "]}" and depth:
            depth -= 1
            if depth == 0:
                value = message[start : i + 1]
                out.append("\u2026" if "\u2026(" in value else value)
        elif depth == 0:
            out.append(c)
    return "".join(out) if depth == 0 else message


_VITEST_MESSAGE_SHOWN = 130
"""How much of a failing test's message its line shows (see ``rank._test_lines``)."""
_VITEST_DIFF_RX = re.compile(r"^[ \t]*- Expected\s*\n[ \t]*\+ Received\s*$", re.M)
_VITEST_SPY_CALLS_RX = re.compile(r"^Received:\s*\n\s*\n\s*1st spy call:\s*$", re.M)
# the values chai compared, whole, under its message: "Expected: "abc"" then "Received: ..."
_VITEST_VALUES_RX = re.compile(r"^Expected: ([^\n]{1,300})\nReceived: ([^\n]{1,300})$", re.M)
# a string chai cut in its message: "'Alphabet must contain unique characte…'"
_CHAI_CUT_STRING_RX = re.compile(r"'[^'\n]*\u2026'")
_VITEST_LOC_RX = re.compile(r"^\s*\u276f (?:\S[^\n]*? )?(\S+:\d+:\d+)\s*$", re.M)
_MOCHA_BLOCK_END_RX = re.compile(r"\n  \d+\) ")
_TS_ERROR_RX = re.compile(r"\berror TS\d+")
_JS_COMMENT_RX = re.compile(r"\s+//.*$")
_JSON_FIELD_RX = re.compile(r'"(code|message)": "([^"]*)"')
_JEST_DETAILS_RX = re.compile(r"^\s*Details:\n\s*\n(.+)$", re.M)
# babel's "SyntaxError: /src/a.js: Unexpected token (3:12)"
_JS_SYNTAX_RX = re.compile(r"SyntaxError: ([^\s:]+): .*\((\d+):(\d+)\)$")
_JEST_TIME_RX = re.compile(r"\s+\([\d.]+ m?s\)$")
_MOCHA_NUMBER_RX = re.compile(r"^\d+\)\s*")


def _cause(tool: str, message: str, loc: str, test_file: str, head: str) -> tuple[str, ...]:
    """Tests that fail with one message at one place in the code share a cause; a place in
    the test's own file is only where that test noticed, so there the message decides."""
    if loc and test_file and loc.split(":", 1)[0].endswith(test_file.strip()):
        return (tool, message)
    if not loc and len(message) >= _SAME_MESSAGE_MIN:
        # no place at all: tests failing with one long message ("'Promise resolution is
        # still pending but the event loop has already resolved'", node's for each test a
        # failure left unfinished) share it
        return (tool, message)
    return (tool, message, loc) if loc else (tool, head)


def _test_natural(message: str) -> _Natural:
    return "build" if _TS_ERROR_RX.search(message) else "test"


def _on_jest_file(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    st.jest_file = _JEST_TIME_RX.sub("", line[5:].strip())


def _on_jest_recap(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    # jest repeats every failure under this heading; count each once.
    st.jest_recap = True


def _on_jest_bullet(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    _jest_block(st, buf, le, line, "jest")


def _jest_block(st: _State, buf: str, le: int, line: str, tool: str) -> None:
    """A ``  ● title`` block of jest's report (or one written so from a JSON report of
    ``tool``'s): the failed test, its error and where."""
    title = line.strip()[2:].strip()
    if title == "Console" or not title:
        return
    end = _block_end(buf, _JEST_BLOCK_END_RX, le)
    # (jest's recap of the failures says them again: read once, and none of their lines,
    # a TypeScript error among them, read as another tool's)
    st.skip_until = max(st.skip_until, end)
    if st.jest_recap:
        return
    message, _ = _first_text(buf, le + 1, end)
    message = _JS_COMMENT_RX.sub("", message)
    said = _JEST_MESSAGE_RX.search(buf, le, end) if message.startswith("assert.") else None
    if said:
        # node's assert given a message of its own (chai's under jest: "expected '1,0000' to
        # equal '10,000'"): it says the values, and what was meant, in fewer words
        message = said.group(1).strip()
    elif message.startswith(("expect(", "assert.")):
        pairs = [
            f"{m.group(1)}: {(m.group(2) or m.group(3)).strip()}"
            for m in _JEST_EXPECT_RX.finditer(buf, le, end)
        ]
        diff = _JEST_SNAPSHOT_DIFF_RX.search(buf, le, end)
        if diff and not pairs:
            # the first line the snapshot had and the one received instead
            first = _first_changed(_JEST_DIFF_LINE_RX, buf, diff.end(), min(end, diff.end() + 4096))
            pairs = [f"Snapshot: {first['-']}"] if "-" in first else []
            pairs += [f"Received: {first['+']}"] if "+" in first else []
        if pairs:
            message = f"{message} - {', '.join(pairs[:2])}"
    loc = _js_frame(buf, le, end)
    natural = _test_natural(message)
    if title == "Test suite failed to run":
        head = f"{st.jest_file or 'test suite'} (Test suite failed to run)"
        if message.startswith("Jest encountered an unexpected token"):
            # its advice first, the parser's error under "Details:"
            details = _JEST_DETAILS_RX.search(buf, le, end)
            message = details.group(1).strip() if details else message
        syntax = _JS_SYNTAX_RX.match(message)
        if syntax:
            # a file that does not parse: where it does not, not where it was required
            natural, loc = "build", f"{syntax.group(1)}:{syntax.group(2)}:{syntax.group(3)}"
        elif st.jest_file and message.startswith(f"{st.jest_file}:"):
            # a compiler's error in the suite's own file (ts-jest): it names the file
            head = title
    else:
        head = f"{st.jest_file} \u203a {title}" if st.jest_file else title
    key = _cause(tool, message, loc, st.jest_file, head)
    st.add(_Found(natural, tool, head, message, loc, brief=head), key)


def _line_above(buf: str, ls: int) -> str:
    above = buf.rfind("\n", 0, max(0, ls - 1)) + 1
    return buf[above : min(ls - 1, above + _LINE_SHOWN)].strip() if ls > 0 else ""


def _on_jest_tests(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    # the suites' count above the tests' (a suite that failed to run counts no test), and
    # the snapshots' under it when one failed (the agent may mean to update it)
    suites = _line_above(buf, ls)
    suites = suites if suites.startswith("Test Suites:") else ""
    below = buf[le + 1 : min(len(buf), le + 1 + _LINE_SHOWN)].partition("\n")[0].strip()
    snapshots = below if below.startswith("Snapshots:") and "failed" in below else ""
    if "failed" in line or "failed" in suites or snapshots:
        said = "; ".join(x for x in (suites, line.strip(), snapshots) if x)
        st.total("jest", said)


# a vitest project's name before a test's path (``|@tanstack/query-core| src/...``): the
# path alone names the file, and the label would take room from another failure's line
_VITEST_PROJECT_RX = re.compile(r"\|[^|\s]+\| ")


_SNAPSHOT_MISMATCH_RX = re.compile(r"Error: Snapshot `.*` mismatched$")


def _on_vitest_fail(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    uvu = _UVU_FAIL_RX.match(line)
    if uvu:
        _uvu_failure(st, buf, le, uvu.group(1))
        return
    head = _VITEST_PROJECT_RX.sub("", line.strip()[4:].strip(), count=1)
    if not head:
        return
    end = _block_end(buf, _VITEST_BLOCK_END_RX, le)
    st.skip_until = max(st.skip_until, end)
    message, msg_end = _first_text(buf, le + 1, end)
    if (
        message
        and _VITEST_NEXT_FAIL_RX.match(buf, end)
        and end - le <= _LINE_SHOWN
        and "\n\n" not in buf[le:end]
    ):
        # a test whose name holds a line break ("[value=\"", "some text", "\"])"), among the
        # FAIL lines over their one error: the lines up to the next FAIL line are its name's
        head = " ".join([head, *(x.strip() for x in buf[le + 1 : end].split("\n"))])
        message = ""
    if not message and _VITEST_NEXT_FAIL_RX.match(buf, end):
        # vitest prints tests that failed with one error as FAIL lines over that error
        if len(st.vitest_shared) < _MAX_MEMBERS:
            st.vitest_shared.append(head)
        return
    shared, st.vitest_shared = st.vitest_shared, []
    # (chai's note after its message, "// Object.is equality", is kept: it says which
    # comparison failed, as vitest printed it)
    if message.endswith(("[", "{")):
        # an error whose message is JSON (zod's issues): its code and message say what it is
        body = []
        for a, b in _lines(buf, msg_end + 1, end, 40):
            text = buf[a:b]
            if text.startswith(("]", "}")) or text.lstrip().startswith("\u276f"):
                break
            body.append(text.strip())
        pairs = _JSON_FIELD_RX.findall(" ".join(body))
        # the first code is the issue's own; codes after it are its nested issues' (a union's
        # branches); the last message is the issue's own
        codes = list(dict.fromkeys(v for k, v in pairs if k == "code"))
        messages = [v for k, v in pairs if k == "message"]
        said = []
        if codes:
            nested = f" ({', '.join(codes[1:])})" if len(codes) > 1 else ""
            said.append(f"code {codes[0]}{nested}")
        if messages:
            said.append(f"message {messages[-1]}")
        message = f"{message.rstrip('[{ ').rstrip(':')}: {', '.join(said)}" if said else message
    if _SNAPSHOT_MISMATCH_RX.match(message):
        # as for jest: the first line the snapshot had and the one received instead
        diff = _VITEST_DIFF_RX.search(buf, msg_end, end)
        if diff:
            first = _first_changed(_JEST_DIFF_LINE_RX, buf, diff.end(), min(end, diff.end() + 4096))
            pairs = [f"Snapshot: {first['-']}"] if "-" in first else []
            pairs += [f"Received: {first['+']}"] if "+" in first else []
            message = f"{message} - {', '.join(pairs)}" if pairs else message
    elif message.endswith(":") and (diff := _VITEST_DIFF_RX.search(buf, msg_end, end)):
        # node's assert under vitest ("Expected values to be strictly deep-equal:"): the
        # first lines of vitest's diff that differ, as printed
        lines = _diff_said(_JEST_DIFF_LINE_RX, buf, diff.end(), min(end, diff.end() + 4096))
        message = f"{message} - Expected + Received: {lines}" if lines else message
    elif "to be called with arguments" in message and (
        spy := _VITEST_SPY_CALLS_RX.search(buf, msg_end, end)
    ):
        # a spy's calls under "Received:": each call's diff against the arguments expected,
        # its first changed lines as printed
        lines = _diff_said(_JEST_DIFF_LINE_RX, buf, spy.end(), min(end, spy.end() + 4096))
        message = f"{message} {lines}" if lines else message
    elif "\u2026'" in message and (values := _VITEST_VALUES_RX.search(buf, msg_end, end)):
        # chai cut the strings it compared; vitest's lines under its message hold them whole
        message = _CHAI_CUT_STRING_RX.sub("\u2026", message)
        message = f"{message} - Expected: {values.group(1)}, Received: {values.group(2)}"
    elif "\u2026(" in message:
        # chai elided what differs ("[ 'pear', …(2) ]"): the diff's first lines that differ
        diff = _VITEST_DIFF_RX.search(buf, msg_end, end)
        if diff:
            first = _first_changed(_JEST_DIFF_LINE_RX, buf, diff.end(), min(end, diff.end() + 4096))
            if len(first) == 2:
                differ = f"first difference: expected {first['-']}, received {first['+']}"
                short = _chai_elided(message)
                if len(message) + len(differ) > _VITEST_MESSAGE_SHOWN and short != message:
                    # the value chai elided told as "…", what it said of it whole ("expected
                    # … to have a length of 2 but got 1")
                    message = short
                if len(message) + len(differ) > _VITEST_MESSAGE_SHOWN:
                    # what was asserted, without the values chai elided anyway
                    verb = _CHAI_VERB_RX.search(message)
                    asserted = (
                        f"expected \u2026 {verb.group(1)} \u2026" if verb else "values differ"
                    )
                    message = f"{message.split(':', 1)[0]}: {asserted}"
                message = f"{message} - {differ}"
    # the first frame outside installed code (a transform's error has only vite's)
    loc = next(
        (
            m.group(1)
            for m in _VITEST_LOC_RX.finditer(buf, le, end)
            if "node_modules/" not in m.group(1) and not m.group(1).startswith("node:")
        ),
        "",
    )
    natural = _test_natural(message)
    if message.startswith("Error: Transform failed with "):
        # a file vite could not compile: the compiler's error and its place
        # (oxc: "[PARSE_ERROR] Unexpected token" over "╭─[ src/a.ts:3:2 ]";
        # esbuild: "/src/a.ts:3:1: ERROR: Unexpected "}"")
        what = _TRANSFORM_ERROR_RX.search(buf, le, end)
        if what:
            error = what.group("oxc") or what.group("esbuild")
            message = f"Transform failed: {_clean(error)}"
            loc = what.group("place") or what.group("where") or loc
            natural = "build"
    for name in (*shared, head):
        key = _cause("vitest", message, loc, name.split(" > ", 1)[0], name)
        st.add(_Found(natural, "vitest", name, message, loc, brief=name), key)


_VITEST_NEXT_FAIL_RX = re.compile(r"\n[ \t]+FAIL ")
_VITEST_UNHANDLED_RX = re.compile(r"⎯+ (Uncaught Exception|Unhandled Rejection|Unhandled Error) ⎯")
_VITEST_BLAME_RX = re.compile(r'^The latest test that might\'ve caused the error is "(.+)"', re.M)
_VITEST_ORIGIN_RX = re.compile(r'^This error originated in "(.+?)" test file', re.M)


def _on_vitest_unhandled(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``⎯⎯ Uncaught Exception ⎯⎯`` (also Unhandled Rejection): an error thrown outside any
    test's own run (a timer, a promise nobody awaited); the run fails though every test
    passed. Named by the test vitest blames, and where it was thrown."""
    m = _VITEST_UNHANDLED_RX.match(line.strip())
    if not m:
        return
    end = _block_end(buf, _VITEST_BLOCK_END_RX, le)
    st.skip_until = max(st.skip_until, end)
    error, _ = _first_text(buf, le + 1, end)
    if not error:
        return
    loc_m = _VITEST_LOC_RX.search(buf, le, end)
    loc = loc_m.group(1) if loc_m and not loc_m.group(1).startswith("node:") else ""
    test = _VITEST_BLAME_RX.search(buf, le, end)
    origin = _VITEST_ORIGIN_RX.search(buf, le, end)
    names = [x.group(1) for x in (origin, test) if x]
    head = " > ".join(names) if names else m.group(1).lower()
    message = f"{m.group(1)}: {error}"
    key = ("vitest", message, loc) if loc else ("vitest", head)
    st.add(_Found("test", "vitest", head, message, loc, brief=head), key)


def _on_vitest_tests(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    # the files' count above the tests'
    files = _line_above(buf, ls)
    files = files if files.startswith("Test Files ") else ""
    if files:
        # and the snapshots' above that, when some failed
        at = buf.rfind("\n", 0, max(0, ls - 1))
        snaps = _line_above(buf, at + 1) if at >= 0 else ""
        if snaps.startswith("Snapshots ") and "failed" in snaps:
            files = f"{snaps}; {files}"
    st.vitest_tests = f"{files}; {line.strip()}" if files else line.strip()
    if "failed" in line:
        st.total("vitest", st.vitest_tests)


def _on_vitest_errors(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``     Errors  1 error`` under the Tests line: errors outside any test's own run."""
    st.total("vitest", f"{st.vitest_tests}; {line.strip()}" if st.vitest_tests else line)


# mocha's json reporter: one JSON document, two spaces a level; its "stats" (the counts) and
# its "failures" (each failed test with its error, each read at its own "    {" line: a
# failure's stack may take kilobytes) are read, the "tests" it lists all are not
_MOCHA_JSON_RX = re.compile(r'  "(stats|tests|pending|failures|passes)": [\[{]\s*$')
_JSON_FIELD_LINE_RX = re.compile(
    r'^ {6,8}"(fullTitle|file|message|stack|name)": ("(?:[^"\\\n]|\\.)*")', re.M
)
_JSON_COUNT_RX = re.compile(r'^    "(tests|passes|pending|failures)": \d+', re.M)
_MOCHA_JSON_ENTRY_END_RX = re.compile(r"\n    [{}]|\n  \]")  # (its end, or the next)
_JSON_ERR_RX = re.compile(r'^ {6}"err": ', re.M)
_MOCHA_STATS_SPAN = 512


def _on_mocha_json(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``  "stats": {`` and ``  "failures": [`` of mocha's json reporter (the other lists
    end the failures')."""
    m = _MOCHA_JSON_RX.match(line)
    if m is None:
        return
    st.mocha_failures = m.group(1) == "failures"
    if m.group(1) == "stats":
        # (its ten lines: a line shaped like it that does not close is read that far only)
        limit = min(len(buf), le + _MOCHA_STATS_SPAN)
        close = buf.find("\n  }", le, limit)
        end = close if close >= 0 else limit
        counts = {c.group(1): c.group(0).strip() for c in _JSON_COUNT_RX.finditer(buf, le, end)}
        st.mocha_json = ", ".join(counts.values())  # as printed: "tests": 361, ...
        if not counts.get("failures", "").endswith(" 0"):
            st.total("mocha", st.mocha_json)


def _on_mocha_json_entry(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """A ``    {`` of mocha's json reporter: in its "failures", a failed test and its error."""
    if not st.mocha_failures or line.rstrip() != "    {":
        return
    close = _MOCHA_JSON_ENTRY_END_RX.search(buf, le, _window(buf, le))
    end = close.start() if close else _window(buf, le)
    fields: dict[str, str] = {}
    for f in _JSON_FIELD_LINE_RX.finditer(buf, le, end):
        try:
            fields.setdefault(f.group(1), json.loads(f.group(2)))
        except _UNREADABLE:
            continue
    stack = fields.get("stack", "")
    said = stack.split("\n    at ", 1)[0] if stack else fields.get("message", "")
    if not said and (_JSON_ERR_RX.search(buf, le, end) or "fullTitle" not in fields):
        return  # "err": {} (a test listed here that did not fail)
    # (mocha 1.x's json lists a failed test by its titles alone, with no "err")
    said = said or "failed (mocha's json gives no error)"
    head = fields.get("fullTitle", "") or "(unnamed test)"
    message = _shorten(" ".join(said.split()), _LINE_SHOWN)
    loc = _js_frame(stack, 0, len(stack)) if stack else ""
    file = fields.get("file", "")
    key = _cause("mocha", message, loc, file.rpartition("/")[2], head)
    st.add(_Found(_test_natural(message), "mocha", head, message, loc, brief=head), key)


# jest's --json and vitest's --reporter=json: one line, one document (vitest's is jest's
# shape); its counts, and each test that failed with what jest would print under its bullet
_JEST_JSON_COUNTS = (
    "numFailedTestSuites",
    "numRuntimeErrorTestSuites",
    "numFailedTests",
    "numPassedTests",
    "numPendingTests",
    "numTodoTests",
    "numTotalTests",
)


def _on_jest_json(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``{"numFailedTestSuites":1,...}`` (jest) or ``{"numTotalTestSuites":8,...}``
    (vitest): each failed test told as jest's own report tells it (its file, its full name
    as ``-t`` takes it, its error and the place in the project its stack names), the
    counts as the document writes them."""
    try:
        doc = json.loads(buf[ls:le])
    except _UNREADABLE:
        return  # cut (a line past _MAX_LINE) or not the reporter's: nothing to say
    if not isinstance(doc, dict) or not isinstance(doc.get("testResults"), list):
        return
    counts = [
        f'"{k}":{v}'
        for k, v in doc.items()
        if k in _JEST_JSON_COUNTS and isinstance(v, int) and (v or k == "numFailedTests")
    ]
    # (vitest's document leads with the total of suites, jest's with the failed ones)
    tool = "vitest" if line.startswith('{"numTotalTestSuites"') else "jest"
    if tool not in st.totals:
        # (jest's own count line, on stderr beside it, says them already)
        st.total(tool, ",".join(counts))
    told = any(g.first.tool == tool for g in st.groups.values())
    skip_until, file = st.skip_until, st.jest_file
    left, unread = _MAX_JSON_TESTS, 0
    for suite in doc["testResults"]:
        if told or not isinstance(suite, dict):
            break  # (jest's own report, on stderr beside it, said them)
        st.jest_file = str(suite.get("name", ""))
        failed = [
            a
            for a in suite.get("assertionResults") or []
            if isinstance(a, dict) and a.get("status") == "failed"
        ]
        blocks = [
            (
                str(a.get("fullName") or a.get("title") or ""),
                "\n".join(map(str, a.get("failureMessages") or [])),
            )
            for a in failed
        ]
        if not failed and suite.get("status") == "failed" and suite.get("message"):
            blocks = [("Test suite failed to run", str(suite["message"]))]
        unread += max(0, len(blocks) - left)
        for title, said in blocks[:left]:
            left -= 1
            # (the report names the matcher's error "Error: expect(received)...", where
            # jest's own report starts at the matcher)
            said = said.removeprefix("Error: ") if said.startswith("Error: expect(") else said
            # as jest prints it: "  ● title", a blank line, the error indented
            body = "".join(f"    {x}\n" for x in said.splitlines()[:200])
            text = f"\n  \u25cf {title}\n\n{body}"
            _jest_block(st, text, len(f"\n  \u25cf {title}"), f"  \u25cf {title}", tool)
    st.skip_until, st.jest_file = skip_until, file
    if unread:
        # (past the cap: counted, not read)
        st.overflow[("test", tool)] = st.overflow.get(("test", tool), 0) + unread


_MAX_JSON_TESTS = 2048
"""Failed tests read from a JSON report (the rest are counted by its totals)."""


def _on_mocha_count(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if "passing" in line:
        st.mocha_passing = line.strip()
        # and the tests it skipped, the line under it ("25 pending")
        nxt = buf[le + 1 : min(len(buf), le + 1 + 80)].split("\n", 1)[0].strip()
        if _MOCHA_PENDING_RX.fullmatch(nxt):
            st.mocha_passing += f", {nxt}"
        return
    st.mocha_failing = True
    counts = f"{st.mocha_passing}, {line.strip()}" if st.mocha_passing else line
    st.total("mocha", counts)


_MOCHA_PENDING_RX = re.compile(r"\d+ pending")
# "Error: Timeout of 300ms exceeded. For async tests and hooks, ensure ... (/w/test/a.js)"
_MOCHA_TIMEOUT_RX = re.compile(r"(Error: Timeout of \d+ms exceeded)\. .*\((\S+)\)$")
# the first lines of node's assert diff, up to mocha's own ("+ expected - actual")
_DIFF_LEGEND_RX = re.compile(r"\b[Aa]ctual\b.*\b[Ee]xpected\b|\b[Ee]xpected\b.*\b[Aa]ctual\b")


# mocha's diff of two values: its legend, then lines marked "-" (actual) and "+" (expected),
# an object's members indented after the mark as printed ('-  "query": "?that%27s"')
_MOCHA_LEGEND_RX = re.compile(r"^[ \t]*\+ expected - actual[ \t]*$", re.M)
_MOCHA_DIFF_RX = re.compile(r"^[ \t]*([-+])(?!expected|actual)( *\S.*)$", re.M)


def _loose_values(buf: str, start: int, end: int) -> str:
    """Node's assert on loose equality: the actual value, ``should loosely deep-equal``, the
    expected one, each perhaps over several lines, blank lines between; ``""`` if not so."""
    parts: list[list[str]] = [[]]
    for ls, le in _lines(buf, start + 1, end, 40):
        text = buf[ls : min(le, ls + _LINE_SHOWN)].strip()
        if text.startswith(("+ expected", "+ actual", "at ")):
            break
        if text.startswith("should ") and len(parts) == 1 and parts[0]:
            parts += [[text], []]
        elif text:
            parts[-1].append(text)
        elif len(parts) == 3 and parts[2]:
            break
    if len(parts) < 3 or not parts[2]:
        return ""
    actual, phrase, expected = (" ".join(p) for p in parts)
    return f"{_shorten(actual, 80)} {phrase} {_shorten(expected, 80)}"


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
        more, more_end = _first_text(buf, msg_end + 1, end)
        if more.startswith("+ actual - expected"):
            # node's assert diff: "+ '$19.99'" then "- '$20.00'"; of an object or array,
            # its first lines that differ, as printed
            said = _diff_said(_ASSERT_DIFF_RX, buf, more_end, end)
            message = f"{message} {said}" if said else message
        elif more and not more.startswith(("at ", "+ expected", "+ actual")):
            # the two values (Url {...} should loosely deep-equal {...}); of two objects too
            # long to tell whole, with mocha's diff of them after, its first changed lines:
            # where they differ
            said = _loose_values(buf, msg_end, end)
            legend = _MOCHA_LEGEND_RX.search(buf, msg_end, end) if "…" in said else None
            if legend and more.endswith(("{", "[")):
                said = _diff_said(_MOCHA_DIFF_RX, buf, legend.end(), end, as_printed=True) or said
            message = f"{message} {said or more}"
    loc = _js_frame(buf, title_end, end)
    timeout = _MOCHA_TIMEOUT_RX.match(message)
    if timeout:
        # its advice on done() and promises says nothing of this test; the file it names does
        message, loc = timeout.group(1), loc or timeout.group(2)
    # (a failure at the test's own line is filed by its message, as jest's: see _cause)
    place = loc.partition(" ")[0].rpartition(":")[0].rpartition(":")[0]
    key = _cause("mocha", message, loc, place if _is_test_path(place) else "", title)
    st.add(_Found("test", "mocha", title, message, loc, brief=title), key)


# --------------------------------------------------------------------------- node --test

# node's own runner, spec reporter (the default from node 23 on, and on a terminal before)
# and dot reporter: progress lines "▶ suite", "✖ test (1.2ms)", the totals (each line an
# information sign, U+2139, then "tests 3"), and a list of the failures ("✖ failing tests:",
# or "Failed tests:" for dot), each with its error, frames and (spec) a "test at
# file:line:col" line before it
_NODE_MARK_RX = re.compile(r"([ \t]*)✖ (.+?)( \([\d.]+m?s\))?\s*$")
_NODE_SUITE_RX = re.compile(r"([ \t]*)▶ (.+?)\s*$")
_NODE_TEST_AT_RX = re.compile(r"test at ((\S+?):\d+:\d+)\s*$")
_NODE_TOTAL_RX = re.compile(r"\u2139 (tests|suites|pass|fail|cancelled|skipped|todo) (\d+)\s*$")
_NODE_PARENT_RX = re.compile(r"^'\d+ subtests? failed'$")
_NODE_MAX_NAMES = 10_000
# what a test file that died printed before its "✖ file" line (node runs each in a process)
_NODE_PROGRESS_RX = re.compile(r"\n[ \t]*[✖✔▶﹣] ")
_NODE_CRASH_RX = re.compile(r"^((?:[A-Z]\w*)?Error(?: \[\w+\])?: \S.*)$", re.M)


def _on_node_suite(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _NODE_SUITE_RX.match(line)
    if m and not st.node_failing:
        indent = len(m.group(1))
        for deeper in [k for k in st.node_suites if k >= indent]:
            del st.node_suites[deeper]
        st.node_suites[indent] = m.group(2)


def _on_node_failed_header(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``✖ failing tests:`` (spec) or ``Failed tests:`` (dot): the failures follow."""
    st.node_failing = True


# gotestsum's line for a package that failed, two spaces after its mark, at the line's start:
# "✖  github.com/a/b (101ms)", "✖  . (1.313s)"
_GOTESTSUM_PACKAGE_RX = re.compile(r"\u2716  \S+ \([\d.]+m?s\)\s*$")


# mocha 1.x (still pinned by old packages): "✖ 59 of 158 tests failed:" before its numbered
# failures ("1) suite title:" then the error and its frames), "✔ 158 tests complete" on a pass
_MOCHA_ONE_COUNT_RX = re.compile(r"\d+ of \d+ tests? failed:?")


def _on_node_mark(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _NODE_MARK_RX.match(line)
    if not m:
        return
    indent, name = len(m.group(1)), m.group(2)
    if _GOTESTSUM_PACKAGE_RX.match(line):
        return  # gotestsum's mark of a package that failed: its tests say why
    if name == "failing tests:":
        st.node_failing = True
        return
    if _MOCHA_ONE_COUNT_RX.fullmatch(name):
        # mocha 1.x's count ("✖ 59 of 158 tests failed:"), its numbered failures after it
        st.mocha_failing = True
        st.total("mocha", name.rstrip(":"))
        return
    row = _TSD_ROW_RX.fullmatch(name)
    if row and not m.group(3):
        _tsd_row(st, buf, ls, le, row)
        return
    if not m.group(3):
        # node prints a duration after each test; a line without one is tap-spec's
        _tap_spec(st, buf, ls, le, indent, name)
        return
    # the indented lines under it: its error and frames (node 20 prints them in the
    # progress too; the list of failures at the end has them in every version)
    end = le
    for ls2, le2 in _lines(buf, le + 1, min(len(buf), le + 1 + 16 * 1024), 200):
        text = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)]
        if text.strip() and len(text) - len(text.lstrip()) <= indent:
            break
        end = le2
    st.skip_until = max(st.skip_until, end)
    if not st.node_failing:
        if st.node_suites.get(indent) == name:
            del st.node_suites[indent]  # a suite that failed with its tests: they say why
            return
        for deeper in [k for k in st.node_suites if k >= indent]:
            del st.node_suites[deeper]
        path = [v for _, v in sorted(st.node_suites.items())]
        full = " > ".join([*path, name])
        if len(st.node_names) < _NODE_MAX_NAMES:
            st.node_names.setdefault(name, full)
            st.node_pending.append(full)
            if not path:
                # a file whose process died: the error it printed since the last progress line
                start = max(0, ls - _BEHIND)
                last = None
                for last in _NODE_PROGRESS_RX.finditer(buf, start, ls):  # noqa: B007
                    pass
                crash = _NODE_CRASH_RX.search(buf, last.end() if last else start, ls)
                if crash:
                    st.node_crashes[name] = crash.group(1)[:_LINE_SHOWN]
        return
    message, msg_end = _first_text(buf, le + 1, end)
    if _NODE_PARENT_RX.match(message):
        return  # a suite, failing because its tests did
    if message.endswith(":"):
        # node's assert diff: the values, loosely compared, said as mocha's are; else the
        # first line of what follows
        more, more_end = _first_text(buf, msg_end + 1, end)
        loose = _loose_values(buf, msg_end, end) if "loosely" in message else ""
        if loose:
            message = f"{message} {loose}"
        elif more.startswith("+ actual - expected"):
            said = _diff_said(_ASSERT_DIFF_RX, buf, msg_end, end)
            message = f"{message} {said}" if said else f"{message} {more}"
        elif more and not more.startswith("at "):
            message = f"{message} {more}"
            if _DIFF_LEGEND_RX.search(more):
                # another library's diff under its legend ("[Diff] Actual / Expected", deno's
                # asserts): its first changed lines, as printed
                said = _diff_said(_ASSERT_DIFF_RX, buf, more_end, end)
                message = f"{message} {said}" if said else message
    if message == "'test failed'" and name in st.node_crashes:
        message = st.node_crashes[name]
    full = st.node_names.get(name, name)
    before = buf.rfind("\n", 0, max(0, ls - 1))
    test_at = _NODE_TEST_AT_RX.match(buf[before + 1 : ls - 1]) if ls else None
    test_file = test_at.group(2) if test_at else ""
    head = f"{test_file} > {full}" if test_file and test_file != full else full
    loc = _js_frame(buf, le, end)
    st.node_reported = True
    # the test's own place beside the assertion's, as node's TAP says it (see tap._own_place)
    where = (
        f"{loc}, test at {test_at.group(1)}"
        if test_at and _own_place(test_at.group(1), loc)
        else loc
    )
    found = _Found(_test_natural(message), "node --test", head, message, where, brief=head)
    st.add(found, _cause("node --test", message, loc, test_file, head))


def _on_node_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _NODE_TOTAL_RX.match(line.strip())
    if m:
        st.node_totals[m.group(1)] = int(m.group(2))
        shown = [f"{k} {v}" for k, v in st.node_totals.items() if v or k in ("tests", "fail")]
        st.total("node --test", ", ".join(shown))


def node_flush(st: _State) -> None:
    """Without a list of failures (a reporter from before node 20 printed none), the
    progress lines' failed tests are the findings."""
    if st.node_reported:
        return
    for full in st.node_pending:
        st.add(_Found("test", "node --test", full, "failed", brief=full), ("node --test", full))
    st.node_pending.clear()


# --------------------------------------------------------------------------- tap-spec

# tape's output through tap-spec: "  name" for a test, "    ✖ assertion" underlined with
# dashes, its operator, expected, actual and "at:" indented under it; a recap of the
# failures ("✖ assertion", no underline) and "total: / passing: / failing:" at the end
_TAP_SPEC_UNDERLINE_RX = re.compile(r"[ \t]*-{3,}[ \t]*$")
_TAP_SPEC_FIELD_RX = re.compile(r"[ \t]+(operator|expected|actual|at):[ \t]*(.*)$")
_TAP_SPEC_TOTAL_RX = re.compile(r"(total|passing|failing):\s+(\d+)\s*$")


def _tap_spec(st: _State, buf: str, ls: int, le: int, indent: int, name: str) -> None:
    nl = buf.find("\n", le + 1)
    underline = buf[le + 1 : nl if nl >= 0 else len(buf)]
    if not _TAP_SPEC_UNDERLINE_RX.match(underline):
        return  # the recap of failures at the end: each was read where it failed
    fields: dict[str, str] = {}
    end = nl
    lines = list(_lines(buf, nl + 1, min(len(buf), nl + 1 + 8 * 1024), 40))
    frames: list[str] = []
    in_stack = False
    for i, (ls2, le2) in enumerate(lines):
        text = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)]
        if in_stack:
            # the stack (unindented): where the assertion was, and what called its test
            frame = _stack_frame(text.strip()) if text.strip().startswith("at ") else ""
            if frame and len(frames) < _VIA_FRAMES:
                frames.append(frame)
            if not text.strip() or text.strip().startswith(("✔", "✖")):
                break
            end = le2
            continue
        if text.strip().startswith("stack:"):
            in_stack = True
            end = le2
            continue
        if fields and not text.strip():
            break
        end = le2
        f = _TAP_SPEC_FIELD_RX.match(text)
        if f is None:
            continue
        value = f.group(2).strip()
        if value in ("|-", "|", ">-", ">") and i + 1 < len(lines):
            a, b = lines[i + 1]
            value = buf[a : min(b, a + _LINE_SHOWN)].strip()
        fields.setdefault(f.group(1), value)
    st.skip_until = max(st.skip_until, end)
    # the test it belongs to: the nearest line above indented less, not an assertion
    test = ""
    for m in _TAP_SPEC_TEST_RX.finditer(buf, max(0, ls - _BEHIND), ls):
        if len(m.group(1)) < indent:
            test = m.group(2).strip()
    head = f"{test} > {name}" if test else name
    op = fields.get("operator", "")
    if op:
        message = (
            f"{op}: expected: {fields.get('expected', '?')}, actual: {fields.get('actual', '?')}"
        )
    else:
        message = "failed"
    loc = _via(frames) or _frame(fields.get("at", ""))
    key = ("tap-spec", message, loc) if loc else ("tap-spec", head)
    st.add(_Found("test", "tape", head, message, loc, brief=head), key)


# a test's name: not an assertion, not a line of a stack tap-spec printed above
_TAP_SPEC_TEST_RX = re.compile(r"^([ \t]*)((?!at |\w*Error\b)[^\s✖✔\-].*)$", re.M)


def _on_tap_spec_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _TAP_SPEC_TOTAL_RX.match(line.strip())
    if m:
        st.tap_spec[m.group(1)] = int(m.group(2))
        st.total("tape", ", ".join(f"{k}: {v}" for k, v in st.tap_spec.items()))


# vows' spec reporter: "  ♢ jStat.cumsum" (a suite), "  cumsum" (a context), then a test per
# line, "    ✗ return basic cumsum", its error under it: "» expected 1.25," then "got 1.6 (==)"
# for an assertion, or an exception and its stack; at the end "✗ Errored » 310 honored ∙ 42
# broken ∙ 15 errored (0.665s)"
_VOWS_SUITE_RX = re.compile(r"[ \t]*\u2662 (.+?)[ \t]*$", re.M)
_VOWS_TOTAL_RX = re.compile(r"\u2717 (?:Errored|Broken) \u00bb (.+?)(?: \([\d.]+m?s\))?\s*$")
_VOWS_COMMENT_RX = re.compile(r"\s+// \S+$")
_VOWS_LINES = 40
"""Lines read under a failed test for its error."""


def _on_vows_mark(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``    ✗ return basic variance``, then ``» expected 1.25,`` and ``got 1.66 (==)``, or an
    exception and its stack, indented under it."""
    indent = len(line) - len(line.lstrip())
    title = line.strip()[2:].strip()
    said: list[str] = []
    end = le
    for a, b in _lines(buf, le + 1, _window(buf, le), _VOWS_LINES):
        text = buf[a : min(b, a + _LINE_SHOWN)]
        stripped = text.strip()
        # ("  \tgot\t 1.66 (==)": a tab indents the second line of an assertion's values)
        if not stripped or len(text.expandtabs()) - len(text.expandtabs().lstrip()) <= indent:
            break
        end = b
        if not stripped.startswith("at ") and len(said) < 2:
            said.append(_VOWS_COMMENT_RX.sub("", stripped.removeprefix("\u00bb ").strip()))
    st.skip_until = max(st.skip_until, end)
    # an assertion's two lines ("expected 1.25," and "got 1.66 (==)") are one message; an
    # exception is its first line, at the stack's place in the project
    message = " ".join(said) if said[1:] and said[1].startswith("got") else (said[:1] or [""])[0]
    loc = _js_frame(buf, le, end) if not message.startswith("expected ") else ""
    # (the suite's line: the last "♢" above, within _BEHIND; found by one search)
    mark = buf.rfind("\u2662", max(0, ls - _BEHIND), ls)
    suite = _VOWS_SUITE_RX.match(buf, buf.rfind("\n", 0, mark) + 1) if mark >= 0 else None
    head = f"{suite.group(1)}: {title}" if suite else title
    cause = _cause("vows", message or "failed", loc, "", head)
    st.add(_Found("test", "vows", head, message or "failed", loc, brief=title), cause)


def _on_vows_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _VOWS_TOTAL_RX.match(line.strip())
    if m:
        st.total("vows", m.group(1))


# tsd (type tests of a .d.ts): "  types/test.ts:3:30" (a file, at its first error), its errors
# under it, "  ✖  3:30  Type 1 is not assignable to type string.", and "  2 errors" at the end
_TSD_ROW_RX = re.compile(r"\s*(\d+):(\d+) {2,}(\S.*?)")
_TSD_FILE_RX = re.compile(r"[ \t]+(\S+\.(?:[cm]?tsx?|[cm]?js))(?::\d+:\d+)?[ \t]*")
_TSD_TOTAL_RX = re.compile(r"^[ \t]+(\d+ errors?)[ \t]*$", re.M)
_TSD_TOTAL_AHEAD = 256


def _tsd_row(st: _State, buf: str, ls: int, le: int, row: re.Match[str]) -> None:
    """One of tsd's errors, at its place in the file named above it."""
    file = ""
    pos = ls - 1
    for _ in range(64):
        start = buf.rfind("\n", max(0, ls - _BEHIND), pos) + 1
        above = buf[start:pos]
        named = _TSD_FILE_RX.fullmatch(above)
        if named:
            file = named.group(1)
            break
        if start <= 0 or (above.strip() and "\u2716" not in above):
            break
        pos = start - 1
    if not file:
        return
    where = f"{file}:{row.group(1)}:{row.group(2)}"
    message = row.group(3)
    found = _Found("lint", "tsd", f"{where}  {message}", brief=where, place=where, what=message)
    st.add(found, ("tsd", message))
    # (its count a few lines under its last error: not looked for further)
    total = _TSD_TOTAL_RX.search(buf, le, min(len(buf), le + _TSD_TOTAL_AHEAD))
    if total:
        st.total("tsd", total.group(1))


# uvu: '   FAIL  Object  "Objects"' (the suite, then the test's name in quotes), the assertion's
# message ("Expected values to be strictly equal:  (is)"), its diff ("++true     (Expected)",
# "--false    (Actual)"), and the stack; its counts at the end ("  Total:     16", "  Passed:
# 13", "  Skipped:   0", "  Duration:  5.38ms")
# (not vitest's "FAIL  test/x.test.js > suite > name", whose names may hold quotes too)
_UVU_FAIL_RX = re.compile(r"[ \t]+FAIL  (?!.* > )(\S.*?  \".*\")\s*$")
_UVU_END_RX = re.compile(r"\n(?:\n\n|[ \t]+FAIL  |[ \t]+Total: )")
_UVU_DIFF_LINES = 4


def _uvu_failure(st: _State, buf: str, le: int, head: str) -> None:
    """A failed uvu test: its suite and name as uvu prints them, the assertion's message with
    the lines of its diff (expected, then actual), and the place in the project."""
    end = _block_end(buf, _UVU_END_RX, le)
    st.skip_until = max(st.skip_until, end)
    message, msg_end = _first_text(buf, le + 1, end)
    diff: list[str] = []
    for a, b in _lines(buf, msg_end + 1, end, 40):
        text = buf[a : min(b, a + _LINE_SHOWN)].strip()
        if text.startswith("at "):
            break
        if text.startswith(("++", "--")) and len(diff) < _UVU_DIFF_LINES:
            diff.append(text)
    said = _clean(" ".join([message, *diff]))
    loc = _js_frame(buf, msg_end, end)
    st.add(_Found("test", "uvu", head, said, loc, brief=head), ("uvu", head))


_UVU_COUNT_RX = re.compile(r"[ \t]+(Total|Passed|Skipped):\s+(\d+)")


def _on_uvu_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """uvu's counts, ``Total: 16; Passed: 13; Skipped: 0``; only with its ``Passed:`` line
    under the first (another tool's "Total:" is not uvu's)."""
    counts = [m.group(0).strip() for m in _UVU_COUNT_RX.finditer(buf, ls, min(len(buf), ls + 200))]
    if len(counts) >= 2 and counts[1].startswith("Passed:"):
        st.total("uvu", "; ".join(counts[:3]))
