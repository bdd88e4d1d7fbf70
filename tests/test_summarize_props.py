"""Property tests: the summarizer survives hostile input and the digest keeps its promises.

Hostile input is built from random text and bytes, huge lines, ANSI escape soup and
fragments that look like the headers each parser keys on, glued together at random.
"""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from activities.summarize import (
    DIGEST_CAP,
    SUMMARY_MAX,
    TOTALS_MAX,
    Baseline,
    Changes,
    StreamSummarizer,
    format_attempt_line,
    format_digest,
    summarize,
)
from activities.summarize.generic import _LOCATION_RX
from contract.models import VerificationError

KINDS = st.sampled_from(["auto", "build", "test", "lint", "custom"])
EXIT_CODES = st.sampled_from([None, 0, 1, 2, 101])

# pieces of the lines the parsers look for, so random input reaches their code paths
HEADERS = [
    "=" * 20 + " FAILURES " + "=" * 20,
    "=" * 20 + " ERRORS " + "=" * 20,
    "=" * 10 + " short test summary info " + "=" * 10,
    "=" * 10 + " 3 failed, 1 passed in 0.1s " + "=" * 10,
    "_" * 10 + " test_x[1] " + "_" * 10,
    "_" * 10 + " ERROR at setup of test_y " + "_" * 10,
    "_" * 10 + " ERROR collecting tests/t.py " + "_" * 10,
    "E       AssertionError: assert 1 == 2",
    'E     File "/x/y.py", line 4',
    "tests/t.py:12: AssertionError",
    "----- Captured stdout call -----",
    "FAILED tests/t.py::test_x - KeyError",
    "ERROR tests/t.py::test_y",
    "FAIL: test_a (m.C.test_a)",
    "ERROR: test_b (m.C.test_b)",
    "FAILED (failures=1)",
    "Ran 2 tests in 0.1s",
    "Traceback (most recent call last):",
    '  File "/a/b.py", line 3, in f',
    "ValueError: bad",
    "FAIL __tests__/a.test.js",
    "  ● suite \u203a test",
    "Summary of all failing tests",
    "Tests:       1 failed, 1 total",
    " FAIL  src/a.test.ts > a > b",
    " \u276f src/a.test.ts:3:4",
    "      Tests  1 failed (1)",
    "  2 failing",
    "  1) Suite",
    "       title:",
    "    at Context.<anonymous> (test/a.js:1:2)",
    "/abs/path/file.js",
    "  3:4  error  Bad thing  no-bad",
    "\u2716 1 problem (1 error, 0 warnings)",
    "F401 [*] `os` imported but unused",
    " --> src/a.py:1:8",
    "invalid-syntax: Expected an expression",
    "error[E0308]: mismatched types",
    "error: could not compile `x` due to 1 previous error",
    "   |     ^^^ expected `u8`",
    "---- tests::t stdout ----",
    "thread 'tests::t' panicked at src/lib.rs:1:2:",
    "test result: FAILED. 1 passed; 1 failed",
    "--- FAIL: TestX (0.00s)",
    "    --- FAIL: TestX/sub (0.00s)",
    "        x_test.go:7: got 1",
    "panic: runtime error: index out of range",
    "\t/home/u/p/x.go:12 +0x1d",
    "FAIL\texample.com/x\t0.01s",
    "main.go:1:2: undefined: y",
    "src/a.ts(1,2): error TS2322: Type 'a' is not assignable",
    "src/a.ts:1:2 - error TS2322: nope",
    "src/a.py:1: error: Bad  [misc]",
    "  /a/b.py:1:2 - error: Bad",
    "    Detail (reportGeneralTypeIssues)",
    "a.c:1:2: error: expected ';'",
    "a.py:1:1: F401 'os' imported but unused",
    "Found 3 errors.",
    "5 errors, 0 warnings, 0 informations",
    "make: *** [all] Error 2",
    "fatal error: something",
    # records read as plain lines (go test -json, mypy -O json, GitHub annotations), and
    # record-looking lines the tool did not write: nesting past the recursion limit
    '{"Time":"t","Action":"output","Package":"p","Test":"TestX","Output":"--- FAIL: TestX\\n"}',
    '{"Action":"output","Package":"p","Output":' + "[" * 3000 + "]" * 3000 + "}",
    '{"file": "a.py", "line": 1, "column": 0, "message": "m", "code": "c", "severity": "error"}',
    '{"file": "a.py", "x": ' + "[" * 3000 + "]" * 3000 + ', "severity": "error"}',
    "::error file=a.py,line=3,col=1,title=t::a.py:3:1: F401 unused%0A  help",
    "::warning ::%0A%25%3A",
    "not ok 1 - t",
    "  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:",
    "  error: |-",
    # the formats added for issue 17's last round: pylint (plain and pylint-style lines),
    # formatter checks, node's spec and dot reporters, vitest's TAP and unhandled errors,
    # tap-spec, eslint's warnings, hypothesis's example, jest snapshots
    # doctest (plain, under pytest and unittest), node's assert diff, pytest -x
    'File "/w/a.py", line 5, in a.f',
    "Failed example:\n    f()\nExpected:\n    1\nGot:\n    2",
    "Exception raised:\n    Traceback (most recent call last):\n    ZeroDivisionError: x",
    "UNEXPECTED EXCEPTION: ValueError('x')",
    "/w/a.py:5: DocTestFailure",
    "AssertionError: Failed doctest test for a.f",
    "***Test Failed*** 1 failures.",
    "+ actual - expected\n\n+ 'a'\n- 'b'",
    "!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!",
    # go's race detector and a timeout's goroutine dump
    "WARNING: DATA RACE\nRead at 0x1 by goroutine 8:\n  p.(*C).Inc()\n      /w/a.go:11 +0x91",
    "panic: test timed out after 1s\n\ngoroutine 7 [chan receive]:\np.TestX(0x1)\n\t/w/a.go:3 +0x5",
    "    testing.go:1319: race detected during execution of test",
    "ImportError while loading conftest '/w/tests/conftest.py'.\nconftest.py:1: in <module>",
    "E   ModuleNotFoundError: No module named 'x'",
    "a/a.go:14:24: too many errors",
    # ruff's grouped format and syntax errors; pyright --outputjson
    "a.py:\n   1:8  F401 [*] `os` imported but unused\n  11:67 invalid-syntax: Expected",
    "a.py:1:1: invalid-syntax: Expected a statement",
    '        {\n            "file": "/w/a.py",\n            "severity": "error",\n'
    '            "message": "m\\nmore",\n            "range": {"start": {"line": 0,'
    ' "character": 0}}\n        }\n    ],',
    '        {\n            "file": "/w/a.py",\n            "x": 1\n        },',
    '    "summary": {\n        "errorCount": 1\n    }',
    "a.py:1:0: E0602: Undefined variable 'x' (undefined-variable)",
    "a.py:3: [E0602(undefined-variable), f] Undefined variable 'x'",
    "a.py:3: [F821] undefined name 'x'",
    "Your code has been rated at 7.92/10 (previous run: 7.92/10, +0.00)",
    "would reformat /w/a.py",
    "Would reformat: a.py",
    "2 files would be reformatted, 1 file would be left unchanged.",
    "unformatted: File would be reformatted",
    "ERROR: /w/a.py Imports are incorrectly sorted and/or formatted.",
    "[warn] src/a.ts",
    "[warn] Code style issues found in 2 files. Run Prettier with --write to fix.",
    "[error] src/a.ts: SyntaxError: ',' expected. (3:5)",
    "Diff in /w/src/lib.rs:12:",
    "▶ suite",
    "  ✖ adds two numbers (1.2ms)",
    "✖ failing tests:",
    "test at t.test.mjs:5:3",
    "✖ t.test.js (1.0ms)",
    "  'test failed'",
    "  '1 subtest failed'",
    "\u2139 tests 3",
    "\u2139 fail 2",
    "Failed tests:",
    "not ok 1 - a.test.js # time=9.95ms {",
    "    not ok 1 - adds # time=1ms",
    "        error:",
    '            name: "AssertionError"',
    '            message: "expected 1 to be 2"',
    "}",
    "⎯⎯⎯ Uncaught Exception ⎯⎯⎯",
    'The latest test that might\'ve caused the error is "t"',
    "     Errors  1 error",
    "    ✖ adds two numbers",
    "    -------------------",
    "      operator: equal",
    "  total:     3",
    "  failing:   2",
    "  1:5  warning  'x' is never reassigned  prefer-const",
    "ESLint found too many warnings (maximum: 0).",
    "E       Falsifying example: test_x(",
    "E           x=12,",
    "E       )",
    "E           These lines were always and only run by failing test cases:",
    "E               /w/a.py:5",
    "    - Snapshot  - 1",
    "    + Received  + 1",
    # the held-out round's formats: go's values under a colon and go-cmp's diff, a panic's
    # frame, cargo's binaries and a backtrace, pytest's frame arguments, node's loose
    # equality, TAP frames without "at", a stack under tap-spec, ruff's fix hint
    '    stack_test.go:91: test 1: line 1: fmt.Sprintf("%s", err):',
    '         got: "/x/pkg/errors"',
    '        want: "stack_test.go"',
    "        - \tuint(111),",
    "        + \tuint(1),",
    "github.com/google/uuid.Parse({0x57b0bf?, 0xc0000376e0?})",
    "\t/x/src/github.com/google/uuid/uuid.go:85 +0x418",
    "     Running unittests src/lib.rs (target/debug/deps/x-1)",
    "   Doc-tests x",
    "error: test failed, to rerun pass `--lib`",
    "  20:     0x55b09f8d030b - x::Vec<A>::try_reserve::hd66a196ee1192272",
    "                               at /x/src/lib.rs:950:12",
    "_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _",
    "colwidth = 'right', align = 6",
    "expected = '| a |\\n|:--|', result = '| a |\\n|:---|'",
    "    self.assertEqual(err.colno, 1)",
    "AssertionError: 0 != 1",
    "should loosely deep-equal",
    "    resolveValidatorSchemaRef (/x/index.js:417:25)",
    "  at completeEnd (/x/node_modules/tape/lib/test.js:454:27)",
    "      stack: |-",
    "  error: `'a' == 'b'`",
    "[*] 1 fixable with `--fix`.",
    " Test Files  7 failed | 8 passed (15)",
    "Test Suites: 5 failed, 19 passed, 24 total",
    "!!!!!!!!!! Interrupted: 2 errors during collection !!!!!!!!!!",
    # round 3's: pylint's JSON, rustc's lint note, go build's package line and a race's
    # frames, coverage totals, a native traceback's chain, a SyntaxError's source line
    '        {\n            "type": "error",\n            "symbol": "no-member",',
    '            "message": "x",\n            "messageId": "E1101",\n            "line": 3,',
    '    "statistics": {\n        "score": 8.5\n    }',
    "    = note: `-D clippy::needless-return` implied by `-D warnings`",
    "    = note: `#[deny(clippy::eq_op)]` on by default",
    "note: this parameter accepts any `IntoIterator`",
    "# golang.org/x/sync/semaphore",
    "Read at 0x00c0000801d0 by goroutine 13:\n  container/list.(*List).Len()",
    "ok  \tgolang.org/x/sync/syncmap\t0.098s",
    "TOTAL                     7319   2147    71%",
    "All files |    90.9 |    79.01 |    80.9 |   91.45 |",
    "During handling of the above exception, another exception occurred:",
    'E     File "/w/a.py", line 343',
    "E       def shift(self, item_index, dest_index=0)",
    "test result: FAILED. 130 passed; 13 failed; 0 ignored; 0 measured; 0 filtered out",
    "error: 3 targets failed:",
    "        g.Wait() = errgroup: doomed; want doomed",
    # round 5's: vitest's FAIL lines over one error, eslint's unix and compact rows, biome's
    # and oxlint's reports, AVA's TAP values, node's subtests, jest's assert message
    " FAIL  tests/x.js > X > a\n FAIL  tests/x.js > X > b\nAssertionError: x",
    "/x/a.ts:18:7: 'x' is never used. [Error/no-unused-vars]",
    "/x/a.ts: line 18, col 7, Warning - Unexpected any. (no-explicit-any)",
    "113 problems",
    "src/a.ts:79:21 lint/complexity/useLiteralKeys  FIXABLE  \u2501\u2501\u2501\n\n  \u00d7 x",
    "src/a.ts:79:21 lint/suspicious/noExplicitAny \u2501\u2501\n\n  ! Unexpected any.",
    "Found 9 errors.\nFound 197 warnings.\nDiagnostics not shown: 229.",
    "  x eslint(no-unused-vars): Variable 'x' is unused.\n    ,-[src/a.ts:369:9]",
    "Found 7 warnings and 0 errors.",
    "    values:\n      'Actual:': '9'\n      'Must be strictly equal to:': '10'",
    "    # Subtest: Locale: bg\n        not ok 1 - should format a number",
    "    Message:\n      expected '1,0000' to equal '10,000'",
    "  250 passing (10s)\n  25 pending",
    # round 6's: cargo's and ruff's JSON, esbuild, gotestsum, coverage gates, quickcheck
    '{"reason":"compiler-message","message":{"rendered":"error[E0599]: x\\n --> src/a.rs:1:2"}}',
    '{"reason":"compiler-artifact","package_id":"x"}',
    '  {\n    "cell": null,\n    "code": "F821",\n    "filename": "a.py",',
    '    "location": {\n      "column": 9,\n      "row": 170\n    },\n  },',
    '\u2718 [ERROR] No matching export in "a.ts" for import "x"\n\n    src/b.ts:2:20:',
    "      2 \u2502 import { x } from './a'",
    "1 warning and 1 error",
    "=== CONT  TestArray\n    a_test.go:9: got error",
    "--- FAIL: ExampleDecode (0.00s)\ngot:\nx\nwant:\ny",
    "DONE 136 tests, 6 failures in 0.534s",
    "ERROR: Coverage for lines (92.25%) does not meet global threshold (100%)",
    "Coverage failure: total of 96 is less than fail-under=97",
    "[quickcheck] TEST FAILED (runtime error). Arguments: ([0])",
    "# cancelled 27",
    "",
]
ANSI = ["\x1b[31m", "\x1b[0m", "\x1b[1;32m", "\x1b]8;;http://x\x07", "\x1b", "\x1b[", "\x1b[?25l"]
SEPARATORS = ["\n", "\r\n", "\r", " ", "\t", ""]

fragment = st.one_of(
    st.sampled_from(HEADERS),
    st.sampled_from(ANSI),
    st.sampled_from(SEPARATORS),
    st.text(max_size=40),
    st.builds(lambda c, n: c * n, st.sampled_from("x_=E -:\n"), st.integers(0, 3000)),
)
hostile_text = st.lists(fragment, max_size=60).map("".join)

PROPS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _check(errors: list[VerificationError]) -> None:
    for e in errors:
        assert e.type in ("build", "test", "lint", "custom")
        assert e.summary
        assert "\n" not in e.summary
        assert "\r" not in e.summary
        # (a test's line in a digest with room for every line at four times the width: its
        # message at four times it, and then nothing of its label counted in a "+N more" line)
        longest = TOTALS_MAX if e.summary.startswith("totals (") else 4 * SUMMARY_MAX + 100
        assert len(e.summary) <= longest
        if len(e.summary) > SUMMARY_MAX + 100 and not e.summary.startswith("totals ("):
            assert not any(x.type == e.type and x.summary[0] == "+" for x in errors), errors


@PROPS
@given(text=hostile_text, kind=KINDS, exit_code=EXIT_CODES)
def test_hostile_text_never_raises(text: str, kind: str, exit_code: int | None) -> None:
    errors = summarize(text, kind=kind, exit_code=exit_code)  # type: ignore[arg-type]
    _check(errors)
    if exit_code not in (None, 0):
        assert errors, "a failing command always yields at least one error"
    assert len(format_digest(errors)) <= DIGEST_CAP


@PROPS
@given(text=st.text(max_size=3000), exit_code=EXIT_CODES)
def test_random_text_never_raises(text: str, exit_code: int | None) -> None:
    _check(summarize(text, exit_code=exit_code))


@PROPS
@given(
    data=st.binary(max_size=4000),
    cuts=st.lists(st.integers(0, 4000), max_size=20),
    exit_code=EXIT_CODES,
)
def test_random_bytes_in_random_pieces_never_raise(
    data: bytes, cuts: list[int], exit_code: int | None
) -> None:
    summarizer = StreamSummarizer(chunk_size=64)
    last = 0
    for cut in sorted(cuts):
        summarizer.feed(data[last:cut])
        last = max(last, cut)
    summarizer.feed(data[last:])
    _check(summarizer.finish(exit_code=exit_code))


@PROPS
@given(text=hostile_text, size=st.integers(1, 5000), kind=KINDS)
# found by this test: an escape sequence cut by a chunk edge was read as a stray ESC
@example(text="___ test_x[1] ___\x1b[31m\x1b[31m0000\x1b[31m", size=1, kind="auto")
def test_result_does_not_depend_on_how_output_is_cut(text: str, size: int, kind: str) -> None:
    # a long prefix pushes the interesting part past several chunk edges
    text = ("filler line\n" * 4000) + text
    whole = summarize(text, kind=kind, exit_code=1)  # type: ignore[arg-type]
    summarizer = StreamSummarizer(kind=kind, chunk_size=size)  # type: ignore[arg-type]
    data = text.encode("utf-8")
    for start in range(0, len(data), size):
        summarizer.feed(data[start : start + size])
    assert summarizer.finish(exit_code=1) == whole


FIXTURES = sorted((Path(__file__).parent / "fixtures").glob("tool-output*/*.txt"))


@settings(max_examples=40, deadline=None)
@given(
    parts=st.lists(st.sampled_from(FIXTURES), min_size=1, max_size=3),
    noise=hostile_text,
    size=st.integers(1, 70_000),
)
@example(  # found by hypothesis: AVA's three blank lines before a block fell on a scan's cut
    parts=[
        FIXTURES[0].parent.parent / "tool-output-heldout" / "r5-ava-chance-failfast.txt",
        FIXTURES[0].parent.parent / "tool-output" / "hard-eslint-mostly-warnings.txt",
    ],
    noise="",
    size=1,
)
def test_real_outputs_glued_together_give_the_same_result_however_cut(
    parts: list[Path], noise: str, size: int
) -> None:
    data = b"".join(p.read_bytes() for p in parts) + noise.encode("utf-8")
    whole = summarize(data.decode("utf-8", "replace"), exit_code=1)
    summarizer = StreamSummarizer(chunk_size=size)
    for start in range(0, len(data), size):
        summarizer.feed(data[start : start + size])
    assert summarizer.finish(exit_code=1) == whole
    assert len(format_digest(whole)) <= DIGEST_CAP


@settings(max_examples=15, deadline=None)
@given(width=st.integers(100_000, 1_500_000), header=st.sampled_from(HEADERS))
def test_huge_lines_never_raise(width: int, header: str) -> None:
    text = f"{header}\n{'w' * width}\n{header}{'v' * width}"
    _check(summarize(text, exit_code=1))


# the fallback's location pattern as it was before it was made linear: the same matches,
# tried at every position (a long run without a dot took time square in its length)
_LOCATION_BEFORE = re.compile(
    r"((?:[A-Za-z]:)?[\w./\\-]*\w\.\w+)(?::(\d+)(?::(\d+))?|\((\d+)(?:,\d+)?\))"
)
PATHISH = st.text(alphabet="aZ_9.:/\\-( ),C", max_size=60)


@settings(max_examples=3000, deadline=None)
@given(text=PATHISH)
@example(text="abcC:\\x.py:3")
@example(text="x.py(12,3) at a/b.c:4:5")
def test_the_fallback_finds_the_same_locations_as_it_did(text: str) -> None:
    before, now = _LOCATION_BEFORE.search(text), _LOCATION_RX.search(text)
    assert (before and (before.span(), before.groups())) == (now and (now.span(), now.groups()))


summaries = st.text(min_size=0, max_size=400)
errors_strategy = st.lists(
    st.builds(
        VerificationError,
        type=st.sampled_from(["build", "test", "lint", "custom"]),
        summary=summaries,
    ),
    max_size=30,
)
earlier_strategy = st.lists(st.text(max_size=250), max_size=12)


def _lines_of(errors: list[VerificationError], earlier: list[str]) -> set[str]:
    """Every line format_digest may print, from a digest with no cap at all."""
    return set(format_digest(errors, earlier=earlier, cap=10**9).splitlines())


# what the cap makes the digest say: a type's "+N more" (its dropped lines counted in), the
# earlier attempts left out, or, when even that does not fit, "[truncated]"
NOTICE = re.compile(
    r"\[\d+ earlier attempt\(s\) not shown\]|\[truncated\]|\[(?:BUILD|TEST|LINT|CUSTOM)\] \+\d+ more.*"
)


@PROPS
@given(errors=errors_strategy, earlier=earlier_strategy, cap=st.integers(0, 3000))
@example(  # found by hypothesis: a long quoted value is elided to fit
    errors=[VerificationError(type="build", summary="0" * 73 + '"' + "0" * 66 + '"')],
    earlier=[],
    cap=122,
)
def test_digest_is_never_longer_than_the_cap_and_only_shortens_a_line_s_message(
    errors: list[VerificationError], earlier: list[str], cap: int
) -> None:
    digest = format_digest(errors, earlier=earlier, cap=cap)
    assert len(digest) <= cap
    whole = _lines_of(errors, earlier)
    lines = digest.splitlines()
    shown = set(lines)
    for line in lines:
        if line in whole or NOTICE.fullmatch(line):
            continue
        # short of room a long line's message is cut: what is left of it is the start of
        # one of the lines, which was over the narrowest width
        kept = line.split("…", 1)[0]
        assert "…" in line, line
        cut = [w for w in whole if w.startswith(kept) and len(w) > max(len(line), 140)]
        assert cut, line
        shown.update(cut)
    if not whole <= shown and cap >= 120:
        # something was left out, and the digest says so in a line of its own
        assert any(NOTICE.fullmatch(line) and line not in whole for line in lines), digest


@PROPS
@given(errors=errors_strategy, earlier=earlier_strategy)
def test_default_digest_fits_two_thousand_characters(
    errors: list[VerificationError], earlier: list[str]
) -> None:
    digest = format_digest(errors, earlier=earlier)
    assert len(digest) <= DIGEST_CAP
    if errors:
        assert digest.startswith("[")


@PROPS
@given(attempt=st.integers(1, 10), errors=errors_strategy)
def test_attempt_line_is_one_short_line(attempt: int, errors: list[VerificationError]) -> None:
    line = format_attempt_line(attempt, errors)
    assert line.startswith(f"Attempt {attempt}: ")
    assert "\n" not in line
    assert len(line) <= SUMMARY_MAX + 20


@PROPS
@given(before=hostile_text, text=hostile_text, kind=KINDS, exit_code=EXIT_CODES)
def test_any_baseline_only_reorders(
    before: str, text: str, kind: str, exit_code: int | None
) -> None:
    # the previous output is the agent's code's too: whatever it holds, the summarizer does
    # not fail, and a failing command still yields errors within their bounds
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "before.log"
        path.write_text(before, encoding="utf-8", errors="surrogatepass")
        baseline = Baseline.of_file(path, kind=kind)  # type: ignore[arg-type]
    errors = summarize(text, kind=kind, exit_code=exit_code, baseline=baseline)  # type: ignore[arg-type]
    _check(errors)
    plain = summarize(text, kind=kind, exit_code=exit_code)  # type: ignore[arg-type]
    assert bool(errors) == bool(plain)
    assert len(format_digest(errors)) <= DIGEST_CAP


_PATHS = st.sampled_from(["a.py", "src/a.py", "t.go", "x.ts", "tests/test_a.py", "/abs/b.rs"])
_HUNKS = st.lists(st.tuples(_PATHS, st.integers(0, 60), st.integers(0, 5)), max_size=12)


@PROPS
@given(diff=hostile_text, hunks=_HUNKS, text=hostile_text, kind=KINDS, exit_code=EXIT_CODES)
def test_any_changes_only_reorder(
    diff: str, hunks: list[tuple[str, int, int]], text: str, kind: str, exit_code: int | None
) -> None:
    # a diff is read from a file an operator passes, or the run's snapshots (the agent's
    # files): any of it reorders what is listed, within the same bounds, and fails nothing
    for changes in (Changes.of_diff(diff), Changes.of_hunks(hunks)):
        errors = summarize(text, kind=kind, exit_code=exit_code, changes=changes)  # type: ignore[arg-type]
        _check(errors)
        plain = summarize(text, kind=kind, exit_code=exit_code)  # type: ignore[arg-type]
        assert bool(errors) == bool(plain)
        assert len(format_digest(errors)) <= DIGEST_CAP
