"""Go: go test failures, panics and failed packages."""

from __future__ import annotations

import itertools
import json
import re

from activities.summarize.base import (
    _LINE_SHOWN,
    _MAX_GROUPS,
    SUMMARY_MAX,
    TOTALS_MAX,
    _block_end,
    _clean,
    _file_in,
    _first_changed,
    _Found,
    _is_test_path,
    _lines,
    _shorten,
    _State,
    _window,
)

# --------------------------------------------------------------------------- go

_GO_FAIL_RX = re.compile(r"(\s*)--- FAIL: (\S+)")
_GO_LOG_RX = re.compile(r"\s+(\S+\.go:\d+): (.*)$")
_TESTIFY_FIELD_RX = re.compile(r"\s+(Error|Messages):\s+(\S.*)$")
# testify's "Error Trace:" field: the check's file by its path, where go test names it by its
# base name ("int_test.go:81"); its first line is the test's own
_TESTIFY_TRACE_RX = re.compile(r"\s+Error Trace:\s+(\S+\.go:\d+)\s*$")
# a field's value going on below it: no name before its tab ("\t            \tactual  : 0x0")
_TESTIFY_MORE_RX = re.compile(r"\s*\t {4,}\t(\S.*)$")
_GO_FRAME_RX = re.compile(r"^\t(\S+\.go:\d+)", re.M)
# the call above a frame: "github.com/google/uuid.Parse({0x57b0bf?, ...})" names
# github.com/google/uuid.Parse, as go prints it
_GO_FUNC_RX = re.compile(r"((?:\S+/)?[\w.()*]+)\(")
_GO_VALUES = 3
# a value compared, on its label's line: "Expected[...]", "got: 3", "Actual = x"
_GO_COMPARED_RX = re.compile(r"(?i)(?:expected|actual|got|want|wanted|have)(?:\s*[\[:=(]\s*|\s+)\S")
"""Lines under a log message that ends at its colon, taken as its values."""
# a line of a diff under such a message: its mark, then the value
_GO_DIFF_LINE_RX = re.compile(r"^[ \t]*([-+])[ \t]+(\S.*)$", re.M)
# a value a test labels with a dash, as a diff's line would be ("-  got: 4")
_GO_MARKED_VALUE_RX = re.compile(r"[-+]\s+(?:want|got|expected|actual|exp|act)\b\s*:")
# a diff's heading under a message of several lines: "Diff", "Diff:"
_GO_DIFF_HEAD_RX = re.compile(r"Diff:?$")
_GO_STD_PATHS = ("/usr/lib/go", "/usr/local/go", "/src/runtime/", "/src/testing/")


def _go_frame(buf: str, start: int, end: int) -> str:
    """The innermost frame outside Go's own sources, with its function:
    ``/src/uuid/uuid.go:85 in github.com/google/uuid.Parse`` (a crowded digest says
    ``uuid.Parse``: module ``rank``); when that is not a test file, the test's frame
    that called it follows (``... from /src/uuid/uuid_test.go:40``)."""
    found = ""
    for i, m in enumerate(_GO_FRAME_RX.finditer(buf, start, end)):
        if i > _GO_FRAMES or any(p in m.group(1) for p in _GO_STD_PATHS):
            continue
        if found:
            if _GO_TEST_FILE_RX.search(m.group(1)):
                return f"{found} from {m.group(1)}"
            continue
        call = buf.rfind("\n", start, m.start() - 1)
        func = _GO_FUNC_RX.match(buf, call + 1, m.start()) if call >= 0 else None
        found = f"{m.group(1)} in {func.group(1)}" if func else m.group(1)
        if _GO_TEST_FILE_RX.search(m.group(1)) and (
            not func or _GO_TEST_FUNC_RX.search(func.group(1))
        ):
            # (a helper of the tests, "gjson.assert": the test that called it follows)
            return found
    return found


_GO_OTHER_CHECKS = 3
"""Checks of one test at other lines than its first told after it (its logged context, the
check that failed, its count of failed cases)."""
_GO_AGAIN = 3
"""Cases of a loop that failed the same check told after its first, with their values."""
_GO_CASES_KEPT = 16
"""Cases of a loop remembered past _GO_AGAIN: told after those where a line has room."""
_GO_AGAIN_SHOWN = 120
"""How long a case told again may grow with the lines it goes on with."""
# a log line that says a check failed, not what the test printed on its way
_GO_SAYS_FAILED_RX = re.compile(
    r"(?i)\b(?:expected|expect|want(?:ed)?|got|fail(?:ed|ure)?|error|mismatch|should|must"
    r"|not equal|differ(?:s|ent)?|wrong|invalid|unexpected(?:ly)?)\b|!=|\bbad\b"
)
_GO_FRAMES = 24
"""Frames of a panic's stack read for its place and the test that called it."""
_GO_TEST_FILE_RX = re.compile(r"_test\.go:\d+$")
# a test's own function ("tree.TestWalk"; a closure in it, "tree.TestWalk.func1", is not:
# the test's line that called it follows)
_GO_TEST_FUNC_RX = re.compile(r"\.((?:Test|Fuzz|Benchmark|Example)\w*)$")


def go_places(st: _State) -> None:
    """A failing test's frame reads as go test's own ``file.go:N``, within its package,
    when its path says no more than the package its line names already: left absolute
    (outside the command's directory), or under the directory by the package's own path
    (GOPATH mode). In a module it stays relative to the directory
    (``cmp/internal/diff/diff.go:43``), which names the package's folder."""
    for group in st.groups.values():
        for found in group.members:
            if found.tool != "go test" or not found.pkg:
                continue
            place, sep, caller = found.loc.partition(" from ")
            if found.message.startswith(f"{found.loc}: "):
                # the place a test logged at, said first as go test says it; by testify's
                # path (see _TESTIFY_TRACE_RX) when that says more: a file outside the
                # directory by its base name, as go test names it
                shown = _in_package(place, found.pkg)
                shown = shown.rpartition("/")[2] if shown.startswith("/") else shown
                found.message = f"{shown}: {found.message[len(found.loc) + 2 :]}"
                place = shown
            found.loc = _in_package(place, found.pkg) + sep + _in_package(caller, found.pkg)


def go_test_packages(st: _State) -> None:
    """Beside a failing test, its package by what tells it from the others that failed: its
    path below their common folder (``v2/unstable`` for ``github.com/pelletier/go-toml/v2/
    unstable``), when go test's totals name each of them whole."""
    found = [m for g in st.groups.values() for m in g.members if m.tool == "go test" and m.pkg]
    pkgs = {m.pkg for m in found}
    said = st.totals.get("go test", "")
    if not pkgs or not all(p in said for p in pkgs):
        return  # (a package the totals do not name whole is said beside its tests)
    parts = [p.split("/") for p in pkgs]
    common = 0
    while all(len(p) > common + 1 and p[common] == parts[0][common] for p in parts):
        common += 1
    if common < 2:
        return  # (no module path shared: each said whole)
    for m in found:
        m.pkg = "/".join(m.pkg.split("/")[common:])


def go_build_packages(st: _State) -> None:
    """go build's packages, as it names them above their errors (``# pkg``): in its totals;
    beside each error only when the errors are in more than one package."""
    found = [m for g in st.groups.values() for m in g.members if m.tool == "go" and m.what]
    pkgs = list(dict.fromkeys(m.pkg for m in found if m.pkg))
    if not pkgs:
        return
    if len(pkgs) == 1 and all(m.pkg for m in found):
        for m in found:
            m.pkg = ""
    for m in found:
        # beside an error, the package alone (its header, "# pkg [pkg.test]", in the totals)
        m.pkg = m.pkg.partition(" [")[0]
    tested = st.totals.get("go test", "")
    # (where the digest has room, that it was a package's tests that did not build, as its
    # header says it: "# pkg [pkg.test]")
    tests = [p for p in pkgs if " [" in p]
    if all(f"{p.partition(' [')[0]} [build failed]" in tested for p in pkgs):
        # go test's totals name each package that did not build: its headers say no more
        pkgs = []

    def headed(pkgs: list[str]) -> str:
        said = "; ".join(f"# {p}" for p in pkgs[:6]) + ("; …" if len(pkgs) > 6 else "")
        parts = [said, st.totals.get("go", "")]
        if "[build failed]" in tested and not any(
            g.first.tool == "go test" for g in st.groups.values()
        ):
            # go test's own words for it: "FAIL pkg [build failed]", each package
            parts.append(tested)
        return "; ".join(x for x in parts if x)

    said, whole = headed(pkgs), headed(tests) if tests and not pkgs else ""
    if said:
        st.total("go", said, width=TOTALS_MAX, whole=whole if whole != said else "")


def _in_package(path: str, pkg: str) -> str:
    """``path`` within package ``pkg`` (see :func:`go_places`)."""
    if path.startswith(f"{pkg}/"):
        return path[len(pkg) + 1 :]
    if path.startswith("/"):
        at = path.find(f"/{pkg}/")
        if at >= 0:
            return path[at + len(pkg) + 2 :]
    return path


def _go_log(buf: str, start: int, end: int, indent: int) -> tuple[str, str, int, str, str]:
    """See :func:`_go_log_from`; a first log line with nothing under it that only says what
    the test does ("Running 197 tests") gives way to the next one that has."""
    skip = _go_bare_first(buf, start, end, indent)
    loc, message, consumed, first, again = _go_log_from(buf, skip or start, end, indent)
    return loc, message, max(consumed, start), first, again


def _go_bare_first(buf: str, start: int, end: int, indent: int) -> int:
    """Where the second log line starts, when the first has no line under it and the second
    has; else 0."""
    logs: list[tuple[int, int]] = []  # (start of the log line, lines under it)
    for ls, le in _lines(buf, start, end, 12):
        text = buf[ls : min(le, ls + _LINE_SHOWN)]
        stripped = text.lstrip()
        if len(text) - len(stripped) <= indent or stripped.startswith(_GO_RESULT_WORDS):
            break
        if _GO_LOG_RX.match(text):
            if len(logs) == 2:
                break
            logs.append((ls, 0))
        elif logs and stripped:
            logs[-1] = (logs[-1][0], logs[-1][1] + 1)
    if len(logs) == 2 and logs[0][1] == 0 and logs[1][1] > 0:
        return logs[1][0]
    return 0


# a line of prose: words, no values ("CSV info failed", "border table rendering failed")
_GO_DESCRIBED_RX = re.compile(r"[A-Za-z][\w'-]*(?: [\w'-]+)+")


# a value's label on a line of its own, the value on the next ("in:", "want:", "got:")
_GO_LABEL_RX = re.compile(r"[A-Za-z][\w ]{0,15}:")


def _go_logged_aside(first: str, check: str) -> bool:
    """Whether a test's first log line (``first``, its place) came from outside the test
    files while a later one that says a check failed (``check``) came from a test file."""
    return not _is_test_path(_file_in(first)) and _is_test_path(_file_in(check))


_GO_RESULT_WORDS = ("--- FAIL", "--- PASS", "--- SKIP", "=== ")
"""A subtest's result or go test's progress: where a test's log ends (not testify's diff
under a report, "--- Expected" and "+++ Actual")."""
_GO_LOG_LINES = 80
"""Lines of a test's log read for its message: a first log line may dump what the test got
(kong's 40-line help text) above the check that failed."""


# the first word of a case's message (three letters or more, not all hex digits: "#ADB" is
# a number): its kind ("rgb(...)", "hsl(...)"), whatever its numbers
_KIND_RX = re.compile(r"(?<![A-Za-z_])(?![A-Fa-f]+(?![A-Za-z_]))[A-Za-z_]{3,}")


def _new_kind(again: list[str], first: str, case: str) -> None:
    """``case`` told instead of the last of ``again`` whose kind ``first`` or an earlier one
    already tells, when no case told has its kind."""
    kinds = [_kind(x) for x in (first, *again)]
    if _kind(case) in kinds:
        return
    repeated = [i for i in range(1, len(kinds)) if kinds[i] in kinds[:i]]
    if repeated:
        del again[repeated[-1] - 1]
        again.append(case)


def _kind(case: str) -> str:
    m = _KIND_RX.search(case)
    return m.group(0) if m else ""


def _go_log_from(buf: str, start: int, end: int, indent: int) -> tuple[str, str, int, str, str]:
    """The first ``file.go:N: message`` a test logged, deeper than ``indent``, with the lines
    it goes on with; with testify's report (an empty message, then ``Error:`` and
    ``Messages:`` fields) those fields are the message. Returns (where, message, end of what
    was read, the message's first line: subtests whose first lines agree share a cause, and
    what the same check logged again for other cases, told when a line has room)."""
    loc = message = ""
    failing: tuple[str, str] | None = None  # a later log line that says a check failed
    said: list[str] = []
    # a message ending at its colon goes on below it ("Sprintf(...):", then "got: ..." and
    # "want: ..." lines indented under it): those lines are the message's values
    values: list[str] = []
    wanted = False
    # the last line of such a message: a helper's description of the check under its
    # got/want blocks ("got:\n[...]\nwant:\n[...]\nCSV info failed")
    said_last = ""
    label = ""
    more: list[str] | None = None
    log_indent = 0
    first = ""
    again: list[str] = []
    cases: list[str] = []  # every case told again, in order (as many as _GO_CASES_KEPT)
    said_lines = _GO_VALUES  # lines a testify field's value went on with
    # a second testify report of the test, at another line: its place and fields
    later_loc = ""
    later: list[str] = []
    diff_at = 0
    again_said = ""
    bare: list[str] = []
    # the same check's values again, logged bare at its line for other cases of a loop
    bare_again: list[list[str]] = []
    others: dict[str, str] = {}  # checks at other lines: place -> the first message there
    # a message that went on over lines, and the case told again last: where its own lines
    # go (-1: none), and how many it has taken
    went_on = False
    again_at, again_lines = -1, 0
    consumed = start
    for ls, le in _lines(buf, start, end, _GO_LOG_LINES):
        text = buf[ls : min(le, ls + _LINE_SHOWN)]
        stripped = text.lstrip()
        if len(text) - len(stripped) <= indent or stripped.startswith(_GO_RESULT_WORDS):
            break
        consumed = le
        log = _GO_LOG_RX.match(text)
        if log:
            wanted = False  # the next log line: its own message
            again_at = -1
            if loc:
                if more:
                    went_on = True
                    # a second log line: the first message's lines are done
                    message = " ".join([message, *more])
                more = None
                said_again = log.group(2).strip()
                if failing is None and _GO_SAYS_FAILED_RX.search(said_again):
                    failing = (log.group(1), said_again)
                if not message and said and not said_again and not later_loc:
                    later_loc = log.group(1) if log.group(1) != loc else ""
                elif (
                    log.group(1) == loc
                    and not message
                    and not said
                    and not said_again
                    and bare
                    and len(bare_again) < _GO_AGAIN
                ):
                    # the same check again (a loop over cases), its values under it
                    bare_again.append([])
                elif (
                    log.group(1) != loc
                    and message
                    and said_again
                    and log.group(1) not in others
                    and len(others) < _GO_OTHER_CHECKS
                ):
                    # another check of the test, at another line: its place and message
                    others[log.group(1)] = f"{log.group(1)}: {said_again}"
                elif (
                    log.group(1) in others
                    and said_again
                    and said_again not in others[log.group(1)]
                    and others[log.group(1)].count("; ") < _GO_AGAIN - 1
                ):
                    # that check again, for another case of a loop: what it said then
                    others[log.group(1)] += f"; {said_again}"
                elif log.group(1) == loc and said_again not in (first, *again):
                    # the same check again, in a loop over cases: what it said then; past
                    # _GO_AGAIN, a case of a kind not told yet takes the place of the last one
                    # of a kind told twice ("rgb(...)" among hex colours: another bug, maybe)
                    if len(cases) < _GO_CASES_KEPT and said_again not in cases:
                        cases.append(said_again)
                    if len(again) < _GO_AGAIN:
                        again.append(said_again)
                    else:
                        _new_kind(again, first, said_again)
                    if went_on and again[-1] == said_again:
                        again_at, again_lines = len(again) - 1, 0
                continue
            # (as printed: "a_test.go:85:  != 123" is a check of an empty value)
            loc, message = log.group(1), log.group(2).rstrip()
            message = message if message.strip() else ""
            first = message
            wanted = message.endswith(":")
            more = [] if message and not wanted else None
            log_indent = len(text) - len(stripped)
            continue
        if (
            message
            and not diff_at
            and len(text) - len(stripped) > log_indent
            and _GO_DIFF_HEAD_RX.match(stripped)
        ):
            # a diff a message of several lines ends with (goldmark's testutil: "Diff" over
            # "- | a" and "+ | b"): its first changed lines say what differs
            diff_at = le + 1
            continue
        if again_at >= 0 and len(text) - len(stripped) > log_indent:
            # the lines a case told again goes on with, as the first message's did
            # ("Tag: scenario 4", then its "Expected: ..." and "Got: ...")
            longer = f"{again[again_at]} {stripped.rstrip()}"
            if stripped and again_lines < _GO_VALUES and len(longer) <= _GO_AGAIN_SHOWN:
                again[again_at] = longer
                again_lines += 1
            elif stripped:
                again_lines = _GO_VALUES  # its lines in order, up to the first that is too long
            continue
        if more is not None and len(text) - len(stripped) > log_indent:
            # a message of several lines (t.Errorf("...\n...")): go indents the rest deeper,
            # its empty lines too ("bad, expected: true\n\n%#v\n\n%#v")
            if stripped and len(more) < _GO_VALUES:
                more.append(stripped.rstrip())
            continue
        if more:
            message = " ".join([message, *more])
        more = None
        if wanted and stripped:
            said_last = stripped.rstrip()
            if values and not diff_at and not _GO_MARKED_VALUE_RX.match(stripped):
                # go-cmp's report under "mismatch (-got +want):": its changed lines say it
                # (not values a test marked alike: "- want: 0" and "-  got: 4")
                diff_at = ls if _GO_DIFF_LINE_RX.match(buf, ls) else 0
            if len(values) < _GO_VALUES and _GO_LABEL_RX.fullmatch(stripped.rstrip()):
                # a value's label on a line of its own ("in:", then the value): with it
                label = f"{stripped.rstrip()} "
            elif len(values) < _GO_VALUES:
                values.append(f"{label}{stripped.rstrip()}")
                label = ""
            continue
        trace = _TESTIFY_TRACE_RX.match(text) if loc and not said else None
        if trace and trace.group(1).endswith(f"/{loc}"):
            # the path, relative to the command's directory once roots are stripped: a file
            # the agent can open, which go test's base name alone is not
            loc = trace.group(1)
            continue
        field = _TESTIFY_FIELD_RX.match(text)
        going_on = _TESTIFY_MORE_RX.match(text) if field is None else None
        report = later if later_loc else said
        if going_on and report and said_lines < _GO_VALUES:
            # a field's value over several lines ("Error: Not equal:" then "expected: 0x3"
            # and "actual  : 0x0" under it, as printed)
            report[-1] = f"{report[-1]} {going_on.group(1).rstrip()}"
            said_lines += 1
            continue
        said_lines = _GO_VALUES
        if loc and not message and not said and field is None and stripped:
            # a log line with no message of its own, its values under it ("Input [...]",
            # "Expected[...]", "Actual  [...]", blackfriday's helper): they are its message
            # when they compare values (not a dump of what the test printed)
            block = bare_again[-1] if bare_again else bare
            if len(block) < _GO_VALUES:
                block.append(stripped.rstrip())
            continue
        if (
            field
            and loc
            and not message
            and len(report) < 2
            and not any(s.startswith(field.group(1)) for s in report)
        ):
            report.append(f"{field.group(1)}: {field.group(2).strip()}")
            said_lines = 0
    if more:
        message = " ".join([message, *more])
    if (
        failing
        and message
        and not (said or values or diff_at or bare)
        and not _GO_SAYS_FAILED_RX.search(message)
        and _go_logged_aside(loc, failing[0])
    ):
        # what the code logged on its way, from outside the tests ("compiler.go:151:
        # values: [...]"), then the test's check that failed ("compiler_test.go:64:
        # Result: 0, expected: 3"): that check is the message, at its line
        (loc, message), others, again = failing, {}, []
    if not message and said:
        message = "; ".join(said)
        if later:
            message += f"; {later_loc}: {'; '.join(later)}"
    elif not message and any(_GO_COMPARED_RX.match(x) for x in bare):
        message = " ".join(bare)
        # the other cases' values, each once
        told = dict.fromkeys(" ".join(b) for b in bare_again if b)
        again_said = "; ".join(x for x in told if x != message)
    if diff_at:
        sides = _first_changed(_GO_DIFF_LINE_RX, buf, diff_at, consumed)
        values = [
            f"{mark} {text}" for mark, text in sorted(sides.items(), key=lambda kv: kv[0] != "-")
        ]
    if values:
        message = f"{message} {', '.join(values)}"
        again = []
        if _GO_DESCRIBED_RX.fullmatch(said_last) and said_last not in values:
            # the helper's description says which check it was: subtests share a cause by it
            message, first = f"{said_last}; {message}", said_last
    # (a check at another line, often the test's own count of the cases that failed, before
    # more cases of the first)
    if others and message:
        message = "; ".join([message, *others.values()])
    if again and message.startswith(first):
        # each case as go test logged it, at its place ("sort_test.go:66: Compared ab1 to
        # ab2: expected true, got false")
        message = "; ".join([message, *(f"{loc}: {case}" for case in again)])
        if not again_said:
            # and the cases past those, told where a digest has room for them
            again_said = "; ".join(
                f"{loc}: {case}" for case in cases if case not in again and case not in message
            )
    return loc, message, consumed, first or message, again_said


_GO_BLOCK_END_RX = re.compile(r"(?:--- |=== |FAIL\b|PASS\b|ok\s|exit status )")


_GO_DUMP_RX = re.compile(r"&?[\w.\[\]]+\{")
_DUMP_SHOWN = 40


def _squeeze_dump(message: str) -> str:
    """A message that begins with a long Go value (``&Route{matchers:...}: vars length
    should be 3, got 0``) with that value cut short, so that what follows it is told."""
    if len(message) < 4 * _DUMP_SHOWN or not _GO_DUMP_RX.match(message):
        return message
    close = message.rfind("}: ")
    if close < 2 * _DUMP_SHOWN or len(message) - close > 3 * _DUMP_SHOWN:
        return message
    return f"{message[:_DUMP_SHOWN]}…{message[close:]}"


def _example_diff(buf: str, start: int, end: int) -> tuple[str, int]:
    """An example's ``got:`` and ``want:`` output: where they first differ, and where the
    want block ends."""
    blocks: dict[str, list[str]] = {"got": [], "want": []}
    current = ""
    consumed = start
    for ls, le in _lines(buf, start, end, 400):
        text = buf[ls : min(le, ls + _LINE_SHOWN)].rstrip()
        if text in ("got:", "want:"):
            current = text[:-1]
            consumed = le
            continue
        if not current or _GO_BLOCK_END_RX.match(text):
            break
        blocks[current].append(text)
        consumed = le
    got, want = blocks["got"], blocks["want"]
    for i in range(max(len(got), len(want))):
        g = got[i] if i < len(got) else "(nothing)"
        w = want[i] if i < len(want) else "(nothing)"
        if g != w:
            return (
                f"example output differs at line {i + 1}: got: {_shorten(g, 100) or '(empty)'};"
                f" want: {_shorten(w, 100) or '(empty)'}",
                consumed,
            )
    return "example output differs", consumed


def _on_gotestsum_fail(st: _State, buf: str, ls: int, le: int, name: str) -> None:
    """gotestsum's ``=== FAIL: pkg TestX (0.00s)``, the test's log under it: read as go
    test's ``--- FAIL: TestX`` is (which gotestsum prints under the log for subtests only, and
    which is then not read again)."""
    if len(st.gotestsum_failed) < _MAX_GROUPS:
        _on_go_fail(st, buf, ls, le, f"--- FAIL: {name} (0.00s)")
        st.gotestsum_failed.add(name)


def _go_printed_above(st: _State, buf: str, ls: int, indent: int) -> int:
    """Where the lines a test's checks printed to stdout before go test's ``--- FAIL`` line
    for it start (``\tgraphql_test.go:85:  != 123``, matryer/is's form: a tab, a place, a
    message), or ``ls`` if none. Such lines under another test's result line are its log,
    as go test printed logs before 1.14, unless the run's first failure had them above it
    with no result line before them: then every test's are above its own."""
    if indent or not buf.startswith("--- FAIL: ", ls):
        return ls
    start = ls
    for _ in range(_GO_LOG_LINES):
        above = buf.rfind("\n", 0, max(start - 1, 0)) + 1
        if above >= start or not buf.startswith("\t", above):
            break
        if not _GO_LOG_RX.match(buf, above, start - 1):
            break
        start = above
    if start == ls:
        return ls
    before = buf.rfind("\n", 0, max(start - 1, 0)) + 1
    if start and buf.startswith(("--- FAIL", "--- SKIP"), before) and not st.go_printed_above:
        return ls
    st.go_printed_above = True
    return start


# "validator_test.go:7742 Key: '' Error:Field validaton ...": a place, a space, a message
_GO_BARE_CHECK_RX = re.compile(r"(\w[\w.-]*\.go:\d+) \S[^\n]*")


def _on_go_fail(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _GO_FAIL_RX.match(line)
    if not m or m.group(2) in st.gotestsum_failed:
        return
    indent, name = len(m.group(1)), m.group(2)
    message = loc = head = again = ""
    consumed = le
    nxt = buf[le + 1 : min(len(buf), le + 1 + _LINE_SHOWN)].split("\n", 1)[0].lstrip()
    if nxt.startswith("Running Suite: "):
        return  # (gotestsum's test that runs a Ginkgo suite: its failed specs are told)
    logged = not nxt.startswith("panic: ")
    if not logged:
        message = nxt
        loc = _go_frame(buf, le + 1, _window(buf, le))
        # (a panic in the test's own function: its name says no more than the test's)
        own = f".{name.partition('/')[0]}"
        loc = loc.removesuffix(own).rpartition(" in ")[0] if loc.endswith(own) else loc
        consumed = le + 1 + len(nxt)
    elif name.startswith("Example") and nxt == "got:":
        # an example whose output differs: "got:" and "want:" blocks, the first line that
        # differs said
        message, consumed = _example_diff(buf, le + 1, _window(buf, le))
    else:
        # (a log under the line, as go test prints one since 1.14, is the test's own)
        logs = buf.startswith("    ", le + 1)
        above = ls if logs else _go_printed_above(st, buf, ls, indent)
        if above < ls:
            # (what a check printed before the result line is the test's, and what follows
            # the line the next test's: matryer/is prints to stdout as the check fails)
            loc, message, _, head, again = _go_log(buf, above, ls, 0)
        else:
            loc, message, consumed, head, again = _go_log(buf, le + 1, _window(buf, le), indent)
        consumed = max(consumed, le)
    st.skip_until = max(st.skip_until, consumed)
    if not message and name in st.go_logs:
        loc, message, head = st.go_logs[name]
    if not message and indent == 0:
        # a check that printed its place and message itself, at the line's start, just
        # before the test failed (go-playground/assert: "validator_test.go:7742 Key: ...")
        above = buf.rfind("\n", 0, max(0, ls - 1)) + 1
        bare = _GO_BARE_CHECK_RX.match(buf, above, max(above, ls - 1))
        if bare:
            loc, message = bare.group(1), bare.group(0).rstrip()
            logged = False
    if not message and st.go_suite_failed:
        # the Test function that runs a gocheck or Ginkgo suite: its failures are said already
        return
    if not message and any(t.startswith(f"{name}/") for t in st.go_tests):
        # a parent told after its subtests (gotestsum's order) that failed only for them
        return
    if "/" in name:
        # the nearest test above it (a subtest's own name may hold "/": its parent is the
        # longest name before one that was reported)
        parts = name.split("/")
        for n in range(len(parts) - 1, 0, -1):
            parent = st.go_tests.get("/".join(parts[:n]))
            if parent is not None:
                if not parent[0].message:
                    # a parent that only failed because its subtests did: they say more
                    st.remove(*parent)
                break
    if message in ("", _GO_RACE_SAID) and st.go_race:
        # the race detector's report, printed before the test's result, says where
        message, loc = st.go_race
        st.go_race = ()
        logged = False
    elif st.go_race and (_GO_RACE_SAID in message or _GO_RACE_SAID in buf[le:consumed]):
        # a test that failed a check and raced too: both (the race where go test said it)
        race = f"{st.go_race[0]} at {st.go_race[1]}"
        said = _GO_RACE_AT_RX.sub(race, message, count=1)
        message = said if said != message else f"{message}; {race}"
        st.go_race = ()
    # subtests failing on the same line with the same message share a cause; so do a
    # table-driven test's cases failing at its one check, whatever values they print
    cause = ("go test", loc, head or message) if loc and message else ("go test", name)
    if loc and message and "/" in name and logged:
        cause = ("go test", loc, f"cases of {name.partition('/')[0]}")
    message = _squeeze_dump(message)
    if logged and loc and message:
        # as go test prints it: "sql_test.go:86: Scan: invalid UUID length: 0"
        # (the place stays the finding's own too: tests failing at one line share a cause)
        message = f"{loc}: {message}"
    # the same test name in another package is another place
    found = st.add(
        _Found("test", "go test", name, message, loc, brief=name, again=again),
        cause,
        where=str(st.go_epoch),
    )
    if found is not None and len(st.go_pending) < _MAX_GROUPS:
        st.go_pending.append(found)
        st.go_tests[name] = (found, cause)


# "Read at 0x00c0000b4158 by goroutine 8:", then its stack: "  pkg.(*T).Inc()" and
# "      /src/pkg/file.go:11 +0x91" pairs, up to a blank line
_RACE_ACCESS_RX = re.compile(
    r"^(Read|Write|Previous read|Previous write) at \S+ by (?:main )?goroutine[^\n]*:\n"
    r"((?:  \S.*\n\s+\S+\.go:\d+.*\n)+)",
    re.M,
)
_RACE_FRAME_RX = re.compile(r"^  (\S+)\(.*\)\n\s+(\S+\.go:\d+)", re.M)


_GO_RACE_SAID = "race detected during execution of test"
_GO_RACE_AT_RX = re.compile(rf"(?:testing\.go:\d+: )?{_GO_RACE_SAID}")


def _on_go_race(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``WARNING: DATA RACE``: the two accesses, each at its first frame outside Go's own
    sources, with its function as the race detector names it; the test that ran them fails
    next with "race detected during execution of test"."""
    end = _window(buf, le)
    close = buf.find("\n==================", le, end)
    end = close + 1 if close >= 0 else end
    said: list[str] = []
    loc = ""
    for m in _RACE_ACCESS_RX.finditer(buf, le, end):
        frames = list(_RACE_FRAME_RX.finditer(m.group(2)))
        frame = next((f for f in frames if not any(p in f.group(2) for p in _GO_STD_PATHS)), None)
        frame = frame or (frames[0] if frames else None)
        if frame is None:
            continue
        func = frame.group(1).rsplit("/", 1)[-1]
        if loc:
            said.append(f"{m.group(1).lower()} at {frame.group(2)} in {func}()")
        else:
            # the first access's place is the finding's place
            loc = frame.group(2)
            said.append(f"{m.group(1).lower()} in {func}()")
        if len(said) == 2:
            break
    if said:
        st.go_race = (f"WARNING: DATA RACE: {', '.join(said)}", loc)


def _on_go_ok(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``ok  \tpkg``: failures printed for a package that passed were its own tests' output
    (a test framework testing itself), not failures of the run."""
    st.go_epoch += 1
    st.go_suite_failed = 0
    for found in st.go_pending:
        cause = next((c for n, (f, c) in st.go_tests.items() if f is found), None)
        if cause is not None:
            st.remove(found, cause)
    st.go_pending.clear()
    st.go_tests.clear()
    fields = line.split("\t")
    st.go_ok_count += 1
    if len(fields) > 1 and len(st.go_ok) < _GO_OK_NAMED:
        st.go_ok.append(fields[1].strip())
        # ("ok  \tpkg\t0.01s\tcoverage: 44.4% of statements")
        cover = _GO_COVER_RX.search(line)
        if cover:
            st.go_cover[f"ok {fields[1].strip()}"] = cover.group(0)
    if st.go_failed_count:
        _go_total(st)


_GO_OK_NAMED = 6
"""Packages that passed named beside those that failed (the rest counted)."""


def _go_total(st: _State) -> None:
    """The run's packages as go test said them: those that failed, then those ok."""
    # each as go test printed it ("FAIL\tpkg\t0.37s"), a tab being a space in a digest line;
    # without their times when with them the packages would not all be named
    failed = st.go_failed
    if sum(len(p) + 7 for p in failed) > SUMMARY_MAX:
        failed = [
            p.partition(" ")[0] if _GO_TOOK_RX.fullmatch(p.partition(" ")[2]) else p for p in failed
        ]
        # (the packages whose own code did not build first: the others failed for them)
        built = {pkg.partition(" [")[0] for pkg, _ in st.go_built}
        failed = sorted(failed, key=lambda p: p.partition(" ")[0] not in built)

    def said(cover: dict[str, str]) -> str:
        # (each package's line with its coverage after it, when ``cover`` has it)
        def one(line: str) -> str:
            return f"{line} {cover[line]}" if line in cover else line

        names = "; ".join(one(f"FAIL {p}") for p in failed)
        names += "; …" if st.go_failed_count > len(st.go_failed) else ""
        n = st.go_failed_count
        text = names if n == 1 else f"{n} packages failed: {names}"
        if st.go_suite_counts:
            text += f" ({'; '.join(st.go_suite_counts)})"
        if st.go_ok_count:
            ok = "; ".join(one(f"ok {p}") for p in st.go_ok)
            more = st.go_ok_count - len(st.go_ok)
            text += f"; {ok}" + (f" (+{more} more ok)" if more > 0 else "")
        return text

    # where the digest has room, each package with its coverage, as go test -cover said it
    text, whole = said({}), said(st.go_cover)
    st.total("go test", text, whole=whole if whole != text else "")


def _on_gotestsum_done(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """gotestsum's last line, ``DONE 136 tests, 6 failures in 0.534s``: go test's totals (it
    runs go test), after the packages' lines if go test printed them."""
    said = st.totals.get("go test")
    if not said and st.go_suite_counts:
        # (no package's line: the suite's counts are said here)
        said = "; ".join(st.go_suite_counts)
    st.total("go test", f"{said}; {line.strip()}" if said else line)


_GO_TOOK_RX = re.compile(r"\d+(?:\.\d+)?s")
_GO_COVER_RX = re.compile(r"coverage: \d+(?:\.\d+)?% of statements")


def _on_go_pkg(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    fields = line.split("\t")
    if len(fields) < 2 or not fields[1].strip():
        return
    pkg = fields[1].strip()
    st.go_epoch += 1
    st.go_suite_failed = 0
    st.go_tests.clear()
    for found in st.go_pending:
        found.pkg = pkg
    st.go_pending.clear()
    st.go_failed_count += 1
    if len(st.go_failed) < 12:
        # with its time, as go test printed it ("FAIL\tpkg\t0.37s"): the package's line
        took = fields[2].strip() if len(fields) > 2 else ""
        st.go_failed.append(f"{pkg} {took}" if _GO_TOOK_RX.fullmatch(took) else pkg)
        # go test -cover says a failing package's coverage on the line above its FAIL line
        above = buf.rfind("\n", 0, max(ls - 1, 0)) + 1
        cover = _GO_COVER_RX.match(buf, above, max(ls - 1, above))
        if cover:
            st.go_cover[f"FAIL {st.go_failed[-1]}"] = cover.group(0)
    _go_total(st)


def _on_go_panic(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``panic: ...`` or ``fatal error: ...`` that no ``--- FAIL`` line led (a test's other
    goroutine panicked, the runtime threw: the test binary died): the test whose function
    the running goroutine's stack names, in the package the ``FAIL`` line after it names;
    outside a test, a finding that counts when nothing else was read."""
    if line.startswith("panic: test timed out after ") and _go_timeout(st, buf, le, line.strip()):
        return
    end = _window(buf, le)
    loc = _go_frame(buf, le, end)
    g = _GOROUTINE_RX.search(buf, le, end)
    calls = _GO_CALL_RX.finditer(g.group(2)) if g else iter(())
    test = next((t.group(1) for c in calls if (t := _GO_TEST_FUNC_RX.search(c.group(1)))), "")
    message = line.strip()
    if not test:
        st.add_fallback(_Found(None, "go", loc or "panic", message, brief=loc or "panic"))
        return
    found = st.add(_Found("test", "go test", test, message, loc, brief=test), ("go test", test))
    if found is not None and len(st.go_pending) < _MAX_GROUPS:
        st.go_pending.append(found)


# a goroutine in a timeout's dump: "goroutine 70 [chan receive]:" then "func(args)" and
# "\tfile.go:N +0x5e" pairs, up to a blank line
_GOROUTINE_RX = re.compile(r"^goroutine \d+ \[([^\]\n]*)\]:\n((?:.+\n)+)", re.M)
_GO_CALL_RX = re.compile(r"^(\S+)\(.*\)\n\t(\S+\.go:\d+)", re.M)


def _go_timeout(st: _State, buf: str, le: int, line: str) -> bool:
    """``panic: test timed out after 20s``: the tests still running, each named with where
    its goroutine waits (``chan receive at queue.go:21 in queue.Wait``)."""
    end = _window(buf, le)
    named = 0
    for g in _GOROUTINE_RX.finditer(buf, le, end):
        calls = [
            (c.group(1), c.group(2))
            for c in _GO_CALL_RX.finditer(g.group(2))
            if not any(p in c.group(2) for p in _GO_STD_PATHS)
        ]
        tests = [t.group(1) for f, _ in calls if (t := _GO_TEST_FUNC_RX.search(f))]
        if not tests:
            continue
        name = tests[0]
        func, where = calls[0]
        message = f"{line}: {g.group(1)} at {where} in {func.rsplit('/', 1)[-1]}"
        found = st.add(
            _Found("test", "go test", name, message, where, brief=name), ("go test", name)
        )
        if found is not None and len(st.go_pending) < _MAX_GROUPS:
            st.go_pending.append(found)
        named += 1
    return named > 0


# gocheck (gopkg.in/check.v1): "FAIL: decode_test.go:848: S.TestDecoder" after a line of
# dashes, the test's log, then "decode_test.go:863:" (the check that failed), its source, and
# "... obtained ...", "... expected ...", "... Difference:" lines; "PANIC:" for a panic
_GOCHECK_RX = re.compile(r"(FAIL|PANIC|MISS): (\S+\.go:\d+): (\S+)\s*$")
_GOCHECK_END_RX = re.compile(r"\n(?:-{20,}\n|OOPS: |OK: |--- |FAIL\t|ok  \t|PASS\n)")
_GOCHECK_PLACE_RX = re.compile(r"^(\S+\.go:\d+):$", re.M)
# "... obtained string = "" +" and its continuation lines "...     "v:\n" +"
_GOCHECK_FIELD_RX = re.compile(r"^\.\.\. (obtained|expected|value|error|regex) [^=\n]*= (.*)$")
_GOCHECK_MORE_RX = re.compile(r"^\.\.\. {5}(.*?)(?: \+)?$")
_GO_STRING_RX = re.compile(r'"((?:[^"\\]|\\.)*)"')


def _go_string(parts: list[str]) -> str:
    """A value gocheck printed as Go string literals joined with ``+``, as one text."""
    said = []
    for part in parts:
        literals = _GO_STRING_RX.findall(part)
        for literal in literals:
            try:
                said.append(json.loads(f'"{literal}"'))
            except ValueError:  # an escape JSON does not have (\x00)
                said.append(literal)
        if not literals:
            said.append(part)
    return "".join(said)


def _first_difference(got: str, want: str) -> tuple[str, str]:
    """Of two texts, the first line each has that differs (a one-line side whole)."""
    a, b = got.strip().split("\n"), want.strip().split("\n")
    if len(a) == 1 or len(b) == 1:
        return (a[-1] if len(b) == 1 else got).strip(), (b[-1] if len(a) == 1 else want).strip()
    for x, y in zip(a, b, strict=False):
        if x != y:
            return x.strip(), y.strip()
    return got, want


def _on_gocheck(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """A gocheck failure: the test as gocheck names it, the check's place, and what it
    says: the first difference, or what was obtained against what was expected."""
    m = _GOCHECK_RX.match(line)
    if not m:
        return
    name = f"{m.group(2)}: {m.group(3)}"
    end = _block_end(buf, _GOCHECK_END_RX, le)
    st.skip_until = max(st.skip_until, end)
    block = buf[le + 1 : end]
    places = _GOCHECK_PLACE_RX.findall(block)
    loc = places[-1] if places else ""
    fields: dict[str, list[str]] = {}
    current: list[str] | None = None
    for text in block.splitlines()[-400:]:
        more = _GOCHECK_MORE_RX.match(text)
        if more and current is not None:
            current.append(more.group(1))
            continue
        f = _GOCHECK_FIELD_RX.match(text)
        if f:
            current = fields.setdefault(f.group(1), [])
            current.append(f.group(2))
        elif text.startswith("... "):
            # "... Difference:", "... String difference:", "... Panic: boom (PC=0x1)"
            head, _, rest = text[4:].partition(": ")
            current = fields.setdefault(f"said {head.rstrip(':').lower()}", [])
            if rest:
                current.append(rest)
        else:
            current = None
    said = ""
    for key in ("said difference", "said string difference"):
        if fields.get(key):
            said = fields[key][0].strip()
            break
    if not said and fields.get("said panic"):
        said = f"panic: {_PC_RX.sub('', fields['said panic'][0])}"
    for got, want, verb in (("error", "regex", "does not match"), ("obtained", "expected", "!=")):
        if not said and got in fields and want in fields:
            a, b = _go_string(fields[got]), _go_string(fields[want])
            # (a regex's "\\n" is a line break)
            a, b = _first_difference(a, b.replace("\\n", "\n") if got == "error" else b)
            said = f'{got} "{_shorten(a, 120)}" {verb} "{_shorten(b, 120)}"'
    if not said and "value" in fields:
        said = f"value {_go_string(fields['value'])}"
    if not said and m.group(1) == "MISS":
        said = "missed (a fixture failed first)"
    message = f"{loc}: {said}" if loc and said else said or loc or m.group(1).lower()
    found = st.add(
        _Found("test", "go test", name, _clean(message), loc, brief=name), ("go test", name)
    )
    if found is not None and len(st.go_pending) < _MAX_GROUPS:
        st.go_pending.append(found)
    st.go_suite_failed += 1


_PC_RX = re.compile(r"\s*\(PC=0x[0-9a-f]+\)\s*$")


def _on_gocheck_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``OOPS: 34 passed, 12 FAILED``: gocheck's count, said with go test's totals."""
    if len(st.go_suite_counts) < 12:
        st.go_suite_counts.append(_clean(line))
    if st.go_failed_count:
        _go_total(st)


# Ginkgo (github.com/onsi/ginkgo), v1 and v2: a failed spec's block after a line of dashes.
# v1: "• Failure [0.001 seconds]" ("• Panic", "• Failure in Spec Setup (BeforeEach)"), then
# each container and the spec on a line of its own, the one that failed marked after its text
# ("Prints in the largest possible unit [It]"), each with its place under it; a blank line,
# the failure's message, and where it failed on a line of its own. v2: "• [FAILED] [0.001
# seconds]" ("[BeforeSuite] [PANICKED]"), the spec on one line ("bytefmt ByteSize [It] Prints
# in the largest possible unit"), its place, and "[FAILED] <message>" up to "In [It] at:
# bytes_test.go:22 @ <time>". A panic's block goes on to the stack ("Full Stack Trace").
_GINKGO_RX = re.compile(
    r"• (Failure|Panic)\b|(?:• |\[\w+\] )\[(FAILED|PANICKED|TIMEDOUT|INTERRUPTED|ABORTED)\]"
)
_GINKGO_END_RX = re.compile(r"\n(?:[ \t]*-{30}\n|Summarizing \d|Ran \d+ of \d+ Specs? )")
_GINKGO_PLACE_RX = re.compile(r"(?:\[\w+\] )?(\S+\.go:\d+)")
_GINKGO_AT_RX = re.compile(r"In \[\w+\] at: (\S+\.go:\d+)")
# the container or spec that failed, as v1 marks it in a block: "Prints ... [It]"
_GINKGO_MARKED_RX = re.compile(r"(.*\S) (\[\w+\])")
_GINKGO_STATE_RX = re.compile(r"\[(?:FAILED|PANICKED|TIMEDOUT|INTERRUPTED|ABORTED)\] ")
# a frame of a panic's stack, indented under its function ("    \t/src/books.go:57 +0x1d")
_GINKGO_FRAME_RX = re.compile(r"^\s+(\S+\.go:\d+)", re.M)
# what each runs in, which says nothing of where the spec failed
_GINKGO_OWN_PATHS = ("/onsi/ginkgo", "/onsi/gomega", *_GO_STD_PATHS)
# as its summary heads each failure: v1's words, then v2's
_GINKGO_HEADS = {
    "Failure": "[Fail]",
    "Panic": "[Panic!]",
    "FAILED": "[FAIL]",
    "PANICKED": "[PANICKED!]",
}
_GINKGO_SAID = 12
"""Lines of a failure's message read (Gomega prints each value it compared on its own)."""


def _on_ginkgo(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """A failed Ginkgo spec: named as Ginkgo's summary names it (``[Fail] bytefmt ByteSize
    [It] Prints in the largest possible unit``), with its message (``Expected <string>:
    10240T to equal <string>: 10T``) and where it failed; a panic where the code under test
    panicked."""
    m = _GINKGO_RX.match(line)
    if not m:
        return
    end = _block_end(buf, _GINKGO_END_RX, le)
    st.skip_until = max(st.skip_until, end)
    lines = buf[le + 1 : end].split("\n")[:200]
    names: list[str] = []
    i = 0
    while i < len(lines) and lines[i].strip():
        text = lines[i].strip()[:_LINE_SHOWN]
        if not _GINKGO_PLACE_RX.fullmatch(text):
            marked = _GINKGO_MARKED_RX.fullmatch(text)
            # (v1's "text [It]" said as its summary says it: "[It] text")
            names.append(f"{marked.group(2)} {marked.group(1)}" if marked else text)
        i += 1
    said: list[str] = []
    loc = stack = ""
    for n, raw in enumerate(lines[i:], start=i):
        text = raw.strip()[:_LINE_SHOWN]
        if text == "Full Stack Trace":
            stack = "\n" + "\n".join(lines[n + 1 : n + 1 + 2 * _GO_FRAMES])
            break
        at = _GINKGO_AT_RX.match(text) or _GINKGO_PLACE_RX.fullmatch(text)
        if at:
            loc = at.group(1)  # (v1's on a line of its own after the message)
        elif text and len(said) < _GINKGO_SAID:
            said.append(_GINKGO_STATE_RX.sub("", text, count=1))
    if not loc or _ginkgo_own(loc):
        # (a panic: the innermost frame of the code under test, the test's own if no other)
        frames = [f for f in _GINKGO_FRAME_RX.findall(stack) if not _ginkgo_own(f)]
        loc = frames[0] if frames else loc
    state = m.group(1) or m.group(2)
    name = " ".join(names)
    if not name or len(st.ginkgo_specs) >= _MAX_GROUPS:
        return
    st.ginkgo_specs.add(name)
    _ginkgo_failure(st, f"{_GINKGO_HEADS.get(state, f'[{state}]')} {name}", " ".join(said), loc)


def _ginkgo_own(path: str) -> bool:
    return any(p in path for p in _GINKGO_OWN_PATHS)


def _ginkgo_failure(st: _State, head: str, message: str, loc: str) -> None:
    message = _clean(message)
    found = st.add(
        _Found("test", "go test", head, message, loc, brief=head),
        ("go test", loc, message) if loc and message else ("go test", head),
        where=str(st.go_epoch),
    )
    if found is not None and len(st.go_pending) < _MAX_GROUPS:
        st.go_pending.append(found)
    st.go_suite_failed += 1


# its summary: "Summarizing 4 Failures:", then each spec ("[Fail] bytefmt ByteSize [It] ...",
# v2 indented and "[FAIL]") with where it failed on the next line
_GINKGO_SUMMARY_ENTRY_RX = re.compile(
    r"^[ \t]*(\[(?:Fail|Panic!|Timeout\.\.\.|FAIL|PANICKED!|TIMEDOUT|INTERRUPTED|ABORTED)\]) "
    r"(.+?)[ \t]*\n[ \t]*(\S+\.go:\d+)[ \t]*$",
    re.M,
)
_GINKGO_SUMMARY_END_RX = re.compile(r"\n(?:Ran \d+ of \d+ Specs? |--- FAIL|FAIL|ok )")


def _on_ginkgo_summary(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """Ginkgo's summary of the failed specs: those whose block was not read (past what was
    read, or not printed) told from it, each at the place it failed."""
    end = _block_end(buf, _GINKGO_SUMMARY_END_RX, le)
    st.skip_until = max(st.skip_until, end)
    for m in itertools.islice(_GINKGO_SUMMARY_ENTRY_RX.finditer(buf, le, end), _MAX_GROUPS):
        name = _clean(m.group(2))
        if name not in st.ginkgo_specs and len(st.ginkgo_specs) < _MAX_GROUPS:
            st.ginkgo_specs.add(name)
            _ginkgo_failure(st, f"{m.group(1)} {name}", "", m.group(3))


def _on_ginkgo_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``FAIL! -- 15 Passed | 4 Failed | 0 Pending | 0 Skipped``: Ginkgo's count of its
    specs, said with go test's totals (its package's line follows)."""
    if len(st.go_suite_counts) < 12:
        st.go_suite_counts.append(_clean(line))
    if st.go_failed_count:
        _go_total(st)
