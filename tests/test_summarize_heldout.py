"""The summarizer over the held-out round's recordings (tests/fixtures/tool-output-heldout):
real output of projects it had never been shown, recorded with facts chosen blind. One test
per behaviour that round found missing; every fact of every recording is checked too, in
test_summarize.py (test_digest_names_what_matters, with its KNOWN_MISSES)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from activities.summarize import StreamSummarizer, format_result
from activities.summarize.base import Kind, _shorten, _squeeze_all

HELDOUT = Path(__file__).parent / "fixtures" / "tool-output-heldout"


def digest(name: str, **overrides: Any) -> str:
    """What ``greenloop summarize`` prints for a recording, run as its verifier would be."""
    info = json.loads((HELDOUT / f"{name}.json").read_text("utf-8"))
    summarizer = StreamSummarizer(kind=info["kind"], root=overrides.get("root", info["cwd"]))
    summarizer.feed((HELDOUT / name).read_bytes())
    errors = summarizer.finish(exit_code=info["exit_code"])
    return format_result(errors, passed=summarizer.passed, warned=summarizer.warned)


def summaries(out: str, kind: Kind = "test", exit_code: int = 1, root: str = "") -> list[str]:
    """The summaries of what ``out`` is read as, by a summarizer of ``kind``."""
    summarizer = StreamSummarizer(kind=kind, root=root)
    summarizer.feed(out.encode())
    return [e.summary for e in summarizer.finish(exit_code=exit_code)]


def line_with(text: str, needle: str) -> str:
    return next(x for x in text.splitlines() if needle in x)


# --------------------------------------------------------------------------- Python


def test_mypy_lines_keep_the_two_spaces_before_their_code() -> None:
    # a fact copied from mypy's own line ('...expected "int")  [return-value]') still reads
    text = digest("real-mypy-marshmallow-pretty.txt")
    assert 'Incompatible return value type (got "float", expected "int")  [return-value]' in text


def test_ruff_says_what_it_could_fix_itself() -> None:
    text = digest("real-ruff-packaging.txt")
    assert text.endswith("totals (ruff): Found 2 errors. [*] 1 fixable with `--fix`.")


def test_pytest_interrupted_by_collection_errors_under_q_has_its_totals() -> None:
    text = digest("real-pytest-attrs-collect-q.txt")
    assert text.endswith(
        "totals (pytest): 2 errors in 1.34s (Interrupted: 2 errors during collection)"
    )


def test_cases_of_one_cause_each_say_where_their_values_differ_when_there_is_room() -> None:
    # two parametrized cases fail one assert with other values; pytest cut both values and
    # said where they differ. With room, each case's line tells its own place of difference
    # whole (each line already its own: the ids are long, the message too)
    text = digest("r13-pytest-dotenv.txt")
    for value in ("b ", "b c "):
        line = line_with(text, f"At index 0 diff: Binding(key='a', value='{value}'")
        assert f"!= Binding(key='a', value='{value.rstrip()}', original=" in line
        # (the first case's line goes on with the assert that failed)
        assert line.endswith(("error=False)]", "error=False)] [assert list(result) == expected]"))


def test_pytests_warnings_in_the_projects_code_follow_a_failure_where_there_is_room() -> None:
    lines = digest("r13-pytest-dotenv.txt").splitlines()
    warned = (
        "[TEST] tests/conftest.py:8: DeprecationWarning: 'isolated_filesystem' is deprecated and"
        " will be removed in Click 9.0. Use 'tempfile.TemporaryDirectory' or pytest's 'tmp_path'"
        " fixture with absolute paths instead."
    )
    assert lines[-2:] == [warned, lines[-1]]
    assert lines[-1].startswith("[TEST] totals (pytest): 3 failed")
    # one raised in installed code is not the project's to fix; a pass does not list them
    section = [
        "=" * 31 + " warnings summary " + "=" * 31,
        "tests/test_a.py::test_one",
        "  /usr/lib/python3/dist-packages/lib.py:3: DeprecationWarning: old lib",
        "  src/app.py:7: UserWarning: app warns",
        "",
        "-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html",
    ]
    failed = "\n".join(
        [
            *section,
            "=" * 27 + " short test summary info " + "=" * 28,
            "FAILED tests/test_a.py::test_one - assert 1 == 2",
            "=" * 20 + " 1 failed, 2 warnings in 0.01s " + "=" * 20,
        ]
    )
    said = summaries(failed)
    assert said[-2:] == ["src/app.py:7: UserWarning: app warns", said[-1]]
    assert not any("old lib" in x for x in said)
    passed = "\n".join([*section, "=" * 20 + " 1 passed, 2 warnings in 0.01s " + "=" * 20])
    assert summaries(passed, exit_code=0) == []


def test_under_tb_line_a_rarer_exception_is_told_before_more_of_a_known_one() -> None:
    # --tb=line: each failure's message is its crash line ("netaddr/ip/sets.py:335:
    # NameError: ..."). Its exception type is read past the place, so that the one cause
    # of another kind (a removed import) is told before a fourth and fifth AssertionError
    text = digest("r50-pytest-netaddr-tbline.txt")
    assert "netaddr/ip/sets.py:335: NameError: name 'cidr_exclude' is not defined" in text, text
    assert "(AssertionError x" in line_with(text, "more in")


def test_a_bare_assert_in_a_helper_says_where_the_two_values_differ() -> None:
    # tabulate's test/common.py:assert_equal is not rewritten by pytest: "AssertionError" alone
    line = line_with(digest("real-pytest-tabulate.txt"), "test_pipe,")
    assert "AssertionError: expected = …|:----------|----------:|" in line
    assert "result = …|:----------|-----------:|" in line


def test_an_exception_in_the_code_under_test_says_what_it_was_called_with() -> None:
    # the arguments were swapped one frame up: the frame that raised shows them
    line = line_with(digest("real-pytest-tabulate.txt"), "can't multiply sequence")
    assert "tabulate/__init__.py:172: TypeError: can't multiply sequence" in line
    assert line.endswith("[with colwidth = 'right', align = 6] [return \"=\" * width]")


def test_unittest_bare_values_come_with_the_assertion_that_compared_them() -> None:
    line = line_with(digest("real-unittest-simplejson.txt"), "test_decode_error")
    assert "AssertionError: 0 != 1 [self.assertEqual(err.colno, 1)]" in line
    # a call over several lines shows only its first: not quoted
    assert "[self.assertEqual(]" not in digest("real-unittest-simplejson.txt")


# --------------------------------------------------------------------------- JavaScript


def test_tap_values_are_told_as_printed_and_the_library_that_ran_the_test() -> None:
    text = digest("real-tape-resolve.txt")
    # quotes kept: 're' is a string; the failing assertion was in a callback lib/async.js ran
    assert (
        "deep/ref alt: not ok 574 should be strictly equal - equal: expected: 'ref', actual:"
        " 're' (test/pathfilter.js:11:11 via lib/async.js:206:34 in onpkg)"
    ) in text
    assert text.endswith("totals (tap): # tests 803; # pass  798; # fail  5")


def test_tap_spec_does_not_take_a_stack_line_for_a_test_name() -> None:
    text = digest("real-tape-resolve-tap-spec.txt")
    assert "at completeEnd" not in text
    assert "with moduleDirectory option > all desired module dirs were found" in text
    assert "(test/pathfilter.js:11:11 via lib/async.js:206:34 in onpkg)" in text


def test_node_tap_frames_name_their_function_in_the_code_under_test() -> None:
    text = digest("real-node-test-fjs-tap.txt")
    assert (
        "(reading 'indexOf') (index.js:417:25 in resolveValidatorSchemaRef, test at"
        " test/anyof.test.js:8:1)"
    ) in text
    # both of node's reporters give the same places
    spec = digest("real-node-test-fjs-spec.txt")
    assert "(index.js:417:25 in resolveValidatorSchemaRef, test at test/anyof.test.js:8:1)" in spec


def test_mocha_tells_both_values_of_a_loose_deep_equal() -> None:
    line = line_with(digest("real-mocha-jsonpath.txt"), "negative slices")
    assert "loosely deep-equal: [] should loosely deep-equal [ 'The Lord of the Rings' ]" in line


def test_mocha_names_the_library_that_called_a_throwing_callback() -> None:
    line = line_with(digest("real-mocha-jsonpath.txt"), "survives structural changes")
    assert line.endswith("(test/sugar.js:23:20 via lib/index.js:46:31)")


def test_jest_and_vitest_totals_count_their_files_too() -> None:
    assert digest("real-jest-rtk.txt").endswith(
        "totals (jest): Test Suites: 5 failed, 19 passed, 24 total; Tests: 29 failed, 22"
        " skipped, 392 passed, 443 total"
    )
    assert digest("real-vitest-query-core.txt").endswith(
        "totals (vitest): Test Files  7 failed | 8 passed (15); Tests  23 failed | 325 passed (348)"
    )


def test_vitest_long_test_ids_stay_whole_and_each_file_gets_a_cause() -> None:
    text = digest("real-vitest-query-core.txt")
    # a 150-character id is not cut for its message; the project's label is not repeated
    assert (
        "src/__tests__/infiniteQueryBehavior.test.tsx > InfiniteQueryBehavior >"
        " InfiniteQueryBehavior should apply the maxPages option to limit the number of pages - "
    ) in text
    assert "|@tanstack/query-core|" not in text
    # 23 failures in 7 files: every file's first cause is listed
    for name in ("hydration", "query", "infiniteQueryBehavior", "infiniteQueryObserver"):
        assert f"src/__tests__/{name}.test.tsx > " in text
    for name in ("queryClient", "mutationObserver", "utils"):
        assert f"src/__tests__/{name}.test.tsx > " in text


# --------------------------------------------------------------------------- Rust and Go


def test_a_failed_cargo_test_tells_rustcs_warnings_after_its_failures() -> None:
    # subtle with a length check removed: eight tests fail, and rustc warned that `len` is
    # now unused, at the line of the bug. The warnings follow the failures, whole, before
    # the count; the digest leaves room for the earlier attempts' lines.
    lines = digest("r48-cargo-test-subtle-q.txt").splitlines()
    warned = [i for i, x in enumerate(lines) if ": warning: " in x]
    failed = [i for i, x in enumerate(lines) if " - panicked at " in x]
    assert len(failed) == 7
    assert warned
    assert min(warned) > max(failed)
    assert lines[-1].startswith("[TEST] totals (cargo test): ")
    assert (
        "[TEST] src/lib.rs:289:13: warning: unused variable: `len`: help: if this is"
        " intentional, prefix it with an underscore: `_len` (unused_variables)"
    ) in lines
    assert len("\n".join(lines)) <= 2000 - 400
    # the same failures told at more length (--nocapture: each test's own output) leave
    # less room than that: no warning is told
    longer = digest("r48-cargo-test-subtle-nocapture.txt")
    assert ": warning: " not in longer
    assert longer.count("panicked at ") == 7


def test_a_doc_test_that_does_not_compile_says_each_place_and_rustcs_help() -> None:
    # a renamed method called three times in one doc-test: one error, its three places, and
    # rustc's help naming the method it was renamed to
    line = line_with(digest("r50-cargo-test-bitstream-io-rename-doc.txt"), "seek_to_bit (line")
    assert line.endswith(
        "error[E0599]: no method named `seek_bits` found for struct `BitReader<R, E>` in the"
        " current scope; help: there is a method `seek_to_bit` with a similar name"
        " (src/read.rs:721:18, src/read.rs:724:18, src/read.rs:727:18)"
    ), line


def test_cargo_says_each_failed_targets_own_count() -> None:
    # in cargo's words: its "error: 3 targets failed:" and each one's "test result:" line
    # (whole: the digest has room)
    assert digest("real-cargo-test-smallvec-no-fail-fast.txt").endswith(
        "error: 3 targets failed: `--lib` `--test macro` `--doc` (test result: FAILED. 55 passed;"
        " 2 failed; 0 ignored; 0 measured; 0 filtered out, test result: FAILED. 0 passed; 1"
        " failed; 0 ignored; 0 measured; 0 filtered out, test result: FAILED. 11 passed; 2"
        " failed; 0 ignored; 0 measured; 0 filtered out)"
    )
    # (a pass says each binary's line whole)
    assert digest("real-cargo-test-smallvec-pass.txt").endswith(
        "in 3 test runs: src/lib.rs: test result: ok. 57 passed; 0 failed; 0 ignored; 0 measured;"
        " 0 filtered out, tests/macro.rs: test result: ok. 1 passed; 0 failed; 0 ignored; 0"
        " measured; 0 filtered out, Doc-tests smallvec: test result: ok. 13 passed; 0 failed; 0"
        " ignored; 0 measured; 0 filtered out"
    )


def test_a_rust_backtrace_names_the_function_that_panicked() -> None:
    text = digest("real-cargo-test-smallvec-backtrace.txt")
    assert "panicked at src/lib.rs:950:12: " in text
    assert "(in smallvec::SmallVec<A>::try_reserve)" in text
    # a test's own assertion is not named by its function (it is the test)
    assert "panicked at src/tests.rs:758:5: " in text
    assert "(in tests::" not in text
    # the doc-tests print no backtrace: the same panic, the same cause, not another line
    assert text.count("attempt to subtract with overflow") == 4


def test_go_reads_its_failures_as_go_test_printed_them() -> None:
    text = digest("real-go-test-uuid-errors.txt")
    assert (
        "TestScan (github.com/google/uuid) - sql_test.go:86: Scan: invalid UUID length: 0" in text
    )
    # a message ending at its colon: the got/want lines under it are its values
    assert 'fmt.Sprintf("%s", err): got: "pkg/errors", want: "stack_test.go"' in text
    # a panic's frame names its function (as go does, the digest having room), and the
    # test's line that called it
    assert (
        "uuid/uuid.go:85 in github.com/google/uuid.Parse from google/uuid/uuid_test.go:95)"
    ) in text
    # -json decodes to the same facts
    assert "sql_test.go:86: Scan: invalid UUID length: 0" in digest(
        "real-go-test-json-uuid-errors.txt"
    )


# --------------------------------------------------------------------------- round 2


def test_a_mocha_diff_with_one_long_side_keeps_the_failure() -> None:
    # the actual was one 700-character line: reading its diff raised, and the parser's guard
    # dropped three of the eight failures whole
    text = digest("real-mocha-flat.txt")
    # (three tests failing with one message at different lines: in a digest with room, each
    # says its line)
    for test, place in (
        ("CLI can take filename", "test/test.js:619:14"),
        ("CLI exits with usage if no file", "test/test.js:629:14"),
        ("CLI can take piped file", "test/test.js:639:14"),
    ):
        line = line_with(text, test)
        assert line.startswith(f"[TEST] {test} - Uncaught AssertionError [ERR_ASSERTION]"), text
        assert line.endswith(f"({place})"), text
    assert text.endswith("totals (mocha): 43 passing (269ms), 8 failing")


def test_a_tap_test_named_by_a_url_does_not_invent_files() -> None:
    tally = line_with(digest("real-tape-fast-uri.txt"), "more in")
    # (the files the test ids' paths are in, not "urn:" or "http://" read as files)
    assert tally.endswith(
        " more in 3 files: test/equal.test.js, test/malformed-urn.test.js, test/uri-js.test.js"
    ), tally
    assert "://" not in tally


def test_a_node_crash_in_the_code_under_test_names_the_test_line_that_called_it() -> None:
    line = line_with(digest("real-tape-fast-uri-crash.txt"), "uncaught Error")
    assert line.endswith("(index.js:103:11 from test/ipv6-validation.test.js:170:13)")


def test_a_vitest_snapshot_mismatch_tells_what_changed() -> None:
    line = line_with(digest("real-vitest-htmlparser2-verbose.txt"), "Events > simple")
    assert 'Snapshot: "endIndex": 18, Received: "endIndex": 19' in line
    assert digest("real-vitest-htmlparser2.txt").endswith(
        "totals (vitest): Snapshots  1 failed; Test Files  3 failed | 3 passed (6); Tests  4"
        " failed | 99 passed (103)"
    )


def test_a_mypy_message_wrapped_over_three_lines_is_whole() -> None:
    assert (
        'src/click/termui.py:919: error: Argument "filenames" to "edit_files" of "Editor" has'
        ' incompatible type "Iterable[str | PathLike[str]]"; expected "Sequence[str]"  [arg-type]'
    ) in digest("real-mypy-click-pretty.txt")


def test_pytest_totals_in_a_shrunk_banner_and_a_chain_of_exceptions() -> None:
    # "= 30 failed, ... in 15.03s =": too long for pytest's wide banner
    assert digest("real-pytest-click.txt").endswith(
        "totals (pytest): 30 failed, 2388 passed, 24 skipped, 31000 deselected, 1 xfailed, 16"
        " errors in 15.03s"
    )
    # the real error came while handling an expected one
    line = line_with(digest("real-pytest-dateutil-xdist.txt"), "test_isoweek[")
    assert (
        "ValueError: Expected 2 digits, got 'W5'; while handling it:"
        " src/dateutil/parser/isoparser.py:324: ValueError: Invalid week: 53"
    ) in line


def test_clippy_names_each_denied_lint_as_its_attribute_does() -> None:
    # as rustc says it, then the lint as #[allow] names it and rustc's note, which may name
    # it with dashes
    text = digest("real-cargo-clippy-arrayvec.txt")
    assert (
        "src/array_string.rs:234:21: error: unneeded `return` statement (clippy::needless_return;"
        " `-D clippy::needless-return` implied by `-D warnings`)"
    ) in text
    assert (
        "src/arrayvec.rs:226:5: error: unsafe function's docs are missing a `# Safety` section"
        " (clippy::missing_safety_doc; `-D clippy::missing-safety-doc` implied"
    ) in text


def test_go_build_detail_and_a_subtest_whose_name_holds_a_slash() -> None:
    assert "./lru.go:117:9: not enough return values: have (int), want (int, error)" in digest(
        "real-go-build-golang-lru.txt"
    )
    # TestCatalog failed only through TestCatalog/Builder/empty_catalog/en/key (its package's
    # part of the run: the whole run's digest counts it among 13 more)
    out = (HELDOUT / "real-go-test-x-text.txt").read_text("utf-8")
    part = out[out.index("--- FAIL: TestCatalog (") : out.index("--- FAIL: TestFormatter (")]
    said = summaries(part)
    assert said[0].startswith(
        "--- FAIL: TestCatalog/Builder/empty_catalog/en/key (catalog) - panic:"
    )
    assert not any("TestCatalog/Builder (" in x or "TestCatalog - " in x for x in said), said
    assert "+13 more in 5 files (panic x5)" in digest("real-go-test-x-text.txt")
    # a pass names every package, as far as a digest goes
    assert digest("real-go-test-x-text-pass.txt").endswith("golang.org/x/text/width (47 packages)")


def test_cargo_names_doc_tests_as_cargo_does() -> None:
    assert (
        digest("real-cargo-test-memchr-pass.txt")
        .split("\n")[0]
        .endswith(
            "src/lib.rs: test result: ok. 71 passed; 0 failed; 0 ignored; 0 measured; 0 filtered"
            " out, Doc-tests memchr: test result: ok. 23 passed; 0 failed; 0 ignored; 0 measured;"
            " 0 filtered out"
        )
    )


def test_a_throw_in_the_code_under_test_names_the_test_line_that_called_it() -> None:
    # jest: thrown in src/result.ts, called from the test's line 109
    assert digest("real-jest-ts-results-typeerror.txt").splitlines()[0] == (
        "[TEST] test/result.test.ts \u203a Result.all - TypeError: Cannot read properties of"
        " undefined (reading 'isOk') (src/result.ts:454:24 from test/result.test.ts:109:25)"
    )
    # TAP: one cause for the tests that called it from different lines, not one per caller
    lines = digest("real-node-test-fjs-tap.txt").splitlines()
    assert sum("TypeError" in x and "resolveValidatorSchemaRef" in x for x in lines) == 1, lines


# --------------------------------------------------------------------------- round 3


def test_pylint_json_reads_as_pylint_text_lines_and_its_score() -> None:
    text = digest("r3-pylint-tomlkit-json2.txt")
    # (an undefined variable's two places lead, each on its line)
    assert text.splitlines()[:3] == [
        "[LINT] tomlkit/api.py:311:33: E0602: Undefined variable 'UnexpectedCharError'"
        " (undefined-variable)",
        "[LINT] tomlkit/api.py:329:33: E0602: Undefined variable 'UnexpectedCharError'"
        " (undefined-variable)",
        "[LINT] tomlkit/container.py:563:12: E1111: Assigning result of a function call, but"
        " 'remove' returns None (assignment-from-no-return)",
    ]
    assert text.endswith("totals (pylint): Your code has been rated at 8.76/10")


def test_rustc_lints_read_as_rustc_says_them_with_the_note_that_made_them_errors() -> None:
    text = digest("r3-cargo-clippy-strsim.txt")
    assert (
        "src/lib.rs:279:9: error: variable does not need to be mutable (unused_mut; `-D"
        " unused-mut` implied by `-D warnings`)"
    ) in text
    assert "(`#[deny(clippy::eq_op)]` on by default)" in text
    # a lint's note after a sub-diagnostic ("note: this parameter accepts ...") still names it
    assert "`IntoIterator` (clippy::useless_conversion; `-D clippy::useless-conversion`" in text


def test_cargo_counts_in_cargos_words() -> None:
    assert digest("r3-cargo-test-strsim-pass.txt").endswith(
        "tests/lib.rs: test result: ok. 8 passed; 0 failed; 0 ignored; 0 measured; 0 filtered"
        " out, Doc-tests strsim: test result: ok. 11 passed; 0 failed; 0 ignored; 0 measured; 0"
        " filtered out"
    )


def test_go_build_names_each_errors_package_and_go_test_the_packages_that_passed() -> None:
    assert digest("r3-go-build-xsync.txt").splitlines()[0] == (
        "[BUILD] semaphore/semaphore.go:100:2: invalid operation: s.cur -= n (mismatched types"
        " int64 and int) (golang.org/x/sync/semaphore)"
    )
    text = digest("r3-go-test-xsync.txt")
    assert text.endswith("golang.org/x/sync/singleflight 0.016s; ok golang.org/x/sync/syncmap")
    # a panic in the code under test, and the test's line that called it
    assert (
        "(semaphore/semaphore.go:103 in golang.org/x/sync/semaphore.(*Weighted).Release from"
        " semaphore/semaphore_test.go:69)"
    ) in text
    # a message logged over two lines goes on with its second
    assert "for err in [group_test: doomed] g.Wait() = errgroup" in text


def test_a_data_race_is_told_at_its_first_frames_outside_gos_sources() -> None:
    line = line_with(digest("r3-go-test-race-xsync.txt"), "TestAllocCancelDoesntStarve")
    assert "WARNING: DATA RACE: read in semaphore.(*Weighted).TryAcquire()" in line
    assert "previous write at semaphore/semaphore.go:57" in line
    assert line.endswith("(semaphore/semaphore.go:88)")


def test_pytest_tb_line_keeps_pytests_line_whole() -> None:
    assert (
        "tests/test_join.py::test_join - tests/test_join.py:12: AssertionError: assert 'apple,"
        " banana or carrot' == 'apple, banana and carrot'"
    ) in digest("r3-pytest-inflect-tb-line.txt")


def test_python_places_read_as_python_and_pytest_print_them() -> None:
    native = digest("r3-pytest-boltons-tb-native.txt")
    assert '(File "tests/test_cacheutils.py", line 230, in _test_linkage)' in native
    # the chain of exceptions under --tb=native, as in pytest's default mode
    assert "tests/test_dictutils.py::test_pop - KeyError: 'odd'; while handling it:" in native
    assert "(inflect/__init__.py:3732: in ordinal)" in digest("r3-pytest-inflect-q.txt")
    collect = digest("r3-pytest-boltons-collect.txt")
    assert (
        "SyntaxError: expected ':' [def shift(self, item_index, dest_index=0)]"
        ' (File "boltons/listutils.py", line 343)'
    ) in collect


def test_a_coverage_gate_names_the_tables_total_and_rows() -> None:
    text = digest("r3-pytest-boltons-cov-gate.txt")
    assert "why: lacking coverage: TOTAL 7319 2147 71%; boltons/deprutils.py 25 25 0%" in text
    assert "lacking coverage: All files | 90.9 | 79.01 | 80.9 | 91.45 |;" in digest(
        "r3-jest-chrono-coverage-pass.txt"
    )


def test_eslint_rows_read_as_printed_and_its_warnings_come_after_its_errors() -> None:
    lines = digest("r3-eslint-commander.txt").splitlines()
    assert (
        lines[1] == "[LINT] lib/command.js:2131:20  error 'suggestSimilar' is not defined no-undef"
    )
    first_warning = next(i for i, x in enumerate(lines) if "  warning  " in x)
    last_error = max(i for i, x in enumerate(lines) if " error " in x)
    assert first_warning > last_error, lines


def test_tests_failing_with_one_quoted_message_at_different_lines_are_one_cause() -> None:
    line = line_with(digest("r3-mocha-object-path.txt"), "should not set magic properties")
    assert line.startswith(
        "[TEST] set [security] should not set magic properties in default mode, ensureExists"
        " [security] should not set magic properties in default mode - AssertionError: expected"
        " 'this is bad' to be undefined (test.js:279:44, …)"
    )


def test_a_suite_that_does_not_compile_says_its_compilers_error_whole() -> None:
    text = digest("r3-jest-chrono.txt")
    assert text.splitlines()[0] == (
        "[BUILD] Test suite failed to run - test/calculation.test.ts:1:44 - error TS2305: Module"
        " '\"../src/common/calculation/weekdays\"' has no exported member 'getDaysToWeekday'."
    )
    # said once, though jest's recap says it again
    assert text.count("TS2305") == 1


def test_unittest_tells_apart_messages_raised_at_one_place() -> None:
    lines = digest("r3-unittest-jsonschema.txt").splitlines()
    at_raise = [x for x in lines if "line 450, in validate" in x]
    assert len(at_raise) == 2, lines
    assert "'good' is too short" in at_raise[0]
    assert "Unevaluated properties are not valid" in at_raise[1]


def test_a_linters_new_warnings_are_listed_against_the_previous_output() -> None:
    # pyright's 6 warnings and eslint's 441 follow the errors; with the same command's
    # output before the change, the one each change brought is the first of them
    from activities.summarize import Baseline, format_digest, summarize_file

    for name, new in (
        ("r3-pyright-tenacity.txt", "tenacity/__init__.py:645:9 - warning: Expression value is"),
        ("r3-eslint-mobx.txt", "src/api/when.ts:7:5 warning  'getNextId' is defined but never"),
    ):
        info = json.loads((HELDOUT / f"{name}.json").read_text("utf-8"))
        kind, root = info["kind"], info["cwd"]
        baseline = Baseline.of_file(HELDOUT / info["baseline"], kind=kind, root=root)
        errors = summarize_file(
            HELDOUT / name, kind=kind, exit_code=info["exit_code"], root=root, baseline=baseline
        )
        text = format_digest(errors)
        warned = [x for x in text.splitlines() if " warning" in x and "totals" not in x]
        assert new in warned[0], text


def test_ruff_says_what_it_fixed_itself_in_its_totals() -> None:
    text = digest("real-ruff-click.txt")
    assert text.endswith(
        "totals (ruff): Found 8 errors (2 fixed, 6 remaining). Fixed 2 errors: 1 \u00d7 F811"
        " (redefined-while-unused), 1 \u00d7 I001 (unsorted-imports)"
    )


def test_tsc_pretty_joins_its_explanation_and_names_places_as_it_prints_them() -> None:
    text = digest("r4-tsc-type-fest-pretty.txt")
    assert (
        "source/all-extend.d.ts:114:45 - error TS2344: Type 'Options[\"strictNever\"]' does not"
        " satisfy the constraint 'true'. Type 'boolean' is not assignable to type 'true'."
    ) in text
    assert "source/extends-strict.d.ts:2:14" in text
    assert ".d.ts(" not in text


def test_vitest_tests_listed_over_one_error_share_it() -> None:
    # vitest prints the FAIL lines of tests that failed with one error over that error once:
    # each is that error's test, none a failure without a message
    text = digest("r4-vitest-fraction.txt")
    line = line_with(text, "tests/fraction.test.js > Fraction > foo")
    assert " - AssertionError: Expected values to be strictly deep-equal:" in line
    assert not any(x.endswith((" > foo", " > 10/78")) for x in text.splitlines())


def test_node_assert_diffs_are_told_as_printed() -> None:
    # node's "Expected values to be strictly deep-equal:" says nothing without its diff: the
    # first lines that differ follow, with their marks, under vitest, mocha and node --test
    vitest = line_with(digest("r4-vitest-fraction.txt"), "strictly deep-equal")
    assert (
        'deep-equal: - Expected + Received: - "message": "Invalid argument",'
        ' + "message": "Invalid arguments",'
    ) in vitest
    mocha = line_with(digest("real-mocha-flat.txt"), "Flatten Custom Depth")
    # (node's "+ actual - expected" legend is the same in every diff: not said)
    assert "deep-equal: + 'hello.world.again': 'good morning', - 'hello.world': {" in mocha


def test_eslint_unix_and_compact_rows_are_read_as_eslint_prints_them() -> None:
    unix = digest("r5-eslint-effect-unix.txt")
    assert (
        "src/Cron.ts:870:9: 'maxIterations' is assigned a value but never used. Allowed unused"
        " vars must match /^_/u. [Error/@typescript-eslint/no-unused-vars]"
    ) in unix
    assert unix.endswith("totals (eslint): 113 problems")
    compact = digest("r5-eslint-trpc-compact.txt")
    assert (
        "src/adapters/ws.ts: line 511, col 15, Error - '_subscription' is assigned a value but"
        " never used. (@typescript-eslint/no-unused-vars)"
    ) in compact
    # its 380 warnings are kept aside (the stylish format's are); the count names files
    assert ", Warning - " not in compact
    assert "more in " in compact


def test_biome_diagnostics_errors_first_and_its_counts() -> None:
    text = digest("r5-biome-trpc-all.txt")
    assert (
        "src/adapters/aws-lambda/getPlanner.ts:106:16 lint/suspicious/useIterableCallbackReturn:"
        " This callback passed to forEach() iterable method should not return a value."
    ) in text
    assert text.endswith("totals (biome): Found 9 errors. Found 197 warnings. Found 43 infos.")
    # the default run shows 20 of 249, none an error the totals count: its warnings are what
    # it shows, and how many it did not
    short = digest("r5-biome-trpc.txt")
    assert "lint/suspicious/noExplicitAny: Unexpected any." in short
    assert "Diagnostics not shown: 229." in short


def test_mocha_totals_count_pending_tests() -> None:
    text = digest("r5-mocha-papaparse.txt")
    assert text.endswith("totals (mocha): 250 passing (10s), 25 pending, 14 failing")


def test_node_assert_with_its_own_message_under_jest_is_told_by_that_message() -> None:
    # chai's "expected '1 0000,0000' to equal '10 000,0000'" under "Message:" says the values
    text = digest("r5-jest-numeral.txt")
    line = line_with(text, "Locale: pt-pt \u203a Number \u203a should format a number")
    assert " - expected '1 0000,0000' to equal '10 000,0000' (" in line


def test_unittest_failures_in_the_tests_own_method_are_one_cause_by_message() -> None:
    # 37 bare AssertionErrors of one broken encoder, each at its own test's line: one cause
    text = digest("r5-unittest-pyasn1.txt", root="/home/dev/r5py/pyasn1-0.6.5-bugs")
    bare = [x for x in text.splitlines() if " - AssertionError (File " in x]
    assert len(bare) == 1, text
    assert bare[0].count("testDefModeChunked") + bare[0].count("testIndefModeChunked") >= 2


def test_ava_tap_values_are_told_as_printed_with_the_assertion() -> None:
    text = digest("r5-ava-chance-tap.txt")
    assert (
        "AssertionError: t.is: 'Actual:': '87', 'Must be strictly equal to:': '88'"
        " (test/test.person.js:496:7)"
    ) in text
    assert (
        "AssertionError: Error thrown in test: 'Error:': '[TypeError: this.capitalize is not a"
        " function]'"
    ) in text


def test_oxlint_reports_are_read_with_their_place() -> None:
    # a run with warnings only passes, says what it found, and lists the warnings
    passed, warned, *found = digest("r5-oxlint-trpc.txt").split("\n")
    assert (passed, warned) == (
        "passed: oxlint: Found 7 warnings and 0 errors.",
        "warnings, which did not fail it:",
    )
    assert len(found) == 7
    assert found[0] == (
        "[LINT] src/observable/operators.ts:85:31 unicorn(no-useless-spread): Using a spread"
        " operator here creates a new array unnecessarily."
    )
    # the same report with each finding marked as oxlint marks an error ("x"; made from the
    # recording, no error-level rule fired there), its place under it
    text = (HELDOUT / "r5-oxlint-trpc.txt").read_text("utf-8").replace("\n  ! ", "\n  x ")
    summarizer = StreamSummarizer(kind="lint")
    summarizer.feed(text.encode())
    lines = [e.summary for e in summarizer.finish(exit_code=1)]
    assert (
        "src/unstable-core-do-not-import/http/resolveResponse.ts:369:9 eslint(no-unused-vars):"
        " Variable 'maxBatchSize' is declared but never used. Unused variables should start"
        " with a '_'."
    ) in lines
    assert lines[-1] == "totals (oxlint): Found 7 warnings and 0 errors."


def test_node_tap_subtests_are_named_by_their_suites_not_folded_into_a_count() -> None:
    # each locale's "not ok 1 - should format a number" is another test: named by the suites
    # node's "# Subtest:" lines opened, never counted as one test failing 19 times
    text = digest("r5-nodetest-numeral.txt")
    assert "Locale: bg > Number: not ok 1 - should format a number" in text
    assert "(x" not in text


def test_coverage_thresholds_are_said_beside_failing_tests() -> None:
    # fixing the tests alone would not make the command pass: the gate is said as well
    text = digest("r3-jest-chrono-coverage-fail.txt")
    assert text.endswith(
        'totals (coverage): Jest: "global" coverage threshold for branches (90%) not met:'
        ' 77.64%; Jest: "global" coverage threshold for lines (95%) not met: 91.18%'
    )


# --------------------------------------------------------------------------- round 6's formats


def test_machine_formats_are_read_as_the_tools_own_lines() -> None:
    # cargo --message-format=json: each message's rendered text, as rustc prints it
    cargo = digest("r6-cargo-check-indexmap-json.txt")
    assert cargo.startswith(
        "[BUILD] src/map/core.rs:250:20: error[E0599]: no method named `get_index_of` found"
    )
    assert '"reason"' not in cargo
    # and every target cargo could not compile
    assert "(lib) due to 3 previous errors" in cargo
    assert "(lib test) due to 3 previous errors" in cargo
    # ruff --output-format=json: its concise lines
    ruff = digest("r6-ruff-sqlparse-json.txt")
    assert (
        "sqlparse/filters/others.py:170:17: F821 Undefined name `split_unquoted_newlines`" in ruff
    )


def test_esbuild_errors_name_their_place_and_source_line() -> None:
    text = digest("r6-esbuild-router.txt")
    assert text == (
        '[BUILD] src/route.ts:2:20: ERROR: No matching export in "src/path.ts" for import'
        " \"trimPathLeft\" [import { cleanPath, trimPathLeft, trimPathRight } from './path']\n"
        "[BUILD] totals (esbuild): 1 error"
    )


def test_gotestsum_parallel_tests_examples_and_its_count() -> None:
    text = digest("r6-gotestsum-mapstructure-testname.txt")
    # a parallel test's log comes under "=== CONT", not "=== RUN"
    assert "TestArray - mapstructure_test.go:2734: got error: 1 error(s) decoding:" in text
    # an example's output: the first line where got and want differ
    assert "ExampleDecode_errors - example output differs at line 2: got: * 'Age'" in text
    assert text.endswith("totals (go test): DONE 136 tests, 6 failures in 0.534s")


def test_pytest_ids_with_double_colons_in_their_parameters_keep_their_file() -> None:
    text = digest("r6-pytest-sqlparse.txt")
    assert (
        "tests/test_grouping.py::test_grouping_typecast[select foo::integer from bar-integer]"
        in text
    )


def test_a_quickcheck_failure_says_its_shrunk_arguments() -> None:
    text = digest("r6-cargo-test-indexmap.txt")
    assert (
        "pop - panicked at src/map/core.rs:215:24: [quickcheck] TEST FAILED (runtime error)."
        ' Arguments: ([0]) Error: "attempt to subtract with overflow"'
    ) in text


def test_a_quickcheck_failure_tells_the_other_panics_met_while_shrinking() -> None:
    # the input quickcheck began with failed at another place than the shrunk one: a bug
    # of its own (src/map/core.rs:48:5 "assertion failed: erased" had been left out)
    text = digest("r6-cargo-test-indexmap.txt")
    pop = line_with(text, "[TEST] pop - ")
    assert pop.endswith("; also panicked at src/map/core.rs:48:5: assertion failed: erased")
    reverse = line_with(text, "[TEST] reverse - ")
    assert reverse.endswith("; also panicked at tests/quick.rs:500:27: IndexMap: key not found")


def test_node_tests_left_unfinished_share_one_line_and_cancelled_are_counted() -> None:
    dot = digest("r6-node-test-avvio-dot.txt")
    pending = [x for x in dot.splitlines() if "Promise resolution is still pending" in x]
    assert len(pending) == 1, dot
    assert pending[0].count(", ") >= 3
    tap = digest("r6-node-test-pino.txt")
    assert tap.endswith("# cancelled 27")


def test_copies_of_one_test_in_sibling_files_are_one_cause() -> None:
    # numeral's locale tests: each locale's file fails at its line 40 alike, but for the
    # values; one cause naming its tests, not 19 lines that push the other bugs out
    text = digest("r5-vitest-numeral-verbose.txt")
    line = line_with(text, "tests/locales/bg.js > Locale: bg > Number > should format a number")
    assert "tests/locales/chs.js > Locale: chs > Number > should format number" in line
    assert "AssertionError: expected '1,0000' to equal '10,000' (tests/numeral.js:16:48" in text
    assert "expected '52 dn' to equal '52 nd'" in text


# --------------------------------------------------------------------------- round 7's


def test_a_pytest_failure_says_its_place_first_as_pytest_does() -> None:
    # pytest's crash line is "path:N: ExcType"; the digest keeps that order
    text = digest("r7-pytest-networkx-x.txt")
    assert (
        "TestAStar::test_cycle - networkx/algorithms/shortest_paths/weighted.py:759: NameError:"
        " name '_dijkstra_multisource' is not defined"
    ) in text


def test_node_test_tells_another_librarys_diff_under_its_legend() -> None:
    line = line_with(digest("r7-node-test-tinycolor2-spec.txt"), "Hex Parsing")
    assert "Values are not equal: [Diff] Actual / Expected - #ff00 + #ff0000" in line


# --------------------------------------------------------------------------- session 8's


def test_clippy_warnings_are_listed_after_the_error_that_failed_the_build() -> None:
    # 36 warnings beside one denied lint: the error first, the warnings after it (the
    # change's needless `return` among them), none before it in another block
    text = digest("r7-cargo-clippy-hashbrown.txt")
    lines = text.splitlines()
    assert lines[0].startswith("[LINT] src/raw/mod.rs:609:12: error: this comparison")
    assert (
        "[LINT] src/map.rs:735:9: warning: unneeded `return` statement (clippy::needless_return)"
        in lines
    )


def test_a_rust_lint_named_once_is_known_by_its_other_messages() -> None:
    # rustc names a lint ("`-D mismatched-lifetime-syntaxes` implied by `-D warnings`") on its
    # first error only: its other 40 errors are that lint's, counted under its name, not
    # build errors of their own
    text = digest("r5-cargo-clippy-petgraph.txt")
    assert "mismatched_lifetime_syntaxes x40" in text
    assert not [x for x in text.splitlines() if "hiding a lifetime" in x and "[BUILD]" in x]


def test_cargo_says_each_failed_targets_count_whole_when_there_is_room() -> None:
    # seven failures of three causes leave room for cargo's own lines, zero counts and all
    text = digest("r5-cargo-test-petgraph-nff.txt")
    for counts in ("46 passed; 7 failed", "14 passed; 1 failed", "32 passed; 2 failed"):
        assert f"test result: FAILED. {counts}; 0 ignored; 0 measured; 0 filtered out" in text
    # a full digest keeps them short (as far as the ignored count), each target's still told
    full = digest("r7-cargo-test-hashbrown-backtrace.txt")
    # (in the order cargo names the targets: --doc last)
    assert "`--doc` (test result: " in full, full
    assert full.endswith("0 ignored, test result: FAILED. 180 passed; 36 failed; 0 ignored)"), full


# --------------------------------------------------------------------------- round 8's


def test_a_go_table_tests_cases_failing_at_one_check_are_one_cause() -> None:
    # gorilla/mux's TestQueries: ten cases fail at mux_test.go:1931, each printing its own
    # values; one cause, so that the other failing tests are named too
    text = digest("r8-gotest-mux.txt")
    assert len([x for x in text.splitlines() if "mux_test.go:1931:" in x]) == 1
    # (and five tests' cases failing at a shared helper's line, each printing its case name)
    assert len([x for x in text.splitlines() if "mux_test.go:2432:" in x]) == 1
    for test in ("TestNoMatchMethodErrorHandler", "TestMethodNotAllowed", "TestHostMatcher"):
        assert test in text
    # a long Go value before the message is cut, the message told
    assert "&Route{matchers:[]matcher{&routeRegexp{t…}: vars length should be 3, got 0." in text


def test_gocheck_failures_are_read() -> None:
    # yaml.v3's suite runs under gocheck: its FAIL blocks, not go test's one "--- FAIL: Test"
    text = digest("r8-gotest-yaml.txt")
    assert (
        "[TEST] decode_test.go:848: S.TestDecoderSingleDocument (gopkg.in/yaml.v3) -"
        ' decode_test.go:863: ["canonical"]: "~" != nil'
    ) in text
    # an ErrorMatches check: the first line where the error and the pattern differ
    assert (
        'decode_test.go:931: error "line 0: cannot unmarshall !!int `123` into time.Duration"'
    ) in text
    assert "[TEST] Test (gopkg.in/yaml.v3)" not in text
    assert text.endswith(
        "totals (go test): FAIL gopkg.in/yaml.v3 6.666s (OOPS: 34 passed, 12 FAILED)"
    )


def test_a_panic_in_a_test_helper_says_the_test_line_that_called_it() -> None:
    text = digest("r8-gotest-gjson.txt")
    assert "(gjson_test.go:664 in github.com/tidwall/gjson.assert from gjson_test.go:310)" in text


def test_go_tests_build_failure_is_said_beside_the_compilers_errors() -> None:
    text = digest("r8-gotest-yaml-compile.txt")
    # (go test's "FAIL pkg [build failed]" says the package: its "# pkg" header is not said)
    assert text.endswith("totals (go): FAIL gopkg.in/yaml.v3 [build failed]")
    vet = digest("r8-govet-mux-compile.txt")
    assert vet.endswith("# github.com/gorilla/mux [github.com/gorilla/mux.test]")


def test_rust_should_panic_and_a_panic_in_another_thread() -> None:
    text = digest("r8-cargo-test-once_cell.txt")
    # the test's own panic after a spawned thread's, and a should_panic test's note
    assert (
        "left: true right: false; thread 'race::once_bool_smoke_test' panicked at"
        " tests/it.rs:812:10: called `Result::unwrap()` on an `Err` value: Any { .. }"
    ) in text
    assert (
        "unsync::reentrant_init - note: test did not panic as expected at tests/it.rs:230:8"
        " (printed: use after free: 92)"
    ) in text


def test_node_tap_yaml_block_scalars_are_read_whole() -> None:
    # a diff under "error: |-" holds a line "..." (node's "Lines skipped"): not the YAML's end
    text = digest("r8-node-test-fastify-cors.txt")
    assert (
        "AssertionError: Expected values to be strictly deep-equal: + 'access-control-allow-"
        "credentials': undefined, - 'access-control-allow-credentials': 'true',"
    ) in text


def test_every_coverage_gate_is_said_when_there_is_room() -> None:
    text = digest("r8-c8-light-my-request.txt")
    for what in ("lines", "functions", "branches", "statements"):
        assert f"Coverage for {what} (" in text


# --------------------------------------------------------------------------- round 9's


def test_subtests_with_a_message_are_read_under_unittest_and_pytest() -> None:
    # self.subTest("simple (unopt)"): unittest's "FAIL: test_x (mod.C.test_x) [simple (unopt)]"
    # and pytest's "SUBFAILED[simple (unopt)] path::C::test_x"
    name = "test_01_windows_current_dir_paths"
    text = digest("r9-unittest-pathspec.txt")
    for sub in ("[simple (unopt)]", "[simple (minopt)]"):
        assert f"{name} (tests.test_05_pathspec.PathSpecTest.{name}) {sub}" in text
    text = digest("r9-pytest-pathspec.txt")
    assert f"tests/test_05_pathspec.py::PathSpecTest::{name} [simple (minopt)]" in text


def test_jests_coverage_thresholds_after_its_last_failure_are_read() -> None:
    text = digest("r9-jest-deepdiff-coverage.txt")
    assert 'Jest: "global" coverage threshold for branches (90%) not met: 61.86%' in text
    assert 'Jest: "global" coverage threshold for lines (90%) not met: 64.68%' in text


def test_testify_fields_are_read_over_their_lines() -> None:
    text = digest("r9-gotest-logrus-run.txt")
    assert (
        'level_test.go:24: Error: Received unexpected error: not a valid logrus Level: "warning"'
    ) in text


def test_a_go_check_repeated_in_a_loop_says_its_other_values() -> None:
    # (each case at its place, as go test logged it)
    text = digest("r9-gotest-decimal.txt")
    assert (
        "decimal_test.go:772: Floor(-0.9): got 0, expected -1; decimal_test.go:772: Floor(-0.1):"
        " got 0, expected -1; decimal_test.go:772: Floor(-1.01): got -1, expected -2;"
        " decimal_test.go:772: Floor(-1.999): got -1, expected -2"
    ) in text


def test_go_builds_totals_are_whole() -> None:
    text = digest("r9-gotest-logrus-compile.txt")
    assert "too many errors (the compiler stopped listing them)" in text
    assert text.endswith("FAIL github.com/sirupsen/logrus/hooks/writer [build failed]")


def test_rustcs_other_labels_are_told() -> None:
    text = digest("r9-cargo-aho-corasick-check-borrow.txt")
    assert "borrowed as immutable; immutable borrow occurs here; mutable borrow occurs here" in text


def test_a_labels_lines_are_listed_when_they_fit_the_digest() -> None:
    # ten failures with ids of 100-150 characters: all listed (the count lines are short),
    # none counted in a "+1 more" line
    text = digest("r9-jest-deepdiff.txt")
    assert "A target that has a date value \u203a shows the property is changed" in text
    assert " more " not in text


def test_a_shortened_mypy_line_keeps_its_code() -> None:
    # a long message whose other places share its line: cut, its code and places kept
    line = line_with(digest("r9-mypy-soupsieve.txt"), "If x = b'abc'")
    assert "…  [str-bytes-safe]; also at soupsieve/css_parser.py:1041" in line


def test_a_tests_second_testify_report_is_told_with_its_place() -> None:
    text = digest("r9-gotest-logrus-run.txt")
    assert (
        'logrus_test.go:511: Error: Expected nil, but got: &errors.errorString{s:"not a valid'
        ' logrus Level: \\"warning\\""}; logrus_test.go:512: Error: Not equal: expected: 0x3'
        " actual  : 0x0"
    ) in text


# --------------------------------------------------------------------------- round 10's


def test_go_vets_type_checker_errors_are_read() -> None:
    text = digest("r10-govet-hcl-build.txt")
    assert "vet: hcl/strconv/quote_test.go:79:18: undeclared name: Unquote" in text


def test_pytest_raises_match_says_the_pattern_and_the_message() -> None:
    text = digest("r10-pytest-webcolors-x.txt")
    assert (
        "AssertionError: Regex pattern did not match. Expected regex: 'has no defined color name'"
        " Actual message: '\"#123456\" has no defined colour name in css3.'"
    ) in text


def test_vitests_spy_call_diff_is_told() -> None:
    text = digest("r10-vitest-vue-query.txt")
    assert (
        '[ \'VUE_QUERY_CLIENT:foo\' ] - "VUE_QUERY_CLIENT:foo", + "VUE_QUERY_CLIENT-foo",' in text
    )


def test_a_second_testify_report_at_another_line_is_told() -> None:
    text = digest("r10-gotest-viper.txt")
    assert (
        'viper_test.go:1446: Error: Not equal: expected: "value is C_" actual  : "default"' in text
    )


def test_tsc_says_which_propertys_types_differ() -> None:
    # its explanation's last line ("Type 'number' is not assignable to type 'string'.") says
    # how, the one above it which property: both told, the line cut to fit where it must
    text = digest("r8-tsc-fastify-cors.txt")
    assert (
        "is not assignable to type 'FastifyCorsOptionsDelegatePromise'. Types of property"
        " 'maxAge' are incompatible."
    ) in text


# --------------------------------------------------------------------------- AVA before 4


def test_avas_old_reporter_tells_its_failures_after_their_count() -> None:
    # AVA 0.19: "✖ title" progress lines without a duration, "31 tests failed [01:54:42]",
    # then a block per failure: the error's place, "Error:" over "[TypeError: ...]", frames
    # without "at"
    text = digest("r5-ava-chance-verbose.txt")
    assert text.endswith("totals (ava): 31 tests failed")
    assert (
        "test.address \u203a address() returns a string, test.address \u203a address() starts"
        " with a number"
    ) in text
    assert (
        "Error thrown in test Error: [TypeError: this.capitalize is not a function]"
        " (chance.js:2059:31 in Chance.street)"
    ) in text
    assert (
        "test.person \u203a mrz() should return a valid random passport number when not given"
        " any inputs - Actual: 87 Must be strictly equal to: 88 (test/test.person.js:496)"
    ) in text
    # a passing test whose name says "error" is not a failure
    assert "\u2714" not in text


# --------------------------------------------------------------------------- rustc's notes


def test_rustc_says_where_what_a_call_no_longer_matches_is_defined() -> None:
    # "note: function defined here" with its place and line: the signature the calls miss
    text = digest("r10-cargo-test-memoffset-macro.txt")
    # (the signature as far as the line's room goes)
    assert "(function defined here at src/lib.rs:82:12 pub fn size_of_pointee<T>(_ptr: &T)" in text
    # a second caret on a label's line is no label
    text = digest("r9-cargo-owning_ref-check.txt")
    assert "warning: unnecessary parentheses around type (unused_parens)" in text


# --------------------------------------------------------------------------- round 11's


def test_a_module_not_found_that_the_runner_caught_is_told() -> None:
    # tape's loader caught it and went on without test/Iterator.js: "Require stack:" names
    # the file that required it, the stack under it the line
    text = digest("r11-tape-es-iterator-helpers.txt")
    assert "Error: Cannot find module 'require-stash' (test/Iterator.js:8:20)" in text


def test_an_uncaught_error_rethrown_by_a_library_is_placed_in_the_project() -> None:
    # the crash's first line names es-abstract's CompletionRecord.js, which rethrew it
    text = digest("r11-tape-es-iterator-helpers.txt")
    assert (
        "RangeError: `limit` must be >= 0 (Iterator.prototype.take/implementation.js:59:50 from"
        " test/Iterator.prototype.take.js:149:17)"
    ) in text


def test_what_a_run_printed_after_its_tests_passed_says_why_it_failed() -> None:
    # no words a gate is known by: a script's own check, after go test's last "ok" line
    text = digest("r11-go-test-gods-cover-threshold.txt")
    assert text.startswith("[TEST] no test failed, yet the command exited 1: go test: ok")
    assert text.endswith(
        "[TEST] why: coverage check: github.com/emirpasic/gods/trees/avltree has 81.3% < 85%\n"
        "[TEST] why: coverage check: github.com/emirpasic/gods/trees/redblacktree has 84.3% < 85%\n"
        "[TEST] why: coverage check: github.com/emirpasic/gods/maps/hashmap has 83.8% < 85%\n"
        "[TEST] why: coverage check: github.com/emirpasic/gods/utils has 35.8% < 85%"
    )


def test_staticchecks_checks_are_its_codes_and_its_style_comes_last() -> None:
    # a type error it reports is "(compile)", at the end of the compiler's detail; its style
    # checks (ST1006 on 81 receivers) no longer lead
    text = digest("r11-staticcheck-glob.txt")
    assert text.startswith(
        "[LINT] compiler/compiler.go:32:17: NewText not declared by package match (compile)"
    )
    assert (
        "compiler/compiler.go:505:34: too many arguments in call to match.NewRange: have (rune,"
        " rune, bool), want (rune, rune) (compile)"
    ) in text
    assert "(ST1006 x81, compile x" in text.splitlines()[-1]


def test_an_assertion_helper_in_the_test_file_names_the_line_that_called_it() -> None:
    # hash.js's tests call their own `test(hash, cases)`: its assert is at line 16 for every
    # case, the test's line that called it (45) says which
    text = digest("r11-mocha-hash.js.txt")
    assert "(test/hash-test.js:16:14 from test/hash-test.js:45:5)" in text


def test_a_type_checkers_messages_are_told_longer_when_they_all_fit() -> None:
    # two messages in all: tsc's explanation after TS2769 is told to its end
    text = digest("r11-tsc-deepmerge.txt")
    assert (
        "types/index.tst.ts(17,20): error TS2769: No overload matches this call. Object literal"
        " may only specify known properties, but 'symbols' does not exist in type 'Options'."
        " Did you mean to write 'symbol'?"
    ) in text


def test_a_bare_truth_value_asserted_says_where_it_came_from() -> None:
    # "assert not True" says nothing alone; pytest's next line says what returned True
    text = digest("r11-pytest-portion-x.txt")
    assert "AssertionError: assert not True (where True = adjacent([3]))" in text


def test_testifys_error_trace_names_the_file_by_its_path() -> None:
    # go test names the file by its base name only; testify's Error Trace has its folder
    text = digest("r11-go-test-jsoniter.txt")
    assert (
        "Test_read_int32/2147483647 (value_tests) -"
        " value_tests/int_test.go:81: Error: Not equal: expected: 2147483647 actual  : 0"
    ) in text
    # a trace outside the command's directory (a copy of the tests in /tmp) is no better
    # than go test's base name
    text = digest("r10-gotest-viper.txt")
    assert "TestDirsSearch (viper) - viper_test.go:1444: Error:" in text
    # (the message's own values name /tmp folders: no test file is named by one)
    assert not [w for w in text.split() if "/tmp/" in w and "_test.go" in w], text


def test_a_vendored_assertion_library_is_not_the_place() -> None:
    # tinycolor2's tests carry a copy of deno's asserts (deno_asserts@0.168.0.mjs): a failure
    # is placed at the test's line, not in that copy's assertEquals
    text = digest("r7-node-test-tinycolor2-spec.txt")
    assert "deno_asserts@" not in text
    assert (
        "Hex Parsing - Error [AssertionError]: Values are not equal: [Diff] Actual / Expected -"
        " #ff00 + #ff0000 (test/tinycolor.test.mjs:485:3, test at test/tinycolor.test.mjs:5:100)"
    ) in text


# --------------------------------------------------------------------------- round 12's


def test_the_words_between_two_quoted_texts_are_not_shortened_as_one() -> None:
    # a loop's repeats: `"🇦🇧🇨b" failed: Grapheme ... Test case 586 "` is no long quoted text
    text = digest("r12-gotest-uniseg-failfast-run.txt")
    assert (
        'step_test.go:35: Test case 585 "\U0001f1e6\U0001f1e7\U0001f1e8b" failed: Grapheme'
        " cluster at index 0 has 3 codepoints [1f1e6 1f1e7 1f1e8], 2 expected [1f1e6 1f1e7];"
    ) in text
    # (the check at line 60 first, then the loop's next case)
    assert "than expected (3); Test case" in text


def test_a_go_log_line_with_no_message_is_told_by_the_values_it_compares() -> None:
    # blackfriday's helper logs "helpers_test.go:81: " and its values on the lines under it
    text = digest("r12-gotest-blackfriday.txt")
    assert (
        'helpers_test.go:81: Input ["###### Header 6\\n"] Expected["<h6>Header 6</h6>\\n"]'
        ' Actual  ["<h5># Header 6</h5>\\n"]'
    ) in text
    # a dump of what a test printed is no message: the test is named by its place alone
    text = digest("r7-go-test-toml.txt")
    assert "encode_test.go:588: Name" not in text


def test_a_renamed_method_is_one_cause_whatever_it_was_called_on() -> None:
    # `q.conjugate`, `q1.conjugate`, `Quaternion(...).conjugate`: one method gone
    text = digest("r12-vitest-quaternion.txt")
    lines = [x for x in text.splitlines() if "conjugate is not a function" in x]
    assert len(lines) == 1, lines
    assert "TypeError: Quaternion(...).conjugate is not a function" in text


def test_rustc_says_the_import_it_suggests_and_no_definition_in_std() -> None:
    # a removed `use std::io;`: 87 E0433, each with rustc's suggestion
    text = digest("r12-cargo-check-termcolor.txt")
    assert "(consider importing this module: use std::io;)" in text
    # a method of the standard library (u32::rotate_left) is no definition to edit
    text = digest("r12-cargo-build-tiny-keccak.txt")
    assert "/rustc/" not in text
    # a changed signature's line, on a line of each place's own (they all fit)
    text = digest("r12-cargo-build-termcolor.txt")
    assert (
        "(function defined here at src/lib.rs:1856:12 fn parse_number(s: &str, radix: u32) ->"
        " Option<u8> {)"
    ) in text


def test_mocha_files_failures_at_the_tests_own_lines_by_their_message() -> None:
    # as jest's: three tests of the renamed conjugate, each at its own line, are one cause
    text = digest("r12-mocha-quaternion.txt")
    lines = [x for x in text.splitlines() if "conjugate is not a function" in x]
    assert len(lines) == 1, lines
    assert lines[0].startswith(
        "[TEST] Quaternions should calculate the conjugate of a quat, Quaternions should pass"
        " conjugate properties"
    )


def test_style_lines_give_way_before_errors_messages_are_cut() -> None:
    # pylint's 1,400 messages: its convention and refactoring lines are left out rather than
    # its errors' messages cut to make room for them
    text = digest("r12-pylint-lark.txt")
    assert (
        "lark/exceptions.py:114:32: E1101: Instance of 'UnexpectedInput' has no 'accepts'"
        " member (no-member)"
    ) in text


def test_cargo_tests_that_failed_in_the_progress_are_told() -> None:
    # --nocapture: a test's panic is printed under its "test name ... " line, not in a
    # "---- name stdout ----" block; three of four failures had been missing
    text = digest("r12-cargo-test-numtoa-nocapture.txt")
    assert text.startswith(
        "[TEST] base10_i16_array_just_right - panicked at src/lib.rs:267:1: i16 base 10"
        " conversions require at least 6 bytes\n"
        "[TEST] base16_min_signed_number - panicked at src/lib.rs:507:5: assertion"
        " `left == right` failed: left: [45, 56, 48, 48, 71] right: [45, 56, 48, 48, 48]\n"
    )
    # the should_panic test that did not panic, from its block, once
    assert text.count("base10_u32_array_too_small") == 1


def test_a_go_log_message_ending_in_a_diff_is_told_by_its_first_changed_lines() -> None:
    # goldmark's testutil: a case's markdown, expected, actual, then "Diff" over "- | a" and
    # "+ | b", all under one log line
    text = digest("r13-gotest-goldmark.txt")
    assert "testutil.go:227: ============= case 1 ================" in text
    assert "- | </code></pre>, + | </code><pre>" in text


def test_a_go_tests_second_check_at_another_line_is_told() -> None:
    # mergo's TestIssue129Boolean fails at line 29 and at line 32: both places told
    text = digest("r13-gotest-mergo.txt")
    assert (
        "TestIssue129Boolean (mergo) - issue129_test.go:29: expected true,"
        " got false; issue129_test.go:32:"
    ) in text


def test_tests_in_files_named_unalike_are_no_copies_of_one_test() -> None:
    # two tests failing node's generic strictEqual at :13:12 of mu1tip1e.composite.test.js
    # and toCamelCase.test.js are two causes, each told with its values
    text = digest("r13-node-test-fastify-plugin.txt")
    assert (
        "strictEqual: expected: 'helloWorld', actual: 'elloWorld' (test/toCamelCase.test.js:13:12,"
        " test at test/toCamelCase.test.js:11:1)"
    ) in text
    # (copies of one test per locale, bg.js, chs.js, ..., are still one cause: see
    # test_copies_of_one_test_in_sibling_files_are_one_cause)


def test_a_pass_with_warnings_says_what_passed_and_lists_them() -> None:
    # clippy exits 0 with 13 warnings: the pass is said with cargo's close, then the
    # warnings as a failure's errors would be listed (it had said "no errors found")
    text = digest("r8-cargo-clippy-once_cell.txt")
    head, warned, rest = text.split("\n", 2)
    assert (head, warned) == (
        "passed: cargo: warning: `once_cell` (lib) generated 13 warnings (to apply 5"
        " suggestions); Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.34s",
        "warnings, which did not fail it:",
    )
    assert "[LINT] src/race.rs:331:20: warning: redundant pattern matching" in rest
    assert (
        "src/race.rs:135:5: warning: this returns a `Result<_, ()>` (clippy::result_unit_err)"
        in rest
    )
    assert len(text) <= 2000


def test_a_failing_runs_warnings_are_not_said_as_a_pass() -> None:
    # warnings alone, in a run that failed all the same: what failed is told, not "passed"
    # with warnings under it (see warnings_flush)
    summarizer = StreamSummarizer(kind="lint")
    summarizer.feed((HELDOUT / "r8-cargo-clippy-once_cell.txt").read_bytes())
    assert summarizer.finish(exit_code=1) != []
    assert summarizer.warned == []


def test_a_failing_runs_many_warnings_fill_the_room_its_errors_leave() -> None:
    # the change's unused variable among the crate's 100 warnings, beside 5 errors: no
    # previous output says which are new, so the warnings take the room the errors leave
    # (they had all been left out, past 40 of them)
    lines = digest("r15-cargo-clippy-ahash.txt").splitlines()
    errors = [i for i, x in enumerate(lines) if ": error: " in x and "totals" not in x]
    warned = [i for i, x in enumerate(lines) if ": warning: " in x]
    assert errors, lines
    assert warned, lines
    assert max(errors) < min(warned), lines
    assert any(
        x.startswith("[LINT] src/fallback_hash.rs:188:13: warning: unused variable: `length`")
        for x in lines
    )
    assert lines[-2].startswith("[LINT] +92 more in 8 files (unexpected_cfgs x69"), lines


def test_a_go_test_v_log_after_what_the_test_printed_is_told() -> None:
    # go test -v: the log lines come under the test's RUN line, after what the test printed
    # to stdout ("Running: Translate Unicode symbols"); TestGetString had been told bare
    text = digest("r14-gotest-jsonparser-v.txt")
    assert (
        "[TEST] --- FAIL: TestGetBoolean (jsonparser) - parser_test.go:1125: GetBoolean()"
        " test 'read boolean true with whitespace and another key' isErr mismatch"
    ) in text
    assert "TestGetString (jsonparser) - parser_test.go:1166: GetString()" in text


def test_a_no_break_space_stays_in_the_digest() -> None:
    # the character jsonparser's changed decoder returns is the bug: printed as a plain
    # space, the digest said "15 C" where the test said 15\u00a0C
    assert "expected to return value 15°C, but did returned 15\u00a0C instead" in digest(
        "r14-gotest-jsonparser.txt"
    )


def test_a_staticcheck_code_is_kept_when_its_message_is_cut() -> None:
    # SA1019's message on io/ioutil is 200 characters: its code had been cut with it (with
    # room in the digest the message is told whole; its code ends the line either way)
    text = digest("r14-staticcheck-gojsonschema.txt")
    line = line_with(text, "jsonLoader.go:34:2")
    assert line.startswith('[LINT] jsonLoader.go:34:2: "io/ioutil" has been deprecated since Go')
    assert line.endswith(" (SA1019)")
    # (cut to a line's usual 200 characters, the code stays after the cut)
    from activities.summarize.base import _Found

    said = line[len("[LINT] ") :].removesuffix(" (SA1019)")
    where, _, message = said.partition(": ")
    found = _Found("lint", "staticcheck", where, message, suffix="(SA1019)")
    assert found.summary(200).endswith("\u2026 (SA1019)")


def test_a_passing_runs_warnings_are_told_with_relative_paths() -> None:
    # eslint's stylish report names files by absolute paths; the warnings of a run that
    # passed are listed after the paths under the command's directory were made relative
    text = digest("r14-eslint-object.assign.txt")
    assert "[LINT] hasSymbols.js:33:22  warning  No magic number: 1  no-magic-numbers" in text
    assert "/home/dev/" not in text


def test_gotestsum_failures_are_told_with_their_log() -> None:
    # gotestsum's text: "=== FAIL: pkg TestX (0.00s)", the test's log, then go test's own
    # "--- FAIL: TestX" under it; its "✖  pkg (101ms)" marks are packages, not tests
    text = (HELDOUT / "r14-gotestsum-fastjson-junit.txt").read_text("utf-8")
    summarizer = StreamSummarizer(kind="test")
    summarizer.feed(text.partition("<?xml")[0].encode())
    lines = [e.summary for e in summarizer.finish(exit_code=1)]
    assert (
        "--- FAIL: TestParserParse/integer - parser_test.go:851: unexpected value obtained for integer;"
        " got -12345; want 12345" in lines
    )
    assert not [line for line in lines if line.startswith((". ", "fastfloat "))]


def test_a_go_pass_with_cover_says_each_packages_coverage() -> None:
    assert digest("r11-go-test-glob-cover-pass.txt").startswith(
        "passed: go test: ok github.com/gobwas/glob coverage: 85.0% of statements;"
        " ok github.com/gobwas/glob/compiler coverage: 92.1% of statements;"
    )


def test_gotestsums_top_level_failures_are_told_by_their_log() -> None:
    # a top-level test has no "--- FAIL" line under its log in gotestsum's report: its
    # "=== FAIL: . Test_SetDifference (0.00s)" line is the failure; the parent of failed
    # subtests, told after them with nothing of its own, is not
    lines = digest("r15-gotestsum-golangset.txt").split("\n")
    assert lines[1] == (
        "[TEST] --- FAIL: Test_SetDifference - set_test.go:529: the difference of set a to b is the set"
        " of 1 item: 2"
    )
    assert lines[-1] == "[TEST] totals (go test): DONE 54 tests, 5 failures in 1.545s"
    text = (HELDOUT / "r14-gotestsum-fastjson-junit.txt").read_text("utf-8")
    summarizer = StreamSummarizer(kind="test")
    summarizer.feed(text.partition("<?xml")[0].encode())
    told = [e.summary for e in summarizer.finish(exit_code=1)]
    assert "TestParserParse" not in [t.partition(" - ")[0] for t in told]


def test_a_messages_later_line_leads_with_its_own_place() -> None:
    # the places of one message past its first line's go to a later line, which names its
    # first place as flake8 printed it (it had been "F821 ...; also at parser.py:226:22")
    lines = digest("r15-flake8-cssselect.txt").split("\n")
    assert "[LINT] cssselect/parser.py:226:22: F821 undefined name 'ascii_lower'" in lines
    assert all(line.startswith(("[LINT] cssselect/", "[LINT] +")) for line in lines)


def test_jest_counts_say_a_failed_snapshot() -> None:
    # a snapshot that no longer matches: the agent may mean to update it, so jest's count
    # line for snapshots is said with the tests'
    assert digest("r15-jest-hashids-subset.txt").endswith(
        "[TEST] totals (jest): Test Suites: 2 failed, 2 total; Tests: 16 failed, 55 passed, 71"
        " total; Snapshots: 1 failed, 1 total"
    )


def test_an_error_objects_dump_of_tsc_output_is_no_more_tsc_errors() -> None:
    # borp ran tsc through execa, whose error is dumped with its fields: its stack, then
    # "stdout: `a.ts(6,3): error TS2305: ...\n` +" and the same lines again as JS strings
    lines = digest("r16-borp-pino-std-serializers.txt").split("\n")
    assert [line.partition(": error ")[0] for line in lines] == [
        "[BUILD] test/types/index.test-d.ts(6,3)",
        "[BUILD] test/types/index.test-d.ts(57,42)",
        "[BUILD] test/types/index.test-d.ts(60,7)",
    ]
    # the last error's explanation ends before the dump's stack and fields
    assert lines[2].endswith("Type 'undefined' is not assignable to type 'SerializedError'.")


def test_node_tap_says_the_tests_own_place_beside_the_assertions() -> None:
    # node's TAP: the assertion's frame (test/cookie.test.js:128:12) and, from its YAML
    # "location:", the test's own place, where it is defined
    line = line_with(digest("r16-node-test-fastify-cookie.txt"), "should set multiple cookies")
    assert line.endswith("(test/cookie.test.js:128:12, test at test/cookie.test.js:93:1)")


def test_node_spec_says_a_tests_own_place_unless_the_failure_names_its_line() -> None:
    # the spec reporter's "test at test/index.test.js:34:1" above a failure, beside the
    # assertion's frame; not when a place of the failure is on that line already
    text = digest("r11-node-test-process-warning-spec.txt")
    assert "(test/index.test.js:43:12, test at test/index.test.js:34:1)" in text


def test_tsc_pretty_says_its_table_of_files_with_its_count() -> None:
    # tsc --pretty closes with each file's errors and its first error's line; a few files'
    # rows are said with the count, as printed
    assert digest("r16-tsc-fastify-cookie-checkjs.txt").endswith(
        "[BUILD] totals (tsc): Found 393 errors in 4 files. Errors  Files: 47  index.js:8,"
        " 15  signer.js:13, 298  test/cookie.test.js:5, 33  test/signer.test.js:4"
    )


def test_node_tap_tells_short_values_as_its_yaml_says_them() -> None:
    # both values short: "expected: ..., actual: ..." as node's YAML prints them, under the
    # assertion's operator (node's own sentence, "Expected values to be strictly equal:",
    # says no more), rather than the diff's lines
    line = line_with(digest("r11-node-test-process-warning.txt"), "hey alice")
    assert (
        "AssertionError: deepStrictEqual: expected: 'hey alice, I like your attitude', actual:"
        " 'hey alice, I like your %s'"
    ) in line


def test_pytests_cut_values_are_told_by_their_diffs_first_lines() -> None:
    # pytest cut both strings it compared ('foo=bar a=14...=bro f %^asdf'): its diff's first
    # lines say where they differ, as printed
    line = line_with(digest("r16-pytest-structlog-continue.txt"), "test_reference_format")
    assert line.endswith(
        "AssertionError: assert 'foo=bar a=14...=bro f %^asdf' == 'foo=bar a=14...e %^asdf=true'"
        " [- tory=bro f=true %^asdf=true; + tory=bro f %^asdf]"
        " [assert 'foo=bar a=14 baz=\"hello kitty\" cool%story=bro f %^asdf' == rv]"
    )


def test_rustc_says_the_name_close_to_one_not_found() -> None:
    # a method renamed: rustc's help names the one it finds close to it
    line = line_with(digest("r16-cargo-build-num-bigint.txt"), "src/bigint.rs:975:19")
    assert (
        "no method named `bits` found for struct `BigUint` in the current scope (help: there is"
        " a method `bit` with a similar name, but with different arguments)"
    ) in line


def test_a_pytest_parameter_named_underscore_is_no_section_header() -> None:
    # pytest prints a test's parameters over its source, "_ = '%Y'" for one named "_": a line
    # starting "_ " that does not end in underscores is no failure's header
    assert digest("r17-pytest-isodate-x.txt").startswith(
        "[TEST] tests/test_date.py::test_parse[4-1985-expected6-%Y] - src/isodate/isodates.py:184:"
        " ValueError: day is out of range for month"
    )


def test_mochas_json_reporter_is_read_for_its_failures_and_counts() -> None:
    # mocha --reporter json: its "failures" are each failed test's title, error and stack (the
    # place in its first project frame); its "stats" are its counts, as printed
    text = digest("r17-mocha-convert-units-json.txt")
    assert text.startswith(
        "[TEST] list, list by measure - ReferenceError: describe is not defined"
        " (lib/index.js:236:21)\n"
    )
    assert text.endswith(
        '[TEST] totals (mocha): "tests": 361, "passes": 354, "pending": 0, "failures": 7'
    )
    # the tests it lists whole, passing ones among them ("err": {}), are no failures
    assert "rad to rad" not in text


def test_a_passing_mocha_json_report_says_its_counts() -> None:
    # (the shape mocha --reporter json prints, its tests passing; an empty "failures": [])
    report = (
        '{\n  "stats": {\n    "suites": 1,\n    "tests": 2,\n    "passes": 2,\n'
        '    "pending": 0,\n    "failures": 0,\n    "duration": 3\n  },\n  "tests": [\n'
        '    {\n      "title": "handles an error",\n      "fullTitle": "errors handles an'
        ' error",\n      "err": {}\n    }\n  ],\n  "pending": [],\n  "failures": [],\n'
        '  "passes": []\n}\n'
    )
    summarizer = StreamSummarizer(kind="test")
    summarizer.feed(report.encode())
    errors = summarizer.finish(exit_code=0)
    assert format_result(errors, passed=summarizer.passed) == (
        'passed: mocha: "tests": 2, "passes": 2, "pending": 0, "failures": 0'
    )


def test_a_should_panic_test_that_panicked_otherwise_says_what_it_expected() -> None:
    # the panic's words differ from #[should_panic(expected)] by one word ("a Literal"):
    # told as a plain panic, the test looked like it failed for the words it expected
    text = digest("r18-cargo-test-proc-macro2.txt")
    assert line_with(text, "[TEST] ident_number - ").endswith(
        "Ident cannot be a number; use a Literal instead; panic did not contain expected"
        ' string, expected substring: "Ident cannot be a number; use Literal instead"'
    )


def test_a_long_bracketed_dump_gives_way_before_the_words_after_it() -> None:
    # bcrypt's test prints the hash's 60 bytes, then what went wrong: cutting the line's end
    # had kept the bytes and lost the words
    line = line_with(digest("r18-go-test-crypto-race.txt"), "TestBcryptingIsEasy")
    assert line.endswith("] and notthepass should be mismatched"), line
    assert "bcrypt_test.go:27: [36 50 97 36 49 48 36" in line
    # (this digest has room for the dump whole; cut to less, the dump gives way, not the words)
    message = line.partition(" - ")[2]
    short = _shorten(message, 150)
    assert short.endswith("] and notthepass should be mismatched"), short
    assert "…" in short.partition("[36 ")[2]


def test_a_panic_in_the_tests_own_function_is_placed_without_its_name_again() -> None:
    # "(example_test.go:26 in cryptobyte_test.ExampleString_lengthPrefixed)" said the test's
    # name twice; with 28 failures to fit, the line was cut to "panic…" to keep it
    line = line_with(digest("r18-go-test-crypto.txt"), "ExampleString_lengthPrefixed")
    assert line.endswith("- panic: bad format [recovered] (cryptobyte/example_test.go:26)"), line


def test_the_last_labels_lines_fill_what_room_the_digest_has_left() -> None:
    # tape, 70 failures: the label's budget stopped at 1,683 characters and counted the rest;
    # the lines that fit the digest's 2,000 are listed before the count
    text = digest("r4-tape-deep-equal.txt")
    assert "not ok 367 two errors of the same type with a different message are not equal" in text
    assert 1850 < len(text) <= 2000
    assert "[TEST] +63 more in 1 file: test/_tape.js" in text


def test_vitest_tells_the_whole_values_of_strings_chai_cut() -> None:
    # chai cuts each string at 40 characters: "'Alphabet must contain unique characte…' but
    # got 'Alphabet must contain unqiue characte…'" hid the typo; vitest's "Expected:" and
    # "Received:" lines under it hold the strings whole
    line = line_with(digest("r18-vitest-sqids.txt"), "repeating alphabet characters")
    assert (
        "AssertionError: expected [Function] to throw error including \u2026 but got \u2026 -"
        ' Expected: "Alphabet must contain unique characters", Received: "Alphabet must'
        ' contain unqiue characters"'
    ) in line


def test_a_go_check_failing_again_in_a_loop_says_its_other_cases_after_a_long_first() -> None:
    # one t.Errorf at jsonschema_test.go:102, seven cases, each of several lines: the other
    # cases' first lines had been told only after a first message of one line
    line = line_with(digest("r14-gotest-gojsonschema.txt"), "[TEST] --- FAIL: TestSuite ")
    assert (
        "expects: true, given false; jsonschema_test.go:102: Test failed :"
        " testdata/draft4/minLength.json;"
    ) in line, line


def test_a_digest_with_room_tells_its_test_messages_wider() -> None:
    # two failing tests in 500 characters: their messages had been cut at 200 characters
    # all the same; with every line listed and room left, they are told at up to four times
    # that, a line as much longer than its usual 300
    line = line_with(digest("r14-gotest-gojsonschema.txt"), "[TEST] --- FAIL: TestSuite ")
    assert "Test failed : testdata/draft6/default.json" in line, line
    assert 300 < len(line) <= 900 + len("[TEST] ")


def test_a_digest_short_of_room_keeps_its_test_messages_narrow() -> None:
    # 70 failures: no line is told wider than the widest width (300 after its tag)
    lines = digest("r13-tape-is-equal.txt").splitlines()
    assert max(len(x.removeprefix("[TEST] ")) for x in lines) <= 300


def test_tests_node_gave_up_on_are_one_cause_after_the_codes() -> None:
    # 124 tests cancelled, "Promise resolution is still pending but the event loop has
    # already resolved", each at its own line: they had taken five lines of the digest, each
    # its own cause, before the TypeError that caused them
    lines = digest("r6-node-test-avvio.txt").splitlines()
    pending = [i for i, x in enumerate(lines) if "Promise resolution is still pending" in x]
    assert len(pending) == 1, lines
    assert "executeWithThenable is not a function" in lines[0]


def test_pytest_says_the_projects_frame_that_called_the_helper_that_raised() -> None:
    # to_bytes in w3lib/util.py raised; the change was the default encoding of the
    # basic_auth_header that called it, in w3lib/http.py, which pytest's traceback names
    line = line_with(digest("r19-pytest-w3lib.txt"), "test_basic_auth_header_encoding")
    assert line.endswith(
        "w3lib/util.py:68: UnicodeEncodeError: 'ascii' codec can't encode character '\\xe6' in"
        " position 3: ordinal not in range(128) (via w3lib/http.py:131 in basic_auth_header)"
        " [return text.encode(encoding, errors)]"
    ), line


def test_a_want_and_a_got_alike_but_for_one_word_keep_where_they_differ() -> None:
    # both 150 characters, the same but for "terminator"/"terminater": elided alike in their
    # middles, the digest had said want 'error parsing regexp: inval…o(?<1bar>)`' twice
    said = (
        "want 'error parsing regexp: invalid group name: group names must begin with a word"
        " character and have a matching terminator in `foo(?<1bar>)`', got 'error parsing"
        " regexp: invalid group name: group names must begin with a word character and have a"
        " matching terminater in `foo(?<1bar>)`'"
    )
    assert _squeeze_all(said) == (
        "want 'error p\u2026and have a matching terminator in `foo(?<1bar>)`', got 'error"
        " p\u2026and have a matching terminater in `foo(?<1bar>)`'"
    )
    # (the digest has room for the whole line: both told whole)
    line = line_with(digest("r19-gotest-regexp2-run.txt"), "TestErr_GroupName")
    assert said in line, line


def test_a_go_tests_own_count_of_failed_cases_comes_before_more_cases() -> None:
    # TestPcre_Basics logs each failing pattern ten times at line 141, then its count at
    # line 22: the count had come after the cases, past the line's width (the cases after
    # it say their place again)
    line = line_with(digest("r19-gotest-regexp2.txt"), "TestPcre_Basics")
    assert (
        "but got no match; regexp_pcre_test.go:22: 20 of 769 patterns failed;"
        " regexp_pcre_test.go:141: Expected match"
    ) in line, line


def test_tests_tape_gave_up_on_are_one_cause_under_their_own_names() -> None:
    # 12 tests never called t.end(): each had been its own cause, told as "fail: expected:
    # ?, actual: ?" under the name of the first (the "# name" above them), and all of them
    # past the budget
    lines = digest("r19-tape-fastq.txt").splitlines()
    exited = [x for x in lines if "test exited without ending" in x]
    assert len(exited) == 1, lines
    assert exited[0].startswith(
        "[TEST] not ok 243 test exited without ending: drained while idle should resolve,"
        " not ok 244 test exited without ending: drained while idle should not call"
    ), exited
    assert "expected: ?" not in "\n".join(lines)


def test_a_tape_t_fail_is_told_by_its_description_not_by_values_it_has_not() -> None:
    # t.fail("never reached"): operator fail, no expected or actual in its YAML
    tap = (
        "TAP version 13\n# queue\nnot ok 1 never reached\n  ---\n    operator: fail\n"
        "    at: Test.<anonymous> (/w/test/q.js:9:7)\n  ...\n\n1..1\n# tests 1\n# pass  0\n"
        "# fail  1\n"
    )
    summarizer = StreamSummarizer(kind="test")
    summarizer.feed(tap.encode())
    text = format_result(summarizer.finish(exit_code=1), passed=summarizer.passed)
    assert "[TEST] # queue: not ok 1 never reached - fail (/w/test/q.js:9:7)" in text, text


def test_tests_failing_with_the_same_values_at_different_lines_are_one_cause() -> None:
    # seven tests, "AssertionError: 400 == 500" each at its own line (the default status
    # code changed): seven lines of the digest had said one thing
    lines = digest("r19-node-test-fastify-error.txt").splitlines()
    said = [x for x in lines if "AssertionError: 400 == 500" in x]
    assert said[0].startswith("[TEST] not ok 1 - Create error with zero parameter, not ok 2 -")
    assert sum(x.count("not ok ") for x in said) == 7, lines
    assert len(said) < 7


def test_a_rust_test_that_panicked_twice_on_its_own_thread_is_told_by_the_last() -> None:
    # poison_bad panics on purpose (caught, to poison the Once), then fails an assertion:
    # the first panic, "explicit panic", had been told as the failure
    line = line_with(digest("r20-cargo-test-parking_lot.txt"), "once::tests::poison_bad")
    assert line.endswith(
        "panicked at src/once.rs:406:13: assertion failed: p.poisoned(); after panicking at"
        " src/once.rs:392:28: explicit panic"
    ), line


def test_a_go_test_tells_its_checks_at_a_third_line_too() -> None:
    # TestDiff logs what it diffs at lines 146 and 147, and fails at 254: only the first
    # two had been told
    line = line_with(digest("r20-gotest-krpretty.txt"), "[TEST] --- FAIL: TestDiff ")
    assert "diff_test.go:254: unexpected: S/A: 0 != 1" in line, line


def test_a_go_fatal_error_that_killed_the_test_binary_is_told_as_its_tests_failure() -> None:
    # -race: the runtime threw in TestDiff ("fatal error: checkptr: ..."), no --- FAIL line
    # printed; beside kr/text's failing test it had been left out (a panic or fatal error
    # outside a FAIL block counted only when nothing else was read)
    line = line_with(digest("r20-gotest-krpretty-race.txt"), "[TEST] --- FAIL: TestDiff ")
    assert line == (
        "[TEST] --- FAIL: TestDiff (pretty) - fatal error: checkptr: pointer arithmetic"
        " computed bad pointer value (pretty/diff.go:200 in"
        " github.com/kr/pretty.diffPrinter.diff from pretty/diff_test.go:138)"
    ), line


def test_a_causes_places_in_the_code_under_test_are_named_up_to_three() -> None:
    # one NameError raised at two lines of _url.py (click and normalize, both calling the
    # renamed helper): the second had been hidden behind "…"; each may need the fix
    line = line_with(digest("r20-unittest-hyperlink.txt"), "test_click_decoded_url")
    assert line.endswith(
        '(File "src/hyperlink/_url.py", line 1638, in click, File "src/hyperlink/_url.py",'
        " line 1511, in normalize)"
    ), line


def test_a_chains_last_exception_is_told_when_its_name_says_no_error() -> None:
    # KeyError: 'float' while looking the function up, then simpleeval's own
    # FunctionNotDefined (no "Error" in its name): the chain's end had been left out
    line = line_with(digest("r21-pytest-simpleeval.txt"), "test_default_conversions")
    # (at its place, named as pytest's crash line names it, then as its E line does)
    assert line.endswith(
        "simpleeval.py:765: KeyError: 'float'; while handling it: simpleeval.py:767:"
        " FunctionNotDefined: simpleeval.FunctionNotDefined: Function 'float' not defined, for"
        " expression 'float(\"42\")'. (from tests/test_basics.py:112)"
        " [func = self.functions[node.func.id]]"
    ), line


def test_a_go_test_that_failed_a_check_and_raced_tells_the_race_too() -> None:
    # -race -v: TestLogCounter's testify check failed and the race detector reported a
    # write in Counter.incr(); the check was told, the race not at all
    line = line_with(digest("r22-gotest-jww-race-v.txt"), "[TEST] --- FAIL: TestLogCounter ")
    assert line.endswith(
        "expected: 0x66 actual  : 0x68; WARNING: DATA RACE: write in"
        " jwalterweatherman.(*Counter).incr() at log_counter.go:19"
    ), line


def test_node_taps_loose_deep_equal_is_told_by_its_yaml_values() -> None:
    # a loose deep-equal prints both values whole, no diff: its message had been the first
    # line of one ("NullObject <[Object: null prototype] {}> {"); the YAML's expected: and
    # actual: mappings say what differs
    line = line_with(digest("r22-node-test-fctp.txt"), "should parse parameters,")
    assert (
        "AssertionError: deepEqual: expected: charset: 'utf-8', foo: 'bar', actual: charset:"
        " 'utf-', foo: 'ba'"
    ) in line, line


def test_a_compilers_lines_are_told_wider_when_the_digest_has_room() -> None:
    # four build errors in 500 characters: go build's indented detail under the last
    # ("have Len() int64", "want Len() int") had been cut at 200 characters all the same
    line = line_with(digest("r22-gotest-goversion-build.txt"), "version_collection_test.go:28")
    assert line.endswith(
        "Collection does not implement sort.Interface (wrong type for Len method), have Len()"
        " int64, want Len() int"
    ), line
    assert len(line) <= 300


def test_a_rust_test_binary_killed_by_a_signal_names_the_test_and_the_signal() -> None:
    # nesting_run panicked while unwinding and the binary aborted: no "---- stdout ----"
    # block, no count; cargo's "process didn't exit successfully ... (signal: 6, SIGABRT)"
    # was the only word of it, and the digest named the target, not why
    line = line_with(digest("r22-cargo-test-futures-executor.txt"), "[TEST] nesting_run ")
    assert line == (
        "[TEST] nesting_run - panicked: panic in a destructor during cleanup; thread caused"
        " non-unwinding panic. aborting.; the test binary was killed (signal: 6, SIGABRT:"
        " process abort signal)"
    ), line


def test_a_causes_later_lines_lead_with_tests_whose_values_were_not_told() -> None:
    # unittest's assertEqual at case.py:703 in 41 num2words tests, each language with its
    # own words: the later lines of that cause had said the first language's words again
    text = digest("r19-pytest-num2words-xdist.txt")
    assert "AssertionError: Tuples differ: (10, 1, False) != (1, 1" in text, text
    assert "AssertionError: '10nth' != '10th'" in text, text
    said = [x.partition(" - ")[2] for x in text.splitlines() if " - " in x]
    assert len(set(said)) == len(said) > 5, said


def test_go_tests_build_failures_are_said_once_and_grouped_by_message() -> None:
    # three struct literals with a renamed field in one test file, beside failing tests: each
    # had had a line of its own, and the packages' "# pkg [pkg.test]" headers a totals line
    # that go test's own "FAIL pkg [build failed]" already says
    text = digest("r23-gotest-gotoml.txt")
    assert "totals (go):" not in text, text
    line = line_with(text, "internal/cli/cli_test.go:113:3")
    assert line.endswith(
        "; also at internal/cli/cli_test.go:132:3, internal/cli/cli_test.go:152:3"
    ), line
    assert "FAIL github.com/pelletier/go-toml/v2/internal/cli [build failed]" in text
    assert "TestUnmarshal_Integers/integer_octal" in text


def test_cargo_says_doctest_failed_for_the_doctests() -> None:
    text = digest("r23-cargo-test-num-complex-doc.txt")
    assert "): error: doctest failed, to rerun pass `--doc` (test result: FAILED." in text, text


def test_tape_tests_are_named_by_their_comment_once_per_line() -> None:
    # "# path.posix.extname" above its assertions: said as tape printed it, and once for the
    # assertions of one line (each had said it again)
    line = line_with(digest("r23-tape-path-browserify.txt"), "not ok 132 ")
    assert line.startswith(
        "[TEST] # path.posix.extname: not ok 132 should be equal, not ok 135 should be equal,"
    ), line
    assert line.count("path.posix.extname") == 1, line


def test_a_go_tests_package_is_said_below_the_failing_packages_common_folder() -> None:
    # "(github.com/pelletier/go-toml/v2)" beside each of nine tests: the totals name each
    # package whole, so beside a test its path below the common folder tells it apart
    text = digest("r23-gotest-gotoml.txt")
    assert "[TEST] TestLocalTime_String (v2) - localtime_test.go:41:" in text, text
    assert "[TEST] TestParser_AST_Numbers/integer_octal (v2/unstable) - " in text, text
    assert "FAIL github.com/pelletier/go-toml/v2/unstable" in text
    # ten packages failed, more than the totals name: each said whole beside its tests
    many = digest("r12-gotest-go-internal.txt")
    assert "TestHash1 (github.com/rogpeppe/go-internal/dirhash) - " in many, many


def test_a_tape_files_own_tap_under_node_test_is_read_as_tap() -> None:
    # node --test over tape files: each file's TAP printed as comments ("# not ok 5 should
    # be equal", "#   ---", ...) before the file's own "not ok 5 - test/test-path-join.js",
    # whose "test failed" had been all the digest said
    text = digest("r23-node-test-path-browserify.txt")
    assert "[TEST] # path.posix.join: not ok 5 should be equal, not ok 6 should be equal" in text, (
        text
    )
    assert "equal: expected: '../../bar', actual: 'bar' (test/test-path-join.js:111:7)" in text
    assert "test failed" not in text.splitlines()[0]
    # (a file that failed, its failures told, is listed after them: here counted)
    assert "+28 more in 4 files: test/test-path-extname.js" in text


def test_a_tape_throws_tells_the_error_thrown_by_its_name_and_message() -> None:
    # t.throws expected a TypeError; the actual, as node inspects an error ("{ [RangeError:
    # ...] message: '...' }"), had been cut in its middle at 60 characters
    line = line_with(digest("r23-tape-regexp-flags.txt"), "not ok 73 ")
    assert line.endswith(
        "throws: expected: [Function: TypeError], actual: RangeError:"
        " RegExp.prototype.flags getter called on non-object (implementation.js:10:9)"
    ), line


def test_a_pytest_collection_error_is_named_as_pytest_titles_it() -> None:
    text = digest("r22-pytest-cssutils.txt")
    assert (
        "[TEST] ERROR collecting tests/test_helper.py - ImportError: cannot import name"
        " 'stringvalue' from 'cssutils.helper'"
    ) in text, text


def test_a_digest_with_room_tells_the_tests_line_that_called_the_code_that_raised() -> None:
    # the ValueError was raised in isodates.py; the test's line that called it, 69, is the
    # other place a developer opens
    text = digest("r17-pytest-isodate-x.txt")
    assert text.startswith(
        "[TEST] tests/test_date.py::test_parse[4-1985-expected6-%Y] - src/isodate/isodates.py:184:"
        " ValueError: day is out of range for month (from tests/test_date.py:69)"
        " [return ret.replace(month=defaultmonth, day=defaultday)]\n"
    ), text
    # short of room, it gives way: 39 failures of jsonpickle say no test's line
    assert " (from tests/" not in digest("r23-pytest-jsonpickle.txt")


def test_a_passing_cargo_run_says_each_targets_count_of_warnings_from_the_start() -> None:
    # the lib's "generated 26 warnings" came before the output's tail and had been left
    # out; each target's "run `cargo clippy --fix ...`" is the same advice, said by its count
    text = digest("r24-cargo-clippy-tokio-util.txt")
    assert text.startswith(
        "passed: cargo: warning: `tokio-util` (lib) generated 26 warnings (to apply 8"
        ' suggestions); warning: `tokio-util` (test "mpsc") generated 1 warning'
    ), text
    assert "cargo clippy --fix" not in text


def test_a_compilers_errors_in_a_builds_output_come_after_the_sources() -> None:
    # tsc over src/ and the dist/ built from it (a minified bundle too): the same errors in
    # dist/humanize.js had come first
    lines = digest("r24-tsc-humanize-plus-strict-pretty.txt").splitlines()
    firsts = [x for x in lines if " - error TS" in x]
    assert all(x.startswith("[BUILD] src/") for x in firsts[:6]), firsts
    assert "[BUILD] src/humanize.js:114:43 - error TS18048: 'length' is possibly" in "\n".join(
        lines
    )


def test_a_pytest_failure_whose_body_is_longer_than_the_window_says_what_was_raised() -> None:
    # format_ufloat's 370 lines of source printed above the E line: 18 KB of body, past the
    # 16 KB a failure was read in; it had been told as "failed". Read in small chunks too,
    # the same digest (where chunks end changes nothing)
    text = digest("r24-pytest-uncertainties-x.txt")
    assert (
        "[TEST] tests/test_formatting.py::test_small_float - uncertainties/formatting.py:993:"
        " NameError: name 'first_digit' is not defined"
    ) in text, text
    info = json.loads((HELDOUT / "r24-pytest-uncertainties-x.txt.json").read_text("utf-8"))
    data = (HELDOUT / "r24-pytest-uncertainties-x.txt").read_bytes()
    for size in (997, 4096, 40_000):
        chunked = StreamSummarizer(kind="test", root=info["cwd"])
        for i in range(0, len(data), size):
            chunked.feed(data[i : i + size])
        errors = chunked.finish(exit_code=info["exit_code"])
        assert format_result(errors, passed=chunked.passed, warned=chunked.warned) == text


def test_a_linters_places_of_one_message_get_lines_of_their_own_as_room_allows() -> None:
    # 22 problems are too many for each on its line; but with room left, a message of few
    # places is told at each, as eslint printed it ('315:11  error ...'): they had all
    # stayed "also at"
    text = digest("r24-eslint-humanize-plus.txt")
    assert "src/humanize.js:315:11  error 'isFiniteNumber' is not defined no-undef" in text, text
    assert "; also at " in text  # (not every message: the digest has no room for all)
    assert len(text) <= 2000


def test_a_pytest_exception_is_named_as_its_crash_line_and_its_e_line_name_it() -> None:
    # pytest's crash line says "jwt/api_jwt.py:306: ExpiredSignatureError", its E line
    # "jwt.exceptions.ExpiredSignatureError: Signature has expired": the digest had said only
    # the second, and a search for the first found nothing
    text = digest("r25-pytest-pyjwt.txt")
    assert (
        " - jwt/api_jwt.py:306: ExpiredSignatureError: jwt.exceptions.ExpiredSignatureError:"
        " Signature has expired"
    ) in text, text


def test_a_run_of_commented_tap_failures_is_read_in_linear_time() -> None:
    # each "# not ok" line uncomments only its own lines and its name's: 20,000 commented
    # failures are read as 20,000 failures (each had uncommented the 4 KB before it and the
    # window after it: a run of them went quadratic, 43 s a MB; the timing is
    # bench/hostile.py's, here what is read)
    block = "# \\# t{i}\n# not ok {i} x{i}\n#   ---\n#     operator: fail\n#   ...\n"
    text = "".join(block.format(i=i) for i in range(20_000))
    summarizer = StreamSummarizer(kind="test")
    summarizer.feed(text.encode())
    errors = summarizer.finish(exit_code=1)
    assert errors[0].summary == "# t0: not ok 0 x0 - fail", errors[0]
    listed = errors[:-1]
    assert all(e.summary.startswith(f"# t{i}: not ok {i} x{i}") for i, e in enumerate(listed))
    assert errors[-1].summary == f"+{20_000 - len(listed)} more", errors[-1]


def test_a_pytest_error_with_no_traceback_says_its_first_line() -> None:
    # pytest-xdist's workers collected different tests: each "ERROR collecting gw0" has no
    # traceback and no E line, and had been told as "failed"
    text = digest("r26-pytest-arrow-n4.txt")
    assert (
        "[TEST] ERROR collecting gw0 - Different tests were collected between gw1 and gw0."
    ) in text, text


def test_a_go_log_with_no_words_of_its_own_is_told_by_the_got_and_want_under_it() -> None:
    # ulid_test.go:397 logs an empty line, then "for 5VDS...:", "got  2057..." and
    # "want 2060..." under it ("got" and its value apart by spaces only): the test had been
    # told by its place alone
    line = line_with(digest("r26-gotest-fourpkgs.txt"), "TestULIDTime")
    assert line.endswith(
        "ulid_test.go:397: for 5VDSCS1D3G0000000000000000: got  205728288650352"
        " want 206082623452272"
    ), line


def test_a_unittest_failure_without_a_traceback_says_its_exception() -> None:
    # ply's yacc tests hide their tracebacks: under each header's dashes only
    # "ValueError: Unable to build parser"; the tests had been told as "- ERROR"; with no
    # place to tell them apart, the tests that raised the same are listed under it
    text = digest("r27-unittest-ply-yacc.txt")
    line = line_with(text, "test_yacc_badid")
    assert line.endswith(" - ValueError: Unable to build parser"), line
    assert "test_yacc_error4 (__main__.YaccErrorWarningTests.test_yacc_error4)" in line
    sr = line_with(text, "test_yacc_sr")
    assert sr.endswith(" - AssertionError: False is not true"), sr
    assert "- ERROR" not in text, text
    assert "- FAIL" not in text, text


def test_pytest_q_totals_that_start_with_warnings_are_the_totals() -> None:
    # "25 warnings, 3 errors in 2.85s" after the short summary, with no banner (-q)
    text = digest("r27-pytest-pathvalidate-xdist.txt")
    assert text.endswith("[TEST] totals (pytest): 25 warnings, 3 errors in 2.85s"), text


def test_a_failed_cargo_build_says_each_targets_count_of_warnings() -> None:
    # clippy failed on one bench (E0554) beside 56 warnings of the lib and 147 of its tests:
    # the count line had said only the failure
    text = digest("r27-cargo-clippy-gimli.txt")
    totals = line_with(text, "totals (rustc)")
    assert 'could not compile `gimli` (bench "bench") due to 1 previous error; ' in totals
    assert "`gimli` (lib) generated 56 warnings; " in totals, totals
    # a few warnings beside the errors are said only where the digest has room
    text = digest("r26-cargo-clippy-anyhow-deny.txt")
    assert "generated 1 warning" not in line_with(text, "totals (rustc)")


def test_warnings_past_those_kept_are_counted_under_their_lint() -> None:
    # 1,056 clippy warnings, 200 kept: the "+N more" line had named the lints by what was
    # kept (missing_errors_doc x52 of its 227) and its files by theirs (17)
    text = digest("r27-cargo-clippy-gimli-pedantic.txt")
    more = line_with(text, "more in")
    assert (
        "more in 42 files (clippy::missing_errors_doc x224, clippy::doc_markdown x98,"
        " clippy::must_use_candidate x97, …)"
    ) in more, more


def test_mocha_json_failures_past_the_first_window_are_read() -> None:
    # 16 failures of about 3 KB each (their stacks and values): the list had been read as
    # far as one look ahead, 5 failures; the test failing otherwise was not told at all
    text = digest("r27-mocha-hmac-drbg-json.txt")
    assert (
        "[TEST] Hmac_DRBG reseeding should reseed - TypeError: reseeded.reseed is not a function"
        " (test/drbg-test.js:85:16)"
    ) in text, text
    assert "Hmac_DRBG NIST vector should not fail at 14 with additional data" in text, text
    # and every failure is counted: 35 of them, 16 listed
    more = line_with(digest("r26-mocha-javascript-time-ago-json.txt"), "more in")
    assert more.startswith("[TEST] +19 more in 11 files"), more


def test_a_go_message_of_several_lines_goes_on_past_its_empty_lines() -> None:
    # t.Errorf("bad, expected: %#v\n\n%#v\n\n%#v", ...): the two values under empty lines
    line = line_with(digest("r27-gotest-run.txt"), "TestHash_equalIgnore")
    assert line.endswith(
        'hashstructure_test.go:287: bad, expected: true hashstructure.Test1{Name:"foo",'
        ' UUID:"foo"} hashstructure.Test1{Name:"foo", UUID:"bar"}'
    ), line


def test_go_failures_in_another_test_file_come_before_more_of_one_file() -> None:
    # one package: 14 failures of flag_test.go's help output, one of sort_test.go and three
    # examples; a package counts as one file, so the digest had listed flag_test.go's until
    # the room ran out
    text = digest("r28-gotest-urfavecli.txt")
    assert 'TestLexicographicLess (v2) - sort_test.go:27: expected string "a" to come' in text
    assert "ExampleApp_Run_appHelp (v2)" in text, text


def test_mocha_says_where_two_long_objects_differ_by_its_diff() -> None:
    # node's assert dumps both Url objects whole, then mocha's "+ expected - actual" diff;
    # cut to 80 characters each, the dumps had said the same twice
    line = line_with(digest("r28-mocha-url-bail.txt"), "loosely deep-equal")
    assert line.endswith(
        'Expected values to be loosely deep-equal: -  "query": "?json=%22%5C%22foo%5C%22%22"'
        ' +  "query": "json=%22%5C%22foo%5C%22%22" (test/index.js:899:12)'
    ), line
    # objects short enough to tell whole are told so
    text = digest("r17-mocha-convert-units-bail.txt")
    assert "{ plural: 'Centimeters', singular: 'Centimeter', unit: 'cm', val: 1000 }" in text


def test_pytest_where_lines_say_a_method_by_what_it_was_called_on() -> None:
    # "where False = <built-in method endswith of str object at 0x7f...>('!!$')", then
    # "where <built-in method ...> = '!$soccer_ball!$'.endswith": the string is the fact
    text = digest("r28-pytest-emoji.txt")
    assert (
        "tests/test_core.py:401: AssertionError: assert False"
        " (where False = '!$soccer_ball!$'.endswith('!!$'))"
    ) in text, text
    # and the explanation of two lists that differ, whole where it fits
    assert (
        "[At index 0 diff: {'match_start': 15, 'match_end': 15, 'emoji': '😁'} !="
        " {'match_start': 15, 'match_end': 16, 'emoji': '😁'}]"
    ) in text, text


def test_node_tap_tells_a_test_file_that_died_by_the_error_it_printed() -> None:
    # node --test --test-reporter=tap ran tape files; five died on an uncaught error, which
    # node commented above each file's "# Subtest:" ("# Error: Cannot find module ..." and
    # its frames): they had all been told as "Error: test failed"
    text = digest("r28-nodetest-resolve.txt")
    line = line_with(text, "not ok 3 - test/dotdot.js")
    assert "Error: Cannot find module '..' from 'test/dotdot/abc' (lib/sync.js:119:15" in line
    assert "Error: Cannot find module 'dot_main' from 'test'" in text, text


def test_a_pytest_subtest_header_over_several_lines_ends_the_failure_before_it() -> None:
    # pytest 9 names a subtest by its message, here SQL over four lines
    # ("_ TestTranspile.test_pretty [WITH cte1 AS (", ..., "... OR z > 1 ] _"): not read as a
    # header, test_not_range's body ran on into it and took its crash for its own
    line = line_with(digest("r25-pytest-sqlglot.txt"), "::test_not_range")
    assert line.endswith(
        "test_not_range - tests/test_transpile.py:22: AssertionError: 'NOT a BETWEEN c AND b'"
        " != 'NOT a BETWEEN b AND c'"
    ), line


def test_a_warning_of_a_kind_first_seen_past_those_kept_is_listed() -> None:
    # 432 warnings, 398 of them one cfg lint: the unused variable the change left (line
    # 5,877 of the output) came after the 200 kept aside and had been counted, unnamed, in
    # "+N more"
    text = digest("r20-cargo-build-syn-second.txt")
    assert "src/lit.rs:1350:33: warning: unused variable: `allow_underscore`" in text, text


def test_tap_throws_that_got_another_error_at_different_lines_are_one_cause() -> None:
    # t.throws(..., SyntaxError) at eleven lines, each getting "TypeError: Object contains
    # forbidden prototype property" from the code under test: one cause, its tests listed
    # under it (each had taken a line of its own, the message cut at "Object contains…")
    line = line_with(digest("r29-node-test-secure-json-parse.txt"), "not ok 14 should throw")
    assert "not ok 15 should throw, not ok 16 should throw" in line, line
    assert line.endswith(
        "throws: expected: [Function: SyntaxError], actual: TypeError: Object contains forbidden"
        " prototype property (test/index.test.js:121:9, …)"
    ), line


def test_a_crash_in_code_node_evaluated_ends_a_tape_run_and_is_told_first() -> None:
    # JSON.parse threw on a BOM the code no longer skipped: node printed
    # "<anonymous_script>:1", the text it parsed, a caret and "[SyntaxError: ...]", and the
    # run ended there with no totals; the digest had not said so at all
    text = digest("r29-tape-secure-json-parse.txt")
    assert text.startswith(
        "[TEST] uncaught SyntaxError during test 'parse string with BOM' - [SyntaxError:"
        ' Unexpected non-whitespace character after JSON at position 7] ("hello":"world"})'
    ), text
    # and t.throws expecting one class at many lines, given nothing, is one cause
    line = line_with(text, "not ok 36 should throw")
    assert "not ok 37 should throw, not ok 38 should throw" in line, line


def test_cargo_counts_say_a_targets_result_as_far_as_its_ignored() -> None:
    # "test result: FAILED. 24 passed; 32 failed; 0 ignored; 0 measured; ..." was told as
    # far as its failed count; the ignored one is part of what a developer copies
    totals = line_with(digest("r28-cargo-test-cpp_demangle.txt"), "totals (cargo test)")
    assert "`--lib` (test result: FAILED. 24 passed; 32 failed; 0 ignored" in totals, totals


def test_a_go_tests_failed_check_comes_before_what_the_code_logged() -> None:
    # goja's helper logs from compiler.go ("values: [...]", a bytecode dump) and the test
    # file ("stack size: 4"), then compiler_test.go:64 says the check that failed: the
    # digest had told the first log line and never the check
    line = line_with(digest("r30-gotest-goja.txt"), "TestLastIndexOf")
    assert line.endswith(" - compiler_test.go:64: Result: 0, expected: 3"), line


def test_go_got_want_blocks_are_told_with_the_helpers_description_under_them() -> None:
    # tablewriter's checkEqual prints "got:", the table, "want:", the table, then what the
    # check was ("CSV info failed"): it names the bug, and tests that share it share a cause
    text = digest("r31-gotest-tablewriter.txt")
    line = line_with(text, "TestCSVInfo")
    assert line.startswith(
        "[TEST] --- FAIL: TestCSVInfo, TestCSVSeparator (tablewriter) - table_test.go:27: CSV info failed;"
        " got: [ FIELD |"
    ), line
    assert "TestNoBorder, TestWithBorder, TestPrintCaptionWithFooter (tablewriter) -" in text
    assert "table_test.go:27: kube format rendering failed; got: [DATE DESCRIPTION" in text


def test_cargo_test_of_one_binary_is_counted_by_its_own_result_line_whole() -> None:
    # one binary ran the tests (the lib's had none): its "test result:" line is the run's
    # count; the sum "7 failed, 7 passed, 0 ignored in 1 test runs" before it said it twice
    # and left no room for the line whole, with its "165 filtered out"
    totals = line_with(digest("r32-cargo-test-xmlparser-filter.txt"), "totals (cargo test)")
    assert totals == (
        "[TEST] totals (cargo test): error: test failed, to rerun pass `--test integration`"
        " (test result: FAILED. 7 passed; 7 failed; 0 ignored; 0 measured; 165 filtered out)"
    ), totals


def test_pytest_short_summary_messages_cut_to_the_width_are_told_whole_from_another_line() -> None:
    # --tb=no: "FAILED ...[0.5] - NameError: name 'n..." (cut to the terminal's width), while
    # test_ops's line says "NameError: name 'numbers' is not defined" whole
    text = digest("r32-pytest-bitstring-cov.txt")
    line = line_with(text, "test_bool_rejects_floats[0.5]")
    assert line.endswith(" - NameError: name 'numbers' is not defined"), line
    assert "…" not in line_with(text, "test_reader.py::test_read_array")


def test_pytest_tb_line_says_what_a_bare_assert_was_false_for() -> None:
    # --tb=line prints "E   AssertionError: assert False is True", "+  where False =
    # endswith('0xf2341')" and then the failure's one line: the where line is the fact
    text = digest("r32-pytest-bitstring-q-line.txt")
    assert (
        "tests/test_bitarray_legacy.py:1777: AssertionError: assert False is True"
        " (where False = endswith('0xf2341'))"
    ) in text, text
    assert "AssertionError: assert False (where False = endswith('0x00fe', start=-16))" in text


def test_go_test_totals_say_each_failed_package_with_its_time_as_go_test_printed_it() -> None:
    # "FAIL\tgithub.com/itchyny/gojq\t0.242s": the package's own line, which tells it from
    # gojq/cli ("github.com/itchyny/gojq " with nothing after it was not in the digest)
    totals = line_with(digest("r32-gotest-gojq.txt"), "totals (go test)")
    assert totals.endswith(
        "2 packages failed: FAIL github.com/itchyny/gojq 0.242s;"
        " FAIL github.com/itchyny/gojq/cli 1.397s"
    ), totals
    # a package that did not build has no time: said as go test said it
    totals = line_with(digest("r32-gotest-sh-vetfail.txt"), "totals (go test)")
    assert "FAIL mvdan.cc/sh/v3/interp [build failed]; FAIL mvdan.cc/sh/v3/syntax 0." in totals


def test_go_values_under_labels_of_their_own_are_told_with_them() -> None:
    # "Print mismatch:", then "in:", the input, "want:", the value, "got:", the value, each
    # on a line of its own: the labels had taken two of the three lines a message goes on with
    line = line_with(digest("r32-gotest-sh.txt"), "TestPrintMinify/#12")
    assert line.endswith(
        'printer_test.go:1076: Print mismatch: in: "echo ${0} ${3} ${10} ${22}",'
        ' want: "echo $0 $3 ${10} ${22}\\n", got: "echo $0 $3 $10 $22\\n"'
    ), line


def test_flake8_statistics_and_count_are_its_totals() -> None:
    # GitHub's starter workflow runs "flake8 . --count --select=E9,F63,F7,F82 --show-source
    # --statistics": each code's count with its first message, then the count alone
    text = digest("r32-flake8-bitstring.txt")
    assert text.endswith("[LINT] totals (flake8): 2 F821 undefined name 'numbers'; 2 in all")


def test_a_linters_codes_take_turns_past_their_first_lines() -> None:
    # ruff on bitstring: 93 findings, PYI034 the largest code (16); its second, third, fourth
    # and fifth messages had been listed before F821's second (`BitsType`), which fell out
    text = digest("r32-ruff-bitstring.txt")
    lines = text.splitlines()
    second_f821 = lines.index(line_with(text, "F821 Undefined name `BitsType`"))
    assert sum("PYI034" in x for x in lines[:second_f821]) <= 2, text


def test_vitest_says_what_chai_said_of_a_value_it_elided() -> None:
    # "expected [ { item: { …(3) }, refIndex: 28 } ] to have a length of 2 but got 1", too
    # long with the diff's first difference after it, had become "values differ"
    line = line_with(digest("r32-vitest-fusejs.txt"), "returns at most 2 results -")
    assert "AssertionError: expected … to have a length of 2 but got 1" in line, line


def test_node_tap_tests_in_a_suite_are_told_under_the_suites_own_not_ok_line() -> None:
    # node prints a describe() block's "not ok 3 - withoutTrailingSlash" after its failing
    # tests: the suite's line as printed, not its bare name, leads theirs
    text = digest("r33-node-test-ufo.txt")
    assert (
        '[TEST] not ok 3 - withoutTrailingSlash: not ok 13 - withoutTrailingSlash("/foo/bar/",'
        " false)"
    ) in text, text
    assert "[TEST] not ok 8 - parseQuery: not ok 2 - parseQuery(" in text


def test_cargo_test_nocapture_panics_above_one_line_results_are_read() -> None:
    # with --nocapture and tests on several threads, "thread 'x' (10570) panicked at ..." is
    # printed as it happens and "test x ... FAILED" later on one line; no stdout blocks follow
    text = digest("r34-cargo-test-walkdir-filter-nocapture.txt")
    assert (
        "[TEST] tests::recursive::max_depth_0 - panicked at src/tests/recursive.rs:751:5:"
        ' assertion `left == right` failed: left: ["/tmp/rust-walkdir/0"] right: []'
    ) in text, text
    assert "... FAILED" not in text


def test_a_test_binary_that_aborted_is_told_by_the_runtimes_last_words() -> None:
    text = digest("r34-cargo-test-io-lifetimes-nofailfast.txt")
    assert text.startswith(
        "[TEST] tests/api.rs - fatal runtime error: IO Safety violation: owned file descriptor"
        " already closed, aborting; the test binary was killed (signal: 6, SIGABRT:"
    ), text


def test_go_test_totals_drop_the_times_when_with_them_not_every_failed_package_fits() -> None:
    # five failed packages of insomniacslk/dhcp: with their times the fifth was cut off the
    # count line, and every test beside it named its package whole for want of it
    text = digest("r34-gotest-dhcp.txt")
    assert (
        "FAIL github.com/insomniacslk/dhcp/dhcpv4; FAIL github.com/insomniacslk/dhcp/dhcpv6;"
        in text
    )
    assert "TestOptMessageType (dhcpv4) - " in text, text
    # (two packages fit with theirs)
    assert "FAIL github.com/itchyny/gojq 0.242s;" in digest("r32-gotest-gojq.txt")


def test_a_doctests_unexpected_exception_is_said_as_its_traceback_ends() -> None:
    # "UNEXPECTED EXCEPTION: NameError("name 'ordered_unique' is not defined")" (a repr),
    # then the traceback, ending "NameError: name 'ordered_unique' is not defined": told as
    # the traceback ends, at the place in the project that raised it, the example after it
    text = digest("r29-pytest-ftfy-doctest.txt")
    assert (
        "ftfy/fixes.py::ftfy.fixes.decode_escapes - NameError: name 'codecs' is not defined"
        " [line 370: >>> print(decode_escapes(factoid))] (ftfy/fixes.py:386 in decode_match)\n"
    ) in text, text


def test_short_of_room_a_cause_that_says_a_listed_message_again_comes_after_new_ones() -> None:
    # 16 failures: 12 unit tests fail "left: 20 right: 200" each at its own line (one bug
    # in the status code), one fails "left: 11 right: 101": it had been pushed out by them
    # (short of room, assert_eq!'s words are told short: the values say it)
    text = digest("r35-cargo-test-httparse-filter.txt")
    assert (
        "tests::test_response_reason_with_space_and_tab - panicked at src/lib.rs:1598:13:"
        " `left == right` failed: left: 11 right: 101"
    ) in text, text


def test_a_tb_line_bare_assert_without_pytests_e_lines_above_is_read() -> None:
    # the where line is looked for under pytest's "E   " lines: with none above (an older
    # pytest, or output cut before them) the failure line is read as it stands
    out = (
        "=================================== FAILURES ===================================\n"
        "/r/t.py:3: AssertionError: assert False\n"
        "=========================== short test summary info ============================\n"
        "FAILED t.py::test_x - assert False\n"
        "============================== 1 failed in 0.01s ===============================\n"
    )
    said = summaries(out, root="/r")
    # (and nothing said of a line that could not be read)
    assert said == ["t.py::test_x - assert False", "totals (pytest): 1 failed in 0.01s"], said


def test_go_tests_build_errors_printed_again_for_the_test_binary_count_once() -> None:
    # go test prints a package's compile errors under "# pkg", then the same ones under
    # "# pkg [pkg.test]": ten errors, not ten each said twice
    text = digest("r35-gotest-gopretty-build.txt")
    line = line_with(text, "table/style.go:361:26: undefined: text.RepeatAndTrim")
    assert "(x2)" not in line, text
    # (an error printed once under each of two packages is still two)
    out = (
        "# example.com/m/a\n"
        "a/a.go:3:2: undefined: x\n"
        "# example.com/m/b [example.com/m/b.test]\n"
        "a/a.go:3:2: undefined: x\n"
        "FAIL\texample.com/m/a [build failed]\n"
    )
    said = summaries(out)
    assert any("(x2)" in s for s in said), said


def test_a_go_tests_failing_check_after_a_long_logged_dump_is_read() -> None:
    # kong's TestHelpTree logs the help text it got (40 lines), then the check that failed
    # ("help_test.go:345: Expected values to be equal:" and its diff) below it
    text = digest("r36-gotest-kong-run.txt")
    line = line_with(text, "TestHelpTree/Full")
    assert "help_test.go:345: Expected values to be equal:" in line, text


def test_a_shortened_line_of_rust_doctests_keeps_its_message() -> None:
    # a doctest's id has a dash of its own ("src/lib.rs - Config::new (line 12)"): a line
    # shortened to fit was cut there, ids kept and the panic gone ("src/string_record.rs…")
    text = digest("r36-cargo-test-csv-nff.txt")
    line = line_with(text, "StringRecord::as_byte_record (line 569)")
    assert " - panicked at src/string_record.rs:9:24" in line, text


def test_a_panic_inside_the_standard_library_is_placed_as_rusts_tree_names_it() -> None:
    # ExactSizeIterator::len asserts in core when a size_hint lies: the place is the
    # toolchain's "/rustc/<hash>/library/core/src/iter/traits/exact_size.rs:122:9"
    text = digest("r36-cargo-test-hashlink-nff.txt")
    line = line_with(text, "test_consuming_iter")
    assert "(std: library/core/src/iter/traits/exact_size.rs:122:9)" in line, text


def test_cargos_targets_failed_line_is_told_as_printed_with_their_counts_after() -> None:
    # "error: 3 targets failed:" and its targets one a line: said as one line, as printed,
    # each target's own count after it, in its order
    text = digest("r36-cargo-test-hashlink-nff.txt")
    assert (
        "error: 3 targets failed: `--test linked_hash_map` `--test linked_hash_set`"
        " `--test lru_cache` (test result: FAILED. 20 passed; 1 failed;"
    ) in text, text


def test_an_xml_document_a_test_prints_is_not_read_as_a_report() -> None:
    # mxj's tests print the XML they build ("<?xml version=...?>" then "<data>"): it had been
    # taken for a JUnit report that never closed, and the rest of the output went unread
    text = digest("r36-gotest-mxj-v.txt")
    assert "ok github.com/clbanning/mxj/x2j-wrapper" in text, text


def test_short_of_room_a_causes_other_values_come_before_more_ids_of_a_told_message() -> None:
    # 158 tests fail with KeyError: 'tagline' (their ids fill line after line); three date
    # tests fail at one line with their own values: the third had been pushed out by ids
    text = digest("r36-unittest-feedparser.txt")
    assert "test__parse_date_rfc822_18 (__main__.TestDateParsers.test__parse_date_rfc822_18)" in (
        text
    ), text


def test_go_values_a_test_marks_with_dashes_are_told_both() -> None:
    # netlink's align test prints "- want: 0" and "-  got: 4" under its message: values,
    # not a diff's removed lines (of which only the first would be told)
    out = (
        "--- FAIL: Test_nlaAlign (0.00s)\n"
        "    --- FAIL: Test_nlaAlign/0 (0.00s)\n"
        "        align_test.go:106: unexpected output:\n"
        "            - want: 0\n"
        "            -  got: 4\n"
        "FAIL\n"
        "FAIL\tgithub.com/mdlayher/netlink\t0.010s\n"
    )
    said = summaries(out)
    assert said[0].endswith("align_test.go:106: unexpected output: - want: 0, -  got: 4"), said


def test_with_room_subtests_failing_with_other_values_each_say_theirs() -> None:
    # two cases of one check ("Wrong result: ... != ...") at one line: their ids had shared
    # a line and the first one's values; with room each case tells its own
    text = digest("r15-gotest-gabs.txt")
    assert (
        'TestDotPath/what~1a~1pain (gabs) - gabs_test.go:303: Wrong result: "ouch2" != "ouch4"'
        in (text)
    ), text
    assert (
        'TestDotPath/what~0~1a~1~0pain (gabs) - gabs_test.go:303: Wrong result: null != "ouch5"'
        in (text)
    ), text


def test_pytests_internal_error_is_told_by_its_exception_and_the_hook_that_raised() -> None:
    # a plugin's hook raised (pytest-asyncio under filterwarnings=error): pytest prints its
    # traceback behind "INTERNALERROR> " and exits 3 without running a test
    out = (
        "INTERNALERROR> Traceback (most recent call last):\n"
        'INTERNALERROR>   File "/v/site-packages/_pytest/main.py", line 329, in wrap_session\n'
        "INTERNALERROR>     config._do_configure()\n"
        'INTERNALERROR>   File "/v/site-packages/pytest_asyncio/plugin.py", line 306, in'
        " pytest_configure\n"
        "INTERNALERROR>     warnings.warn(PytestDeprecationWarning(_UNSET))\n"
        "INTERNALERROR> pytest.PytestDeprecationWarning: The configuration option"
        ' "asyncio_default_fixture_loop_scope" is unset.\n'
        "INTERNALERROR> The event loop scope for asynchronous fixtures will default to ...\n"
    )
    said = summaries(out, exit_code=3)
    assert said == [
        "pytest - INTERNALERROR: pytest.PytestDeprecationWarning: The configuration option"
        ' "asyncio_default_fixture_loop_scope" is unset. (File'
        ' "/v/site-packages/pytest_asyncio/plugin.py", line 306, in pytest_configure)'
    ], said


def test_vitest_keeps_chais_note_of_which_comparison_failed() -> None:
    # "AssertionError: expected '' to be null // Object.is equality", as vitest prints it
    text = digest("r37-vitest-lz-string-bail.txt")
    assert "AssertionError: expected '' to be null // Object.is equality" in text, text


def test_a_report_root_a_test_prints_with_no_report_in_it_hides_nothing() -> None:
    # a line "<testsuite name="x">" with no <testcase> after it had opened a JUnit report
    # that never closed: go test's failures under it were read as the report's text
    out = (
        "=== RUN   TestA\n"
        '<testsuite name="x">\n'
        "--- FAIL: TestA (0.00s)\n"
        "    a_test.go:10: got 1, want 2\n"
        "FAIL\n"
        "FAIL\texample.com/m\t0.01s\n"
    )
    assert summaries(out) == [
        "--- FAIL: TestA (example.com/m) - a_test.go:10: got 1, want 2",
        "totals (go test): FAIL example.com/m 0.01s",
    ]


def test_a_node_crash_keeps_the_column_its_stacks_first_frame_gives_its_line() -> None:
    # node prints "/w/shim.js:16" over the source line; the stack's first frame at that
    # line says its column too ("shim.js:16:19"), a place a developer can jump to
    out = (
        "/w/shim.js:16\n"
        "\tvar descriptor = gOPD(proto, 'flags');\n"
        "\t                 ^\n"
        "\n"
        "ReferenceError: gOPD is not defined\n"
        "    at shimFlags (/w/shim.js:16:19)\n"
        "    at Object.<anonymous> (/w/test/shimmed.js:3:1)\n"
        "\n"
        "Node.js v20.20.2\n"
    )
    assert summaries(out, root="/w") == [
        "uncaught ReferenceError - ReferenceError: gOPD is not defined"
        " [var descriptor = gOPD(proto, 'flags');] (shim.js:16:19 from test/shimmed.js:3:1)"
    ]
    # a rethrow ("throw err;" at line 121 of an error made at line 119) keeps the line
    # node named: the frame is another line
    rethrown = out.replace("shim.js:16:19", "shim.js:14:7")
    assert "(shim.js:16 from test/shimmed.js:3:1)" in summaries(rethrown, root="/w")[0]


def test_go_a_check_that_prints_its_own_place_before_the_failure_is_its_message() -> None:
    # go-playground/assert prints "file.go:N message" at the line's start, then the test
    # fails with nothing logged under "--- FAIL"
    out = (
        "validator_test.go:7742 Key: '' Error:Field validaton for '' failed on the 'hexcolor'"
        " tag does not equal <nil>\n"
        "--- FAIL: TestHexColor (0.00s)\n"
        "FAIL\n"
        "FAIL\tgithub.com/go-playground/validator/v10\t0.030s\n"
    )
    assert summaries(out)[0] == (
        "--- FAIL: TestHexColor (v10) - validator_test.go:7742 Key: '' Error:Field validaton for ''"
        " failed on the 'hexcolor' tag does not equal <nil>"
    )
    # a test's own log under its "--- FAIL" still says why, not a line printed before it
    logged = out.replace(
        "--- FAIL: TestHexColor (0.00s)\n",
        "--- FAIL: TestHexColor (0.00s)\n    hex_test.go:9: want #fff\n",
    )
    assert summaries(logged)[0] == "--- FAIL: TestHexColor (v10) - hex_test.go:9: want #fff"


def test_pytest_totals_between_two_equals_signs_are_told() -> None:
    # pytest fits its last line to the terminal: a long one has "==" on each side, not "==="
    out = (
        "=================================== FAILURES ===================================\n"
        "___________________________________ test_a ____________________________________\n"
        "\n"
        "    def test_a():\n"
        ">       assert 1 == 2\n"
        "E       assert 1 == 2\n"
        "\n"
        "tests/test_a.py:2: AssertionError\n"
        "=========================== short test summary info ============================\n"
        "FAILED tests/test_a.py::test_a - assert 1 == 2\n"
        "== 1 failed, 328 passed, 1 skipped, 2 xfailed, 1 warning in 96.44s (0:01:36) ==\n"
    )
    assert summaries(out)[-1] == (
        "totals (pytest): 1 failed, 328 passed, 1 skipped, 2 xfailed, 1 warning in 96.44s (0:01:36)"
    )


def test_pytest_an_exception_whose_message_starts_on_the_next_line_tells_that_line() -> None:
    # mpmath raises ValueError("\nhypercomb() failed ..."): pytest prints "E   ValueError: "
    # and the message on the E lines under it
    out = (
        "=================================== FAILURES ===================================\n"
        "_________________________________ test_coulomb _________________________________\n"
        "\n"
        ">                   raise ValueError(_hypercomb_msg % (orig, ctx.prec))\n"
        "E                   ValueError: \n"
        "E                   hypercomb() failed to converge to the requested 63 bits\n"
        "E                   using a working precision of 3437 bits.\n"
        "\n"
        "mpmath/functions/hypergeometric.py:76: ValueError\n"
        "=========================== short test summary info ============================\n"
        "FAILED mpmath/tests/test_functions2.py::test_coulomb - ValueError: \n"
        "============================== 1 failed in 0.50s ===============================\n"
    )
    assert summaries(out)[0] == (
        "mpmath/tests/test_functions2.py::test_coulomb - mpmath/functions/hypergeometric.py:76:"
        " ValueError: hypercomb() failed to converge to the requested 63 bits"
    )


def test_lint_every_undefined_name_comes_before_other_codes() -> None:
    # 1,580 ruff findings of 90 codes: the names a rename left undefined (F821) are the bug;
    # each of them is told before the first finding of a code that says how code is written
    text = digest("r38-ruff-mpmath.txt")
    lines = text.splitlines()
    names = [i for i, x in enumerate(lines) if "F821 Undefined name" in x]
    for name in ("`long`", "`math`", "`round_fixed`"):
        assert any(name in lines[i] for i in names), (name, text)
    others = [i for i, x in enumerate(lines) if ": B0" in x or ": PLW" in x]
    assert max(names) < min(others), text


def test_vitest_a_test_name_with_a_line_break_among_fail_lines_stays_a_name() -> None:
    # css-what names a test by a selector holding a line break: its name's next line had been
    # read as the error of the FAIL lines above it ("- some text")
    out = (
        ' FAIL  src/a.spec.ts > Own tests > quoted attribute ([name^="foo["])\n'
        ' FAIL  src/a.spec.ts > Own tests > quoted attribute with internal newline ([value="\n'
        "some text\n"
        '"])\n'
        " FAIL  src/a.spec.ts > Own tests > attribute with escaped dot ([name=foo\\.baz])\n"
        "ReferenceError: unescapeCSS is not defined\n"
        " \u276f parseSelector src/parse.ts:421:25\n"
        "\n"
        "\u23af\u23af\u23af[1/1]\u23af\n"
    )
    (said,) = summaries(out)
    # one cause, its three tests, the last one's name whole
    assert said.startswith(
        'src/a.spec.ts > Own tests > quoted attribute ([name^="foo["]), src/a.spec.ts > Own'
        ' tests > quoted attribute with internal newline ([value=" some text "]), src/a.spec.ts'
    ), said
    assert said.endswith(" - ReferenceError: unescapeCSS is not defined (src/parse.ts:421:25)")


def test_cargo_a_doctest_that_did_not_compile_says_rustcs_error_and_place() -> None:
    out = (
        "failures:\n"
        "\n"
        "---- src/ser/mod.rs - ser::PrettyConfig (line 62) stdout ----\n"
        "error[E0308]: mismatched types\n"
        "   --> src/ser/mod.rs:69:15\n"
        "    |\n"
        ' 69 |     .indentor("\\t".to_owned());\n'
        "    |      -------- ^^^^^^^^^^^^^^^ expected `&str`, found `String`\n"
        "    |      |\n"
        "    |      arguments to this method are incorrect\n"
        "\n"
        "error: aborting due to 1 previous error\n"
        "\n"
        "Couldn't compile the test.\n"
        "\n"
        "failures:\n"
        "    src/ser/mod.rs - ser::PrettyConfig (line 62)\n"
        "\n"
        "test result: FAILED. 6 passed; 1 failed; 1 ignored; 0 measured; 0 filtered out;"
        " finished in 0.67s\n"
    )
    assert summaries(out)[0] == (
        "src/ser/mod.rs - ser::PrettyConfig (line 62) - error[E0308]: mismatched types:"
        " expected `&str`, found `String` (src/ser/mod.rs:69:15)"
    )


def test_go_the_packages_that_did_not_build_lead_go_tests_list_of_failed_ones() -> None:
    # hcl: eleven packages failed to build because one did; go test lists them by name, and
    # the one whose own code broke came ninth, past the room of the totals line
    others = [f"example.com/module/internal/package{i:02d}" for i in range(8)]
    out = "".join(f"FAIL\t{p} [build failed]\n" for p in others)
    out += (
        "# example.com/module/hcl/token\n"
        "hcl/token/token.go:150:19: undefined: strconv.Unquote\n"
        "FAIL\texample.com/module/hcl/token [build failed]\n"
        "FAIL\n"
    )
    total = next(x for x in summaries(out, kind="build") if x.startswith("totals (go)"))
    assert total.startswith(
        "totals (go): 9 packages failed: FAIL example.com/module/hcl/token [build failed];"
        " FAIL example.com/module/internal/package00 [build failed]"
    ), total


def test_tap_an_error_object_with_a_code_in_brackets_is_told_by_its_message() -> None:
    # node inspects an error with a code as "{ [Error[ERR_X]: message] code: 'ERR_X', ... }":
    # read as an error, it is told by its name, code and message, not cut at 60 characters
    out = (
        "TAP version 13\n"
        "# implementation\n"
        "not ok 1 throws on non-functions\n"
        "  ---\n"
        "    operator: throws\n"
        "    expected: |-\n"
        "      [Function: TypeError]\n"
        "    actual: |-\n"
        '      { [Error[ERR_INVALID_ARG_TYPE]: The "original" argument must be of type'
        " function] code: 'ERR_INVALID_ARG_TYPE', toString: [Function: value] }\n"
        "    at: runTests (/w/test/tests.js:8:13)\n"
        "  ...\n"
        "\n"
        "1..1\n"
        "# tests 1\n"
        "# pass  0\n"
        "# fail  1\n"
    )
    assert summaries(out, root="/w")[0] == (
        "# implementation: not ok 1 throws on non-functions - throws: expected: [Function:"
        ' TypeError], actual: Error[ERR_INVALID_ARG_TYPE]: The "original" argument must be of'
        " type function (test/tests.js:8:13)"
    )


def test_with_room_a_tests_long_message_is_told_past_the_usual_line_length() -> None:
    # filelock: one failure whose message (the regex and the actual message) runs past 300
    # characters with its id and place; the digest has room for it whole
    text = digest("r38-pytest-filelock-x-tbshort.txt")
    line = line_with(text, "Regex pattern did not match.")
    # (and --tb=short's frame of the test, as pytest printed it)
    assert line.endswith(
        'could not be aquired." (tests/test_async_filelock.py:94: in test_non_blocking) [with'
        " pytest.raises(Timeout, match=\"The file lock '.*' could not be acquired.\"):]"
    ), line
    assert len(text) <= 2000


def test_coverage_gates_said_in_jest_30s_words_and_with_pytest_covs_error_prefix() -> None:
    # jest 30 says "Jest: Coverage for branches (..%) does not meet "global" threshold (..%)",
    # pytest-cov "ERROR: Coverage failure: total of .. is less than fail-under=..": beside
    # failing tests, each is a reason of its own that the command fails
    text = digest("r37-jest-lz-string-coverage.txt")
    assert line_with(text, "totals (coverage)").endswith(
        'Jest: Coverage for branches (69.92%) does not meet "global" threshold (90%);'
        ' Jest: Coverage for lines (82.13%) does not meet "global" threshold (95%)'
    )
    text = digest("r25-pytest-pyjwt-cov.txt")
    assert "Coverage failure: total of 94 is less than fail-under=95" in text


def test_a_quoted_values_runs_of_spaces_stay_as_they_are() -> None:
    # a padding bug: the values differ only in how many spaces they hold; a run of three or
    # more blanks is one space elsewhere in a line (a padded column), never in a quoted value
    out = (
        "=================================== FAILURES ===================================\n"
        "_____________________________ test_bar_formatspec ______________________________\n"
        "tests/tests_tqdm.py:301: in test_bar_formatspec\n"
        '    assert f"{Bar(0.3):5a}" == "#5   "\n'
        "E   AssertionError: assert '#5    ' == '#5   '\n"
        "=========================== short test summary info ============================\n"
        "FAILED tests/tests_tqdm.py::test_bar_formatspec - AssertionError: assert '#5    ' == '#5   '\n"
        "============================== 1 failed in 0.10s ===============================\n"
    )
    (summary,) = summaries(out)[:1]
    assert "assert '#5    ' == '#5   '" in summary, summary


def test_go_a_check_failing_again_for_other_cases_tells_their_values_too() -> None:
    # gomarkdown's helper logs "helpers_test.go:60:" with nothing after it, the case's
    # Input/Expected/Got under it, once per case of its loop: each case's values are told
    text = digest("r40-gotest-gomarkdown-failfast.txt")
    line = line_with(text, "TestPrefixHeaderNoExtensions")
    assert 'Expected["<h6>Header 6</h6>\\n"] Got ["<h5># Header 6</h5>\\n"];' in line
    assert 'Expected["<h6># Header 7</h6>\\n"] Got ["<h5>## Header 7</h5>\\n"]' in line


def test_lint_a_removed_imports_few_uses_are_each_told_on_a_line() -> None:
    # `from ast import literal_eval` removed: five F821 (pylint: E0602) among thousands of
    # other findings; each place is a line to fix, told as the tool printed it
    for name in ("r40-ruff-tqdm-all.txt", "r40-flake8-tqdm.txt", "r40-pylint-tqdm.txt"):
        text = digest(name)
        lines = [x for x in text.splitlines() if "literal_eval" in x]
        assert len(lines) == 5, (name, lines)
        assert not any("also at" in x for x in lines), lines
        assert lines[0].startswith("[LINT] tqdm/cli.py:37:"), lines


def test_a_traceback_ending_in_a_comprehension_names_the_function_it_is_in() -> None:
    # the innermost frame is "<genexpr>" at the line of extract_params: that function is
    # where the fix goes
    text = digest("r40-unittest-colorama-v.txt")
    assert (
        "ValueError: invalid literal for int() with base 10: '' "
        '(File "colorama/ansitowin32.py", line 227, in extract_params)'
    ) in text


def test_a_doctests_expected_value_is_told_as_far_as_the_line_allows() -> None:
    # pytest's doctest of a README: the expected repr is 120 characters; with room it is
    # told whole, not cut to a fixed 120
    text = digest("r41-pytest-pycountry-x.txt")
    assert "official_name='Federal Republic of Germany'), got nothing" in text, text


def test_go_a_panics_function_is_named_as_go_prints_it_when_the_digest_has_room() -> None:
    # "github.com/araddon/dateparse.(*parser).coalesceTime(...)": with room, whole; in a
    # crowded digest its package's name alone ("ztpv6.ParseVendorData") leaves the message
    # its room
    text = digest("r41-gotest-dateparse.txt")
    assert "(parseany.go:2124 in github.com/araddon/dateparse.(*parser).coalesceTime from" in text
    text = digest("r34-gotest-dhcp.txt")
    assert "parse_vendor_options.go:70 in ztpv6.ParseVendorData)" in text


def test_pytest_v_names_a_failed_test_by_its_id_when_the_summary_does_not() -> None:
    # tqdm's setup.cfg says -rxs: the short summary lists no failed ids, and the section's
    # title is the bare name; -v's progress line said the id
    text = digest("r40-pytest-tqdm-x.txt")
    assert text.startswith("[TEST] tests/tests_tqdm.py::test_format_meter - "), text


def test_pytest_v_ids_of_classes_parameters_and_xdist_workers() -> None:
    section = "_" * 20 + " {} " + "_" * 20 + "\n" + "E   AssertionError: {}\n"
    out = (
        "============================= test session starts ==============================\n"
        "tests/test_a.py::TestCase::test_x[one two] FAILED                        [ 33%]\n"
        "[gw1] [ 66%] ERROR tests/test_b.py::test_y \n"
        "tests/test_c.py::test_log[ERROR] PASSED                                  [ 80%]\n"
        "tests/test_c.py::test_z FAILED\n"
        "tests/test_d.py::test_z FAILED\n"
        "=================================== FAILURES ===================================\n"
        + section.format("TestCase.test_x[one two]", "x")
        + section.format("ERROR at setup of test_y", "y")
        + section.format("test_z", "z")
        + section.format("test_log[ERROR]", "w")
        + "=========================== short test summary info ============================\n"
        "========================= 3 failed, 1 error in 0.10s ===========================\n"
    )
    said = summaries(out)
    # (test_z: two files have one, so the name stays as the section said it)
    assert [s.partition(" - ")[0] for s in said[:4]] == [
        "tests/test_a.py::TestCase::test_x[one two]",
        "tests/test_b.py::test_y",
        "test_z",
        "test_log[ERROR]",
    ], said


def test_pytest_a_diff_in_spaces_alone_keeps_its_spaces() -> None:
    # a bar one cell too wide: pytest cut both values ("...") and its diff's two lines
    # differ in a run of spaces; told as they are, in quotes, they still differ
    text = digest("r40-pytest-tqdm-x.txt")
    assert (
        "[- '  0%|          | 0/1000 [00:13<?, ?it/s]'; + '  0%|           | 0/1000 [00:13<?, ?it/s]']"
    ) in text, text


def test_pytest_two_tests_of_one_name_in_two_files_are_two_failures() -> None:
    # test_children_setter fails in tests/test_node.py and in
    # tests/test_node_attach_detach.py: their sections are both titled by the bare name, and
    # they were one failure "(x2)" under the first id
    text = digest("r42-pytest-anytree-n2-k.txt")
    assert "[TEST] tests/test_node.py::test_children_setter - " in text, text
    assert "[TEST] tests/test_node_attach_detach.py::test_children_setter - " in text, text
    assert "(x2)" not in text, text


def test_rust_a_trait_to_import_is_told_with_the_error() -> None:
    # `use std::fmt::Write;` removed: write! on a String is E0599, and rustc's help names the
    # trait and the line to add, as it does for a name ("consider importing")
    text = digest("r42-cargo-build-tinytemplate.txt")
    assert (
        "src/lib.rs:130:20: error[E0599]: cannot write into `&mut std::string::String` (trait "
        "`Write` which provides `write_fmt` is implemented but not in scope; perhaps you want "
        "to import it: use std::fmt::Write;)"
    ) in text, text


def test_pytest_a_doctest_diff_tells_its_first_lines_removed_and_added() -> None:
    # anytree's doctests report with a unified diff ("Differences (unified diff with
    # -expected +actual):"), not "Expected:"/"Got:": depth one too many in every node
    text = digest("r42-pytest-anytree-x.txt")
    assert (
        'DocTestFailure: >>> for line in DotExporter(root, graph="graph", '
        '[- "root:0" [shape=box];; + "root:1" [shape=box];]'
    ) in text, text


def test_node_an_uncaught_error_tells_the_line_of_code_that_threw() -> None:
    # node prints the throwing line of the project's code above its caret: the call to the
    # name no longer defined
    text = digest("r42-tape-string.prototype.replaceall-undef.txt")
    assert (
        "ReferenceError: StringIndexOf is not defined "
        "[var position = StringIndexOf(string, searchString, 0);] (implementation.js:56:17"
    ) in text, text


def test_pytest_a_recursion_note_inside_a_failure_does_not_end_the_failures() -> None:
    # "!!! Recursion error detected, but the origin of the recursion could not be located."
    # is pytest's note under a RecursionError, not a banner: the three failures after it
    # were lost; the recursion is told at the frame it repeats (line 217), not the last one
    text = digest("r43-pytest-xmljson-v.txt")
    assert (
        "tests/test_xmljson.py::TestParker::test_xml_fromstring - RecursionError: maximum "
        "recursion depth exceeded in comparison (xmljson/__init__.py:217: in data)"
    ) in text, text
    assert (
        "[TEST] tests/test_xmljson.py::TestParker::test_etree - tests/test_xmljson.py:82: "
        "AssertionError: <x>None</x> != <x/>"
    ) in text, text


def test_go_testifys_diff_does_not_end_its_report() -> None:
    # testify prints "Diff:", "--- Expected", "+++ Actual" under its values, then "Test:"
    # and the test's own "Messages:": a line starting "--- " ended the test's log there,
    # and the message the test gave was never read
    text = digest("r43-gotest-swag.txt")
    line = line_with(text, "TestCamelize")
    assert 'Messages: expected Camelize("SampleText")="Sampletext", got "SAmpletext"' in line


def test_node_a_missing_module_is_told_at_the_line_that_required_it() -> None:
    # "Require stack:" lists files only; the stack under it has the require's line and
    # column, and the test file that loaded the module
    text = digest("r43-mocha-route-parser-import.txt")
    assert (
        "Error: Cannot find module './route/visitors/reverser' "
        "(lib/route.js:4:22 from test/backbone-compatibility.js:4:19)"
    ) in text, text


def test_python_m_doctest_reported_as_a_diff_says_what_differs() -> None:
    # the same diff report under `python -m doctest -o REPORT_UDIFF`: what it expected and
    # got, not an exception it never raised
    out = (
        "**********************************************************************\n"
        'File "/w/tree.py", line 12, in tree.render\n'
        "Failed example:\n"
        "    print(render(root))\n"
        "Differences (unified diff with -expected +actual):\n"
        "    @@ -1,2 +1,2 @@\n"
        "    -root:0\n"
        "    +root:1\n"
        "     child\n"
        "**********************************************************************\n"
        "1 items had failures:\n"
        "   1 of   1 in tree.render\n"
        "***Test Failed*** 1 failures.\n"
    )
    (summary,) = summaries(out, root="/w")[:1]
    assert "DocTestFailure: >>> print(render(root)) [-root:0; +root:1]" in summary, summary


def test_pytest_one_message_at_two_places_in_the_code_is_a_line_each() -> None:
    # check_line_string renamed away: NameError in LineString.errors (geometry.py:113) and in
    # MultiLineString.errors (:118), two tests each. Each place is its own line with its tests,
    # as pytest prints it; they were one line naming both places after the first test alone
    text = digest("r45-pytest-geojson.txt")
    assert (
        "[TEST] tests/test_validation.py::TestValidationLineString::test_invalid_linestring -"
        " geojson/geometry.py:113: NameError: name 'check_line_string' is not defined"
    ) in text, text
    assert (
        "[TEST] tests/test_validation.py::TestValidationMultiLineString::test_invalid_multilinestring"
        " - geojson/geometry.py:118: NameError: name 'check_line_string' is not defined"
    ) in text, text
    assert "geometry.py:113, " not in text, text
    # (the tests that reached it through is_valid each say so, on lines of their own)
    for test in (
        "LineString::test_valid_linestring",
        "MultiLineString::test_valid_multilinestring",
    ):
        assert line_with(text, test).endswith("(via geojson/base.py:124 in is_valid)"), text


def test_pytest_one_message_raised_in_the_code_and_in_a_test_is_a_line_each_with_room() -> None:
    # a constant renamed away: four tests reach it through ulid/__init__.py:396, one test names
    # it itself (tests/test_ulid.py:336). The digest has room, so each place is a line of its
    # own, with its own source line; the test's place was hidden behind "396, …"
    text = digest("r49-pytest-ulid-rA.txt")
    first = line_with(text, "tests/test_ulid.py::test_ulid,")
    assert "- ulid/__init__.py:396: AttributeError: module 'ulid.constants'" in first, text
    own = line_with(text, "tests/test_ulid.py::test_ulid_from_timestamp")
    assert own.startswith(
        "[TEST] tests/test_ulid.py::test_ulid_from_timestamp - tests/test_ulid.py:336:"
        " AttributeError: module 'ulid.constants' has no attribute 'MILLISECS_IN_SECS'"
    ), text
    assert own.endswith("[ulid2 = ULID.from_timestamp(int(t * constants.MILLISECS_IN_SECS))]")
    assert ", …" not in text, text


def test_tests_failing_alike_at_their_own_lines_each_say_where_with_room() -> None:
    # mocha: two assertions "expected false to equal true" at arithmetics.js:65 and :73, two
    # "expected -1 to equal 1" at :103 and misc.js:230. With room, every test says its line;
    # the later ones were told without one
    text = digest("r15-mocha-filtrex.txt")
    assert line_with(text, "can do chained comparisons").endswith("(test/arithmetics.js:73:36)")
    assert line_with(text, "deprecated syntax still works").endswith("(test/misc.js:230:28)")
    # node's runner: and with the test's own line, as the first said it
    text = digest("r11-node-test-process-warning-spec.txt")
    assert line_with(text, "unlimited: true").endswith(
        "(test/spy-warning.test.js:66:12, test at test/spy-warning.test.js:55:1)"
    ), text


def test_a_pytest_failure_whose_exception_is_past_what_was_read_says_the_summarys() -> None:
    # pytest -vv -l: test_pack_single's body is 1.2 MB of locals, its E line and crash line
    # far past what is read of it; its message was a guess ("self = <test_umsgpack...>").
    # The short summary's line, whole under -vv, says what was raised
    line = line_with(digest("r52-pytest-umsgpack-vvl.txt"), "::test_pack_single")
    assert line == (
        "[TEST] test_umsgpack.py::TestUmsgpack::test_pack_single - struct.error: 'H' format"
        " requires 0 <= number <= 65535"
    ), line


def test_go_a_loops_later_cases_are_told_where_the_line_has_room() -> None:
    # sortorder's TestNaturalLess fails nine cases at natsort_test.go:64; four were told (the
    # first and three again). With room, the rest follow, each as go test logged it
    line = line_with(digest("r52-gotest-sortorder.txt"), "TestNaturalLess")
    for case in (
        "Compared `0` to `00`: expected true, got false",
        "Compared `a10` to `abcdefgh2`: expected true, got false",
        "Compared `a1b` to `a01b`: expected true, got false",
        "Compared `a001b01` to `a01b001`: expected false, got true",
    ):
        assert f"natsort_test.go:64: {case}" in line, line
    # ... but not at the cost of another line's message: zglob's first check stays whole
    line = line_with(digest("r46-gotest-go-zglob.txt"), "TestGlob (")
    assert (
        'zglob_test.go:89: zglob failed: pattern "foo/**/*"("."): expected [foo/bar foo/bar/baz'
        " foo/bar/baz.txt foo/bar/baz/noo.txt foo/baz] but got []"
    ) in line, line


def test_cargo_test_tells_the_binaries_that_passed_where_there_is_room() -> None:
    # one binary aborted (no count of its own); the others' counts, as cargo says them, are what
    # tells the run went on past it
    text = digest("r34-cargo-test-io-lifetimes-nofailfast.txt")
    assert text.endswith(
        "error: 1 target failed: `--test api`; passed: tests/assumptions.rs: test result: ok."
        " 1 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out, Doc-tests io_lifetimes: test"
        " result: ok. 8 passed; 0 failed; 2 ignored; 0 measured; 0 filtered out"
    ), text


def test_tsc_two_long_types_are_told_whole_where_the_digest_has_room() -> None:
    # TS2322's two function types made a line of about 300 characters, cut in the middle of
    # each type though the digest had room for three such lines
    text = digest("r45-tsc-call-bound.txt")
    assert (
        "index.js(8,5): error TS2322: Type '<U, RemainingArgs extends [searchString: string,"
        " position?: number | undefined]>(thisArg: U, ...args: RemainingArgs) => number' is not"
        " assignable to type '(thisArg: string, searchString: string, position?: number |"
        " undefined) => string'. Type 'number' is not assignable to type 'string'.\n"
    ) in text, text


def test_pytest_an_exception_under_a_raises_of_another_type_tells_what_the_test_expected() -> None:
    # map_coords raised TypeError where the test said `with self.assertRaises(ValueError):`:
    # the changed exception type is the bug, and the test's line says which it should be
    line = line_with(digest("r45-pytest-geojson.txt"), "test_map_invalid")
    assert line.endswith(
        "geojson/utils.py:90: TypeError: Invalid geometry object {'type': ''} [in `with"
        " self.assertRaises(ValueError):`] (from tests/test_coords.py:105)"
    ), line
    # pytest's own "DID NOT RAISE" under `with pytest.raises(ParseError):` says it already
    text = digest("r17-pytest-parsimonious.txt")
    assert "[in `with pytest.raises(LeftRecursionError) as e:`]" in text, text
    assert "[in `" not in line_with(text, "DID NOT RAISE"), text


def test_mocha_one_reports_its_count_and_numbered_failures() -> None:
    # mocha 1.6 (pinned by url-template): "✖ 1 of 158 tests failed:", then "1) title:" and the
    # error. It was read by the fallback alone: the error without the test or the count
    text = digest("r46-mocha-url-template-bail.txt")
    assert text == (
        "[TEST] spec-examples 3.2.1 Variable Expansion {count} - TypeError: this.isKeyOperator is"
        " not a function (lib/url-template.js:125:20 in UrlTemplate.getValues from"
        " test/uritemplate-test.js:16:32)\n"
        "[TEST] totals (mocha): 1 of 158 tests failed"
    ), text
    # a mocha title is free text: the tally names the files the failures point at
    tally = line_with(digest("r46-mocha-url-template.txt"), " more in ")
    assert tally.endswith("in 1 file (TypeError x38): lib/url-template.js"), tally


def test_go_a_tests_log_lines_are_told_whole_where_the_digest_has_room() -> None:
    # TestGlob's four table cases, one log line each (about 560 characters in all), were cut
    # in the middle of their values at twice a line's width, in a digest of 500 characters
    text = digest("r46-gotest-go-zglob-failfast.txt")
    for said in (
        'zglob_test.go:89: zglob failed: pattern "foo/**/*"("."): expected [foo/bar foo/bar/baz'
        " foo/bar/baz.txt foo/bar/baz/noo.txt foo/baz] but got []",
        'zglob failed: pattern "**/bar/**/*.txt"("."): expected [foo/bar/baz.txt'
        " foo/bar/baz/noo.txt] but got []\n",
    ):
        assert said in text, text


def test_mocha_one_json_lists_failed_tests_by_their_titles() -> None:
    # mocha 1.x's json reporter lists each failure by its titles alone, no "err": they were
    # taken for tests listed that did not fail, and the digest had only stray lines
    text = digest("r46-mocha-url-template-json.txt")
    assert text.startswith(
        "[TEST] spec-examples 3.2.1 Variable Expansion {count}, spec-examples 3.2.1 Variable"
        " Expansion {count*}, "
    ), text
    assert "- failed (mocha's json gives no error)\n" in text, text
    assert text.endswith(
        '[TEST] totals (mocha): "tests": 158, "passes": 99, "pending": 0, "failures": 59'
    ), text


def test_pytest_doctests_that_raised_one_exception_are_one_cause_at_its_root() -> None:
    # python-stdnum: a renamed helper left `_to_base10` undefined; 15 modules' doctests raised
    # the NameError, which the code turned into InvalidFormat. Each was its own line, told by
    # the last exception ("raised InvalidFormat()"): the NameError and its place were lost
    line = line_with(digest("r47-pytest-stdnum-x.txt"), "stdnum.be.iban")
    assert line == (
        "[TEST] stdnum/be/iban.py::stdnum.be.iban - NameError: name '_to_base10' is not defined"
        " [line 30: >>> validate('BE32 123-4567890-02')]; then stdnum.exceptions.InvalidFormat:"
        " The number has an invalid format. (stdnum/iso7064/mod_97_10.py:50 in checksum)"
    ), line
    # in the whole run, one line for them all: its first id, the root and its place, the
    # message kept before the other ids
    text = digest("r47-pytest-stdnum.txt")
    line = line_with(text, "_to_base10")
    assert line.startswith(
        "[TEST] stdnum/be/iban.py::stdnum.be.iban, … - NameError: name '_to_base10' is not"
        " defined [line 30: "
    ), line
    assert line.endswith("(stdnum/iso7064/mod_97_10.py:50 in checksum)"), line
    assert text.count("_to_base10") == 1, text
    assert "NameError x11" in line_with(text, " more in "), text
    # a handler's exception that is the test's point (KeyError turned into ValueError) is
    # told after the root
    line = line_with(digest("r20-pytest-configobj-doctest.txt"), "as_bool")
    assert " - KeyError: 'off' [line 947: >>> a.as_bool('b')]; then ValueError: Value" in line


def test_cargo_test_nocapture_finds_a_panic_printed_far_above_its_failed_line() -> None:
    # --nocapture: the panic's values (3,000 characters each) put it more than 4 KB above
    # `test long_lower_hex_truncated ... FAILED`, which looked no further back: the failure
    # was missing from the digest
    text = digest("r47-cargo-test-generic-array-nocapture.txt")
    assert text.startswith(
        "[TEST] long_lower_hex_truncated - panicked at tests/hex.rs:30:5: assertion"
        ' `left == right` failed: left: "0000000…'
    ), text
    assert "[TEST] truncated_lower_hex - panicked at tests/hex.rs:49:5: " in text, text


def test_go_a_table_tests_cases_of_other_kinds_are_told_beside_the_first() -> None:
    # 114 failing cases at chromium_test.go:223: hex colours first, then rgb() and hsl()
    # ones, which fail for other reasons (a dropped clamp, swapped arguments). The line told
    # the first four, all hex
    line = line_with(digest("r47-gotest-csscolorparser.txt"), "TestBrowserChromium")
    assert (
        "; chromium_test.go:223: (60) rgb(41.366,221.162,32.067,1.107) -> [41 221 32 255]"
        " != [41 221 32 26]"
    ) in line
    assert "; chromium_test.go:223: (150) hsl(303.505deg," in line, line
    assert line.count("#") == 2, line  # (two hex cases kept: the first and the next)


def test_tap_a_description_beginning_with_a_minus_keeps_it() -> None:
    # `not ok 10 -0 is -0`: the `-0` was read as TAP's optional dash, leaving "0 is -0"
    text = digest("r47-tape-object-is-impl.txt")
    assert "# differentiates zeroes: not ok 10 -0 is -0 - ok: expected: true" in text, text


def test_an_apostrophe_does_not_open_a_quoted_text_to_shorten() -> None:
    # "number's ... validate('NL0...')" was taken for one quoted text and elided in its middle
    said = (
        "stdnum.exceptions.InvalidChecksum: The number's checksum or check digit is invalid."
        " [line 42: >>> validate('NL002455799B11')  # valid since 2020-01-01]"
    )
    squeezed = _squeeze_all(said)
    assert "The number's checksum or check digit is invalid. [line 42: >>> vali" in squeezed
    # a quoted value is still elided
    assert _squeeze_all(f"got '{'x' * 80}'") == f"got '{'x' * 27}…{'x' * 11}'"


def test_vows_spec_reporter_tells_each_failed_test_and_the_count() -> None:
    # vows --spec: "♢ jStat.variance", then "✗ return basic variance" and, indented under it,
    # "» expected 1.25," and "\tgot\t 1.66 (==) // .../macros.js:14" (a tab before "got"), or
    # an exception and its stack; "✗ Errored » 310 honored ∙ 42 broken ∙ 15 errored". Nothing
    # read them: the digest told two uncaught exceptions
    text = digest("r17-vows-jstat.txt")
    assert (
        "[TEST] jStat.variance: return basic variance, jStat.variance: variance from instance,"
        " jStat.variance: variance callback - expected 1.25, got 1.6666666666666667 (==)\n"
    ) in text, text
    assert (
        " - TypeError: jStat.cumreduce is not a function (dist/jstat.js:833:16 in Function.cumprod)"
    ) in text, text
    assert text.endswith("[TEST] totals (vows): 310 honored ∙ 42 broken ∙ 15 errored"), text


def test_pytest_doctest_continue_on_failure_tells_each_failure_of_a_docstring() -> None:
    # --doctest-continue-on-failure: `>>> s[-1]` got 2 (line 138), then `>>> s[-3]` raised
    # IndexError (line 140). The digest told the second's example with the first's values,
    # and not the IndexError
    line = line_with(digest("r48-pytest-statemachine-x.txt"), "3.2.1.md")
    assert line == (
        "[TEST] docs/releases/3.2.1.md::3.2.1.md - docs/releases/3.2.1.md:138: DocTestFailure:"
        " >>> s[-1] expected 3, got 2; then line 140: IndexError: index -3 out of range [>>>"
        " s[-3]] at statemachine/orderedset.py:95 in __getitem__"
    ), line


def test_tsd_errors_are_told_at_their_places_with_the_count() -> None:
    # tsd (type tests of a package's .d.ts): its file above its errors, "✖  3:30  message"
    # each, "2 errors" after. Nothing read it: the digest was its last lines
    text = digest("r48-tsd-sonic-boom.txt")
    assert text == (
        "[LINT] types/tests/test.ts:3:30  Type 1 is not assignable to type string | symbol |"
        " undefined.\n"
        "[LINT] types/tests/test.ts:4:12  Argument of type string is not assignable to parameter"
        " of type Buffer<ArrayBufferLike>.\n"
        "[LINT] totals (tsd): 2 errors"
    ), text


def test_go_a_check_at_another_line_is_told_with_its_later_cases_too() -> None:
    # cascadia's TestSelectors: three checks (lines 638, 650, 631) fail for two selectors
    # each; the checks at 650 and 631 were told by their first case only
    line = line_with(digest("r48-gotest-cascadia.txt"), "TestSelectors")
    assert (
        'selector_test.go:650: MatchFirst: selector [title$="bar"] want <p title="foobar"></p>,'
        ' got <p title="barfoo"></p>; MatchFirst: selector p:nth-of-type(2) want <p id="2"></p>,'
        ' got <p id="1"></p>'
    ) in line, line
    assert "selector p:first-of-type wanted 1 elements, got 0 instead" in line, line


def test_a_go_case_told_again_goes_on_with_its_own_lines() -> None:
    # t.Errorf("Tag: %s\nExpected: %s\nGot: %s") for two cases: the second case had been
    # told by its first line only, its Expected and Got (post->title, not post.title) lost
    line = line_with(digest("r49-gotest-gojsonq-failfast.txt"), "[TEST] --- FAIL: Test_makeAlias ")
    assert line.endswith(
        "Tag: scenario 2 Expected: post.title title Got: post.title post;"
        " helper_test.go:431: Tag: scenario 4 Expected: post->title title Got: post->title post"
    ), line


def test_a_go_case_told_after_a_check_at_another_line_says_its_place() -> None:
    # line 43's check failed for cases 3 and 6, line 46's for case 3 between them: case 6,
    # told after line 46's message, had read as line 46's
    line = line_with(digest("r49-gotest-messagediff.txt"), "[TEST] --- FAIL: TestPrettyDiff ")
    assert (
        "equal = true; not false; messagediff_test.go:43: 6. PrettyDiff(map[string]int{" in line
    ), line


def test_a_digest_a_little_short_of_room_for_twice_the_width_tells_one_and_a_half() -> None:
    # every test's message fitted at 200 characters with 500 to spare, not at 400: all of them
    # had been cut at 200, a loop's later cases lost ("IsISBN13", line 1477)
    text = digest("r13-gotest-govalidator.txt")
    line = line_with(text, "[TEST] --- FAIL: TestIsISBN ")
    assert 'validator_test.go:1477: Expected IsISBN13("978 3401013190") to be true' in line, line
    assert len(text) > 1700


def test_a_compilers_error_is_told_with_its_source_line_when_the_digest_has_room() -> None:
    # one E0425 in a 270-character digest: the line rustc points into says what to change
    # (cpuid::init_get, renamed); it is told only where every line fits with its own
    line = line_with(digest("r49-cargo-test-cpufeatures-rename.txt"), "error[E0425]")
    assert line.endswith("[let (token, val) = cpuid::init_get();]"), line
    crowded = digest("r49-cargo-test-sval-rename.txt")
    assert "[let mut stack = Stack::new();]" not in crowded, crowded


def test_the_last_labels_lines_leave_room_for_the_earlier_labels_lines() -> None:
    # a build error, then a test run's warnings (the last label): the warnings were listed as
    # if the digest were theirs alone, and the build errors were cut to make room for them
    text = digest("r13-cargo-test-slotmap-rename.txt")
    line = line_with(text, "[BUILD] src/basic.rs:1356:41:")
    assert "`basic::SlotMap<K, V>` in the current scope (help: there is a method `iter`" in line
    assert len(text) <= 2000


def test_a_go_failure_is_said_as_go_test_says_it_where_the_digest_has_room() -> None:
    # "--- FAIL: TestCSVInfo" is what a reader searches go test's output for; it is said so
    # when every line still fits, and gives way first where the digest is full
    text = digest("r31-gotest-tablewriter-v.txt")
    assert "[TEST] --- FAIL: TestCSVInfo, TestCSVSeparator (tablewriter) - " in text, text
    assert "[TEST] --- FAIL: ExampleLong (tablewriter) - " in text, text
    full = digest("r29-gotest-all-v.txt")
    assert "+10 more in 2 files" in full, full
    assert "--- FAIL: " not in full, full


def test_a_pytest_failure_goes_on_with_the_line_that_raised_where_the_digest_has_room() -> None:
    # -x, one failure: the line pytest marks with ">" above its E lines is the call that
    # failed (a method a rename left undefined); a digest of 300 characters had room for it
    line = line_with(digest("r43-pytest-jsondiff-x.txt"), "[TEST] tests/test_jsondiff.py::")
    assert line.endswith("(from tests/test_jsondiff.py:46) [return self._set_diff(a, b)]"), line
    # (not in a digest without room for every line so, nor a raise the message tells)
    full = digest("r30-pytest-typer.txt")
    assert "+157 more in 10 files" in full, full
    assert " [" not in full.splitlines()[1], full
    ulid = digest("r49-pytest-ulid-rA.txt")
    assert "[raise ValueError(" not in ulid, ulid
    assert ulid.count("[return self.milliseconds / constants.MILLISECS_IN_SECS]") == 1, ulid


def test_a_module_level_frame_is_said_as_python_prints_it() -> None:
    # an import that fails at a module's top level: Python's frame says ", in <module>"; it
    # had been said as a frame in no function
    line = line_with(digest("r51-unittest-aniso8601-import.txt"), "ImportError")
    assert line.endswith('(File "aniso8601/builders/__init__.py", line 12, in <module>)'), line


def test_go_test_cover_says_each_packages_coverage_where_the_digest_has_room() -> None:
    # go test -cover: a failing package's coverage on the line above its FAIL line, a passing
    # one's on its ok line; the totals had named the packages without it
    line = line_with(digest("r9-gotest-afero-failfast-cover.txt"), "totals (go test)")
    assert line.startswith(
        "[TEST] totals (go test): FAIL github.com/spf13/afero 0.016s coverage: 16.3% of"
        " statements; ok github.com/spf13/afero/mem coverage: 44.4% of statements;"
    ), line
    # (short of room, the packages alone, as go test's FAIL lines name them)
    full = line_with(digest("r12-gotest-blackfriday-cover.txt"), "totals (go test)")
    assert full.endswith("FAIL github.com/russross/blackfriday/v2 22.678s"), full


def test_ginkgo_specs_are_named_as_its_summary_names_them_with_message_and_place() -> None:
    # a Ginkgo v1 suite run by one Go test: its failed specs had been one line, "--- FAIL:
    # TestFormatters", with nothing of what failed; each spec is a line now, its message as
    # Gomega printed it (the compared values each on their line, joined) and where it failed
    text = digest("r53-gotest-bytefmt.txt")
    assert text.splitlines()[0] == (
        "[TEST] [Fail] bytefmt ByteSize [It] Prints in the largest possible unit"
        " (code.cloudfoundry.org/bytefmt) - Expected <string>: 10240T to equal"
        " <string>: 10T (bytes_test.go:22)"
    ), text
    assert text.count("[TEST] [Fail] bytefmt ") == 4, text
    assert "Expected an error to have occurred.  Got: <nil>: nil (bytes_test.go:322)" in text
    assert "--- FAIL: TestFormatters" not in text, text
    assert text.endswith(
        "FAIL code.cloudfoundry.org/bytefmt 0.032s"
        " (FAIL! -- 15 Passed | 4 Failed | 0 Pending | 0 Skipped)"
    ), text
    # gotestsum tells the Go test first, the suite's report under it; -json in events
    summed = digest("r53-gotestsum-bytefmt.txt")
    assert summed.count("[TEST] [Fail] bytefmt ") == 4, summed
    assert "TestFormatters" not in summed, summed
    assert summed.endswith(
        "FAIL! -- 15 Passed | 4 Failed | 0 Pending | 0 Skipped; DONE 1 tests, 1 failure in 1.803s"
    ), summed
    assert digest("r53-gotest-bytefmt-json.txt").count("[TEST] [Fail] bytefmt ") == 4


GINKGO_V2 = """\
=== RUN   TestBooks
Running Suite: Books Suite - /src/books
=======================================
Random Seed: 1700000000

Will run 3 of 3 specs
•
------------------------------
• [FAILED] [0.001 seconds]
Books Categorizing book length [It] should be a novel
/src/books/books_test.go:31

  [FAILED] Expected
      <string>: SHORT STORY
  to equal
      <string>: NOVEL
  In [It] at: /src/books/books_test.go:33 @ 11/27/26 22:00:00.001
------------------------------
• [PANICKED] [0.000 seconds]
Books Reading [It] turns a page
/src/books/books_test.go:40

  [PANICKED] Test Panicked
  In [It] at: /usr/lib/go/src/runtime/panic.go:114 @ 11/27/26 22:00:00.002

  runtime error: index out of range [3] with length 3

  Full Stack Trace
    github.com/example/books.(*Book).Page(...)
    \t/src/books/books.go:57
    github.com/example/books_test.glob..func1.3()
    \t/src/books/books_test.go:42 +0x1d
------------------------------

Summarizing 2 Failures:
  [FAIL] Books Categorizing book length [It] should be a novel
  /src/books/books_test.go:33
  [PANICKED!] Books Reading [It] turns a page
  /usr/lib/go/src/runtime/panic.go:114

Ran 3 of 3 Specs in 0.004 seconds
FAIL! -- 1 Passed | 2 Failed | 0 Pending | 0 Skipped
--- FAIL: TestBooks (0.00s)
FAIL
FAIL\tgithub.com/example/books\t0.012s
FAIL
"""


def test_ginkgo_v2_specs_and_a_panic_where_the_code_under_test_panicked() -> None:
    # Ginkgo v2's report, laid out as its default reporter prints it (reporters/
    # default_reporter.go; no v2 suite can be fetched on this machine to record one): the
    # spec on one line, "[FAILED] <message>" up to "In [It] at: <place> @ <time>"; a panic's
    # place is the runtime's, so the stack's first frame in the code under test is said
    lines = summaries(GINKGO_V2, root="/src/books")
    assert lines[0] == (
        "[FAIL] Books Categorizing book length [It] should be a novel (books)"
        " - Expected <string>: SHORT STORY to equal <string>: NOVEL (books_test.go:33)"
    ), lines
    assert lines[1] == (
        "[PANICKED!] Books Reading [It] turns a page (books) - Test Panicked"
        " runtime error: index out of range [3] with length 3 (books.go:57)"
    ), lines
    # (the summary's entries are the same specs; the Go test that ran them says no more)
    assert len(lines) == 3, lines
    assert lines[2].startswith("totals (go test): FAIL "), lines
    assert lines[2].endswith("(FAIL! -- 1 Passed | 2 Failed | 0 Pending | 0 Skipped)"), lines


def test_a_label_under_a_span_of_lines_is_said_without_the_spans_marks() -> None:
    # rustc marks the end of a span of several lines "| |_________- in this macro
    # invocation"; its underscores had been said as part of the label
    dtoa = line_with(digest("r53-cargo-check-dtoa.txt"), "error[E0308]")
    assert dtoa.endswith("arguments to this function are incorrect; in this macro invocation"), dtoa
    io = line_with(digest("r34-cargo-build-io-lifetimes.txt"), "error[E0407]")
    assert io.startswith(
        "[BUILD] src/traits.rs:226:5: error[E0407]: method `as_fd` is not a member of trait"
        " `AsFd`; also at "
    ), io
    # what a renamed name is close to, defined in another file ("::: src/xxh3_common.rs:12:1"
    # above its snippet), is said with where it is
    xxh = digest("r53-cargo-build-xxhash-rust.txt").splitlines()[0]
    assert "; similarly named constant `DEFAULT_SECRET_LEN` defined here at src/xxh3_common" in xxh


def test_ginkgo_v2_a_failed_before_suite_is_the_failure() -> None:
    # (laid out as Ginkgo v2's reporter prints a suite node that failed: no spec ran)
    out = (
        "Running Suite: Books Suite - /src/books\n=======================================\n"
        "Random Seed: 1700000000\n\nWill run 3 of 3 specs\n"
        "------------------------------\n[BeforeSuite] [FAILED] [0.001 seconds]\n"
        "[BeforeSuite] \n/src/books/suite_test.go:20\n\n"
        "  [FAILED] Unexpected error:\n      <*errors.errorString | 0xc0000>: \n"
        '      no database\n      {s: "no database"}\n  occurred\n'
        "  In [BeforeSuite] at: /src/books/suite_test.go:22 @ 11/27/26 22:00:00.001\n"
        "------------------------------\n\nSummarizing 1 Failure:\n"
        "  [FAIL] [BeforeSuite] \n  /src/books/suite_test.go:22\n\n"
        "Ran 0 of 3 Specs in 0.002 seconds\n"
        "FAIL! -- A BeforeSuite node failed so all tests were skipped.\n"
        "--- FAIL: TestBooks (0.00s)\nFAIL\nFAIL\tgithub.com/example/books\t0.010s\nFAIL\n"
    )
    lines = summaries(out, root="/src/books")
    assert lines[0].startswith("[FAIL] [BeforeSuite] (books) - Unexpected error: "), lines
    assert lines[0].endswith('no database {s: "no database"} occurred (suite_test.go:22)'), lines
    assert lines[1].endswith("(FAIL! -- A BeforeSuite node failed so all tests were skipped.)")


def test_node_test_says_the_counts_of_the_one_tap_stream_it_ran_that_failed() -> None:
    # node --test running a tape file prints tape's own TAP inside its report as comments;
    # its counts ("# \# fail  4": four asserts) had been left for node's ("# fail 1": a file)
    line = line_with(digest("r53-nodetest-set-proto.txt"), "totals (tap)")
    assert line.endswith("# fail 1 (# \\# tests 11; # \\# pass  7; # \\# fail  4)"), line
    # (of several streams that failed, node's count of files is said alone)
    several = line_with(digest("r52-nodetest-shell-quote.txt"), "totals (tap)")
    assert several.endswith("# tests 7; # pass 2; # fail 5"), several


def test_checks_printed_above_go_tests_result_line_are_that_tests() -> None:
    # matryer/is prints a failed check to stdout as it fails ("\tgraphql_json_test.go:85:  !=
    # 123"), above go test's "--- FAIL: TestHeader" line; each test had been told with the
    # next one's checks, and the last with none
    text = digest("r54-gotest-graphql.txt")
    assert "--- FAIL: TestHeader (graphql) - graphql_json_test.go:85:  != 123; " in text, text
    assert "--- FAIL: TestDoErr (graphql) - graphql_multipart_test.go:90: graphql error" in text
    assert "--- FAIL: TestQuery (graphql) - graphql_multipart_test.go:127:  != {" in text, text
    # (a log under the result line, go test's own since 1.14, stays the test's: is's own
    # tests print what they check above it)
    own = line_with(digest("r54-gotest-is.txt"), "TestFailures")
    assert "TestFailures (is) - is_test.go:221: expected `is_test.go:39: 1 != 2` to " in own


def test_a_packages_tests_that_did_not_build_are_said_so_where_there_is_room() -> None:
    # go's header above the errors, "# pkg [pkg.test]", says it was the package's tests that
    # did not build; go test's "FAIL pkg [build failed]" does not
    line = line_with(digest("r54-gotest-is-build.txt"), "totals (go)")
    assert line == (
        "[BUILD] totals (go): # github.com/matryer/is [github.com/matryer/is.test];"
        " FAIL github.com/matryer/is [build failed]"
    ), line


def test_nose2_test_functions_are_read_as_its_unittest_report() -> None:
    # nose2 names a plain test function by its dotted name ("FAIL: test_listings.test_by_name",
    # no parenthesized id): its report had been read as unknown lines, with no count; a bare
    # AssertionError is said with the assert that raised it
    text = digest("r54-nose2-iso3166.txt")
    assert text.splitlines()[0].startswith(
        "[TEST] test_listings.test_by_alpha2, test_listings.test_by_alpha3, "
    ), text
    assert "test_listings.test_by_number - AssertionError [assert len(table) >= len(" in text
    assert "[TEST] test_lookup.test_alt_name - KeyError: 'taiwan'" in text, text
    assert text.endswith("totals (unittest): Ran 15 tests in 0.002s; FAILED (failures=5, errors=1)")


def test_uvu_failures_say_the_assertions_diff_its_place_and_uvus_counts() -> None:
    # uvu ('   FAIL  Set  "flat"'): its message had been told alone, without the diff's
    # expected and actual lines or a place, and its counts not at all
    text = digest("r54-uvu-dequal.txt")
    assert (
        '[TEST] Set  "flat" - Expected values to be strictly equal:  (is) ++false (Expected)'
        " --true (Actual) (test/index.js:10:9 from test/index.js:371:2)"
    ) in text, text
    assert text.endswith("totals (uvu): Total: 44; Passed: 39; Skipped: 0"), text
    # (vitest's FAIL lines, whose names may hold quotes, stay vitest's)
    vitest = digest("r34-vitest-change-case.txt")
    assert 'test/index.test.js > change case > "1test" > pascalCase -> "1test"' in vitest


def test_green_reports_are_read_as_unittests_each_failure_by_its_dotted_id() -> None:
    # green ("Failure in delorean_tests.DeloreanTests.test_end_of_month", the traceback under
    # it, unittest's count after "Ran 230 tests in 0.267s using 2 processes") had been read as
    # bare exception lines, with no test ids or places
    text = digest("r55-green-delorean.txt")
    assert (
        "[TEST] delorean_tests.DeloreanTests.test_end_of_month - AssertionError: datet[18 chars]"
    ) in text, text
    assert '(File "tests/behavior_tests.py", line 331, in test_end_of_month_knows_' in text
    assert text.endswith(
        "totals (unittest): Ran 230 tests in 0.267s using 2 processes;"
        " FAILED (failures=4, passes=226)"
    ), text


def test_brittles_counts_and_a_bail_out_are_the_tap_totals() -> None:
    # brittle counts "# tests = 3/7 pass" and "# asserts = 49/78 pass"; with --bail, TAP's
    # "Bail out!" says the run stopped at its first failed test
    line = line_with(digest("r55-brittle-fast-fifo-bail.txt"), "totals (tap)")
    assert line.endswith("Bail out!; # tests = 0/1 pass; # asserts = 22/47 pass"), line
    whole = line_with(digest("r55-brittle-fast-fifo.txt"), "totals (tap)")
    assert whole.endswith("# tests = 3/7 pass; # asserts = 49/78 pass"), whole


def test_go_vet_json_findings_are_said_as_vets_text_says_them() -> None:
    # go vet -json exits 0 with findings: its report had been read as nothing at all, and the
    # digest said "no errors found" beside a printf finding; they are the pass's warnings now
    text = digest("r55-govet-cheekybits-is-json.txt")
    assert text == (
        "passed\nwarnings, which did not fail it:\n"
        "[LINT] is.go:229:3: (*github.com/cheekybits/is.i).Logf format %v reads arg #2, but"
        " call has 1 arg (printf)\n[LINT] totals (go vet): # github.com/cheekybits/is"
    ), text
