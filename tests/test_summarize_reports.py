"""Machine-readable reports. XML (``activities/summarize/reports.py``): JUnit's, as runners
print it on stdout (node --test, mocha's xunit, pytest's report when a verifier prints it,
ruff's and eslint's findings as tests), and Checkstyle's; eslint's JSON; jest's and vitest's
JSON. Recordings in ``fixtures/tool-output-own/junit-*``, ``eslint-json.txt``,
``jest-json.txt`` and ``fixtures/tool-output-heldout/r6-*``, ``r18-vitest-sqids-json.txt``."""

from __future__ import annotations

import json
from pathlib import Path

from activities.summarize import StreamSummarizer, format_result
from activities.summarize.base import _Found, _Group
from activities.summarize.rank import _test_lines

FIXTURES = Path(__file__).parent / "fixtures"


def digest(name: str, *, exit_code: int | None = None, chunk_size: int = 1 << 20) -> str:
    path = next(FIXTURES.glob(f"*/{name}"))
    info = json.loads(path.with_name(f"{name}.json").read_text("utf-8"))
    summarizer = StreamSummarizer(kind=info["kind"], root=info["cwd"], chunk_size=chunk_size)
    summarizer.feed(path.read_bytes())
    code = info["exit_code"] if exit_code is None else exit_code
    errors = summarizer.finish(exit_code=code)
    return format_result(errors, passed=summarizer.passed, warned=summarizer.warned)


def of_text(text: str, *, kind: str = "auto", exit_code: int = 1) -> str:
    summarizer = StreamSummarizer(kind=kind)  # type: ignore[arg-type]
    summarizer.feed(text.encode())
    errors = summarizer.finish(exit_code=exit_code)
    return format_result(errors, passed=summarizer.passed, warned=summarizer.warned)


def test_node_junit_failures_are_told_and_passing_tests_are_not() -> None:
    # a passing test named "error messages are kept" is a <testcase .../>: no failure
    assert digest("junit-node-test.txt").split("\n") == [
        "[TEST] adds - Expected values to be strictly equal:2 !== 3 (calc.test.js:5:29)",
        "[TEST] divides - division by zero (calc.test.js:3:41 from calc.test.js:6:25)",
        "[TEST] totals (junit): <!-- tests 3 --> <!-- pass 1 --> <!-- fail 2 -->",
    ]


def test_pytest_junit_on_few_lines_has_every_failure() -> None:
    # pytest writes its report on one line but for the failures' text: the second failure's
    # <testcase> opens on the line where the first one's text ends
    assert digest("junit-pytest.txt").split("\n") == [
        "[TEST] test_bad (test_a) - AssertionError: sums assert (1 + 1) == 3 (test_a.py:3)",
        "[TEST] test_raises (test_a) - ValueError: boom (test_a.py:4)",
        '[TEST] totals (junit): errors="0" failures="2" skipped="0" tests="4"',
    ]


def test_a_linters_findings_as_tests_are_lint_findings_at_their_place() -> None:
    # ruff's junit format: a test org.ruff.CODE per finding, its file the suite's name
    text = digest("junit-ruff.txt")
    assert "[LINT] bad.py:3:12: F821 Undefined name `undefined_name`" in text
    assert "[LINT] bad.py:1:8: F401 `os` imported but unused" in text


def test_a_failure_text_ending_in_a_colon_says_its_next_line() -> None:
    # mocha's xunit reporter: no message attribute, the text "Expected values to be
    # strictly equal:", a blank line, "42 !== 41"
    text = digest("junit-mocha-xunit.txt")
    assert (
        "[TEST] reads a number (parse) - Expected values to be strictly equal: 42 !== 41"
        " (mtest.js:5:45)"
    ) in text
    assert '[TEST] totals (junit): tests="3" failures="0" errors="2" skipped="0"' in text


def test_a_report_read_in_small_pieces_says_the_same() -> None:
    for name in ("junit-node-test.txt", "junit-pytest.txt", "r6-node-test-pino-junit.txt"):
        assert digest(name, chunk_size=97) == digest(name), name


def test_node_junit_recording_names_the_failures_and_the_cancelled() -> None:
    text = digest("r6-node-test-pino-junit.txt")
    assert text.startswith(
        "[TEST] throw if creating child without bindings - 'missing bindings for child pino'"
        " == 'missing bindings for child Pino' (test/basic.test.js:420:12)\n"
    )
    # a failure's own type, when it says something: node cancels a file's tests
    assert "- cancelledByParent: Promise resolution is still pending" in text
    # 125 passing tests, many named for log levels ("fatal logs as 60"), are not failures
    assert "fatal logs as 60" not in text
    assert text.endswith(
        "[TEST] totals (junit): <!-- tests 159 --> <!-- pass 125 --> <!-- fail 7 -->"
        " <!-- cancelled 27 -->"
    )


def test_eslint_checkstyle_on_one_line_is_read_finding_by_finding() -> None:
    text = digest("r6-eslint-router-checkstyle.txt")
    assert text.startswith(
        "[LINT] src/fileRoute.ts:38:3: error 'TFilePath' is defined but never used."
        " (@typescript-eslint/no-unused-vars)\n"
    )
    assert "<?xml" not in text
    assert "/home/dev/" not in text


def test_checkstyle_a_finding_a_line_with_its_warnings_after_its_errors() -> None:
    # the Checkstyle format as most tools print it (an element a line); a rule the message
    # does not name is said after it
    report = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<checkstyle version="8.0">\n'
        '  <file name="src/app.kt">\n'
        '    <error line="3" column="1" severity="error" message="Unexpected blank line(s)'
        ' before &quot;}&quot;" source="standard:no-blank-line-before-rbrace" />\n'
        '    <error line="9" column="5" severity="warning" message="Unused import"'
        ' source="standard:no-unused-imports" />\n'
        "  </file>\n"
        '  <file name="src/db.kt">\n'
        '    <error line="12" column="80" severity="error" message="Exceeded max line length'
        ' (120)" source="standard:max-line-length" />\n'
        "  </file>\n"
        "</checkstyle>\n"
    )
    assert of_text(report, kind="lint").split("\n") == [
        '[LINT] src/app.kt:3:1: error Unexpected blank line(s) before "}"'
        " (standard:no-blank-line-before-rbrace)",
        "[LINT] src/db.kt:12:80: error Exceeded max line length (120) (standard:max-line-length)",
        "[LINT] src/app.kt:9:5: warning Unused import (standard:no-unused-imports)",
    ]


def test_a_passing_junit_report_says_its_counts() -> None:
    report = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<testsuite name="Mocha Tests" tests="2" failures="0" errors="0" skipped="0">\n'
        '<testcase classname="errors" name="throws an error" time="0"/>\n'
        '<testcase classname="errors" name="fails loudly" time="0"/>\n'
        "</testsuite>\n"
    )
    assert of_text(report, exit_code=0) == (
        'passed: junit: tests="2" failures="0" errors="0" skipped="0"'
    )


def test_eslint_json_is_told_as_eslints_own_rows() -> None:
    # eslint -f json: one line holding every file (with its source when it has messages);
    # each message told as eslint's stylish row, its file in front, errors before warnings
    assert digest("eslint-json.txt").split("\n") == [
        "[LINT] broken.js:3:5  error  'unused' is assigned a value but never used.  no-unused-vars",
        "[LINT] broken.js:6:30  error  'missingSource' is not defined.  no-undef",
        "[LINT] hasSymbols.js:33:22  warning  No magic number: 1.  no-magic-numbers",
        "[LINT] implementation.js:16:27  warning  No magic number: 1.  no-magic-numbers",
        "[LINT] implementation.js:36:37  warning  No magic number: 1.  no-magic-numbers",
        "[LINT] polyfill.js:39:18  warning  No magic number: 1.  no-magic-numbers",
        "[LINT] totals (eslint): 6 problems (2 errors, 4 warnings)",
    ]


def test_a_json_line_nested_past_the_recursion_limit_is_just_not_eslints() -> None:
    # the output is what the agent's code prints: a line shaped like eslint's JSON but nested
    # deeper than json.loads can go is no report, and no line the digest "could not read"
    hostile = '[{"filePath": "a.js", "messages": ' + "[" * 100_000 + "]" * 100_000 + "}]\n"
    text = of_text(hostile + "src/a.js:3:7: error: real failure\n", kind="lint")
    assert "could not be read" not in text
    assert "src/a.js:3:7" in text


def test_jest_and_vitest_json_reports_are_told_as_jest_tells_its_failures() -> None:
    # one line of JSON each: every failed test under its file and full name (what -t
    # takes), its error as jest's bullet tells it, the place its stack names, the counts as
    # the document writes them
    jest = digest("jest-json.txt")
    assert (
        "[TEST] src/tests/minlength.test.ts \u203a min length incremental -"
        ' expect(received).toBe(expected) - Expected: "86Rf07xd", Received: "86Rf07xd4"'
        " (src/tests/minlength.test.ts:43:37)"
    ) in jest
    assert "(src/sqids.ts:594:13 from src/tests/alphabet.test.ts:47:9)" in jest
    assert jest.endswith(
        '[TEST] totals (jest): "numFailedTestSuites":3,"numFailedTests":5,"numPassedTests":24,'
        '"numTotalTests":29'
    )
    vitest = digest("r18-vitest-sqids-json.txt")
    assert (
        "[TEST] src/tests/alphabet.test.ts \u203a alphabet repeating alphabet characters -"
        " AssertionError: expected [Function] to throw error including"
    ) in vitest
    assert vitest.endswith(
        '[TEST] totals (vitest): "numFailedTestSuites":6,"numTotalTests":29,"numPassedTests":24,'
        '"numFailedTests":5'
    )


def test_a_jest_json_report_beside_jests_own_is_not_told_twice() -> None:
    # jest --json 2>&1: its text report on stderr, the JSON on stdout; each failure once,
    # the count line jest printed
    text = digest("r15-jest-hashids-json.txt")
    assert "(x2)" not in text
    assert "totals (jest): Test Suites: 5 failed, 6 passed, 11 total;" in text
    assert '"numFailedTests"' not in text


def test_a_lines_caller_place_gives_way_before_its_message() -> None:
    # "(src/sqids.ts:634:57 in Sqids.encode from src/tests/encoding.test.ts:133:24)" left
    # the received message cut to "this.maxValue is…": the test's line goes first (and in
    # this digest, which has room for every line at twice the width, both are told)
    line = next(x for x in digest("jest-json.txt").splitlines() if "out-of-range" in x)
    assert line.endswith(
        'Received message: "this.maxValue is not a function" (src/sqids.ts:634:57 in'
        " Sqids.encode from src/tests/encoding.test.ts:133:24)"
    ), line
    # at the usual width (a digest without that room), the test's line gives way first
    message = line.split(" - ", 1)[1].rpartition(" (")[0]
    found = _Found(
        "test",
        "jest",
        "src/tests/encoding.test.ts \u203a encoding encode out-of-range numbers",
        message,
        "src/sqids.ts:634:57 in Sqids.encode from src/tests/encoding.test.ts:133:24",
    )
    (usual,) = _test_lines(_Group(("jest", message), 0, [found], 1, {"src/sqids.ts"}))
    assert usual.text.endswith(
        'Received message: "this.maxValue is not a function" (src/sqids.ts:634:57 in Sqids.encode)'
    ), usual.text


def test_a_jest_json_report_past_what_is_read_is_counted_whole() -> None:
    # 8,000 failed tests in one report: the first 2,048 read, every one counted
    tests = [
        {
            "fullName": f"a t{i}",
            "status": "failed",
            "title": f"t{i}",
            "failureMessages": [
                f"Error: expect(received).toBe(expected)\n\nExpected: {i}\nReceived: {i + 1}\n"
                f"    at Object.<anonymous> (/w/src/x{i % 50}.test.ts:{i % 300}:5)"
            ],
        }
        for i in range(8000)
    ]
    doc = {
        "numFailedTestSuites": 1,
        "numFailedTests": 8000,
        "numTotalTests": 8000,
        "testResults": [
            {"name": "/w/src/x.test.ts", "status": "failed", "assertionResults": tests}
        ],
    }
    text = of_text(json.dumps(doc, separators=(",", ":")) + "\n", kind="test")
    listed = sum(x.count(" \u203a a t") for x in text.splitlines() if "more in" not in x)
    more = int(text.split("[TEST] +", 1)[1].split(" more", 1)[0])
    assert listed + more == 8000, text
    assert len(text) <= 2000
