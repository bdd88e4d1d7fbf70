"""The summarizer over released projects' real output (``tests/fixtures/tool-output/real-*``),
one test per kind of loss that issue 17 names: distinct bugs merged, TAP, whole-run totals,
runs that fail with every test passing, passing runs, where a thrown error comes from,
ranking in long runs, and labels. The fixtures' README says how each output was made.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from activities.summarize import (
    DIGEST_CAP,
    Baseline,
    Changes,
    StreamSummarizer,
    format_digest,
    format_result,
    summarize,
    summarize_file,
)
from contract.models import VerificationError
from tests.test_summarize import MISSED_WITH_CHANGES

REAL = Path(__file__).parent / "fixtures" / "tool-output"


def meta(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((REAL / f"{name}.json").read_text("utf-8"))
    return data


def errors_of(name: str, **overrides: Any) -> tuple[list[VerificationError], str]:
    """The errors and the 'passed' note for one recorded output."""
    info = meta(name)
    summarizer = StreamSummarizer(
        kind=overrides.get("kind", info["kind"]), root=overrides.get("root")
    )
    summarizer.feed((REAL / name).read_bytes())
    errors = summarizer.finish(exit_code=overrides.get("exit_code", info["exit_code"]))
    return errors, summarizer.passed


def digest_of(name: str, **overrides: Any) -> str:
    errors, passed = errors_of(name, **overrides)
    return format_result(errors, passed=passed)


# --------------------------------------------------------------------------- 1. distinct bugs


def test_tests_with_one_cause_are_listed_by_id_not_counted_under_one() -> None:
    # (as a verifier runs it: paths under the project's folder are short)
    digest = digest_of("real-unittest-more-itertools.txt", root="/home/dev/more_itertools-11.2.1")
    # four errored tests, one chained IndexError in last(): every id named on its line
    line = next(x for x in digest.splitlines() if "IndexError" in x)
    for test_id in (
        "tests.test_more.LastTests.test_basic",
        "tests.test_more.LastTests.test_reversed_is_none",
        "tests.test_more.NthOrLastTests.test_basic",
    ):
        assert test_id in line
    assert line.endswith('more_itertools/more.py", line 295, in last)')
    assert "(x" not in digest


def test_same_code_in_different_files_stays_distinct() -> None:
    mypy = digest_of("real-mypy-humanize.txt")
    for where in ("src/humanize/lists.py:36", "src/humanize/filesize.py:98", "number.py:339"):
        assert sum(where in line for line in mypy.splitlines()) == 1, mypy
    # one code in two files with different labels: two lines, none folded into a count
    rust = digest_of("real-cargo-build-semver.txt")
    assert (
        "src/display.rs:18:20: error[E0308]: mismatched types: expected `u64`, found `u32`"
    ) in rust
    assert (
        "src/eval.rs:137:21: error[E0308]: mismatched types: expected `u64`, found `Option<u64>`"
    ) in rust
    eslint = digest_of("real-eslint-qs-lib.txt")
    for where in ("lib/parse.js:3:5 ", "lib/utils.js:20:9 ", "lib/utils.js:291:14 "):
        line = next(x for x in eslint.splitlines() if where in x)
        assert line.endswith(" no-unused-vars"), line
    # its one warning, the run having failed for its errors, comes after them
    assert eslint.splitlines()[-2] == (
        "[LINT] /home/dev/qs/lib/parse.js:485:9 warning  Unused eslint-disable directive (no"
        " problems were reported from 'no-implicit-coercion' or 'no-extra-parens')"
    )


# --------------------------------------------------------------------------- 2. TAP


def test_tape_names_the_failing_assertion_its_test_and_place() -> None:
    errors, _ = errors_of("real-tape-qs-stringify.txt")
    assert [(e.type, e.summary) for e in errors] == [
        (
            "test",
            "# encodeValuesOnly - strictNullHandling: not ok 683 should be strictly equal - equal:"
            " expected: 'a[b]', actual: 'a%5Bb%5D' (/home/dev/qs-tape/test/stringify.js:1875:12)",
        ),
        ("test", "totals (tap): # tests 1050; # pass  1049; # fail  1"),
    ]
    # passing assertions named "... error ..." are not failures
    crash = digest_of("real-tape-qs-crash.txt")
    assert "ok 396 parses without errors" in (REAL / "real-tape-qs-crash.txt").read_text()
    assert "parses without errors" not in crash
    assert "throws error when" not in crash


def test_node_tap_groups_tests_failing_at_one_place() -> None:
    errors, _ = errors_of("real-node-test-tap-minimist.txt")
    assert errors[0].summary == (
        "not ok 30 - parse args, not ok 31 - comprehensive, not ok 45 - proto pollution (array)"
        " - TypeError: o[lastKey].push is not a function (/home/dev/mm-broken/index.js:113:15 in"
        " setKey)"
    )
    assert errors[-1].summary == "totals (tap): # tests 61; # pass 58; # fail 3"


def test_a_crash_that_ends_a_tap_run_is_reported_with_the_test_it_ended() -> None:
    digest = digest_of("real-tape-qs-crash.txt")
    assert "not ok 159 should be deeply equivalent" in digest
    assert "not ok 494 an array merged into a sparse array" in digest
    assert (
        "uncaught RangeError during test 'counts the elements of a sparse indexed array on merge,"
        " not its holes' - RangeError: Array limit exceeded. Only 10 elements allowed in an"
        " array. (/home/dev/qs-tape/lib/parse.js:283:23 from /home/dev/qs-tape/test/parse.js:1852:30)"
    ) in digest


OWN = REAL.parent / "tool-output-own"


def own_findings(name: str) -> tuple[list[VerificationError], str]:
    """What a verifier of the recording's kind, in its folder, makes of one own recording."""
    info = json.loads((OWN / f"{name}.json").read_text("utf-8"))
    summarizer = StreamSummarizer(kind=info["kind"], root=info["cwd"])
    summarizer.feed((OWN / name).read_bytes())
    return summarizer.finish(exit_code=info["exit_code"]), summarizer.passed


def own_errors(name: str) -> tuple[list[str], str]:
    errors, passed = own_findings(name)
    return [e.summary for e in errors], passed


def test_vitest_tap_names_each_test_by_its_file_and_suites() -> None:
    nested, _ = own_errors("vitest-tap.txt")
    flat, _ = own_errors("vitest-tap-flat.txt")
    # the nested reporter puts each test inside its file's and suite's braces: the failing
    # test is named by its path, as the flat reporter (and vitest's others) name it; its
    # error comes from the YAML 'error:' mapping, its place from 'at:'
    expected = [
        "test/calc.test.js > add > adds two numbers - AssertionError: expected -1 to be 5"
        " // Object.is equality (test/calc.test.js:4:52)",
        "test/calc.test.js > mean > averages - TypeError: Cannot read properties of undefined"
        " (reading 'valueOf') (src/calc.js:5:52)",
        "test/other.test.js > error handling works - AssertionError: expected [ 1, 2 ] to"
        " deeply equal [ 1, 2, 3 ] (test/other.test.js:2:51)",
    ]
    assert [re.sub(r"^not ok \d+ - ", "", x) for x in nested] == expected
    assert [re.sub(r"^not ok \d+ - ", "", x) for x in flat] == expected


@pytest.mark.parametrize("name", ["node-test-spec.txt", "node-test-spec-node20.txt"])
def test_node_test_spec_reporter_names_the_test_its_file_and_where_it_threw(name: str) -> None:
    listed, _ = own_errors(name)
    # node 23's default (node 20 on a terminal): the suite ('▶ add') that failed because
    # its test did is not a failure of its own; each error once, though node 20 prints it
    # under its progress line and again in the list of failures
    assert listed == [
        "ntest/calc.test.mjs > add > adds two numbers - AssertionError [ERR_ASSERTION]:"
        " Expected values to be strictly equal: -1 !== 5 (ntest/calc.test.mjs:5:41)",
        "ntest/calc.test.mjs > mean averages - TypeError [Error]: Cannot read properties of"
        " undefined (reading 'valueOf') (src/calc.js:5:52 in mean from ntest/calc.test.mjs:8:50)",
        "totals (node --test): tests 3, suites 1, pass 1, fail 2",
    ]


def test_node_test_dot_reporter_and_a_pass() -> None:
    listed, _ = own_errors("node-test-dot.txt")
    assert [x.split(" - ", 1)[0] for x in listed] == ["adds two numbers", "mean averages"]
    assert listed[1].endswith("(src/calc.js:5:52 in mean from ntest/calc.test.mjs:8:50)")
    listed, passed = own_errors("node-test-spec-pass.txt")
    assert listed == []
    assert passed == "node --test: tests 2, pass 2"


def test_a_node_test_file_whose_process_died_says_what_it_printed() -> None:
    # a test file that cannot run under node's runner (it needs vitest) dies: node lists it
    # as 'test failed'; the error it printed before its progress line says why
    text = (
        "✔ ok (1.1ms)\n"
        "file:///w/node_modules/vitest/dist/utils.js:9\n"
        "\t\tthrow new Error(errorMsg);\n\n"
        "Error: Vitest failed to access its internal state.\n\n"
        "    at getWorkerState (file:///w/node_modules/vitest/dist/utils.js:9:9)\n\n"
        "Node.js v23.11.1\n"
        "✖ test/calc.test.js (119.7ms)\n"
        "\u2139 tests 2\n\u2139 pass 1\n\u2139 fail 1\n\n"
        "✖ failing tests:\n\n"
        "test at test/calc.test.js:1:1\n"
        "✖ test/calc.test.js (119.7ms)\n"
        "  'test failed'\n"
    )
    errors = summarize(text, kind="test", exit_code=1)
    assert errors[0].summary == (
        "test/calc.test.js - Error: Vitest failed to access its internal state."
    )


def test_an_error_vitest_caught_outside_a_test_is_a_failure_with_its_place() -> None:
    # every test passed; a timer one of them set threw afterwards: vitest fails the run
    listed, _ = own_errors("vitest-unhandled.txt")
    assert listed == [
        "utest/u.test.js > schedules work - Uncaught Exception: TypeError: Cannot read"
        " properties of undefined (reading 'valueOf') (src/calc.js:5:52)",
        "totals (vitest): Test Files  1 passed (1); Tests  1 passed (1); Errors  1 error",
    ]


def test_a_hypothesis_failure_carries_its_failing_example() -> None:
    listed, _ = own_errors("pytest-hypothesis.txt")
    assert listed[0] == (
        "test_calc.py::test_clamp_in_range - test_calc.py:7: AssertionError: assert 0 == 11"
        " [example: x=12, lo=0, hi=11] [assert clamp(x, lo, hi) == min(max(x, lo), hi)]"
    )
    # with its explain phase, hypothesis also names the lines only failing examples ran
    # (the same run in another environment; older versions say 'Falsifying example')
    body = (
        "_____ test_clamp_in_range _____\n\n"
        ">       assert clamp(x, lo, hi) == min(max(x, lo), hi)\n"
        "E       assert 0 == 11\n"
        "E       Falsifying example: test_clamp_in_range(\n"
        "E           x=12,\n"
        "E           lo=0,  # or any other generated value\n"
        "E           hi=11,\n"
        "E       )\n"
        "E       Explanation:\n"
        "E           These lines were always and only run by failing test cases:\n"
        "E               /tmp/hyp/calc.py:5\n\n"
        "test_calc.py:7: AssertionError\n"
    )
    text = f"===== FAILURES =====\n{body}===== 1 failed in 1.60s =====\n"
    (error, _) = summarize(text, kind="test", exit_code=1, root="/tmp/hyp")
    assert error.summary == (
        "test_clamp_in_range - test_calc.py:7: AssertionError: assert 0 == 11 [example: x=12,"
        " lo=0, hi=11; only failing examples ran calc.py:5]"
        " [assert clamp(x, lo, hi) == min(max(x, lo), hi)]"
    )


def test_a_parser_bug_in_a_pytest_failure_does_not_fail_the_summary(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the failures are the agent's code's output: a bug of ours reading one must cost that
    # failure's detail, not the verifier activity
    import activities.summarize.python as py

    def broken(*args: object) -> tuple[str, str, str]:
        raise RuntimeError("a parser bug")

    monkeypatch.setattr(py, "_parse_py_body", broken)
    errors = summarize((REAL / "real-pytest-humanize-q.txt").read_text(), kind="test", exit_code=1)
    assert errors[-2].summary.startswith("totals (pytest): ")
    # and the failures it could not read are counted, the first named by its header
    # one per failure (7 failed), each read again on its own after the section reader raised
    assert errors[-1].summary.startswith("7 lines of this output could not be read; the first: _")
    assert errors[-1].summary.endswith(" test_ordinal[13-13th] _____________________________")


def test_a_line_a_parser_raises_on_is_counted_and_shown_not_silently_lost(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    # a reader that raises on every ``not ok`` line: before, the TAP failures vanished and the
    # digest said only the totals; now the digest says lines went unread and shows the first
    import activities.summarize.engine as engine

    def broken(*args: object) -> None:
        raise KeyError("a parser bug")

    monkeypatch.setitem(engine._HANDLERS, "tap_not_ok", broken)
    text = (
        "TAP version 13\n# sums\nok 1 adds\nnot ok 2 subtracts\n  ---\n  operator: equal\n"
        "  ...\nnot ok 3 divides\n\n1..3\n# tests 3\n# pass  1\n# fail  2\n"
    )
    with caplog.at_level("WARNING", logger="activities.summarize.engine"):
        errors = summarize(text, kind="test", exit_code=1)
    assert (
        errors[-1].summary
        == "2 lines of this output could not be read; the first: not ok 2 subtracts"
    )
    assert errors[-1].type == "test"
    assert "a parser raised on 'not ok 2 subtracts'" in caplog.text
    # a passing output's unread line is not a failure
    assert summarize("ok 1 adds\nnot ok 2 # TODO later\n1..2\n", kind="test", exit_code=0) == []


def test_warnings_are_the_findings_when_eslint_fails_for_too_many() -> None:
    listed, _ = own_errors("eslint-max-warnings.txt")
    # each row as eslint printed it (its gaps of two spaces kept, wider padding one space)
    assert listed == [
        "a.js:1:5 warning  'x' is never reassigned. Use 'const' instead  prefer-const",
        "a.js:2:10  warning  'f' is defined but never used no-unused-vars",
        "a.js:2:26  warning  Expected '===' and instead saw '==' eqeqeq",
        "totals (eslint): ✖ 3 problems (0 errors, 3 warnings); 0 errors and 1 warning"
        " potentially fixable with the `--fix` option.; ESLint found too many warnings"
        " (maximum: 0).",
    ]
    # without --max-warnings the same warnings are not failures: not listed
    text = (OWN / "eslint-max-warnings.txt").read_text().replace("ESLint found too many", "")
    assert summarize(text, kind="lint", exit_code=0) == []


def test_a_jest_snapshot_failure_says_what_the_snapshot_had_and_what_came() -> None:
    listed, _ = own_errors("jest-snapshot.txt")
    assert listed[:2] == [
        "__tests__/snap.test.js \u203a renders the label - expect(received).toMatchSnapshot() -"
        ' Snapshot: "disabled": false, Received: "disabled": true (__tests__/snap.test.js:2:45)',
        "__tests__/snap.test.js \u203a inline - expect(received).toMatchInlineSnapshot(snapshot) -"
        ' Snapshot: "hello", Received: "hello world" (__tests__/snap.test.js:5:25)',
    ]


def test_tape_through_tap_spec_names_each_assertion_once_with_its_values() -> None:
    # tap-spec's marks are node's spec marks without a duration: read as tap-spec's, and
    # its recap of the failures does not count them twice
    listed, _ = own_errors("tape-tap-spec.txt")
    assert listed == [
        "add > adds two numbers - equal: expected: 5, actual: -1 (ttest/calc.cjs:2:24)",
        "mean > averages - deepEqual: expected: [ 1, 2, 3 ], actual: [ 1, 2 ]"
        " (ttest/calc.cjs:3:25)",
        "totals (tape): total: 3, passing: 1, failing: 2",
    ]
    listed, passed = own_errors("tape-tap-spec-pass.txt")
    assert (listed, passed) == ([], "tape: total 1, passing 1")


def test_mocha_over_es_modules_finds_the_frame_in_a_file_url() -> None:
    listed, _ = own_errors("mocha-esm.txt")
    assert listed[0].endswith("-1 !== 5 (mtest/calc.spec.js:4:41)")
    assert listed[1].endswith("(src/calc.js:5:52 in mean from mtest/calc.spec.js:8:45)")


def test_one_assertion_failing_for_several_values_is_one_cause() -> None:
    # a looped or parametrized test fails at one line for each value ("1 !== 1.01",
    # "2.67 !== 2.68"): one line naming its cases, so that a rarer cause (a hook whose
    # require fails) is not pushed out by its repeats
    listed, _ = own_errors("mocha-ledger.txt")
    rounding = [x for x in listed if "rounds half cents up" in x]
    assert rounding[0].count("roundCents rounds half cents up") == 3
    assert rounding[0].endswith("1 !== 1.01 (test/money.test.js:8:14)")
    assert any(
        x.startswith(
            'statement import "before all" hook for "imports a statement" - Error:'
            " Cannot find module '../src/parsers/csv'"
        )
        for x in listed
    )
    # a timeout: what timed out and in which file, not mocha's advice on done() and promises
    assert (
        "fetchRates rejects when the server answers without ok - Error: Timeout of 300ms"
        " exceeded (test/rates-client.test.js)"
    ) in listed
    # the same message at another line of the test file is another cause
    assert any(x.startswith("formatMoney formats a half cent total") for x in listed)
    # node's assert diff gives the values when the message ends at its colon, as printed
    assert any(
        x.endswith("strictly equal: + '$19.99' - '$20.00' (test/money.test.js:25:12)")
        for x in listed
    )


def test_jest_large_run_names_each_cause_among_console_noise() -> None:
    listed, _ = own_errors("jest-ledger-large.txt")
    causes = [
        "(reading 'rate') (src/fx.js:17:22",
        "Expected: 1.01, Received: 1 (test/money.test.js:8:31)",
        "Expected: 0, Received: -10 (test/ledger.test.js:18:30)",
        'thrown: "Exceeded timeout of 300 ms for a test.',
        "test/import.test.js (Test suite failed to run) - Cannot find module '../src/parsers/csv'",
    ]
    # each cause has a line of its own, among the first five
    assert all(any(c in x for x in listed[:5]) for c in causes), listed


def test_doctest_failures_say_the_example_what_it_expected_and_got() -> None:
    listed, _ = own_errors("pytest-doctest.txt")
    assert listed == [
        "shop/cart.py::shop.cart - shop/cart.py:5: DocTestFailure: >>> c.total() expected 1.5,"
        " got 1.51",
        "shop/cart.py::shop.cart.Cart.total - shop/cart.py:21: DocTestFailure: >>> c = Cart();"
        ' c.add("pear", 2, 1.25); c.total() expected 2.5, got 2.51',
        # an example that raised: the exception at its place in the code (one cause for every
        # example that raised it there), the example at its line
        "shop/cart.py::shop.cart.per_item - ZeroDivisionError: division by zero [line 40: >>>"
        " per_item(10, 0)] (shop/cart.py:43 in per_item)",
        "totals (pytest): 3 failed in 0.01s",
    ]
    # python -m doctest, and a DocTestSuite under unittest (whose AssertionError is doctest's)
    for name, tool, total in (
        ("doctest-raw.txt", "doctest", "***Test Failed*** 3 failures."),
        ("unittest-doctest.txt", "unittest", "Ran 3 tests in 0.004s; FAILED (failures=3)"),
    ):
        listed, _ = own_errors(name)
        assert len(listed) == 4, listed
        assert listed[0].endswith(
            " (shop/cart.py:5) - DocTestFailure: >>> c.total() expected 1.5, got 1.51"
        )
        assert listed[2].endswith(
            "- ZeroDivisionError: division by zero: >>> per_item(10, 0) raised it"
            " at shop/cart.py:43 in per_item"
        )
        assert listed[3] == f"totals ({tool}): {total}"


def test_a_pytest_subtest_keeps_its_short_parameters() -> None:
    # as unittest's subTest does: "(text='x3')" says which case, an object repr would not
    # (more-itertools' "(iterable=<range_iterator object at 0x...>)" stay out)
    listed, _ = own_errors("pytest-xdist.txt")
    assert any(x.startswith("tests/test_cart.py::TestSub::test_prices (text=") for x in listed)
    digest = digest_of("real-pytest-more-itertools-v.txt")
    assert " at 0x" not in digest


def test_pytest_stopped_early_says_so() -> None:
    listed, _ = own_errors("pytest-maxfail.txt")
    assert listed[-1] == "totals (pytest): 1 failed in 0.02s (stopping after 1 failures)"


def test_ruff_grouped_and_syntax_errors_read_as_its_concise_lines() -> None:
    grouped, _ = own_errors("ruff-grouped.txt")
    concise, _ = own_errors("ruff-concise-syntax.txt")
    # the file named above its findings is each finding's file; a file that does not parse
    # is a build error, as in ruff's full format
    assert grouped == concise
    assert grouped[0] == "shop/orders.py:11:67: invalid-syntax: Expected `]`, found `=`"
    assert "shop/bad.py:20:24: F821 Undefined name `undefined_name`" in grouped
    assert grouped[-1] == (
        "totals (ruff): Found 8 errors. [*] 3 fixable with `--fix` (1 unsafe fix available with"
        " `--fix --unsafe-fixes`)."
    )


def test_pyright_json_reads_as_its_plain_lines() -> None:
    listed, _ = own_errors("pyright-json.txt")
    assert listed == [
        'shop/bad.py:10:12 - error: Type "str" is not assignable to return type "int": "str" is'
        ' not assignable to "int" (reportReturnType)',
        'shop/bad.py:20:14 - error: "upper" is not a known attribute of "None"'
        " (reportOptionalMemberAccess)",
        'shop/bad.py:20:24 - error: "undefined_name" is not defined (reportUndefinedVariable)',
        # the last diagnostic, without a rule: the array's end is not read as its message
        'shop/orders.py:11:12 - error: "[" was not closed',
        "totals (pyright): 4 errors, 0 warnings, 0 informations",
    ]


def test_pyright_json_across_chunk_edges() -> None:
    # a diagnostic cut by the edge of what has arrived is read when the rest arrives
    data = (OWN / "pyright-json.txt").read_bytes()
    whole = StreamSummarizer(kind="lint")
    whole.feed(data)
    expected = [e.summary for e in whole.finish(exit_code=1)]
    for size in (7, 100, 333):
        s = StreamSummarizer(kind="lint", chunk_size=64)
        for i in range(0, len(data), size):
            s.feed(data[i : i + size])
        assert [e.summary for e in s.finish(exit_code=1)] == expected, size


@pytest.mark.parametrize("name", ["go-test-race-timeout.txt", "go-test-v-race-timeout.txt"])
def test_go_data_race_and_timeout_name_the_test_and_the_place(name: str) -> None:
    listed, _ = own_errors(name)
    # the race detector's report comes before the test's result: its two accesses are the
    # test's message (with -v there is no other)
    assert (
        "--- FAIL: TestCounterConcurrent (queue) - WARNING: DATA RACE: read in"
        " queue.(*Counter).Inc(), previous write at queue/queue.go:11 in queue.(*Counter).Inc()"
    ) in listed
    # a timeout kills the test binary: the test still running is the one whose goroutine
    # holds a Test function, named with where it waits
    assert (
        "--- FAIL: TestWaitReceives (queue) - panic: test timed out after 20s:"
        " chan receive at queue/queue.go:21 in queue.Wait"
    ) in listed
    # (and a table test's three cases failing at its one check are one cause, listed first,
    # each with its values: the digest has room)
    assert (
        listed[0] == "--- FAIL: TestMean/one (stats) - stats_test.go:18: Mean([2]) = +Inf, want 2"
    )
    assert [x.split(" ")[2] for x in listed[1:3]] == ["TestMean/two", "TestMean/three"]
    # (each failed package as go test printed it, with its time)
    assert re.fullmatch(
        r"totals \(go test\): 2 packages failed: FAIL example.com/probe/queue 20\.0\d\ds;"
        r" FAIL example.com/probe/stats 0\.01\ds",
        listed[-1],
    ), listed[-1]


def test_cargo_panic_in_std_and_in_a_doctest_drop_the_toolchains_paths() -> None:
    listed, _ = own_errors("cargo-test-should-panic-doctest.txt")
    assert listed[:4] == [
        "tests::div_by_zero_panics - note: test did not panic as expected at src/lib.rs:30:8",
        "tests::sum_overflows_loudly - panicked: attempt to add with overflow"
        " (std: library/core/src/iter/traits/accum.rs:204:1)",
        # (each value as on its own line: "left: Some(444) right: Some(443)"; the digest
        # has room for assert_eq!'s words as rustc prints them)
        "parses_https - panicked at tests/integration.rs:5:5: assertion `left == right` failed:"
        " left: Some(444) right: Some(443)",
        "src/lib.rs - parse_port (line 5) - panicked: assertion `left == right` failed: left:"
        " Some(81) right: Some(80)",
    ]


def test_jest_suites_that_do_not_parse_are_build_errors_at_their_place() -> None:
    listed, _ = own_errors("jest-syntax-error.txt")
    assert listed == [
        "test/util.test.js (Test suite failed to run) - SyntaxError: src/util.js: Unexpected token,"
        ' expected "," (3:26) (src/util.js:3:26)',
        # behind jest's advice on configuring transforms, the parser's own error
        "test/other.test.js (Test suite failed to run) - SyntaxError: test/other.test.js:"
        " Unexpected token (3:12) (test/other.test.js:3:12)",
        # no test failed, yet the run did: its suites line says why
        "totals (jest): Test Suites: 2 failed, 2 total; Tests: 0 total",
    ]
    assert {e.type for e in own_findings("jest-syntax-error.txt")[0]} == {"build"}


def test_vitest_transform_error_and_elided_deep_equality() -> None:
    listed, _ = own_errors("vitest-transform-error.txt")
    assert listed[0] == (
        "test/broken.test.ts [ test/broken.test.ts ] - Transform failed: [PARSE_ERROR]"
        " Unexpected token (src/broken.ts:3:2)"
    )
    # chai elides the values that differ ("[ 'pear', …(2) ]"): the diff's first lines say them
    assert listed[2] == (
        "test/cart.test.ts > cart > summarizes - AssertionError: expected \u2026 to deeply equal"
        ' \u2026 - first difference: expected "apple", received "fig" (test/cart.test.ts:18:28)'
    )
    assert [e.type for e in own_findings("vitest-transform-error.txt")[0]][:2] == ["build", "test"]


def test_unittest_names_subtest_parameters_and_unexpected_successes() -> None:
    listed, _ = own_errors("unittest-v-setupclass.txt")
    # named as unittest prints them, a subtest's parameters after its id
    assert listed[0].startswith(
        "test_prices (tests.test_ut.CartTest.test_prices) (text='x') - decimal."
    )
    assert "setUpClass (tests.test_ut.DbTest) - ConnectionError: database at" in listed[1]
    # an @expectedFailure test that passed fails the run, with no traceback to read
    assert listed[3] == (
        "test_known_bug (tests.test_ut.CartTest.test_known_bug) - unexpected success (marked"
        " @expectedFailure, but it passed)"
    )


def test_go_build_too_many_errors_is_said_not_listed_as_an_error() -> None:
    listed, _ = own_errors("go-build-too-many.txt")
    assert len(listed) == 14
    assert not any(x.endswith(": too many errors") for x in listed)
    # as go build says it, and the packages it named above their errors (each error's
    # own line names its package: there are two)
    assert listed[-1] == (
        "totals (go): # example.com/gb/b; # example.com/gb/a; a/a.go:14:24: too many errors"
        " (the compiler stopped listing them)"
    )


def test_a_conftest_that_does_not_load_is_named_with_its_error_and_place() -> None:
    listed, _ = own_errors("pytest-conftest-error.txt")
    assert listed == [
        "tests/conftest.py (conftest did not load) - tests/conftest.py:1: ModuleNotFoundError:"
        " No module named 'missing_mod'"
    ]


# --------------------------------------------------------------------------- 3. whole-run totals


def test_cargo_totals_cover_every_test_binary() -> None:
    errors, _ = errors_of("real-cargo-test-semver-no-fail-fast.txt")
    # (each target's line whole, zero counts and all: the digest has room)
    assert errors[-1].summary == (
        "totals (cargo test): 7 failed, 28 passed, 0 ignored in 6 test runs; error: 3 targets"
        " failed: `--test test_version` `--test test_version_req` `--doc` (test result: FAILED."
        " 9 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out, test result: FAILED. 14"
        " passed; 5 failed; 0 ignored; 0 measured; 0 filtered out, test result: FAILED. 2 passed;"
        " 1 failed; 0 ignored; 0 measured; 0 filtered out)"
    )
    # without --no-fail-fast cargo stops at the first failing target, and says which; the
    # binaries that passed before it, each with its count, where there is room
    first, _ = errors_of("real-cargo-test-semver.txt")
    assert first[-1].summary.endswith(
        "; error: test failed, to rerun pass `--test test_version` (test result: FAILED. 9"
        " passed; 1 failed; 0 ignored; 0 measured; 0 filtered out); passed:"
        " tests/test_autotrait.rs: test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 0"
        " filtered out, tests/test_identifier.rs: test result: ok. 2 passed; 0 failed; 0 ignored;"
        " 0 measured; 0 filtered out"
    ), first[-1].summary


def test_go_totals_name_every_failing_package() -> None:
    errors, _ = errors_of("real-go-test-go-cmp.txt")
    # (the packages that passed after them, as far as the count line's room goes)
    assert errors[-1].summary.startswith(
        "totals (go test): 3 packages failed: FAIL github.com/google/go-cmp/cmp/cmpopts 0.019s;"
        " FAIL github.com/google/go-cmp/cmp/internal/diff 0.016s; FAIL"
        " github.com/google/go-cmp/cmp/internal/value"
    ), errors[-1].summary


def test_go_failures_printed_by_a_package_that_passed_are_not_failures() -> None:
    # testify's suite package tests suites that are meant to fail: -v prints their
    # "--- FAIL" lines, then "ok  github.com/stretchr/testify/suite"
    text = (REAL / "real-go-test-v-testify.txt").read_text()
    assert "--- FAIL: TestPanicInSetupSuite" in text
    assert "ok  \tgithub.com/stretchr/testify/suite" in text
    digest = digest_of("real-go-test-v-testify.txt")
    assert "TestPanicInSetupSuite" not in digest
    assert digest.endswith("; ok github.com/stretchr/testify/suite")
    # the same test failing in two packages is two places, each with its package
    assert (
        "TestValueAssertionFunc/notEmpty (require) -"
        " requirements_test.go:595: Error: Should NOT be empty, but was [1]"
    ) in digest
    # -v prints a test's log before its --- FAIL line: the same facts as without -v
    # (but the time each failed package took, which its line says)
    took = re.compile(r" \d+\.\d+s;")
    assert took.sub(";", digest) == took.sub(";", digest_of("real-go-test-testify.txt"))


# --------------------------------------------------------------------------- 4. gates


def test_a_coverage_gate_says_all_passed_and_what_lacks_coverage() -> None:
    errors, _ = errors_of("real-pytest-toolz-cov-gate.txt")
    assert errors[0].summary.startswith(
        "no test failed, yet the command exited 1: pytest: 187 passed, 1 skipped in 2.33s"
    )
    assert [e.summary for e in errors[1:]] == [
        "why: ERROR: Coverage failure: total of 95 is less than fail-under=98",
        "why: FAIL Required test coverage of 98% not reached. Total coverage: 95.44%",
        # the table's total and each file's row short of 100%, as coverage printed them
        "why: lacking coverage: TOTAL 1228 56 95%; toolz/sandbox/parallel.py 19 14 26%,"
        " toolz/sandbox/core.py 37 25 32%, toolz/functoolz.py 459 17 96%",
    ]
    jest, _ = errors_of("real-jest-minimist-cov-gate.txt")
    assert jest[0].summary.startswith(
        "no test failed, yet the command exited 1: jest: Test Suites: 15 passed, 15 total; Tests:"
        " 61 passed"
    )
    assert jest[-1].summary == (
        "why: lacking coverage: All files | 96.52 | 95.86 | 100 | 98.48 |; index.js branches"
        " 95.86%, lines 98.48% (uncovered lines 92,105)"
    )


def test_vitest_coverage_gate_names_each_files_lowest_figure() -> None:
    listed, _ = own_errors("vitest-coverage-gate.txt")
    assert listed[0] == (
        "no test failed, yet the command exited 1: vitest: Test Files  1 passed (1); Tests  1"
        " passed (1)"
    )
    # cart.ts has no branch covered, and 14.28% of its lines: both said, each by its name
    assert listed[-1] == (
        "why: lacking coverage: All files  | 15.38 | 0 | 28.57 | 10 |; cart.ts branches 0%, lines"
        " 14.28% (uncovered lines 8-17), report.ts lines 0% (uncovered lines 4-6)"
    )


# --------------------------------------------------------------------------- 5. passing runs


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("real-pytest-humanize-pass.txt", "passed: pytest: 908 passed in 6.12s"),
        ("real-unittest-more-itertools-pass.txt", "passed: unittest: Ran 929 tests in 20.425s; OK"),
        ("real-mocha-minimist-pass.txt", "passed: mocha: 61 passing"),
        (
            "real-vitest-zod-pass.txt",
            "passed: vitest: Test Files  3 passed (3); Tests  86 passed (86)",
        ),
        # (tape pads its pass count: "# pass  153", as printed)
        ("real-tape-minimist-pass.txt", "passed: tap: # tests 153; # pass  153"),
        (
            "real-cargo-test-semver-pass.txt",
            # and each binary's own count, as cargo printed it
            "passed: cargo test: test result: ok; 35 passed, 0 failed, 0 ignored in 6 test runs:"
            " tests/test_autotrait.rs: test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured;"
            " 0 filtered out, tests/test_identifier.rs: test result: ok. 2 passed; 0 failed; 0"
            " ignored; 0 measured; 0 filtered out, tests/test_version.rs: test result: ok. 10"
            " passed; 0 failed; 0 ignored; 0 measured; 0 filtered out, tests/test_version_req.rs:"
            " test result: ok. 19 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out,"
            " Doc-tests semver: test result: ok. 3 passed; 0 failed; 0 ignored; 0 measured; 0"
            " filtered out",
        ),
        ("real-pylint-markdown-pass.txt", "passed: pylint: Your code has been rated at 10.00/10"),
        (
            "real-go-test-go-cmp-pass.txt",
            # each package as go test says it: "ok github.com/..."
            "passed: go test: ok github.com/google/go-cmp/cmp; ok github.com/google/go-cmp/cmp/"
            "cmpopts; ok github.com/google/go-cmp/cmp/internal/diff; ok github.com/google/go-cmp/"
            "cmp/internal/function; ok github.com/google/go-cmp/cmp/internal/value (5 packages)",
        ),
    ],
)
def test_a_pass_says_what_passed(name: str, said: str) -> None:
    errors, _ = errors_of(name)
    assert errors == []
    assert digest_of(name) == said


# --------------------------------------------------------------------------- 6. where it was thrown


def test_a_thrown_error_points_at_the_code_under_test() -> None:
    vitest = digest_of("real-vitest-zod.txt")
    line = next(x for x in vitest.splitlines() if "array min/max" in x)
    # the frame that threw, in src/, not the test file's line 11
    assert line.endswith("(src/v4/core/checks.ts:570:33)")
    assert "array.test.ts:11:21" not in line
    jest = digest_of("real-jest-minimist.txt")
    # first the code under test, then the test's line that called it (when the tests of
    # one cause called it from different lines, none is named)
    assert "TypeError: o[lastKey].push is not a function (index.js:113:15 in push)" in jest
    # (a held-out test shows the caller named: test_a_throw_in_the_code_under_test_...)


# --------------------------------------------------------------------------- 7. ranking


def test_a_long_type_checker_run_lists_substantive_codes_before_repeats() -> None:
    errors, _ = errors_of("real-mypy-toolz-strict.txt")
    listed = [e.summary for e in errors[:-2]]
    codes = [re.search(r"\[([\w-]+)\](?:;|$)", x).group(1) for x in listed]  # type: ignore[union-attr]
    # 1,239 of the 1,319 errors are missing annotations: they are counted, not listed
    assert "no-untyped-call" not in codes
    assert "no-untyped-def" not in codes
    assert errors[-2].summary.startswith(
        "+1300 more in 28 files (no-untyped-call x784, no-untyped-def x455, "
    )
    # every substantive code gets a line before any code gets a second one
    first_repeat = next(i for i, c in enumerate(codes) if c in codes[:i])
    assert set(codes[:first_repeat]) >= {"attr-defined", "call-arg", "name-defined", "operator"}
    assert 'toolz/dicttoolz.py:198: error: Too many arguments for "len"' in listed[4]
    digest = format_digest(errors)
    assert 'itertoolz.py:549: error: "defaultdict[Any, Any]" has no attribute "iteritems"' in digest
    assert 'functoolz.py:674: error: Too few arguments for "count" of "tuple"' in digest


def test_pylint_errors_come_before_its_conventions_and_refactorings() -> None:
    errors, _ = errors_of("real-pylint-markdown.txt")
    listed = [e.summary for e in errors]
    codes = [m.group(1) for x in listed if (m := re.search(r"\b([CRWEFI]\d{4})\b", x))]
    # 794 messages, 16 of them errors (E): every error line before any other category
    first_other = next(i for i, c in enumerate(codes) if not c.startswith("E"))
    assert set(codes[:first_other]) == {"E0602", "E1101", "E1120", "E1136"}
    assert all(not c.startswith("E") for c in codes[first_other:])
    digest = format_digest(errors)
    # the misspelt name, and every caller the new required parameter broke
    assert "markdown/inlinepatterns.py:559:33: E0602: Undefined variable 'txt'" in digest
    for place in ("__init__.py:112:20", "fenced_code.py:193:29", "codehilite.py:333:32"):
        assert f"markdown/extensions/{place}" in digest
    assert "markdown/extensions/toc.py:274:33" in digest
    assert errors[-1].summary == (
        "totals (pylint): Your code has been rated at 7.92/10 (previous run: 7.92/10, +0.00)"
    )
    assert all(e.type == "lint" for e in errors)


def test_the_pylint_style_line_is_read_from_each_tool_that_prints_it() -> None:
    # "file:line: [CODE] message": no column, the code in brackets (pylint's parseable
    # format adds its symbol and the object)
    root = "/home/dev/markdown-3.11.3"
    pylint, _ = errors_of("real-pylint-markdown-parseable.txt", root=root)
    listed = [e.summary for e in pylint]
    assert (
        "markdown/inlinepatterns.py:559: E0602 Undefined variable 'txt' (undefined-variable)"
        in listed
    )
    assert listed[-1].startswith("totals (pylint): Your code has been rated at 7.92/10")
    flake8, _ = errors_of("real-flake8-markdown-pylint.txt", root=root)
    assert [e.summary for e in flake8] == [
        "markdown/inlinepatterns.py:559: F821 undefined name 'txt'",
        "markdown/util.py:136: E501 line too long (122 > 119 characters)",
    ]
    ruff, _ = errors_of("real-ruff-markdown-pylint.txt", root=root)
    assert ruff[0].summary == "markdown/inlinepatterns.py:559: F821 Undefined name `txt`"


def test_a_linter_that_found_nothing_says_so_in_its_own_words() -> None:
    outputs = {
        "Success: no issues found in 12 source files\n": "mypy: Success: no issues found in 12 source files",
        "All checks passed!\n": "ruff: All checks passed!",
        "0 errors, 3 warnings, 0 informations \n": "pyright: 0 errors, 3 warnings, 0 informations",
    }
    for text, said in outputs.items():
        summarizer = StreamSummarizer(kind="lint")
        summarizer.feed(text.encode())
        assert summarizer.finish(exit_code=0) == []
        assert summarizer.passed == said
    # a failed command's run is not made a pass by the line: ruff check passed, the
    # formatter check that ran after it did not
    summarizer = StreamSummarizer(kind="lint")
    summarizer.feed(b"All checks passed!\nWould reformat: a.py\n1 file would be reformatted\n")
    errors = summarizer.finish(exit_code=1)
    assert [e.summary for e in errors] == [
        "a.py: would reformat (ruff)",
        "totals (ruff): 1 file would be reformatted",
    ]


@pytest.mark.parametrize(
    ("name", "root", "said"),
    [
        (
            "real-black-markdown.txt",
            "/home/dev/md-black",
            [
                "markdown/extensions/__init__.py: would reformat (black)",
                "markdown/util.py: would reformat (black)",
                "totals (black): 2 files would be reformatted, 31 files would be left unchanged.",
            ],
        ),
        (
            "real-ruff-format-markdown.txt",
            "/home/dev/md-ruff",
            [
                "markdown/extensions/__init__.py:110:42: unformatted File would be reformatted",
                "markdown/util.py:200:23: unformatted File would be reformatted",
                "totals (ruff): 2 files would be reformatted, 31 files already formatted",
            ],
        ),
        (
            "real-isort-markdown.txt",
            "/home/dev/md-black",
            ["markdown/extensions/toc.py: Imports are incorrectly sorted and/or formatted (isort)"],
        ),
        (
            "real-prettier-rxjs.txt",
            "/home/dev/rx-prettier",
            [
                "src/internal/operators/debounceTime.ts: would reformat (prettier)",
                "src/internal/operators/windowCount.ts: would reformat (prettier)",
                "totals (prettier): Code style issues found in 2 files. Run Prettier with --write"
                " to fix.",
            ],
        ),
        (
            "../tool-output-own/cargo-fmt-check.txt",
            "/tmp/rfmt/demo",
            ["src/lib.rs:1: would reformat (rustfmt)", "src/util.rs:1: would reformat (rustfmt)"],
        ),
    ],
)
def test_a_formatter_check_names_each_file_it_would_change(
    name: str, root: str, said: list[str]
) -> None:
    # not the diff lines it prints (code, which may say 'error'), nor only its last lines
    errors, _ = errors_of(name, root=root)
    assert [e.summary for e in errors] == said
    assert {e.type for e in errors} == {"lint"}


def test_files_to_reformat_come_after_what_a_linter_found_in_one_run() -> None:
    # `make lint`: black --check, then flake8
    text = (REAL / "real-black-markdown.txt").read_bytes()
    text += (REAL / "real-flake8-toolz.txt").read_bytes()
    summarizer = StreamSummarizer(kind="lint", root="/home/dev/md-black")
    summarizer.feed(text)
    listed = [e.summary for e in summarizer.finish(exit_code=1)]
    black = next(i for i, x in enumerate(listed) if "would reformat (black)" in x)
    assert black > 0
    assert all(re.search(r": [A-Z]\d+ ", x) for x in listed[:black])


def test_a_rare_error_survives_hundreds_of_one_kind() -> None:
    digest = digest_of("real-tsc-zod-strictest.txt")
    # 247 TS2532 and 94 TS4111 from stricter flags; the two real mistakes are one each
    assert "src/v4/core/checks.ts(570,27): error TS2339" in digest
    assert "src/v4/core/util.ts(285,48): error TS18049" in digest
    assert re.search(r"\+\d+ more in \d+ files \(TS2532 x\d+, TS4111 x\d+", digest)
    # in the test files too, each code gets a line before a known code's other places:
    # a test that imports a module the change removed (TS2307) amid 'possibly undefined'
    assert "src/v4/classic/tests/file.test.ts(1,33): error TS2307" in digest


BASELINED = sorted(
    p.name[: -len(".json")]
    for p in REAL.glob("*.json")
    if "baseline" in meta(p.name[: -len(".json")])
)
CHANGED = sorted(
    p.name[: -len(".json")]
    for p in REAL.glob("*.json")
    if "changes" in meta(p.name[: -len(".json")])
)


@pytest.mark.parametrize("name", BASELINED)
def test_with_the_previous_output_as_baseline_the_new_errors_lead(name: str) -> None:
    info = meta(name)
    root = info.get("cwd")
    baseline = Baseline.of_file(REAL / info["baseline"], kind=info["kind"], root=root)
    errors = summarize_file(
        REAL / name, kind=info["kind"], exit_code=info["exit_code"], root=root, baseline=baseline
    )
    digest = format_digest(errors)
    assert len(digest) <= DIGEST_CAP
    # every fact, the new errors' explanations whole (the first line of an error the
    # change brought may be longer than others: rxjs's TS2769 says what is wrong at its end)
    assert [f for f in info["must_mention"] if f not in digest] == [], digest
    # the three errors the change brought are the first three lines
    rel = [f for f in info["must_mention"] if re.match(r"\S+[:(]\d+[,:]\d+", f)]
    for fact in rel:
        assert any(fact in e.summary for e in errors[:3]), (fact, errors[:3])


@pytest.mark.parametrize("name", CHANGED)
def test_with_the_runs_changes_the_errors_at_changed_lines_lead(name: str) -> None:
    # from the first attempt on: the lines the run's diff touched (hunk headers recorded
    # from the change each output was made after; see the fixtures' README)
    info = meta(name)
    root = info.get("cwd")
    changes = Changes.of_diff((REAL / info["changes"]).read_text("utf-8"))
    errors = summarize_file(
        REAL / name, kind=info["kind"], exit_code=info["exit_code"], root=root, changes=changes
    )
    digest = format_digest(errors)
    assert len(digest) <= DIGEST_CAP
    missing = [f for f in info["must_mention"] if f not in digest]
    assert missing == MISSED_WITH_CHANGES.get(name, []), digest


def test_errors_at_changed_lines_lead_a_type_checker_run_full_of_old_ones() -> None:
    info = meta("real-pyright-pyparsing.txt")
    root = info["cwd"]
    plain = summarize_file(REAL / "real-pyright-pyparsing.txt", kind="lint", root=root)
    changes = Changes.of_diff((REAL / info["changes"]).read_text("utf-8"))
    errors = summarize_file(
        REAL / "real-pyright-pyparsing.txt", kind="lint", root=root, changes=changes
    )
    # 479 errors, 476 of them there before the change: without the diff two of the three
    # the change brought are counted away, with it they lead
    assert not any("pyparsing/common.py:216:23" in e.summary for e in plain)
    # (and one that was there before, on a line the change rewrote: 'possibly unbound')
    firsts = [re.split(r" - |; also at ", e.summary)[0] for e in errors[:4]]
    assert sorted(firsts) == [
        "pyparsing/common.py:216:23",
        "pyparsing/core.py:5161:55",
        "pyparsing/core.py:945:17",
        "pyparsing/core.py:945:43",
    ]
    # a test run is not reordered: a failing test's place is where it noticed
    unittest = meta("real-unittest-markdown.txt")
    changes = Changes.of_diff((REAL / unittest["changes"]).read_text("utf-8"))
    same = [
        summarize_file(REAL / "real-unittest-markdown.txt", kind="test", exit_code=1, changes=c)
        for c in (None, changes)
    ]
    assert same[0] == same[1]


def test_a_baseline_of_the_same_output_changes_nothing() -> None:
    path = REAL / "real-pyright-pyparsing.txt"
    info = meta(path.name)
    plain = summarize_file(path, kind="lint", exit_code=1, root=info["cwd"])
    same = Baseline.of_file(path, kind="lint", root=info["cwd"])
    assert summarize_file(path, kind="lint", exit_code=1, root=info["cwd"], baseline=same) == plain


def test_a_new_failure_past_the_places_a_cause_keeps_is_listed_first(tmp_path: Path) -> None:
    # pytest, 50 failures of one cause (a group keeps 32 places); the baseline had 49
    def run_of(ids: list[str]) -> str:
        blocks = "".join(
            f"{'_' * 10} {t} {'_' * 10}\n\n    def {t}():\n>       check()\nE       "
            f"ValueError: bad input\n\nsrc/app.py:7: ValueError\n"
            for t in ids
        )
        short = "".join(f"FAILED tests/test_a.py::{t} - ValueError: bad input\n" for t in ids)
        return (
            f"{'=' * 20} FAILURES {'=' * 20}\n{blocks}"
            f"{'=' * 10} short test summary info {'=' * 10}\n{short}"
            f"{'=' * 10} {len(ids)} failed in 0.50s {'=' * 10}\n"
        )

    ids = [f"test_case_{i:02}" for i in range(50)]
    (tmp_path / "before.txt").write_text(run_of(ids[:40] + ids[41:]))
    (tmp_path / "now.txt").write_text(run_of(ids))
    for chunk in (997, 1 << 20):
        base = Baseline.of_file(tmp_path / "before.txt", kind="test", chunk_size=chunk)
        errors = summarize_file(
            tmp_path / "now.txt", kind="test", exit_code=1, chunk_size=chunk, baseline=base
        )
        assert errors[0].summary.startswith("tests/test_a.py::test_case_40, "), errors[0]
        # the other 49 follow, as without a baseline
        assert "+" in errors[-2].summary


def test_in_test_files_a_new_code_comes_before_more_places_of_a_known_one() -> None:
    lines = [
        f"tests/t{i}.test.ts({i + 1},9): error TS18048: 'value{i}' is possibly 'undefined'"
        f" in a long enough message about {'this ' * 12}place."
        for i in range(30)
    ]
    lines.append("tests/z.test.ts(1,33): error TS2307: Cannot find module '../file' .")
    digest = format_digest(summarize("\n".join(lines) + "\n", kind="build", exit_code=2))
    assert "tests/z.test.ts(1,33): error TS2307" in digest
    assert "+" in digest  # short of room: some places of TS18048 are only counted


# --------------------------------------------------------------------------- 8. labels


@pytest.mark.parametrize(
    "name", ["real-mypy-humanize.txt", "real-pyright-humanize.txt", "real-tsc-zod.txt"]
)
def test_type_checkers_follow_a_lint_verifiers_kind(name: str) -> None:
    lint, _ = errors_of(name, kind="lint")
    assert {e.type for e in lint} == {"lint"}
    build, _ = errors_of(name, kind="build")
    assert {e.type for e in build} == {"build"}
    # in a test verifier a type error still leads as a build error
    test, _ = errors_of(name, kind="test")
    assert {e.type for e in test if not e.summary.startswith("totals")} == {"build"}


# --------------------------------------------------------------------------- the cap


_TALLY_OR_TOTALS = re.compile(r"^\[[A-Z]+\] (?:\+\d+ more|totals \()")


@pytest.mark.parametrize("path", sorted(REAL.glob("real-*.txt")), ids=lambda p: p.name)
def test_no_digest_exceeds_the_cap_and_a_drop_is_counted(path: Path) -> None:
    errors, _ = errors_of(path.name)
    digest = format_digest(errors)
    assert len(digest) <= DIGEST_CAP
    for cap in (1000, 600):
        small = format_digest(errors, cap=cap)
        assert len(small) <= cap
        for line in small.splitlines():
            # a line is as it was, or shortened: the test's line that called the failing code
            # dropped ("... in f from t_test.go:250)"), its message cut ("…"), the rest kept
            uncalled = [
                re.sub(r" from [^\s()]+:\d+(?::\d+)?\)", ")", x) for x in digest.splitlines()
            ]
            if (
                not _TALLY_OR_TOTALS.search(line)
                and line not in digest.splitlines()
                and line not in uncalled
            ):
                head = line.partition("…")[0]
                assert head != line, line
                assert head in digest, line
        listed = [x for x in small.splitlines() if not _TALLY_OR_TOTALS.search(x)]
        if len(listed) < len([x for x in digest.splitlines() if not _TALLY_OR_TOTALS.search(x)]):
            # what was dropped is counted in its type's "+N more" line
            assert re.search(r"^\[[A-Z]+\] \+\d+ more", small, re.M), small


def test_a_tally_of_unittest_failures_counts_files_not_test_ids() -> None:
    # 32 errors at one place in the code under test, with dotted unittest ids
    # relative paths, as the verifier gives them (the workspace is the root)
    errors, _ = errors_of(
        "real-unittest-markdown.txt", root=meta("real-unittest-markdown.txt")["cwd"]
    )
    tally = next(e.summary for e in errors if e.summary.startswith("+"))
    assert re.match(r"\+\d+ more in \d files? \(AttributeError x\d+", tally), tally
    assert "markdown/extensions/footnotes.py" in tally
    assert "tests." not in tally  # files, not test ids


def test_ava_tells_each_failure_by_its_block_and_not_its_passing_tests() -> None:
    # AVA 6's reporter: progress lines (a passing test's name holding "error" is no failure),
    # then after its rule a block per failure: what AVA says of the values under each label,
    # the first lines of its diff that differ, an error's place in the code under test
    listed, _ = own_errors("ava-default.txt")
    assert listed == [
        "Uncaught exception in test/c.test.js - Error: late boom (test/c.test.js:4:56)",
        "b \u203a regex - Value must match expression: 'hello' Regular expression: /^bye/"
        " (test/b.test.js:3:24)",
        "a \u203a adds numbers - Difference (- actual, + expected): - 4 + 3 (test/a.test.js:3:31)",
        "a \u203a adds objects - Difference (- actual, + expected): - a: 3, + a: 2,"
        " (test/a.test.js:4:31)",
        "a \u203a throws nicely - Error thrown in test: TypeError: boom is not ready"
        " (src/lib.js:2:30 in exports.boom from test/a.test.js:5:30)",
        "a \u203a truthy - zero stays zero Value is not `true`: false (test/a.test.js:7:29)",
        "c \u203a throws check - Function returned: 1 (test/c.test.js:2:31)",
        "c \u203a async rejects - Rejected promise returned by test. Reason: RangeError: nope out"
        " of range (test/c.test.js:3:57)",
        "totals (ava): 7 tests failed; 1 known failure; 1 test skipped; 1 test todo;"
        " 1 uncaught exception",
    ]
    listed, _ = own_errors("ava-fail-fast.txt")
    assert listed[-1] == (
        "totals (ava): 5 tests failed; `--fail-fast` is on. 1 test file was skipped."
    )
    assert own_errors("ava-pass.txt") == ([], "ava: 1 test passed")


def test_ava_says_a_file_that_does_not_parse_and_tests_left_pending() -> None:
    listed, _ = own_errors("ava-syntax.txt")
    assert listed == [
        "Uncaught exception in test/d.test.js - SyntaxError: missing ) after argument list"
        " (test/d.test.js:1)",
        "totals (ava): 1 uncaught exception",
    ]
    listed, _ = own_errors("ava-timeout.txt")
    assert listed == [
        "Timed out while running tests - 1 tests were pending in test/e.test.js; slow",
        "totals (ava): 1 test remained pending after a timeout",
    ]
