"""What a run's ending says when no test failed: what passed, and, when the command failed
all the same, why (a coverage gate, a threshold, warnings turned into errors, open handles).

Read from the state the parsers kept and from the last few KB of output, once, at the end.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from activities.summarize.ava import _AVA_FAILED_RX
from activities.summarize.base import TOTALS_MAX, _clean, _shorten, _State
from activities.summarize.rust import cargo_runs, cargo_warned

_PYTEST_TOTALS_RX = re.compile(
    r"^=*\s*((?:\d+ (?:passed|failed|errors?|skipped|xfailed|xpassed|warnings?|deselected"
    r"|subtests passed)(?:, )?)+) in [\d.]+s\b",
    re.M,
)
_PYTEST_FILE_RX = re.compile(r"^(\S+\.py) [.sxXE]+\s*\[\s*\d+%\]\s*$", re.M)
_UT_OK_RX = re.compile(r"^(Ran \d+ tests? in [\d.]+s)\s*\n\s*\nOK\b(.*)$", re.M)
_JEST_RX = re.compile(r"^(?:(Test Suites:\s+.*\btotal)\n)?Tests:\s+(.*\btotal)\s*$", re.M)
_JEST_PASS_RX = re.compile(r"^PASS (\S+)", re.M)
_VITEST_RX = re.compile(r"^(?:\s*(Test Files\s+.*\(\d+\))\n)?\s+Tests\s+(.*\(\d+\))\s*$", re.M)
_MOCHA_RX = re.compile(r"^\s+(\d+ passing)\b.*$", re.M)
_MOCHA_FAILING_RX = re.compile(r"^\s+\d+ failing\b", re.M)
_GO_OK_RX = re.compile(r"^ok  \t(\S+)\t[^\n]*?(coverage: [^\n]*?)?[ \t]*$", re.M)
_FAILED_WORD_RX = re.compile(r"\b(?:[1-9]\d* (?:failed|errors?|failing)|fail [1-9])\b")

# why a run with no failing test still failed
_GATE_RX = re.compile(
    r"^.*(?:Coverage failure|[Cc]overage (?:for \w+ )?\(?[\d.]+%?\)? does not meet|coverage of [\d.]+% not"
    r" reached|[Tt]hreshold|fail-under|did not exit|open handles?|failed to exit|"
    r"[Ww]arnings? (?:as|treated as) errors?|--strict|[Ee]rror: |ERROR: |exceeded).*$",
    re.M,
)
# a coverage gate's own words, said beside failing tests too: fixing them alone would not
# make the command pass (coverage.py, c8/nyc, jest, pytest-cov)
_COVERAGE_GATE_RX = re.compile(
    r"Coverage failure: total of|[Cc]overage for \w+ \([\d.]+%\) does not meet"
    r"|coverage threshold for \w+ \([\d.]+%\) not met|[Rr]equired test coverage of"
    r" [\d.]+% not reached"
)


def _on_coverage_gate(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """A coverage threshold not met, as the tool said it: kept (a few) for the totals."""
    if not _COVERAGE_GATE_RX.search(line):
        return
    text = _clean(line)
    if len(st.coverage_gates) >= 8:
        st.coverage_gates_more += 1
    elif text not in st.coverage_gates:
        st.coverage_gates.append(text)


def coverage_gates(st: _State, *, whole: bool = False) -> str:
    """The coverage thresholds a run did not meet, as the tool said them (``""``: none):
    the first two, or with ``whole`` each of them (for a digest with room)."""
    said = st.coverage_gates
    if not said:
        return ""
    # whole gates, as many as fit (a cut would take a path's quote for a long quoted text)
    room = TOTALS_MAX - 20 if whole else 240
    told = [said[0]]
    for gate in said[1 : None if whole else 2]:
        if len("; ".join([*told, gate])) > room:
            break
        told.append(gate)
    left = len(said) - len(told) + st.coverage_gates_more
    more = f" (+{left} more)" if left else ""
    return _shorten("; ".join(told), room) + more


# the table's total: pytest-cov's "TOTAL  7319  2147  71%", istanbul's "All files | 90.9 | ..."
_COV_TOTAL_RX = re.compile(
    r"^(?:TOTAL\s+\d+\s+\d+\s+(?:\d+\s+\d+\s+)?\d+(?:\.\d+)?%"
    r"|All files\s*\|\s*[\d.]+\s*\|\s*[\d.]+\s*\|\s*[\d.]+\s*\|\s*[\d.]+\s*\|)",
    re.M,
)
_COV_ROW_RX = re.compile(r"^(\S+\.\w+)\s+\d+\s+\d+\s+(?:\d+\s+\d+\s+)?(\d+(?:\.\d+)?)%", re.M)
_JEST_COV_ROW_RX = re.compile(
    r"^\s*(\S+\.\w+)\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)\s*\|\s*([\d.]+)\s*\|\s*(.*?)\s*$",
    re.M,
)


_GO_OK_SAID = 1850
"""What a passing go test's packages may take of its digest."""


def passed_summary(st: _State, tail: str) -> str:
    """What the test tools said passed, e.g. ``pytest: 908 passed in 6.12s``; ``""`` if none."""
    parts: list[str] = []
    m = _last(_PYTEST_TOTALS_RX, tail)
    if m is not None:
        text = m.group(0).strip("= ")
        files = list(dict.fromkeys(f.group(1) for f in _PYTEST_FILE_RX.finditer(tail)))
        if files:
            text += " (" + _shorten(", ".join(files), 120) + ")"
        parts.append(f"pytest: {text}")
    m = _last(_UT_OK_RX, tail)
    if m is not None:
        parts.append(f"unittest: {m.group(1)}; OK{m.group(2)}")
    m = _last(_JEST_RX, tail)
    if m is not None:
        files = [f.group(1) for f in _JEST_PASS_RX.finditer(tail)]
        more = " (" + _shorten(", ".join(files), 120) + ")" if files else ""
        suites = f"{m.group(1)}; Tests: " if m.group(1) else ""
        parts.append(f"jest: {suites}{m.group(2)}{more}")
    m = _last(_VITEST_RX, tail)
    if m is not None:
        counted = f"{m.group(1)}; Tests  " if m.group(1) else ""
        parts.append(f"vitest: {_clean(counted + m.group(2))}")
    m = _last(_MOCHA_RX, tail)
    if m is not None and not _MOCHA_FAILING_RX.search(tail):
        parts.append(f"mocha: {m.group(1)}")
    if st.tap.get("tests") is not None:
        said = [
            st.tap_said.get(k) or f"# {k} {v}"  # as printed ("# pass  147" is tape's)
            for k, v in st.tap.items()
            if v or k in ("tests", "pass", "fail")
        ]
        parts.append("tap: " + "; ".join(said))
    if st.tap_spec.get("total") is not None and not st.tap_spec.get("failing"):
        parts.append("tape: " + ", ".join(f"{k} {v}" for k, v in st.tap_spec.items()))
    if st.ava_totals and not any(_AVA_FAILED_RX.search(t) for t in st.ava_totals):
        parts.append(f"ava: {'; '.join(st.ava_totals)}")
    if st.node_totals.get("tests") is not None and not st.node_totals.get("fail"):
        shown = [f"{k} {v}" for k, v in st.node_totals.items() if v or k == "tests"]
        parts.append(f"node --test: {', '.join(shown)}")
    if st.cargo.get("runs"):
        c = st.cargo
        parts.append(
            f"cargo test: test result: ok; {c.get('passed', 0)} passed, {c.get('failed', 0)}"
            f" failed, {c.get('ignored', 0)} ignored in {c['runs']} test runs:"
            f" {cargo_runs(st)}"
        )
    if st.xml_said and "junit" not in st.totals:
        parts.append(f"junit: {st.xml_said}")
    if st.mocha_json and "mocha" not in st.totals:
        parts.append(f"mocha: {st.mocha_json}")
    go = {m.group(1): m.group(2) for m in _GO_OK_RX.finditer(tail)}
    if go:
        # each package as go test says it ("ok github.com/x/y"), with -cover its coverage
        oks = "; ".join(f"ok {pkg} {cover or ''}".rstrip() for pkg, cover in go.items())
        if len(oks) > _GO_OK_SAID and not any(go.values()):
            oks = f"ok {', '.join(go)}"  # (many: each named, "ok" once)
        parts.append(f"go test: {_shorten(oks, _GO_OK_SAID)} ({len(go)} packages)")
    # a pass says nothing else: what passed may take most of a digest
    return _shorten("; ".join(parts), 1950)


# what a linter or type checker says when it found nothing (pyright's warnings are not
# errors; pylint's score is only a pass at 10)
_LINT_PASSED_RX = re.compile(
    r"^(?:(Success: no issues found in \d+ source files?)"
    r"|(All checks passed!)"
    r"|(0 errors, \d+ warnings?, \d+ informations?)"
    r"|(Your code has been rated at 10\.00/10)\b.*"
    r"|(Found \d+ warnings? and 0 errors\.))\s*$",
    re.M,
)
_LINT_TOOLS = ("mypy", "ruff", "pyright", "pylint", "oxlint")


# cargo's close of a build that did not fail (after each target's count of warnings)
_CARGO_FINISHED_RX = re.compile(r"^[ \t]*(Finished `[\w-]+` profile .*)$", re.M)


def lint_passed(tail: str, warned: Sequence[str] = ()) -> str:
    """What a linter, type checker or compiler said when it found nothing to fail for, e.g.
    ``mypy: Success: no issues found in 12 source files``, ``cargo: warning: `x` (lib)
    generated 3 warnings; Finished `dev` profile ...``; ``""`` if none said so. Not a reason to call a
    failed command's run a pass: only what a passing command is reported with. ``warned``:
    cargo's counts of warnings, read over the whole output (see ``_State.cargo_warned``)."""
    m = _last(_LINT_PASSED_RX, tail)
    if m is not None:
        i = m.lastindex or 1
        return f"{_LINT_TOOLS[i - 1]}: {m.group(i)}"
    finished = _last(_CARGO_FINISHED_RX, tail)
    if finished is None:
        return ""
    # (each target's count, read as the output streamed: the tail may have lost the first;
    # its "run `cargo clippy --fix --lib -p x -- `" is the same advice for each target)
    return f"cargo: {'; '.join([*cargo_warned(warned), finished.group(1).strip()])}"


def _on_coverage_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """A coverage table's total row: said beside the files that lack coverage (the table's
    top, where istanbul puts it, may be far from the output's end)."""
    m = _COV_TOTAL_RX.match(line)
    if m:
        st.coverage_total = _clean(m.group(0))


def _last(rx: re.Pattern[str], text: str) -> re.Match[str] | None:
    found = None
    for found in rx.finditer(text):  # noqa: B007  # the last match is the one we want
        pass
    return found


_COV_METRICS = ("statements", "branches", "functions", "lines")


def gate_reasons(st: _State, tail: str) -> tuple[str, list[str]]:
    """When every test passed but the command failed: what passed, and why it failed."""
    passed = passed_summary(st, tail)
    if not passed or _FAILED_WORD_RX.search(passed):
        return "", []
    reasons: list[str] = []
    for m in _GATE_RX.finditer(tail):
        line = _clean(m.group(0))
        if line and line not in reasons and not _COV_ROW_RX.match(line):
            reasons.append(line)
    lacking: list[tuple[float, str]] = []
    for m in _COV_ROW_RX.finditer(tail):
        pct = float(m.group(2))
        if pct < 100 and m.group(1).upper() != "TOTAL":
            # the row as coverage printed it: its statements and the missed ones say how much
            lacking.append((pct, _clean(m.group(0))))
    for m in _JEST_COV_ROW_RX.finditer(tail):
        # istanbul's columns: statements, branches, functions, lines; the lowest is named
        # (a file with no branches at all reads 100 there), and its lines if they are short
        values = dict(zip(_COV_METRICS, (float(m.group(i)) for i in range(2, 6)), strict=True))
        low = min(("lines", "branches", "functions", "statements"), key=lambda k: values[k])
        if values[low] < 100:
            said = [f"{low} {values[low]:g}%"]
            if low != "lines" and values["lines"] < 100:
                said.append(f"lines {values['lines']:g}%")
            where = f" (uncovered lines {m.group(6)})" if m.group(6) else ""
            lacking.append((values[low], f"{m.group(1)} {', '.join(said)}{where}"))
    why = [_shorten(r, 300) for r in reasons[-4:]]
    if lacking:
        lacking.sort()
        whole = f"{st.coverage_total}; " if st.coverage_total else ""
        why.append(_shorten(f"lacking coverage: {whole}" + ", ".join(t for _, t in lacking), 300))
    if not why:
        # no words known: what the command printed after its tests passed (a script's own
        # check: "coverage check: .../avltree has 81.3% < 85%")
        ends = [m.end() for rx in _PASS_RXS for m in rx.finditer(tail)]
        after = [x.strip() for x in tail[max(ends) :].splitlines() if x.strip()] if ends else []
        why = [_shorten(_clean(x), 300) for x in after[-_AFTER_SAID:]]
    return passed, why


_PASS_RXS = (_PYTEST_TOTALS_RX, _UT_OK_RX, _JEST_RX, _VITEST_RX, _MOCHA_RX, _GO_OK_RX)
_AFTER_SAID = 4
"""Lines printed after the tests passed that a failed run's digest tells, the last ones."""
