"""The summarizer over real saved tool output (``tests/fixtures/tool-output*``).

Every fixture is checked the same way (its sidecar says what a useful digest must name), then
each format is checked for what it parsed: where, what and the message. Messy input (ANSI,
CRLF, invalid UTF-8, huge lines, nothing at all) is derived from the real files, never typed.
"""

from __future__ import annotations

import itertools
import json
import random
import re
import tracemalloc
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest

from activities.summarize import (
    DIGEST_CAP,
    SUMMARY_MAX,
    TOTALS_MAX,
    StreamSummarizer,
    format_attempt_line,
    format_digest,
    format_result,
    summarize,
    summarize_file,
)
from contract.models import VerificationError, VerifierKind

FIXTURES = Path(__file__).parent / "fixtures"
SHARED = FIXTURES / "tool-output"
OWN = FIXTURES / "tool-output-own"
HELDOUT = FIXTURES / "tool-output-heldout"
ALL = sorted([*SHARED.glob("*.txt"), *OWN.glob("*.txt"), *HELDOUT.glob("*.txt")])


def meta(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.with_name(path.name + ".json").read_text("utf-8"))
    return data


def read(path: Path) -> str:
    return path.read_bytes().decode("utf-8", "replace")


def run(name: str, **overrides: Any) -> list[VerificationError]:
    path = SHARED / name if (SHARED / name).exists() else OWN / name
    info = meta(path)
    kind = overrides.get("kind", info["kind"])
    exit_code = overrides.get("exit_code", info["exit_code"])
    return summarize(read(path), kind=kind, exit_code=exit_code)


J = "\u203a"  # jest's breadcrumb separator
Q1, Q2 = "\u2018", "\u2019"  # gcc's quotes


def said_in(fact: str, text: str) -> bool:
    """Whether the output states ``fact``: verbatim, with its runs of blanks as one space (a
    digest line holds no tab), with only its runs of three or more blanks as one space (what
    a digest line holds of a padded column), with its line breaks as one space too, or in
    ``go test -json``'s events as go test prints them."""
    if fact in text or fact in re.sub(r"[ \t]+", " ", text):
        return True
    if fact in re.sub(r"[ \t]*\t[ \t]*|[ ]{3,}", " ", text):
        return True
    if fact in re.sub(r"\s+", " ", text):
        return True  # a fact said over two lines ("Expected value to be equal to:", "0.5")
    events = [json.loads(x) for x in text.splitlines() if x.startswith('{"')]
    return any(fact in str(e.get("Output", "")) for e in events)


def pairs(errors: list[VerificationError]) -> list[tuple[str, str]]:
    return [(e.type, e.summary) for e in errors]


# --------------------------------------------------------------------------- the corpus


def test_corpus_is_complete() -> None:
    # 27 + 61 shared outputs, their sidecars, two baselines, seven diffs' headers and the
    # README; every own output has a sidecar too
    assert len(list(SHARED.iterdir())) == 186
    assert len(list(SHARED.glob("*.txt"))) == 88
    assert len(list(OWN.glob("*.txt"))) == 66
    # the held-out rounds: 44 + 33 + 49 + 31 + 50 + 43 + 32 + 46 + 44 + 45 + 44 + 45 + 42 + 57
    # + 50 + 42 + 47 + 57 + 55 + 53 + 51 + 47 + 43 + 47 + 43 + 45 + 49 + 49 + 45 + 47 + 47
    # + 42 + 44 + 47 + 48 + 50 + 52 + 47 + 45 + 51 + 48 + 53 + 50 + 44 + 46 + 52 + 47 + 48
    # + 50 + 54 + 53 + 51 + 53 + 51 + 50 outputs, their sidecars, 715 baselines and 7 diffs,
    # the README
    assert len(list(HELDOUT.iterdir())) == 5919
    assert len(list(HELDOUT.glob("*.txt"))) == 2598
    for path in ALL:
        info = meta(path)
        for needle in info["must_mention"]:
            assert said_in(needle, read(path)), (path.name, needle)
        if "baseline" in info:
            # the same command's output before the change: the change's errors are not in it
            before = read(path.with_name(info["baseline"]))
            assert any(not said_in(f, before) for f in info["must_mention"]), path.name


# Facts the digest is known to lose: large type-checker runs where more substantive errors
# than fit in 2,000 characters compete. Listed so that a regression elsewhere, or a fix here,
# shows up as a failure (bench/digest.py prints the same figures).
KNOWN_MISSES: dict[str, list[str]] = {
    # large type-checker runs over projects that were not clean before the change: the bug is
    # one message among hundreds of its code's (reportCallIssue x107, reportArgumentType x164);
    # with the output before the change as a baseline, they lead (see BASELINED)
    "real-pyright-toolz.txt": [
        "toolz/functoolz.py:674:8",
        "toolz/itertoolz.py:549:19",
        'Cannot access attribute "iteritems"',
    ],
    "real-pyright-pyparsing.txt": [
        "pyparsing/common.py:216:23",
        'Argument of type "Literal[16]" cannot be assigned to parameter "body_chars"',
        "pyparsing/core.py:5161:55",
        'Cannot access attribute "custom_name"',
    ],
    # 646 errors, 643 of them there before the change; TS2769 and TS2532 are codes the project
    # already had (8 and 5 places), and another of their places is listed
    "real-tsc-rxjs-strictest.txt": [
        "src/internal/operators/debounceTime.ts(104,45): error TS2769",
        "Argument of type 'number' is not assignable to parameter of type"
        " '(this: SchedulerAction<unknown>, state?: unknown) => void'",
        "src/internal/operators/windowCount.ts(96,13): error TS2532",
    ],
    # 29 failures of 12 causes in 1,800 characters: a third too_small in another file gives
    # way to the kinds of error not named yet (zod's invalid_union, a snapshot, whose first
    # changed lines are told)
    "real-vitest-zod-all.txt": [
        "src/v4/classic/tests/validate.test.ts > compiled validate agrees with the interpreter,"
        " verdict and throw alike",
    ],
    "real-vitest-zod-verbose.txt": [
        "src/v4/classic/tests/validate.test.ts > compiled validate agrees with the interpreter,"
        " verdict and throw alike",
    ],
    # 11 causes in 6 packages and a 250-character totals line fill the 2,000: the longest
    # lines are cut by a few characters, and testify's long message loses its last word
    "real-go-test-v-gopath.txt": [
        "Expected number of calls (1) does not match the actual number of calls (0).",
    ],
    # The held-out round (tool-output-heldout), facts chosen blind: what is still missed.
    # 17 tests of one TypeError in four files: the cause is named with the ids that fit
    "real-jest-rtk.txt": [
        f"isAsyncThunkAction {J} should return true for any async thunk action if no arguments"
        " were provided",
        f"createAsyncThunk {J} works without passing arguments to the payload creator",
    ],
    "real-jest-rtk-verbose.txt": [
        f"createAsyncThunk {J} works without passing arguments to the payload creator"
    ],
    # the second library frame of a callback's stack: the first is named (via lib/index.js:46:31)
    "real-mocha-jsonpath.txt": ["lib/index.js:42:9"],
    # 126 failures, 111 of one TypeError: a second assertion in integer.test.js gives way to
    # other files
    "real-node-test-fjs-spec.txt": [
        "should round integer object parameter",
        "AssertionError [ERR_ASSERTION]: '{\"magic\":4}' == '{\"magic\":5}'",
    ],
    # node's TAP: the error line already holds both values, so its expected:/actual: fields
    # are not repeated; later causes give way
    "real-node-test-fjs-tap.txt": [
        "expected: '\"2023-01-21\"'",
        "actual: '\"2023-00-21\"'",
        "should round integer object parameter",
        "expected: '{\"magic\":5}'",
        "actual: '{\"magic\":4}'",
        "/home/dev/fjs-broken/test/integer.test.js:158:1",
    ],
    # pytest's short-summary form; the digest names the file as "ERROR collecting
    # tests/test_make.py - ImportError: ..." with its line
    "real-pytest-attrs-collect-q.txt": ["ERROR tests/test_make.py", "ERROR tests/test_slots.py"],
    # the swapped call one frame above the crash: the crash's frame and its arguments are told
    "real-pytest-tabulate.txt": ["tabulate/__init__.py:181"],
    "real-pytest-tabulate-x.txt": ["tabulate/__init__.py:181"],
    # 23 failures of about 20 causes in 7 files, test ids of 100-150 characters: one cause per
    # file fits, and for two files the helper named another of that file's causes
    "real-vitest-query-core.txt": [
        "src/__tests__/query.test.tsx > query > should use the longest garbage collection time it"
        " has seen",
        "expected +0 to be 200",
        "src/__tests__/query.test.tsx:51:26",
        "src/__tests__/hydration.test.tsx > dehydration and rehydration > should work with"
        " serializable values",
        "src/__tests__/infiniteQueryObserver.test.tsx > InfiniteQueryObserver > getNextPagParam"
        " and getPreviousPageParam should receive current pageParams",
        "src/__tests__/infiniteQueryObserver.test.tsx:94:20",
    ],
    "real-vitest-query-core-verbose.txt": [
        "|@tanstack/query-core| src/__tests__/query.test.tsx > query > should use the longest"
        " garbage collection time it has seen",
        "expected +0 to be 200",
        "src/__tests__/query.test.tsx:51:26",
        "src/__tests__/hydration.test.tsx > dehydration and rehydration > should work with"
        " serializable values",
        "src/__tests__/infiniteQueryObserver.test.tsx > InfiniteQueryObserver > getNextPagParam"
        " and getPreviousPageParam should receive current pageParams",
    ],
    # Round 2 of the held-out recordings.
    # two of jest's coverage thresholds are said, the third counted; a received object's
    # first line ("+ SomeImpl {") says nothing a value would
    "real-jest-ts-results.txt": [
        "+ SomeImpl {",
        'src/result.ts" coverage threshold for lines (100%) not met: 99.28%',
    ],
    # a property of the error object under its stack
    "real-tape-fast-uri-ajv-crash.txt": [
        "missingRef: '#/definitions/Record%253Cstring%252CPerson%253E'"
    ],
    # 39 failures of many causes in one file, then a crash: the crash and seven causes fit
    "real-tape-fast-uri-crash.txt": [
        "'NaN::NaN%eth%2D0'",
    ],
    # 37 failures, most of them one cause each: eight fit
    "real-tape-fast-uri.txt": [
        "not ok 620 urn:foo:a123,456 == URN:foo:a123,456",
        "not ok 602 http://abc.com:80/~smith/home.html == http://abc.com/~smith/home.html",
        "not ok 614 https://example.com == https://example.com:443/",
        "HTTPS Equals",
    ],
    # a value inside a mock's call list, below the message
    "real-vitest-htmlparser2.txt": ['"\ufffd"'],
    # a snapshot's first changed lines are told as "Snapshot: ..., Received: ..."
    "real-vitest-htmlparser2-verbose.txt": [
        '- "endIndex": 18,',
        '+ "endIndex": 19,',
        '- "link": "http://liftoff.msfc.nasa.gov/news/2003/news-starcity.asp",',
        "+ null",
    ],
    # run from internal/: the digest's path is relative to it (language/compact/...)
    "real-go-test-v-x-text-internal.txt": ["internal/language/compact/language.go:107"],
    # quickcheck panics again at each shrink: one example of values per cause; a warning the
    # build did not fail for
    "real-cargo-test-memchr-backtrace.txt": [
        "unused variable: `eq2`",
        "src/memchr/fallback.rs:101:13",
    ],
    "real-cargo-test-memchr.txt": [
        "unused variable: `eq2`",
        "src/memchr/fallback.rs:101:13",
    ],
    # 37 failures, 33 of one AttributeError: its ids fill three lines, the last of which gives
    # way to the other causes' messages
    "real-unittest-markdown.txt": ["test_syntax.extensions.test_footnotes.TestFootnotes"],
    # 202 findings, 195 of them there before the change: the baseline or the run's diff
    # brings these back
    "real-flake8-dateutil.txt": [
        "src/dateutil/utils.py:8:1: F401 'calendar' imported but unused",
        "src/dateutil/relativedelta.py:276:80: E501 line too long (87 > 79 characters)",
    ],
    # 17 errors, 12 of them one import's consequences: pyright's second line of a message
    # ("Type ... is not assignable to type ...") gives way to other errors
    "real-pyright-itsdangerous.txt": [
        'Type "dict[str, Any] | None" is not assignable to type "dict[str, Any]"',
    ],
    # 46 failures of many causes: messages told in 80 characters lose their ends
    "real-pytest-click.txt": [
        "ERROR at setup of test_full_source[bash]",
        "has no attribute '_check_version'",
        "tests/test_options.py::test_option_with_optional_value[args1-expect1]",
        "src/click/parser.py:451",
        "surrogates not allowed",
    ],
    # --tb=line with a chained exception: the cause is an E line above the place line read
    "real-pytest-itsdangerous-q-tb-line.txt": [
        "zlib.error: Error -3 while decompressing data: incorrect header check"
    ],
    # tap-spec lists the failures again under "There were 5 failures"; its counts are kept
    "real-tape-resolve-tap-spec.txt": [
        "There were 5 failures",
    ],
    # Round 3 of the held-out recordings (measured blind first; see the folder's README).
    # The source line under a lint
    "r3-cargo-clippy-strsim.txt": ["if a == a {"],
    # 13-19 failures of as many causes: not every cause's values, nor every doc-test id, fit
    "r3-cargo-test-textwrap-backtrace-full.txt": [
        "textwrap::wrap_columns",
        "src/word_splitters.rs - word_splitters::WordSplitter::split_points (line 137)",
    ],
    "r3-cargo-test-textwrap-no-fail-fast.txt": [
        'left: "  Hi.\\r\\n  This is a test.\\n  \\r\\n  Testing.\\r\\n\\n"',
        'right: "  Hi.\\r\\n  This is a test.\\n\\r\\n  Testing.\\r\\n\\n"',
        "src/word_splitters.rs - word_splitters::WordSplitter::split_points (line 137)",
        "left: [3, 6]",
        "right: [4, 7]",
    ],
    # a backtrace's frames as it prints them ("./src/lib.rs:1190:47"): the panic's place is
    # told as the panic message gives it (src/lib.rs:1190:47), the test's frame not at all
    "r3-cargo-test-textwrap-backtrace.txt": ["./src/lib.rs:1190:47", "./src/lib.rs:2045:13"],
    # the test's own words, replaced by the race report they point to
    "r3-go-test-race-xsync.txt": ["race detected during execution of test"],
    # a stack's second frame in the code under test
    "r3-jest-chrono.txt": ["ExtractTimezoneAbbrRefiner.ts:25:45"],
    # 23 failures of 14 causes: messages told in 80 characters lose their ends
    "r3-mocha-object-path-tap.txt": [
        "to throw error including 'For security reasons' but got 'For safety reasons",
    ],
    # 30 failures, 26 of one TypeError: the values of two assertions' diffs give way
    "r3-node-test-find-my-way-spec.txt": [
        "+ 'too long'",
        "- 'regex'",
    ],
    # facts in JSON's syntax ("line": 389): the digest says each message as pylint's text
    # line (tomlkit/container.py:389:38: E1101: ...)
    "r3-pylint-tomlkit-json2.txt": [
        '"line": 389',
        '"line": 461',
        '"line": 311',
        '"line": 329',
        '"line": 563',
        '"error": 15',
        '"score": 8.757012622720897',
    ],
    # pyright's warnings are not listed beside its errors
    "r3-pyright-tenacity.txt": [
        "tenacity/__init__.py:645:9 - warning: Expression value is unused (reportUnusedExpression)"
    ],
    # the module that imported the broken one
    "r3-pytest-boltons-collect.txt": [
        "boltons/queueutils.py:77",
    ],
    # 19 failures of 13 causes: a later parametrized case's long id, past the budget (the
    # line above it says what `assert False` was false of)
    "r3-pytest-boltons.txt": [
        "tests/test_urlutils.py::test_query_params[http://example.com/foo!@$bar?b!@z=123]",
    ],
    # 19 failures of 17 causes: messages in 80-100 characters, later causes' facts
    "r3-pytest-boltons-v.txt": [
        "boltons/cacheutils.py::boltons.cacheutils.LRU",
        "boltons/strutils.py::boltons.strutils.parse_int_list",
        "[1, 3, 5, 6, 7, 10, 15]",
        "boltons/strutils.py:899",
        "tests/test_cacheutils.py::test_lru_add",
        "assert 4 == 3",
    ],
    # pytest's "where" explanations, a source line, a test's frame, xdist's worker count
    "r3-pytest-boltons-x.txt": [
        "where 4 = len(LRU(max_size=3, on_miss=None, values={0: 0, 1: 1, 2: 2, 3: 3}))"
    ],
    "r3-pytest-inflect-tb-short.txt": [
        "def ordinal(self, num: Word) -> str:",
        "tests/test_inflections.py:123",
    ],
    "r3-pytest-inflect-xdist.txt": ["2 workers [300 items]"],
    # tap-spec's closing words; its counts are the totals
    "r3-tape-spec-object-inspect.txt": ["There were 15 failures"],
    # 18 errors of 5 causes at one raise in the library: later ids and jsonschema's detail
    # lines ("Failed validating ...") give way
    "r3-unittest-jsonschema.txt": [
        "jsonschema.tests.test_jsonschema_test_suite.TestDraft7.test_minLength_minLength_validation_exact_length_is_valid",
        "jsonschema.exceptions.ValidationError: 'fo' is too short",
        "Failed validating 'minLength' in schema",
        "No consistent best match!",
    ],
    # chai's message for two values it prints alike, cut for the diff's first changed lines
    "r3-vitest-cheerio.txt": [
        "expected [ { name: 'fruits', …(1) } ] to strictly equal [ { name: 'fruits', …(1) } ]"
    ],
    "r3-vitest-cheerio-verbose.txt": [
        "expected [ { name: 'fruits', …(1) } ] to strictly equal [ { name: 'fruits', …(1) } ]"
    ],
    # Round 4 of the held-out recordings (measured blind first; see the folder's README).
    # source lines and secondary labels under rustc's errors
    "r4-cargo-build-fixedbitset-borrow.txt": [
        "let tail = &mut self.data[mn..];",
    ],
    # 33 failures of as many causes at 1,800 characters: later causes and their values
    "r4-cargo-test-fixedbitset-backtrace.txt": [
        "count_ones_panic",
        "src/lib.rs - FixedBitSet::with_capacity_and_blocks (line 92)",
        'left: "1101"',
        'right: "0010"',
    ],
    # the panic's thread line (the test's name is told)
    "r4-cargo-test-fixedbitset.txt": [
        "thread 'count_ones'",
    ],
    # 38 failures, 14 there before the change: later causes, the second frame
    "r4-jest-fraction-verbose.txt": [
        "Fraction simplify \u203a Should pass 415/93",
        "Object.throws",
    ],
    "r4-jest-fraction.txt": [
        "Fraction simplify \u203a Should pass 415/93",
        "Object.throws",
    ],
    # the fields of an error object node prints after its stack; the test's own frame
    "r4-mocha-fraction-dot.txt": [
        "Context.<anonymous>",
    ],
    "r4-mocha-fraction.txt": [
        "Context.<anonymous>",
    ],
    # node's assert diff lines and fields after the message
    "r4-node-test-fraction-spec.txt": [
        "- message: 'Invalid argument',",
        "actual: '0',",
        "expected: '0.5',",
    ],
    # pytest's section header and the importing frame (the error and its place are told)
    "r4-pytest-voluptuous-q.txt": [
        "voluptuous/util.py:5: in <module>",
    ],
    # a third id of a cause gives way
    "r4-pytest-werkzeug-tbshort.txt": [
        "tests/test_http.py::TestHTTPUtility::test_cookie_partitioned_sets_secure",
        "tests/test_wrappers.py::test_range_request_with_file",
    ],
    # pytest's set-comparison explanation lines
    "r4-pytest-werkzeug-v.txt": [
        "Extra items in the right set:",
        "'Path=/'",
        "werkzeug.exceptions.RequestedRangeNotSatisfiable: 416 Requested Range Not Satisfiable",
    ],
    # a crash with no TAP plan: the last passing assertion, the frame, the section
    "r4-tape-deep-equal-crash.txt": [
        "mapEquiv",
        "ok 54 strict: null keys, nullish values, loosely equal, strictly inequal are not equal (reversed)",
        "test/cmp.js:143:5",
        "# Maps",
    ],
    # 16 failing assertions with long names in 1,800 characters: later ones
    "r4-tape-deep-equal.txt": [
        "two Uint8Arrays with different contents are not equal",
        "two objects with the same getter but producing different values are not equal",
        "at: equalReversed (/home/dev/js4/deep-equal-2.2.3/test/_tape.js:27:5)",
        "test/cmp.js:1188:10",
        "test/cmp.js:271:5",
    ],
    # 46 errors, 35 of one renamed import: later TS2314/TS2344 places
    "r4-tsc-type-fest-pretty.txt": [
        "source/writable.d.ts:63:6 - error TS2314",
        "source/xor.d.ts:81:75 - error TS2344",
    ],
    # 46 errors, 35 of one renamed import: later TS2314/TS2344 places
    "r4-tsc-type-fest.txt": [
        "source/writable.d.ts(63,6): error TS2314",
        "source/set-required.d.ts(45,4): error TS2314",
        "source/xor.d.ts(81,75): error TS2344",
    ],
    # unittest's header line and the Python frame form (told as the test id and 'File ..., line 624, in testLocalize')
    "r4-unittest-pytz.txt": [
        "ERROR: testLocalize (pytz.tests.test_tzinfo.LocalTestCase.testLocalize)",
        'pytz/tests/test_tzinfo.py", line 624, in testLocalize',
    ],
    # 32 failures: a later cause; the values a message already says ("'0' == '0.5'")
    "r4-vitest-fraction-verbose.txt": [
        "tests/fraction.test.js > Fraction simplify > Should pass 415/93",
        'Expected: "0.5"',
        'Received: "0"',
    ],
    "r4-vitest-fraction.txt": [
        "tests/fraction.test.js > Fraction simplify > Should pass 415/93",
        'Expected: "0.5"',
        'Received: "0"',
    ],
    # Round 5 of the held-out recordings (blind: see the fixtures README).
    # AVA 0.19's TAP: its own YAML keys are not read. Its verbose reporter is: of 31 failures
    # (9 causes), pickset's falls in the "+N more" line; a frame as printed (``Chance.sentence
    # (chance.js:803:21)``) is told as ``chance.js:803:21 in Chance.sentence``; and the source
    # line of an assertion (``t.is(mrz.length, 88)``) is not told, only its values.
    "r5-ava-chance-tap.txt": [
        "at: 'Chance.sentence (chance.js:803:21)'",
        "at: 'Chance.street (chance.js:2059:31)'",
        "'[RangeError: Chance: Cannot pickset() from an emtpy array]'",
        "at: 'Test.fn (test/test.helpers.js:111:7)'",
        "not ok 376 - test.helpers \u203a pad() will pad smaller number to the right width",
        "'Actual:': '9'",
        "at: 'Test.fn (test/test.person.js:496:7)'",
    ],
    "r5-ava-chance-verbose.txt": [
        "Chance.sentence (chance.js:803:21)",
        "t.is(mrz.length, 88)",
    ],
    # biome's closing words
    "r5-biome-trpc.txt": [
        "The number of diagnostics exceeds the limit allowed. Use --max-diagnostics to increase it.",
        "Some errors were emitted while running checks.",
    ],
    # rustc's source lines under a borrow error are not told; its help text
    "r5-cargo-build-petgraph-borrow.txt": [
        "consider cloning the value if the performance cost is acceptable",
        "let node = &self.nodes[a.index()];",
    ],
    # 96 clippy errors, 93 of them the project's before the change: two of the change's three
    # give way (its baseline tells them)
    "r5-cargo-clippy-petgraph.txt": [
        "error: using `clone` on type `u8` which implements the `Copy` trait",
        "src/unionfind.rs:118:21",
        "clippy::clone_on_copy",
        "error: doc list item without indentation",
        "error: the following explicit lifetimes could be elided: 'a",
    ],
    # the panic line's thread id (the digest names the test before its panic)
    "r5-cargo-test-petgraph-nff.txt": [
        "thread 'dijk' (365) panicked at tests/graph.rs:479:5",
        "thread 'connected_comp' (359) panicked at tests/graph.rs:1085:5",
        "thread 'is_cyclic_directed' (373) panicked at tests/graph.rs:824:5",
        "thread 'simple' (421) panicked at tests/graphmap.rs:50:5",
    ],
    "r5-cargo-test-petgraph-q-backtrace.txt": [
        "condensation --- FAILED",
        "dijk --- FAILED",
    ],
    "r5-cargo-test-petgraph.txt": [
        "thread 'dijk'",
    ],
    # 113 problems: warnings are not listed beside 20 errors
    "r5-eslint-effect-unix.txt": [
        "[Warning/prefer-const]",
        "[Warning/no-useless-assignment]",
        "[Warning/require-yield]",
    ],
    # 449 problems, 377 the project's before the change: the change's error and its warnings give way (the baseline of the stylish run tells them)
    "r5-eslint-trpc-compact.txt": [
        "src/unstable-core-do-not-import/http/resolveResponse.ts: line 369, col 9, Error - 'maxBatchSize' is assigned a value but never used. (@typescript-eslint/no-unused-vars)",
        "src/unstable-core-do-not-import/http/abortError.ts: line 5, col 10, Warning - Unsafe call of a type that could not be resolved. (@typescript-eslint/no-unsafe-call)",
        "src/unstable-core-do-not-import/middleware.ts: line 281, col 37, Warning - Unsafe call of a type that could not be resolved.",
        "src/unstable-core-do-not-import/stream/sse.ts: line 192, col 21, Warning - Unsafe call of a type that could not be resolved.",
        "Unsafe argument of type error typed assigned to a parameter of type `TRPCError`.",
        "Unsafe assignment of an error typed value.",
    ],
    "r5-eslint-trpc.txt": [
        "369:9 error 'maxBatchSize' is assigned a value but never used @typescript-eslint/no-unused-vars",
        "src/unstable-core-do-not-import/http/abortError.ts",
        "5:10  warning  Unsafe call of a type that could not be resolved  @typescript-eslint/no-unsafe-call",
        "Unsafe assignment of an error typed value",
        "Unsafe argument of type error typed assigned to a parameter of type `TRPCError`",
        "src/adapters/node-http/nodeHTTPRequestHandler.ts",
    ],
    # 23 failures, 16 of one message: a subtest's id and later causes give way
    "r5-go-test-cobra-json.txt": ["TestCompletionCobraFlags/completion_of_help_and_version_flags"],
    "r5-go-test-cobra-v-run.txt": [
        "TestMinimumNArgs_WithValid (0.00s)",
        "args_test.go:40: Unexpected error: requires at least 2 arg(s), only received 2",
    ],
    "r5-go-test-cobra.txt": [
        "args_test.go:40: Unexpected error: requires at least 2 arg(s), only received 2",
        "Did you mean this?\\n\\ttimes",
        "TestCompletionCobraFlags/completion_of_help_and_version_flags",
    ],
    # coverage rows other than the table's total
    "r5-jest-numeral-coverage.txt": [
        "numeral.js | 93.04 | 89.2 | 98.3 | 93.02",
        "locales.js | 97.52 | 80 | 100 | 97.52",
    ],
    # 74 failures of one bug in 37 files, each locale's values another cause: later causes give way
    "r5-jest-numeral-verbose.txt": [
        f"Locale: pt-pt {J} Number {J} should format a number",
        f"Numeral {J} Utilities {J} Insert {J} should insert into string",
        f"Currency {J} should format to currency",
    ],
    "r5-jest-numeral.txt": [
        "Numeral \u203a Utilities \u203a Insert \u203a should insert into string",
        "Currency \u203a should format to currency",
    ],
    # mocha's advice after a timeout is dropped; the JSON fields of chai's object diffs are not told
    "r5-mocha-papaparse-bail.txt": [
        'Error: Timeout of 2000ms exceeded. For async tests and hooks, ensure "done()" is called; if returning a Promise, ensure it resolves.'
    ],
    "r5-mocha-papaparse-dot.txt": [
        '"message": "Quoted field unterminted"',
        '"message": "Quoted field unterminated"',
        '"row": 1',
        '"row": 0',
        '"message": "Unable to auto-detect delimiting character; defaulted to \';\'"',
    ],
    "r5-mocha-papaparse-tap.txt": [
        "'title,name': 'test title 01,test name 01'",
    ],
    "r5-mocha-papaparse.txt": [
        '"message": "Quoted field unterminted"',
        '"message": "Quoted field unterminated"',
        '"row": 1',
        '"row": 0',
        '"message": "Unable to auto-detect delimiting character; defaulted to \';\'"',
    ],
    "r5-nodetest-numeral-spec.txt": [
        "failing tests:",
        "test at tests/formats/ordinal.js:13:5",
        "expected '52 dn' to equal '52 nd'",
        "test at tests/numeral.js:13:9",
        "expected '1,0000' to equal '10,000'",
        "test at tests/locales/bg.js:19:9",
        "expected '1 0000,0000' to equal '10 000,0000'",
        "tests/numeral.js:470:38",
    ],
    "r5-nodetest-numeral.txt": [
        "error: 'numeral._.insert is not a function'",
        "name: 'TypeError'",
        "error: \"expected '52 dn' to equal '52 nd'\"",
        "not ok 8 - Locale: bg",
        "error: \"expected '1 0000,0000' to equal '10 000,0000'\"",
        "error: \"expected '1,0000' to equal '10,000'\"",
    ],
    # a pass with 176 warnings, listed under it: require-yield's message is cut to fit its
    # places
    "r5-oxlint-effect.txt": [
        "eslint(require-yield): This generator function does not have `yield`",
    ],
    # 55 findings before the change: later W codes give way
    "r5-pylint-chardet.txt": [
        "src/chardet/registry.py:1026:34: W0613: Unused argument 'param_name' (unused-argument)",
        "src/chardet/equivalences.py:67:13: W0631: Using possibly undefined loop variable '_name' (undefined-loop-variable)",
        "W0718: Catching too general exception Exception (broad-exception-caught)",
    ],
    # -x stopped at the first item: the count collected is not told
    "r5-pytest-parso-x.txt": [
        "collected 1989 items",
    ],
    # 29 CPY001 findings of the project's settings give way
    "r5-ruff-chardet.txt": ["CPY001 Missing copyright notice at top of file"],
    # 534 errors of one rename: a second message of TS2305, the TS7006 cascade and an unused name (style codes last) give way
    "r5-tsc-effect-pretty.txt": [
        "Module '\"../Function.ts\"' has no exported member 'dual'.",
        "src/Boolean.ts:733:14 - error TS7006: Parameter 'self' implicitly has an 'any' type.",
        "src/Schedule.ts:893:40 - error TS2345: Argument of type 'number' is not assignable to parameter of type 'bigint'.",
        "src/Cron.ts:870:9 - error TS6133: 'maxIterations' is declared but its value is never read.",
    ],
    "r5-tsc-effect.txt": [
        "Module '\"../Function.ts\"' has no exported member 'dual'.",
        "src/Boolean.ts(733,14): error TS7006: Parameter 'self' implicitly has an 'any' type.",
        "src/RcMap.ts(821,65): error TS2345: Argument of type 'number' is not assignable to parameter of type 'bigint'.",
        "src/Cron.ts(870,9): error TS6133: 'maxIterations' is declared but its value is never read.",
    ],
    # tsc -b's progress lines are not told
    "r5-tsc-trpc-b.txt": [
        "Project 'tsconfig.json' is out of date because output file 'tsconfig.tsbuildinfo' does not exist",
        "Building project '/home/dev/r5jb/trpc-proj/tsconfig.json'",
        "src/unstable-core-do-not-import/stream/sse.ts(2,10): error TS2305",
    ],
    # a second message of one code
    "r5-tsc-trpc.txt": [
        "Argument of type '(string | number)[]' is not assignable to parameter of type 'Iterable<number>'."
    ],
    # 49 failures: the last exception of a chain (the root is told), later causes
    "r5-unittest-pyasn1-v.txt": [
        "pyasn1.error.PyAsn1Error: malformed datetime format 20170711000102,3Z",
        'pyasn1/type/useful.py", line 123, in asDateTime',
        "testDefModeChunked (tests.codec.ber.test_encoder.OctetStringEncoderTestCase.testDefModeChunked)",
        "testLongMode (tests.codec.cer.test_encoder.OctetStringEncoderTestCase.testLongMode)",
        "<ValueSizeConstraint object, consts 1, 1> failed at",
        "AssertionError: Size constraint failed",
    ],
    "r5-unittest-pyasn1.txt": [
        "pyasn1.error.PyAsn1Error: malformed datetime format 20170711000102,3Z",
        'pyasn1/type/useful.py", line 123, in asDateTime',
        "testDefModeChunked (tests.codec.ber.test_encoder.OctetStringEncoderTestCase.testDefModeChunked)",
        "testLongMode (tests.codec.cer.test_encoder.OctetStringEncoderTestCase.testLongMode)",
        "<ValueSizeConstraint object, consts 1, 1> failed at",
        "AssertionError: Size constraint failed",
    ],
    "r5-vitest-numeral-dot.txt": [
        "tests/locales/pt-pt.js > Locale: pt-pt > Number > should format a number",
        "tests/numeral.js > Numeral > Utilities > Insert > should insert into string",
    ],
    "r5-vitest-numeral-verbose.txt": [
        "tests/locales/pt-pt.js > Locale: pt-pt > Number > should format a number",
        "tests/numeral.js > Numeral > Utilities > Insert > should insert into string",
    ],
    # Round 6 of the held-out recordings (blind: see the fixtures README).
    # biome's advice under an error and its closing words
    "r6-biome-db.txt": [
        "Add a `break` or `return` statement to the end of this case to prevent fallthrough.",
        "Some errors were emitted while running checks.",
    ],
    # borp's own count lines and node's cancelled tests' message; later causes' diffs give way
    "r6-borp-avvio.txt": [
        "Passed: 185",
        "Failed: 146",
        "Total: 331",
        "test/lib/execute-with-thenable.test.js:84:5",
        "+ 'AVV_ERR_ROOT_PLUGIN_BOOTED'",
        "- 'AVV_ERR_ROOT_PLG_BOOTED'",
        "Promise resolution is still pending but the event loop has already resolved",
        "failed: /home/dev/r6js/avvio/test/close.test.js",
        "Coverage for functions (92.3%) does not meet global threshold (100%)",
        "execute-with-thenable.js | 52.77 | 100 | 0 | 52.77 | 16-32",
    ],
    "r6-borp-pino.txt": [
        "multistream.js | 72.98 | 80 | 75 | 72.98",
        "'Promise resolution is still pending but the event loop has already resolved'",
        "child message should append parent prefix to current prefix that defined in the child creation",
        "'James My name is Bond ' == 'My name is Bond James '",
        "hasn't been created within 10000 ms. File exist, but still empty.",
        "'error-msg' hasn't been written to",
        "'test timed out after 60000ms'",
        "Error: Cannot find module '/home/dev/r6js/pino/test/fixtures/ts/to-file-transport.es2017.cjs'",
    ],
    # two of four coverage thresholds are said, the rest counted; coverage rows; later causes
    "r6-c8-avvio.txt": [
        "Coverage for branches (96.33%) does not meet global threshold (100%)",
        "Coverage for statements (92.25%) does not meet global threshold (100%)",
        "execute-with-thenable.js | 52.77 | 100 | 0 | 52.77 | 16-32",
        'This activity created the error "TypeError: executeWithThenable is not a function" which triggered an uncaughtException event',
        "'Promise resolution is still pending but the event loop has already resolved'",
    ],
    # cargo's JSON build-finished record (a JSON fragment)
    "r6-cargo-check-indexmap-json.txt": ['"reason":"build-finished","success":false'],
    # clippy's warnings (the run failed on a bench's E0554): a source line, a later lint's words
    "r6-cargo-clippy-indexmap.txt": [
        "if self.get_index_of(key).is_some()",
        "unexpected `cfg` condition name: `has_std`",
    ],
    # cargo doc's closing words
    "r6-cargo-doc-regex-syntax-deny.txt": ["error: could not document `regex-syntax`"],
    # the shrunk case past what is read after a failure header, the headers and a binary's
    # "Running" line
    "r6-cargo-test-indexmap.txt": [
        "Running tests/quick.rs",
        "---- pop stdout ----",
        "---- reverse stdout ----",
        "---- move_index stdout ----",
        "Arguments: ([0, 1], 0, 1)",
    ],
    # ten failures' messages told whole: the later ids of a cause give way
    "r6-cargo-test-regex-syntax-q.txt": [
        "hir::translate::tests::literal",
        "hir::translate::tests::literal_case_insensitive",
    ],
    # coverage rows; 26 failures, later causes give way
    "r6-coverage-mistune-fail-under.txt": [
        "TOTAL 2461 74 798 50 96%",
        "src/mistune/__main__.py 52 52 18 0 0% 1-124",
        "src/mistune/plugins/spoiler.py 43 5 10 4 83%",
        "tests/test_commonmark.py::TestCommonMark::test_tabs_004",
    ],
    # facts in the report's XML form (attributes, &apos; escapes); the warnings come after 27
    # errors, past the digest's room
    "r6-eslint-router-checkstyle.txt": [
        'line="203" column="3" severity="error"',
        "&apos;fallback&apos; is defined but never used. (@typescript-eslint/no-unused-vars)",
        "Unused eslint-disable directive (no problems were reported from &apos;no-var&apos;)",
        'severity="warning"',
        "&apos;_from&apos; is assigned a value but never used.",
    ],
    # 31 errors, one of them the change's: later rows give way (its baseline tells it)
    "r6-eslint-router.txt": [
        "203:3",
        "'fallback' is defined but never used",
        "@typescript-eslint/no-unused-expressions",
        "Unused eslint-disable directive (no problems were reported from 'no-var')",
    ],
    # go test -v over 234 KB: later causes' values give way
    "r6-go-test-go-toml-v.txt": [
        '"answer4":map[string]interface {}{"type":"string", "value":";4"}',
    ],
    # a long struct's values cut to a line
    "r6-go-test-mapstructure.txt": [
        "StringToInt:1",
    ],
    # a diff of arrays: its first changed lines are not those chosen
    "r6-mocha-json-schema-traverse.txt": [
        "+ '',",
        "- '/properties/age',",
    ],
    # JSON fragments (mypy -O json is read as mypy's lines)
    "r6-mypy-mistune-json.txt": [
        '{"file": "src/mistune/util.py", "line": 50, "column": 11',
        '"message": "Incompatible return value type (got \\"str\\", expected \\"int\\")"',
        '"code": "return-value"',
        '"code": "var-annotated"',
        '"code": "assignment"',
    ],
    # node's 'Failed tests:' header and a parent's '6 subtests failed'; later causes
    "r6-node-test-avvio-dot.txt": [
        "Failed tests:",
        "+ 'AVV_ERR_ROOT_PLUGIN_BOOTED'",
        "- 'AVV_ERR_ROOT_PLG_BOOTED'",
        "'6 subtests failed'",
        "test/lib/execute-with-thenable.test.js:84:5",
        "calling done twice does not throw error",
    ],
    # node's TAP YAML fields as printed; 124 cancelled tests' causes
    "r6-node-test-avvio.txt": [
        "failureType: 'uncaughtException'",
        "error: 'executeWithThenable is not a function'",
        "name: 'TypeError'",
        "Boot.callWithCbOrNextTick (/home/dev/r6js/avvio/index.js:477:5)",
        "Boot.callWithCbOrNextTick (/home/dev/r6js/avvio/index.js:475:5)",
        'A resource generated asynchronous activity after the test ended. This activity created the error "TypeError: executeWithThenable is not a function"',
        "+ 'AVV_ERR_ROOT_PLUGIN_BOOTED'",
        "- 'AVV_ERR_ROOT_PLG_BOOTED'",
        "error: '6 subtests failed'",
        "test/lib/execute-with-thenable.test.js:54:5",
    ],
    # facts in the report's XML form (testcase name=, failure=); later causes give way
    "r6-node-test-pino-junit.txt": [
        'testcase name="throw if creating child without bindings"',
        'testcase name="child message should append parent prefix to current prefix that defined in the child creation"',
        'testcase name="sends to multiple streams using string levels"',
        'failure="6 == 9"',
        'failure="17 == 24"',
        'failure type="cancelledByParent" message="Promise resolution is still pending but the event loop has already resolved"',
        'testcase name="pino.stdTimeFunctions.unixTime returns seconds based timestamps"',
    ],
    # node's TAP: later causes' values give way
    "r6-node-test-pino.txt": [
        "'6 == 9'",
        "'17 == 24'",
        "'15310699197 == 1531069920'",
    ],
    # nyc's text summary when coverage passes; a diff of arrays
    "r6-nyc-json-schema-traverse.txt": [
        "+ '',",
        "Lines : 100% ( 28/28 )",
        "Branches : 100% ( 30/30 )",
    ],
    # 300 no-undef findings of node's globals: the change's one gives way
    "r6-oxlint-db.txt": [
        "eslint(no-undef): 'safeRandomUUID' is not defined.",
        "src/collection/mutations.ts:51:24",
        "eslint(no-undef): 'process' is not defined.",
        "If 'process' is a global variable, add it to the 'globals' configuration.",
    ],
    # 26 failures with long HTML values, one cause each: later ones give way
    "r6-pytest-mistune.txt": [
        "tests/test_commonmark.py::TestCommonMark::test_links_505",
        "tests/test_commonmark.py::TestCommonMark::test_tabs_004",
        "'<ul><li>foo</li></ul><pre><code>bar</code></pre>' != '<ul><li><p>foo</p><p>bar</p></li></ul>'",
        "tests/test_commonmark.py::TestCommonMark::test_tabs_005",
        "tests/test_commonmark.py::TestCommonMark::test_tabs_009",
    ],
    # 89 failures, 78 of one NameError: later causes' ids
    "r6-pytest-sqlparse-reruns.txt": [
        "tests/test_regressions.py::test_issue78[get_typecast-text-select x.y::text as z from foo]",
    ],
    "r6-pytest-sqlparse-v.txt": [
        "tests/test_regressions.py:124",
        "tests/test_regressions.py::test_issue78[get_typecast-text-select x.y::text as z from foo]",
    ],
    "r6-pytest-sqlparse.txt": [
        "tests/test_regressions.py:124",
        "tests/test_regressions.py::test_issue78[get_typecast-text-select x.y::text as z from foo]",
    ],
    # JSON fragments (ruff's JSON is read as its lines)
    "r6-ruff-sqlparse-json.txt": [
        '"code": "F821"',
        '"row": 170',
        '"name": "undefined-name"',
        '"code": "UP032"',
        '"code": "I001"',
    ],
    # 26 failures with long HTML values, one cause each: later ones give way
    "r6-unittest-mistune.txt": [
        "test_tabs_004 (tests.test_commonmark.TestCommonMark.test_tabs_004)",
        "test_tabs_009 (tests.test_commonmark.TestCommonMark.test_tabs_009)",
        "'<ul><li>foo</li></ul><pre><code>bar</code></pre>' != '<ul><li><p>foo</p><p>bar</p></li></ul>'",
    ],
    # Round 7 of the held-out recordings (blind: see the fixtures README).
    # rustc's source lines under an error are not told
    "r7-cargo-build-hashbrown-after-import-fix.txt": [
        "fn bucket_mask_to_capacity(bucket_mask: usize) -> u32 {"
    ],
    # 36 E0405 of one removed import: later places and the source line
    "r7-cargo-build-hashbrown.txt": [
        "src/map.rs:6252:12",
    ],
    # the error's source line and clippy's help (its warnings are listed after it)
    "r7-cargo-clippy-hashbrown.txt": [
        "if min_size <= 0 {",
        "consider using `min_size == 0` instead",
    ],
    # 36 failures: backtrace frames, later causes
    "r7-cargo-test-hashbrown-backtrace.txt": [
        "hashbrown::raw::RawTableInner<A>::record_item_insert_at",
        "at ./src/raw/mod.rs:1265:9",
        "hashbrown::raw::RawTable<T,A>::insert",
        "./src/raw/mod.rs:729:24",
        "assertion failed: a.is_subset(&b)",
    ],
    "r7-cargo-test-hashbrown-no-fail-fast.txt": [
        "assertion failed: a.is_subset(&b)",
        "src/map.rs - map::HashMap<K,V,S,A>::contains_key (line 1322)",
        "src/set.rs - set::HashSet<T,S,A>::is_subset (line 972)",
        "error: doctest failed, to rerun pass `--doc`",
    ],
    # 580 findings of the project's style: the change's F401 in a test file gives way
    "r7-flake8-glom.txt": [
        "./glom/test/test_streaming.py:3:1: F401 'itertools.dropwhile' imported but unused",
        "E501 line too long",
        "E731",
        "E303",
    ],
    # a test binary killed by a nil dereference: its earlier log and the signal line
    "r7-go-test-properties.txt": [
        "assert.go:24: got false want true want error: key=${key}",
        "[signal SIGSEGV: segmentation violation",
        "github.com/magiconair/properties.TestErrors",
    ],
    # a message's later lines and a subtest; later causes
    "r7-go-test-toml-v.txt": [
        "toml: error: Key 'fruit.variety' has already been defined.",
        "toml: error: Key 'fruit.variety' was already defined.",
    ],
    "r7-go-test-toml.txt": [
        "toml: error: Key 'fruit.variety' has already been defined.",
        "toml: error: Key 'fruit.variety' was already defined.",
        "passed: 325; failed: 1; skipped: 7",
    ],
    # a diff under another library's legend (deno's asserts): told for node --test only
    "r7-mocha-tinycolor2.txt": [
        "- #ff00",
        "+ #ff0000",
    ],
    # 26 failures, many one cause each: later ids; a file run on its own
    "r7-node-test-tinycolor2-spec.txt": [
        "esm/test.js:43:3",
        "Invalid alpha should normalize to 1",
        "Negative 0",
        "setting alpha",
        "setAlpha should change alpha value",
        "Alpha = 0 should act differently on toName()",
        "getBrightness",
        "returns 255 for #fff",
        "test/tinycolor.test.mjs:896:3",
    ],
    "r7-node-test-tinycolor2.txt": [
        "- #ff00",
        "+ #ff0000",
        "setting alpha",
        "setAlpha should change alpha value",
        "Alpha = 0 should act differently on toName()",
        "getBrightness",
        "returns 255 for #fff",
        "test/tinycolor.test.mjs:896:3",
    ],
    # glom's multi-line error message: its later lines
    "r7-pytest-glom-q.txt": [
        "part 1 of Path(",
        "could not access 'a', part 1 of Path('a', 'b'), got error: KeyError('a')",
        "TypeError: 'int' object is not iterable",
    ],
    "r7-pytest-glom.txt": [
        "part 1 of Path(",
        "could not access 'a', part 1 of Path('a', 'b'), got error: KeyError('a')",
        "TypeError: 'int' object is not iterable",
    ],
    # 38 failures: later causes and the source line of a pytest.raises
    "r7-pytest-networkx-q.txt": [
        'pytest.raises(nx.NetworkXUnbounded, flow_func, G, "s", "t")',
        "networkx/algorithms/shortest_paths/tests/test_weighted.py::TestJohnsonAlgorithm::test_graphs",
        "networkx/algorithms/shortest_paths/tests/test_weighted.py::TestMultiSourceDijkstra::test_two_sources",
    ],
    "r7-pytest-networkx-v.txt": [
        'pytest.raises(nx.NetworkXUnbounded, flow_func, G, "s", "t")',
        "networkx/algorithms/shortest_paths/tests/test_weighted.py::TestJohnsonAlgorithm::test_graphs",
        "networkx/algorithms/shortest_paths/tests/test_weighted.py::TestMultiSourceDijkstra::test_two_sources",
    ],
    "r7-pytest-networkx-x.txt": [
        "networkx/algorithms/shortest_paths/tests/test_astar.py:226",
        "assert nx.dijkstra_path(C, 0, 4) == [0, 6, 5, 4]",
    ],
    # 332 findings, one the change's: other codes and a test file's place give way
    "r7-ruff-glom.txt": [
        "I001",
        "F811 [*] Redefinition of unused `Val` from line 6",
        "glom/test/test_basic.py:7:45",
    ],
    # long values cut to a line's width; a long test id
    "r7-unittest-slugify-v.txt": [
        "AssertionError: 'z-99999999999999999999-x17d' != 'z-99999999999999999999-z'",
        "AssertionError: ('&#xDFFF;', {'separator': '-', 'max_length': 0, 'word_boundary': False, 'save_order': False, 'allow_unicode': False})",
        "test_invalid_uppercase_reference_does_not_block_valid_neighbor (tests.test_release.UppercaseHexReferenceTests.test_invalid_uppercase_reference_does_not_block_valid_neighbor)",
    ],
    "r7-unittest-slugify.txt": [
        "AssertionError: 'z-99999999999999999999-x17d' != 'z-99999999999999999999-z'",
        "AssertionError: ('&#xDFFF;', {'separator': '-', 'max_length': 0, 'word_boundary': False, 'save_order': False, 'allow_unicode': False})",
        "test_invalid_uppercase_reference_does_not_block_valid_neighbor (tests.test_release.UppercaseHexReferenceTests.test_invalid_uppercase_reference_does_not_block_valid_neighbor)",
    ],
    # a diff under another library's legend; later causes' places
    "r7-vitest-tinycolor2-verbose.txt": ["- #ff00", "+ #ff0000", "vitest/tinycolor.spec.mjs:896:3"],
    "r7-vitest-tinycolor2.txt": [
        "- #ff00",
        "+ #ff0000",
        "vitest/tinycolor.spec.mjs:896:3",
        "vitest/tinycolor.spec.mjs:485:3",
    ],
    # node TAP's YAML fields ('error:', 'name:') are told as 'ReferenceError: itme is not
    # defined'; a coverage row
    "r8-c8-light-my-request.txt": [
        "error: 'itme is not defined'",
        "request.js | 94.39 | 97.7 | 90 | 94.39 | 53-64,168-171,241-244",
    ],
    # the source line under rustc's error
    "r8-cargo-build-num-traits-compile.txt": [
        "wrapping_impl!(WrappingMul, wrapping_add, u8);",
    ],
    # a doctest that does not compile among 255 warnings: rustdoc's words for it
    "r8-cargo-test-num-traits-doc.txt": [
        "Couldn't compile the test.",
    ],
    # cargo's count of warnings beside failing tests
    "r8-cargo-test-num-traits-lib.txt": [
        "`num-traits` (lib test) generated 256 warnings",
    ],
    # a test target that does not compile (the project's, before the change): the overflow
    # lint's note and words, its macro's source line, a later warning
    "r8-cargo-test-num-traits.txt": [
        "`#[deny(arithmetic_overflow)]` on by default",
        "attempt to compute `0_u8 - 1_u8`, which would overflow",
        "test_edge!(isize i8 i16 i32 i64);",
        "unexpected `cfg` condition name: `has_i128`",
    ],
    # the panic line's thread name (the digest names the test before its panic)
    "r8-cargo-test-slab-nofailfast.txt": [
        "thread 'retain'",
    ],
    # the panic line's thread name
    "r8-cargo-test-slab.txt": [
        "thread 'retain'",
    ],
    # a table test's ten cases at one check are one cause: its first case's message, later ids
    "r8-gotest-mux-json.txt": [
        "TestQueries/Queries_route_with_empty_value,_should_match",
        "GetQueriesRegexp not equal: expected ^foo=.*$, got ^foo=.+$",
        "TestMethodsSubrouterStrictSlash/disallow_DELETE_method",
    ],
    # a table test's cases at one check are one cause: another case's message
    "r8-gotest-mux.txt": [
        "GetQueriesRegexp not equal: expected ^foo=.*$, got ^foo=.+$",
    ],
    # gocheck's error/regex mismatch: the regex side's line is cut
    "r8-gotest-yaml.txt": [
        "line 1: cannot unmarshal !!str `A` into int",
    ],
    # a passing run's suite names
    "r8-mocha-complex-pass.txt": [
        "Complex functions",
        "Complex Details",
    ],
    # 101 failures of one cause and two others: a later failure's title and values
    "r8-mocha-complex.txt": [
        'new Complex({"re":"3","im":"4"}).abs() === "5"',
        "+ '4.242640687119285'",
        "- '5'",
    ],
    # 477 errors the project had before the change: the change's give way (its baseline
    # tells them)
    "r8-mypy-cattrs.txt": [
        'src/cattrs/converters.py:876: error: Argument 2 to "IterableValidationNote" has incompatible type "T"; expected "int"  [arg-type]',
        "src/cattrs/converters.py:887",
        'src/cattrs/v.py:96: error: "IterableValidationNote" has no attribute "name"  [attr-defined]',
        'src/cattrs/preconf/bson.py:79: error: "BaseConverter" has no attribute "gen_unstructure_mapping"',
    ],
    # the dot reporter's 'Failed tests:' header
    "r8-node-test-fastify-cors-dot.txt": [
        "Failed tests:",
    ],
    # node TAP's YAML fields as printed; a later test's name
    "r8-node-test-light-my-request-import.txt": [
        "error: 'assert is not defined'",
        "name: 'ReferenceError'",
    ],
    # node TAP's YAML fields as printed; the test's declared place (its assertion's is told)
    "r8-node-test-light-my-request.txt": [
        "error: 'itme is not defined'",
        "name: 'ReferenceError'",
    ],
    # 260 messages: a long message's end, a W code among old ones, the second place of a message
    "r8-pylint-natsort.txt": [
        "natsort/utils.py:693:4: W0621: Redefining name 'group_letters' from outer scope (line 785) (redefined-outer-name)",
        "natsort/compat/fastnumbers.py:68:4: E0102",
    ],
    # 232 errors the project had before the change (its baseline tells them)
    "r8-pyright-cattrs.txt": [
        'src/cattrs/v.py:43:59 - error: Cannot access attribute "extra_fields" for class "BaseException"',
        'src/cattrs/converters.py:876:67 - error: Argument of type "T@_structure_dict" cannot be assigned to parameter "index" of type "int" in function "__new__"',
        "src/cattrs/converters.py:887:65",
        'src/cattrs/errors.py:36:9 - error: Method "derive" overrides class "BaseExceptionGroup" in an incompatible manner',
    ],
    # pytest's assertion rewrite lines and a value whose str() failed
    "r8-pytest-cattrs.txt": [
        "ForbiddenExtraKeysError({'c'}, '', <class 'tests.test_gen_dict.test_renaming_forbid_extra_keys.<locals>.A'>).cl",
        "<exception str() failed>",
    ],
    # a long assertion's values; a place in the test
    "r8-pytest-h11-x.txt": [
        "(b'content-length', b'65')",
        "Data(data=bytearray(b'c9e5'), chunk_start=False, chunk_end=False)",
    ],
    # 21 failures of 12 causes: the source lines, a long diff line, a later test
    "r8-pytest-h11.txt": [
        "h11/tests/test_headers.py::test_normalize_and_validate",
        "h11._util.LocalProtocolError: Only Transfer-Encoding: chunked is supported",
        "h11._util.RemoteProtocolError: Only Transfer-Encoding: chunked is supported",
        'if value != b"chunk":',
        "At index 0 diff: Data(data=b'012345678', chunk_start=False, chunk_end=False) != Data(data=b'0123456789', chunk_start=False, chunk_end=False)",
    ],
    # 57 failures: source lines, later causes
    "r8-pytest-natsort-continue-rA.txt": [
        'with pytest.raises(ValueError, match="low >= high"):',
        "natsort/__main__.py:206",
        "tests/test_natsorted.py::test_natsorted_recurses_into_nested_lists",
        "At index 0 diff: ['a10', 'a1'] != ['a1', 'a5']",
        "tests/test_natsorted.py::test_natsorted_with_mixed_bytes_and_str_input_raises_type_error",
    ],
    # 61 findings, all the project's before the change (identical baseline)
    "r8-staticcheck-yaml.txt": [
        "decode_test.go:1253:5: error var failingErr should have name of the form errFoo (ST1012)",
        "decode_test.go:1539:23: should merge variable declaration with assignment on next line (S1021)",
        "scannerc.go:1301:9: empty branch (SA9003)",
        "yamlprivateh.go:151:6: func is_spacez is unused (U1000)",
    ],
    # 34 errors of 18 codes: rustc's other labels take the room of a line, and E0502 is not
    # among the three codes the "+27 more" line names
    "hard-cargo-many.txt": [
        "E0502",
    ],
    # rustc's help and a note's place under an error
    "r9-cargo-aho-corasick-build.txt": [
        "consider using `Match::from_bounds`",
        "src/lib.rs:300:5",
    ],
    # 23 failures: a later panic's values
    "r9-cargo-aho-corasick-test-nff.txt": [
        "left: 3",
        "right: 2",
    ],
    # rustc's note under the error (the mismatched arguments) and its help
    "r9-cargo-owning_ref-check.txt": [
        "expected `&O`, found `&OwningRef<O, T>`",
        "help: swap these arguments",
    ],
    # a backtrace's frames (the test's own module, its lines)
    "r9-cargo-owning_ref-test-backtrace.txt": [
        "owning_ref::tests::owning_ref::partial_cmp",
        "at ./src/lib.rs:1434:13",
        "at ./src/lib.rs:1871:13",
    ],
    # a clippy run that passed (exit 0) with 223 warnings: a dozen are listed, and the lib's
    # count is printed before the last 8 KB, where a pass is read
    "r9-clippy-aho-corasick-pedantic.txt": [
        "This is usually a bad idea",
        "constants have by default a `'static` lifetime",
        "item in documentation is missing backticks",
        "may truncate the value",
        "may lose the sign of the value",
        "manual `Range::contains` implementation",
        "src/prefilter.rs:1023:8",
        "help: use: `(b'A'..b'Z').contains(&b)`",
        "`-W clippy::cast-possible-truncation` implied by `-W clippy::pedantic`",
    ],
    # a clippy run that passed (exit 0) with 56 warnings: a dozen are listed
    "r9-clippy-aho-corasick.txt": [
        "name `NFA` contains a capitalized acronym",
        "using `clone` on type `ByteClasses` which implements the `Copy` trait",
        "src/dfa.rs:643:27",
        "length comparison to zero",
        "transmute used without annotations",
        "src/packed/teddy/runtime.rs:998:26",
    ],
    # 381 findings, all the project's own (its output unchanged by the change)
    "r9-flake8-prettytable.txt": [
        "./src/prettytable/prettytable.py:2167:41: E203 whitespace before ':'",
        "./src/prettytable/prettytable.py:2178:55: E203 whitespace before ':'",
        "./tests/test_style.py:707:80: E501 line too long (83 > 79 characters)",
    ],
    # a test's third testify report (its first two are told)
    "r9-gotest-logrus-run.txt": [
        'Expected nil, but got: &errors.errorString{s:"not a valid logrus Level: \\"WARNING\\""}',
    ],
    # 10 failures with ids of 100-150 characters: the last gives way
    "r9-jest-deepdiff-coverage.txt": [
        f"deep-diff {J} A target that has a date value {J} shows the property is changed with a new date value",
    ],
    # mypy's note under an error
    "r9-mypy-pathspec.txt": [
        "Use `from typing_extensions import override` instead",
    ],
    # 62 errors of one changed annotation: later places of its codes
    "r9-mypy-soupsieve.txt": [
        'soupsieve/css_match.py:2206: error: Argument 1 to "parse_value" of "Inputs" has incompatible type "bytes"; expected "str"',
    ],
    # 473 messages, all the project's own: its codes give way
    "r9-pylint-soupsieve.txt": [
        "C0301: Line too long",
        "(line-too-long)",
        "R0401: Cyclic import (soupsieve.css_parser -> soupsieve.css_types) (cyclic-import)",
        "W0622: Redefining built-in 'compile' (redefined-builtin)",
    ],
    # xdist's worker line; 27 failures, a cause's later ids
    "r9-pytest-soupsieve-n2.txt": [
        "2 workers [732 items]",
        "tests/test_level3/test_nth_last_child.py::TestNthLastChild::test_nth_last_child",
    ],
    # 27 failures: later ids of a cause
    "r9-pytest-soupsieve-v.txt": [
        "tests/test_level3/test_nth_last_child.py::TestNthLastChild::test_nth_last_child",
        "tests/test_level4/test_nth_last_child.py::TestNthLastChild::test_nth_child_of_s_first_sibling_not_matching",
    ],
    # 27 failures: later ids of a cause
    "r9-pytest-soupsieve.txt": [
        "tests/test_level3/test_nth_last_child.py::TestNthLastChild::test_nth_last_child",
        "tests/test_level4/test_nth_last_child.py::TestNthLastChild::test_nth_child_of_s_first_sibling_not_matching",
    ],
    # 10 failures with long ids: the last gives way
    "r9-vitest-deepdiff-dot.txt": [
        "test/tests.js > deep-diff > A target that has a date value > shows the property is changed with a new date value",
    ],
    # 10 failures with long ids: the last two give way
    "r9-vitest-deepdiff.txt": [
        "test/tests.js > deep-diff > A target that has no properties > when compared to a different type of keyless object > shows differences when comparing a date to an object",
        "test/tests.js > deep-diff > A target that has a date value > shows the property is changed with a new date value",
    ],
    # ten failing packages: the go test count line, cut at a line's length, and the
    # listed causes share the digest
    # the source line under rustc's error
    "r10-cargo-build-smawk-compile.txt": [
        "pub fn smawk_column_minima<T: PartialOrd + std::marker::Copy, M: Matrix<T>>",
    ],
    # cargo's words for a failed doctest target ('error: doctest failed'): the digest says
    # '--doc' among the targets that failed
    # 136 errors of four bugs in macros: source lines under the errors
    "r10-cargo-test-memoffset-macro.txt": [
        "let base: *const u8 = $base;",
        "pub fn size_of_pointee<T>(_ptr: &T) -> usize {",
    ],
    # a backtrace's frames in the project and a panic's message within an assert
    "r10-cargo-test-smawk-logic-backtrace.txt": [
        "at ./src/lib.rs:334:13",
        "at ./src/lib.rs:310:13",
    ],
    # eleven packages that failed to build: go test's line for each, cut at a line's length
    "r10-gotest-hcl-build.txt": [
        "github.com/hashicorp/hcl/json/parser [build failed]",
    ],
    # a log line printed before the test's result; go test's '[no tests to run]'
    "r10-gotest-viper-race-run.txt": [
        "svType != tvType key=World",
        "[no tests to run]",
    ],
    # a long testify map's values, cut; a log line printed before the test's result
    "r10-gotest-viper.txt": [
        "svType != tvType key=world",
    ],
    # pytest-cov's 'reached' line (the gate was met); a later cause's values
    "r10-pytest-webcolors-cov.txt": [
        "Required test coverage of 100% reached. Total coverage: 100.00%",
        "assert '#daa520' == '#dba620'",
        "At index 0 diff: 218 != 219",
    ],
    # pytest's diff lines past the first pair under an assert
    "r10-pytest-yarl-v.txt": [
        "+ https://example.com:443",
    ],
    # unittest -v's progress lines ('... FAIL'): the digest names the tests without the mark
    "r10-unittest-furl-v.txt": [
        "test_is_valid_port (test_furl.TestFurl.test_is_valid_port) ... FAIL",
        "test_add (test_furl.TestFurl.test_add) ... ERROR",
        "test_isabsolute (test_furl.TestPath.test_isabsolute) ... ERROR",
        "test_netloc (test_furl.TestFurl.test_netloc) ... ERROR",
    ],
    # 181 failures of one renamed import: later causes and the files' count lines
    "r10-vitest-react-query-rename.txt": [
        "__vite_ssr_import_6__.useQuery is not a function",
        "src/__tests__/useQuery.test.tsx  (154 tests | 152 failed)",
        "src/__tests__/useQuery.test.tsx > useQuery > should throw in case of bad arguments to enhance DevX",
        "expected [Function] to throw error including 'Bad argument type' but got 'useQuery is not…'",
        "src/__tests__/useIsFetching.test.tsx  (5 tests | 5 failed)",
    ],
    # 16 failures with long ids: later causes' values
    "r10-vitest-react-query-verbose.txt": [
        'Received: "No QueryClient set, use QueryClientProvider to set it"',
        "src/__tests__/suspense.test.tsx > useSuspenseQuery > should reset error state if new component instances are mounted",
        "Unable to find an element with the text: error boundary",
        "src/__tests__/prefetch.test.tsx > usePrefetchQuery > should be able to recover from errors and try fetching again",
    ],
    # 16 failures with long ids: later causes' values and the files' count lines
    "r10-vitest-react-query.txt": [
        'Expected: "No QueryClient set, use QueryClientProvider to set one"',
        'Received: "No QueryClient set, use QueryClientProvider to set it"',
        "src/__tests__/suspense.test.tsx  (23 tests | 8 failed)",
        "src/__tests__/suspense.test.tsx > useSuspenseQuery > should throw errors to the error boundary by default",
        "Unable to find an element with the text: error boundary",
        "Unable to find an element with the text: Works from persister",
    ],
    # coverage rows of files other than the table's total
    "r10-vitest-vue-query-coverage.txt": [
        "devtools.ts | 1.77",
        "useIsFetching.ts | 75",
        "...ueryPlugin.ts | 74.62",
    ],
    # Round 11 of the held-out recordings (blind: see the fixtures README).
    # tape's closing `# ok` not told; istanbul's row told by its lowest metric and uncovered
    # lines
    "r11-c8-deepmerge-threshold.txt": [
        "# ok",
        "index.js | 98.94 | 98.8 | 100 | 98.94 | 26-27",
    ],
    # 157 E0061 of one changed signature, its three definitions told: a call in a third file
    # falls among the later places; rustc's hint to run --explain
    "r11-cargo-build-bstr-signature.txt": [
        "src/utf8.rs:293:22",
        "rustc --explain E0061",
    ],
    # 53 clippy lints denied by -D warnings, each a style of the old code: the first's own
    # words and places give way to the largest groups
    "r11-cargo-clippy-bstr.txt": [
        "`-D clippy::redundant-static-lifetimes` implied by `-D warnings`",
        "you are deriving `Hash` but have implemented `PartialEq` explicitly",
        "src/bstr.rs:29:10",
        "#[deny(clippy::derived_hash_with_manual_eq)]",
        "this expression creates a reference which is immediately dereferenced by the compiler",
        "unneeded `return` statement",
        "redundant field names in struct initialization",
        "usage of a legacy numeric constant",
        "src/ascii.rs:238:25",
        "`cfg_attr` is deprecated for rustfmt and got replaced by tool attributes",
        "src/utf8.rs:47:1",
        "non-canonical implementation of `partial_cmp` on an `Ord` type",
        "src/impls.rs:279:5",
    ],
    # rustc's note on a lint's first error, for a lint told on its others
    "r11-cargo-clippy-tinyvec.txt": [
        "`-D clippy::borrow-deref-ref` implied by `-D warnings`",
    ],
    # the targets' counts told short (the room of two whole lines); an assert's value cut
    "r11-cargo-test-bstr-no-fail-fast.txt": [
        "test result: FAILED. 42 passed; 4 failed; 0 ignored; 0 measured; 0 filtered out",
        "test result: FAILED. 174 passed; 10 failed; 6 ignored; 0 measured; 0 filtered out",
        "right: [102, 111, 111, 53, 98, 97, 114, 55, 56, 57]",
    ],
    # a passing run: its counts told as cargo test's sum, per binary short
    "r11-cargo-test-ordered-float-pass.txt": [
        "Running tests/test.rs",
        "test result: ok. 0 passed; 0 failed",
    ],
    # the panic told at arraylist's Get, not at binaryheap's frame that called it
    "r11-go-test-gods-failfast.txt": [
        "trees/binaryheap/binaryheap.go:67",
    ],
    # two panics at arraylist's Get (one through binaryheap) are one cause: the second's
    # message and binaryheap's frame not told; a failing test's first line of two cut
    "r11-go-test-gods.txt": [
        "arraylist_test.go:86",
        "trees/binaryheap/binaryheap.go:67",
        "binaryheap_test.go:71",
    ],
    # a value of a -v run's last failure cut
    "r11-go-test-jsoniter-v.txt": [
        '+"he\\u2009\\u2008he"',
    ],
    # a passing run: jest's counts, not its PASS line and test name
    "r11-jest-process-warning.txt": [
        "PASS test/jest.test.js",
        "works with jest",
    ],
    # the library frame the failure passed through, as its absolute path's tail
    "r11-node-test-process-warning-spec.txt": [
        "process-warning-5.1.1/index.js:120:20",
    ],
    # staticcheck's 81 receiver names (ST1006, a style check) come last: its code is named
    # in the tally, not as its line prints it
    "r11-staticcheck-glob.txt": [
        "(ST1006)",
    ],
    # 19 failures: causes past the budget; a thrown error's message cut, tape's values told
    # with their comma (`expected: [ 2, 3 ], actual: ...`)
    "r11-tape-es-iterator-helpers.txt": [
        "expected: [ 2, 3 ] actual: [ 1, 2, 3 ]",
        "test/Iterator.prototype.drop.js:207:4",
        "expected: '1,2,3' actual: '1, 2, 3'",
    ],
    # 40 TS2554 of one changed signature: a place past the listed ones
    "r11-tsc-deepmerge.txt": [
        "types/index.tst.ts(117,23)",
    ],
    # 982 errors of --strict: the missing annotations' code (a style code) gives way to the rest
    "r11-mypy-croniter-strict.txt": [
        "[no-untyped-def]",
    ],
    # 18 failures of one renamed method: ids past those that fit, counted
    "r11-pytest-croniter.txt": [
        "src/croniter/tests/test_croniter.py::CroniterTest::test_wdom_core_leap_year",
        "src/croniter/tests/test_croniter.py::CroniterTest::test_prev_nth_weekday",
    ],
    # Round 12 of the held-out recordings (blind: see the fixtures README).
    # 36 errors of one macro: the invocation's line under rustc's note is not told
    "r12-cargo-build-numtoa.txt": [
        "impl_sized_numtoa_for!(i16);",
    ],
    # a type error inside a macro: the macro's other places are not told; a definition in the
    # standard library told instead
    "r12-cargo-build-tiny-keccak.txt": [
        "src/keccakp.rs:20:1",
        "src/keccakf.rs:32:1",
    ],
    # cargo's JSON records are read as rustc's text: their fields (`"code":"E0433"`) are not
    # told as printed
    "r12-cargo-check-termcolor-json.txt": [
        '"reason":"compiler-message"',
        '"code":"E0433"',
        '"reason":"build-finished","success":false',
    ],
    # 87 E0433 of one removed import: the source line and later places
    "r12-cargo-check-termcolor.txt": [
        "pub trait WriteColor: io::Write {",
        "src/lib.rs:2051:28",
    ],
    # a passing run: cargo test's sum and each binary's counts, short
    "r12-cargo-test-termcolor-pass.txt": [
        "running 13 tests",
    ],
    # 40 failures over 7 targets: later causes and a target's whole count, past the budget
    "r12-cargo-test-tiny-keccak-nofailfast.txt": [
        "test_parallel_hash128_one",
        "empty_sha3_256",
        "tests/sha3.rs:12:5",
        "test result: FAILED. 10 passed; 1 failed",
    ],
    # 39 findings of the project's own: places of one message share a line, not as printed
    "r12-flake8-tinydb.txt": [
        "./tests/conftest.py:1:1: F401 'os.path' imported but unused",
        "./tinydb/queries.py:524:1: E302 expected 2 blank lines, found 1",
        "./tinydb/table.py:327:1: W293 blank line contains whitespace",
        "E731 do not assign a lambda expression, use a def",
    ],
    # 14 tests at one helper's line: its values (`Expected[...]`, `Actual  [...]`) told for the
    # first of each shape; a report in another form (`file: ... line: 4`) not told
    "r12-gotest-blackfriday-cover.txt": [
        'Expected["<hr />\\n"]',
        'Actual  ["<hr/>\\n"]',
        "+<p><code>&lt;test a=&quote;</code> content of attribute <code>&quote;&gt;</code></p>",
        "coverage: 87.6% of statements",
    ],
    # as r12-gotest-blackfriday-cover.txt
    "r12-gotest-blackfriday-v.txt": [
        'Expected["<hr />\\n"]',
        'Actual  ["<hr/>\\n"]',
        "file: Code Spans",
        "+<p><code>&lt;test a=&quote;</code> content of attribute <code>&quote;&gt;</code></p>",
        'Actual  ["<p><a href=\\"url &quote;one quote\\">link</a></p>\\n"]',
    ],
    # as r12-gotest-blackfriday-cover.txt
    "r12-gotest-blackfriday.txt": [
        'Expected["<hr />\\n"]',
        'Actual  ["<hr/>\\n"]',
        "file: Code Spans",
        "+<p><code>&lt;test a=&quote;</code> content of attribute <code>&quote;&gt;</code></p>",
        'Actual  ["<p><a href=\\"url &quote;one quote\\">link</a></p>\\n"]',
    ],
    # testscript's failures (a script's log under its test) and a package whose vet step
    # failed (`[build failed]`) beside the others: later causes, values past the budget
    "r12-gotest-go-internal-v.txt": [
        "TestScripts/readfile",
        'file "file 2": "\\nFile 2 text.\\n"',
        "github.com/rogpeppe/go-internal/testscript",
        "data does not appear to be quoted",
        'testdata/readfile.txt:7: reading "x/somefile"; got "\\nx/somefile\\n" want "x/somefile\\n"',
        "github.com/rogpeppe/go-internal/cmd/txtar-x",
    ],
    # as r12-gotest-go-internal-v.txt
    "r12-gotest-go-internal.txt": [
        'file "file 2": "\\nFile 2 text.\\n"',
        "github.com/rogpeppe/go-internal/testscript",
        'testdata/readfile.txt:7: reading "x/somefile"; got "\\nx/somefile\\n" want "x/somefile\\n"',
        "github.com/rogpeppe/go-internal/cmd/txtar-x",
    ],
    # 20 tests failing over a few bugs, each at its own line: messages cut to fit, later ones
    "r12-gotest-uniseg.txt": [
        'width_test.go:349: StringWidth("🇦") is 1, expected 2 (test case 26)',
        "Grapheme cluster at index 0 has 3 codepoints [1f1e6 1f1e7 1f1e8], 2 expected [1f1e6 1f1e7]",
        "Fewer grapheme clusters returned (0) than expected (3)",
        "Word at index 0 has 3 codepoints [1f1e6 1f1e7 1f1e8], 2 expected [1f1e6 1f1e7]",
        "TestWidthStepBytes",
    ],
    # jest's closing line (`Ran all test suites with tests matching ...`) is not told
    "r12-jest-quaternion-filter.txt": [
        'Ran all test suites with tests matching "conjugate".',
    ],
    # a passing run: jest's counts, not its PASS line
    "r12-jest-quaternion-pass.txt": [
        "PASS tests/quaternion.test.js",
    ],
    # 121 failures: one renamed method fails as `q.conjugate`, `q1.conjugate`, `Quaternion(...)
    # .conjugate` ..., one cause told by its first message; later causes past the budget
    "r12-jest-quaternion.txt": [
        "1 + i + j -k",
        "p1.mul(...).conjugate is not a function",
        f"Quaternions {J} should calculate the product",
        "-60 + 12i + 14j + 24k",
        f"Quaternions {J} should work with fromEuler -> toEuler YZX",
        "Cannot read properties of null (reading 'toEuler')",
    ],
    # as r12-jest-quaternion.txt
    "r12-mocha-quaternion.txt": [
        "AssertionError [ERR_ASSERTION]: '-60 + 12i + 14j + 24k' == '-60 + 12i + 30j + 24k'",
        "should work with fromEuler -> toEuler YZX",
        "TypeError: Cannot read properties of null (reading 'toEuler')",
    ],
    # mypy's note on its own configuration (a Python version) is not told
    "r12-mypy-lark.txt": [
        "Python 3.8 is not supported (must be 3.10 or higher)",
    ],
    # 60 errors of --strict: the missing annotations' code (a style code) gives way
    "r12-mypy-tinydb-strict.txt": [
        "[no-untyped-def]",
    ],
    # 1,400 messages of the project's own: the convention codes' names (counted by code)
    "r12-pylint-lark.txt": [
        "line-too-long",
        "missing-function-docstring",
        "consider-using-f-string",
    ],
    # 128 findings of the project's own: the import-sorting code (a style code) gives way
    "r12-ruff-funcy.txt": [
        "I001 [*] Import block is un-sorted or un-formatted",
    ],
    # 41 findings, 40 the project's own: later style checks
    "r12-staticcheck-go-internal.txt": [
        "cmd/testscript/main.go:292:10: error strings should not end with punctuation or newlines (ST1005)",
        "error var failedRun should have name of the form errFoo (ST1012)",
    ],
    # 16 failures of one off-by-one over 8 parser classes: ids past the budget; the import
    # error of a module the sdist lacks told by its message
    "r12-unittest-lark.txt": [
        "test_line_counting (tests.test_parser.tests.test_parser.TestLalrBasic.test_line_counting)",
        "ImportError: Failed to import test module: tests.test_nearley.test_nearley",
    ],
    # vitest's `Expected:`/`Received:` diff under node's assert: told as the assert's message
    "r12-vitest-quaternion-bail.txt": [
        'Expected: "1 + i + j - k"',
        'Received: "1 + i + j -k"',
    ],
    # 121 failures: later causes past the budget
    "r12-vitest-quaternion.txt": [
        "'-60 + 12i + 14j + 24k' == '-60 + 12i + 30j + 24k'",
        "tests/quaternion.test.js > Quaternions > should work with fromEuler -> toEuler YZX",
    ],
    # a changed return type: the function's line is not told (no `defined here` note)
    "r13-cargo-check-bitvec-type.txt": [
        "pub fn len(&self) -> u32 { self.nbits }",
    ],
    # a passing run (warnings only, exit 0) with 89 warnings: a dozen are listed
    "r13-cargo-clippy-slotmap.txt": [
        "clippy::while_let_on_iterator",
        "clippy::deprecated_clippy_cfg_attr",
        "unexpected `cfg` condition name: `nightly`",
    ],
    # a passing run: cargo test's sum, not each binary's header or its warnings
    "r13-cargo-test-linkedhashmap-pass.txt": [
        "Running unittests src/lib.rs",
        "`linked-hash-map` (lib) generated 9 warnings",
    ],
    # 92 doctests that do not compile: later ones, their source lines, and the error's words
    # cut to make room for each test's places and rustc's help
    "r13-cargo-test-slotmap-rename-doc.txt": [
        "error[E0599]: no method named `insert` found for struct `slotmap::SlotMap<K, V>` in the current scope",
        "let key = sm.insert(42);",
        "src/secondary.rs - secondary::SecondaryMap",
        "src/sparse_secondary.rs - sparse_secondary::SparseSecondaryMap<K,V,S>::insert (line 263)",
    ],
    # 87 warnings past --max-warnings: a later one, by the budget
    "r13-eslint-json-stable-stringify-maxwarn.txt": [
        "19:26 warning  No magic number: 1",
    ],
    # goldmark's testutil logs a case's markdown, expected, actual and diff under one line:
    # told by its first lines (the case's header) and its diff's first changed lines; later
    # tests past the budget
    "r13-gotest-goldmark-v-extension.txt": [
        '<a href="mailto:user@example.com">',
        "</code><pre>",
        "<en><strong>&ldquo;At first, things were not clear.&rdquo;</strong></en>",
        "TestFootnote",
        "TestTable",
        "TestStrikethrough",
    ],
    # as r13-gotest-goldmark-v-extension.txt; a panic's place in the package, told as go
    # test's own frame (`renderer/html/html.go:268`)
    "r13-gotest-goldmark.txt": [
        "goldmark/renderer/html/html.go:268",
        "####### foo",
        "<p>####### foo</p>",
        "<hr  />",
        "mailtofoo@bar.example.com",
    ],
    # a check repeated in a loop: its first messages, cut to fit; later tests past the budget
    # (a second check's later cases take some of it)
    "r13-gotest-govalidator-v.txt": [
        'Expected IsExistingEmail("foo@bar.com") to be true, got false',
        "TestIsEmail",
        "TestIsURL",
    ],
    # node's assert diffs cut to fit 12 failures; a regexp's values; a later test's id
    "r13-node-test-fastify-plugin-spec.txt": [
        "+ 'composite.test-auto0'",
        "- 'composite.test-auto-0'",
        "+ \"fastify-plugin expects a versions string, instead got 'number'\"",
        "/^test-auto-\\d+$/",
        "'test-auto4'",
        "should set anonymous function name to file it was called from with a counter",
        "should set function name if Error.stackTraceLimit is set to 0",
    ],
    # as r13-node-test-fastify-plugin-spec.txt
    "r13-node-test-fastify-plugin.txt": [
        "from @-prefixed named kebab-case to camelCase",
        "+ 'composite.test-auto0'",
        "- 'composite.test-auto-0'",
        "+ \"fastify-plugin expects a versions string, instead got 'number'\"",
        "Should give distinct auto names to plugins that share one options object",
        "+ 'elloWorld'",
        "- 'helloWorld'",
    ],
    # pylint's duplicate-code report (R0801, each module twice) and a later E code
    "r13-pylint-box.txt": [
        "box/from_file.py:161:15: E0712",
        "R0801: Similar lines in 2 files",
    ],
    # 45 failures: later causes past the budget (two to the pytest.raises line that expected
    # BoxError where the change raised ValueError)
    "r13-pytest-box-v.txt": [
        "test/test_box.py::TestBox::test_delete_attributes",
        "test/test_box.py::TestBox::test_safe_attrs",
        "AssertionError: assert 'BAD_KEY_' == 'BAD_KEY_1'",
        "box.exceptions.BoxKeyError: \"'Box' object has no attribute 'a_b'\"",
        "test/test_edge_cases.py::TestFrozen::test_every_mutator_is_refused_and_leaves_data_intact",
    ],
    # as r13-pytest-box-v.txt
    "r13-pytest-box.txt": [
        "test/test_box.py::TestBox::test_delete_attributes",
        "test/test_box.py::TestBox::test_safe_attrs",
        "AssertionError: assert 'BAD_KEY_' == 'BAD_KEY_1'",
        "box.exceptions.BoxKeyError: \"'Box' object has no attribute 'a_b'\"",
    ],
    # a coverage row (the total said, not each file's)
    "r13-pytest-dotenv-cov.txt": [
        "src/dotenv/cli.py 115 30 74%",
    ],
    # 72 failures of 6 bugs with many distinct messages: later causes past the budget
    "r13-tape-is-equal.txt": [
        "two similar hashes are equal",
        "test/native.js:153:6",
        "'toStringTag is not the same: [object String] !== [object Number]'",
        "'toStringTag is not same: [object String] !== [object Number]'",
        "test/why.js:100:4",
        "actual: 'second argument has key \"toString\"; first does not'",
        "test/why.js:996:6",
        "'value at key \"toString\" differs: Function string representation differs'",
        "test/why.js:966:6",
        "expected: 'first argument .name throws; second does not'",
        "actual: 'second argument .name throws; second does not'",
        "test/why.js:1064:6",
        "two self-referential arrays with differing tail are not equal",
        "'numbers are different: 1 !== 2'",
        "test/why.js:1503:6",
        "'integrity levels differ: frozen !== extensible'",
        "'integrity levels differ: sealed !== extensible'",
        "test/why.js:1587:6",
    ],
    # a passing run: tape's closing `# ok` not told
    "r13-tape-json-stable-stringify-pass.txt": [
        "# ok",
    ],
    # clippy under #![deny(warnings)]: 1,224 lints as errors, all but one the project's own;
    # a dozen codes are listed
    "r14-cargo-clippy-libm.txt": [
        "unneeded late initialization",
        "constant division of `0.0` with `0.0` will always result in NaN",
        "`cfg_attr` is deprecated for rustfmt and got replaced by tool attributes",
        "src/math/exp2.rs:31:1",
    ],
    # 30 errors in 9 files: this E0599's place in src/sync/list.rs is among the +37 more
    "r14-cargo-test-crossbeam-epoch-compile.txt": [
        "src/sync/list.rs:317:19",
    ],
    # 339 findings: E302 (x125) is counted in the +N more line, W391's second place with its
    # first
    "r14-flake8-webob.txt": [
        "E302 expected 2 blank lines, found 1",
        "src/webob/util.py:354:1: W391 blank line at end of file",
    ],
    # gofmt -l lists the files it would change and exits 0: a pass, which says nothing of them
    "r14-gofmt-fastjson.txt": [
        "arena.go",
        "doc.go",
        "fuzz.go",
        "update.go",
    ],
    # one test's log line per failing data file: the first two are told, the rest not
    "r14-gotest-gojsonschema-json.txt": [
        "jsonschema_test.go:102: Test failed : /home/dev/r14go/gp/src/github.com/xeipuuv/gojsonschema/testdata/draft4/minLength.json",
        "exact length is valid.",
        'Schema: {\\"minLength\\":2}',
        'Data: \\"fo\\"',
        "testdata/draft6/minLength.json",
        "testdata/draft7/default.json",
        'Schema: {\\"format\\":\\"ipv4\\"}',
        'Data: \\"192.168.0.1\\"',
    ],
    # one test's log line per failing data file: the first of each test is told, the rest as
    # far as its line has room
    "r14-gotest-gojsonschema.txt": [
        "minLength validation.",
        "exact length is valid.",
        'Schema: {"minLength":2}',
        'Data: "fo"',
        'Schema: {"properties":{"bar":{"default":"bad","minLength":4,"type":"string"}}}',
        'Schema: {"format":"ipv4"}',
        'Data: "192.168.0.1"',
    ],
    # missing stubs and imports are annotation codes, listed after the errors; the pip hint is
    # not told
    "r14-mypy-mako.txt": [
        "python3 -m pip install types-Pygments",
        'Cannot find implementation or library stub for module named "beaker"',
    ],
    # nyc's Lines summary and its table's rows are not told beside the threshold's line
    "r14-nyc-object.assign-check-coverage.txt": [
        "Lines : 7.01% ( 45/642 )",
        "implementation.js | 27.59 | 6.67 | 0 | 28.57",
        "browser.js | 0 | 0 | 0 | 0",
    ],
    # 27 ids of one cause take the digest's lines; npm's script line, tape's YAML operator field,
    # a thrown error's object and the coverage summary are not told
    "r14-nyc-tape-get-intrinsic.txt": [
        "get-intrinsic@1.3.1 tests-only",
        "operator: throws",
        "expected: |- [Function: TypeError]",
        "[SyntaxError: intrinsic %% does not exist!]",
        "test/GetIntrinsic.js:91:14",
        "# accessors",
        "Lines : 76.26% ( 106/139 )",
    ],
    # a passing run of three npm scripts: npm's script lines and nyc's table are not told
    "r14-nyc-tape-object.assign.txt": [
        "object.assign@4.1.7 test:implementation",
        "# tests 50",
        "# pass  50",
        "object.assign@4.1.7 test:shim",
        "# ok",
        "implementation.js | 27.59 | 6.67 | 0 | 28.57",
    ],
    # a crash under nyc: npm's script line, the last passing test and nyc's table are not told
    "r14-nyc-tape-side-channel.txt": [
        "side-channel@1.1.1 tests-only",
        "# assert",
        "ok 5 nonexistent value throws",
        "index.js | 83.33 | 40 | 66.67 | 83.33 | 28,31,41",
    ],
    # 76 failures, five of them the environment's: later causes give way to the budget; a
    # chain's last message, told after its place, cut for room
    "r14-pytest-icalendar.txt": [
        "src/icalendar/tests/test_parsing.py:130",
        "src/icalendar/tests/test_icalendar.py::IcalendarTestCase::test_fold_line",
        "src/icalendar/tests/test_icalendar.py::IcalendarTestCase::test_long_lines",
        "TypeError: Expected 'TRUE' or 'FALSE'. Got ture",
    ],
    # later causes give way
    "r14-pytest-mako-continue.txt": [
        "test/test_namespace.py",
        "test/test_template.py::LexerTest::test_via_lookup",
    ],
    # the raise is told at byterange.py:99, not its caller's line 49; pytest's locals line is
    # not told
    "r14-pytest-webob-x.txt": [
        "src/webob/byterange.py:49",
        "start = 0, stop = 0, length = 1",
    ],
    # tape's YAML operator field and the thrown error's object are not told as printed; the
    # accessors crash is told by its message
    "r14-tape-get-intrinsic.txt": [
        "operator: throws",
        "{ [SyntaxError: intrinsic %% does not exist!] message: 'intrinsic %% does not exist!' }",
        "test/GetIntrinsic.js:91:14",
        "# accessors",
    ],
    # a thrown error's object is told cut; later causes give way to the budget
    "r14-tape-object.assign-all.txt": [
        "{ [RangeError: target must be an object] message: 'target must be an object' }",
        "returned object has properties from both",
    ],
    # a thrown error's object is told cut; tape's YAML fields are told as 'expected: ...'
    # without the '|-' marker
    "r14-tape-object.assign-implementation.txt": [
        "{ [RangeError: target must be an object] message: 'target must be an object' }",
        "returned object has properties from both",
        "expected: |- { a: 1, b: 2 }",
        "actual: |- { a: 1 }",
    ],
    # the function's name and the last passing test are not told
    "r14-tape-side-channel.txt": [
        "ok 5 nonexistent value throws",
        "Object.set",
    ],
    # a pass with warnings, told as findings: facts in the report's XML form
    "r14-eslint-object.assign-checkstyle.txt": [
        'severity="warning"',
        '/home/dev/r14js/object.assign-4.1.7/implementation.js"><error line="16" column="27"',
        '<error line="36" column="37"',
        '/home/dev/r14js/object.assign-4.1.7/hasSymbols.js"><error line="33" column="22"',
        '/home/dev/r14js/object.assign-4.1.7/polyfill.js"><error line="39" column="18"',
    ],
    # facts in the report's XML form (attributes, &apos; escapes, eslint.rules.RULE)
    "r14-eslint-side-channel-checkstyle.txt": [
        '<error line="38" column="20" severity="error"',
        "&apos;makeChannel&apos; is not defined. (no-undef)",
        "eslint.rules.no-undef",
        '<error line="9" column="5" severity="error"',
        "&apos;makeSideChannel&apos; is assigned a value but never used. (no-unused-vars)",
        '<error line="33" column="18" severity="error"',
        "&apos;key&apos; is defined but never used. (no-unused-vars)",
    ],
    # facts in the report's XML form (org.eslint.RULE, 'line 38, col 20, Error - ...', suite
    # attributes)
    "r14-eslint-side-channel-junit.txt": [
        'tests="3" errors="3" name="/home/dev/r14js/side-channel-1.1.1/index.js"',
        "org.eslint.no-undef",
        "line 38, col 20, Error - &apos;makeChannel&apos; is not defined. (no-undef)",
        "org.eslint.no-unused-vars",
        "line 9, col 5, Error - &apos;makeSideChannel&apos; is assigned a value but never used. (no-unused-vars)",
        "line 33, col 18, Error - &apos;key&apos; is defined but never used. (no-unused-vars)",
        'tests="1" errors="0" name="/home/dev/r14js/side-channel-1.1.1/test/index.js"',
    ],
    # an example's got/want, in the report's escapes (&#xA;)
    "r14-gotestsum-fastjson-junit.txt": [
        "got:&#xA;obj&#xA;array",
    ],
    # gotestsum's text: its DONE count and '=== FAIL:' lines are not told as printed; one
    # test's later log lines (one per failing data file) are not told
    "r14-gotestsum-gojsonschema-junit.txt": [
        "DONE 21 tests, 2 failures",
        "=== FAIL: . TestSuite",
        "=== FAIL: . TestFormats",
        "testdata/draft4/minLength.json",
        "exact length is valid.",
        'Schema: {"minLength":2}',
        'Data: "fo"',
        'Schema: {"properties":{"bar":{"default":"bad","minLength":4,"type":"string"}}}',
        'Data: "192.168.0.1"',
    ],
    # the report's failures are those gotestsum's text told (DONE 40 tests, 5 failures): its
    # own counts are not told beside them
    "r14-gotestsum-jsonparser-junit.txt": [
        'tests="40" failures="5"',
    ],
    # node's report of a tape file: its failure's text says only that the file failed, and
    # its object's fields are not told
    "r14-node-test-side-channel-junit.txt": [
        'failure="test failed"',
        "[Error: test failed]",
        "code: 'ERR_TEST_FAILURE'",
        "exitCode: 1",
    ],
    # facts in the report's XML form, the source line and pytest's 'collected' line
    "r14-pytest-mako-junit.txt": [
        'errors="2" failures="0" skipped="0" tests="2"',
        "test.test_lookup",
        "test.test_tgplugin",
        "util.to_list(directories, ())",
        'mako/ext/turbogears.py", line 28, in __init__',
        "collected 577 items / 2 errors",
    ],
    # facts in the report's XML form (name=); pytest's 'file:line: in func' frame lines and
    # the raise's place are not told
    "r14-pytest-webob-junit.txt": [
        'name="test_range_content_range_length_none"',
        "src/webob/byterange.py:49: in content_range",
        'name="test_range_for_length_end_is_none"',
        'name="test_serialize_date"',
        'name="test_if_range_match_date"',
        'name="test_request_put"',
        'name="test_set_response_status_code_generic_reason"',
        "src/webob/response.py:459: KeyError",
        'name="test_md5_etag"',
        "src/webob/response.py:1277: NameError",
    ],
    # ruff's defaults: hundreds of findings; facts in the report's XML form (org.ruff.CODE,
    # 'line 33, col 12, ...', attributes)
    "r14-ruff-mako-junit.txt": [
        'tests="334" skipped="0" failures="334"',
        "org.ruff.F821",
        'mako/filters" line="33" column="12"',
        "line 33, col 12, Undefined name `quote_plus`",
        "org.ruff.UP031",
        "org.ruff.I001",
        "org.ruff.E722",
        "Use format specifiers instead of percent format",
        "Import block is un-sorted or un-formatted",
    ],
    # ruff's defaults: hundreds of findings; facts in the report's XML form (org.ruff.CODE,
    # 'line 33, col 12, ...', attributes)
    "r14-ruff-webob-junit.txt": [
        'tests="708" skipped="0" failures="708"',
        "org.ruff.F821",
        'src/webob/response" line="1277" column="22"',
        "line 1277, col 22, Undefined name `md5`",
        "org.ruff.UP004",
        "org.ruff.UP031",
        "org.ruff.I001",
        "org.ruff.F401",
    ],
    # rustc's help under its suggestion (the trait is in the prelude from Edition 2021) is not
    # told
    "r15-cargo-build-ahash.txt": [
        "'std::iter::FromIterator' is included in the prelude starting in Edition 2021",
    ],
    # rustc's help under its suggestion (the trait is in the prelude from Edition 2021) is not
    # told
    "r15-cargo-check-ahash.txt": [
        "'std::iter::FromIterator' is included in the prelude starting in Edition 2021",
    ],
    # 36 failures, each with a full backtrace: later causes give way to the budget (and a
    # doctest line cut to fit keeps its first id and its panic)
    "r15-cargo-test-heck-backtrace-full.txt": [
        "lower_camel::tests::test1",
        'left: "camelCse"',
        "title::tests::test1",
        'left: "Cmel Cse"',
        'left: "we_are_going_to_inherit_the_earth"',
        "src/upper_camel.rs - upper_camel::ToUpperCamelCase (line 12)",
    ],
    # 36 failures: later causes give way to the budget
    "r15-cargo-test-heck-quiet.txt": [
        "upper_camel::tests::test8",
    ],
    # 36 failures: later causes give way, and long values are cut
    "r15-cargo-test-heck.txt": [
        "upper_camel::tests::test3",
        'left: "MxedUCmelCseWthSmeSaces"',
    ],
    # gofmt -d exits 0 whatever it would change: a pass, which says nothing of its diff
    "r15-gofmt-gabs-d.txt": [
        "diff gabs.go.orig gabs.go",
        "- if index>=len(array) {",
        "+ if index >= len(array) {",
        "diff gabs_test.go.orig gabs_test.go",
        "@@ -19,7 +19,7 @@",
        "+ if result != 10 {",
    ],
    # gofmt -l exits 0 whatever it lists: a pass, which says nothing of the files
    "r15-gofmt-gabs.txt": [
        "gabs.go",
        "gabs_test.go",
    ],
    # facts in go test -json's form; three packages' failures past the budget
    "r15-gotest-workspace-json.txt": [
        '"Package":"github.com/Jeffail/gabs","Test":"TestDotPath"',
        "Test_UnsafeSetSymmetricDifference",
        "FAIL\\tgithub.com/hashicorp/go-immutable-radix",
        "FAIL\\tgithub.com/deckarep/golang-set",
        "FAIL\\tgithub.com/Jeffail/gabs",
    ],
    # the JSON's counts and success field, beside jest's own count line; the values of an
    # inline snapshot are cut
    "r15-jest-hashids-json.txt": [
        '"numFailedTestSuites":5,"numFailedTests":78',
        '"numPassedTests":154',
        '"success":false',
        'Received: "Hashids: alphabet must contain at least 16 unique chars, provided: 1234567890"',
        'Received: "eadbeef"',
    ],
    # the values of an inline snapshot are cut
    "r15-jest-hashids-subset.txt": [
        'Received: "Hashids: alphabet must contain at least 16 unique chars, provided: 1234567890"',
    ],
    # ts-jest's type errors: a message's second line and later files' errors are not told
    "r15-jest-hashids-types.txt": [
        "Type 'bigint' is not assignable to type 'number'.",
        "src/hashids.ts:169:19 - error TS2339: Property 'toString' does not exist on type 'never'.",
        "src/tests/requiring.test.ts",
    ],
    # the values of an inline snapshot are cut; later causes and the snapshot count give way
    "r15-jest-hashids-verbose.txt": [
        'Received: "Hashids: alphabet must contain at least 16 unique chars, provided: 1234567890"',
        f"encodeHex/decodeHex using default params {J} should encode '0xDEADBEEF' to 'wpVL4j9g' and decode back correctly",
        'Received: "eadbeef"',
        "1 snapshot failed from 1 test suite",
    ],
    # the values of an inline snapshot are cut; later causes give way
    "r15-jest-hashids.txt": [
        'Received: "Hashids: alphabet must contain at least 16 unique chars, provided: 1234567890"',
        f"encode/decode using custom params {J} should decode '18apy3wlqkjvd5h1id7mn5ore2d06b' to '1, 2, 3'",
    ],
    # long mocha ids (six suites deep) take the room; a stack's function names are not told
    "r15-mocha-deep-diff.txt": [
        "getOrderIndependentHash [as orderIndepHash] (index.js:139:16)",
        "deepDiff",
        "index.js:229:17",
    ],
    # a shared cause tells its first test's place only
    "r15-npm-test-deep-diff-lintfixed.txt": [
        "test/tests.js:142:33",
    ],
    # npm's line naming the script that ran (eslint index.js test) is not told
    "r15-npm-test-deep-diff.txt": [
        "eslint index.js test",
    ],
    # pyright's explanation lines under a message are not told
    "r15-pyright-cssselect.txt": [
        "Tuple size mismatch; expected 3 but received 2 (reportAssignmentType)",
        '"XPathExpr" is not assignable to "str" (reportArgumentType)',
    ],
    # 96 failures: later causes give way, and compared values are cut
    "r15-pytest-bleach.txt": [
        "{(None, 'rel'): 'nofolow'} != {(None, 'rel'): 'nofollow'}",
        "tests/test_linkify.py::test_simple_link",
        '+ rel="nofolow">http://example.com</a>',
        "tests/test_unicode.py::test_mixed_linkify",
        '+ (<a href="http://xample.com" rel="nofolow">xample.com</a>)',
    ],
    # 76 failures: later causes give way to the budget
    "r15-pytest-rfc3986.txt": [
        "AssertionError: assert '%3Athis_shou...case%DF%AB%4C' == '%3athis_shou...case%DF%ab%4c'",
        "rfc3986.exceptions.InvalidAuthority: The authority (127.0.0.1) is not valid.",
        "tests/test_uri.py::TestURIReferencesResolve::test_with_basic_and_relative_uris[127.0.0.1-localhost]",
        "rfc3986.exceptions.ResolutionError: http://127.0.0.1 does not meet the requirements for resolution.",
        "TypeError: UnpermittedComponentError.__init__() missing 2 required positional arguments: 'component_value' and 'allowed_values'",
    ],
    # ruff's warning about its configuration is not told among its findings
    "r15-ruff-cssselect.txt": [
        "The following rules have been removed and ignoring them has no effect",
    ],
    # execa's error object that ran tsc repeats its output in JS strings, which were read as
    # more tsc lines; its own message and tsc's middle explanation line are not told
    "r16-borp-pino-std-serializers.txt": [
        "Command failed with exit code 2: node /home/dev/r16js/pino-std-serializers-7.1.0/node_modules/typescript/bin/tsc",
        "at async runWithTypeScript",
    ],
    # a pass with 266 warnings the crate had: a dozen are listed
    "r16-cargo-clippy-num-bigint.txt": [
        "build.rs:57:13",
        "unexpected `cfg` condition name: `u64_digit`",
        "clippy::mem_replace_with_default",
    ],
    # the crate's warning count is not told beside a failing run's
    "r16-cargo-test-num-bigint.txt": [
        "`num-bigint` (lib) generated 143 warnings",
    ],
    # a clean run: npm's line naming the script is not told
    "r16-eslint-fastify-ajv-compiler.txt": [
        "@fastify/ajv-compiler@4.0.8 lint",
        "eslint",
    ],
    # a table test's cases at one line: three of its messages are told, later ones not (nor,
    # past the room, one a second check's cases pushed out)
    "r16-gotest-doublestar.txt": [
        "#10. Match(`a*`, `abc`) = false, <nil> want true, <nil>",
        '#32. Glob(`test/[a-ζ]*`) != filepath.Glob(...). Got []string{"test/\u03b1", "test/z", "test/x", "test/c", "test/b", "test/a"}',
        '#63. Glob(`test/a/**`) = []string{"test/a/c/b", "test/a/b/c/d", "test/a/abc"} - doesn\'t contain a/b, but should',
    ],
    # testify's long expected and actual values are cut; a later case's message is not told
    "r16-gotest-godiff.txt": [
        '<ins style=\\"background:#e6ffe6\\">c&amp;d</ins>',
    ],
    # three packages' failures: later tests give way to the budget
    "r16-gotest-workspace-json.txt": [
        "TestDiffMainWithCheckLines",
        "TestPatchApply",
    ],
    # a table test's cases at one line: three of its messages are told, later ones not
    "r16-gotestsum-doublestar.txt": [
        '#63. Glob(`test/a/**`) = []string{"test/a/c/b", "test/a/b/c/d", "test/a/abc"} - doesn\'t contain a/b, but should',
    ],
    # testify's long expected and actual values are cut
    "r16-gotestsum-godiff.txt": [
        '<ins style=\\"background:#e6ffe6\\">c&amp;d</ins>',
    ],
    # the change's errors among 32 the project had: later ones give way (no baseline or diff was
    # recorded)
    "r16-mypy-pycparser.txt": [
        'pycparser/c_generator.py:523: error: Unexpected keyword argument "allow_comma" for "_visit_expr" of "CGenerator"  [call-arg]',
    ],
    # a test whose failure is in another file than its own place, and an error code in the
    # error's object, are not told
    "r16-node-test-fastify-ajv-compiler-plain.txt": [
        "test/standalone.test.js:36:5",
        "FST_ERR_SCH_VALIDATION_BUILD",
    ],
    # a test past the room, another whose failure is in another file, an error code and a
    # coverage row are not told
    "r16-node-test-fastify-ajv-compiler.txt": [
        "test/index.test.js:171:1",
        "test/standalone.test.js:36:5",
        "FST_ERR_SCH_VALIDATION_BUILD",
        "validator-compiler.js | 96.55 | 94.44 | 100 | 96.55 | 50-51",
    ],
    # long diffs are cut; later causes give way
    "r16-node-test-fastify-cookie-spec.txt": [
        "+ 'bar=test; Partitioned; SameSite=Strict'",
        "- 'bar=test; Partitioned; SameSite=Lax'",
        "+ renew: true,",
        "test at test/signer.test.js:82:3",
        "signer.unsign tries to decode using all keys till it finds",
        "test at test/signer.test.js:121:3",
        "TypeError: Algorithm invalid is not supported.",
    ],
    # node's YAML expected/actual fields are not told (the diff's first lines are); later
    # causes give way
    "r16-node-test-fastify-cookie.txt": [
        "actual: 'bar=test; Partitioned; SameSite=Strict'",
        "unsginCookie via fastify instance",
        "Signer handles algorithm properly",
        "TypeError: Algorithm invalid is not supported.",
        'The validation function is expected to return "true". Received false',
        "signer.js | 93.65 | 89.65 | 100 | 93.65 | 58-59,62-67",
    ],
    # a parametrized id among many failing alike, and the compared values, give way
    "r16-pytest-markdown-it-py-verbose.txt": [
        "tests/test_api/test_main.py::test_ruler_cache_after_invalid_rule[enableOnly]",
        "tests/test_cmark_spec/test_spec.py::test_spec[entry62]",
        "AssertionError: assert '<h7>foo</h7>\\n' == '<p>####### foo</p>\\n'",
    ],
    # later causes give way (one to the pytest.raises line that expected KeyError)
    "r16-pytest-markdown-it-py.txt": [
        "tests/test_api/test_main.py::test_ruler_cache_after_invalid_rule[enableOnly]",
        "tests/test_cmark_spec/test_spec.py::test_spec[entry62]",
        "AssertionError: assert '<h7>foo</h7>\\n' == '<p>####### foo</p>\\n'",
        "+ <p>!&quote;#$%&amp;'()*+,-./:;&lt;=&gt;?@[\\]^_`{|}~</p>",
    ],
    # 108 failures over subtests: later causes give way, and a message repeated at two places
    # takes two lines
    "r16-pytest-pycparser.txt": [
        "tests/test_c_generator.py::TestCtoC::test_issue37",
        "TypeError: CGenerator._visit_expr() got an unexpected keyword argument 'allow_comma'",
        "NameError: name 'allow_comma' is not defined",
        "pycparser/c_generator.py:230: NameError",
        "pycparser.c_parser.ParseError: :1:1: Invalid function definition",
        "tests/test_c_parser.py::TestCParser_fundamentals::test_coords",
    ],
    # 393 errors: later errors and messages give way
    "r16-tsc-fastify-cookie-checkjs.txt": [
        "error TS2775: Assertions require every name in the call target to be declared with an explicit type annotation.",
        "signer.js:13:18 - error TS7006: Parameter 'secrets' implicitly has an 'any' type.",
        "test/signer.test.js:35:45 - error TS2554: Expected 0-1 arguments, but got 2.",
    ],
    # tstyche's report is not read (a tool no round had)
    "r16-tstyche-fastify-cookie.txt": [
        "fail ./types/index.tst.ts",
        "Type '{ renew: false; valid: true; value: string; }' is not assignable to type 'UnsignResult'.",
        "./types/index.tst.ts:222:3",
        "Targets: 1 failed, 1 total",
        "Test files: 1 failed, 1 total",
    ],
    # unittest's frames and source lines are not told; a test id among many gives way
    "r16-unittest-pycparser.txt": [
        'pycparser/c_generator.py", line 523, in visit_Switch',
        'self._assert_ctoc_correct("register int a;")',
        "test_coords (tests.test_c_parser.TestCParser_fundamentals.test_coords)",
    ],
    # a cause past the room, now that cut compared values are told by their diff's lines
    "r4-pytest-werkzeug.txt": [
        "werkzeug.exceptions.RequestedRangeNotSatisfiable: 416 Requested Range Not Satisfiable",
    ],
    # rustc's help under a mismatched type (a conversion) is not told
    "r17-cargo-check-ipnet.txt": [
        "help: you can convert a `u8` to a `usize`",
    ],
    # a pass with 230 pedantic and nursery warnings: a dozen are listed, and cargo's counts
    # for the lib and each test target are not all said
    "r17-cargo-clippy-bytes-pedantic.txt": [
        "clippy::use-self",
        "`as` casting between raw pointers without changing their constness",
        "clippy::ptr-as-ptr",
        "#[should_panic] attribute without a reason",
        "redundant else block",
        "redundant clone",
        "tests/test_bytes.rs:331:14",
        "collection is never read",
        "clippy::incompatible_msrv",
    ],
    # a pass with the crate's own warnings: a dozen are listed
    "r17-cargo-clippy-ipnet.txt": [
        "usage of a legacy numeric method",
    ],
    # a pass with the crate's own warnings: a dozen are listed
    "r17-cargo-clippy-unicode-bidi.txt": [
        "match expression looks like `matches!` macro",
        "clippy::partialeq_to_none",
    ],
    # cargo's progress line for a failed test, escaped bytes in a debug value, and a passing
    # binary's count are not told
    "r17-cargo-test-bytes-nofailfast.txt": [
        "fmt ... FAILED",
        "\\\\x0b\\\\x0c",
        "\\\\x0B\\\\x0C",
        "test result: ok. 136 passed; 0 failed; 1 ignored",
    ],
    # a should_panic test's panic message and cargo's Running line are not told
    "r17-cargo-test-bytes.txt": [
        "Running tests/test_bytes.rs",
    ],
    # an example's got/want lines past its first difference are not told
    "r17-gotest-godebug.txt": [
        "- and secure the Blessings of Liberty to ourselves",
        "-and secure the Blessings of Liberty to ourselves",
        "Stolen: False,",
        "Stolen: false,",
    ],
    # three packages' failures: later values and subtests give way to the budget
    "r17-gotest-workspace-json.txt": [
        'got "1.6.6 is lesser than 1.12.7"',
        "Stolen: False,",
        'actual  : "key-value delimeter not found: foo\\n"',
        'actual  : []string{"NAME", "VERSION"}',
    ],
    # jake's report is not read (a runner no round had)
    "r17-jake-convert-units-partial.txt": [
        "jake test --trace",
        "*** Running test/list.js ***",
        "list",
        "jake aborted.",
        "Converter.list (/home/dev/js17/convert-units/lib/index.js:227:3)",
    ],
    # jake's report is not read (a runner no round had)
    "r17-jake-convert-units.txt": [
        "jake test --trace",
        "*** Running test/best.js ***",
        "post-cut off number",
        "jake aborted.",
        "unit: 'cm'",
        "val: 1000",
        "unit: 'm'",
        "val: 10",
        "tests.post-cut off number (/home/dev/js17/convert-units/test/best.js:74:10)",
    ],
    # node's loose deep-equal diff is told by its first changed lines, not its object's fields
    # facts in the report's JSON form ("fullTitle": "list")
    "r17-mocha-convert-units-json.txt": [
        '"fullTitle": "post-cut off number"',
        '"fullTitle": "list"',
        '"fullTitle": "list by measure"',
        '"fullTitle": "C to K"',
        '"fullTitle": "K to C"',
        '"fullTitle": "F to K"',
        '"fullTitle": "R to K"',
    ],
    # mocha's exports interface names each test's frame 'tests.NAME (file:l:c)': the frames
    # are told as places, not as printed
    "r17-mocha-convert-units-partial.txt": [
        "Converter.list (lib/index.js:227:3)",
        "tests.list (test/list.js:6:24)",
        "tests.list by measure (test/list.js:23:28)",
        "tests.C to K (test/temperature.js:6:10)",
        "tests.F to K (test/temperature.js:22:10)",
    ],
    # mocha's exports interface names each test's frame 'tests.NAME (file:l:c)': the frames
    # are told as places, not as printed
    "r17-mocha-convert-units.txt": [
        "tests.list by measure (test/list.js:23:28)",
        "tests.list (test/list.js:6:24)",
        "tests.C to K (test/temperature.js:6:10)",
        "tests.F to K (test/temperature.js:22:10)",
    ],
    # a subprocess's stderr in a failure and a long parametrized value are not told
    "r17-pytest-ecdsa.txt": [
        "numbers=[2, 1],",
    ],
    # 26 failures: a later cause gives way
    "r17-pytest-isodate.txt": [
        "tests/test_time.py::test_parse[232050-expectation0-%H%M%S%z]",
        "tests/test_pickle.py::test_pickle_datetime",
    ],
    # unittest's assertEqual message under pytest is cut before its values' end
    "r17-pytest-parsimonious.txt": [
        "\"Rule 'starts_with_a' did not match at 'burp' (line 1, column 0).\" != \"Rule 'starts_with_a' didn't match at 'burp' (line 1, column 1).\"",
        "begins with 'bang' (line 1, column 11).\" != \"Rule[87 chars]ng portion of the text begins with 'bang' (line 1, column 12).",
    ],
    # T201 is counted in the +N more line
    "r17-ruff-wsproto-concise.txt": [
        "T201 `print` found",
    ],
    # ruff's configured rules: 153 findings, 2 the change's; later codes are counted in the +N
    # more line
    "r17-ruff-wsproto.txt": [
        "T201 `print` found",
        "UP045 Use `X | None` for type annotations",
    ],
    # 413 errors in a bundle, 410 of them there before: the change's TS2339 gives way
    "r17-tsc-jstat-checkjs.txt": [
        "dist/jstat.js(827,16): error TS2339: Property 'cumreduce' does not exist on type",
        "dist/jstat.js(833,16): error TS2339: Property 'cumreduce' does not exist on type",
    ],
    # unittest's assertEqual message is cut before its values' end
    "r17-unittest-parsimonious.txt": [
        "\"Rule 'starts_with_a' did not match at 'burp' (line 1, column 0).\" != \"Rule 'starts_with_a' didn't match at 'burp' (line 1, column 1).\"",
        "(line 1, column 11).\" != \"Rule[87 chars]ng portion of the text begins with 'bang' (line 1, column 12).",
    ],
    # vows's dot reporter is not read (its spec reporter is); node's crash is told by its
    # error
    "r17-vows-jstat-dot.txt": [
        "return jStat.cumreduce(arr, function (a, b) { return a * b; });",
        "Function.cumprod (/home/dev/js17/jstat/dist/jstat.js:833:16)",
        "jProto.<computed> [as cumprod] (/home/dev/js17/jstat/dist/jstat.js:1169:29)",
        "[DEP0094] DeprecationWarning",
        "Node.js v20.20.2",
    ],
    # 41 failures of vows --spec: later causes past the room (a node crash between them is
    # told by its error)
    "r17-vows-jstat-partial.txt": [
        "dist/jstat.js:827:16",
        "test/vector/cumprod-test.js:13:30",
        "median full matrix",
        "got 4 (==)",
        "return basic meddev",
        "expected 1.5,",
    ],
    # vows's dot reporter is not read (its spec reporter is); node's crash is told by its
    # error
    "r17-vows-jstat-vector.txt": [
        "Function.cumprod (/home/dev/js17/jstat/dist/jstat.js:833:16)",
        "Timeout._onTimeout (/home/dev/js17/jstat/dist/jstat.js:1157:47)",
    ],
    # 57 failures of vows --spec: later causes past the room
    "r17-vows-jstat.txt": [
        "jStat.cumsum",
        "return basic cumsum",
        "dist/jstat.js:827:16",
        "test/vector/cumsum-test.js:13:30",
        "return basic variance using sample",
        "expected 2.5,",
        "jStat.median",
        "median full matrix",
        "got 4 (==)",
        "median matrix cols",
        "got [ 3, 4 ]",
        "return sub matrix at index list",
        "TypeError: Cannot read properties of undefined (reading '1')",
        "dist/jstat.js:189:30",
        "test/core/col-test.js:18:16",
        "test/core/sliceAssign-test.js",
        "test/linearalgebra/lstsq-test.js:22:31",
        "[DEP0094] DeprecationWarning: assert.fail() with more than one argument is deprecated.",
    ],
    # errors said as "src/fraction.js:958:21 error ... no-undef; also at ..." when warnings
    # share the digest (not as eslint printed them under the file's name)
    "r4-eslint-fraction.txt": [
        "986:21  error 'ifloor' is not defined",
        "1013:16  error 'ifloor' is not defined",
    ],
    # the name the import should have used, in rustc's help under the source line
    "r18-cargo-build-proc-macro2-rename.txt": [
        "is_xid_start",
    ],
    # a passing run's many warnings: the change's lint among the crate's, past the room
    "r18-cargo-clippy-minimal-lexical.txt": [
        "warning: `minimal-lexical` (lib) generated 16 warnings (run `cargo clippy --fix --lib -p minimal-lexical -- ` to apply 10 suggestions)",
    ],
    # clippy's notes on which setting denied each lint
    "r18-cargo-clippy-proc-macro2-deny-clippy-all.txt": [
        "`-D clippy::len-zero` implied by `-D clippy::all`",
        "`-D clippy::needless-return` implied by `-D clippy::all`",
        "`-D clippy::format-in-format-args` implied by `-D clippy::all`",
        "`-D clippy::incompatible-msrv` implied by `-D clippy::all`",
    ],
    # the Cargo.toml line rustc's help suggests
    "r18-cargo-clippy-proc-macro2-deny.txt": [
        "unexpected_cfgs = { level = \"warn\", check-cfg = ['cfg(procmacro2_semver_exempt)'] }",
    ],
    # 13 failures in 5 targets: values cut at the line's width, a target's count, the
    # 13th failure past the budget
    "r18-cargo-test-minimal-lexical.txt": [
        "right: (3.6893488e20, [0, 0, 48, 48, 54])",
        "right: (-31703, 9223372036854775808)",
        "test result: FAILED. 0 passed; 6 failed; 0 ignored; 0 measured; 0 filtered out",
        "assertion failed: expected == parse::parse_float::<F, _, _>(integer, fraction, exponent)",
        "tests/slow_tests.rs:87:5",
        "bit_length_test",
        "tests/vec_tests.rs:337:5",
        "left: 96",
        "right: 97",
    ],
    # the progress line, as the runner printed it
    "r18-cargo-test-proc-macro2-default.txt": [
        "test lit ... FAILED",
    ],
    # the progress line, as the runner printed it
    "r18-cargo-test-proc-macro2-filter.txt": [
        "literal_byte_string ... FAILED",
    ],
    # -q's progress lines
    "r18-cargo-test-proc-macro2-q-targets.txt": [
        "lit --- FAILED",
        "ident_number --- FAILED",
        "literal_byte_string --- FAILED",
    ],
    # the progress line; the panic's words as rustc's note quotes them (told as the panic)
    "r18-cargo-test-proc-macro2.txt": [
        "thread 'lit'",
        "ident_number - should panic ... FAILED",
        'panic message: "Ident cannot be a number; use a Literal instead"',
    ],
    # 24 failures of one bug: later tests' logs past the budget
    "r18-go-test-crypto-json.txt": [
        "TestUint16",
        "cryptobyte_test.go:124: ReadUint16() == false, want true",
        "hkdf_test.go:365: key expansion overflowed: n = 1, err = <nil>",
    ],
    # passing tests
    "r18-go-test-crypto-run.txt": [
        "TestHKDFMultiRead",
        "TestBcryptingIsCorrect",
    ],
    # 24 failures of one bug: later tests' logs past the budget
    "r18-go-test-crypto-v.txt": [
        "TestUint16",
        "cryptobyte_test.go:124: ReadUint16() == false, want true",
        "hkdf_test.go:365: key expansion overflowed: n = 1, err = <nil>",
        "TestReadASN1IntegerSigned/big.Int",
    ],
    # 24 failures of one bug: later tests' logs past the budget
    "r18-go-test-crypto.txt": [
        "TestUint16",
        "cryptobyte_test.go:124: ReadUint16() == false, want true",
        "hkdf_test.go:365: key expansion overflowed: n = 1, err = <nil>",
        "cryptobyte_test.go:493: s.ReadASN1Integer(&n) = false, n = 0; want true, n = -8388608 (i = 0)",
    ],
    # a passing test
    "r18-go-test-net-run.txt": [
        "TestHeaderValuesContainsToken",
    ],
    # a package that only failed to build its test (told in the count); later log lines
    "r18-go-test-net.txt": [
        "golang.org/x/net/http2/h2c",
        'httplex_test.go:116: PunycodeHostPort("bücher.de") = "xn-bcher-kva.de", <nil>, want "xn--bcher-kva.de", nil',
        'idna_test.go:35: ToUnicode("example.xn--p1ai"): idna: invalid label "-p1ai"',
    ],
    # 41 places of one message: a cause keeps 32; a package header
    "r18-go-vet-crypto.txt": [
        "ssh/session_test.go:39:4",
        "golang.org/x/crypto/ssh/agent",
        "ssh/agent/client_test.go:369:4",
        "ssh/agent/server_test.go:57:4",
    ],
    # 692 errors the project had: the change's [misc] among them, a code's name
    "r18-mypy-pydash-strict.txt": [
        "[no-untyped-def]",
    ],
    # the coverage table's row of a run that failed its tests
    "r18-pytest-multipart-cov.txt": [
        "python_multipart/multipart.py 864 5 99% 88, 252, 886, 888, 1033",
    ],
    # one parametrized cause's other values
    "r18-pytest-pydash-n4.txt": [
        "AssertionError: assert [] == [[1, 2, 3, 4, 5]]",
        "AssertionError: assert 'hi-diddly-ho there, ne...' == 'hi-diddly-ho there, n...'",
    ],
    # 349 failures of a plugin not installed lead; the change's 11 past the budget
    "r18-pytest-pydash-q-tb-line.txt": [
        "Unknown pytest.mark.mypy_testing",
        "tests/test_arrays.py:26: assert [[1, 2], [3, 4]] == [[1, 2], [3, 4], [5]]",
        "tests/test_arrays.py::test_chunk[case5-expected5]",
        "tests/test_strings.py:221: AssertionError: assert 'abc&lt;&gt; ...;&#39&#96;efg' == 'abc&lt;&gt; ...&#39;&#96;efg'",
        "tests/test_strings.py:1092: AssertionError: assert '123456...' == '12345...'",
        "tests/test_strings.py::test_truncate[case0-hi-diddly-ho there, neighbo...]",
        "src/pydash/utilities.py:1163: TypeError: attempts must be an integer greater than 0",
        "tests/test_utilities.py::test_retry_invalid_args[case1-ValueError]",
    ],
    # one parametrized cause's other values
    "r18-pytest-pydash-v.txt": [
        "AssertionError: assert '123456...' == '12345...'",
    ],
    # facts in eslint's JSON form; the digest says them as eslint's own lines
    "r18-eslint-array-includes-json.txt": [
        '"filePath":"/home/dev/r18js/array-includes-3.2.0/index.js"',
        '"ruleId":"no-unused-vars"',
        '"line":13,"column":5',
        '"ruleId":"no-undef"',
        '"line":19,"column":25',
        '"errorCount":2',
    ],
    # nyc's table of a run whose tests failed; the crash's column in instrumented code
    "r18-nyc-tape-array-includes.txt": [
        "Statements : 97.96% ( 48/49 )",
        "polyfill.js",
    ],
    # the values of a message chai did not cut, as vitest prints them again under it
    "r18-vitest-sqids-verbose.txt": [
        'Expected: "86Rf07xd"',
        'Received: "86Rf07xd4"',
    ],
    # the values of a message chai did not cut, as vitest prints them again under it
    "r18-vitest-sqids.txt": [
        'Expected: "86Rf07xd"',
        'Received: "86Rf07xd4"',
    ],
    # a long Debug value cut in the middle
    # c8's table row of a run whose tests failed
    "r19-c8-node-test-fastify-error.txt": [
        "All files | 100 | 100 | 100 | 100 |",
    ],
    # facts in eslint's JSON form; the digest says them as eslint's own lines
    "r19-eslint-fastq-json.txt": [
        '"ruleId":"no-unused-vars"',
        '"line":114,"column":9',
        '"ruleId":"@stylistic/semi"',
        '"ruleId":"eqeqeq"',
        '"line":336,"column":38',
        '"errorCount":3',
    ],
    # 159 missing annotations in the tests: a place past the budget
    "r19-mypy-w3lib-strict.txt": [
        "tests/test_url.py:1607",
    ],
    # a crash's source line and places, and node's own 'test failed' (each file's crash is said)
    "r19-node-test-fastify-crash.txt": [
        "plainTextParser: defaultPlainTextParser",
        "fastify.js:45:27",
        "test/internals/content-type-parser.test.js:10:1",
        "'test failed'",
    ],
    # a later cause's message past the budget
    "r19-node-test-fastify-error-dot.txt": [
        "Fastify error code must not be empty",
    ],
    # a later cause's message past the budget
    "r19-node-test-fastify-error-spec.txt": [
        "Fastify error code must not be empty",
    ],
    # a later cause past the budget
    "r19-node-test-fastify-error.txt": [
        "Fastify error code must not be empty",
    ],
    # a later cause past the budget; a test's own place
    "r19-node-test-fastify-spec.txt": [
        "test/internals/reply.test.js:1264:1",
        "actual: 'application/json; charset=utf8'",
        "expected: 'application/json; charset=utf-8'",
    ],
    # a parent's count of its failed subtests; a test's own place
    "r19-node-test-fastify.txt": [
        "4 subtests failed",
        "test/internals/reply.test.js:1264:1",
    ],
    # a later cause past the budget; nyc's reasons and table of a failing run
    "r19-nyc-tape-fastq.txt": [
        "global error handler should catch the error",
        "Coverage for branches (91.93%) does not meet global threshold (100%)",
        "queue.js | 94.97 | 91.93 | 90.62 | 94.88 | 309-324,331",
    ],
    # 41 failures over 30 languages: later ones past the budget
    "r19-pytest-num2words-tbshort.txt": [
        "tests/test_en.py::Num2WordsENTest::test_ordinal_num",
        "AssertionError: '10nth' != '10th'",
        "tests/test_ru.py::Num2WordsRUTest::test_to_currency",
        "'одна тысяча одиннадцать евро и один цент' != 'сто один евро и одиннадцать центов'",
        "ValueError: Cannot treat negative num -12 as ordinal.",
    ],
    # 41 failures over 30 languages: later ones past the budget
    "r19-pytest-num2words-v.txt": [
        "tests/test_en.py::Num2WordsENTest::test_ordinal_num",
        "AssertionError: '10nth' != '10th'",
        "tests/test_ru.py::Num2WordsRUTest::test_to_currency",
        "'одна тысяча одиннадцать евро и один цент' != 'сто один евро и одиннадцать центов'",
        "ValueError: Cannot treat negative num -12 as ordinal.",
        "tests/test_pt.py::Num2WordsPTTest::test_cardinal_float_negative",
    ],
    # 41 failures over 30 languages: later ones past the budget; xdist's workers line
    "r19-pytest-num2words-xdist.txt": [
        "4 workers [1192 items]",
        "AssertionError: 'twelve point' != 'twelve point five'",
        "Tuples differ: (10, 1, False) != (1, 1, False)",
        "tests/test_ru.py::Num2WordsRUTest::test_to_currency",
        "'одна тысяча одиннадцать евро и один цент' != 'сто один евро и одиннадцать центов'",
        "ValueError: Cannot treat negative num -12 as ordinal.",
    ],
    # the coverage table's rows of a failing run
    "r19-pytest-w3lib-cov.txt": [
        "w3lib/util.py 36 4 89%",
        "w3lib/html.py 111 6 95%",
    ],
    # the argument the project's frame passed
    "r19-pytest-w3lib-x.txt": [
        "encoding = 'ascii'",
    ],
    # 38 failures: later causes past the budget, and the names of tests that never ended
    # past the line's width
    "r19-tape-fastq.txt": [
        "global error handler should catch the error",
        "test exited without ending: abort rejects all pending promises",
    ],
    # tsc --pretty's source lines
    "r19-tsc-fastq-pretty.txt": [
        "cb(null, 'hello ' + task)",
        "cb(null, 'the meaning of life is ' + (this.base * task))",
    ],
    # 42 failures over 30 languages: later ones past the budget
    "r19-unittest-num2words.txt": [
        "tests.test_cli (unittest.loader._FailedTest.tests.test_cli)",
        "test_ordinal_num (tests.test_en.Num2WordsENTest.test_ordinal_num)",
        "AssertionError: '10nth' != '10th'",
        "test_cardinal_for_float_number (tests.test_en.Num2WordsENTest.test_cardinal_for_float_number)",
        "'twelve point' != 'twelve point five'",
        "test_to_currency (tests.test_ru.Num2WordsRUTest.test_to_currency)",
    ],
    # the race report's frames and the test's line that tells it
    "r19-gotest-cron-race-verbose.txt": [
        "github.com/robfig/cron/v3.(*Cron).entrySnapshot()",
        "github.com/robfig/cron/v3.(*Cron).Entries()",
        "cron.go:180",
        "github.com/robfig/cron/v3.(*Cron).run()",
        "testing.go:1319: race detected during execution of test",
    ],
    # the race report's frames and the test's line that tells it
    "r19-gotest-cron-race.txt": [
        "github.com/robfig/cron/v3.(*Cron).entrySnapshot()",
        "github.com/robfig/cron/v3.(*Cron).Entries()",
        "cron.go:180",
        "Previous write at",
        "github.com/robfig/cron/v3.(*Cron).run()",
        "cron_test.go:215",
        "cron_test.go:469",
        "testing.go:1319: race detected during execution of test",
    ],
    # a later case's words, past the line's width; -json's last event
    "r19-gotest-regexp2-json.txt": [
        '"Output":"FAIL\\tgithub.com/dlclark/regexp2\\t',
    ],
    # a test's count of its failed cases, past its line's width; -json's last event
    "r19-gotest-regexp2-wide-json.txt": [
        "regexp_pcre_test.go:22: 114 of 769 patterns failed",
        "Expected match for pattern 'a(bc)d' with input 'ABCD', but got no match",
        '"Output":"FAIL\\tgithub.com/dlclark/regexp2\\t',
    ],
    # a later case's words, past the line's width; a package without tests
    "r19-gotest-regexp2.txt": [
        "github.com/dlclark/regexp2/syntax [no test files]",
    ],
    # a later place of a lint; lints' names as clippy's notes write them (with dashes)
    "r19-cargo-clippy-rayon-core-deny.txt": [
        "src/thread_pool/test.rs:97:22",
        "clippy::type-complexity",
        "clippy::unnecessary-cast",
        "unpredictable-function-pointer-comparisons",
    ],
    # a pass with 313 pedantic warnings: the commonest lints (ranked last, as a project's
    # settings), names as clippy's notes write them, cargo's counts
    "r19-cargo-clippy-rayon-core-pedantic-nursery.txt": [
        "clippy::use-self",
        "consider adding a `;` to the last statement for consistent formatting",
        "this could be a `const fn`",
        "clippy::missing-const-for-fn",
        "pub(crate) struct inside private module",
        "clippy::redundant-pub-crate",
        "item in documentation is missing backticks",
        "clippy::doc-markdown",
        "missing `#[must_use]` attribute on a method returning `Self`",
        "casting `usize` to `u32` may truncate the value",
    ],
    # 12 failures: values cut at the line's width, a target's count past the budget
    "r19-cargo-test-rayon-core-bugs.txt": [
        "src/broadcast/test.rs:201:5",
        'right: "The global thread pool has already been initialized."',
        "right: [0, 1, 4, 9, 16]",
    ],
    # the passing targets' counts past what a count line holds (the fourth one's)
    "r19-cargo-test-tracing-core.txt": [
        "test result: ok. 11 passed; 0 failed; 2 ignored",
    ],
    # the name rustc's help suggests
    "r20-cargo-build-parking_lot.txt": [
        "const_fair_lock",
    ],
    # a denied warning's words as cargo prints them under -D warnings
    "r20-cargo-clippy-erased_serde-deny.txt": [
        "error: unexpected `cfg` condition name: `no_maybe_uninit`",
    ],
    # a pass's lints: one named as clippy's notes write it (with dashes)
    "r20-cargo-clippy-erased_serde-pedantic.txt": [
        "clippy::elidable-lifetime-names",
    ],
    # a pass with 103 pedantic warnings: the commonest lints, names as clippy's notes
    # write them, cargo's counts
    "r20-cargo-clippy-parking_lot-pedantic.txt": [
        "clippy::ref-as-ptr",
        "this method could have a `#[must_use]` attribute",
        "src/condvar.rs:28:12",
        "item in documentation is missing backticks",
        "adding items after statements is confusing",
        "clippy::semicolon-if-nothing-returned",
    ],
    # a style code
    "r20-flake8-configobj.txt": [
        "W293 blank line contains whitespace",
    ],
    # 331 errors the project had: the change's among them, past the budget
    "r20-mypy-configobj-strict.txt": [
        'src/configobj/validate.py:847: error: Name "_is_num_param" is not defined  [name-defined]',
        'src/configobj/validate.py:998: error: Name "_is_num_param" is not defined  [name-defined]',
        'src/configobj/validate.py:1070: error: Name "_is_num_param" is not defined  [name-defined]',
        "Function is missing a type annotation  [no-untyped-def]",
    ],
    # later places of a message, said as "also at"
    "r20-mypy-hyperlink.txt": [
        'src/hyperlink/_url.py:1638: error: Name "_resolve_dot_segments" is not defined',
        'src/hyperlink/test/test_url.py:412: error: "str" has no attribute "to_text"',
    ],
    # 75 errors, most the project's: the change's past the budget
    "r20-pyright-hyperlink.txt": [
        '_url.py:1638:18 - error: "_resolve_dot_segments" is not defined (reportUndefinedVariable)',
        '_url.py:2113:13 - error: Argument of type "Text" cannot be assigned to parameter "url" of type "URL" in function "_clone"',
        'test_url.py:405:39 - error: Cannot access attribute "to_text" for class "Text"',
        'test_url.py:412:39 - error: Cannot access attribute "to_text" for class "Text"',
    ],
    # coverage rows
    "r20-pytest-configobj-cov.txt": [
        "TOTAL 1390 401 612 86 68%",
        "src/configobj/validate.py 279 150 92 12 41%",
    ],
    # 35 doctest failures, 31 the project's: the change's past the budget; an example that
    # raised is told at the root exception's place, its own line as `[line 947: >>> ...]`
    "r20-pytest-configobj-doctest.txt": [
        "UNEXPECTED EXCEPTION: ValueError('Value \"off\" is neither True nor False')",
        "/home/dev/r20py/configobj-5.0.9/src/configobj/__init__.py:947: UnexpectedException",
        "src/configobj/validate.py::configobj.validate._is_numeric_param",
        "UNEXPECTED EXCEPTION: NameError(\"name '_is_num_param' is not defined\")",
        "src/configobj/validate.py::configobj.validate._test2",
        "/home/dev/r20py/configobj-5.0.9/src/configobj/validate.py:1348: UnexpectedException",
        "src/configobj/validate.py::configobj.validate._test3",
        "/home/dev/r20py/configobj-5.0.9/src/configobj/validate.py:1397: UnexpectedException",
    ],
    # the exception a chain began with, --tb=line tells only its last
    "r20-pytest-configobj-tbline.txt": [
        "KeyError: 'off'",
    ],
    # a test folded with another failing at the same line with other values
    "r20-pytest-hyperlink-v.txt": [
        "TypeError: expected integer for port, not 'smash'",
        'self.assertRaises(URLParseError, URL.from_text, "ftp://portmouth:smash")',
    ],
    # a test folded with another failing at the same line with other values
    "r20-pytest-hyperlink.txt": [
        "TypeError: expected integer for port, not 'smash'",
        "ValueError: invalid literal for int() with base 10: 'smash'",
        'self.assertRaises(URLParseError, URL.from_text, "ftp://portmouth:smash")',
    ],
    # a chain's frames and its first exception
    "r20-unittest-hyperlink.txt": [
        "TypeError: expected integer for port, not 'smash'",
        'File "/home/dev/r20py/hyperlink-21.0.0/src/hyperlink/_url.py", line 1410, in from_text',
    ],
    # a test's later checks at its third line; -json's package lines
    "r20-gotest-krpretty-json-run.txt": [
        "diff_test.go:254: missing: S.A: 0 != 1",
        "FAIL\\tgithub.com/kr/pretty",
        "FAIL\\tgithub.com/kr/text",
    ],
    # the fatal error's stack's frames, as printed
    "r20-gotest-krpretty-race.txt": [
        "github.com/kr/pretty.diffPrinter.diff(",
        "/kr/pretty/diff.go:200",
        "github.com/kr/pretty.TestDiff(",
        "/kr/pretty/diff_test.go:133",
    ],
    # a test's later checks at its third line
    "r20-gotest-krpretty-v.txt": [
        "diff_test.go:254: missing: S.A: 0 != 1",
    ],
    # a test's later checks at its third line; the panicking test's frame
    "r20-gotest-krpretty.txt": [
        "diff_test.go:254: missing: S.A: 0 != 1",
        "github.com/kr/text.TestWrap",
    ],
    # -json's package lines, as the events write them
    "r20-gotest-protobuf-json.txt": [
        "FAIL\\tgithub.com/golang/protobuf/ptypes",
        "FAIL\\tgithub.com/golang/protobuf/jsonpb",
    ],
    # 105 findings the project had: later ones past the budget
    "r20-govet-protobuf.txt": [
        "proto/all_test.go:1325:28: github.com/golang/protobuf/proto/test_proto.Communique_Msg composite literal uses unkeyed fields",
        "proto/all_test.go:2522:11: result of (*github.com/golang/protobuf/protoc-gen-go/descriptor.FileDescriptorProto).String call not used",
    ],
    # the coverage table's rows
    "r20-jest-minisearch-cov.txt": [
        "MiniSearch.ts | 98.59 | 94.7 | 97.4 | 99.34 | 1541,1648,2250",
        "SearchableMap.ts | 99.24 | 97.91 | 100 | 100 | 265",
    ],
    # the JSON's counts, beside jest's own count line; its success field
    "r20-jest-minisearch-json.txt": [
        '"numFailedTests":12',
        '"success":false',
    ],
    # ts-jest's later type errors in a suite that failed to run
    "r20-jest-minisearch-tsdiag.txt": [
        "src/MiniSearch.ts:1742:35 - error TS2551: Property 'atPrefix' does not exist on type 'SearchableMap<FieldTermData>'. Did you mean '_prefix'?",
        "src/MiniSearch.ts:1748:51 - error TS2554: Expected 3 arguments, but got 2.",
        "An argument for 'limit' was not provided.",
    ],
    # --verbose's progress marks
    "r20-jest-minisearch-verbose.txt": [
        "✕ returns all entries having the given maximum edit distance from the given key",
        "✕ throws error on duplicate ID",
        "✕ executes fuzzy search",
        "✕ assigns weights to prefix matches and fuzzy matches",
        "✕ respects the custom defaults set in the constructor",
    ],
    # a later failure past the budget
    "r20-jest-minisearch.txt": [
        f"MiniSearch {J} autoSuggest {J} applies the default search options if not overridden by the auto suggest defaults",
    ],
    # a later failure past the budget
    "r20-mocha-later-spec.txt": [
        "should return first date before Wed Feb 29 2012 23:59:59 GMT+0000 (Coordinated Universal Time) with val 0",
    ],
    # a later place of a cause ("…")
    "r20-mocha-later.txt": [
        "test/constraint/runner.js:102",
    ],
    # flake8's bare count (setup.cfg's count = True) of a clean run
    "r21-flake8-pyhocon.txt": [
        "0",
    ],
    # the hunk headers of a golden diff a test prints
    "r21-gotest-diff-failfast.txt": [
        "@@ -2,3 +2,3 @@",
    ],
    # a subtest past the budget
    "r21-gotest-diff-v-race.txt": [
        "TestMyers/AllDifferent",
    ],
    # testify's values of a table test's later cases
    "r21-gotest-gotenv-failfast-lowerkeys.txt": [
        'actual  : gotenv.Env{"foo":"bar  "}',
        'expected: gotenv.Env{"BAR":"test", "FOO":"test"}',
        'actual  : gotenv.Env{"bar":"", "foo":"test"}',
        'expected: gotenv.Env{"OPTION_A":"1"}',
        'actual  : gotenv.Env{"option_a":"1"}',
    ],
    # testify's values of a table test's later cases; -json's package line
    "r21-gotest-gotenv-json-v-lowerkeys.txt": [
        'expected: gotenv.Env{"BAR":"test", "FOO":"test"}',
        'actual  : gotenv.Env{"bar":"", "foo":"test"}',
        "FAIL\\tgithub.com/subosito/gotenv",
    ],
    # -json's package line, as the event writes it
    "r21-gotest-gotenv-json.txt": [
        "FAIL\\tgithub.com/subosito/gotenv",
    ],
    # facts in the json reporter's escaped form
    "r21-mocha-json-pointer-json.txt": [
        '"fullTitle": "json-api #get should work for \\"/m~0n\\""',
        '"fullTitle": "json-api #remove should work for \\"/foo/0\\""',
        '"fullTitle": "json-api #parse and then #compile pointer should equal for \\"/foo\\""',
    ],
    # later failures past the budget; a value cut
    "r21-mocha-jsonpath-json.txt": [
        "The input did not match the regular expression /Unsafe key/",
        "Unsafe property in JSONPath: __proto__",
        "got 'DOT'",
    ],
    # node's assert input under its message; a parser's expectation; the code's frame
    "r21-mocha-jsonpath-tap.txt": [
        "The input did not match the regular expression /Unsafe key/",
        "'Error: Unsafe property in JSONPath: __proto__'",
        "got 'DOT'",
        "lib/index.js:66:15",
    ],
    # node's assert input under its message; a parser's expectation; the code's frame
    "r21-mocha-jsonpath.txt": [
        "'Error: Unsafe property in JSONPath: __proto__'",
        "got 'DOT'",
        "lib/index.js:66:15",
        "test/sugar.js:30:16",
    ],
    # mypy's hint under its error
    "r21-mypy-pyhocon.txt": [
        "python3 -m pip install types-python-dateutil",
    ],
    # nyc's reasons and table of a run whose tests failed
    "r21-nyc-mocha-json-pointer.txt": [
        "Coverage for lines (93.1%) does not meet global threshold (95%)",
        "Coverage for branches (91.52%) does not meet global threshold (95%)",
        "115,122,141-143,170,198",
    ],
    # node's assert input under its message; a parser's expectation; nyc's reasons
    "r21-nyc-mocha-jsonpath.txt": [
        "'Error: Unsafe property in JSONPath: __proto__'",
        "got 'DOT'",
        "Coverage for lines (79.58%) does not meet global threshold (90%)",
        "Coverage for functions (82.11%) does not meet global threshold (90%)",
    ],
    # 762 errors, 760 the project's: the change's two past the budget
    "r21-pyright-pyhocon.txt": [
        'pyhocon/config_parser.py:475:48 - error: Cannot access attribute "parse_key" for class "type[ConfigTree]"',
        'Attribute "parse_key" is unknown (reportAttributeAccessIssue)',
        "pyhocon/config_parser.py:494:48",
        "pyhocon/config_parser.py:403:13 - warning: Expression value is unused (reportUnusedExpression)",
    ],
    # later causes and coverage rows past the budget
    "r21-pytest-pyhocon-cov.txt": [
        "pyhocon.exceptions.ConfigException: bool-string-off does not translate to a Boolean value",
        "pyhocon/config_parser.py 461 126 73%",
        "TOTAL 1080 162 85%",
    ],
    # a test past the budget
    "r21-pytest-pyhocon-tbline.txt": [
        "tests/test_config_parser.py::TestConfigParser::test_nested_substitution",
    ],
    # a source line, later tests past the budget
    "r21-pytest-pyhocon.txt": [
        "prop_path = ConfigTree.parse_key(substitution.variable)",
        "tests/test_config_parser.py::TestConfigParser::test_nested_substitution",
        "tests/test_config_tree.py:176",
    ],
    # the line of the test
    "r21-pytest-simpleeval-v.txt": [
        "tests/test_basics.py:121",
    ],
    # the line of the test
    "r21-pytest-simpleeval.txt": [
        "tests/test_basics.py:121",
    ],
    # 124 findings the project had: codes past the budget
    "r21-ruff-pyhocon.txt": [
        "UP008",
        "I001",
        "C405",
    ],
    # a chain's last exception, whose name has no Error in it; a test's line
    "r21-unittest-simpleeval.txt": [
        "simpleeval.FunctionNotDefined: Function 'float' not defined",
        'test_basics.py", line 121, in test_slicing',
    ],
    # 577 warnings the crate had beside the error clippy denies: later ones past the budget
    "r21-cargo-clippy-tokio.txt": [
        "src/sync/batch_semaphore.rs:131:43",
        "legacy_numeric_constants",
    ],
    # a pass's warnings past the budget; cargo's count
    "r21-cargo-clippy-value-bag.txt": [
        "use of a fallible conversion when an infallible one could be used",
        "converting `u32` to `f64` cannot fail",
        "dereferencing a tuple pattern where every element takes a reference",
    ],
    # cargo's rerun hint (the failed target is named at the end)
    "r21-cargo-test-getrandom.txt": [
        "error: test failed, to rerun pass `--test normal`",
    ],
    # cargo's rerun hint of a later target; the crate's warning count
    "r21-cargo-test-tokio.txt": [
        "error: test failed, to rerun pass `--test io_lines`",
        "`tokio` (lib) generated 494 warnings",
    ],
    # node's TAP YAML fields and a parent's count of failed subtests; c8's reasons past the
    # budget
    "r22-c8-node-test-fctp.txt": [
        "error: 'unescapeQuotedPairs is not defined'",
        "message: 'invalid media-type',",
        "Coverage for statements (96.2%) does not meet global threshold (100%)",
        "56-67",
    ],
    # facts in eslint's JSON form; the digest says them as eslint's own lines
    "r22-eslint-fctp-json.txt": [
        '"ruleId":"no-unused-vars"',
        '"line":56',
        '"ruleId":"no-undef"',
        '"line":234',
        '"errorCount":2',
    ],
    # a test's later log lines past its line's width
    "r22-gotest-json.txt": [
        'strconv.ParseBool: parsing \\"\\\\n\\": invalid syntax',
    ],
    # the race report's frames and the other access, as printed
    "r22-gotest-jww-race-v.txt": [
        "github.com/spf13/jwalterweatherman.(*Counter).incr()",
        "Previous read at",
        "sync/atomic.LoadUint64()",
        "default_notepad_test.go:88",
        "default_notepad_test.go:85",
        "testing.go:1319: race detected during execution of test",
    ],
    # 41 errors the project had: later ones past the budget
    "r22-mypy-cssutils.txt": [
        'cssutils/css/cssstylesheet.py:364: error: Argument 3 to "property" has incompatible type "str"; expected "Callable[[Any], None] | None"  [arg-type]',
        'cssutils/script.py:15: error: Skipping analyzing "encutils": module is installed, but missing library stubs or py.typed marker  [import-untyped]',
    ],
    # mypy's hint under its error
    "r22-mypy-pyhamcrest.txt": [
        "python3 -m pip install types-mock",
    ],
    # the dot reporter's header; node's YAML values; a code frame past the budget
    "r22-node-test-fctp-dot.txt": [
        "Failed tests:",
        "charset: 'utf-'",
        "message: 'invalid media-type',",
        "message: 'invalid media type',",
        "index.js:289:11",
    ],
    # a loose deep-equal's values, printed whole with no diff
    "r22-node-test-fctp-spec.txt": [
        "charset: 'utf-'",
        'should throw on invalid media type "text/plain wrong"',
        "charset: 'UTF-'",
    ],
    # node's TAP YAML fields, parents' counts of failed subtests
    "r22-node-test-fctp.txt": [
        "'11 subtests failed'",
        "error: 'unescapeQuotedPairs is not defined'",
        "name: 'ReferenceError'",
        "message: 'invalid media-type',",
        "message: 'invalid media type',",
        "index.js:289:11",
    ],
    # pyright's explanation under its error
    "r22-pyright-pyhamcrest.txt": [
        'Method "relationship" overrides class "SubstringMatcher" in an incompatible manner',
        '/home/dev/r22py/pyhamcrest-2.1.0/src/hamcrest/library/text/substringmatcher.py:18:58 - error: Argument of type "None" cannot be assigned to parameter "text" of type "str" in function "append_text"',
    ],
    # 33 failures: later tests past the budget
    "r22-pytest-cssutils-continue-tbline.txt": [
        "tests/test_cssstylesheet.py::TestCSSStyleSheet::test_insertRule",
        "tests/test_cssstylesheet.py::TestCSSStyleSheet::test_addimport",
        "tests/test_parse.py::TestCSSParser::test_parseUrl",
        "tests/test_serialize.py::TestPreferences::test_useDefaults",
        "tests/test_value.py::TestValue::test_cssText",
    ],
    # 33 failures: later tests past the budget
    "r22-pytest-cssutils-xdist-cov.txt": [
        "tests/test_cssstylesheet.py::TestCSSStyleSheet::test_insertRule",
        "tests/test_cssstylesheet.py::TestCSSStyleSheet::test_addimport",
        "tests/test_parse.py::TestCSSParser::test_parseUrl",
        "tests/test_cssutils.py::TestCSSutils::test_parseStyle",
        "tests/test_serialize.py::TestPreferences::test_useDefaults",
        "tests/test_value.py::TestValue::test_cssText",
        "with pytest.raises(xml.dom.IndexSizeErr):",
    ],
    # --tb=short's frames
    "r22-pytest-pyhamcrest-tbshort-x.txt": [
        "src/hamcrest/library/collection/isdict_containing.py:26",
    ],
    # long test ids: later ones past the budget; a skip reason
    "r22-pytest-pyhamcrest-verbose.txt": [
        "tests/hamcrest_unit_test/text/stringcontains_test.py::test_evaluates_true_if_argument_contains_substring[EXCERPT-EXCERPT]",
        "tests/hamcrest_unit_test/text/stringstartswith_test.py::StringStartsWithTest::testMismatchDescription",
        "tests/hamcrest_unit_test/text/stringcontains_test.py::test_evaluates_true_if_argument_contains_substring[EXCERPT-EXCERPTEXCERPT]",
        "Skipped because it needs NumPy",
    ],
    # long test ids: later ones past the budget; a value cut
    "r22-pytest-pyhamcrest.txt": [
        "tests/hamcrest_unit_test/text/stringcontains_test.py::test_evaluates_true_if_argument_contains_substring[EXCERPT-EXCERPT]",
        "tests/hamcrest_unit_test/text/stringstartswith_test.py::StringStartsWithTest::testMismatchDescription",
        "a value less than or equal too <1>",
    ],
    # 191 findings the project had: a code past the budget
    "r22-ruff-pyhamcrest.txt": [
        "I001",
    ],
    # a crash after the last ok: its test's header and place as node prints them
    "r22-tape-matchall-b.txt": [
        "# passing a string instead of a regex",
        "String.matchAll",
        "ok 61 result 5 value is undefined",
    ],
    # later tests past the budget
    "r22-unittest-pyhamcrest.txt": [
        "test_describe_single_matching_key_mismatching_value (hamcrest_unit_test.collection.isdict_containing_test.IsDictContainingTest.test_describe_single_matching_key_mismatching_value)",
        'ordering_comparison_test.py", line 50',
        "testDoesNotMatchIfTheWrongExceptionTypeIsRaisedPy3",
    ],
    # the source line clippy's help suggests
    "r22-cargo-clippy-futures-channel.txt": [
        "matches!(self.kind, SendErrorKind::Full)",
    ],
    # a pedantic lint among hundreds, past the budget
    "r22-cargo-clippy-futures-util-pedantic.txt": [
        "equality checks against true are unnecessary",
        "src/lock/mutex.rs:156:16",
        "bool_comparison",
    ],
    # cargo's rerun hint
    "r22-cargo-test-futures-executor-tryrunone.txt": [
        "error: test failed, to rerun pass `--test local_pool`",
    ],
    # the thread's name as printed; cargo's rerun hint
    "r22-cargo-test-futures-executor.txt": [
        "thread 'nesting_run'",
        "error: test failed, to rerun pass `--test local_pool`",
    ],
    # rustc's note that a macro expanded the error: not said
    "r23-cargo-build-num-complex.txt": [
        "this error originates in the macro `real_arithmetic`",
    ],
    # a passing clippy run's JSON: its lint names and build-finished record in JSON form, past the warnings' room
    "r23-cargo-clippy-num-complex-json.txt": [
        '"reason":"build-finished","success":true',
        "clippy::cast_sign_loss",
        "casting `i32` to `u32` may lose the sign of the value",
        "clippy::needless_lifetimes",
        "clippy::uninlined_format_args",
    ],
    # 174 pedantic warnings of a passing run: the most frequent lints counted in the tally, in clippy's dash form
    "r23-cargo-clippy-num-complex-pedantic-nursery.txt": [
        "clippy::use-self",
        "missing `#[must_use]` attribute on a method returning `Self`",
        "clippy::return-self-not-must-use",
        "clippy::explicit-iter-loop",
        "clippy::items-after-statements",
        "clippy::cast-sign-loss",
        "clippy::missing-const-for-fn",
        "clippy::uninlined-format-args",
    ],
    # what a failing doctest printed on stdout, and cargo's "doctest failed" said as "test failed"
    "r23-cargo-test-num-complex-doc.txt": [
        "Test executable failed (exit status: 101).",
        "-4.999999999999999e-301+2.4999999999999996e-300i",
        "4.999999999999999e-301+4.999999999999999e-301i",
    ],
    # eslint's JSON fields ("ruleId":..., "line":6,"column":5): told as eslint's stylish lines
    "r23-eslint-regexp-flags-json.txt": [
        '"ruleId":"no-unused-vars"',
        '"line":6,"column":5',
        '"ruleId":"no-undef"',
        '"line":9,"column":31',
        '"line":16,"column":19',
        '"errorCount":2',
        '"errorCount":1',
    ],
    # a later failure of the same check in a loop, past the budget
    "r23-gotest-expr-v.txt": [
        "expected: []interface {}{1, 4, 9}",
        "actual  : []interface {}{1, 4}",
        "map(1..3, {# * #})",
    ],
    # a later failure of the same check in a loop, past the budget
    "r23-gotest-expr.txt": [
        "expected: []interface {}{8, 9}",
        "actual  : []interface {}{8}",
        "filter(1..9, {# > 7})",
        "count(1..30, {# % 3 == 0})",
    ],
    # a package with no tests to run: not said
    "r23-gotest-gotoml-run.txt": [
        "[no tests to run]",
    ],
    # a failing file's failureType, a thrown error's message and later values past the budget
    "r23-node-test-path-browserify-all.txt": [
        "failureType: 'testCodeFailure'",
        "expected: 'ext'",
        "expected: '../../foo'",
        'Error: The "pathObject" argument must be of type Object. Received type object',
    ],
    # the spec reporter's heading and the file's error message in quotes
    "r23-node-test-path-browserify-spec.txt": [
        "failing tests:",
        "'test failed'",
    ],
    # a failing file's failureType, and a thrown error's message past the budget
    "r23-node-test-path-browserify.txt": [
        "failureType: 'testCodeFailure'",
        'The "pathObject" argument must be of type Object',
    ],
    # a failing file's failureType (its YAML's field): not said
    "r23-node-test-regexp-flags.txt": [
        "failureType: 'testCodeFailure'",
    ],
    # a coverage threshold that was reached, and a coverage row, beside failing tests
    "r23-pytest-jsonpatch-cov.txt": [
        "Required test coverage of 95% reached. Total coverage: 99.76%",
        "jsonpatch.py 823 2 99% 509, 1404",
    ],
    # a parametrized test's description past the budget
    "r23-pytest-jsonpatch.txt": [
        "push item to array via last index + 1",
    ],
    # later failures past the budget
    "r23-pytest-jsonpickle-tbline.txt": [
        "jsonpickle/unpickler.py:620: TypeError: unhashable type: 'dict'",
        "assert b'' == b'foo'",
        "tests/collections_test.py::test_dict_no_cycle",
        "tests/object_test.py::test_bytes_unicode",
        "tests/jsonpickle_test.py::test_load_backend",
    ],
    # verbose progress lines, and later failures past the budget
    "r23-pytest-jsonpickle-verbose.txt": [
        "tests/datetime_test.py::test_datetime FAILED",
        "tests/object_test.py::test_bytes_unicode FAILED",
        "tests/collections_test.py::test_dict_no_cycle FAILED",
        "AttributeError: module 'jsonpickle.util' has no attribute 'b64decode'",
        "tests/collections_test.py::test_dict_no_cycle",
        "tests/object_test.py::test_bytes_unicode",
        "assert b'' == b'foo'",
        "tests/jsonpickle_test.py::test_load_backend",
    ],
    # xdist's worker line, and later failures past the budget
    "r23-pytest-jsonpickle-xdist.txt": [
        "4 workers [328 items]",
        "tests/collections_test.py::test_dict_no_cycle",
        "tests/object_test.py::test_bytes_unicode",
        "assert b'' == b'foo'",
        "tests/jsonpickle_test.py::test_load_backend",
    ],
    # the first cause's message cut when the digest was narrowed to fit, later failures past the budget
    "r23-pytest-jsonpickle.txt": [
        "tests/collections_test.py::test_dict_no_cycle",
        "tests/object_test.py::test_bytes_unicode",
        "assert b'' == b'foo'",
        "tests/jsonpickle_test.py::test_load_backend",
    ],
    # style codes (UP031, C408) listed after the others: counted in the tally
    "r23-ruff-jsonpickle.txt": [
        "UP031 Use format specifiers instead of percent format",
        "jsonpickle/backend.py:262:22",
        "C408 Unnecessary `dict()` call (rewrite as a literal)",
        "jsonpickle/ext/pandas.py:126:9",
        "TRY201",
        "RUF015",
    ],
    # tape's "# name" said without its "# ", and later values past the budget
    "r23-tape-path-browserify-glob.txt": [
        "expected: 'ext'",
        "actual: '.ext'",
        "expected: '../../foo'",
        "actual: 'foo'",
        'Error: The "pathObject" argument must be of type Object. Received type object',
    ],
    # tape's "# name" said without its "# ", and later values past the budget
    "r23-tape-path-browserify.txt": [
        "expected: '../bar'",
        "actual: './bar'",
    ],
    # an uncaught error's stack frames past the first: not said
    "r23-tape-regexp-flags-after-rename.txt": [
        "at shimFlags",
        "auto.js:3:18",
    ],
    # a test described "null is not an object", past the budget
    "r23-tape-regexp-flags-impl.txt": [
        "null is not an object",
    ],
    # the test's own line, and a test described "undefined is not an object", past the budget
    "r23-tape-regexp-flags.txt": [
        "test/tests.js:24:14",
        "undefined is not an object",
    ],
    # a doctest's cascade of NameErrors takes the room of a later failure
    "r23-unittest-jsonpatch.txt": [
        "test_conflict_has_operation (tests.ExceptionOperationTests.test_conflict_has_operation)",
        "AssertionError: \"can't remove a nonexistent object 'missing'\" != \"can't remove a non-existent object 'missing'\"",
    ],
    # a passing build's Compiling line: not said
    "r24-cargo-build-tokio-util-default-features.txt": [
        "Compiling tokio-util v0.7.3",
    ],
    # a passing run's 278 warnings: the commonest lints counted in the tally
    "r24-cargo-clippy-tokio-util-pedantic.txt": [
        "unnecessary structure name repetition",
        "this method could have a `#[must_use]` attribute",
        "`-W clippy::use-self` implied by `-W clippy::nursery`",
        "`-W clippy::must-use-candidate` implied by `-W clippy::pedantic`",
        "`-W clippy::missing-const-for-fn` implied by `-W clippy::nursery`",
        "`-W clippy::redundant-pub-crate` implied by `-W clippy::nursery`",
        "Finished `dev` profile",
    ],
    # a passing run's warnings past the room
    "r24-cargo-clippy-tokio-util.txt": [
        "clippy::useless_conversion",
        "src/net/mod.rs:43:26",
        "clippy::unnecessary_cast",
        "src/compat.rs:235:33",
        "non-binding `let` on a future",
        "tests/spawn_pinned.rs:32:5",
        "lint `clippy::blacklisted_name` has been renamed to `clippy::disallowed_names`",
    ],
    # a backtrace frame in the code under test below the test's panic: not said
    "r24-cargo-test-os_pipe-backtrace.txt": [
        "src/lib.rs:370:42",
    ],
    # cargo's "doctest failed" after a failing doctest beside unit tests
    "r24-cargo-test-os_pipe.txt": [
        "error: doctest failed, to rerun pass `--doc`",
    ],
    # the source line under a compiler error: not said
    "r24-cargo-test-tokio-util-compile-error.txt": [
        "self.max_length.try_into().unwrap()",
    ],
    # a panic message quoted inside another panic's message: said in rustc's other words
    "r24-cargo-test-tokio-util.txt": [
        'panic message: "assertion failed: pool_size >= 1"',
    ],
    # eslint's later rows of one message said after "also at" by place; a warning about eslint-env comments
    "r24-eslint-humanize-plus-noglobals.txt": [
        "ESLintEnvWarning: /* eslint-env */ comments are no longer recognized when linting with flat config",
        "315:34  error 'isFiniteNumber' is not defined no-undef",
    ],
    # go test's totals cut after five of seven packages
    "r24-gotest-xmod-buildfail.txt": [
        "golang.org/x/mod/zip [build failed]",
    ],
    # later tests past the budget; network errors of tests that need it
    "r24-gotest-xmod-v-full.txt": [
        "replacement module without version must be directory path (rooted or starting with ./ or ../)",
        "semver_test.go:167: list is not sorted",
        'Max("v1.2", "v1.0.0-alpha") = "v1.0.0-alpha", want "v1.2.0"',
        "lookup ct.googleapis.com",
        "no such host",
        'zip_test.go:460: got hash: "h1;',
        "Could not resolve host: go.googlesource.com",
        "failed to download zip from repository",
    ],
    # later tests past the budget
    "r24-gotest-xmod-v.txt": [
        "read_test.go:186",
        "replacement module without version must be directory path (rooted or starting with ./ or ../)",
        "TestHashZip",
    ],
    # later tests past the budget; a message that long test ids crowd out
    "r24-gotest-xmod.txt": [
        "replacement module without version must be directory path (rooted or starting with ./ or ../)",
        "formatted testdata/replace2.in incorrectly",
        "TestMax",
        'Max("v1.2", "v1.0.0-alpha") = "v1.0.0-alpha", want "v1.2.0"',
        "hash_test.go:40: Hash1(...) = h1;EP6WfDoQTSk9klnxcjriWJOGztueJUywHNmWeq+efB8=, want h1:EP6WfDoQTSk9klnxcjriWJOGztueJUywHNmWeq+efB8=",
        "TestHashDir",
        "TestHashZip",
    ],
    # a coverage table's row beside failing tests
    "r24-jest-humanize-plus-coverage.txt": [
        "humanize.js | 80.09 | 69.93 | 76.92 | 80.41 |",
    ],
    # jest's JSON fields in their JSON form
    "r24-jest-humanize-plus-json.txt": [
        '"numFailedTests":12',
        '"numPassedTests":46',
        '"success":false',
    ],
    # mocha's suite title and the labels of the values a test printed
    "r24-mocha-email-validator.txt": [
        "1) TEST EMAILS AGAINST VALIDATOR",
        "Should Be Valid:",
        "Should Be Invalid:",
    ],
    # 605 errors before the change: the one it brought among them (the baseline finds it)
    "r24-mypy-pint.txt": [
        'pint/delegates/formatter/_compound_unit_helpers.py:160: error: "Unit" not callable  [operator]',
    ],
    # the error the change brought among 27 before it: its second place (the baseline finds it)
    "r24-pyright-uncertainties.txt": [
        'uncertainties/formatting.py:993:26 - error: "first_digit" is not defined (reportUndefinedVariable)',
    ],
    # messages cut by the budget; a SUBFAILED subtest id
    "r24-pytest-pint-tbline.txt": [
        "object has no attribute '_get_symbol'",
        "Cannot convert form 'a' to 'b'",
        "SUBFAILED[{:~}] pint/testsuite/test_unit.py::TestUnit::test_unit_formatting",
    ],
    # the stale caller's frame between the test and the raise, a crash line's short exception name, later tests past the budget
    "r24-pytest-pint-v.txt": [
        "object has no attribute '_get_symbol'",
        "pint/delegates/formatter/_compound_unit_helpers.py:160: in to_symbol_exponent_name",
        "pint/testsuite/test_unit.py::TestRegistry::test_parse_plural",
    ],
    # the stale caller's frame between the test and the raise, a crash line's short exception name, later tests past the budget
    "r24-pytest-pint.txt": [
        "pint/delegates/formatter/_compound_unit_helpers.py:160: in to_symbol_exponent_name",
        "pint/testsuite/test_unit.py::TestRegistry::test_parse_plural",
        "pint/testsuite/test_unit.py::TestUnit::test_unit_formatting",
    ],
    # long parametrized ids take the room of later causes; a coverage row
    "r24-pytest-uncertainties-cov.txt": [
        "tests/test_formatting.py::test_small_float - NameError: name 'first_di",
        "tests/test_power.py::test_pow_deriv_0[0.5-2-1.0--0.17328679513998632]",
        "tests/test_uncertainties.py::test_basic_access_to_data - ZeroDivisionE",
        "uncertainties/formatting.py 197 20 90%",
    ],
    # a later cause past the budget, and its test's line
    "r24-pytest-uncertainties-short.txt": [
        "ZeroDivisionError: The standard deviation is zero: undefined result",
        "tests/test_uncertainties.py:545",
    ],
    # the test's line, under a helper of the project's that the raise was told "via"
    "r24-pytest-uncertainties-x.txt": [
        "tests/test_formatting.py:39",
    ],
    # messages cut by the budget
    "r24-tsc-humanize-plus-strict-pretty.txt": [
        "src/humanize.js:254:11 - error TS2552: Cannot find name 'isFiniteNumber'. Did you mean 'isFiniteNum'?",
        "src/humanize.js:11:21 - error TS2304: Cannot find name 'define'.",
        "src/humanize.js:182:34 - error TS7006: Parameter '_decimal' implicitly has an 'any' type.",
        "src/humanize.js:130:88 - error TS2345: Argument of type 'number | undefined' is not assignable to parameter of type 'number'.",
        "src/humanize.js:257:20 - error TS7053: Element implicitly has an 'any' type because expression of type 'number' can't be used to index type '{}'.",
        "__tests__/humanize.spec.js:5:1 - error TS2582: Cannot find name 'describe'.",
        "__tests__/humanize.spec.js:8:5 - error TS2304: Cannot find name 'expect'.",
    ],
    # TS2304, the commonest code (130 places), counted in the tally
    "r24-tsc-humanize-plus.txt": [
        "src/humanize.js(11,21): error TS2304: Cannot find name 'define'.",
    ],
    # cargo's `--fix` advice said by its count of suggestions alone
    "r18-cargo-clippy-proc-macro2.txt": [
        "warning: `proc-macro2` (lib) generated 160 warnings (run `cargo clippy --fix --lib -p proc-macro2 -- ` to apply 12 suggestions)",
    ],
    # a message's words in quotes past the budget, a test's place, later values, c8's thresholds and rows beside failing tests
    "r25-c8-node-test-proxy-addr.txt": [
        "'TypeError: invalid IP adress: blargh'",
        "The input did not match the regular expression /invalid IP address/u",
        "when header contains non-ip addresses should provide all values to function",
        "test/compile.test.js:58:1",
        "2: '10.0.0.1'",
        "expected: '10.0.0.200'",
        "actual: '192.168.0.1'",
        "Coverage for statements (95.41%) does not meet global threshold (100%)",
        "287-290,301-303,346-348,351-354,361-363",
    ],
    # a passing run's 195 warnings: the commonest lints counted in the tally
    "r25-cargo-clippy-value-bag-pedantic.txt": [
        "redundant_pub_crate",
        "cast_sign_loss",
        "must_use_candidate",
        "unnecessary_fallible_conversions",
        "src/internal/cast/mod.rs:318:41",
        "converting `u32` to `f64` cannot fail",
        "unexpected_cfgs",
    ],
    # 2978 findings, most E501 (a style code): counted in the tally, not named with its words
    "r25-flake8-sqlglot.txt": [
        "E501 line too long",
    ],
    # go test's totals cut, and a compiler's "want" line under its error
    "r25-gotest-buildbreak.txt": [
        "want (*contract.PackageResult, string, bool)",
    ],
    # a value inside a JSON blob a test printed
    "r25-gotest-goconvey-json.txt": [
        "examples.TestOldSchool_Panics(0x210292000)",
    ],
    # values inside JSON blobs a test printed, and a package that passed
    "r25-gotest-goconvey-race.txt": [
        '"TestName":"TestOldSchool_Failure","Elapsed":0.1',
        'examples.TestOldSchool_Panics(0x210292000)","Line":0',
        "ok github.com/smartystreets/goconvey/web/server/executor",
    ],
    # values inside JSON blobs a test printed
    "r25-gotest-goconvey-run.txt": [
        'examples.TestOldSchool_Panics(0x210292000)","Line":0',
    ],
    # values inside JSON blobs a test printed, and a package that passed
    "r25-gotest-goconvey-v.txt": [
        '"TestName":"TestOldSchool_Failure","Elapsed":0.1',
        'examples.TestOldSchool_Panics(0x210292000)","Line":0',
        "ok github.com/smartystreets/goconvey/web/server/executor",
    ],
    # values inside JSON blobs a test printed, and a package that passed
    "r25-gotest-goconvey.txt": [
        '"TestName":"TestOldSchool_Failure","Elapsed":0.1',
        'examples.TestOldSchool_Panics(0x210292000)","Line":0',
        "ok github.com/smartystreets/goconvey/web/server/executor",
    ],
    # a test that passed, beside those that failed
    "r25-gotest-tidwall-v.txt": [
        "--- PASS: TestAllowable",
    ],
    # a message's words in quotes past the budget, and the dot reporter's heading
    "r25-node-test-proxy-addr-dot.txt": [
        "'TypeError: invalid IP adress: blargh'",
        "The input did not match the regular expression /invalid IP address/u",
        "when header contains non-ip addresses should provide all values to function",
        "Failed tests:",
    ],
    # a message's words in quotes, and a later test, past the budget
    "r25-node-test-proxy-addr-junit.txt": [
        "'TypeError: invalid IP adress: blargh'",
        "when header contains non-ip addresses should provide all values to function",
    ],
    # later values of one assertion at another test's line, past the budget
    "r25-node-test-proxy-addr-pattern.txt": [
        "actual: '6.6.6.6'",
        "expected: '1.1.1.1'",
        "actual: '192.168.0.1'",
        "expected: '10.0.0.200'",
    ],
    # a stack frame past the first, and later tests past the budget
    "r25-node-test-proxy-addr-spec-rename.txt": [
        "compileRangeSubnets (/home/dev/r25js/pa-rename/index.js:129:18)",
        'Actual message: "parseipNotation is not defined"',
        "trust arg should not alter input array",
        "test/compile.test.js:72:41",
    ],
    # a message's words in quotes past the budget, a test's place
    "r25-node-test-proxy-addr-spec.txt": [
        "'TypeError: invalid IP adress: blargh'",
        "The input did not match the regular expression /invalid IP address/u",
        "when header contains non-ip addresses should provide all values to function",
        "test/compile.test.js:58:1",
    ],
    # a message's words in quotes past the budget, a test's place, a diff's later line
    "r25-node-test-proxy-addr.txt": [
        "'TypeError: invalid IP adress: blargh'",
        "The input did not match the regular expression /invalid IP address/u",
        "when header contains non-ip addresses should provide all values to function",
        "test/compile.test.js:58:1",
        "2: '10.0.0.1'",
    ],
    # npm's lines naming the script it ran
    "r25-npm-test-traverse.txt": [
        "traverse@0.6.11 pretest",
        "npm run lint",
        "eslint --ext=js,mjs .",
    ],
    # a coverage row beside failing tests, and pytest.raises' actual message
    "r25-pytest-pyjwt-cov.txt": [
        "Actual message: 'Audience does not match (strict)'",
        "jwt/api_jwt.py 142 9 74 5 93%",
    ],
    # pytest.raises' actual message
    "r25-pytest-pyjwt-v.txt": [
        "Actual message: 'Audience does not match (strict)'",
    ],
    # pytest.raises' lines
    "r25-pytest-pyjwt.txt": [
        'Expected regex: "Audience doesn\'t match \\\\(strict\\\\)"',
        "Actual message: 'Audience does not match (strict)'",
    ],
    # later causes and values past the budget
    "r25-pytest-sqlglot-tbline.txt": [
        "AssertionError: 'NOT a BETWEEN c AND b' != 'NOT a BETWEEN b AND c'",
        "AssertionError: 'x BETWEEN 2 AND 1' != 'x BETWEEN 1 AND 2'",
        "tests/test_transpile.py::TestTranspile::test_not_range",
        "tests/dialects/test_oracle.py::TestOracle::test_oracle",
    ],
    # a long assertion's values cut at the line's width
    "r25-pytest-sqlglot-x.txt": [
        "AssertionError: 'SELECT a FROM test WHERE a IN (1, 2, 3) OR b BETWEEN 4 AND 1' != 'SELECT a FROM test WHERE a IN (1, 2, 3) OR b BETWEEN 1 AND 4'",
    ],
    # later causes past the budget, crash lines' short names
    "r25-pytest-sqlglot.txt": [
        "sqlglot/dialects/tsql.py:874: AttributeError",
        "tests/test_transpile.py::TestTranspile::test_unary",
        "tests/dialects/test_oracle.py::TestOracle::test_oracle",
        "tests/dialects/test_tsql.py::TestTSQL::test_tsql",
    ],
    # a later value past the budget
    "r25-tape-traverse.txt": [
        '\'[5,6,-3,[7,8,-2,1,],{"f":10,"g":-13,},]\'',
    ],
    # later tests and subtests past the budget
    "r25-unittest-sqlglot.txt": [
        "test_unary (tests.test_transpile.TestTranspile.test_unary)",
        "test_eomonth (tests.dialects.test_tsql.TestTSQL.test_eomonth) [EOMONTH(GETDATE(), -1) -> tsql]",
        "test_build (tests.test_build.TestBuild.test_build) [-x]",
    ],
    # rustc's help naming the renamed function, and its note's place
    "r26-cargo-build-anyhow-rename.txt": [
        "consider using `chain::<impl Chain<'a>>::from_error`",
        "src/chain.rs:28:5",
    ],
    # clippy's warning about its configuration: not said
    "r26-cargo-clippy-anyhow-deny.txt": [
        "the MSRV in `clippy.toml` and `Cargo.toml` differ; using `1.38.0` from `clippy.toml`",
    ],
    # a passing run's many warnings: later lints past the room
    "r26-cargo-clippy-anyhow-pedantic-nursery-cargo.txt": [
        "unnecessary structure name repetition",
        "src/backtrace.rs:173:21",
        "pub(crate) struct inside private module",
        "src/backtrace.rs:73:5",
        "use Option::map_or_else instead of an if let/else",
        "src/backtrace.rs:190:27",
        "direct cast of function item into an integer",
        "src/backtrace.rs:204:54",
        "current MSRV (Minimum Supported Rust Version) is `1.38.0` but this item is stable since `1.52.0`",
        "fields `x` and `y` are never read",
        "tests/test_ensure.rs:463:13",
        "`extern` declarations without an explicit ABI are deprecated",
        "Finished `dev` profile",
    ],
    # later tests past the budget of a long backtrace's run
    "r26-cargo-test-anyhow-backtrace.txt": [
        "test_chain::test_len",
        "test_context::test_root_cause",
        "test_macros::test_ensure",
    ],
    # trybuild's per-file mismatch lines and its hint, a later value and target
    "r26-cargo-test-anyhow-include-ignored.txt": [
        "tests/ui/empty-ensure.rs ... mismatch",
        "tests/ui/must-use.rs ... mismatch",
        "tests/ui/no-impl.rs ... mismatch",
        "tests/ui/temporary-value.rs ... mismatch",
        "TRYBUILD=overwrite",
        "error: test failed, to rerun pass `--test compiletest`",
        'right: "f failed\\n\\nCaused by :\\n    oh no!"',
        'right: "no such file or directory"',
        'right: "Condition failed: `v + v == 1` (2 vs 1)"',
    ],
    # a target that passed, beside those that failed
    "r26-cargo-test-anyhow-no-fail-fast.txt": [
        "test result: ok. 23 passed; 0 failed",
    ],
    # a later check past the budget
    "r26-gotest-fourpkgs-v-count2.txt": [
        "radix_test.go:38: missing key",
    ],
    # a later check, and a passing test's log
    "r26-gotest-fourpkgs-v.txt": [
        "radix_test.go:38: missing key",
        "could not find snappytool",
    ],
    # a passing -v run's tests: the package's ok line is said
    "r26-gotest-strcase-run-pass.txt": [
        "TestToCamel",
        "TestToLowerCamel",
        "TestCustomAcronymsToCamel",
        "TestCustomAcronymsToLowerCamel",
        "TestToKebab",
        "TestToScreamingKebab",
    ],
    # later tests past the budget
    "r26-gotest-ulid-run.txt": [
        "TestParseStrictInvalidCharacters",
        "TestParseRobustness",
    ],
    # later failures of 35 past the budget
    "r26-mocha-javascript-time-ago-json.txt": [
        "cache should cache",
        "cache.put is not a function",
        "expected 60000 to equal 30000",
        "expected 'now' to equal 'second'",
    ],
    # later causes past the budget
    "r26-mocha-javascript-time-ago-tap.txt": [
        "getTimeToNextUpdate should get time to next update (no next step) (past)",
        "AssertionError: expected 60000 to equal 30000",
        "commonjs/steps/getTimeToNextUpdate.test.js:69:12",
        'steps/round should get step correctly (round: "round")',
        "AssertionError: expected 'now' to equal 'second'",
    ],
    # later causes past the budget
    "r26-mocha-javascript-time-ago.txt": [
        "should get time to next update (no next step) (past)",
        "AssertionError: expected 60000 to equal 30000",
        "commonjs/steps/getTimeToNextUpdate.test.js:69:12",
        "AssertionError: expected 'in 52 wk.' to equal 'in 1 yr.'",
    ],
    # the test the workers collected differently, in the diff under the error; its hint
    "r26-pytest-arrow-n4.txt": [
        "tests/test_parser.py::TestDateTimeParserParse::test_parse_tz_name_zzz",
        "To see why this happens see 'Known limitations' in documentation for pytest-xdist",
    ],
    # a later test past the budget
    "r26-pytest-arrow-q-tbline.txt": [
        "tests/test_arrow.py::TestArrowSpan::test_span_attribute",
    ],
    # later tests past the budget, the second caller's line
    "r26-pytest-arrow.txt": [
        "arrow/arrow.py:1486",
        "tests/test_arrow.py::TestArrowSpan::test_span_month",
        "tests/test_arrow.py::TestArrowIsBetween::test_start_before_end",
        "tests/test_arrow.py::TestArrowInterval::test_bounds_param_is_passed",
    ],
    # a coverage row beside failing tests
    "r26-pytest-dirty-equals-cov.txt": [
        "dirty_equals/_other.py 170 5 60 1  96.52% 114, 119-124",
    ],
    # later tests past the budget, a source line
    "r26-pytest-dirty-equals-v.txt": [
        "tests/test_other.py::test_is_json_invalid",
        "assert 4 != IsInt(gt=4)",
    ],
    # a warning's second line turned error at collection
    "r26-pytest-dirty-equals.txt": [
        "Please convert to a list or tuple.",
    ],
    # the source line under a finding
    "r26-ruff-dirty-equals.txt": [
        "v = json.loads(other)",
    ],
    # tsc's related information under an error
    "r26-tsc-lossless-json-pretty.txt": [
        "This type parameter might need an `extends string | number | symbol` constraint.",
    ],
    # later tests and values past the budget, the TAP plan
    "r26-vitest-lossless-json-tap.txt": [
        "1..203",
        "not ok 38 - lib/esm/parse.test.js > throws an error when an invalid character is encountered in a string",
        "/home/dev/r26js/llj/src/parse.test.ts:383:31",
        'expected: "JSON value expected but reached end of input at position 0"',
        "Cannot safely convert to a number: the value '1e500' would overflow and become Infinity",
        "not ok 202 - lib/esm/utils.test.js > countSignificantDigits",
        "expected 5 to deeply equal 4",
        "/home/dev/r26js/llj/src/utils.test.ts:266:43",
    ],
    # later tests and values past the budget
    "r26-vitest-lossless-json-verbose.txt": [
        "lib/esm/parse.test.js > throws an error when an invalid character is encountered in a string",
        "lib/esm/parse.test.js > throws an error when an invalid character is encountered in a key",
        "src/parse.test.ts:383:31",
        "Expected: \"Quoted object key expected but got 'a' at position 1\"",
        "Received: \"Quoted object key expected but got 'a' at position 2\"",
        "lib/esm/utils.test.js > strict conversion rejects both 1e20 and its serialized spelling",
        "Received: \"Cannot safely convert to a number: the value '1e20' would truncate and become 100000000000000000000\"",
        "lib/esm/utils.test.js > countSignificantDigits",
        "AssertionError: expected 5 to deeply equal 4",
        "src/utils.test.ts:266:43",
    ],
    # later tests and values past the budget
    "r26-vitest-lossless-json.txt": [
        "lib/esm/parse.test.js > throws an error when an invalid character is encountered in a string",
        "expected [Function] to throw error including 'Invalid character \\'\\n\\' at position 1' but got 'Invalid character \\'\\n\\' at position 2'",
        "src/parse.test.ts:383:31",
        'Expected: "JSON value expected but reached end of input at position 0"',
        'Received: "JSON value expected but reached end of input at position 1"',
        "Expected: \"Cannot safely convert to number: the value '1e500' would overflow and become Infinity\"",
        "Received: \"Cannot safely convert to a number: the value '1e500' would overflow and become Infinity\"",
        "lib/esm/utils.test.js > countSignificantDigits",
        "AssertionError: expected 5 to deeply equal 4",
        "src/utils.test.ts:266:43",
    ],
    # rustc's note on a denied lint and a later lint past the room
    "r27-cargo-clippy-flate2.txt": [
        "`-D clippy::identity-op` implied by `-D warnings`",
        "map_clone",
    ],
    # lints past the room, after the three most frequent named in the count of the rest
    "r27-cargo-clippy-gimli-pedantic.txt": [
        "cast_possible_truncation",
        "cast_sign_loss",
        "cast_possible_wrap",
        "too_many_lines",
        "casting `u64` to `u8` may truncate the value",
        "src/leb128.rs:60:22",
    ],
    # later lints of the tests past the room
    "r27-cargo-clippy-gimli.txt": [
        "assertions_on_constants",
        "bool_assert_comparison",
        "unnecessary_cast",
        "needless_borrow",
        "this assertion is always `false`",
        "src/read/unit.rs:4308:17",
        "unused variable: `expected_rest`",
        "src/read/line.rs:2892:13",
    ],
    # one error unwrapped at many places: each test's line cut before the error's words (a
    # doctest line cut to fit keeps its first id and its panic)
    "r27-cargo-test-flate2-no-fail-fast.txt": [
        "corrupt gzip stream does not have a matching checksum",
        "gzip_encoder_empty_read",
        "test_extract_success_multi",
        "test_extract_success_partial_multi",
        "src/gz/read.rs - gz::read::MultiGzDecoder (line 199)",
    ],
    # a later test's compared values, and later targets' panics, past the room
    "r27-cargo-test-gimli-no-fail-fast.txt": [
        "read::unit::tests::test_parse_attribute_sdata",
        "Sdata(12287)",
        "Sdata(-4097)",
        "offset: -94",
        "offset: 34",
        "Should convert DWARF information: Read(UnexpectedEof",
        "should parse line number program header: UnexpectedEof",
        "src/read/unit.rs - read::unit::DebuggingInformationEntry<'abbrev,'unit,R,Offset>::attrs (line 775)",
    ],
    # assert_eq!'s left and right values, and a later test, past the room
    "r27-cargo-test-gimli.txt": [
        "left: Attribute { name: DwAt(17), value: Sdata(12287) }",
        "right: Attribute { name: DwAt(17), value: Sdata(-4097) }",
        "write::line::tests::test_line_row",
    ],
    # a rule's later places past the line's room
    "r27-eslint-jsonata-quiet.txt": [
        "5428:51",
        "5599:20 error  'datetime' is not defined",
    ],
    # the change's errors among 1,771 the project had: past the room
    "r27-eslint-jsonata.txt": [
        "3646:44 error 'evaluateStep' is not defined no-undef",
        "3703:20 error 'evaluatePathStep' is defined but never used",
        "5388:54 error 'datetime' is not defined no-undef",
        "5599:20 error 'datetime' is not defined",
        "7524:14 error 'isNumberArray' is defined but never used",
        "7677:9 error 'isArrayOfNumbers' is not defined no-undef",
    ],
    # the package header with its test binary, and a later ok package
    "r27-gotest-multi-build.txt": [
        "ok github.com/mitchellh/reflectwalk",
    ],
    # a subtest's --- FAIL line as printed; later values of one cause
    "r27-gotest-multi-v.txt": [
        "--- FAIL: TestAll/a,chunkSize=1",
        "got 0xf827e1232b757579; want 0x631c37ce72a97393",
        "TestAll/len=63,chunkSize=63",
        "ok github.com/mitchellh/reflectwalk",
    ],
    # a later test's name and the frame of its assert, past the room
    "r27-jest-hmac-drbg.txt": [
        "should not fail at 14 with additional data",
        "Object.equal",
    ],
    # an error's operator field, as the json reporter writes it
    "r27-mocha-hmac-drbg-json.txt": [
        '"operator": "=="',
    ],
    # mocha's diff header
    "r27-mocha-hmac-drbg.txt": [
        "+ expected - actual",
    ],
    # later errors past the room, said as "also at" places
    "r27-mypy-pathvalidate-strict.txt": [
        'pathvalidate/_filename.py:76: error: Unused "type: ignore" comment  [unused-ignore]',
        'pathvalidate/_filepath.py:206: error: "bytes" has no attribute "encode"; maybe "decode"?  [attr-defined]',
        'pathvalidate/_filepath.py:247: error: Argument 1 to "is_nt_abspath" has incompatible type "bytes"; expected "str"  [arg-type]',
    ],
    # a message's later places and another overload's message, past the room
    "r27-mypy-pathvalidate.txt": [
        "pathvalidate/_ltsv.py:27:",
    ],
    # node's place of the test file's failure
    "r27-nodetest-is-callable-spec.txt": [
        "test at test/index.js:1:1",
    ],
    # node's error code for a test file that failed
    "r27-nodetest-object.entries.txt": [
        "ERR_TEST_FAILURE",
    ],
    # later errors past the room, and pyright's line said whole
    "r27-pyright-pathvalidate.txt": [
        'pathvalidate/_filepath.py:238:45 - error: Argument of type "bytes" cannot be assigned to parameter "value" of type "PathType@validate" in function "validate"',
        'pathvalidate/_symbol.py:31:18 - error: No overloads for "findall" match the provided arguments (reportCallIssue)',
        'pathvalidate/_ltsv.py:44:12 - error: No overloads for "sub" match the provided arguments (reportCallIssue)',
        'pathvalidate/_filepath.py:233:53 - error: Argument of type "Literal[\'\\\\\']" cannot be assigned to parameter "old" of type "ReadableBuffer" in function "replace"',
    ],
    # --tb=line's lines of later causes, past the room
    "r27-pytest-pathvalidate-q-tbline.txt": [
        "pathvalidate/_filename.py:241: pathvalidate.error.InvalidCharError: [PV1100] invalid characters found",
        "pathvalidate/_filename.py:222: pathvalidate.error.ValidationError: [PV1200] found an absolute path where must be a relative path",
        "test/test_filename.py:75: AssertionError: assert <Platform.UNIVERSAL: 'universal'> == <Platform.LINUX: 'Linux'>",
        "test/test_filename.py:755: AssertionError: assert 'space' == 'space '",
        "test/test_filename.py::Test_FileSanitizer::test_normal_platform_auto[linux-Platform.LINUX]",
    ],
    # xdist's worker errors as its summary says them; a -q count line starting with warnings
    "r27-pytest-pathvalidate-xdist.txt": [
        "ERROR gw1 - Different tests were collected between gw0 and gw1.",
        "ERROR gw2 - Different tests were collected between gw0 and gw2.",
        "ERROR gw3 - Different tests were collected between gw0 and gw3.",
        "PytestBenchmarkWarning: Benchmarks are automatically disabled",
    ],
    # later causes of a 724 KB run, past the room
    "r27-pytest-pathvalidate.txt": [
        "test/test_filename.py::Test_FileSanitizer::test_normal_platform_auto[linux-Platform.LINUX]",
        "AssertionError: assert <Platform.UNIVERSAL: 'universal'> == <Platform.LINUX: 'Linux'>",
        "pathvalidate.error.ValidationError: [PV1201] found a malformed absolute path: platform=universal",
        "AssertionError: assert 254 == 255",
        "AssertionError: assert 9 == 10",
        "Test_sanitize_filename::test_normal_max_len",
        "Test_sanitize_filename::test_max_len_fs_encoding",
    ],
    # the change's F401 among 131 findings the project had
    "r27-ruff-pathvalidate.txt": [
        "F401 [*] `typing.Union` imported but unused",
        "pathvalidate/_common.py:11:42",
        "I001 [*] Import block is un-sorted or un-formatted",
    ],
    # the command npm ran, tape's operator field, and the coverage totals
    "r27-tape-is-callable-npm-nyc.txt": [
        "nyc tape 'test/**/*.js'",
        "operator: ok",
        "Statements : 59.15% ( 42/71 )",
        "Branches : 37.29% ( 22/59 )",
    ],
    # tape's operator field
    "r27-tape-is-callable.txt": [
        "operator: ok",
    ],
    # coverage rows beside the failures
    "r27-tape-object.entries-nyc.txt": [
        "Branches : 50% ( 2/4 )",
        "polyfill.js | 100 | 50 | 100 | 100 | 6",
    ],
    # tape's operator field
    "r27-tape-object.entries.txt": [
        "operator: throws",
        "test/shimmed.js:27:15",
    ],
    # tsc --pretty's table header of errors by file
    "r27-tsc-ts-toolbelt-pretty.txt": [
        "Errors  Files",
    ],
    # a code's later place past the line's room
    "r27-tsc-ts-toolbelt.txt": [
        "out/Any/Is.d.ts(33,16): error TS2314",
    ],
    # a later test's name past the room
    "r27-vitest-hmac-drbg.txt": [
        "should not fail at 14 with additional data",
    ],
    # later warnings' words and a source line, past the room
    "r28-cargo-clippy-cpp_demangle-pedantic-nursery.txt": [
        "if num_numeric < 0 {",
        "warning: unnecessary structure name repetition",
        "warning: this could be a `const fn`",
        "warning: comparison is useless due to type limits",
    ],
    # a lint's source line and its note, past the room
    "r28-cargo-clippy-cpp_demangle-pedantic.txt": [
        "if num_numeric < 0 {",
        "because `0` is the minimum value for this type, this comparison is always false",
        "warning: comparison is useless due to type limits",
    ],
    # rustc's note on each denied lint, after its first
    "r28-cargo-clippy-rustc-demangle-deny.txt": [
        "-D clippy::is-digit-ascii-radix",
        "-D mismatched-lifetime-syntaxes",
        "-D ambiguous-panic-imports",
        "-D clippy::manual-is-multiple-of",
    ],
    # 32 failures past the room; the result line's ignored count
    "r28-cargo-test-cpp_demangle-quiet.txt": [
        "ast::tests::parse_number",
        'Parsing "0abcdef" as Number failed: mangled symbol is not well-formed',
        "ast::tests::parse_seq_id",
        'Parsing "abc" as SeqId produced an error of kind Overflow, but we expected kind UnexpectedText',
        'Parsing "Dz" as Decltype produced an error of kind UnexpectedEnd, but we expected kind UnexpectedText',
        "warning: comparison is useless due to type limits",
        "src/ast.rs:7902:8",
    ],
    # 32 failures past the room; the result line's ignored count
    "r28-cargo-test-cpp_demangle.txt": [
        "ast::tests::parse_number",
        'Parsing "0abcdef" as Number failed: mangled symbol is not well-formed',
        "ast::tests::parse_seq_id",
        'Parsing "abc" as SeqId produced an error of kind Overflow, but we expected kind UnexpectedText',
        'Parsing "Dz" as Decltype produced an error of kind UnexpectedEnd, but we expected kind UnexpectedText',
        "warning: comparison is useless due to type limits",
        "src/ast.rs:7902:8",
        "error: test failed, to rerun pass `--lib`",
    ],
    # a later place of one error code
    "r28-cargo-test-fallible-iterator-sig.txt": [
        "src/lib.rs:186:30",
    ],
    # later failures' values past the room; the result lines said whole
    "r28-cargo-test-rustc-demangle-nofailfast.txt": [
        "test result: ok. 4 passed; 0 failed; 0 ignored",
        "Bar<[u32; 4]<",
        "<core::option::Option<T<<::unwrap::_MSG_FILE_LINE_COL::haf7cb8d5824ee659",
        "{invalid syntax}::Iter<u8>",
        'left: "alloc::alloc::box_free::<dyn {invalid syntax}::boxed::FnBox<(), Output = ()>>"',
    ],
    # later failures' values past the room; the result line said whole
    "r28-cargo-test-rustc-demangle.txt": [
        "Bar<[u32; 4]<",
        'left: "issue_60925::foo::Foo<issue_60925::llvm::Foo<::foo"',
        'right: "issue_60925::foo::Foo<issue_60925::llvm::Foo>::foo"',
        "{invalid syntax}::Iter<u8>",
    ],
    # the change's F401 among 243 findings the project had
    "r28-flake8-emoji.txt": [
        "tests/test_core.py:11:1: F401 'testutils.load_all_languages' imported but unused",
    ],
    # a parent test whose subtests failed
    "r28-gotest-tcell-run.txt": [
        "TestColorValues",
    ],
    # later examples and a message past the room
    "r28-gotest-urfavecli-json.txt": [
        'context_test.go:579: expected error "Requried flag \\"names\\" not set" to contain "Required flag \\"names\\" not set"',
        "ExampleApp_Run_noAction",
        "ExampleApp_Run_subcommandNoAction",
    ],
    # the signal line and the panicking test's full name
    "r28-gotest-urfavecli-panic.txt": [
        "[signal SIGSEGV: segmentation violation",
        "github.com/urfave/cli/v2.TestApp_RunAsSubCommandIncorrectUsage",
    ],
    # later examples and a message past the room
    "r28-gotest-urfavecli-v.txt": [
        'expected error "Requried flag \\"names\\" not set" to contain "Required flag \\"names\\" not set"',
        "ExampleApp_Run_noAction",
        "ExampleApp_Run_subcommandNoAction",
    ],
    # later examples and a message past the room
    "r28-gotest-urfavecli.txt": [
        'context_test.go:579: expected error "Requried flag \\"names\\" not set" to contain "Required flag \\"names\\" not set"',
        "TestGenericFlagHelpOutput",
        "ExampleApp_Run_noAction",
        "ExampleApp_Run_subcommandNoAction",
    ],
    # a later diff line and test, a message past the room
    "r28-mocha-url-dot.txt": [
        "parse(mailto:foo@bar.com?subject=hello)",
        '-  "query": "?subject=hello"',
        "href: 'file:///meetings.example.com/cal#m1'",
    ],
    # an object's field, later tests and values past the room
    "r28-mocha-url-json.txt": [
        "query: '?that%27s'",
        "parse(undefined)",
        'The error is expected to be an instance of \\"TypeError\\". Received \\"RangeError\\"',
        "resolve(file:/devel/WWW/2000/10/swap/test/reluri-1.n3,file://meetings.example.com/cal#m1)",
        "actual=file:///meetings.example.com/cal#m1",
        "test/index.js:2016:12",
    ],
    # a later diff line and test, a message past the room
    "r28-mocha-url.txt": [
        '-  "query": "?that%27s"',
        '+  "query": "that%27s"',
        "Parameter 'url' must be a string, not undefined",
        "actual=file:///meetings.example.com/cal#m1",
    ],
    # node's header of the failures, and a frame in the code under test
    "r28-nodetest-resolve-spec.txt": [
        "failing tests:",
        "lib/sync.js:119:15",
    ],
    # a coverage row beside the failures
    "r28-pytest-emoji-cov.txt": [
        "emoji/core.py 123 1 99% 304",
    ],
    # the explanation of two lists that differ, past its line's room
    "r28-pytest-emoji-vv-l.txt": [
        "At index 0 diff: {'match_start': 15, 'match_end': 15, 'emoji': '😁'} != {'match_start': 15, 'match_end': 16, 'emoji': '😁'}",
    ],
    # later causes past the room
    "r28-pytest-phonenumbers-tbline.txt": [
        "tests/phonenumberutiltest.py::PhoneNumberUtilTest::testFormatNumberWithExtension",
        "AssertionError: '03-331 6005 ext. 1234' != '03-331 6005 ext 1234'",
        "tests/phonenumberutiltest.py::PhoneNumberUtilTest::testGetNationalSignificantNumber",
        "AssertionError: '0236618300' != '236618300'",
        "tests/phonenumberutiltest.py::PhoneNumberUtilTest::testMaybeExtractCountryCode",
        "tests/examplenumberstest.py::ExampleNumbersTest::testTollFree",
    ],
    # a crash's tape test, its code field, the frame in the code and the last assert that passed
    "r28-tape-resolve-crash.txt": [
        "# dotdot sync",
        "lib/sync.js:119:15",
        "code: 'MODULE_NOT_FOUND'",
        "ok 421 should be strictly equal",
    ],
    # the change's errors among 846 the project had
    "r28-tsc-resolve-checkjs.txt": [
        "error TS7006: Parameter",
        "error TS2339: Property 'code' does not exist on type 'Error'.",
        "error TS7053",
        "lib/caller.js(11,21): error TS2339: Property 'getFileName' does not exist on type 'string'.",
    ],
    # the change's errors among 846, and --pretty's table of errors by file
    "r28-tsc-resolve-pretty.txt": [
        "Argument of type 'string[]' is not assignable to parameter of type 'ConcatArray<never>'.",
        "error TS7006: Parameter",
        "error TS2339: Property 'code' does not exist on type 'Error'.",
        "184  test/resolver.js:16",
        "146  test/mock.js:9",
        "89  lib/async.js:26",
        "6  lib/node-modules-paths.js:2",
    ],
    # later causes of 99 (each run twice) past the room
    "r28-unittest-phonenumbers-v.txt": [
        "testFormatNumberWithExtension (tests.phonenumberutiltest.PhoneNumberUtilTest.testFormatNumberWithExtension)",
        "AssertionError: '03-331 6005 ext. 1234' != '03-331 6005 ext 1234'",
        "testGetNationalSignificantNumber (tests.phonenumberutiltest.PhoneNumberUtilTest.testGetNationalSignificantNumber)",
        "AssertionError: '0236618300' != '236618300'",
        "testFormatITNumber (tests.phonenumberutiltest.PhoneNumberUtilTest.testFormatITNumber)",
        "testMaybeExtractCountryCode (tests.phonenumberutiltest.PhoneNumberUtilTest.testMaybeExtractCountryCode)",
        "testParseNumbersWithPlusWithNoRegion (tests.phonenumberutiltest.PhoneNumberUtilTest.testParseNumbersWithPlusWithNoRegion)",
        "testTollFree (tests.examplenumberstest.ExampleNumbersTest.testTollFree)",
        "tests.pb2 (unittest.loader._FailedTest.tests.pb2)",
    ],
    # later causes of 99 (each run twice) past the room
    "r28-unittest-phonenumbers.txt": [
        "testFormatNumberWithExtension (tests.phonenumberutiltest.PhoneNumberUtilTest.testFormatNumberWithExtension)",
        "AssertionError: '03-331 6005 ext. 1234' != '03-331 6005 ext 1234'",
        "testGetNationalSignificantNumber (tests.phonenumberutiltest.PhoneNumberUtilTest.testGetNationalSignificantNumber)",
        "AssertionError: '0236618300' != '236618300'",
        "testFormatITNumber (tests.phonenumberutiltest.PhoneNumberUtilTest.testFormatITNumber)",
        "testMaybeExtractCountryCode (tests.phonenumberutiltest.PhoneNumberUtilTest.testMaybeExtractCountryCode)",
        "testParseNumbersWithPlusWithNoRegion (tests.phonenumberutiltest.PhoneNumberUtilTest.testParseNumbersWithPlusWithNoRegion)",
        "testTollFree (tests.examplenumberstest.ExampleNumbersTest.testTollFree)",
        "tests.pb2 (unittest.loader._FailedTest.tests.pb2)",
    ],
    # a rule of the warnings past those kept, named in the count of the rest after three more
    "r3-eslint-mobx.txt": [
        "@typescript-eslint/no-explicit-any",
    ],
    # c8's threshold line and uncovered lines, and a crash that ended tape, past the room
    "r29-c8-tape-secure-json-parse.txt": [
        "53-54,61-62,101",
        "# parse string with BOM",
        "[TypeError: Object contains forbidden prototype property]",
    ],
    # a passing run's lints past the room: the three most frequent named
    "r29-cargo-clippy-miniz-pedantic.txt": [
        "must_use_candidate",
        "doc_markdown",
        "this function has too many lines (482/100)",
        "src/inflate/core.rs:1067:1",
        "allocating a local array larger than 16384 bytes",
        "src/deflate/buffer.rs:41:19",
    ],
    # the json formatter's fields, as it writes them
    "r29-eslint-fast-redact-json.txt": [
        '"filePath":"/home/dev/js29/fast-redact-3.5.0/index.js"',
        '"ruleId":"no-undef"',
        '"message":"\'rx\' is not defined."',
        '"filePath":"/home/dev/js29/fast-redact-3.5.0/lib/parse.js"',
        '"message":"\'wildcards\' is not defined."',
        '"message":"\'wildCards\' is assigned a value but never used."',
        '"ruleId":"no-useless-assignment"',
        '"ruleId":"preserve-caught-error"',
    ],
    # a message's later place, said as "also at"
    "r29-eslint-fast-redact-quiet.txt": [
        "43:12  error  'wildcards' is not defined no-undef",
    ],
    # a message's later place, said as "also at"
    "r29-eslint-fast-redact.txt": [
        "43:12  error 'wildcards' is not defined no-undef",
    ],
    # testify's side-by-side diff and later tests past the room
    "r29-gotest-all-json.txt": [
        "TestSdump_maps/maps",
        "TestSdump_config/config_HideZeroValues",
        "Strings are different (left is expected, right is actual):",
        "TestRenderList",
        "TestMapSortRendering",
        "TestRenderImplicitType",
        "did not match expectations:",
    ],
    # testify's side-by-side diff and later tests past the room (a cause's later ids give way
    # before its message is cut short)
    "r29-gotest-all-v.txt": [
        "TestSdump_config/config_StrictGo",
        "TestSdump_multipleArgs/multipleArgs_lineBreak",
        "TestSdump_maps/maps",
        "Strings are different (left is expected, right is actual):",
        "TestRenderImplicitType",
        "TestMapSortRendering",
        "TestRenderList",
        "render_test.go:29: On line #109, [Input #23] did not match expectations:",
        'Expected: map[string]bool{"bar":false, "foo":true}',
        'Actual  : map[string]bool{"bar": false, "foo": true}',
        "--- SKIP: TestAssertionsFixture",
    ],
    # the lines a side-by-side diff shows apart
    "r29-gotest-litter-race.txt": [
        "1.0,",
        "1.00,",
        '"another string": "indeed",',
        '"something": "something something",',
    ],
    # testify's side-by-side diff and later tests past the room
    "r29-gotest-litter-render.txt": [
        "TestSdump_maps/maps",
        "Strings are different (left is expected, right is actual):",
        "1.0,",
        "1.00,",
        "TestRenderList",
        "TestMapSortRendering",
        "render_test.go:29: On line #275",
        "Expected: map[uint32]struct {}{1:{}, 2:{}",
        "Actual  : map[uint32]struct {}{1: {}, 2: {}",
    ],
    # a passing subtest
    "r29-gotest-litter-run-subtest.txt": [
        "--- PASS: TestSdump_config/config_Compact",
    ],
    # the values under a log line, past its message's room
    "r29-gotest-render-run.txt": [
        "Expected: render.namedMapType{10:struct { a int }{20}}",
        "Actual  : render.namedMapType{10: struct { a int }{20}}",
    ],
    # commented TAP of a file that failed: its crash, later tests past the room
    "r29-node-test-findlastindex.txt": [
        "# TypeError: method must be on Array.prototype",
        "{ [RangeError: predicate must be a function] message: 'predicate must be a function' }",
        "test/tests.js:44:16",
        "# not ok 29 returns last index if findLastIndex callback returns true",
        "# not ok 63 array has received 3 new elements",
        "# not ok 83 plan != count",
    ],
    # a file cut short by a crash: its YAML fields, its error, and later tests past the room
    "r29-node-test-secure-json-parse.txt": [
        "failureType: 'testCodeFailure'",
        "exitCode: 1",
        "[SyntaxError: Unexpected non-whitespace character after JSON at position 7]",
        '"hello":"world"}',
        "# not ok 14 should throw",
        "[TypeError: Object contains forbidden prototype property]",
        "# not ok 36 should throw",
    ],
    # the coverage total beside the failures
    "r29-pytest-ftfy-cov.txt": [
        "TOTAL 577 134 77%",
    ],
    # doctest's own words (UNEXPECTED EXCEPTION) and the frame of the second error
    "r29-pytest-ftfy-doctest.txt": [
        "UNEXPECTED EXCEPTION: AttributeError(\"module 'ftfy.fixes' has no attribute 'restore_byte_a0'\")",
        "line 386, in decode_match",
    ],
    # --tb=short's frame line and a later case
    "r29-pytest-ftfy-q-tbshort.txt": [
        "tests/test_examples_in_json.py:54: in test_json_example",
    ],
    # the source line, pytest's diff lines and a later case, past the room
    "r29-pytest-ftfy-vv.txt": [
        "replaced_bytes = fixes.restore_byte_a0(encoded_bytes)",
        "assert fix_text(orig) == fixed",
        "- The Mona Lisa doesn't have eyebrows.",
        '+ The Mona Lisa doesn"t have eyebrows.',
        "tests/test_examples_in_json.py::test_json_example[test_case96]",
    ],
    # the source line and a later case, past the room
    "r29-pytest-ftfy.txt": [
        "replaced_bytes = fixes.restore_byte_a0(encoded_bytes)",
        "assert fix_text(orig) == fixed",
    ],
    # the source line under the finding
    "r29-ruff-ftfy.txt": [
        'return codecs.decode(match.group(0), "unicode-escape")',
    ],
    # the error object tape prints, a frame, and its plan count
    "r29-tape-findlastindex-implementation.txt": [
        "not ok 29 returns last index if findLastIndex callback returns true",
        "test/tests.js:131:4",
        "{ [RangeError: predicate must be a function] message: 'predicate must be a function' }",
        "test/tests.js:44:16",
        "not ok 83 plan != count",
        "test/tests.js:69:6",
    ],
    # a crash's frames in an installed package and the file that loaded it
    "r29-tape-findlastindex.txt": [
        "node_modules/es-shim-unscopables/index.js:17",
        "/home/dev/js29/array.prototype.findlastindex-1.2.6/auto.js:3:18",
    ],
    # a crash that ended tape mid-run: its test, its error and values
    "r29-tape-secure-json-parse.txt": [
        "# parse string with BOM",
        "[TypeError: Object contains forbidden prototype property]",
    ],
    # the change's errors among 450, and --pretty's table of errors by file
    "r29-tsc-fast-redact-pretty.txt": [
        "343  test/index.js:3",
        "error TS7031: Binding element 'is' implicitly has an 'any' type.",
    ],
    # the change's errors among 450 the project had
    "r29-tsc-fast-redact.txt": [
        "error TS7031: Binding element 'is' implicitly has an 'any' type.",
        "error TS7006: Parameter 'o' implicitly has an 'any' type.",
    ],
    # later lints past the room, named after the three most frequent
    "r30-cargo-clippy-globset-pedantic.txt": [
        "redundant_static_lifetimes",
        "missing `# Errors` section",
    ],
    # a passing run's later warnings past the room
    "r30-cargo-clippy-globset.txt": [
        "passing a unit value to a function",
        "src/glob.rs:789:9",
        "accessing first element with `self.tokens.get(0)`",
        "src/glob.rs:333:27",
    ],
    # a lint past the three most frequent named
    "r30-cargo-clippy-rustix-pedantic.txt": [
        "missing_errors_doc",
    ],
    # later warnings' words past the room
    "r30-cargo-clippy-rustix.txt": [
        "casting to the same type is unnecessary",
        "unexpected `cfg` condition name: `io_lifetimes_use_std`",
    ],
    # 44 doctests that do not compile: rustc's error line whole and later doctests
    "r30-cargo-test-camino-doc.txt": [
        "error[E0599]: no function or associated item named `new` found for struct `Utf8Path` in the current scope",
        "src/lib.rs - Utf8Path::extension (line 882)",
        "src/lib.rs:886:28",
        "src/lib.rs - Utf8Path::from_str (line 495)",
        "help: there is a method `ne` with a similar name",
    ],
    # a code behind 17 distinct F401 lines
    "r30-flake8-typer.txt": [
        "F401 '.main.Typer' imported but unused",
    ],
    # go test's FAIL lines with their timings
    "r30-gotest-goja-buildfail.txt": [
        "TestParser (0.00s)",
    ],
    # a test's check under the code's own log lines; FAIL lines with timings
    "r30-gotest-goja-panic.txt": [
        "compiler_test.go:1320",
    ],
    # a test's check under the code's own log lines; FAIL lines with timings
    "r30-gotest-goja-race.txt": [
        "TestParser (0.00s)",
    ],
    # a test's check under the code's own log lines; passing tests and timings
    "r30-gotest-goja-run.txt": [
        "--- PASS: TestUnicodeLastIndexOf1",
        "--- PASS: TestIPowOverflow",
    ],
    # a test's check under the code's own log lines; FAIL lines with timings
    "r30-gotest-goja-v.txt": [
        "TestParser (0.00s)",
    ],
    # a test's check under the code's own log lines; FAIL lines with timings
    "r30-gotest-goja.txt": [
        "TestParser (0.00s)",
        "github.com/dop251/goja/ast [no test files]",
    ],
    # a passing test and a FAIL line with its timing
    "r30-gotest-semver-run.txt": [
        "--- PASS: TestCompareHelper",
    ],
    # an ok package's line with its time (only failed ones are said with theirs)
    "r30-gotest-semver.txt": [
        "ok github.com/blang/semver 0.008s",
    ],
    # toEqual's diff lines
    "r30-jest-lru-cache.txt": [
        '+ "evicted",',
        '- "evict",',
    ],
    # a frame in the code under test
    "r30-mocha-d3-array-bail-dot.txt": [
        "src/median.js:4:10",
    ],
    # later values of one cause
    "r30-node-test-negotiator.txt": [
        "expected: 'en-GB'",
        "expected: 'identity'",
    ],
    # coverage rows and later causes past the room
    "r30-pytest-typer-cov.txt": [
        "TOTAL 15508  11358 27%",
        "typer/main.py 392 81 79%",
        "tests/test_tutorial/test_commands/test_help/test_tutorial001.py::test_help[tutorial001]",
        "tests/test_tutorial/test_commands/test_options/test_tutorial001.py::test_delete_all_force[tutorial001]",
        "tests/test_tutorial/test_options/test_help/test_tutorial004.py::test_help[tutorial004]",
    ],
    # later causes of 169 past the room; an error's sub-exceptions
    "r30-pytest-typer-q-tbline.txt": [
        "tests/test_atomic_file.py::test_atomic_binary_write",
        "ExceptionGroup: multiple unraisable exception warnings (3 sub-exceptions)",
        "ResourceWarning: unclosed file",
        "tests/test_types.py:65: assert 2 == 0",
        "Error: No such command 'no-args'. Did you mean 'no_args'?",
        "tests/test_completion/test_completion_complete.py:38: AssertionError: assert 'delete\\ndelete-all' in 'delete\\ndelete_all\\n'",
        "tests/test_type_conversion.py::test_tuple_wrong_arity",
    ],
    # later causes past the room; a CLI's output under an assert
    "r30-pytest-typer-tutorial-v.txt": [
        "tests/test_tutorial/test_commands/test_options/test_tutorial001.py::test_delete_all_force[tutorial001]",
        "delete_all  Delete ALL users in the database.",
        "<Result SystemExit(2)>.exit_code",
    ],
    # later causes past the room
    "r30-pytest-typer-xdist.txt": [
        "tests/test_launch.py::test_launch_url_unix[Linux-xdg-open]",
        "tests/test_types.py:65: in test_enum_choice",
        "No such command 'api-atomic'. Did you mean 'api_atomic', 'write_atomic'?",
        "AssertionError: assert '' == 'halfway'",
    ],
    # later causes of 169 past the room
    "r30-pytest-typer.txt": [
        "typer/main.py:1766: in launch",
        "tests/test_terminal_control_characters.py::test_error_values[rich-whitespace-controls-unknown-option-True]",
        "Error: No such command 'no-args'. Did you mean 'no_args'?",
        "tests/test_types.py::test_enum_choice",
        "tests/test_types.py:65: AssertionError",
        "tests/test_completion/test_completion_complete.py::test_completion_complete_subcommand_bash[tutorial001]",
        "assert 'delete\\ndelete-all' in 'delete\\ndelete_all\\n'",
        "tests/test_type_conversion.py::test_param_type_help_metavar[Annotated-<int>0]",
        "tests/test_atomic_file.py::test_atomic_write",
        "assert '' == 'halfway'",
        "tests/test_type_conversion.py::test_tuple_wrong_arity",
        "tests/test_types_file.py::test_file_error",
    ],
    # a crash's tape test
    "r30-tape-negotiator.txt": [
        "# media types",
    ],
    # the change's errors among 653 the project had
    "r30-tsc-d3-array-pretty.txt": [
        "src/quantile.js:43:3 - error TS2304: Cannot find name 'quickselect'.",
        "src/nice.js:6:39 - error TS2554: Expected 0-1 arguments, but got 3.",
        "src/ticks.js:53:69 - error TS2554: Expected 0-1 arguments, but got 3.",
        "src/bin.js:43:49 - error TS2554: Expected 0-1 arguments, but got 3.",
        "TS7031: Binding element 'start' implicitly has an 'any' type.",
        "TS2582: Cannot find name 'it'.",
        "TS2307: Cannot find module 'assert'",
    ],
    # the change's errors among 653 the project had
    "r30-tsc-d3-array.txt": [
        "src/nice.js(6,39): error TS2554: Expected 0-1 arguments, but got 3.",
        "src/ticks.js(53,69)",
        "src/bin.js(43,49)",
        "src/bin.js(54,42)",
        "TS7031: Binding element 'start' implicitly has an 'any' type.",
        "TS7006: Parameter",
        "test/array-test.js(2,20): error TS2307: Cannot find module 'assert'",
        "TS2582: Cannot find name 'it'.",
        "dist/d3-array.js(4,8): error TS2304: Cannot find name 'define'.",
    ],
    # -v's progress lines and a frame
    "r30-unittest-polib-v.txt": [
        "test_fuzzy_entries (tests.TestPoFile.test_fuzzy_entries) ... ERROR",
        "test_fuzzy_obsolete (tests.TestPoFile.test_fuzzy_obsolete) ... ERROR",
        "line 760, in test_fuzzy_obsolete",
        "test_percent_translated (tests.TestPoFile.test_percent_translated) ... FAIL",
        "test_is_file (tests.TestFunctions.test_is_file) ... FAIL",
    ],
    # a second traceback's frame
    "r30-unittest-polib.txt": [
        'tests/tests.py", line 760, in test_fuzzy_obsolete',
    ],
    # a value chai elided
    "r30-vitest-lru-cache-verbose.txt": [
        "'evicted'",
    ],
    # chai's message with its elided values
    "r30-vitest-lru-cache.txt": [
        "[ [ 1, 'a', 'evicted' ], …(1) ] to deeply equal [ [ 1, 'a', 'evict' ], …(1) ]",
    ],
    # a renamed variant's uses in the code after 70 in a generated table; a note's place
    "r31-cargo-build-unicase-all-targets.txt": [
        "src/unicode/mod.rs:100:5",
        "src/unicode/mod.rs:117:23",
        "src/unicode/mod.rs:149:19",
        "hasher.write(&buf[..len])",
        "src/unicode/map.rs:1729:36",
    ],
    # a renamed variant's uses in the code after 70 in a generated table; a note's place
    "r31-cargo-build-unicase.txt": [
        "src/unicode/mod.rs:100:5",
        "src/unicode/mod.rs:117:23",
        "src/unicode/mod.rs:149:19",
        "hasher.write(&buf[..len])",
    ],
    # a passing run's count said with its --fix advice shortened; a later lint
    "r31-cargo-clippy-unicase.txt": [
        "warning: `unicase` (lib) generated 240 warnings (run `cargo clippy --fix --lib -p unicase -- ` to apply 213 suggestions)",
    ],
    # cargo's rerun advice
    "r31-cargo-test-crc32fast-nofailfast.txt": [
        "error: test failed, to rerun pass `--lib`",
    ],
    # a later ok package past the count line's room
    "r31-gotest-cty-build.txt": [
        "ok github.com/zclconf/go-cty/cty/json",
    ],
    # later subtests and values past the room
    "r31-gotest-cty-race.txt": [
        "TestRange/Range([]cty.Value{cty.NumberIntVal(0),_cty.NumberIntVal(5),_cty.NumberFloatVal(0.5)})",
        'TestSubstr/cty.StringVal("😸😾")',
        'got:  cty.StringVal("😸😾")',
        'want: cty.StringVal("😸")',
    ],
    # got/want values past a line's room; --- FAIL lines as printed
    "r31-gotest-cty-run.txt": [
        "got:  cty.ListVal([]cty.Value{cty.NumberIntVal(0), cty.NumberIntVal(1)})",
        "want: cty.ListVal([]cty.Value{cty.NumberIntVal(0)})",
        'got:  cty.StringVal("el")',
        'want: cty.StringVal("ell")',
    ],
    # --- FAIL lines as printed, later values and ok packages
    "r31-gotest-cty-v.txt": [
        '--- FAIL: TestConvert/cty.StringVal("false")_to_cty.Bool',
        'got:  cty.StringVal("no")',
        'want: cty.StringVal("noë")',
        "ok github.com/zclconf/go-cty/cty/json",
        "ok github.com/zclconf/go-cty/cty/msgpack",
    ],
    # got/want values past a line's room
    "r31-gotest-cty.txt": [
        "got:  cty.ListVal([]cty.Value{cty.NumberIntVal(0), cty.NumberIntVal(1), cty.NumberIntVal(2), cty.NumberIntVal(3), cty.NumberIntVal(4), cty.NumberIntVal(5)})",
        "want: cty.ListValEmpty(cty.Number)",
    ],
    # a helper's description under its got/want tables; examples' FAIL lines
    "r31-gotest-tablewriter-run.txt": [
        "--- PASS: TestWrapString",
        "--- PASS: ExampleCSV",
    ],
    # a helper's description under its got/want tables; --- FAIL lines as printed
    "r31-gotest-tablewriter-v.txt": [
        "--- FAIL: TestCSVSeparator",
        "--- FAIL: TestWithBorder",
        "--- FAIL: TestPrintCaptionWithFooter",
        "--- FAIL: TestClearFooters",
    ],
    # a helper's description under its got/want tables
    "r31-gotest-tablewriter.txt": [
        "github.com/olekukonko/tablewriter/csv2table [no test files]",
    ],
    # the JSON's count fields; a later test
    "r31-jest-classnames-json.txt": [
        '"numFailedTests":15',
        '"numPassedTests":8',
        f"classNames {J} supports numbers",
    ],
    # a later test and its expected value past the room
    "r31-jest-classnames.txt": [
        f"classNames {J} supports numbers",
        'Expected: "1 2 a"',
    ],
    # the change's error among 1,010 the project had
    "r31-mypy-humanfriendly-strict.txt": [
        'humanfriendly/tables.py:332: error: Name "coerce_string" is not defined  [name-defined]',
        "[no-untyped-def]",
        "[no-untyped-call]",
        "Function is missing a type annotation",
    ],
    # mypy's note on missing stubs and its advice
    "r31-mypy-humanfriendly.txt": [
        "python3 -m pip install types-docutils",
    ],
    # a frame as node prints it (file:// URL), a later value
    "r31-node-test-pretty-bytes-spec.txt": [
        "prettyBytes (file:///home/dev/r31js/pretty-bytes-6.1.1/index.js:68:9)",
        "actual: '1000 undefined'",
    ],
    # later values of one cause
    "r31-node-test-pretty-bytes.txt": [
        "expected: ' 0 B'",
        "actual: '0 B'",
    ],
    # the change's error among 71 the project had; a rule of later ones
    "r31-pyright-humanfriendly.txt": [
        'humanfriendly/__init__.py:451:38 - error: Argument of type "Decimal" cannot be assigned to parameter "count" of type "float" in function "round_number"',
        'humanfriendly/tables.py:332:16 - error: "coerce_string" is not defined (reportUndefinedVariable)',
        "(reportMissingImports)",
    ],
    # frames in the code under test, as vitest prints them
    "r31-vitest-classnames.txt": [
        "_parseObject dedupe.js:37:5",
        "parseValue bind.js:28:15",
    ],
    # chai's message past its line's room
    "r31-vitest-deep-eql-json.txt": [
        "expected true to be false // Object.is equality",
    ],
    # a frame in the code under test
    "r31-vitest-deep-eql-junit.txt": [
        "index.js:241:7",
    ],
    # a frame under vitest's shared-error block
    "r31-vitest-deep-eql-verbose.txt": [
        "extensiveDeepEqualByType index.js:241:7",
    ],
    # a frame under vitest's shared-error block
    "r31-vitest-deep-eql.txt": [
        "extensiveDeepEqualByType index.js:241:7",
    ],
    # an error message with a trailing space cut
    "r31-vitest-pretty-bytes.txt": [
        "Expected a finite number, got string: ",
    ],
    # 241 pedantic and nursery warnings: distinct lints past the room
    "r32-cargo-clippy-roxmltree-pedantic-nursery.txt": [
        "unnecessary structure name repetition",
        "this could be a `const fn`",
        "called `Iterator::last` on a `DoubleEndedIterator`; this will needlessly iterate the entire iterator",
        "src/lib.rs:1164:9",
        "usage of a legacy numeric constant",
        "src/parse.rs:244:26",
        "casting `usize` to `u32` may truncate the value on targets with 64-bit wide pointers",
        "src/parse.rs:1173:44",
        "used `assert_eq!` with a literal bool",
        "tests/api.rs:62:5",
    ],
    # 122 pedantic warnings: distinct lints past the room
    "r32-cargo-clippy-xmlparser-pedantic.txt": [
        "this method could have a `#[must_use]` attribute",
        "using `clone` on type `Stream<'_>` which implements the `Copy` trait",
        "src/stream.rs:356:21",
        "non-NFC Unicode sequence detected",
        "tests/integration/text.rs:18:16",
    ],
    # a right value after a long left one (a document dump): cut for room
    "r32-cargo-test-roxmltree-ast-filter.txt": [
        "right: error: \"the 'xml' namespace URI is used for not 'xml' prefix at 1:6\"",
    ],
    # a right value after a long left one (a document dump): cut for room
    "r32-cargo-test-roxmltree-no-fail-fast.txt": [
        "right: error: \"the 'xml' namespace URI is used for not 'xml' prefix at 1:6\"",
    ],
    # 60 failures with long values: room
    "r32-cargo-test-xmlparser-q-no-fail-fast.txt": [
        "test result: FAILED. 119 passed; 60 failed; 0 ignored; 0 measured; 0 filtered out",
        "test result: FAILED. 4 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out",
        "right: TextPos { row: 1, col: 3 }",
        "left: Error(\"invalid atribute at 1:2 cause expected quote mark not 't' at 1:6\")",
        "pi::pi_err_01",
    ],
    # 60 failures with long values: room
    "r32-cargo-test-xmlparser.txt": [
        "right: TextPos { row: 1, col: 3 }",
        "left: Error(\"invalid atribute at 1:2 cause expected quote mark not 't' at 1:6\")",
        "right: Error(\"invalid CDATA at 1:4 cause a non-XML character '\\\\u{1}' found at 1:13\")",
        "document::document_err_04",
    ],
    # 86 CLI cases, most of one indent bug, push out the rarer two
    "r32-gotest-gojq-v.txt": [
        "TestCliRun/length_function",
        "TestCliRun/indices,_index,_rindex_functions_against_multibyte_string",
        '"[[0],[1],[3]]\\n[0,1,3]\\n[5,1,3]\\n"',
        '"cannot iterate on: number (10)\\n"',
        '"{\\n  \\"foo\\": 128\\n}\\n"',
    ],
    # 86 CLI cases, most of one indent bug, push out the rarer two
    "r32-gotest-gojq.txt": [
        "TestCliRun/length_function",
        "TestCliRun/indices,_index,_rindex_functions_against_multibyte_string",
        '"[[0],[1],[3]]\\n[0,1,3]\\n[5,1,3]\\n"',
        '"cannot iterate on: number (10)\\n"',
        '"{\\n  \\"foo\\": 128\\n}\\n"',
    ],
    # go vet's package header inside go test is not said
    "r32-gotest-sh-vetfail.txt": [
        "# mvdan.cc/sh/v3/interp",
    ],
    # one check's cases with other inputs grouped under the first
    "r32-gotest-sh.txt": [
        'interp_test.go:3415: wrong output in "shouldnotexist"',
        'want: "\\"shouldnotexist\\": executable file not found in $PATH\\nexit status 127"',
        'got:  "\\"shouldnotexist\\": executable not found in $PATH\\nexit status 127"',
        'wrong output in "read 0ab"',
    ],
    # frames said as file:line in fn, not jest's fn (file:line); the JSON's counts are told as the human report's
    "r32-jest-fusejs-json.txt": [
        "MaxHeap.insert (dist/fuse.cjs:1019:19)",
        "createKey (dist/fuse.cjs:97:40)",
        '"numFailedTests":13',
        '"numTotalTests":250',
    ],
    # frames said as file:line in fn, not jest's fn (file:line)
    "r32-jest-fusejs.txt": [
        "MaxHeap.insert (dist/fuse.cjs:1019:19)",
        "createKey (dist/fuse.cjs:97:40)",
    ],
    # 127 errors, 115 of them in the unchanged code: the new ones share codes already listed (told with the baseline)
    "r32-mypy-bitstring.txt": [
        'bitstring/bits.py:1389: error: "None" object is not iterable  [misc]',
        'bitstring/bits.py:1681: error: "None" object is not iterable  [misc]',
        'bitstring/bitarray_.py:437: error: "None" object is not iterable  [misc]',
        'bitstring/bitarray_.py:650: error: "None" object is not iterable  [misc]',
    ],
    # node's spec reporter's failing-tests recap and its actual/expected fields are told by the message's first lines
    "r32-node-test-eventemitter3-spec.txt": [
        "failing tests:",
        "actual: [ [ 0, 1, 2, undefined ], [ 0, 1, 2, undefined ] ],",
        "expected: [ [ 0, 1, 2, 3 ], [ 0, 1, 2, 3 ] ],",
        "actual: undefined,",
        "actual: TypeError: The listener must be a funtion",
    ],
    # a frame said as file:line in fn, not node's fn (path:line)
    "r32-node-test-eventemitter3.txt": [
        "addListener (/home/dev/js32/eventemitter3-5.0.4/index.js:60:11)",
    ],
    # 156 errors, 143 in the unchanged code: room
    "r32-pyright-bitstring.txt": [
        'bitstring/bits.py:1389:22 - error: "None" is not iterable',
        '"__iter__" method not defined (reportGeneralTypeIssues)',
        'bitstring/bits.py:1681:22 - error: "None" is not iterable',
        'bitstring/bitarray_.py:437:22 - error: "None" is not iterable',
        'bitstring/bitarray_.py:650:26 - error: "None" is not iterable',
    ],
    # --tb=no: messages cut by pytest's width; coverage table rows; 181 failures
    "r32-pytest-bitstring-cov.txt": [
        "bitstring/array_.py 682 306 55%",
        "TOTAL 3489 463 87%",
        "tests/test_bitarray_legacy.py::test_multiplicative_factors_and_brackets",
    ],
    # one of three where lines of a parametrized group: room
    "r32-pytest-bitstring-v.txt": [
        "where False = endswith('0x34', start=8, end=16)",
    ],
    # one of three where lines of a parametrized group: room
    "r32-pytest-bitstring.txt": [
        "where False = endswith('0x34', start=8, end=16)",
    ],
    # tape's expected/actual of a throws told, not the error object's dump
    "r32-tape-eventemitter3.txt": [
        "{ [TypeError: The listener must be a funtion] message: 'The listener must be a funtion' }",
    ],
    # 16 failures: room
    "r32-unittest-crontab.txt": [
        "test_20_slice_validation (tests.test_usage.UseTestCase.test_20_slice_validation)",
        "test_23_max (tests.test_interaction.InteractionTestCase.test_23_max)",
        "AssertionError: '59 22 31 12 * max' != '59 23 31 12 * max'",
    ],
    # frames said as file:line, not vitest's fn file:line; a length message cut
    "r32-vitest-fusejs-verbose.txt": [
        "sortFn dist/fuse.cjs:164:34",
        "to have a length of 8 but got 7",
    ],
    # frames said as file:line, not vitest's fn file:line; a length message cut
    "r32-vitest-fusejs.txt": [
        "sortFn dist/fuse.cjs:164:34",
        "MaxHeap.insert dist/fuse.cjs:1019:19",
    ],
    # the last of six ok packages: the failed packages' times took its room
    "r10-gotest-hcl-verbose-novet.txt": [
        "ok github.com/hashicorp/hcl/hcl/parser",
    ],
    # a second check's later cases told (fewer places of the first's past the room)
    "r15-gotest-iradix.txt": [
        "iradix_test.go:1839",
    ],
    # a second check's later cases told (fewer places of the first's past the room)
    "r15-gotestsum-iradix.txt": [
        "iradix_test.go:1839",
    ],
    # the signature behind the mismatch is the secondary span's line: the primary's is told
    "r28-cargo-build-rustc-demangle-types.txt": [
        "fn disambiguator(&mut self) -> Result<u32, ParseError> {",
    ],
    # a later line of the largest code's: other codes' second lines take their turn first
    "r30-pyright-typer.txt": [
        'typer/_completion_shared.py:193:21 - error: Argument of type "bytes | str" cannot be assigned to parameter "args" of type "StrPath"',
    ],
    # rustc's help line under an error (a feature to add): helps are not told
    "r33-cargo-clippy-encoding_rs-deny.txt": [
        "help: consider adding `simd-accel` as a feature in `Cargo.toml`",
    ],
    # a passing doctest's name: a pass is told by its counts
    "r33-cargo-test-encoding_rs-doc.txt": [
        "src/lib.rs - Encoding::for_label (line 2702)",
    ],
    # a second place of a message, told as 'also at' with its path, not under its file's heading
    "r33-eslint-vcore.txt": [
        "108:49  error Unsafe return of a value of type `any`",
    ],
    # --- FAIL: lines as printed; a test's later cases past its line's room
    "r33-go-test-govaluate-run.txt": [
        "sql_test.go:242: Actual: 'NOT [foo] > 1', expected 'NOT ( [foo] > 1 )'",
    ],
    # --- FAIL: lines as printed; a test's later cases past its line's room
    "r33-go-test-govaluate-v.txt": [
        "Cannot transition token types from NUMERIC [35] to NUMERIC [50]",
    ],
    # a later case's message past its line's room
    "r33-go-test-govaluate.txt": [
        "Cannot transition token types from NUMERIC [35] to NUMERIC [50]",
    ],
    # the test's first log lines are the Debian patch's 'removed from Debian packaging' notes, told before the failed checks
    "r33-go-test-mimetype-failfast.txt": [
        "File: deb.deb; Expected: application/vnd.debian.binary-package != Detected: application/x-archive",
        "Detected: image/pgn",
        "Expected: application/vnd.oasis.opendocument.text != Detected: application/zip",
    ],
    # the test's first log lines are the Debian patch's notes, told before the failed checks
    "r33-go-test-mimetype-json.txt": [
        "File: deb.deb; Expected: application/vnd.debian.binary-package != Detected: application/x-archive",
        "File: apng.png; Expected: image/vnd.mozilla.apng != Detected: image/pgn",
        "File: odt.odt; Expected: application/vnd.oasis.opendocument.text != Detected: application/zip",
    ],
    # the test's first log lines are the Debian patch's notes, told before the failed checks
    "r33-go-test-mimetype-race.txt": [
        "File: deb.deb; Expected: application/vnd.debian.binary-package != Detected: application/x-archive",
        "Detected: image/pgn",
        "Expected: application/vnd.oasis.opendocument.text != Detected: application/zip",
    ],
    # the test's first log lines are the Debian patch's notes, told before the failed checks
    "r33-go-test-mimetype-run.txt": [
        "--- PASS: TestFaultyInput",
        "Detected: image/pgn",
        "Expected: application/vnd.oasis.opendocument.text != Detected: application/zip",
    ],
    # the test's first log lines are the Debian patch's notes, told before the failed checks
    "r33-go-test-mimetype.txt": [
        "File: deb.deb; Expected: application/vnd.debian.binary-package != Detected: application/x-archive",
        "File: apng.png; Expected: image/vnd.mozilla.apng != Detected: image/pgn",
        "File: odt.odt; Expected: application/vnd.oasis.opendocument.text != Detected: application/zip",
        "File: ott.ott; Mime: application/vnd.oasis.opendocument.text-template != DetectedMime: application/zip",
    ],
    # two of four coverage gates and a second caller of one error: room
    "r33-jest-ufo-coverage.txt": [
        f'withBase {J} withBase("/users", "/api")',
        'Jest: "global" coverage threshold for lines (90%) not met: 52.65%',
        'Jest: "global" coverage threshold for functions (90%) not met: 48.8%',
    ],
    # a second caller of the same error at the same place: its tests are one cause, told by the first caller
    "r33-jest-ufo.txt": [
        f'withBase {J} withBase("/users", "/api")',
        "Object.withBase",
        "dist/index.cjs:277:10",
    ],
    # 46 failures of table-driven cases: room
    "r33-mocha-ufo-dot.txt": [
        'withBase("/users", "/api")',
        'withQuery("https://e.com/?a=1#h", {"a":2})',
        "'https://e.com/?a=1&a=2#h'",
    ],
    # 302 errors, 300 of them the project's: room
    "r33-mypy-environs-strict.txt": [
        "[no-untyped-call]",
    ],
    # the suites' own not ok lines, and YAML fields of a failure, past the room
    "r33-node-test-ufo.txt": [
        "actual: '/fo'",
        "error: 'isNonEmptyURL is not defined'",
        "name: 'ReferenceError'",
        'not ok 2 - withBase("/users", "/api")',
        "not ok 11 - withBase",
        "not ok 16 - withQuery",
    ],
    # a later test of the first place's, after each place's own line
    "r33-pytest-asttokens-v-l.txt": [
        "tests/test_mark_tokens.py::TestMarkTokens::test_slices",
    ],
    # coverage table rows; a later cause gives way to both of pytest-cov's words for its gate
    "r33-pytest-environs-cov.txt": [
        "TOTAL 416 52 88%",
        "src/environs/types.py 24 24 0% 8-208",
        "ValueError: Not valid JSON.",
    ],
    # the exception a chained one caused, cut in its middle for room
    "r33-pytest-environs-q-ra-tbshort.txt": [
        "environs.exceptions.EnvValidationError: Environment variable \"LIST\" invalid: {0: ['Not a valid integer.']}",
        "ValueError: Not valid JSON.",
    ],
    # pytest's At index explanation of two lists told whole
    "r33-pytest-environs-x.txt": [
        "At index 0 diff: '1,2,3' != '1'",
    ],
    # the exception a chained one caused, cut in its middle for room
    "r33-pytest-environs-xdist.txt": [
        "Environment variable \"LIST\" invalid: {0: ['Not a valid integer.']}",
    ],
    # the exception a chained one caused, cut in its middle for room
    "r33-pytest-environs.txt": [
        "environs.exceptions.EnvValidationError: Environment variable \"LIST\" invalid: {0: ['Not a valid integer.']}",
    ],
    # a test that failed on the unchanged project too, among 20: room
    "r33-unittest-asttokens.txt": [
        "test_sys_modules (tests.test_mark_tokens.TestMarkTokens.test_sys_modules)",
    ],
    # frames said as file:line, not vitest's fn file:line; 46 failures: room
    "r33-vitest-ufo-verbose.txt": [
        "'/fo' !== '/foo'",
        'test/ufo.test.cjs > withBase > withBase("/users", "/api")',
        "Object.withBase dist/index.cjs:277:10",
        'test/ufo.test.cjs > withQuery > withQuery("https://e.com/?a=1#h", {"a":2})',
        "'https://e.com/?a=1&a=2#h'",
    ],
    # 169 errors of three renames: a note's place and rustc's help under an error, and a warning beside errors
    "r34-cargo-build-io-lifetimes.txt": [
        "src/impls_std.rs:150:44",
        "trait `IntoRawFd` which provides `into_raw_fd` is implemented but not in scope",
        "unexpected `cfg` condition name: `io_lifetimes_use_std`",
    ],
    # 169 errors of three renames: a note's place and rustc's help under an error, and a warning beside errors
    "r34-cargo-check-io-lifetimes-alltargets.txt": [
        "src/impls_std.rs:150:44",
        "trait `IntoRawFd` which provides `into_raw_fd` is implemented but not in scope",
        "unexpected `cfg` condition name: `io_lifetimes_use_std`",
    ],
    # a pass with pedantic warnings the crate had: a few lints past the room
    "r34-cargo-clippy-walkdir-pedantic.txt": [
        "doc_lazy_continuation",
        "unused_self",
        "src/tests/util.rs:101:29",
    ],
    # a binary that aborted: a dbg! line and passing tests are not told beside it
    "r34-cargo-test-io-lifetimes-api-nocapture.txt": [
        "[tests/api.rs:67:17] &filelike = OwnedFd {",
        "test test_as ... ok",
    ],
    # a binary that aborted: the test that ran before and cargo's rerun hint are not told
    # beside it
    "r34-cargo-test-io-lifetimes-nofailfast.txt": [
        "error: test failed, to rerun pass `--test api`",
        "test test_as ... ok",
    ],
    # eslint's JSON fields are told as its stylish format says them
    "r34-eslint-big-integer-json.txt": [
        '"ruleId":"no-undef"',
        '"line":1125,"column":23',
        '"line":1106,"column":14',
        '"errorCount":1',
        '"warningCount":3',
    ],
    # go vet's findings inside go test, and the coverage line of a package
    "r34-gotest-dhcp-short-cover.txt": [
        "dhcpv4/option_routes.go:58: fmt.Sprintf format %s reads arg #2, but call has 1 arg",
        "dhcpv6/duid.go:119: fmt.Sprintf format %d has arg d.HwType.String() of wrong type string",
        "coverage: 93.9% of statements",
    ],
    # a package's line with its time: five packages' lines fit only without theirs
    "r34-gotest-dhcp.txt": [
        "github.com/insomniacslk/dhcp/dhcpv6 ",
    ],
    # testify's diff lines under its values
    "r34-gotest-nmea-race-run.txt": [
        "-  Millisecond: (int) 456",
        "+  Millisecond: (int) 455",
    ],
    # testify's diff lines; a panic in a test's helper told at the helper
    "r34-gotest-nmea-run.txt": [
        "+  MM: (int) 69,",
        "panic: interface conversion: nmea.Sentence is nil, not nmea.VTG",
        "vtg_test.go:53",
    ],
    # testify's diff lines; a later case's message past the room
    "r34-gotest-nmea-v.txt": [
        "+  MM: (int) 69,",
        "+  MM: (int) 61,",
        "nmea: sentence prefix 'GPVTG' not supported",
    ],
    # testify's diff lines; a panic's place in another test file
    "r34-gotest-nmea.txt": [
        "-  MM: (int) 6,",
        "+  MM: (int) 69,",
        "panic: interface conversion: nmea.Sentence is nil, not nmea.VTG",
        "deprecated_test.go:692",
    ],
    # 233 failures of table-driven cases: room
    "r34-jest-big-integer.txt": [
        f"toString with radix {J} base 16: 256",
        'Expected: "100"',
        'Received: "g0"',
        f"bitLength {J} bitLength(255)",
    ],
    # mocha's diff lines under a TAP failure
    "r34-mocha-big-integer-tap.txt": [
        "+ '2000'",
        "- '10000'",
    ],
    # a second frame (the caller in the code under test) of a stack
    "r34-mocha-big-integer.txt": [
        "BigInteger.bitLength (BigInteger.js:1125:9)",
    ],
    # 548 errors, 545 of them the project's: room
    "r34-mypy-wtforms-strict.txt": [
        'src/wtforms/validators.py:754: error: Name "uuid" is not defined  [name-defined]',
        "[no-untyped-def]",
        "[no-untyped-call]",
    ],
    # 31 errors of two codes, 27 of one: the other code (a style one) after them all
    "r34-mypy-wtforms.txt": [
        'src/wtforms/meta.py:97: error: Need type annotation for "translations_cache"',
        "[var-annotated]",
        "src/wtforms/fields/choices.py:620",
    ],
    # node's diff lines and a frame in an ES module (file:// path) past the room
    "r34-node-test-change-case-spec.txt": [
        'pascalCase -> "1test"',
        "+ '_1test'",
        "splitPrefixSuffix (file:///home/dev/js34/change-case-5.4.4/dist/index.js:185:65)",
    ],
    # 57 errors, 55 the project's: a second message of reportUndefinedVariable past the room
    "r34-pyright-wtforms.txt": [
        'src/wtforms/validators.py:749:35 - error: "uuid" is not defined (reportUndefinedVariable)',
        'src/wtforms/validators.py:754:13 - error: "uuid" is not defined (reportUndefinedVariable)',
    ],
    # a subtest's parameters and --tb=short's frame lines
    "r34-pytest-semantic-version-x-tbshort.txt": [
        "SUBFAILED(spec='>=0.1.1', version='0.1.2')",
        "semantic_version/base.py:960: in match",
    ],
    # 285 subtest failures of one typo: other subtests' ids past the room
    "r34-pytest-semantic-version.txt": [
        "SUBFAILED(source='^1.2.3') tests/test_npm.py::NpmSpecTests::test_expand",
        "SUBFAILED(spec='^1.2.3') tests/test_base.py::SpecTestCase::test_parsing",
        "First has 0, Second has 1:  '<2.2.0'",
    ],
    # coverage table rows; an exception's message past the room
    "r34-pytest-wtforms-cov.txt": [
        "TOTAL 2127 81 658 37 95%",
        "src/wtforms/validators.py 374 48 136 14 84%",
        "wtforms.validators.ValidationError: Field must be exactly 6 characters long.",
    ],
    # an exception's message and parametrized cases past the room
    "r34-pytest-wtforms-v.txt": [
        "wtforms.validators.ValidationError: Field cannot be longer than 6 characters.",
        "tests/validators/test_url.py::test_bad_url_raises[http://foobar]",
        "tests/validators/test_uuid.py::test_bad_uuid_type_raises[None]",
    ],
    # a crash's second frame (the caller in the code under test)
    "r34-tape-big-integer.txt": [
        "BigInteger.bitLength",
    ],
    # 285 subtest failures of one typo: other tests past the room
    "r34-unittest-semantic-version-v.txt": [
        "version = version.truncate('prerelease')",
        "test_match (tests.test_match.MatchTestCase.test_match)",
        "test_bump_prerelease_versions (tests.test_base.VersionTestCase.test_bump_prerelease_versions)",
        "First has 0, Second has 1:  '<2.2.0'",
    ],
    # facts copied with their XML escapes (&gt;, &quot;): the digest tells the text unescaped
    "r34-vitest-change-case-junit.txt": [
        "change case &gt; &quot;test string&quot; &gt; constantCase -&gt; &quot;TEST_STRING&quot;",
        "expected &apos;TEST-STRING&apos; to deeply equal &apos;TEST_STRING&apos;",
        "change case &gt; &quot;1test&quot; &gt; pascalCase -&gt; &quot;1test&quot;",
        "expected &apos;_1test&apos; to deeply equal &apos;1test&apos;",
        "change case &gt; options &gt; snakeCase(&quot;Foo1Bar&quot;, {&quot;separateNumbers&quot;:true})",
        "splitPrefixSuffix src/index.ts:255:49",
        "change case &gt; options &gt; constantCase(&quot;fooBar&quot;, {})",
        "test/index.test.js:10:45",
    ],
    # frames said as file:line, not vitest's fn file:line; a message past the room
    "r34-vitest-change-case-verbose.txt": [
        'test/index.test.js > change case > "élan vital" > constantCase -> "ÉLAN_VITAL"',
        "expected '_1test' to deeply equal '1test'",
        "splitPrefixSuffix src/index.ts:255:49",
    ],
    # frames said as file:line, not vitest's fn file:line; a message past the room
    "r34-vitest-change-case.txt": [
        "expected '_1test' to deeply equal '1test'",
        'test/index.test.js > change case > "1twoThree" > pascalCase -> "1twoThree"',
        "splitPrefixSuffix src/index.ts:255:49",
    ],
    # pedantic warnings and errors the crate had (interleaved lib and lib-test builds): room
    "r35-cargo-clippy-httparse-pedantic.txt": [
        "#![cfg_attr(test, deny(warnings))]",
        "`-W clippy::pedantic`",
        "warning: docs for function returning `Result` missing `# Errors` section",
        "adding items after statements is confusing, since items exist from the start of the scope",
        "warning: `httparse` (build script) generated 4 warnings",
    ],
    # 190 failures in three targets: each target's count line whole and a failure past the room
    "r35-cargo-test-httparse-all-targets.txt": [
        "test result: FAILED. 44 passed; 29 failed; 0 ignored; 0 measured; 0 filtered out",
        "test result: FAILED. 111 passed; 152 failed; 0 ignored; 0 measured; 0 filtered out",
        "to rerun pass `--test uri`",
        "tests::test_response_simple",
    ],
    # 190 failures with backtraces: count lines whole, a frame and a doctest past the room
    "r35-cargo-test-httparse-backtrace.txt": [
        "test result: FAILED. 44 passed; 29 failed; 0 ignored; 0 measured; 0 filtered out",
        "test result: FAILED. 111 passed; 152 failed; 0 ignored; 0 measured; 0 filtered out",
        "test result: FAILED. 3 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out",
        "at ./src/lib.rs:1236:25",
        "tests::test_response_simple",
        "src/lib.rs - parse_headers (line 884)",
    ],
    # 16 failures, 12 of one message at other lines listed before the rarer ones
    "r35-cargo-test-httparse-filter.txt": [
        "tests::test_response_simple",
        "panicked at src/lib.rs:1549:13",
        "tests::test_response_with_invalid_char_between_header_name_and_colon",
    ],
    # 190 failures in three targets: each target's count line whole and failures past the room
    "r35-cargo-test-httparse-no-fail-fast.txt": [
        "test result: FAILED. 44 passed; 29 failed; 0 ignored; 0 measured; 0 filtered out",
        "test result: FAILED. 111 passed; 152 failed; 0 ignored; 0 measured; 0 filtered out",
        "test result: FAILED. 3 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out",
        "tests::test_response_simple",
        "src/lib.rs - parse_headers (line 884)",
        'left: Ok(Complete((27, [Header { name: "Host", value: "foo.ba" }, Header { name: "Accept", value: "*/" }])))',
        "src/lib.rs - ParserConfig::allow_obsolete_multiline_headers_in_responses (line 316)",
    ],
    # 190 failures in three targets: each target's count line whole and failures past the room
    "r35-cargo-test-httparse-q.txt": [
        "test result: FAILED. 44 passed; 29 failed; 0 ignored; 0 measured; 0 filtered out",
        "test result: FAILED. 111 passed; 152 failed; 0 ignored; 0 measured; 0 filtered out",
        "test result: FAILED. 3 passed; 2 failed; 0 ignored; 0 measured; 0 filtered out",
        "tests::test_response_simple",
        "src/lib.rs - parse_headers (line 884)",
        'left: Ok(Complete((27, [Header { name: "Host", value: "foo.ba" }, Header { name: "Accept", value: "*/" }])))',
        "src/lib.rs - ParserConfig::allow_obsolete_multiline_headers_in_responses (line 316)",
    ],
    # 29 failures, most of one message at other lines listed before the rarer ones
    "r35-cargo-test-httparse.txt": [
        "tests::test_response_simple",
        " right: [102, 111, 111, 46, 99, 111, 109]",
    ],
    # a right value after a long left one: cut for room
    "r35-cargo-test-pico-args.txt": [
        "right: \"the '--value' option doesn't have an associated value\"",
    ],
    # a build error in a test file told by its package's first error; an ok package past the count line's room
    "r35-gotest-gopretty-build.txt": [
        "text/string_test.go:148:27: undefined: RepeatAndTrim",
        "ok github.com/jedib0t/go-pretty/v6/progress",
    ],
    # long rendered tables and diffs in go-pretty's messages: room
    "r35-gotest-gopretty-failfast.txt": [
        '+<table class="go-pretty-tabel">',
        "table/render_html_test.go:29",
    ],
    # races the module had and long rendered tables: room
    "r35-gotest-gopretty-race.txt": [
        "Downloading File # 2 \\.\\.\\. done! \\[\\d+\\.\\d+KB in",
        "done! [1000B in",
        '-<table class="go-pretty-table">',
        '+<table class="go-pretty-tabel">',
        'negative.int: expected=-00005, actual=00005; format="%05d"',
        "race detected during execution of test",
        "progress/progress.go:288",
    ],
    # a panic's place in the code under test beside its test's, and diff lines past the room
    "r35-gotest-gopretty-run.txt": [
        "list/render_html.go:28",
        '+<table class="go-pretty-tabel">',
        'negative.int: expected=-00005, actual=00005; format="%05d"',
    ],
    # long rendered tables and diffs in go-pretty's messages: room
    "r35-gotest-gopretty-v.txt": [
        "Downloading File # 2 \\.\\.\\. done! \\[\\d+\\.\\d+KB in",
        "done! [1000B in",
        '-<table class="go-pretty-table">',
        '+<table class="go-pretty-tabel">',
        'negative.int: expected=-00005, actual=00005; format="%05d"',
        "--- PASS: TestTable_RenderHTML_HiddenColumns/every_column_hidden",
    ],
    # long rendered tables and diffs in go-pretty's messages: room
    "r35-gotest-gopretty.txt": [
        "Downloading File # 2 \\.\\.\\. done! \\[\\d+\\.\\d+KB in",
        "done! [1000B in",
        '-<table class="go-pretty-table">',
        '+<table class="go-pretty-tabel">',
        'negative.int: expected=-00005, actual=00005; format="%05d"',
        "TestTable_RenderHTML_Sorted",
    ],
    # an ok package past the count line's room
    "r35-gotest-zerolog-v.txt": [
        "ok github.com/rs/zerolog/pkgerrors",
    ],
    # values inside a JSON line a test printed, past what the message tells
    "r35-gotest-zerolog-vetoff.txt": [
        '"int":[1,0]',
        '{"level":"warning","message":"3"}',
    ],
    # jest's note under a toEqual of two types is not told
    "r35-jest-klona-ci.txt": [
        "Comparing two different types of values. Expected object but received string.",
    ],
    # jest's note under a toEqual of two types is not told
    "r35-jest-klona-silent.txt": [
        "Comparing two different types of values. Expected object but received string.",
    ],
    # mocha's diff lines and a second frame past what a line tells
    "r35-mocha-klona-min.txt": [
        "copies symbol keys:",
        "clones a Map with object values:",
        "clones a Map with object keys:",
        "clones a RegExp with flags:",
        "clones a RegExp with extra properties:",
    ],
    # mocha's diff lines and a second frame past what a line tells
    "r35-mocha-klona.txt": [
        "copies symbol keys:",
        "clones a Map with object values:",
        "clones a Map with object keys:",
        "clones a RegExp with flags:",
        "clones a RegExp with extra properties:",
    ],
    # 1,500 strict errors the project had: the change's one and codes past the room
    "r35-mypy-license-expression-strict.txt": [
        'src/license_expression/__init__.py:828: error: Incompatible default for parameter "license_index_location" (default has type "str", parameter has type "int")',
        "[no-untyped-call]",
        "[no-untyped-def]",
        "[list-item]",
        "[import-untyped]",
    ],
    # node's actual/expected fields told by the diff's first lines
    "r35-node-test-klona-spec.txt": [
        "actual: [ { n: 1 }, { n: 2 } ]",
        "expected: [ 'a', 'b' ]",
        "actual: 'value'",
    ],
    # node's TAP YAML location and actual fields told by the diff's first lines
    "r35-node-test-klona.txt": [
        "location: '/home/dev/js35/kl/test/klona.test.js:68:5'",
        "actual: 'value'",
    ],
    # a second line of pyright's message (its explanation) is not told
    "r35-pyright-license-expression.txt": [
        '__init__.py:828:53 - error: Expression of type "str" cannot be assigned to parameter of type "int"',
    ],
    # coverage table rows
    "r35-pytest-license-expression-cov.txt": [
        "TOTAL 926 148 84%",
    ],
    # 24 failures: later ids past the room
    "r35-pytest-license-expression-q-tbshort.txt": [
        "tests/test_license_expression.py::LicensingSymbolsTest::test_get_license_symbols2",
        "tests/test_license_expression.py::CombineExpressionTest::test_combine_expressions_with_or_relationship",
    ],
    # 24 failures: later ids past the room
    "r35-pytest-license-expression-v.txt": [
        "tests/test_license_expression.py::LicensingSymbolsTest::test_get_license_symbols2",
        "tests/test_license_expression.py::CombineExpressionTest::test_combine_expressions_with_or_relationship",
    ],
    # a doctest traceback's frame line and source line
    "r35-pytest-license-expression-x.txt": [
        "line 368, in license_symbols",
        "symbols = ordered_unique(symbols)",
    ],
    # 24 failures: later ids and a source line past the room
    "r35-pytest-license-expression.txt": [
        "tests/test_license_expression.py::LicensingSymbolsTest::test_get_license_symbols2",
        "tests/test_license_expression.py::CombineExpressionTest::test_combine_expressions_with_or_relationship",
        "while j <= len(tokens):",
    ],
    # a code among 73 findings of many codes: room
    "r35-ruff-license-expression-isolated.txt": [
        "F401",
    ],
    # tsc's explanation lines under an error are not told
    "r35-tsc-fast-equals.txt": [
        "The types returned by 'areDatesEqual(...)' are incompatible between these types.",
    ],
    # 21 errors: later ids past the room
    "r35-unittest-license-expression.txt": [
        "test_tokenize_1_with_symbols (test_license_expression.LicensingTokenizeWithSymbolsTest.test_tokenize_1_with_symbols)",
        "test_dedup_expressions_WITH_OR (test_license_expression.LicensingParseTest.test_dedup_expressions_WITH_OR)",
    ],
    # tests failing with one message at different lines of the test file are one cause: its other places
    "r35-vitest-fast-equals-dot.txt": [
        "__tests__/equals.test.ts:51:31",
        "__tests__/equals.test.ts > deepEqual > arrays > array of length 0 equals its copy",
        "__tests__/equals.test.ts:59:42",
    ],
    # tests failing with one message at different lines of the test file are one cause: its other places
    "r35-vitest-fast-equals-verbose.txt": [
        "__tests__/equals.test.ts:51:31",
        "__tests__/equals.test.ts > deepEqual > arrays > array of length 0 equals its copy",
        "__tests__/equals.test.ts:59:42",
    ],
    # tests failing with one message at different lines of the test file are one cause: its other places
    "r35-vitest-fast-equals.txt": [
        "__tests__/equals.test.ts:51:31",
        "__tests__/equals.test.ts > deepEqual > arrays > array of length 0 equals its copy",
        "__tests__/equals.test.ts:59:42",
    ],
    # the budget: 65 failures in 6 lines and c8's four threshold lines, two of them counted (+2 more); the vaild typo is in a diff line cut short
    "r36-c8-node-test-busboy.txt": [
        "Limit fieldSize is not a vaild number",
        "Coverage for branches (97.59%) does not meet global threshold (100%)",
        "Coverage for statements (97.57%) does not meet global threshold (100%)",
    ],
    # the budget: 678 pedantic warnings of 60 lints; the lints not listed are counted by name in +N more as far as it goes
    "r36-cargo-clippy-euclid-pedantic.txt": [
        "must_use_candidate",
        "needless_borrows_for_generic_args",
        "just_underscores_and_digits",
        "semicolon_if_nothing_returned",
        "unreadable_literal",
        "doc_markdown",
        "needless_pass_by_value",
    ],
    # the budget: the two most frequent lints (47 and 34 warnings) are counted in +N more after the rarer ones that each get a line
    "r36-cargo-clippy-euclid.txt": [
        "needless_borrows_for_generic_args",
        "just_underscores_and_digits",
    ],
    # a doctest's generic 'Test executable failed' line: its panic, told, says why
    "r36-cargo-test-csv-doc.txt": [
        "Test executable failed (exit status: 101).",
    ],
    # the budget: 41 failures in 2 targets, most with their own assert values; the doctests' ids are long
    "r36-cargo-test-csv-nff.txt": [
        "byte_record::tests::trim_front",
        "reader::tests::read_record_unequal_fails",
        "src/reader.rs:2323:33",
        "called `Option::unwrap()` on a `None` value",
        "string_record::tests::trim_back",
        'left: None right: Some("abc")',
        "writer::tests::unequal_records_bad",
        "src/writer.rs:1271:66",
        "src/byte_record.rs - byte_record::ByteRecord::get (line 261)",
        "left: Some([99]) right: Some([98])",
        "src/string_record.rs - string_record::StringRecord::get (line 324)",
    ],
    # cargo's per-target error lines are told as the totals' target list
    "r36-cargo-test-hashlink-nff-q.txt": [
        "error: test failed, to rerun pass `--test linked_hash_map`",
        "error: test failed, to rerun pass `--test linked_hash_set`",
        "error: test failed, to rerun pass `--test lru_cache`",
    ],
    # the panic is in the standard library, so no place in the crate; the failing target is named in the totals (--test linked_hash_map), not its file
    "r36-cargo-test-hashlink.txt": [
        "tests/linked_hash_map.rs",
    ],
    # JSON fields: the digest tells the same findings as eslint's own lines (path:line:col, message, rule)
    "r36-eslint-busboy-json.txt": [
        '"ruleId":"no-undef"',
        '"line":150,"column":45',
        '"ruleId":"eqeqeq"',
        '"line":45,"column":20',
        '"ruleId":"no-unused-vars"',
        '"line":117,"column":12',
    ],
    # names of tests that passed in a failing run
    "r36-gotest-mxj-run.txt": [
        "TestPrefixNoHyphen",
        "TestAttrHyphenFalse",
    ],
    # the panic's places are told within the package (keyvalues.go:267), not with its import
    # path; packages with no test files are not named in the totals
    "r36-gotest-mxj-v.txt": [
        "clbanning/mxj/keyvalues.go:267",
        "clbanning/mxj/keyvalues.go:188",
        "github.com/clbanning/mxj/x2j [no test files]",
    ],
    # the budget across three modules; the panic's function is told within its package (mxj.valuesForArray)
    "r36-gotest-three.txt": [
        "github.com/clbanning/mxj.valuesForArray",
        '+--flag must be one of "a","b","c", but got "d"',
    ],
    # the budget: 90 vet findings, most of them the project's own struct-tag style, counted in +N more
    "r36-govet-three.txt": [
        "clbanning/mxj/x2j-wrapper/x2j.go:420:2: unreachable code",
        "not compatible with reflect.StructTag.Get: bad syntax for struct tag pair",
    ],
    # the budget: a value in one basename case's diff, after the causes of the other ten failures
    "r36-node-test-busboy-files.txt": [
        "'\\\\.' !== ''",
    ],
    # the budget: 65 failures with long suite and test names; values in diff lines cut short
    "r36-node-test-busboy-spec.txt": [
        "Limit fieldSize is not a vaild number",
        "lib/utils/getLimit.js:13:13",
        "'/1k_a.dat'",
        "fieldSize is enforced when a malformed escape crosses the limit",
        "'\\\\.' !== ''",
    ],
    # the budget: 65 failures with long suite and test names; values in diff lines cut short
    "r36-node-test-busboy.txt": [
        "Limit fieldSize is not a vaild number",
        "'\\\\.' !== ''",
    ],
    # the budget: one bug's eight tests with eight header values; this one's counted in +N more
    "r36-node-test-send-spec.txt": [
        "should set immutable directive in Cache-Control",
    ],
    # the budget: one bug's eight tests with eight header values; this one's counted in +N more
    "r36-node-test-send.txt": [
        "should set immutable directive in Cache-Control",
    ],
    # the budget: 20 failures, 16 of them the suite's own (no local server); chain details of the one new error cut
    "r36-pytest-feedparser.txt": [
        "feedparser/util.py:122: in __contains__",
        "AssertionError: time.struct_time(tm_year=2012, tm_mon=2, [73 chars]st=0) != (2012, 2, 19, 23, 41, 0, 6, 50, 0)",
        "tests/runtests.py:614: in _check_date",
        "ConnectionRefusedError(111, 'Connection refused')",
    ],
    # the coverage table's missing-lines column: the digest tells the threshold line and the total
    "r36-pytest-hyperframe-cov.txt": [
        "267-275, 361",
    ],
    # the budget: 129 findings of 30 codes; this F401 place is counted
    "r36-ruff-feedparser.txt": [
        "feedparser/api.py:34:24",
    ],
    # the budget: 158 KeyError tests fill three lines; a unittest chain is told by its first exception (telling the last too measured net 0)
    "r36-unittest-feedparser.txt": [
        "test_000016 (__main__.TestLooseParser.test_000016)",
        "ValueError: object doesn't have key 'category'",
        'feedparser/util.py", line 60, in __getitem__',
        'feedparser/util.py", line 122, in __contains__',
        "time.struct_time(tm_year=2012, tm_mon=8, [75 chars]st=0) != (2012, 8, 30, 15, 26, 16, 3, 243, 0)",
    ],
    # the budget: 271 pedantic warnings of many lints; the rest counted in +N more
    "r37-cargo-clippy-ppv-lite86-pedantic.txt": [
        "src/x86_64/sse2.rs:694:66",
        "ptr_as_ptr",
        "cast_ptr_alignment",
        "cast_sign_loss",
        "cast_lossless",
    ],
    # the budget: the most frequent lint is counted after the rarer ones
    "r37-cargo-clippy-ppv-lite86.txt": [
        "missing_transmute_annotations",
    ],
    # doctests' progress lines and the generic executable line: each doctest is told by its id and panic
    "r37-cargo-test-adler-doc.txt": [
        "src/lib.rs - Adler32 (line 57) ... FAILED",
        "src/lib.rs - Adler32::from_checksum (line 106) ... FAILED",
        "Test executable failed (exit status: 101)",
    ],
    # JSON fields: the digest tells the same finding as eslint's own line
    "r37-eslint-jsondiffpatch-json.txt": [
        '"ruleId":"no-undef","severity":2,"message":"\'clone\' is not defined.","line":40',
    ],
    # the budget: 17 findings the shipped code has, and a rule eslint could not load
    "r37-eslint-jsondiffpatch.txt": [
        "165:25",
        "Definition for rule '@typescript-eslint/no-unused-vars' was not found",
    ],
    # a value of a marked want/got pair past the first shown; a package with no tests to run
    "r37-gotest-netlink-race-run.txt": [
        "- want: [0x08 0x00 0x02 0x00 0xaa 0xbb 0xcc 0xdd]",
        "[no tests to run]",
    ],
    # go-cmp's value cut where it runs long
    "r37-gotest-netlink-v.txt": [
        '"hello world\\x00\\x00\\x00"',
    ],
    # go-cmp's value cut where it runs long
    "r37-gotest-netlink.txt": [
        '"hello world\\x00\\x00\\x00"',
    ],
    # the coverage table's row (the gates are told)
    "r37-jest-lz-string-coverage.txt": [
        "lz-string.js | 77.68 | 69.92 | 32 | 82.13",
    ],
    # jest's comparison note after expect(...) is dropped (keeping it measured a net loss)
    "r37-jest-lz-string-filter.txt": [
        "expect(received).toEqual(expected) // deep equality",
    ],
    # JSON fields, and the budget: the 55,000-character expected string fills the messages
    "r37-jest-lz-string-json.txt": [
        '"numFailedTests":21',
        '"numPassedTests":31',
        '"numTotalTests":52',
        '"success":false',
        "LZString base 64 compresses and decompresses null",
        "TypeError: dec is not a function",
        "tests/lz-string-spec.js:148:30",
        "tests/lz-string-spec.js:159:22",
    ],
    # the budget: 21 failures, one expected string of 55,000 characters cut in three lines
    "r37-jest-lz-string.txt": [
        f"Specific URL Encoded {J} check that + and ' ' are interchangeable in decompression",
        "tests/lz-string-spec.js:148:30",
        f"Binary decoding compatibility tests (mandatory) {J} UInt8Array",
        "TypeError: dec is not a function",
        "tests/lz-string-spec.js:159:22",
    ],
    # mypy's warning about the configured Python version, beside its errors
    "r37-mypy-blinker.txt": [
        "Python 3.9 is not supported (must be 3.10 or higher)",
    ],
    # the budget: 1,087 strict errors; these two codes are counted in +N more
    "r37-mypy-transitions-strict.txt": [
        "[no-untyped-def]",
        "[no-untyped-call]",
    ],
    # the budget: 422 errors of the untyped test suite fill the room before these
    "r37-pyright-transitions.txt": [
        'transitions/extensions/nesting.pyi:122:9 - error: Method "get_triggers" overrides class "Machine" in an incompatible manner',
        'base method returns type "List[int]", override returns type "List[str]"',
        'transitions/extensions/asyncio.py:502:7 - error: Base classes for class "HierarchicalAsyncMachine" define method "get_triggers" in incompatible way',
        'transitions/extensions/states.py:206:34 - error: "source" is not a known attribute of "None"',
    ],
    # the budget, with the coverage gate; the coverage table's row
    "r37-pytest-transitions-cov.txt": [
        "tests/test_core.py::TestTransitions::test_ordered_transitions",
        "tests/test_markup.py::TestMarkupMachine::test_markup_model",
        "transitions/extensions/markup.py 158 48 70%",
    ],
    # the budget: --tb=line lines of 23 failures; a re-raised error's words (does not exist on <Machine@...>)
    "r37-pytest-transitions-q-tbline.txt": [
        "transitions/core.py:456: ValueError: Can't trigger event next_state from state middle!",
        "AttributeError: 'HierarchicalMarkupMachine' object has no attribute '_omit_auto_transitions'",
        "'_omit_auto_transitions' does not exist on <Machine@",
        "tests/test_async.py::TestTransitions::test_ordered_transitions",
    ],
    # the budget: a 769 KB verbose run; later ids of three causes
    "r37-pytest-transitions-v.txt": [
        "tests/test_core.py::TestTransitions::test_callback_identification",
        "tests/test_core.py::TestTransitions::test_ordered_transitions",
        "Can't trigger event next_state from state middle!",
        "tests/test_markup.py::TestMarkupMachine::test_markup_model",
        "AttributeError: 'MarkupMachine' object has no attribute '_omit_auto_transitions'",
        "'_omit_auto_transitions' does not exist on <Machine@",
        "transitions/extensions/markup.py:175: in _convert_transitions",
    ],
    # a cause's other values past the room; the re-raised error's words
    "r37-pytest-transitions-xdist-tbshort.txt": [
        "Can't trigger event next_state from state middle!",
        "'_omit_auto_transitions' does not exist on <Machine@",
    ],
    # tsc's second line of an error's elaboration, short of room
    "r37-tsc-jsondiffpatch.txt": [
        "Type 'Context<unknown>' is not assignable to type 'Context<string>'.",
    ],
    # the re-raised error's words (a chain's last exception is not told)
    "r37-unittest-transitions.txt": [
        "'_omit_auto_transitions' does not exist on <Machine@",
        "'markup' does not exist on <Machine@",
    ],
    # the failing source line under the message
    "r37-vitest-lz-string-bail.txt": [
        "expect(decompressed).toBe(null);",
    ],
    # the budget: 21 failures and a 55,000-character string
    "r37-vitest-lz-string.txt": [
        "tests/lz-string-spec.js > Specific URL Encoded > check that + and ' ' are interchangeable in decompression",
        "tests/lz-string-spec.js:148:30",
        "tests/lz-string-spec.js > Binary decoding compatibility tests (mandatory) > UInt8Array",
        "TypeError: dec is not a function",
        "tests/lz-string-spec.js:159:22",
    ],
    # the place of the function an error's note points at (`::: src/error.rs:133:1`) is not told
    "r38-cargo-build-serde_yaml-import-fixed.txt": [
        "src/error.rs:133:1",
    ],
    # 43 errors of one missing import: rustc's help line under an error is not told
    "r38-cargo-build-serde_yaml.txt": [
        "the trait `std::fmt::Display` is not implemented for `error::Error`",
    ],
    # a pass with 217 pedantic warnings of many lints: room
    "r38-cargo-clippy-ron-pedantic.txt": [
        "warning: error reading Clippy's configuration file: deprecated field `blacklisted-names`. Please use `disallowed-names` instead",
        "needless_raw_string_hashes",
        "src/de/mod.rs:55:12",
        "cast_possible_truncation",
        "src/parse.rs:236:31",
        "warning: unexpected `cfg` condition value: `indexmap`",
        "Finished `dev` profile",
    ],
    # a doctest that does not compile: the definition rustc's note points at, its help and
    # rustdoc's own line are not told
    "r38-cargo-test-ron-doc.txt": [
        "src/ser/mod.rs:130:12",
        '.indentor("\\t");',
        "Couldn't compile the test.",
    ],
    # 11 failures with long left and right values cut for room; a target's count line past the totals' room
    "r38-cargo-test-ron-no-fail-fast.txt": [
        "left: Err(Error { code: ExpectedFloat, position: Position { line: 2, col: 7 } })",
        "right: Err(Error { code: ExpectedFloat, position: Position { line: 2, col: 8 } })",
        "left: Error { code: ExpectedComma, position: Position { line: 3, col: 8 } }",
        "tests/to_string_pretty.rs:15:5",
        "test result: FAILED. 54 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out",
    ],
    # 11 failures with long left and right values cut for room; a target's count line past the totals' room
    "r38-cargo-test-ron-q.txt": [
        "left: Err(Error { code: ExpectedFloat, position: Position { line: 2, col: 7 } })",
        "right: Err(Error { code: ExpectedFloat, position: Position { line: 2, col: 8 } })",
        "left: Error { code: ExpectedComma, position: Position { line: 3, col: 8 } }",
        "tests/to_string_pretty.rs:15:5",
        "test result: FAILED. 54 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out",
    ],
    # the last target's count line past the totals' room
    "r38-cargo-test-serde_yaml-no-fail-fast.txt": [
        "test result: FAILED. 78 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out",
    ],
    # facts in the JSON report's form, told as eslint's lines
    "r38-eslint-es-to-primitive-json.txt": [
        '"ruleId":"no-unused-vars"',
        '"line":3,"column":5',
        '"ruleId":"no-undef"',
        '"line":19,"column":17',
        '"errorCount":2',
    ],
    # 40 F821 of four names, places of one name at other lines past the room
    "r38-flake8-mpmath-ci.txt": [
        "mpmath/functions/rszeta.py:1265:17: F821 undefined name 'math'",
        "mpmath/identification.py:262:25: F821 undefined name 'round_fixed'",
        "mpmath/identification.py:284:28: F821 undefined name 'round_fixed'",
    ],
    # a parent test that failed only through its subtests is told by them
    "r38-gotest-apd-run-v.txt": [
        "TestCmpOrder",
    ],
    # 437 failures of a decimal test suite, each case's own values and later ids past the room
    "r38-gotest-apd.txt": [
        "TestGDA/add/addx208",
        "add 123456789 0.5 = 123456790 (inexact rounded)",
        "gda_test.go:680: unexpected result",
        'expected flags "" (0); got flags "subnormal" (32)',
        'expected flags "overflow, inexact" (20); got flags "inexact" (16)',
    ],
    # a cause's other tests' places and the long values of an assert cut for room
    "r38-mocha-sinonjs-commons-dot.txt": [
        "lib/called-in-order.test.js:48:21",
        "lib/called-in-order.test.js:88:21",
    ],
    # a cause's other tests' places and the long values of an assert cut for room
    "r38-mocha-sinonjs-commons.txt": [
        "lib/called-in-order.test.js:48:21",
        "lib/called-in-order.test.js:88:21",
    ],
    # pyright's explanation line under an error is not told
    "r38-pyright-filelock.txt": [
        'Override type "AsyncFileLockContext" is not the same as base type "FileLockContext" (reportIncompatibleVariableOverride)',
    ],
    # coverage table rows, and a message's end cut for room
    "r38-pytest-filelock-cov.txt": [
        "TOTAL 395 17 60 8 94%",
        "src/filelock/_util.py 19 1 4 2 87% 26->exit, 28",
        "could not be aquired.",
    ],
    # 18 failures: pytest's diff lines, later ids and a fixture's value past the room
    "r38-pytest-filelock.txt": [
        "+ d not be aquired.",
        "Expected regex: \"The file lock '.*' could not be acquired.\"",
        "could not be aquired.",
        "tests/test_filelock.py::test_default_timeout[SoftFileLock]",
        "tests/test_filelock.py::test_del[UnixFileLock]",
        "expected_error = <class 'IsADirectoryError'>",
    ],
    # a warning in the summary is not told beside the failures
    "r38-pytest-mpmath-q-tbline.txt": [
        "mpmath/tests/test_functions2.py:2370: PytestUnknownMarkWarning: Unknown pytest.mark.slow",
    ],
    # 1,580 findings of 90 codes: other places of the undefined names past the room
    "r38-ruff-mpmath.txt": [
        "mpmath/functions/rszeta.py:1198:17",
        "mpmath/identification.py:262:25",
        "mpmath/identification.py:284:28",
    ],
    # nyc's coverage summary after a crash is not told
    "r38-tape-es-to-primitive-nyc.txt": [
        "Statements : 78.75% ( 63/80 )",
        "Branches : 63.08% ( 41/65 )",
    ],
    # a frame between the test and the raising code is not told
    "r38-unittest-defusedxml-v.txt": [
        'defusedxml/common.py", line 126, in fromstring',
    ],
    # a frame between the test and the raising code is not told
    "r38-unittest-defusedxml.txt": [
        'defusedxml/common.py", line 126, in fromstring',
    ],
    # the test's place beside the code's where it threw is not told
    "r38-vitest-css-what-bail.txt": [
        "src/parse.spec.ts:33:38",
    ],
    # JSON-escaped quotes in a message and later ids past the room
    "r38-vitest-css-what-json.txt": [
        "AssertionError: expected '[att~=\\\"val\\\"]' to strictly equal '[att|=\\\"val\\\"]'",
        "Stringify & re-parse Collected Selectors (qwery, sizzle, nwmatcher)",
    ],
    # diff lines told as the first difference (expected "data": ...), not as printed; a
    # later test past the room
    "r38-vitest-css-what-verbose.txt": [
        '- "data": "(a((foo))))",',
        '+ "data": "(a((foo)))",',
        '- "action": "hyphen",',
        '+ "action": "element",',
        "src/wpt.spec.ts > Web Platform Tests > The relational pseudo-class",
        "src/stringify.spec.ts > Stringify & re-parse > Collected Selectors (qwery, sizzle, nwmatcher)",
    ],
    # diff lines told as the first difference (expected "data": ...), not as printed; a
    # later test past the room
    "r38-vitest-css-what.txt": [
        '- "data": "(foo)",',
        '+ "data": "(foo",',
        '- "action": "hyphen",',
        '+ "action": "element",',
        "src/stringify.spec.ts > Stringify & re-parse > Collected Selectors (qwery, sizzle, nwmatcher)",
    ],
    # a pass with about 780 pedantic warnings of many lints: room
    "r39-cargo-clippy-rust_decimal-pedantic.txt": [
        "casting `u64` to `u32` may truncate the value",
        "unnecessary boolean `not` operation",
        "src/decimal.rs:1117:9",
    ],
    # a failure's message past the room of many failures
    "r39-cargo-test-rust_decimal-no-fail-fast.txt": [
        "3.5 > 4 for MidpointNearestEven",
    ],
    # a style code past the room (the undefined names' twelve places lead)
    "r39-flake8-hjson.txt": [
        "E501 line too long",
    ],
    # 32 failures of two bugs, many with other values: later ids, values and an ok package past the room
    "r39-gotest-gojay-v.txt": [
        "TestDecoderInt/basic-big-overflow",
        "actual  : -9223372036854775808",
        "actual  : \"Invalid JSON, wrong char 'i' found at postion 6\"",
        "TestStreamDecodingStringsParallel/Stream_strings_invalid_JSON",
        '{"id":1,"name":"John\\u0020Doe","email":"john.doe@email.com"}',
        "ok github.com/francoispqt/gojay/gojay/codegen/test/pooled_struct",
    ],
    # 32 failures of two bugs, many with other values: later ids and values past the room
    "r39-gotest-gojay.txt": [
        "TestDecoderInt/basic-big-overflow",
        "actual  : -9223372036854775808",
        "actual  : \"Invalid JSON, wrong char 'i' found at postion 6\"",
        "TestStreamDecodingStringsParallel/Stream_strings_invalid_JSON",
        '{"id":1,"name":"John\\u0020Doe","email":"john.doe@email.com"}',
    ],
    # a second case's values of one cause, and an ok package, past the room
    "r39-gotest-minify-v.txt": [
        "background:0 0,,,,,,,,,,,,,,,#0ff",
        "ok github.com/tdewolff/minify/svg",
    ],
    # a second case's values of one cause past the room
    "r39-gotest-minify.txt": [
        "background:0 0,,,,,,,,,,,,,,,#0ff",
    ],
    # mypy --strict over an unannotated project: annotation codes (style) after the errors, past the room
    "r39-mypy-hjson-strict.txt": [
        "[no-untyped-call]",
        "[no-untyped-def]",
        'hjson/ordered_dict.py:6: error: Cannot find implementation or library stub for module named "UserDict"  [import-not-found]',
    ],
    # node's YAML fields and tape's escaped totals inside the file's output are not told
    "r39-nodetest-function-bind.txt": [
        "failureType: 'testCodeFailure'",
        "ERR_TEST_FAILURE",
    ],
    # nyc's coverage summary is not told beside failures
    "r39-nyc-tape-function-bind.txt": [
        "Statements : 95.92% ( 47/49 )",
        "Branches : 78.57% ( 11/14 )",
    ],
    # the assertion's own frame (the test told by the thrower's) and nyc's summary not told
    "r39-nyc-tape-util.promisify.txt": [
        "test/tests.js:8:13",
        "Statements : 81.32% ( 74/91 )",
    ],
    # an xdist worker's crash: the error it reported is inside the INTERNALERROR text; the last exception is told
    "r39-pytest-hjson-n4.txt": [
        "UnicodeEncodeError: 'utf-8' codec can't encode character '\\ud834' in position 48: surrogates not allowed",
        "assert not crashitem",
    ],
    # 16 failures: later ids and their values past the room
    "r39-pytest-hjson-v-tb-short.txt": [
        "hjson/tests/test_bitsize_int_as_string.py::TestBitSizeIntAsString::test_ints",
        "AssertionError: '-2147483648' != -2147483648",
        "ValueError: key ('d',) is not a string",
        "hjson/tests/test_scanstring.py::TestScanString::test_surrogates",
        "AssertionError: 'z\\ud8344y9x' != 'z\\ud834yx'",
        "hjson/tests/test_unicode.py::TestUnicode::test_strip_bom",
    ],
    # 16 failures: later ids and their values past the room
    "r39-pytest-hjson.txt": [
        "hjson/tests/test_bitsize_int_as_string.py::TestBitSizeIntAsString::test_ints",
        "AssertionError: '-2147483648' != -2147483648",
        "ValueError: key ('d',) is not a string",
        "hjson/tests/test_scanstring.py::TestScanString::test_surrogates",
        "AssertionError: 'z\\ud8344y9x' != 'z\\ud834yx'",
        "hjson/tests/test_unicode.py::TestUnicode::test_strip_bom",
    ],
    # a value, and a later test of its cause, past the room
    "r39-pytest-uritemplate-cov.txt": [
        "tests/test_uritemplate.py::TestURITemplate::test_level3_path_semi_examples",
        "AssertionError: '/foo//here' != '/foo/b/here'",
    ],
    # another value of a cause whose tests failed with other values, past the room
    "r39-pytest-uritemplate-q.txt": [
        "AssertionError: '/foo//here' != '/foo/b/here'",
    ],
    # a pass: what passed and nyc's coverage are not told
    "r39-tape-has-symbols-shams.txt": [
        "has native Symbol support",
        "# ok",
        "Statements : 0% ( 0/44 )",
        "Lines : 0% ( 0/29 )",
    ],
    # a skipped assertion
    "r39-tape-has-symbols.txt": [
        "SKIP Symbols are supported",
    ],
    # the assertion's own frame (the test told by the thrower's) not told
    "r39-tape-util.promisify.txt": [
        "test/tests.js:8:13",
    ],
    # 16 failures: later ids and their values past the room
    "r39-unittest-hjson-v.txt": [
        "test_string_keys_error (hjson.tests.test_errors.TestErrors.test_string_keys_error)",
        "ValueError: key ('d',) is not a string",
        "test_ints (hjson.tests.test_bitsize_int_as_string.TestBitSizeIntAsString.test_ints)",
        "AssertionError: '-2147483648' != -2147483648",
        "test_ints (hjson.tests.test_bigint_as_string.TestBigintAsString.test_ints)",
        "test_surrogates (hjson.tests.test_scanstring.TestScanString.test_surrogates)",
        "AssertionError: 'z\\ud8344y9x' != 'z\\ud834yx'",
        "test_strip_bom (hjson.tests.test_unicode.TestUnicode.test_strip_bom)",
    ],
    # the signature behind the mismatch is the secondary span's line: the primary's is told
    "r4-cargo-build-fixedbitset.txt": [
        "pub fn len(&self) -> u32 {",
    ],
    # rustc's note naming the fields there are, under the error it adds to
    "r40-cargo-check-version-compare.txt": [
        "note: available fields are: `depth`, `ignore_text`",
    ],
    # a passing run's warnings: the source line under the lint
    "r40-cargo-clippy-version-compare-pedantic.txt": [
        "Cmp::Le | Cmp::Ge => Cmp::Ge,",
    ],
    # a panic's frames told relative to the package (copier_test.go:80), not as go prints them
    # (github.com/jinzhu/copier/copier_test.go:80)
    "r40-gotest-copier-panic.txt": [
        "github.com/jinzhu/copier/copier_test.go:80",
        "github.com/jinzhu/copier/copier_test.go:123",
    ],
    # 64 failures in 2,000 characters: later tests, a value past the width
    "r40-gotest-gomarkdown.txt": [
        '<pre><code class="language-c">/* special &amp; char &lt; &gt; &quot; escaping */',
        '<pre><code class="language-c">/* special &amp; char &lt; &gt; &#34; escaping */',
        "TestAutoLink",
        "TestReference/Markdown_Documentation_-_Syntax",
        "TestReference_EXTENSION_NO_EMPTY_LINE_BEFORE_BLOCK/Code_Spans",
    ],
    # mocha's title line with its colon: the digest names the test by its whole title
    "r40-mocha-des.js-bail.txt": [
        "should buffer during encryption/decryption:",
    ],
    # mocha's title lines with their colon: the digest names the tests by their whole titles
    "r40-mocha-des.js-grep.txt": [
        "should encrypt vector 4:",
        "should decrypt without unpadding vector 4:",
    ],
    # mocha's title lines with their colon, of tests past the first of a cause
    "r40-mocha-des.js-rename.txt": [
        "should derive proper keys:",
        "should read number properly:",
    ],
    # mocha's title lines with their colon: the digest names the tests by their whole titles
    "r40-mocha-des.js.txt": [
        "should buffer during encryption/decryption:",
        "should encrypt vector 4:",
        "should decrypt without unpadding vector 4:",
    ],
    # a rename's places in the tests, among 27 errors the project had before (see the baseline)
    "r40-pyright-colorama.txt": [
        '/home/dev/r40py/src/colorama-0.4.6/colorama/tests/ansitowin32_test.py:128:16 - error: Cannot access attribute "write_and_convert" for class "AnsiToWin32"',
        '/home/dev/r40py/src/colorama-0.4.6/colorama/tests/ansitowin32_test.py:88:16 - error: Cannot assign to attribute "write_and_convert" for class "AnsiToWin32"',
    ],
    # --tb=short's "file:line: in function" caller line; the last of 19 failures past the room
    "r40-pytest-tqdm-cov.txt": [
        "tqdm/cli.py:37: in cast",
        "test_screen_shape",
    ],
    # --tb=short's "file:line: in function" caller line; the last of 19 failures past the room
    "r40-pytest-tqdm-n2.txt": [
        "tqdm/cli.py:37: in cast",
        "test_screen_shape",
    ],
    # a diff's line in its own form
    "r40-pytest-tqdm-x.txt": [
        "+   0%|           | 0/1000 [00:13<?, ?it/s]",
    ],
    # --tb=short's "file:line: in function" caller line; the last of 19 failures past the room
    "r40-pytest-tqdm.txt": [
        "tqdm/cli.py:37: in cast",
        "test_screen_shape",
    ],
    # a crash's caller's frame
    "r40-tape-sha.js-import.txt": [
        "/home/dev/r40js/sha.js-b/index.js:16:25",
    ],
    # 618 failed asserts: later tests and the long hashes of sha384's vectors past the room
    "r40-tape-sha.js.txt": [
        "call update multiple times",
        "hex encoding",
        "sha1: NIST vector 56",
        "sha256: NIST vector 120",
        "sha512: NIST vector 112",
        "'38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1da274edebfe76f65fbd51ad2f14898b95b'",
        "'38b060a751ac96384cd9327eb1b1e36a21fdb71114be07434c0cc7bf63f6e1dae76f65fb274edebfd51ad2f14898b95b'",
    ],
    # a second place of one message in "also at" form; a long type cut in its middle
    "r40-tsc-is-regex.txt": [
        "test/index.js(13,18): error TS2345: Argument of type 'boolean' is not assignable to parameter of type 'RegExp'.",
        "test/index.js(30,18): error TS2345: Argument of type '{ toString(): string; valueOf(): RegExp; [Symbol.toStringTag]?: string | undefined; }' is not assignable to parameter of type 'RegExp'.",
    ],
    # the code's frame in write(): the test's own frame is told for an AttributeError
    "r40-unittest-colorama-v.txt": [
        'File "/home/dev/r40py/src/colorama-0.4.6/colorama/ansitowin32.py", line 177, in write',
    ],
    # 70 generated tests of one panic: later names past the room; cargo's result lines told without
    # their "0 measured; 0 filtered out"
    "r41-cargo-test-typenum-backtrace.txt": [
        "test_N5_Cmp_P5",
        "test result: FAILED. 1673 passed; 70 failed; 0 ignored; 0 measured; 0 filtered out",
        "test result: FAILED. 45 passed; 5 failed; 0 ignored; 0 measured; 0 filtered out",
    ],
    # 70 generated tests of one panic: later names past the room; cargo's result lines told without
    # their "0 measured; 0 filtered out"
    "r41-cargo-test-typenum-no-fail-fast.txt": [
        "test_N5_Cmp_P5",
        "test result: FAILED. 1673 passed; 70 failed; 0 ignored; 0 measured; 0 filtered out",
        "test result: FAILED. 45 passed; 5 failed; 0 ignored; 0 measured; 0 filtered out",
    ],
    # a rendered template's line past the width of its message
    "r41-gotest-pongo2-failfast.txt": [
        "<p>This user is an admin (verify: true)!</p>",
    ],
    # rendered templates' lines past the width of their messages
    "r41-gotest-pongo2-json.txt": [
        "This user is an admin (verify: true)!",
        "Macro 'greetings' called with too many arguments (3 instead of 4).",
    ],
    # a rendered template's line past the width, and the test's third log line with it
    "r41-gotest-pongo2-run.txt": [
        "Macro 'greetings' called with too many arguments (3 instead of 4).",
        "pongo2_template_test.go:371: Failed: test_out != tpl_out for template_tests/macro.tpl",
    ],
    # rendered templates' lines past the width of their messages
    "r41-gotest-pongo2.txt": [
        "<p>This user is an admin (verify: true)!</p>",
        "Macro 'greetings' called with too many arguments (3 instead of 4).",
    ],
    # a message's second place in "also at" form
    "r41-pylint-markdown2.txt": [
        "lib/markdown2.py:1922:20: E1101: Instance of 'Markdown' has no '_detab' member (no-member)",
    ],
    # 27 failures of one bug (a lookup returns None): the test whose values say it, and its code's
    # line, past the room
    "r41-pytest-pycountry-n2.txt": [
        "Got nothing",
        "AssertionError: assert None == Country(alpha_2='DE', alpha_3='DEU', flag='🇩🇪', name='Germany', numeric='276', official_name='Federal Republic of Germany')",
        "where None = load_if_needed(alpha_2='DE')",
        "src/pycountry/__init__.py:61",
        "src/pycountry/tests/test_general.py::test_lookup",
    ],
    # 27 failures of one bug (a lookup returns None): the test whose values say it, and its code's
    # line, past the room
    "r41-pytest-pycountry-q-tbshort.txt": [
        "Got nothing",
        "AssertionError: assert None == Country(alpha_2='DE', alpha_3='DEU', flag='🇩🇪', name='Germany', numeric='276', official_name='Federal Republic of Germany')",
        "where None = load_if_needed(alpha_2='DE')",
        "src/pycountry/__init__.py:61",
        "src/pycountry/tests/test_general.py::test_lookup",
    ],
    # a doctest's source line, and its "Got nothing" said as "got nothing"
    "r41-pytest-pycountry-x.txt": [
        ">>> germany = pycountry.countries.get(alpha_2='DE')",
        "Got nothing",
    ],
    # 27 failures of one bug (a lookup returns None): the test whose values say it, and its code's
    # line, past the room
    "r41-pytest-pycountry.txt": [
        "Got nothing",
        "AssertionError: assert None == Country(alpha_2='DE', alpha_3='DEU', flag='🇩🇪', name='Germany', numeric='276', official_name='Federal Republic of Germany')",
        "where None = load_if_needed(alpha_2='DE')",
        "src/pycountry/__init__.py:61",
        "src/pycountry/tests/test_general.py::test_lookup",
    ],
    # a crash's source line
    "r41-tape-function.prototype.name-guard.txt": [
        "throw new $TypeError('Function.prototype.name sham getter called on non-function');",
    ],
    # a long assertion name past the width
    "r41-tape-object.groupby-shimmed.txt": [
        "[ 0, -0, 1, 2, 3, 4, 5, NaN, Infinity, -Infinity ] group by parity groups to [Object: null prototype] { even: [ 0, -0, 2, 4 ], odd: [ 1, 3, 5 ], undefined: [ NaN ], '∞': [ Infinity, -Infinity ] }",
    ],
    # a later case's long name cut, where each case of the cause is told with its own values
    "r41-tape-object.groupby.txt": [
        "[ 0, -0, 1, 2, 3, 4, 5, NaN, Infinity, -Infinity ] group by parity groups to [Object: null prototype] { even: [ 0, -0, 2, 4 ], odd: [ 1, 3, 5 ], undefined: [ NaN ], '∞': [ Infinity, -Infinity ] }",
    ],
    # 20 failed asserts of one bug: later names past the room
    "r41-tape-typed-array-length.txt": [
        "function is not typed array",
    ],
    # 28 panics with full backtraces (344 KB): the tests past the room, their messages cut
    # at the width, and each target's counts said short in a crowded digest
    "r42-cargo-test-tinytemplate-backtrace-full.txt": [
        "template::test::test_value",
        "src/template.rs:441:14",
        "Failed to find value 'number }' from path 'number }'",
        "ParseError { msg: \"Invalid keyword name '@index }'\"",
        "template::test::test_unescaped",
        "Tried to call an unknown formatter 'unescaped }'",
        "src/lib.rs - (line 31)",
        "Error: RenderError { msg: \"Failed to find value 'name}' from path 'name}'.",
        "test result: FAILED. 29 passed; 27 failed; 0 ignored; 0 measured; 0 filtered out",
        "test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out",
    ],
    # one check's 60 failing cases: the values told are the first cases' of the loop, as far
    # as the width allows; these are later ones
    "r42-gotest-cronexpr-v.txt": [
        '("* * * * *").Next("2013-01-01 00:00:00") = "2013-01-01 00:01:00", got "2013-01-01 00:00:00"',
        '("17-43/5 * * * *").Next("2016-02-28 23:50:00") = "2016-02-29 00:17:00", got "2016-03-01 00:17:00"',
    ],
    # one check's 60 failing cases: the values told are the first cases' of the loop, as far
    # as the width allows; these are later ones
    "r42-gotest-cronexpr.txt": [
        '("* * * * *").Next("2013-01-01 00:00:00") = "2013-01-01 00:01:00", got "2013-01-01 00:00:00"',
        '("17-43/5 * * * *").Next("2016-02-28 23:50:00") = "2016-02-29 00:17:00", got "2016-03-01 00:17:00"',
    ],
    # testing/quick's failure: 17 KB of escaped random input on one line, cut, and the
    # line after it ("did not match output") not read as the message
    "r42-gotest-go-shellquote-failfast.txt": [
        "did not match output",
        'both_test.go:27: #80: failed on input []string{"\\x1a"',
    ],
    # node --test over tape files: a later test's description past the room
    "r42-nodetest-arraybuffer.prototype.slice.txt": [
        "undefined is not an object",
    ],
    # the spec reporter's "test at test/index.js:1:1" place is not told
    "r42-nodetest-typed-array-byte-length-spec.txt": [
        "test at test/index.js:1:1",
    ],
    # the chained exception's message, cut at 120 characters
    "r42-pytest-anytree-n2-k.txt": [
        "AssertionError: ValueError(\"Cannot set parent. Node('/root/sub0') is parent of Node('/root/sub0/sub0B').\") is not a <class 'anytree.node.exceptions.LoopError'>",
    ],
    # 46 failures of three bugs: the rarer ones (a changed exception type, an off-by-one
    # depth) past the room, behind 20 doctests of the renamed function
    "r42-pytest-anytree-v.txt": [
        "AssertionError: ValueError(\"Cannot set parent. Node('/root/sub0') is parent of Node('/root/sub0/sub0B').\") is not a <class 'anytree.node.exceptions.LoopError'>",
        "tests/test_node.py::test_depth",
        "AssertionError: assert 1 == 0",
    ],
    # a doctest's diff of a DOT export: its first lines told, their indentation (a run of
    # spaces) as one space
    "r42-pytest-anytree-x.txt": [
        '-    "root:0" [shape=box];',
        '+    "root:1" [shape=box];',
    ],
    # 46 failures of three bugs: the rarer ones (a changed exception type, an off-by-one
    # depth) past the room, behind 20 doctests of the renamed function
    "r42-pytest-anytree.txt": [
        "AssertionError: ValueError(\"Cannot set parent. Node('/root/sub0') is parent of Node('/root/sub0/sub0B').\") is not a <class 'anytree.node.exceptions.LoopError'>",
        "tests/test_node.py::test_depth",
        "AssertionError: assert 1 == 0",
    ],
    # 32 failing asserts of one bug named by their descriptions: later ones past the room
    "r42-tape-arraybuffer.prototype.slice-impl.txt": [
        "SharedArrayBuffer [SharedArrayBuffer] {} is not an ArrayBuffer",
        "undefined is not an object",
        "null is not an object",
    ],
    # node's crash at import: the error's code property and node's version line are not told
    # beside its message
    "r42-tape-arraybuffer.prototype.slice-import.txt": [
        "code: 'ERR_PACKAGE_PATH_NOT_EXPORTED'",
        "Node.js v20.20.2",
    ],
    # 32 failing asserts of one bug named by their descriptions: later ones past the room
    "r42-tape-arraybuffer.prototype.slice.txt": [
        "SharedArrayBuffer [SharedArrayBuffer] {} is not an ArrayBuffer",
        "undefined is not an object",
        "null is not an object",
    ],
    # eslint with every rule on a generated grammar: 783 findings, 781 there before; without
    # its baseline the change's three are past the room
    "r43-eslint-route-parser-all.txt": [
        "/home/dev/r43js/src/route-parser-0.0.5/lib/route/visitors/reverse.js",
        "29:27  error  'ctx' is defined but never used",
        "30:9 error  'context' is not defined",
        "31:14  error  'context' is not defined",
    ],
    # a long expected and got value, cut at the width
    "r43-gotest-gnuflag-run.txt": [
        'flag_test.go:666: expect "-b, -x, --bal, --balalaika  (= false)\\n    b usage\\n-c, --trapclap  (= 99)\\n    c usage\\n',
        'got "--balalaika, --bal, --b, --x  (= false)\\n    usage not shown\\n--d (= \\"d default\\")',
    ],
    # a table test's later cases, and a long expected and got value cut at the width
    "r43-gotest-gnuflag-v.txt": [
        'flag_test.go:410: expected error "flag needs an argument: -a" got "flag needs an argument: --a"',
        'flag_test.go:410: expected error "flag provided but not defined: -b" got "flag provided but not defined: --b"',
        'got "--balalaika, --bal, --b, --x  (= false)\\n    usage not shown\\n',
        'flag_test.go:666: expect "-b, -x, --bal, --balalaika  (= false)\\n    b usage\\n-c, --trapclap  (= 99)\\n    c usage\\n',
    ],
    # a table test's later cases, and a long expected and got value cut at the width
    "r43-gotest-gnuflag.txt": [
        'flag_test.go:410: expected error "flag needs an argument: -a" got "flag needs an argument: --a"',
        'flag_test.go:410: expected error "flag provided but not defined: -b" got "flag provided but not defined: --b"',
        'got "--balalaika, --bal, --b, --x  (= false)\\n    usage not shown\\n',
        'flag_test.go:666: expect "-b, -x, --bal, --balalaika  (= false)\\n    b usage\\n-c, --trapclap  (= 99)\\n    c usage\\n',
    ],
    # 29 failures of two bugs: later tests past the room, and a deep-equal's diff lines
    "r43-mocha-route-parser-dot.txt": [
        "Route basic parameters should match deep pathing and get parameters",
        "AssertionError: expected { Object (id, comment, ...) } to deeply equal { Object (id, comment, ...) }",
        '"id": "/users/1/comments/cats/rating/22222"',
        "Backbone route compatibility reverses complex",
        "AssertionError: expected false to equal 'one/two/three/complex-part/four/five/six/seven'",
        "test/test.js:147:14",
    ],
    # node's Cannot find module: the requiring file's frame and the error's code property are
    # not told
    "r43-mocha-route-parser-import.txt": [
        "code: 'MODULE_NOT_FOUND',",
    ],
    # mocha's JSON stats field as printed, and a later test past the room
    "r43-mocha-route-parser-json.txt": [
        '"failures": 29,',
        "Route basic parameters should match /users/:id with a path of /users/1 and get parameters",
        "expected { id: '/users/1' } to deeply equal { id: '1' }",
    ],
    # 29 failures of two bugs: later tests past the room
    "r43-mocha-route-parser.txt": [
        "Route basic parameters should match /users/:id with a path of /users/1 and get parameters",
        "AssertionError: expected { id: '/users/1' } to deeply equal { id: '1' }",
        "test/test.js:67:14",
        "AssertionError: expected false to equal 'optional'",
    ],
    # the short summary's "id - Exception" form: the digest puts the place between
    "r43-pytest-jsondiff-n2.txt": [
        "test_yaml_dump_string - NameError",
    ],
    # the short summary's "id - Exception" form: the digest puts the place between
    "r43-pytest-jsondiff-rA.txt": [
        "test_yaml_dump_string - NameError",
    ],
    # the short summary's "id - Exception" form: the digest puts the place between
    "r43-pytest-jsondiff.txt": [
        "test_yaml_dump_string - NameError",
    ],
    # the test's own line under a recursion that reached the code under test
    "r43-pytest-xmljson-v.txt": [
        "tests/test_xmljson.py:379",
    ],
    # ruff with every rule: the change's F405s among 633 findings there before; without its
    # baseline they are past the room
    "r43-ruff-jsondiff-all.txt": [
        "F405 `yaml` may be undefined, or defined from star imports",
        "jsondiff/__init__.py:42:16",
        "jsondiff/__init__.py:70:16",
    ],
    # a traceback's frame inside a comprehension, as printed
    "r43-unittest-pytimeparse-v.txt": [
        'pytimeparse/timeparse.py", line 197, in <listcomp>',
    ],
    # eslint's JSON fields as printed: the digest tells the finding as the stylish line says it
    "r44-eslint-array.prototype.at-json.txt": [
        '"filePath":"/home/dev/r44js/src/array.prototype.at-1.2.0/index.js"',
        '"ruleId":"no-undef"',
        '"line":12,"column":2',
        '"errorCount":1',
    ],
    # two usage tests' long expected and got texts and a later case's values, past the width
    "r44-gotest-envconfig-json.txt": [
        "usage_test.go:63: difference at index 2003, expected ':' (58), found '=' (61)",
        "usage_test.go:63: difference at index 1521, expected ':' (58), found '=' (61)",
        "ENV_CONFIG_COLORCODES............................Comma-separated.list.of.String=Integer.pairs",
        "..[type]........Comma-separated.list.of.String=Integer.pairs",
    ],
    # two usage tests' long expected and got texts and a later case's values, past the width
    "r44-gotest-envconfig-run.txt": [
        "usage_test.go:63: difference at index 2003, expected ':' (58), found '=' (61)",
        "usage_test.go:63: difference at index 1521, expected ':' (58), found '=' (61)",
        "ENV_CONFIG_COLORCODES............................Comma-separated.list.of.String=Integer.pairs",
        "..[type]........Comma-separated.list.of.String=Integer.pairs",
    ],
    # two usage tests' long expected and got texts and a later case's values, past the width
    "r44-gotest-envconfig-v.txt": [
        "usage_test.go:63: difference at index 2003, expected ':' (58), found '=' (61)",
        "usage_test.go:63: difference at index 1521, expected ':' (58), found '=' (61)",
        "ENV_CONFIG_COLORCODES............................Comma-separated.list.of.String=Integer.pairs",
        "..[type]........Comma-separated.list.of.String=Integer.pairs",
    ],
    # a later check of a test that logged several, past the width
    "r44-gotest-envconfig.txt": [
        'expected map[string]int{"blue":3, "green":2, "red":1}, got map[string]int(nil)',
    ],
    # a finding among 19 of types the project had before, past the room without its baseline
    "r44-mypy-dpath.txt": [
        'dpath/__init__.py:36: error: Incompatible default for parameter "separator" (default has type "str", parameter has type "int | None")  [assignment]',
    ],
    # node --test's YAML failureType and a place as a path from a parent directory
    "r44-nodetest-define-data-property.txt": [
        "define-data-property-1.1.4/index.js:29:9",
        "normal data property",
        "failureType: 'testCodeFailure'",
    ],
    # a finding among many the project had before, past the room without its baseline
    "r44-pyright-dpath.txt": [
        'dpath/__init__.py:68:40 - error: Argument of type "str" cannot be assigned to parameter "separator" of type "int | None" in function "_split_path"',
    ],
    # a chained IndexError's place in the code under test, cut with its line for room
    "r44-pytest-dpath.txt": [
        "dpath/segments.py:308: IndexError",
    ],
    # --tb=short's "file:line: in function" caller line
    "r44-pytest-fuzzywuzzy-tbshort.txt": [
        "test_fuzzywuzzy.py:291: in testCheckForNone",
    ],
    # tape's YAML operator field
    "r44-tape-array.prototype.at-impl.txt": [
        "operator: equal",
    ],
    # tape's YAML operator field and tap-spec's count line
    "r44-tape-array.prototype.at-tapspec.txt": [
        "operator: equal",
        "There was 1 failure",
    ],
    # a place written from a parent directory; the digest tells it from the one the command
    # ran in
    "r44-tape-array.prototype.at.txt": [
        "array.prototype.at-1.2.0/index.js:12:2",
    ],
    # a place written from a parent directory; the digest tells it from the one the command
    # ran in
    "r44-tape-define-data-property-import.txt": [
        "src2-ddp/index.js:17:9",
    ],
    # a place written from a parent directory, and a passing test's line
    "r44-tape-define-data-property.txt": [
        "define-data-property-1.1.4/index.js:29:9",
        "ok 129 has new expected value (explicit enumerable)",
    ],
    # tsc --pretty's source lines under its errors are not told
    "r44-tsc-array.prototype.at-pretty.txt": [
        "export = At;",
        "import getPolyfill = require('./getPolyfill');",
    ],
    # tsc --pretty's source lines under its errors are not told
    "r44-tsc-define-data-property-pretty.txt": [
        "defineDataProperty(obj, 'added', 'added value 1', true, null, null, true);",
        "defineDataProperty(obj, 'added', 'added value 2', false, true, null, true);",
    ],
    # the source line rustc prints under E0308 (`pub fn id(&self) -> u16 {`) is not told: its
    # message and expected/found are, and eight E0425 lines fill the room
    "r45-cargo-check-async-process.txt": [
        "pub fn id(&self) -> u16 {",
    ],
    # the source line rustc prints under E0308 is not told (see the cargo check run)
    "r45-cargo-test-async-process-compile.txt": [
        "pub fn id(&self) -> u16 {",
    ],
    # the source line of the uncaught ReferenceError, as node --test's failure repeats it, is
    # not told (its place and the test file's line are)
    "r45-nodetest-is-array-buffer-import.txt": [
        "var $byteLength = callBound('ArrayBuffer.prototype.byteLength', true);",
    ],
    # the spec reporter's failing file with its duration: the digest names the file, not its time
    "r45-nodetest-is-array-buffer-spec.txt": [
        "/home/dev/r45js/src/is-array-buffer-3.0.5/test/index.js (228.160131ms)",
    ],
    # pytest's short-summary form `id - AssertionError` is not printed (the place comes between),
    # and the list comparison's `At index 0 diff:` line is not told
    "r45-pytest-polyline.txt": [
        "tests/test_polyline.py::test_encode_multiple_points - AssertionError",
        "tests/test_polyline.py::test_encode_official_example - AssertionError",
        "At index 0 diff: (4.0641, -0.8654) != (40.641, -8.654)",
    ],
    # 36 errors of one removed import: a later place past what an `also at` line holds
    "r46-cargo-check-pathfinder_geometry-short.txt": [
        "src/transform3d.rs:348:31: error[E0433]: cannot find type `F32x4` in this scope",
    ],
    # three tests' long log lines, each cut to its line's share of the room
    "r46-gotest-go-zglob-all.txt": [
        'zglob_test.go:89: zglob failed: pattern "foo/**/*"("."): expected [foo/bar foo/bar/baz foo/bar/baz.txt foo/bar/baz/noo.txt foo/baz] but got []',
        'zglob_test.go:122: zglob failed: pattern "/tmp/zglob708768527/foo/**/*"("/tmp/zglob708768527"): expected [/tmp/zglob708768527/foo/bar /tmp/zglob708768527/foo/bar/baz /tmp/zglob708768527/foo/bar/baz.txt /tmp/zglob708768527/foo/bar/baz/noo.txt /tmp/zglob708768527/foo/baz] but got []',
        'zglob_test.go:136: "foo/bar/baz.txt" should match with "**/bar/**/*.txt"',
    ],
    # three tests' long log lines, each cut to its line's share of the room
    "r46-gotest-go-zglob-ax.txt": [
        'zglob_test.go:122: zglob failed: pattern "/tmp/zglob1648471738/foo/**/*"("/tmp/zglob1648471738"): expected [/tmp/zglob1648471738/foo/bar /tmp/zglob1648471738/foo/bar/baz /tmp/zglob1648471738/foo/bar/baz.txt /tmp/zglob1648471738/foo/bar/baz/noo.txt /tmp/zglob1648471738/foo/baz] but got []',
        'zglob_test.go:136: "foo/bar/baz.txt" should match with "**/bar/**/*.txt"',
    ],
    # a table test's later messages past its line's room
    "r46-gotest-go-zglob-run.txt": [
        'zglob_test.go:136: "foo/bar/baz.txt" should match with "**/bar/**/*.txt"',
    ],
    # three tests' long log lines, each cut to its line's share of the room
    "r46-gotest-go-zglob.txt": [
        'zglob_test.go:122: zglob failed: pattern "/tmp/zglob3884422301/foo/**/*"("/tmp/zglob3884422301"): expected [/tmp/zglob3884422301/foo/bar /tmp/zglob3884422301/foo/bar/baz /tmp/zglob3884422301/foo/bar/baz.txt /tmp/zglob3884422301/foo/bar/baz/noo.txt /tmp/zglob3884422301/foo/baz] but got []',
        'zglob_test.go:136: "foo/bar/baz.txt" should match with "**/bar/**/*.txt"',
    ],
    # padding in a Go log line told as one space (the values differ in spaces alone)
    "r46-gotest-uitable-json.txt": [
        "strutil_test.go:29: want   foo got    foo",
    ],
    # padding in a Go log line told as one space (the values differ in spaces alone)
    "r46-gotest-uitable-v.txt": [
        "strutil_test.go:29: want   foo got    foo",
    ],
    # padding in a Go log line told as one space (the values differ in spaces alone)
    "r46-gotest-uitable.txt": [
        "strutil_test.go:29: want   foo got    foo",
    ],
    # mocha 1.x's JSON has no messages, so 59 failures are one cause: later titles past the room
    "r46-mocha-url-template-json.txt": [
        "uri-template Level 4 variable modifiers prefix",
        "spec-examples 3.2.7 Path-Style Parameter Expansion {;x,y,undef}",
        "spec-examples 3.2.7 Path-Style Parameter Expansion {;v,bar,who}",
    ],
    # 59 failures of three bugs: later messages of one cause past the room
    "r46-mocha-url-template-spec.txt": [
        "Error: expected ';x=1024;y=768;undef' to sort of equal ';x=1024;y=768'",
        "Error: expected ';v=6;bar;who=fred' to sort of equal ';v=6;who=fred'",
    ],
    # later messages of one cause, and TAP's plan line, past the room
    "r46-mocha-url-template-tap.txt": [
        "Error: expected ';x=1024;y=768;undef' to sort of equal ';x=1024;y=768'",
        "Error: expected ';v=6;bar;who=fred' to sort of equal ';v=6;who=fred'",
        "1..158",
    ],
    # 59 failures of three bugs: later messages of one cause past the room
    "r46-mocha-url-template.txt": [
        "Error: expected ';x=1024;y=768;undef' to sort of equal ';x=1024;y=768'",
        "Error: expected ';v=6;bar;who=fred' to sort of equal ';v=6;who=fred'",
    ],
    # facts in the short summary's form `id - Exception: message`: the digest tells each id and
    # its exception with the place between them
    "r46-pytest-pyee-v.txt": [
        "tests/test_asyncio.py::test_emit - NameError: name 'iscoroutine' is not defined",
        "tests/test_asyncio.py::test_once_emit - NameError: name 'iscoroutine' is not defined",
        "tests/test_asyncio.py::test_error - NameError: name 'iscoroutine' is not defined",
        "tests/test_asyncio.py::test_event_emitter_canceled - NameError: name 'iscoroutine' is not defined",
        "tests/test_asyncio.py::test_sync_error - NameError: name 'iscoroutine' is not defined",
    ],
    # the verbose progress line's form `id FAILED`: the digest names the id
    "r46-pytest-pyee-x.txt": [
        "tests/test_asyncio.py::test_emit FAILED",
    ],
    # facts in the progress line's form `id FAILED` and the short summary's `id - Exception`:
    # the digest tells each id and its exception, in its own form
    "r46-pytest-pyee.txt": [
        "tests/test_asyncio.py::test_emit FAILED",
        "tests/test_asyncio.py::test_once_emit FAILED",
        "tests/test_asyncio.py::test_error FAILED",
        "tests/test_asyncio.py::test_future_canceled FAILED",
        "tests/test_asyncio.py::test_event_emitter_canceled FAILED",
        "tests/test_asyncio.py::test_wait_for_complete FAILED",
        "tests/test_asyncio.py::test_sync_error FAILED",
        "tests/test_sync.py::test_emit_error - IndexError: tuple index out of r...",
        "tests/test_sync.py::test_listener_removal - KeyError: 'event'",
        "tests/test_twisted.py::test_propagates_exception - AssertionError: Exp...",
    ],
    # a place written from the folder above the project's (the digest's is the project's own)
    "r46-tape-is-number-object.txt": [
        "src/is-number-object/index.js:28:2",
    ],
    # a traceback's second project frame (the first is told)
    "r46-unittest-parsedatetime-f.txt": [
        'File "/home/dev/r46py/src/parsedatetime-2.6/parsedatetime/__init__.py", line 538, in parseDateText',
    ],
    # unittest's `-v` result lines (`name (id) ... FAIL`), and 37 failures' later ids past
    # the room
    "r46-unittest-parsedatetime-v.txt": [
        "testEndOfPhrases (tests.TestPhrases.test.testEndOfPhrases) ... FAIL",
        "testEndOfPhrases (tests.TestStartTimeFromSourceTime.test.testEndOfPhrases) ... FAIL",
        "testIncMonths (tests.TestInc.test.testIncMonths) ... ERROR",
        "testMonths (tests.TestAlternativeAbbreviations.test.testMonths) ... ERROR",
        "testDays (tests.TestUnits.test.testDays) ... ERROR",
    ],
    # 37 failures of two bugs: later ids past the room
    "r46-unittest-parsedatetime.txt": [
        "testIncMonths (tests.TestInc.test.testIncMonths)",
        "testDays (tests.TestUnits.test.testDays)",
    ],
    # the one compile error's message cut among 290 clippy findings; its help told in the
    # digest's own form `(there is ...)`
    "r47-cargo-clippy-generic-array-json.txt": [
        "help: there is an associated function `from_exact_iterator` with a similar name",
    ],
    # a table test's 114 failing cases: a case of each kind told (rgb() at 60, hsl() at 150),
    # not the ones these facts name (62, 199)
    "r47-gotest-csscolorparser-race.txt": [
        "chromium_test.go:223: (62) rgb(67.440,90.228,257.506) -> [67 90 255 255] != [67 90 2 255]",
        "chromium_test.go:223: (199) hsl(53.662,57.956%,60.528%) -> [213 200 96 255] != [96 200 213 255]",
    ],
    # a table test's 114 failing cases: a case of each kind told (rgb() at 60, hsl() at 150),
    # not the ones these facts name (62, 199)
    "r47-gotest-csscolorparser.txt": [
        "chromium_test.go:223: (62) rgb(67.440,90.228,257.506) -> [67 90 255 255] != [67 90 2 255]",
        "chromium_test.go:223: (199) hsl(53.662,57.956%,60.528%) -> [213 200 96 255] != [96 200 213 255]",
    ],
    # another subtest's values of a cause told (-13, not 13)
    "r47-gotest-flect-v.txt": [
        'expected: "13th"',
        'actual  : "13rd"',
    ],
    # another subtest's values of a cause told (-13, not 13)
    "r47-gotest-flect.txt": [
        'expected: "13th"',
        'actual  : "13rd"',
    ],
    # npm's echo of the script's command
    "r47-npm-is-map-tests-only.txt": [
        "nyc tape 'test/**/*.js'",
    ],
    # a changed warning among hundreds from before the change (the baseline tells it)
    "r47-pylint-stdnum.txt": [
        "stdnum/iban.py:52:0: W0614: Unused import(s) InvalidFormat and InvalidChecksum from wildcard import of stdnum.exceptions (unused-wildcard-import)",
    ],
    # doctest's numbered source lines (`031 >>> ...`): the digest tells the example without its
    # number
    "r47-pytest-stdnum-k.txt": [
        "031 >>> calc_check_digit('7894')",
        "051 >>> luhn.calc_check_digit('4992739871')",
    ],
    # the NameError's place told as `mod_97_10.py:50 in checksum`, not as Python's `File "...",
    # line 50`; doctest's numbered source lines; 31 failures: later ids past the room
    "r47-pytest-stdnum-v.txt": [
        'File "/home/dev/r47py/src/python_stdnum-2.2/stdnum/iso7064/mod_97_10.py", line 50, in checksum',
        "stdnum/iso7064/mod_97_10.py::stdnum.iso7064.mod_97_10",
        "stdnum/iban.py::stdnum.iban",
        "tests/test_iso7064.doctest::test_iso7064.doctest",
        "tests/test_luhn.doctest::test_luhn.doctest",
        "031 >>> calc_check_digit('7894')",
    ],
    # the root's place in the digest's form (`mod_97_10.py:50 in checksum`), the example without
    # its number (`[line 30: >>> ...]`), the last exception by its message, not doctest's repr
    "r47-pytest-stdnum-x.txt": [
        'File "/home/dev/r47py/src/python_stdnum-2.2/stdnum/iso7064/mod_97_10.py", line 50, in checksum',
        "030 >>> validate('BE32 123-4567890-02')",
        "UNEXPECTED EXCEPTION: InvalidFormat()",
    ],
    # the NameError's place told as `mod_97_10.py:50 in checksum`, not as Python's `File "...",
    # line 50`; doctest's numbered source lines; 31 failures: later ids past the room
    "r47-pytest-stdnum.txt": [
        'File "/home/dev/r47py/src/python_stdnum-2.2/stdnum/iso7064/mod_97_10.py", line 50, in checksum',
        "stdnum/iso7064/mod_97_10.py::stdnum.iso7064.mod_97_10",
        "stdnum/iban.py::stdnum.iban",
        "tests/test_iso7064.doctest::test_iso7064.doctest",
        "tests/test_luhn.doctest::test_luhn.doctest",
        "031 >>> calc_check_digit('7894')",
    ],
    # 135 failures: a later test's name past the room
    "r47-tape-set-union-impl.txt": [
        "{ has: [Function: has], keys: [Function: keys], size: 'foo' } has a NaN `.size`",
    ],
    # 135 failures: a later test's name and a frame in the project past the room
    "r47-tape-set-union.txt": [
        "/home/dev/r47js/src/su/implementation.js:26:17",
        "{ has: [Function: has], keys: [Function: keys], size: undefined } has a NaN `.size`",
    ],
    # a compiler warning in a run whose tests failed, past the room the digest leaves for
    # them beside the failures (and for the earlier attempts' lines)
    "r48-cargo-test-subtle-nocapture.txt": [
        "unused variable: `len`",
    ],
    # go vet's `# package` header: the digest names the package in its totals
    "r48-gotest-cascadia-vet.txt": [
        "# github.com/andybalholm/cascadia",
    ],
    # padding in testify's diff lines told as one space; an Example's name past the room
    "r48-gotest-go-arg-json.txt": [
        "-  OUTPUT                 list of outputs",
        "+  OUTPUT                list of outputs",
        "Example_helpText",
    ],
    # a goroutine trace's frames with their offsets (`parse.go:586 +0x12a6`): the digest tells
    # the panic's place short
    "r48-gotest-go-arg-panic.txt": [
        "/home/dev/r48go/gp/src/github.com/alexflint/go-arg/parse.go:586 +0x12a6",
        "/home/dev/r48go/gp/src/github.com/alexflint/go-arg/parse_test.go:394 +0x48",
    ],
    # padding in testify's diff lines told as one space; an Example's name past the room
    "r48-gotest-go-arg.txt": [
        "-  OUTPUT                 list of outputs",
        "+  OUTPUT                list of outputs",
        "Example_helpText",
    ],
    # mocha 2's diff of two JSON texts: the values told as one string, cut, not its `-`/`+`
    # lines; the title told without mocha's colon
    "r48-mocha-json-stringify-safe-bail.txt": [
        "Stringify must stringify circular objects deeper:",
        '"self": "[Circular ~.child.self]"',
        '"self": "[Circular ~.child]"',
    ],
    # mocha 2's diff of two JSON texts: the values told as one string, cut, not its `-`/`+`
    # lines; the title told without mocha's colon
    "r48-mocha-json-stringify-safe-dot.txt": [
        "Stringify must stringify circular objects deeper:",
        '"self": "[Circular ~.child.self]"',
        '"self": "[Circular ~.child]"',
    ],
    # mocha 2's diff of two JSON texts: the values told as one string, cut, not its `-`/`+`
    # lines; the title told without mocha's colon
    "r48-mocha-json-stringify-safe.txt": [
        "Stringify must stringify circular objects deeper:",
        '"self": "[Circular ~.child.self]"',
        '"self": "[Circular ~.child]"',
        '"self": "[Circular ~.child.identity]"',
        '"self": "[Circular ~.children.0.self]"',
    ],
    # an assertion's message cut for room among 14 failures
    "r48-nodetest-sonic-boom-spec.txt": [
        "AssertionError [ERR_ASSERTION]: 'helloworld\\nnext\\n' == 'hello world\\nnext\\n'",
    ],
    # a second place of one message told as `also at`; a warning among hundreds from before the
    # change (the baseline tells it)
    "r48-pylint-qrcode.txt": [
        "qrcode/main.py:234:29: E1101: Module 'qrcode.util' has no 'mode_sizes_for_version' member (no-member)",
        "qrcode/util.py:5:0: W0611: Unused RSBlock imported from qrcode.base (unused-import)",
    ],
    # 56 failures of two bugs: later ids past the room
    "r48-pytest-qrcode-v.txt": [
        "qrcode/tests/test_qrcode_svg.py::test_render_svg",
    ],
    # 56 failures of two bugs: later ids past the room
    "r48-pytest-qrcode.txt": [
        "qrcode/tests/test_qrcode_pil.py::test_render_styled_with_mask[mask0]",
        "qrcode/tests/test_script.py::test_piped",
    ],
    # the IndexError's place and the doctest's crash line in the digest's own forms
    "r48-pytest-statemachine-pkg.txt": [
        'File "/home/dev/r48py/src/python_statemachine-3.2.2/statemachine/orderedset.py", line 95, in __getitem__',
        "/home/dev/r48py/src/python_statemachine-3.2.2/statemachine/orderedset.py:68: UnexpectedException",
    ],
    # the IndexError's place and the doctest's crash line in the digest's own forms
    "r48-pytest-statemachine-x.txt": [
        'File "/home/dev/r48py/src/python_statemachine-3.2.2/statemachine/orderedset.py", line 95, in __getitem__',
        "/home/dev/r48py/src/python_statemachine-3.2.2/docs/releases/3.2.1.md:140: UnexpectedException",
    ],
    # the IndexError's place and the doctest's crash line in the digest's own forms
    "r48-pytest-statemachine.txt": [
        'File "/home/dev/r48py/src/python_statemachine-3.2.2/statemachine/orderedset.py", line 95, in __getitem__',
    ],
    # ruff's full format's `-->` line and source line: the digest tells the place in its own
    # form
    "r48-ruff-statemachine.txt": [
        "--> statemachine/statemachine.py:288:19",
        "raise InvalidStateValue(initial_state_values) from err",
    ],
    # one E0599 at 21 places among 114 pedantic lints: its lines of places cut the message, the help not told
    "r49-cargo-clippy-sval-json.txt": [
        "consider using `stream::stack::Stack::empty` which returns `stream::stack::Stack`",
    ],
    # the doctest's source line under the error is not told (the error, its place and the item are)
    "r49-cargo-test-cpufeatures-doc.txt": [
        "let (token, val) = cpuid_aes_sha::init_get();",
    ],
    # one E0599 at 21 places, each line of places cutting the message; the pre-existing warnings take the rest
    "r49-cargo-test-sval-rename.txt": [
        "let mut stack = Stack::new();",
        "consider using `stack::Stack::empty` which returns `stack::Stack`",
        "src/stream/stack.rs:242:5",
    ],
    # eslint's JSON fields are told as its stylish lines are (the same place, rule and message)
    "r49-eslint-is-arguments-b-json.txt": [
        '"filePath":"/home/dev/r49js/src/is-arguments-1.2.0-b/index.js"',
        '"ruleId":"no-undef","severity":2,"message":"\'hasToStringTag\' is not defined.","line":10,"column":3',
        '"errorCount":1',
    ],
    # mypy --pretty's source line under the error is not told
    "r49-mypy-ulid.txt": [
        "return self.milliseconds / constants.MILLISECS_IN_SECS",
    ],
    # the test's name and the JSON the parse failed on: node --test reports the file, the message is cut
    "r49-nodetest-json-buffer.txt": [
        '{"array":[undefined,1,"two"]}',
        "undefinedArray",
    ],
    # 94 failures, 9 causes: this test is one of the 16 counted in "+16 more"
    "r49-pytest-pyotp-q.txt": [
        "test.py::SteamTOTP::test_match_examples",
    ],
    # the short summary's form (id - exception), for a test on a line with another
    "r49-pytest-ulid-rA.txt": [
        "tests/test_ulid.py::test_ulid - AttributeError",
    ],
    # the stack's other frame (the module's load) is not told; the throwing line and the test's are
    "r49-tape-is-arguments-b.txt": [
        "/home/dev/r49js/src/is-arguments-1.2.0-b/index.js:36:9",
    ],
    # the actual value is cut where it differs ("data: [] }, string…")
    "r49-tape-json-buffer.txt": [
        "{ buffer: { type: 'Buffer', data: [] }, string: ':base64:eA==' }",
    ],
    # a crash at import told by its place and exception: not its source line or the importing test module
    "r49-unittest-flatdict.txt": [
        'flatdict-4.1.0/flatdict/__init__.py", line 11, in <module>',
        "class FlatDict(collections.abc.MutableMapping[str, typing.Any]):",
        'flatdict-4.1.0/tests.py", line 12, in <module>',
    ],
    # the caller's frame (steam.py passes 10 digits) is not told; the frame that raised is
    "r49-unittest-pyotp-f.txt": [
        'pyotp/contrib/steam.py", line 32, in __init__',
    ],
    # 94 failures, 9 causes: the long AssertionError values are cut, a test counted in "+N more"
    "r49-unittest-pyotp-v.txt": [
        "AssertionError: 'otpauth://totp/Secret?secret=S46SQCPPTCNPROMHWYBDCTBZXV&digits=30&period=6' != 'otpauth://totp/Secret?secret=S46SQCPPTCNPROMHWYBDCTBZXV'",
        "AssertionError: {'secret': 'wrn3pqx5uqxqvnqrwrn3pqx5uqxqvnqr', 'digits': '30', 'period': '6'} != {'secret': 'wrn3pqx5uqxqvnqrwrn3pqx5uqxqvnqr'}",
        "AssertionError: 'otpauth://totp/Secret?secret=GEZDGNBVGY3TQOJQGEZDGNBV&digits=30&period=6' != 'otpauth://totp/Secret?secret=GEZDGNBVGY3TQOJQGEZDGNBV'",
        "test_digit_range (test.OTPConfigurationTest.test_digit_range)",
        "test_match_examples (test.SteamTOTP.test_match_examples)",
    ],
    # 94 failures, 9 causes: the long AssertionError values are cut, a test counted in "+N more"
    "r49-unittest-pyotp.txt": [
        "AssertionError: 'otpauth://totp/Secret?secret=S46SQCPPTCNPROMHWYBDCTBZXV&digits=30&period=6' != 'otpauth://totp/Secret?secret=S46SQCPPTCNPROMHWYBDCTBZXV'",
        "AssertionError: {'secret': 'wrn3pqx5uqxqvnqrwrn3pqx5uqxqvnqr', 'digits': '30', 'period': '6'} != {'secret': 'wrn3pqx5uqxqvnqrwrn3pqx5uqxqvnqr'}",
        "AssertionError: 'otpauth://totp/Secret?secret=GEZDGNBVGY3TQOJQGEZDGNBV&digits=30&period=6' != 'otpauth://totp/Secret?secret=GEZDGNBVGY3TQOJQGEZDGNBV'",
        "test_digit_range (test.OTPConfigurationTest.test_digit_range)",
        "test_match_examples (test.SteamTOTP.test_match_examples)",
    ],
    # 55 errors of one removed import: rustc's suggested fix line and a later place past the
    # budget
    "r50-cargo-check-bitstream-io.txt": [
        "160 + use std::io;",
        "src/write.rs:1172:46",
    ],
    # a pass's warning: the source line under it is not told
    "r50-cargo-clippy-bitstream-io.txt": [
        "let base = self.bitqueue.len();",
    ],
    # rustc's warning beside 11 failures: past the room the digest leaves for warnings
    "r50-cargo-test-bitstream-io-no-fail-fast.txt": [
        "unused variable: `base`",
        "src/read.rs:631:17",
    ],
    # rustdoc's closing line under a doc-test that does not compile
    "r50-cargo-test-bitstream-io-rename-doc.txt": [
        "Couldn't compile the test.",
    ],
    # the panicking thread's name: the test is named by its id
    "r50-cargo-test-bs58-all-features.txt": [
        "thread 'test_decode'",
    ],
    # the panicking thread's name: the test is named by its id
    "r50-cargo-test-bs58.txt": [
        "thread 'test_decode'",
    ],
    # a path from the folder above the one the command ran in (the digest says index.js)
    "r50-eslint-is-generator-function-b.txt": [
        "is-generator-function-1.1.2-b/index.js",
    ],
    # a path from the folder above the one the command ran in (the digest says index.js)
    "r50-eslint-which-builtin-type-b.txt": [
        "which-builtin-type-1.2.1-b/index.js",
    ],
    # a test's later log lines, at one line of a loop: told without their file:line again, and
    # past its line's width
    "r50-gotest-golang-levenshtein-v.txt": [
        "levenshtein_test.go:228: Ratio between a and b computed as 0.3333333333333333 , should be 0",
        "levenshtein_test.go:228: Ratio between kitten and sitting computed as 0.6428571428571429 , should be 0.7692307692307693",
    ],
    # a loop's later case past its line's width
    "r50-gotest-golang-levenshtein.txt": [
        "levenshtein_test.go:228: Ratio between kitten and sitting computed as 0.6428571428571429 , should be 0.7692307692307693",
    ],
    # 64 failures of three bugs: later tests' long names past the budget; node's count line under
    # TAP's
    "r50-nodetest-which-builtin-type.txt": [
        "{ constructor: [Function: Function], [Symbol(Symbol.toStringTag)]: 'Function' } lies with a tag and claims it is a Function, but instead it is Object",
        "BigUint64Array [BigUint64Array] { 0: 0n, 1: 0n } is 'BigUint64Array'",
    ],
    # npm's echo of the script it ran
    "r50-npm-test-all-is-generator-function.txt": [
        "npm run test:index && npm run test:corejs && npm run test:uglified",
    ],
    # 64 failures of three bugs: later tests' long names past the budget
    "r50-nyc-tape-which-builtin-type.txt": [
        "{ constructor: [Function: Function], [Symbol(Symbol.toStringTag)]: 'Function' } lies with a tag and claims it is a Function, but instead it is Object",
        "BigUint64Array [BigUint64Array] { 0: 0n, 1: 0n } is 'BigUint64Array'",
    ],
    # 28 failures of four bugs under --tb=line: later tests and their values past the budget
    "r50-pytest-netaddr-tbline.txt": [
        "/home/dev/r50py/src/netaddr-1.3.0/netaddr/tests/ip/test_ip_v4.py:76: AssertionError: assert 0 == 1",
        "where 0 = IPNetwork('192.0.2.1/32').size",
        "netaddr/tests/ip/test_ip_ranges.py::test_iprange_invalid_len_and_alternative",
    ],
    # 30 failures: pytest's where-line and later parametrized ids past the budget
    "r50-pytest-netaddr-vv.txt": [
        "where 255 = IPNetwork('192.0.2.0/24').size",
        "netaddr/tests/ip/test_ip_v4.py::test_ipnetwork_v4[192.0.2.0/24-ipaddr1-network1-cidr1-broadcast1-netmask1-hostmask1-256]",
        "netaddr/tests/ip/test_network_ops.py::test_subnetting",
    ],
    # 30 failures: pytest's where-lines and a later parametrized id past the budget
    "r50-pytest-netaddr.txt": [
        "where 0 = IPNetwork('192.0.2.1/32').size",
        "netaddr/tests/ip/test_ip_v4.py::test_ipnetwork_v4[192.0.2.1-ipaddr0-network0-cidr0-None-netmask0-hostmask0-1]",
        "where 253 = len(IPRange('192.0.2.1', '192.0.2.254'))",
    ],
    # ruff's source line under its finding is not told
    "r50-ruff-netaddr.txt": [
        "remainder = cidr_exclude(cidr, addr)",
    ],
    # a path from the folder above the one the command ran in (the digest says index.js:25:2)
    "r50-tape-is-generator-function-b.txt": [
        "is-generator-function-1.1.2-b/index.js:25:2",
    ],
    # a path from the folder above the one the command ran in (the digest says index.js:96:2)
    "r50-tape-which-builtin-type-b.txt": [
        "which-builtin-type-1.2.1-b/index.js:96:2",
    ],
    # 64 failures of three bugs: later tests' long names past the budget
    "r50-tape-which-builtin-type.txt": [
        "{ constructor: [Function: Function], [Symbol(Symbol.toStringTag)]: 'Function' } lies with a tag and claims it is a Function, but instead it is Object",
        "BigUint64Array [BigUint64Array] { 0: 0n, 1: 0n } is 'BigUint64Array'",
    ],
    # a pass's warning: its source line and rustc's note on the lint are not told
    "r51-cargo-clippy-colorsys.txt": [
        "if s.len() == 0 {",
        "`#[warn(clippy::len_zero)]` on by default",
    ],
    # cargo's "---- tests::parse_osc stdout ----" header: the test is named without " stdout"
    "r51-cargo-test-vte-osc.txt": [
        "tests::parse_osc stdout",
    ],
    # cargo's "---- tests::parse_osc stdout ----" header: the test is named without " stdout"
    "r51-cargo-test-vte-threads1.txt": [
        "tests::parse_osc stdout",
    ],
    # cargo's "---- tests::parse_osc stdout ----" header: the test is named without " stdout"
    "r51-cargo-test-vte.txt": [
        "tests::parse_osc stdout",
    ],
    # a loop's later cases at one line: past the first three, and said without their place again
    "r51-gotest-handysort-run.txt": [
        "strings_test.go:66: Compared 2 to 1a10: expected false, got true",
    ],
    # a loop's later cases at one line: past the first three, and said without their place again
    "r51-gotest-handysort-v.txt": [
        "strings_test.go:66: Compared 2 to 1a10: expected false, got true",
    ],
    # mypy's note under an error (the import it suggests) is not told
    "r51-mypy-jsonlines.txt": [
        'Did you forget to import it from "typing"? (Suggestion: "from typing import cast")',
    ],
    # the thrown error's inspected form said as "RangeError: message"
    "r51-nodetest-unbox-primitive.txt": [
        "{ [RangeError: value is an unboxed primitive] message: 'value is an unboxed primitive' }",
    ],
    # the thrown error's inspected form said as "RangeError: message"
    "r51-nyc-tape-unbox-primitive.txt": [
        "{ [RangeError: value is an unboxed primitive] message: 'value is an unboxed primitive' }",
    ],
    # another place of the same message is said after "also at", without the message again
    "r51-pyright-jsonlines.txt": [
        'jsonlines/jsonlines.py:563:16 - error: Type "int" is not assignable to return type "str"',
        'jsonlines/jsonlines.py:664:16 - error: Type "str" is not assignable to return type "int"',
    ],
    # 25 failures in 2,000 characters: a case's own value and later ids past the budget
    "r51-pytest-aniso8601-tbline.txt": [
        'aniso8601/date.py:150: aniso8601.exceptions.ISOFormatError: "1981-04-05" is not a valid ISO 8601 date.',
        "aniso8601/builders/tests/test_python.py::TestPythonTimeBuilder::test_build_ordinal_date",
        "aniso8601/tests/test_interval.py::TestIntervalParserFunctions::test_parse_interval_end",
        "aniso8601/tests/test_time.py::TestTimeParserFunctions::test_parse_datetime_commadelimited",
    ],
    # 25 failures in 2,000 characters: a case's own value and later ids past the budget
    "r51-pytest-aniso8601-vv.txt": [
        'aniso8601.exceptions.ISOFormatError: "1981-04-05" is not a valid ISO 8601 date.',
        "aniso8601/tests/test_interval.py::TestIntervalParserFunctions::test_parse_interval_end",
        "aniso8601/tests/test_time.py::TestTimeParserFunctions::test_parse_datetime_commadelimited",
    ],
    # 25 failures in 2,000 characters: a case's own value and later ids past the budget
    "r51-pytest-aniso8601.txt": [
        'aniso8601.exceptions.ISOFormatError: "1981-04-05" is not a valid ISO 8601 date.',
        "aniso8601/tests/test_interval.py::TestIntervalParserFunctions::test_parse_interval_end",
        "aniso8601/tests/test_time.py::TestTimeParserFunctions::test_parse_datetime_commadelimited",
    ],
    # ruff's source snippet under an error is not told
    "r51-ruff-jsonlines.txt": [
        "215 | self._fp = cast(",
    ],
    # the thrown error's inspected form said as "RangeError: message", and the test's frame by its path in the project
    "r51-tape-unbox-primitive.txt": [
        "{ [RangeError: value is an unboxed primitive] message: 'value is an unboxed primitive' }",
        "/home/dev/r51js/src/unbox-primitive-1.1.0/test/index.js:13:14",
    ],
    # unittest's "Failed to import test module" line and the traceback's frame are said as the ImportError it raised, at its place
    "r51-unittest-aniso8601-import.txt": [
        "ImportError: Failed to import test module: aniso8601",
    ],
    # 25 failures in 2,000 characters: later ids past the budget
    "r51-unittest-aniso8601.txt": [
        "test_build_ordinal_date (aniso8601.builders.tests.test_python.TestPythonTimeBuilder.test_build_ordinal_date)",
        "test_get_date_resolution_badtype (aniso8601.tests.test_date.TestDateResolutionFunctions.test_get_date_resolution_badtype)",
        "test_parse_interval_end (aniso8601.tests.test_interval.TestIntervalParserFunctions.test_parse_interval_end)",
    ],
    # 776 errors of one code: the place of the one on another table (:815) is counted, not told
    "r52-cargo-build-unicode-xid-short.txt": [
        "src/tables.rs:815:23: error[E0308]: mismatched types: expected `u32`, found `char`",
    ],
    # 776 errors of one code: the place of the one on another table (:815) is counted, not told; a
    # note's types
    "r52-cargo-check-unicode-xid.txt": [
        "src/tables.rs:815:23",
        "found reference `&'static [(char, u32)]`",
    ],
    # cargo's `---- name stdout ----` header form
    "r52-cargo-test-hex-literal-basic.txt": [
        "upper_case stdout",
        "mixed_case stdout",
    ],
    # cargo's `---- name stdout ----` header form
    "r52-cargo-test-hex-literal-no-fail-fast.txt": [
        "mixed_case stdout",
        "no_spacing stdout",
        "upper_case stdout",
    ],
    # cargo's `---- name stdout ----` header form
    "r52-cargo-test-hex-literal-quiet.txt": [
        "mixed_case stdout",
        "no_spacing stdout",
        "upper_case stdout",
    ],
    # a loop's fifth and sixth cases at one line (three are told after the first)
    "r52-gotest-sortorder-json.txt": [
        "natsort_test.go:64: Compared `a10` to `abcdefgh2`: expected true, got false",
        "natsort_test.go:64: Compared `a1b` to `a01b`: expected true, got false",
    ],
    # a loop's fifth and sixth cases at one line (three are told after the first)
    "r52-gotest-sortorder-v.txt": [
        "natsort_test.go:64: Compared `a10` to `abcdefgh2`: expected true, got false",
        "natsort_test.go:64: Compared `a1b` to `a01b`: expected true, got false",
    ],
    # gotestsum's `=== FAIL: pkg Test` form
    "r52-gotestsum-sortorder-natural.txt": [
        "fvbommel/sortorder TestStringSort",
        "fvbommel/sortorder TestNaturalLess",
    ],
    # the source line of a crash inside a TAP subtest's error is not told
    "r52-nodetest-own-keys.txt": [
        "safePushApply(sourceKeys, $gOPS(source));",
    ],
    # the short summary's form (id - exception); the crash line of a failure whose body (1.2 MB
    # of -l's locals) is past what is read
    "r52-pytest-umsgpack-vvl.txt": [
        "test_umsgpack.py::TestUmsgpack::test_ext_handlers_subclass - NameError: name 'data_len' is not defined",
        "test_umsgpack.py::TestUmsgpack::test_ext_serializable_subclass - NameError: name 'data_len' is not defined",
        "test_umsgpack.py::TestUmsgpack::test_pack_composite - NameError: name 'data_len' is not defined",
        "test_umsgpack.py::TestUmsgpack::test_unpack_exceptions - ValueError: unpacked string is invalid utf-8",
        "test_umsgpack.py::TestUmsgpack::test_unpack_ordered_dict - NameError: name 'collections' is not defined",
        "umsgpack/__init__.py:353: error",
    ],
    # node's crash names the file that does not parse, not the importer's frame
    "r52-tape-shell-quote-b.txt": [
        "/home/dev/r52js/src/shell-quote-1.8.1-b/index.js:3:17",
    ],
    # the last exception of a chain (its first, UnicodeDecodeError, is told)
    "r52-unittest-umsgpack.txt": [
        "ValueError: unpacked string is invalid utf-8",
    ],
    # an error inside a macro body: the invocation's place (src/lib.rs:49:9) and rustc's help are not told
    "r53-cargo-check-dtoa.txt": [
        "src/lib.rs:49:9",
        "you can convert a `u32` to a `u64`",
    ],
    # cargo's `---- name stdout ----` header form; a backtrace frame of the helper's caller
    "r53-cargo-test-dtoa-backtrace.txt": [
        "test_f64 stdout",
        "./tests/test.rs:12:5",
    ],
    # cargo's `---- name stdout ----` header form (the test names are told)
    "r53-cargo-test-dtoa.txt": [
        "test_f32 stdout",
        "test_f64 stdout",
    ],
    # cargo's `---- name stdout ----` header form (the test names are told)
    "r53-cargo-test-natord-no-fail-fast.txt": [
        "tests::test_longer stdout",
        "tests::test_numeric stdout",
        "lib.rs - (line 11) stdout",
    ],
    # cargo's `---- name stdout ----` header form (the test names are told)
    "r53-cargo-test-natord.txt": [
        "tests::test_longer stdout",
        "tests::test_numeric stdout",
    ],
    # cargo's `---- name stdout ----` header form (the test names are told)
    "r53-cargo-test-xxhash-rust-no-fail-fast.txt": [
        "assert_xxh3 stdout",
        "assert_xxh32 stdout",
        "test_vectors_xxh3 stdout",
    ],
    # the panic's `thread 'name'` form (the test names are told)
    "r53-cargo-test-xxhash-rust-nocapture.txt": [
        "thread 'assert_xxh3'",
        "thread 'assert_xxh32'",
    ],
    # cargo's `---- name stdout ----` header form (the test name is told)
    "r53-cargo-test-xxhash-rust-vectors.txt": [
        "test_vectors_xxh3 stdout",
    ],
    # cargo's `---- name stdout ----` header form; the last line the test printed before it panicked
    "r53-cargo-test-xxhash-rust-xxh32.txt": [
        "assert_xxh32 stdout",
        "input(len=4)",
    ],
    # cargo's `---- name stdout ----` header form; the last line the test printed before it panicked
    "r53-cargo-test-xxhash-rust.txt": [
        "assert_xxh3 stdout",
        "assert_xxh32 stdout",
        "input(len=240)",
    ],
    # flake8 --statistics' count row of the new finding: the finding itself is told, the full digest has no room for every row
    "r53-flake8-mando.txt": [
        "2     F821 undefined name 'sys'",
    ],
    # tape's `actual:` value as inspected (the error's own line is told); a path written from a parent folder; tape's `at:` place, not the stack's test frame
    "r53-nodetest-stop-iteration-iterator.txt": [
        "{ [RangeError: this environment lacks StopIteration] message: 'this environment lacks StopIteration' }",
        "stop-iteration-iterator-1.1.0/index.js:11:9",
        "test/index.js:11:15",
    ],
    # pyright's second message for the same name at another place: one line per message shape is told
    "r53-pyright-text2num.txt": [
        'Attribute "merge_compound_ordinals_pt" is unknown (reportAttributeAccessIssue)',
    ],
    # the source line that raised, told only in a digest with room
    "r53-pytest-mando-tbline.txt": [
        "None = program._current_command",
    ],
    # 22 failures in a full digest: ids past the room, and the source line that raised
    "r53-pytest-mando.txt": [
        "mando/tests/test_core.py::test_generic_commands[another 2 -j-rest10]",
        "None = program._current_command",
        "mando/tests/test_core.py::test_program_except[repeat a-expectation0]",
    ],
    # the source line that raised, told only in a digest with room
    "r53-pytest-text2num.txt": [
        "text = omg.merge_compound_ordinals_pt(text)",
    ],
    # ruff's source line under a finding among 223 (most of them in the baseline)
    "r53-ruff-text2num.txt": [
        "out_tokens_ordinal_org: List[Optional[str]] = []",
    ],
    # 21 errors of one shape: the first 16 places are told whole, these two are counted
    "r53-staticcheck-bytefmt.txt": [
        'bytes_test.go:127:21: cannot use ToMegabytes("2GiB") (value of type int64) as uint64 value in assignment (compile)',
        'bytes_test.go:139:21: cannot use ToMegabytes("5EiB") (value of type int64) as uint64 value in assignment (compile)',
    ],
    # paths written from a parent folder of the one the command ran in (told relative to it)
    "r53-tape-set-proto-b.txt": [
        "set-proto-1.0.0-b/index.js:11:18",
        "set-proto-1.0.0-b/test/index.js:5:16",
    ],
    # tape's `actual:` value as inspected (the error's own line is told); a path written from a parent folder; tape's `at:` place, not the stack's test frame
    "r53-tape-stop-iteration-iterator.txt": [
        "{ [RangeError: this environment lacks StopIteration] message: 'this environment lacks StopIteration' }",
        "stop-iteration-iterator-1.1.0/index.js:11:9",
        "test/index.js:11:15",
    ],
    # a middle line of tsc's explanation chain (its first and last are told)
    "r53-tsc-set-proto-b-trace.txt": [
        "Type 'O' is not assignable to type 'P'.",
    ],
    # a middle line of tsc's explanation chain (its first and last are told)
    "r53-tsc-set-proto-b.txt": [
        "Type 'O' is not assignable to type 'P'.",
    ],
    # 16 failures in a full digest: two ids and the assertion's whole message past the room, and the source line that raised
    "r53-unittest-text2num.txt": [
        "AssertionError: '5th third second 21st 100th 1200 thirtieth 25th 38th 49th.' != '5th third second 21st 100th 1230th 25th 38th 49th.'",
        "text = omg.merge_compound_ordinals_pt(text)",
        "test_relaxed (tests.test_text_to_num_pt.TestTextToNumPT.test_relaxed)",
        "test_text2num (tests.test_text_to_num_pt.TestTextToNumPT.test_text2num)",
    ],
    # the panic's `thread 'name'` form (the test name is told)
    "r54-cargo-test-scan_fmt-terse.txt": [
        "thread 'test_hex'",
    ],
    # the panic's `thread 'name'` form (the test name is told)
    "r54-cargo-test-scan_fmt.txt": [
        "thread 'test_hex'",
    ],
    # 13 checks at one line of one test: the first four are told
    "r54-gotest-is-v.txt": [
        "is_test.go:221: expected `is_test.go:39: 1 != 2` to end with `1 != 2 // 1 doesn't equal 2`",
        "is_test.go:221: expected `is_test.go:156: failed` to end with `failed // something went wrong`",
        "is_test.go:221: expected `is_test.go:111: [] != [one two three four]` to end with `<nil> != []string([one two three four]) // nil slice`",
    ],
    # 13 checks at one line of one test: the first four are told
    "r54-gotest-is.txt": [
        "is_test.go:221: expected `is_test.go:156: failed` to end with `failed // something went wrong`",
        "is_test.go:221: expected `is_test.go:111: [] != [one two three four]` to end with `<nil> != []string([one two three four]) // nil slice`",
    ],
    # a frame of the import chain between the test module and the error
    "r54-pytest-caseconverter-collect.txt": [
        "caseconverter/__init__.py:4: in <module>",
    ],
    # pytest's `self = <...>` line of a failing method's locals
    "r54-pytest-caseconverter.txt": [
        "self = <caseconverter.boundaries.OnUpperPrecededByUpperAppendJoin object",
    ],
    # pytest's short-summary form `id - message` (the ids and messages are told apart); `where` lines of an assert
    "r54-pytest-iso3166-vv.txt": [
        "tests/test_listings.py::test_by_name - assert 249 >= 250",
        "tests/test_listings.py::test_by_number - assert 249 >= 250",
        "tests/test_listings.py::test_by_alpha2 - assert 249 >= 250",
        "tests/test_listings.py::test_by_alpha3 - assert 249 >= 250",
        "where 249 = len({'\\xc5LAND ISLANDS': Country(name='\\xc5land Islands'",
        "tests/test_lookup.py::test_alt_name - KeyError: 'taiwan'",
    ],
    # pytest's short-summary form `id - message` (the id and message are told apart); `where` lines of an assert
    "r54-pytest-iso3166-x.txt": [
        "tests/test_listings.py::test_by_name - AssertionError: assert 249 >= 250",
        "where 249 = len({'ÅLAND ISLANDS': Country(name='Åland Islands'",
    ],
    # pytest's short-summary form `id - message` (the ids and messages are told apart); `where` lines of an assert
    "r54-pytest-iso3166.txt": [
        "tests/test_listings.py::test_by_name - AssertionError: assert 249 >= 250",
        "where 249 = len({'ÅLAND ISLANDS': Country(name='Åland Islands'",
        "tests/test_lookup.py::test_alt_name - KeyError: 'taiwan'",
    ],
    # a path written from a parent folder of the one the command ran in
    "r54-uvu-dequal-b.txt": [
        "src/dequal-2.0.3-b/src/lite.js",
    ],
    # uvu's report was not read: its expected and actual values, the tests' places and its counts
    "r54-uvu-dequal-lite.txt": [
        "test/lite.js:70:2",
        "test/lite.js:100:2",
        "test/lite.js:273:2",
        "Total:     16",
        "Passed:    13",
    ],
    # uvu's report was not read: its expected and actual values, the tests' places and its counts
    "r54-uvu-dequal.txt": [
        "test/lite.js:100:2",
        "Total:     44",
        "Passed:    39",
    ],
    # 144 errors of one rename in a full digest: rustc's macro-origin notes, `-->` places and two targets' could-not-compile lines past the room
    "r55-cargo-check-approx-keep-going.txt": [
        "this error originates in the macro `assert_relative_eq`",
        "this error originates in the macro `assert_abs_diff_eq`",
        "--> tests/relative_eq.rs:26:9",
        "--> tests/macros.rs:46:19",
        'error: could not compile `approx` (test "abs_diff_eq") due to 64 previous errors; 1 warning emitted',
        'error: could not compile `approx` (test "macro_import") due to 2 previous errors',
    ],
    # 144 errors of one rename among 117 pedantic warnings: macro-origin notes and two targets' could-not-compile lines past the room
    "r55-cargo-clippy-approx-pedantic.txt": [
        "this error originates in the macro `assert_relative_eq`",
        "this error originates in the macro `assert_abs_diff_eq`",
        'error: could not compile `approx` (test "abs_diff_eq") due to 64 previous errors; 117 warnings emitted',
        'error: could not compile `approx` (test "macro_import") due to 2 previous errors',
    ],
    # rustdoc's warnings in a passing doc build: the places written with rustc's `-->` arrow
    "r55-cargo-doc-approx.txt": [
        "--> src/macros.rs:123:38",
        "--> src/macros.rs:145:38",
    ],
    # doc-tests that did not compile: rustc's error inside them, `-->` places and rustdoc's `Couldn't compile the test.`
    "r55-cargo-test-approx-doc.txt": [
        "error: cannot find macro `relative_eq` in this scope",
        "--> src/lib.rs:28:1",
        "--> src/lib.rs:31:1",
        "--> src/lib.rs:90:1",
        "Couldn't compile the test.",
    ],
    # a rename's errors: rustc's macro-origin note and a `-->` place
    "r55-cargo-test-approx-rename.txt": [
        "this error originates in the macro `assert_relative_eq`",
        "--> tests/relative_eq.rs:26:9",
    ],
    # approx's own assert message lines (`left  = 0.0`, `right = 1e-40`) under its panic
    "r55-cargo-test-approx.txt": [
        "left  = 0.0",
        "right = 1e-40",
    ],
    # one test's six checks at two lines: the first of each line is told
    "r55-gotest-cheekybits-is-count.txt": [
        "is_test.go:381: NotEqual(1,2) shouldn't fail but:",
        "is_test.go:373: NotEqual(1,1) should fail",
        "is_test.go:381: NotEqual(1,nil) shouldn't fail but:",
        "is_test.go:381: NotEqual(nil,1) shouldn't fail but:",
        "is_test.go:373: NotEqual(false,false) should fail",
        "is_test.go:381: NotEqual(map1,map2) shouldn't fail but:",
    ],
    # one test's six checks at two lines: the first of each line is told
    "r55-gotest-cheekybits-is-v.txt": [
        "is_test.go:381: NotEqual(1,2) shouldn't fail but:",
        "is_test.go:373: NotEqual(1,1) should fail",
        "is_test.go:381: NotEqual(1,nil) shouldn't fail but:",
        "is_test.go:381: NotEqual(nil,1) shouldn't fail but:",
        "is_test.go:373: NotEqual(false,false) should fail",
        "is_test.go:381: NotEqual(map1,map2) shouldn't fail but:",
    ],
    # go vet's `# pkg` header above its error, before go test's `[build failed]`
    "r55-gotest-cheekybits-is-vet.txt": [
        "# github.com/cheekybits/is",
    ],
    # one test's checks at two lines: a later one at the first line
    "r55-gotest-cheekybits-is.txt": [
        "is_test.go:373: NotEqual(false,false) should fail",
    ],
    # checks at other lines of tests in a long run: past what a line holds
    "r55-gotest-logfmt.txt": [
        "decode_test.go:97: got err: logfmt syntax error at pos 8 on line 1: invalid quoted value",
        "decode_test.go:178: got err: logfmt syntax error at pos 30 on line 1: invalid quoted value",
    ],
    # one test's six checks at two lines: the first of each line is told
    "r55-gotestsum-cheekybits-is.txt": [
        "is_test.go:381: NotEqual(1,2) shouldn't fail but:",
        "is_test.go:373: NotEqual(1,1) should fail",
        "is_test.go:381: NotEqual(1,nil) shouldn't fail but:",
        "is_test.go:381: NotEqual(nil,1) shouldn't fail but:",
        "is_test.go:373: NotEqual(false,false) should fail",
        "is_test.go:381: NotEqual(map1,map2) shouldn't fail but:",
    ],
    # green's report was not read as unittest's (its test ids, its tracebacks' places, its count)
    "r55-green-delorean-vv.txt": [
        'File "/home/dev/r55py/src/delorean-2.0.0/tests/delorean_tests.py", line 594, in test_move_week_function',
    ],
    # green's report was not read as unittest's (its test ids, its tracebacks' places)
    "r55-green-delorean.txt": [
        'File "/home/dev/r55py/src/delorean-2.0.0/tests/delorean_tests.py", line 594, in test_move_week_function',
    ],
    # pytest's `run-last-failure:` line in its header
    "r55-pytest-pyisbn-lf.txt": [
        "run-last-failure: rerun previous 10 failures (skipped 3 files)",
    ],
    # a hypothesis example's argument line
    "r55-pytest-pyisbn-v.txt": [
        "isbn='0140621180',",
    ],
    # nine packages' failures in 2,000 characters: the last package's panic is counted in
    # "+13 more", each loop case told at its place
    "real-go-test-x-text.txt": [
        "golang.org/x/text/message/catalog",
    ],
}


# What even the run's diff does not bring back (KNOWN_MISSES says why): a test id (a diff
# touches code, not tests)
MISSED_WITH_CHANGES = {name: KNOWN_MISSES[name] for name in ("real-unittest-markdown.txt",)}


def kept(fact: str, digest: str, cwd: str | None) -> bool:
    """The fact verbatim, or a path under ``cwd`` relative to it (bench/digest.py's rule)."""
    prefix = f"{cwd.rstrip('/')}/" if cwd else ""
    return fact in digest or (
        bool(prefix) and prefix in fact and fact.replace(prefix, "") in digest
    )


@pytest.mark.parametrize("path", ALL, ids=lambda p: p.name)
def test_digest_names_what_matters(path: Path) -> None:
    info = meta(path)
    # as the verifier does: paths under the directory the command ran in are relative
    summarizer = StreamSummarizer(kind=info["kind"], root=info.get("cwd"))
    summarizer.feed(path.read_bytes())
    errors = summarizer.finish(exit_code=info["exit_code"])
    if info["exit_code"] == 0:
        assert errors == []
        # a test run's pass says what passed, so does a linter's that says it found nothing,
        # and cargo's close (tsc's and go build's have nothing to count)
        text = format_result(errors, passed=summarizer.passed, warned=summarizer.warned)
        says = (
            info["kind"] == "test"
            or info["tool"] in ("mypy", "pyright", "ruff", "pylint", "oxlint")
            or info["tool"].startswith("cargo")
        )
        assert text.startswith("passed: ") == says, text
        assert len(text) <= DIGEST_CAP
    else:
        text = format_digest(errors)
        assert 0 < len(text) <= DIGEST_CAP
    missing = [f for f in info["must_mention"] if not kept(f, text, info.get("cwd"))]
    assert missing == KNOWN_MISSES.get(path.name, []), text
    for e in errors:
        assert "\n" not in e.summary
        # (a count line may say several targets' counts whole; a test's line in a digest
        # with room for every line at four times the width, its message at four times it)
        longest = TOTALS_MAX if e.summary.startswith("totals (") else 4 * SUMMARY_MAX + 100
        assert len(e.summary) <= longest, e.summary
    # lines past the usual 300 characters only where every line of their label is listed
    for e in errors:
        if len(e.summary) > SUMMARY_MAX + 100 and not e.summary.startswith("totals ("):
            counted = [x.summary for x in errors if x.type == e.type and x.summary[0] == "+"]
            assert counted == [], (e.summary, counted)


# the shared and own outputs and every fourth held-out one (chunking every output twice over
# took minutes of the suite; the held-out formats recur across rounds)
STREAMED = [p for i, p in enumerate(ALL) if p.parent != HELDOUT or i % 4 == 0]


@pytest.mark.parametrize("path", STREAMED, ids=lambda p: p.name)
def test_streaming_in_small_chunks_gives_the_same_errors(path: Path) -> None:
    info = meta(path)
    whole = summarize(read(path), kind=info["kind"], exit_code=info["exit_code"])
    streamed = summarize_file(path, kind=info["kind"], exit_code=info["exit_code"], chunk_size=997)
    assert streamed == whole


def test_tiny_pieces_of_rewritten_records_are_scanned_in_linear_work(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # cargo's JSON records shrink when rewritten into plain lines, so a scan of 33 KB of raw
    # records found too little text to cut and was retried for every byte that came after:
    # 4.5 GB of text joined and rewritten for a 315 KB output fed a byte at a time (40 s)
    data = (HELDOUT / "r8-cargo-check-once_cell-compile.txt").read_bytes() + (
        HELDOUT / "r12-cargo-check-termcolor-json.txt"
    ).read_bytes()
    handled = 0
    process = StreamSummarizer._process

    def counted(self: StreamSummarizer, *, final: bool) -> None:
        nonlocal handled
        handled += len(self._carry) + self._pending_len
        process(self, final=final)

    monkeypatch.setattr(StreamSummarizer, "_process", counted)
    summarizer = StreamSummarizer(chunk_size=1)
    for start in range(len(data)):
        summarizer.feed(data[start : start + 1])
    assert summarizer.finish(exit_code=101) == summarize(data.decode(), exit_code=101)
    assert handled < 8 * len(data)


@pytest.mark.parametrize(
    "name", ["jest-failures.txt", "vitest-failures.txt", "hard-mixed-build-test.txt"]
)
def test_utf8_split_anywhere_between_pieces(name: str) -> None:
    # these outputs hold multi-byte characters (bullets, ticks, arrows, a one-half sign);
    # pieces of 1..7 bytes split them
    data = (SHARED / name).read_bytes()
    info = meta(SHARED / name)
    rng = random.Random(name)
    summarizer = StreamSummarizer(kind=info["kind"], chunk_size=2048)
    pos = 0
    while pos < len(data):
        step = rng.randint(1, 7)
        summarizer.feed(data[pos : pos + step])
        pos += step
    assert summarizer.finish(exit_code=info["exit_code"]) == run(name)


# --------------------------------------------------------------------------- python


def test_pytest_failures_name_test_id_exception_and_crash_location() -> None:
    assert pairs(run("pytest-failures.txt")) == [
        (
            "test",
            "tests/test_cart.py::test_inventory_sync - error at setup: ConnectionError: cannot "
            "reach inventory service at http://localhost:9400/stock (tests/conftest.py:6)",
        ),
        (
            "test",
            # the place, then what was raised there: pytest's own order
            # (and the line that failed, pytest's ">" line: the digest has room)
            "tests/test_cart.py::test_subtotal_counts_quantity - tests/test_cart.py:16:"
            " AssertionError: assert 7.5 == 24.0 [assert cart.subtotal() == 24.0]",
        ),
        (
            "test",
            "tests/test_cart.py::test_total_includes_tax - tests/test_cart.py:22: AssertionError:"
            " assert 4.0 == 54.0 [assert cart.total() == 54.0]",
        ),
        (
            "test",
            # and what the code under test was called with, as pytest shows its frame
            "tests/test_coupons.py::test_unknown_coupon_rejected - shopcart/coupons.py:5: KeyError:"
            " 'BOGUS' [with amount = 100.0, code = 'BOGUS'] [in `with pytest.raises(ValueError):`]"
            " (from tests/test_coupons.py:16) [rate = COUPONS[code.upper()]]",
        ),
        ("test", "totals (pytest): 3 failed, 4 passed, 1 error in 0.06s"),
    ]


def test_pytest_collection_syntax_error_is_a_build_error_even_in_a_test_verifier() -> None:
    assert pairs(run("pytest-collection-error.txt")) == [
        (
            "build",
            # where, as Python says it, and the line that does not compile
            "ERROR collecting tests/test_rates.py - SyntaxError: expected ':' [def"
            ' shipping_cost(zone: str, weight_kg: float) -> float] (File "shipping/rates.py",'
            " line 4)",
        ),
        (
            "build",
            "totals (pytest): collected 1 item / 1 error; 1 error in 0.32s (Interrupted: 1 error"
            " during collection)",
        ),
    ]


def test_pytest_collection_import_error_stays_a_test_error() -> None:
    assert pairs(run("pytest-import-error.txt")) == [
        (
            "test",
            # (the module's frame as pytest prints it: "tests/test_pricing.py:3: in <module>")
            "ERROR collecting tests/test_pricing.py - ModuleNotFoundError: No module named 'shop'"
            " (tests/test_pricing.py:3: in <module>) [from shop.pricing import discount,"
            " parse_price, tax]",
        ),
        (
            "test",
            "totals (pytest): collected 0 items / 1 error; 1 error in 0.68s (Interrupted: 1 error"
            " during collection)",
        ),
    ]


def test_pytest_parametrized_failures_with_one_cause_are_listed_under_it() -> None:
    errors = run("pytest-huge.txt")
    # one cause: its ids share the message and place, as many as the budget holds
    assert errors[0].summary == (
        "tests/test_money.py::test_format_price[100000], tests/test_money.py::test_format_price"
        "[107919], tests/test_money.py::test_format_price[115838], tests/test_money.py::"
        "test_format_price[123757] - tests/test_money.py:15: AssertionError: assert '$1000.00' =="
        " '$1,000.00'"
    )
    listed = [e for e in errors[:-2] if "test_format_price[" in e.summary]
    shown = sum(e.summary.count("test_format_price[") for e in listed)
    # the rest are counted, with the file they are in
    assert errors[-2].summary == (
        f"+{320 - shown} more in 1 file (AssertionError x{320 - shown}): tests/test_money.py"
    )
    assert errors[-1].summary == "totals (pytest): 320 failed, 40 passed in 1.26s"
    assert len(format_digest(errors)) <= DIGEST_CAP


def test_pytest_classes_ids_with_spaces_and_teardown_errors() -> None:
    ids = "tests/test_pricing.py::TestDiscount::test_unknown_code_is_zero"
    cases = "tests/test_pricing.py::TestDiscount::test_codes_are_case_insensitive"
    params = "tests/test_pricing.py::test_parse_price[thousands sep]"
    euro = "tests/test_pricing.py::test_parse_price[euro sign]"
    teardown = (
        "test",
        "tests/test_pricing.py::test_tax_default_region - error at teardown: RuntimeError:"
        " ledger was not flushed (tests/test_pricing.py:30)",
    )
    last = (
        "test",
        "tests/test_pricing.py::test_tax_other_region - tests/test_pricing.py:38: AssertionError:"
        " assert 'zero' == 0 [assert tax(10.0, \"EU\") == 0]",
    )
    # the place, then what was raised there, as pytest's crash line says it; with room, each
    # case of a cause with its own values (the first says the place)
    expected = [
        (
            "test",
            f"{ids} - shop/pricing.py:7: KeyError: 'BOGUS' [with price = 100.0, code = 'BOGUS']"
            " [return price * (1 - rates[code])]",
        ),
        ("test", f"{cases}[ten] - KeyError: 'ten' [with price = 10.0, code = 'ten']"),
        ("test", f"{cases}[Half] - KeyError: 'Half' [with price = 10.0, code = 'Half']"),
        (
            "test",
            f"{params} - shop/pricing.py:11: ValueError: could not convert string to float:"
            " '1,000.00' (from tests/test_pricing.py:24) [return float(text.strip().lstrip(\"$\"))]",
        ),
        ("test", f"{euro} - ValueError: could not convert string to float: '€4'"),
        teardown,
        last,
    ]
    errors = run("pytest-params-classes.txt")
    assert pairs(errors)[:7] == expected
    assert errors[7].summary == "totals (pytest): 6 failed, 5 passed, 1 error in 0.66s"
    # --tb=short has no crash line; the `path:N: in func` frames give the same places, as
    # pytest prints them, after the message (and no frame shows its arguments), the test's
    # frame too; the line that raised is the one under the last frame
    assert pairs(run("pytest-tb-short.txt"))[:7] == [
        (
            "test",
            f"{ids} - KeyError: 'BOGUS' (shop/pricing.py:7: in discount)"
            " [return price * (1 - rates[code])]",
        ),
        ("test", f"{cases}[ten] - KeyError: 'ten'"),
        ("test", f"{cases}[Half] - KeyError: 'Half'"),
        (
            "test",
            f"{params} - ValueError: could not convert string to float: '1,000.00'"
            " (shop/pricing.py:11: in parse_price from tests/test_pricing.py:24: in"
            " test_parse_price)"
            ' [return float(text.strip().lstrip("$"))]',
        ),
        ("test", f"{euro} - ValueError: could not convert string to float: '€4'"),
        # (a fixture's frame names it: "in ledger")
        (teardown[0], teardown[1].replace(":30)", ":30: in ledger)")),
        # (and a test's own frame, as --tb=short prints it, after the message)
        (
            "test",
            "tests/test_pricing.py::test_tax_other_region - AssertionError: assert 'zero' == 0"
            ' (tests/test_pricing.py:38: in test_tax_other_region) [assert tax(10.0, "EU") == 0]',
        ),
    ]
    # forced colour: the ANSI escapes are gone, the facts are the same
    assert pairs(run("pytest-color-verbose.txt"))[:7] == expected


def test_pytest_without_tracebacks_uses_the_short_summary() -> None:
    errors = run("pytest-tb-no-quiet.txt")
    heads = [e.summary.split(" - ")[0] for e in errors[:5]]
    assert heads == [
        "tests/test_pricing.py::TestDiscount::test_codes_are_case_insensitive[ten],"
        " tests/test_pricing.py::TestDiscount::test_codes_are_case_insensitive[Half]",
        "tests/test_pricing.py::test_parse_price[thousands sep],"
        " tests/test_pricing.py::test_parse_price[euro sign]",
        "tests/test_pricing.py::TestDiscount::test_unknown_code_is_zero",
        "tests/test_pricing.py::test_tax_other_region",
        "tests/test_pricing.py::test_tax_default_region",
    ]
    assert errors[-1].summary == "totals (pytest): 6 failed, 5 passed, 1 error in 0.50s"


def test_pytest_hard_long_tracebacks_group_root_causes_largest_first() -> None:
    errors = run("hard-pytest-longtb.txt")
    # (and the project's frame that called the lookup that raised)
    assert "payroll/regions.py:31: KeyError: 'UK' (via payroll/tax.py:18)" in errors[0].summary
    assert errors[0].summary.count("tests/test_payslip.py::test_payslip_for_uk_contractor[") == 3
    # the rootdir is stripped from paths inside messages, so the file name survives
    assert "No such file or directory: 'tests/data/calendar_2025.json'" in errors[1].summary
    # every root cause gets a line before any cause gets a second one
    # (a place before what was raised there, "- payroll/regions.py:31: KeyError", or after
    # an error at setup, "(payroll/calendar.py:8)")
    causes = [
        m.group(1)
        for e in errors[:6]
        if (m := re.search(r"([\w./]+\.py:\d+)", e.summary.split(" - ", 1)[1]))
    ]
    assert causes == [
        "payroll/regions.py:31",
        "payroll/calendar.py:8",
        "payroll/overtime.py:17",
        "tests/test_money.py:27",
        "tests/test_payslip.py:54",
        "tests/test_money.py:46",
    ]
    assert errors[-2].summary.startswith(
        "+19 more in 4 files (KeyError x7, FileNotFoundError x5, AssertionError x4, …): "
    )
    assert errors[-1].summary == "totals (pytest): 28 failed, 54 passed, 7 errors in 0.24s"


def test_pytest_crash_in_the_standard_library_points_at_the_projects_frame() -> None:
    errors = run("hard-mixed-build-test.txt")
    line = next(e.summary for e in errors if "test_parse_unicode_fraction" in e.summary)
    assert line == (
        "tests/test_parser.py::test_parse_unicode_fraction - ValueError: Invalid literal for"
        " Fraction: '½' (src/recipebox/parser.py:19: in parse_quantity from"
        " tests/test_parser.py:45)"
    )
    assert all(e.type == "test" for e in errors)  # pip's gcc warnings are not errors


def test_unittest_failures_and_errors() -> None:
    assert pairs(run("unittest-failures.txt")) == [
        (
            "test",
            # each test named as unittest prints it
            "test_empty_text_is_zero (tests.test_wordstats.AverageWordLengthTest"
            ".test_empty_text_is_zero) - ZeroDivisionError: division by zero"
            ' (File "/home/dev/py-wordstats/wordstats.py", line 10, in average_word_length)',
        ),
        (
            "test",
            # a bare "7 != 4" with the assertion's line, which says what was compared (its
            # quoted text's spaces as they are)
            "test_collapses_repeated_spaces (tests.test_wordstats.CountWordsTest"
            ".test_collapses_repeated_spaces) - AssertionError:"
            ' 7 != 4 [self.assertEqual(count_words("the  quick   brown fox"), 4)]'
            ' (File "/home/dev/py-wordstats/tests/test_wordstats.py", line 11, in'
            " test_collapses_repeated_spaces)",
        ),
        (
            "test",
            "test_top_two_words (tests.test_wordstats.MostCommonTest.test_top_two_words) -"
            " AssertionError: Lists differ:"
            " ['red', 'blue', 'green'] != ['red', 'blue']"
            ' (File "/home/dev/py-wordstats/tests/test_wordstats.py", line 25, in test_top_two_words)',
        ),
        ("test", "totals (unittest): Ran 5 tests in 0.001s; FAILED (failures=2, errors=1)"),
    ]


def test_unittest_module_that_fails_to_import() -> None:
    assert pairs(run("unittest-import-error.txt")) == [
        (
            "build",
            "tests.test_broken - SyntaxError: expected ':' (File \"/tmp/own/py-ut/wordcount.py\", line 1)",
        ),
        (
            "test",
            "test_raises (tests.test_ok.FineTest.test_raises) - AssertionError: ValueError not"
            " raised"
            ' (File "/tmp/own/py-ut/tests/test_ok.py", line 9, in test_raises)',
        ),
        ("test", "totals (unittest): Ran 3 tests in 0.000s; FAILED (failures=1, errors=1)"),
    ]


def test_mypy_errors_keep_their_code_and_follow_a_lint_verifiers_kind() -> None:
    errors = run("mypy-errors.txt")  # run as a lint verifier: its findings are lint findings
    assert {e.type for e in errors} == {"lint"}
    assert errors[1].summary == (
        'src/inventory/store.py:21: error: Argument 1 to "restock" of "Product" has incompatible'
        ' type "str"; expected "int"  [arg-type]'
    )
    assert errors[-1].summary == "totals (mypy): Found 5 errors in 2 files (checked 4 source files)"
    # in a build or test verifier a type error is a build error, the most actionable kind
    assert {e.type for e in run("mypy-errors.txt", kind="test")} == {"build"}


def test_mypy_pretty_wrapped_message_is_joined() -> None:
    assert pairs(run("mypy-pretty-columns.txt")) == [
        (
            "lint",
            'shop/pricing.py:17:16: error: Incompatible return value type (got "float", expected'
            ' "int")  [return-value]',
        ),
        (
            "lint",
            'shop/pricing.py:18:12: error: Incompatible return value type (got "str", expected'
            ' "int")  [return-value]',
        ),
        ("lint", "totals (mypy): Found 2 errors in 1 file (checked 2 source files)"),
    ]


def test_pyright_rule_comes_from_the_continuation_line() -> None:
    errors = run("pyright-errors.txt")
    assert [e.summary.rsplit(" ", 1)[-1] for e in errors[:5]] == [
        "(reportAttributeAccessIssue)",
        "(reportUndefinedVariable)",
        "(reportOptionalMemberAccess)",
        "(reportArgumentType)",
        "(reportReturnType)",
    ]
    assert errors[0].summary == (
        "/home/dev/py-inventory/src/inventory/report.py:6:40 - error: Cannot access attribute"
        ' "quantity" for class "Product": Attribute "quantity" is unknown'
        " (reportAttributeAccessIssue)"
    )
    assert errors[5].summary == "totals (pyright): 5 errors, 0 warnings, 0 informations"


def test_ruff_full_format_becomes_one_line_per_error() -> None:
    errors = run("ruff-errors.txt")
    # codes that say something is wrong first, style and unused imports after
    assert [e.summary for e in errors] == [
        "src/inventory/report.py:14:11: F821 Undefined name `summry`",
        "src/inventory/store.py:33:9: F841 Local variable `written` is assigned to but never used",
        # (ruff's "[*]": it can fix this one itself)
        "src/inventory/models.py:21:56: UP045 [*] Use `X | None` for type annotations",
        "src/inventory/report.py:1:1: I001 [*] Import block is un-sorted or un-formatted",
        "src/inventory/models.py:1:8: F401 [*] `os` imported but unused",
        "src/inventory/store.py:2:8: F401 [*] `sys` imported but unused",
        # and what ruff could mend itself
        "totals (ruff): Found 6 errors. [*] 4 fixable with `--fix` (1 unsafe fix available with"
        " `--fix --unsafe-fixes`).",
    ]
    assert {e.type for e in errors} == {"lint"}


def test_ruff_invalid_syntax_is_a_build_error() -> None:
    errors = run("ruff-full-syntax-error.txt")
    assert pairs(errors)[0] == ("build", "app.py:12:15: invalid-syntax Expected an expression")
    assert [e.type for e in errors[1:]] == ["lint"] * 5
    assert errors[-1].summary == "totals (ruff): Found 5 errors."


def test_ruff_concise_and_flake8() -> None:
    assert [e.summary for e in run("ruff-concise.txt")] == [
        "shop/pricing.py:15:5: F841 Local variable `unused` is assigned to but never used",
        "shop/pricing.py:1:8: F401 [*] `os` imported but unused",
        "shop/pricing.py:14:32: UP045 [*] Use `X | None` for type annotations",
        "totals (ruff): Found 3 errors. [*] 2 fixable with `--fix` (1 unsafe fix available with"
        " `--fix --unsafe-fixes`).",
    ]
    errors = run("flake8-errors.txt")
    # eight distinct findings in three files: every one is listed, none folded into a count
    assert len(errors) == 8
    # (the undefined name, which stops the code from running, before the rest)
    assert errors[0].summary == "src/inventory/report.py:14:11: F821 undefined name 'summry'"
    assert errors[1].summary == (
        "src/inventory/report.py:7:19: E711 comparison to None should be 'if cond is None:'"
    )
    assert "src/inventory/models.py:1:1: F401 'os' imported but unused" in pairs(errors)[6]
    assert errors[-1].summary == "src/inventory/store.py:2:1: F401 'sys' imported but unused"


def test_tsc_errors_keep_the_native_line() -> None:
    errors = run("tsc-errors.txt")
    # an implicit any says how code is typed, not that it is wrong: it comes last
    assert [e.summary.split(": error ")[0] for e in errors] == [
        "src/store.ts(8,51)",
        "src/store.ts(14,41)",
        "src/store.ts(25,36)",
        "src/todo.ts(16,14)",
        "src/index.ts(3,19)",
    ]
    assert errors[0].summary == (
        "src/store.ts(8,51): error TS2345: Argument of type '\"urgent\"' is not assignable to"
        " parameter of type 'Priority | undefined'."
    )


def _occurrences(name: str, code_rx: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for code in re.findall(code_rx, read(SHARED / name)):
        counts[code] = counts.get(code, 0) + 1
    return counts


def test_tsc_many_errors_name_every_code_and_place_before_repeats() -> None:
    errors = run("hard-tsc-many.txt")
    codes = [re.search(r"TS\d+", e.summary).group(0) for e in errors[:-1]]  # type: ignore[union-attr]
    # the largest code first (a half-done rename), then the rarest codes first, one line each
    count = _occurrences("hard-tsc-many.txt", r"error (TS\d+)")
    assert codes[0] == "TS2551"
    assert [count[c] for c in codes[1:]] == sorted(count[c] for c in codes[1:])
    assert len(set(codes)) == len(codes) == 11
    # two more places of the same message follow it on its line; the rest come after every
    # other message has its line
    assert errors[0].summary == (
        "src/api/routes.ts(18,87): error TS2551: Property 'odometerKm' does not exist on type"
        " 'Vehicle'. Did you mean 'odometer'?; also at src/cli/main.ts(30,43),"
        " src/reports/fleetSummary.ts(25,37)"
    )
    # a 25-field inferred type is elided inside its quotes, the end of the message survives
    assert any(
        "but required in type 'Vehicle'.; also at src/data/dedupe.ts(15,60)" in e.summary
        for e in errors
    )
    assert errors[-1].summary.startswith("+38 more in 13 files (TS2551 x17, TS18048 x6, ")


def test_tsc_pretty_with_colour() -> None:
    errors = run("tsc-pretty.txt")
    assert errors[1].summary == "src/todo.ts:4:28 - error TS18048: 't.due' is possibly 'undefined'."
    assert errors[-1].summary == (
        "totals (tsc): Found 5 errors in the same file, starting at: src/todo.ts:4"
    )


def test_jest_failures_name_suite_test_expectation_and_frame() -> None:
    assert [e.summary for e in run("jest-failures.txt")] == [
        f"__tests__/strings.test.js {J} capitalize {J} lowercases the rest -"
        ' expect(received).toBe(expected) - Expected: "Hello", Received: "HELLO"'
        " (__tests__/strings.test.js:9:33)",
        f"__tests__/strings.test.js {J} truncate {J} result never exceeds max length -"
        " expect(received).toHaveLength(expected) - Expected length: 8, Received length: 11"
        " (__tests__/strings.test.js:19:39)",
        f"__tests__/strings.test.js {J} wordList drops empty words -"
        " expect(received).toEqual(expected) (__tests__/strings.test.js:28:46)",
        f"__tests__/strings.test.js {J} initials handles a missing last name - TypeError: Cannot read"
        " properties of undefined (reading '0') (src/strings.js:20:39 in initials from"
        " __tests__/strings.test.js:32:10)",
        "totals (jest): Test Suites: 1 failed, 1 total; Tests: 4 failed, 3 passed, 7 total",
    ]


def test_vitest_failures() -> None:
    errors = run("vitest-failures.txt")
    assert errors[1].summary == (
        "test/money.test.ts > splitBill > shares add up to the total - AssertionError: expected"
        " 99.99 to be 100 // Object.is equality (test/money.test.ts:20:47)"
    )
    assert errors[3].summary == (
        "totals (vitest): Test Files  1 failed (1); Tests  3 failed | 2 passed (5)"
    )


def test_paths_under_the_root_are_shown_relative(tmp_path: Path) -> None:
    real = tmp_path / "project"
    real.mkdir()
    link = tmp_path / "link"
    link.symlink_to(real)
    text = (
        f'{link}/src/a.py:3: error: Name "x" is not defined  [name-defined]\n'
        f'{real}/src/b.py:4: error: Name "x" is not defined  [name-defined]\n'
        f"{tmp_path}/elsewhere.py:5: error: Bad stub  [misc]\n"
        "Found 3 errors in 3 files (checked 3 source files)\n"
    )
    # the root as given (a link) and as resolved are both stripped; other paths stay
    summaries = [e.summary for e in summarize(text, kind="lint", exit_code=1, root=link)]
    assert summaries[:2] == [
        'src/a.py:3: error: Name "x" is not defined  [name-defined]',
        'src/b.py:4: error: Name "x" is not defined  [name-defined]',
    ]
    assert summaries[2] == f"{tmp_path}/elsewhere.py:5: error: Bad stub  [misc]"
    # without a root nothing changes
    assert str(link) in summarize(text, kind="lint", exit_code=1)[0].summary


def _zod_failure(test: str, issue: str, line: int) -> str:
    return (
        f" FAIL  src/t.test.ts > {test}\nZodError: [\n{issue}\n]\n"
        f" \u276f src/t.test.ts:{line}:9\n\n\u23af\u23af\u23af\n"
    )


def test_a_zod_union_says_its_own_code_and_its_branches() -> None:
    union = (
        '  {\n    "code": "invalid_union",\n    "errors": [\n      [\n        {\n'
        '          "code": "too_small",\n          "message": "Too small"\n        }\n      ],\n'
        '      [\n        {\n          "code": "invalid_format",\n'
        '          "message": "Invalid string"\n        }\n      ]\n    ],\n'
        '    "message": "Invalid input"\n  }'
    )
    errors = summarize(_zod_failure("a union", union, 7), kind="test", exit_code=1)
    assert errors[0].summary == (
        "src/t.test.ts > a union - ZodError: code invalid_union (too_small, invalid_format),"
        " message Invalid input (src/t.test.ts:7:9)"
    )


def test_short_of_room_each_kind_of_error_comes_before_more_files() -> None:
    small = '  {\n    "code": "too_small",\n    "message": "Too small: expected %s"\n  }'
    union = '  {\n    "code": "invalid_union",\n    "message": "Invalid input"\n  }'
    # twenty too_small failures, each in its own file and of its own cause, then one union
    text = "".join(
        _zod_failure(f"case {i}", small % ("x" * 60 + str(i)), i).replace(
            "src/t.test.ts", f"src/t{i}.test.ts"
        )
        for i in range(20)
    )
    text += _zod_failure("the union", union, 99)
    listed = [e.summary for e in summarize(text, kind="test", exit_code=1)]
    assert listed[-1].startswith("+")  # not all fit
    assert any("ZodError: code invalid_union" in line for line in listed[:3]), listed


def test_mocha_failures_join_nested_titles_and_skip_node_internals() -> None:
    assert [e.summary for e in run("mocha-failures.txt")] == [
        "PriorityQueue pops the highest priority first - AssertionError [ERR_ASSERTION]: Expected"
        " values to be strictly equal: 'low' !== 'high' (test/queue.spec.js:15:12)",
        "PriorityQueue lists values from highest to lowest priority - AssertionError"
        " [ERR_ASSERTION]: Expected values to be strictly deep-equal: + 'a', - 'c',"
        " (test/queue.spec.js:23:12)",
        "PriorityQueue returns undefined when popping an empty queue - TypeError: Cannot read"
        " properties of undefined (reading 'value') (lib/queue.js:13:16 in PriorityQueue.pop"
        " from test/queue.spec.js:28:26)",
        "totals (mocha): 2 passing (9ms), 3 failing",
    ]


def test_eslint_errors_with_file_and_rule_before_the_warnings() -> None:
    # 917 warnings are mostly the project's settings: the errors first, then what room they
    # leave for the warnings (no baseline says which are new), then eslint's count
    errors = run("hard-eslint-mostly-warnings.txt")
    summaries = [e.summary for e in errors]
    warned = [s for s in summaries if "  warning  " in s or " warning " in s]
    assert warned, summaries
    # (the warnings past those kept aside counted by rule and file: 200 no-var in all)
    assert (
        "+905 more in 31 files (no-var x200, eqeqeq x143, prefer-template x118, …)"
        in (summaries[-2])
    )
    assert summaries.index(warned[0]) == 5
    assert [s for s in summaries if s not in warned and "more in" not in s] == [
        # eslint's rows as printed: gaps of two spaces kept, a wider column's padding one space
        "/home/dev/js-dashboard/src/widgets/deployments.js:47:22  error 'fetchJson' is not"
        " defined no-undef",
        "/home/dev/js-dashboard/src/widgets/geoMap.js:8:85  error Duplicate key 'zoom' no-dupe-keys",
        "/home/dev/js-dashboard/src/widgets/orders.js:36:7 error The value assigned to 'since'"
        " is not used in subsequent statements  no-useless-assignment",
        "/home/dev/js-dashboard/src/widgets/orders.js:38:3 error Unreachable code no-unreachable",
        "/home/dev/js-dashboard/src/widgets/refunds.js:18:17  error Do not access"
        " Object.prototype method 'hasOwnProperty' from target object  no-prototype-builtins",
        "totals (eslint): ✖ 922 problems (5 errors, 917 warnings); 0 errors and 632 warnings"
        " potentially fixable with the `--fix` option.",
    ]


# --------------------------------------------------------------------------- rust, go, C


def test_cargo_build_errors_with_code_location_and_label() -> None:
    # (with room for every line so, each with the source line its carets point into)
    assert [e.summary for e in run("cargo-build-errors.txt")] == [
        "src/main.rs:18:27: error[E0425]: cannot find value `totl` in this scope"
        ' [println!("total: {}", totl);]',
        "src/main.rs:11:35: error[E0308]: mismatched types: expected `f64`, found integer"
        " [let circle = Circle { radius: 2 };]",
        # (and the other labels under the source line, after the primary one)
        "src/main.rs:17:36: error[E0599]: no method named `perimeter` found for struct `Rect` in"
        " the current scope: method not found in `Rect`; method `perimeter` not found for this"
        ' struct [println!("perimeter: {}", rect.perimeter());]',
        'totals (rustc): error: could not compile `geometry` (bin "geometry") due to 3 previous'
        " errors",
    ]


def test_cargo_many_errors_are_grouped_by_code() -> None:
    errors = run("hard-cargo-many.txt")
    codes = [re.search(r"E\d{4}", e.summary).group(0) for e in errors[:-2]]  # type: ignore[union-attr]
    # one line per code: the largest first, then the rarest first (12 of them: rustc's other
    # labels and the definitions calls no longer match, said too, take the room of two more)
    count = _occurrences("hard-cargo-many.txt", r"error\[(E\d{4})\]")
    assert codes[0] == "E0277"
    assert [count[c] for c in codes[1:]] == sorted(count[c] for c in codes[1:])
    assert len(set(codes)) == len(codes) == 12
    assert errors[-1].summary.endswith("due to 34 previous errors; 6 warnings emitted")


def test_cargo_test_panics() -> None:
    assert pairs(run("cargo-test-failures.txt"))[:2] == [
        (
            "test",
            # as the test binary says it ("panicked at <place>:"), in a digest with room
            # assert_eq!'s words too, its values after them
            "tests::peek_returns_top_without_removing - panicked at src/lib.rs:54:9: assertion"
            ' `left == right` failed: left: Some("a") right: Some("b")',
        ),
        (
            "test",
            "tests::push_fails_when_full - panicked at src/lib.rs:63:29: called"
            " `Result::unwrap_err()` on an `Ok` value: ()",
        ),
    ]
    # with RUST_BACKTRACE=1 the backtrace does not leak into the message; it names the
    # function the place is in
    assert run("cargo-test-multi.txt")[0].summary == (
        "tests::average_of_nothing_is_zero - panicked at src/lib.rs:10:5: attempt to divide by"
        " zero (in rust_ledger::average)"
    )


def test_clippy_denied_lints_are_lint_errors_named_by_lint() -> None:
    assert pairs(run("cargo-clippy.txt", kind="auto"))[1] == (
        "lint",
        # as rustc says it, then the lint and why it is an error, in rustc's words
        "src/lib.rs:36:8: error: equal expressions as operands to `==`"
        " (`#[deny(clippy::eq_op)]` on by default) [if x == x { return x }]",
    )


def test_go_build_and_go_vet_share_a_format() -> None:
    # the package go build named above its errors ("# example.com/bank") is said once, in
    # the totals, when it is the only one
    assert pairs(run("go-build-errors.txt"))[2:] == [
        ("build", "./main.go:12:40: undefined: balance"),
        ("build", "totals (go): # example.com/bank"),
    ]
    vet = run("go-vet.txt")
    assert pairs(vet)[1] == (
        "lint",
        "stock/stock.go:20:9: fmt.Sprintf format %s has arg qty of wrong type int"
        " (example.com/inventory/stock)",
    )
    # with no verifier kind to go by, go's diagnostics are build errors
    assert {e.type for e in run("go-vet.txt", kind="auto")} == {"build"}


def test_go_test_failures_leaf_subtests_panics_and_packages() -> None:
    assert pairs(run("go-test-failures.txt"))[0] == (
        "test",
        # as go test prints it: the test's file and line, then what it logged
        '--- FAIL: TestEncodeZero (example.com/shorturl) - shorturl_test.go:7: Encode(0) = "",'
        ' want "0"',
    )
    assert pairs(run("go-test-subtests-panic.txt")) == [
        # (the package's header, "# example.com/calc/broken [example.com/calc/broken.test]",
        # not said: go test's totals say "FAIL example.com/calc/broken [build failed]")
        ("build", "broken/broken_test.go:6:5: undefined: Thrice"),
        # two rows of one table test failing at one line: one cause, each named with its
        # values, the digest having room (its package below the folder the failing
        # packages share: the totals name it whole)
        (
            "test",
            "--- FAIL: TestClamp/above (calc) - calc_test.go:19: Clamp(11, 0, 10) = 0, want 10",
        ),
        (
            "test",
            "--- FAIL: TestClamp/way_above (calc) - calc_test.go:19: Clamp(99, 0, 10) = 0, want 10",
        ),
        (
            "test",
            # where it panicked (the function as go names it, the digest having room), and
            # the test's line that called it
            "--- FAIL: TestDivByZero (calc) - panic: runtime error: integer divide by zero"
            " [recovered] (/tmp/own/go-calc/calc/calc.go:3 in example.com/calc/calc.Div from"
            " /tmp/own/go-calc/calc/calc_test.go:26)",
        ),
        (
            "test",
            "totals (go test): 2 packages failed: FAIL example.com/calc/broken [build failed];"
            " FAIL example.com/calc/calc 0.004s; ok example.com/calc/parse",
        ),
    ]


def test_gcc_errors_not_warnings() -> None:
    assert pairs(run("make-gcc-errors.txt")) == [
        ("build", f"ring.c:5:38: error: expected {Q1};{Q2} before {Q1}r{Q2}"),
        (
            "build",
            f"ring.c:15:12: error: {Q1}undefined_total{Q2} undeclared (first use in this function)",
        ),
    ]


# --------------------------------------------------------------------------- fallbacks


def test_uncaught_python_exception_names_the_projects_frame() -> None:
    assert pairs(run("python-traceback.txt")) == [
        (
            "custom",
            'File "/tmp/own/crash.py", line 6, in load - json.decoder.JSONDecodeError: Expecting'
            " ',' delimiter: line 2 column 1 (char 13)",
        )
    ]


def test_generic_fallback_finds_the_error_line_and_its_frame() -> None:
    assert pairs(run("node-crash.txt")) == [
        (
            "custom",
            "SyntaxError: Expected ',' or '}' after property value in JSON at position 13"
            " (/tmp/own/crash.js:4:15 in loadConfig)",
        )
    ]
    # a test verifier's unrecognised crash is labelled as a test error
    assert run("node-crash.txt", kind="test")[0].type == "test"


def test_unrecognised_failure_gives_one_honest_error_with_the_last_lines() -> None:
    assert pairs(run("shell-unrecognised.txt")) == [
        (
            "custom",
            "exit code 2; last output: ls: cannot access '/nonexistent/dir': No such file or"
            " directory | cp: cannot stat 'missing.txt': No such file or directory",
        )
    ]


def test_labels_follow_the_verifier_kind_except_build_errors() -> None:
    text = read(SHARED / "pytest-failures.txt")
    assert {e.type for e in summarize(text, kind="build", exit_code=1)} == {"build"}
    assert {e.type for e in summarize(text, kind="lint", exit_code=1)} == {"lint"}
    assert {e.type for e in summarize(text, kind="custom", exit_code=1)} == {"test"}
    assert {e.type for e in summarize(text, kind="auto", exit_code=1)} == {"test"}
    tsc = read(SHARED / "tsc-errors.txt")
    assert {e.type for e in summarize(tsc, kind="test", exit_code=1)} == {"build"}
    eslint = read(SHARED / "eslint-errors.txt")
    assert {e.type for e in summarize(eslint, kind="auto", exit_code=1)} == {"lint"}


def test_build_errors_come_before_test_failures_before_lint() -> None:
    text = "\n".join(
        read(SHARED / name) for name in ("eslint-errors.txt", "jest-failures.txt", "tsc-errors.txt")
    )
    types = [e.type for e in summarize(text, exit_code=1)]
    assert types == sorted(types, key=["build", "test", "lint"].index)
    assert types[0] == "build"
    assert types[-1] == "lint"


# --------------------------------------------------------------------------- messy input


def test_ansi_colour_is_stripped() -> None:
    plain = read(SHARED / "pytest-failures.txt")
    coloured = re.sub(r"(FAILED|ERROR|E  |=+)", "\x1b[1m\x1b[31m\\1\x1b[0m", plain)
    assert "\x1b" in coloured
    assert summarize(coloured, kind="test", exit_code=1) == run("pytest-failures.txt")


def test_crlf_line_endings() -> None:
    for name in ("pytest-failures.txt", "cargo-build-errors.txt", "eslint-errors.txt"):
        crlf = read(SHARED / name).replace("\n", "\r\n")
        assert summarize(crlf, kind=meta(SHARED / name)["kind"], exit_code=1) == run(name)


def test_invalid_utf8_is_replaced_not_fatal(tmp_path: Path) -> None:
    data = (SHARED / "mypy-errors.txt").read_bytes()
    broken = data.replace(b"Argument 1", b"Argument \xff\xfe1").replace(b"\n", b"\x80\n", 1)
    path = tmp_path / "broken.txt"
    path.write_bytes(broken)
    errors = summarize_file(path, kind="lint", exit_code=1)
    assert len(errors) == 6
    assert errors[1].summary.startswith("src/inventory/store.py:21: error: Argument \ufffd\ufffd1")
    assert errors[1].summary.endswith("[arg-type]")


def test_a_one_megabyte_line_does_not_hide_the_errors() -> None:
    text = read(SHARED / "cargo-build-errors.txt")
    noisy = "x" * (1 << 20) + "\n" + text + ("progress " * 120_000) + "\n"
    assert summarize(noisy, kind="build", exit_code=101) == run("cargo-build-errors.txt")
    one_line = summarize("error: " + "y" * (1 << 20), exit_code=1)
    assert len(one_line) == 1
    assert len(one_line[0].summary) <= SUMMARY_MAX


def test_endless_line_keeps_memory_bounded() -> None:
    summarizer = StreamSummarizer(chunk_size=1 << 20)
    piece = b"z" * (1 << 20)
    for _ in range(12):
        summarizer.feed(piece)
    # read as lines of 2 MiB: at most one such line and the next one's start are carried
    assert len(summarizer._carry) < 5 << 20
    assert summarizer.finish(exit_code=1)[0].summary.startswith("exit code 1; last output: …zzz")


def test_empty_output() -> None:
    assert summarize("", exit_code=0) == []
    assert summarize("", exit_code=None) == []
    assert pairs(summarize("", kind="test", exit_code=3)) == [
        ("test", "exit code 3 with no output")
    ]
    assert pairs(summarize("\n\n  \n", exit_code=1)) == [("custom", "exit code 1 with no output")]


def test_exit_zero_with_nothing_recognisable_passes() -> None:
    for name in ("pytest-passing-warnings.txt", "cargo-build-warnings-pass.txt"):
        assert run(name) == []
    # the same passing output under a failing exit code still says something honest
    errors = run("cargo-build-warnings-pass.txt", exit_code=1)
    assert len(errors) == 1
    assert errors[0].summary.startswith("exit code 1; last output: ")
    assert errors[0].summary.endswith(
        "Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.18s"
    )


def _peak_bytes(pieces: Iterable[bytes]) -> int:
    """Peak memory traced while one summarizer reads ``pieces`` and finishes."""
    summarizer = StreamSummarizer(kind="test", chunk_size=1 << 20)
    tracemalloc.start()
    try:
        for piece in pieces:
            summarizer.feed(piece)
        summarizer.finish(exit_code=1)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_memory_does_not_grow_with_output_size() -> None:
    block = (SHARED / "hard-pytest-warnings.txt").read_bytes()

    def peak(copies: int) -> int:
        return _peak_bytes(block for _ in range(copies))

    small, large = peak(10), peak(80)  # about 1.3 MB and 10.8 MB of output
    assert large < small + (4 << 20)
    assert large < 16 << 20


def test_memory_stays_flat_on_many_large_distinct_failures() -> None:
    # every failure's body differs and is ~13 KB: what the summarizer remembers of the
    # bodies it has parsed must not grow with them
    def failures(first: int, n: int) -> bytes:
        out = [
            f"{'_' * 10} test_big[{i}] {'_' * 10}\n\n    def test_big():\n"
            + "".join(f"E       AssertionError: value {i}-{j} {'x' * 100}\n" for j in range(120))
            + f"\ntests/test_big.py:{i}: AssertionError\n"
            for i in range(first, first + n)
        ]
        return "".join(out).encode()  # fmt: skip

    def peak(n: int) -> int:
        banner = b"=" * 20 + b" FAILURES " + b"=" * 20 + b"\n"
        return _peak_bytes(
            itertools.chain([banner], (failures(start, 100) for start in range(0, n, 100)))
        )

    small, large = peak(100), peak(1000)  # about 1.3 MB and 13 MB of output
    assert large < small + (4 << 20)


# --------------------------------------------------------------------------- the digest


def _e(kind: VerifierKind, summary: str) -> VerificationError:
    return VerificationError(type=kind, summary=summary)


def test_digest_orders_by_kind_and_keeps_every_line_that_fits() -> None:
    errors = [_e("lint", "a.py:1:1: F401 unused"), *[_e("test", f"t{i} - boom") for i in range(7)]]
    errors.append(_e("build", "x.ts(1,1): error TS1: bad"))
    assert format_digest(errors).splitlines() == [
        "[BUILD] x.ts(1,1): error TS1: bad",
        *[f"[TEST] t{i} - boom" for i in range(7)],
        "[LINT] a.py:1:1: F401 unused",
    ]
    # short of room, the last lines of the longest type go first, and are counted
    assert format_digest(errors, cap=120).splitlines() == [
        "[BUILD] x.ts(1,1): error TS1: bad",
        "[TEST] t0 - boom",
        "[TEST] t1 - boom",
        "[TEST] +5 more",
        "[LINT] a.py:1:1: F401 unused",
    ]


def test_digest_merges_identical_errors_with_a_count() -> None:
    errors = [_e("test", "t - boom"), _e("test", "t - boom (x3)"), _e("test", "u - bang")]
    assert format_digest(errors) == "[TEST] t - boom (x4)\n[TEST] u - bang"


def test_digest_appends_earlier_attempts_when_there_is_room() -> None:
    digest = format_digest(
        [_e("test", "t - boom")],
        earlier=["Attempt 1: [BUILD] x.ts(1,1): error TS1: bad", "Attempt 2: [TEST] t - boom"],
    )
    assert digest.splitlines() == [
        "[TEST] t - boom",
        "Attempt 1: [BUILD] x.ts(1,1): error TS1: bad",
        "Attempt 2: [TEST] t - boom",
    ]


def test_digest_cap_drops_whole_lines_and_says_so() -> None:
    errors = [
        _e("test", f"tests/test_{i}.py::test_x - AssertionError: {'y' * 150}") for i in range(5)
    ]
    earlier = [f"Attempt {i}: [TEST] {'z' * 180}" for i in range(1, 10)]
    digest = format_digest(errors, earlier=earlier)
    assert len(digest) <= DIGEST_CAP
    lines = digest.splitlines()
    assert lines[:5] == [f"[TEST] {e.summary}" for e in errors]
    # the oldest attempts are dropped first, and the digest says how many
    assert lines[5] == "[5 earlier attempt(s) not shown]"
    assert lines[6:] == [f"Attempt {i}: [TEST] {'z' * 180}" for i in range(6, 10)]
    small = format_digest(errors, cap=300)
    assert len(small) <= 300
    first, *rest = small.splitlines()
    # lines are shortened before any is dropped: the message is cut, its error still named
    assert first.startswith("[TEST] tests/test_0.py::test_x - AssertionError: yyy")
    assert first.endswith("y…")
    assert len(first) < len(f"[TEST] {errors[0].summary}")
    assert rest == [
        "[TEST] +4 more in 4 files: tests/test_1.py, tests/test_2.py, tests/test_3.py,"
        " tests/test_4.py"
    ]


def test_digest_shortens_long_lines_before_it_drops_an_error() -> None:
    # 15 causes of 2 tests each, 200 characters a line: 3,000 characters in all
    errors = [
        _e("test", f"t{i}a, t{i}b - AssertionError: {'word ' * 33}end (src/m{i}.py:{i + 1})")
        for i in range(15)
    ]
    digest = format_digest(errors)
    assert len(digest) <= DIGEST_CAP
    lines = digest.splitlines()
    listed = [line for line in lines if not line.startswith("[TEST] +")]
    # each listed cause keeps its ids and its place whole; only the message is cut
    for i, line in enumerate(listed):
        assert line.startswith(f"[TEST] t{i}a, t{i}b - AssertionError: word word")
        assert line.endswith(f"word… (src/m{i}.py:{i + 1})"), line
    assert len(listed) > 2000 // 200
    # what did not fit even so is counted, both tests of each cause
    dropped = 15 - len(listed)
    assert lines[-1].startswith(f"[TEST] +{2 * dropped} more in {dropped} files: src/m")


def test_digest_of_the_hard_cases_stays_under_the_cap_with_room_for_history() -> None:
    errors = (
        run("hard-tsc-many.txt")
        + run("hard-pytest-longtb.txt")
        + run("hard-eslint-mostly-warnings.txt")
    )
    digest = format_digest(errors, earlier=[format_attempt_line(1, errors)])
    assert len(digest) <= DIGEST_CAP
    lines = digest.splitlines()
    assert lines[0].startswith("[BUILD] src/api/routes.ts(18,87): error TS2551")
    assert "totals (pytest): 28 failed, 54 passed, 7 errors" in digest
    assert "totals (eslint): \u2716 922 problems (5 errors, 917 warnings)" in digest
    # every type keeps its first line and says how much of it was left out
    for tag in ("[BUILD] ", "[TEST] ", "[LINT] "):
        assert sum(line.startswith(tag) and " more in " in line for line in lines) == 1


def test_attempt_line() -> None:
    errors = run("pytest-failures.txt")
    assert format_attempt_line(1, errors) == (
        "Attempt 1: [TEST] tests/test_cart.py::test_inventory_sync - error at setup:"
        " ConnectionError: cannot reach inventory service at http://localhost:9400/stock"
        " (tests/conftest.py:6) (+3 more)"
    )
    tsc = run("hard-tsc-many.txt")
    line = format_attempt_line(2, tsc)
    assert line.startswith("Attempt 2: [BUILD] src/api/routes.ts(18,87): error TS2551: ")
    assert "also at" not in line
    assert line.endswith(" (+58 more)")  # every one of the 59 errors but the one shown
    assert len(line) <= SUMMARY_MAX
    assert format_attempt_line(3, []) == "Attempt 3: verification failed (no error details)"
    assert format_attempt_line(1, [_e("lint", "only")]) == "Attempt 1: [LINT] only"


def test_pytest_tb_line_places_a_bare_assert_too() -> None:
    # `pytest -q --tb=line` over a small project: an assert prints no exception type
    out = (
        "FFF.\n"
        "=================================== FAILURES ===================================\n"
        "E   assert -1 == 5\n"
        "     +  where -1 = add(2, 3)\n"
        "/tmp/pv/test_calc.py:5: assert -1 == 5\n"
        "E   ZeroDivisionError: division by zero\n"
        "/tmp/pv/calc.py:5: ZeroDivisionError: division by zero\n"
        "E   AttributeError: 'Box' object has no attribute 'val'\n"
        "/tmp/pv/test_calc.py:12: AttributeError: 'Box' object has no attribute 'val'\n"
        "=========================== short test summary info ============================\n"
        "FAILED test_calc.py::test_add - assert -1 == 5\n"
        "FAILED test_calc.py::test_div - ZeroDivisionError: division by zero\n"
        "FAILED test_calc.py::test_box - AttributeError: 'Box' object has no attribute...\n"
        "3 failed, 1 passed in 0.82s\n"
    )
    summaries = [e.summary for e in summarize(out, kind="test", exit_code=1, root="/tmp/pv")]
    # each line as --tb=line prints it, its place first (relative to the root)
    assert "test_calc.py::test_add - test_calc.py:5: assert -1 == 5" in summaries
    assert "test_calc.py::test_div - calc.py:5: ZeroDivisionError: division by zero" in summaries


def test_tap_without_yaml_reads_the_indented_error_and_stack() -> None:
    # mocha 12 `--reporter tap`: the error and its stack indented under `not ok`, no YAML
    out = (
        "not ok 1 math adds\n"
        "  Expected values to be strictly equal:\n"
        "  \n"
        "  -1 !== 5\n"
        "  \n"
        "  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:\n"
        "  \n"
        "  -1 !== 5\n"
        "  \n"
        "      at Context.<anonymous> (lib.test.js:4:29)\n"
        "      at process.processImmediate (node:internal/timers:483:21)\n"
        "not ok 2 math parses\n"
        "  JSON.parse(...).value.trim is not a function\n"
        "  TypeError: JSON.parse(...).value.trim is not a function\n"
        "      at exports.parse (lib.js:2:44)\n"
        "      at Context.<anonymous> (lib.test.js:5:43)\n"
        "      at process.processImmediate (node:internal/timers:483:21)\n"
        "ok 3 math ok\n"
        "# tests 3\n# pass 1\n# fail 2\n1..3\n"
    )
    assert [e.summary for e in summarize(out, kind="test", exit_code=2)] == [
        "not ok 1 math adds - AssertionError [ERR_ASSERTION]: Expected values to be strictly"
        " equal: -1 !== 5 (lib.test.js:4:29)",
        "not ok 2 math parses - TypeError: JSON.parse(...).value.trim is not a function"
        " (lib.js:2:44 in exports.parse from lib.test.js:5:43)",
        "totals (tap): # tests 3; # pass 1; # fail 2",
    ]


def test_node_test_runner_assertion_keeps_the_values_under_its_message() -> None:
    # node 20 `node --test` (TAP): the error is a YAML block whose first line ends in ':'
    out = (
        "TAP version 13\n# Subtest: adds\nnot ok 1 - adds\n  ---\n  duration_ms: 2.2\n"
        "  location: '/tmp/jv/n.test.js:2:1'\n  failureType: 'testCodeFailure'\n"
        "  error: |-\n    Expected values to be strictly equal:\n    \n    -1 !== 5\n    \n"
        "  code: 'ERR_ASSERTION'\n  name: 'AssertionError'\n  expected: 5\n  actual: -1\n"
        "  operator: 'strictEqual'\n  stack: |-\n"
        "    TestContext.<anonymous> (/tmp/jv/n.test.js:2:29)\n"
        "    Test.runInAsyncScope (node:async_hooks:206:9)\n  ...\n"
        "# Subtest: one line\nnot ok 2 - one line\n  ---\n  error: |-\n    Boom:\n"
        "  code: 'ERR_TEST_FAILURE'\n  name: 'Error'\n  ...\n"
        "1..2\n# tests 2\n# pass 0\n# fail 2\n"
    )
    assert [e.summary for e in summarize(out, kind="test", exit_code=1)][:2] == [
        "not ok 1 - adds - AssertionError: Expected values to be strictly equal: -1 !== 5"
        " (/tmp/jv/n.test.js:2:29)",
        "not ok 2 - one line - Error: Boom:",
    ]


def test_jest_with_node_assert_shows_expected_and_received() -> None:
    # jest 30 on a test using node's assert: the values sit on the lines under their labels
    out = (
        "FAIL ./lib.test.js\n  \u25cf math \u203a adds\n\n"
        "    assert.strictEqual(received, expected)\n\n"
        "    Expected value to strictly be equal to:\n      5\n    Received:\n      -1\n\n"
        "      at Object.strictEqual (lib.test.js:4:29)\n\n"
        "Tests:       1 failed, 2 passed, 3 total\n"
    )
    assert summarize(out, kind="test", exit_code=1)[0].summary == (
        f"./lib.test.js {J} math {J} adds - assert.strictEqual(received, expected)"
        " - Expected value to strictly be equal to: 5, Received: -1 (lib.test.js:4:29)"
    )


def test_go_test_json_reads_like_the_plain_output() -> None:
    # test2json's events decoded: the same errors as `go test` without -json prints
    path = OWN / "go-test-json.txt"
    data = read(path)
    plain = "".join(
        json.loads(line).get("Output", "") for line in data.splitlines() if line.startswith("{")
    )
    assert '"Action"' not in plain
    whole = summarize(data, kind="test", exit_code=1)
    assert whole == summarize(plain, kind="test", exit_code=1)
    assert whole == summarize_file(path, kind="test", exit_code=1, chunk_size=97)
    assert whole[0].summary.startswith("--- FAIL: TestAdd (calc) - calc_test.go:7: Add(2, 3) = -1")
    # the form is judged once, on the output's first 16 KB: a long run in small chunks
    # reads the same as whole
    big = data * 40
    assert len(big) > 4 * 16 * 1024
    streamed = StreamSummarizer(kind="test", chunk_size=997)
    streamed.feed_text(big)
    assert streamed.finish(exit_code=1) == summarize(big, kind="test", exit_code=1)
    assert "Add(2, 3) = -1, want 5" in summarize(big, kind="test", exit_code=1)[0].summary


def _event(pkg: str, action: str = "output", output: str = "", test: str = "") -> str:
    event: dict[str, str] = {"Action": action, "Package": pkg}
    if test:
        event["Test"] = test
    if output:
        event["Output"] = output
    return json.dumps(event, separators=(",", ":")) + "\n"  # as go prints it


def test_go_test_json_interleaved_packages_read_each_whole() -> None:
    # go test -json runs packages at once: b's failure is printed before a's "ok", then b
    # ends. Read as printed, a's "ok" took b's failure for a's own test output and dropped it
    a, b = "example.com/m/a", "example.com/m/b"
    events = [
        _event(a, output="=== RUN   TestA\n", test="TestA"),
        _event(b, output="=== RUN   TestB\n", test="TestB"),
        _event(b, output="    b_test.go:9: got 1, want 2\n", test="TestB"),
        _event(b, output="--- FAIL: TestB (0.00s)\n", test="TestB"),
        _event(b, "fail", test="TestB"),
        _event(a, output="--- PASS: TestA (0.00s)\n", test="TestA"),
        _event(a, output="ok  \texample.com/m/a\t0.01s\n"),
        _event(a, "pass"),
        _event(b, output="FAIL\n"),
        _event(b, output="FAIL\texample.com/m/b\t0.01s\n"),
        _event(b, "fail"),
    ]
    text = "".join(events)
    expected = [
        "--- FAIL: TestB (b) - b_test.go:9: got 1, want 2"
    ]  # (the totals name example.com/m/b)
    found = summarize(text, kind="test", exit_code=1)
    assert [e.summary for e in found][:1] == expected
    assert found == summarize_file_text(text, chunk_size=61)
    # a package that never ended (the run was killed): what it printed is read at the end
    cut = "".join(events[:5])
    assert [e.summary for e in summarize(cut, kind="test", exit_code=1)][:1] == [
        "--- FAIL: TestB - b_test.go:9: got 1, want 2"
    ]


def summarize_file_text(text: str, chunk_size: int) -> list[VerificationError]:
    s = StreamSummarizer(kind="test", chunk_size=chunk_size)
    for i in range(0, len(text), chunk_size):
        s.feed_text(text[i : i + chunk_size])
    return s.finish(exit_code=1)


def test_github_annotations_read_as_the_tools_own_lines() -> None:
    # ruff's: the message already names its place; another tool's: the place is added
    ruff = summarize(read(OWN / "ruff-github.txt"), kind="lint", exit_code=1)
    assert ruff == summarize_file(OWN / "ruff-github.txt", kind="lint", exit_code=1, chunk_size=61)
    assert [e.summary for e in ruff[:2]] == [
        "m.py:6:16: F821 Undefined name `undefined_name`",
        "m.py:5:13: E711 Comparison to `None` should be `cond is None`",
    ]
    other = (
        "::error file=src/app.ts,line=4,col=9,title=TS2322::Type 'string' is not assignable"
        " to type 'number'.%0A  details\n"
        "::warning file=src/util.ts,line=1::unused import\n"
    )
    assert [e.summary for e in summarize(other, kind="build", exit_code=1)] == [
        "src/app.ts:4:9: error: Type 'string' is not assignable to type 'number'."
    ]


MYPY_JSON = '{"file": "t.py", "line": 2, "column": 11, "end_line": 2, "end_column": 12, "message": "Incompatible return value type (got \\"int\\", expected \\"str\\")", "hint": null, "code": "return-value", "severity": "error"}\n{"file": "t.py", "line": 5, "column": 6, "end_line": 5, "end_column": 9, "message": "Argument 1 to \\"f\\" has incompatible type \\"str\\"; expected \\"int\\"", "hint": null, "code": "arg-type", "severity": "error"}\n{"file": "t.py", "line": 6, "column": 13, "end_line": 6, "end_column": 16, "message": "Incompatible types in assignment (expression has type \\"str\\", variable has type \\"int\\")", "hint": null, "code": "assignment", "severity": "error"}\n'
MYPY_ERROR_END = 't.py:2:12:2:12: error: Incompatible return value type (got "int", expected "str")  [return-value]\nt.py:5:7:5:9: error: Argument 1 to "f" has incompatible type "str"; expected "int"  [arg-type]\nt.py:6:14:6:16: error: Incompatible types in assignment (expression has type "str", variable has type "int")  [assignment]\nFound 3 errors in 1 file (checked 1 source file)\n'


def test_mypy_json_and_error_end_read_like_its_plain_lines() -> None:
    # mypy 2.4 `-O json` and `--show-column-numbers --show-error-end` over the same module
    as_json = [e.summary for e in summarize(MYPY_JSON, kind="build", exit_code=1)]
    assert as_json == [
        't.py:2:12: error: Incompatible return value type (got "int", expected "str")'
        "  [return-value]",
        't.py:5:7: error: Argument 1 to "f" has incompatible type "str"; expected "int"  [arg-type]',
        't.py:6:14: error: Incompatible types in assignment (expression has type "str",'
        ' variable has type "int")  [assignment]',
    ]
    ends = [e.summary for e in summarize(MYPY_ERROR_END, kind="build", exit_code=1)]
    assert ends[0].startswith("t.py:2:12:2:12: error: Incompatible return value type")
    assert ends[-1] == "totals (mypy): Found 3 errors in 1 file (checked 1 source file)"


def test_a_tools_totals_line_is_bounded_too() -> None:
    # found by hypothesis: a totals line is quoted from the output, which may be any length
    text = "error[E0308]: mismatched types\nerror: could not compile `x` due to 1 previous error"
    errors = summarize(text + "=" * 5000, kind="auto")
    totals = next(e.summary for e in errors if e.summary.startswith("totals (rustc): "))
    assert len(totals) <= SUMMARY_MAX + 100
    assert totals.startswith("totals (rustc): error: could not compile `x` due to 1 previous")


def test_cargo_short_message_format_reads_like_rustc() -> None:
    # cargo 1.95 `build --message-format=short` over two type errors
    out = (
        "   Compiling cv v0.1.0 (/tmp/cv2/cv)\n"
        "src/main.rs:3:18: error[E0308]: mismatched types: expected `i32`, found `&str`\n"
        "src/main.rs:4:20: error[E0061]: this function takes 2 arguments but 1 argument was"
        " supplied\n"
        'error: could not compile `cv` (bin "cv") due to 2 previous errors\n'
    )
    assert [e.summary for e in summarize(out, kind="build", exit_code=101)] == [
        "src/main.rs:3:18: error[E0308]: mismatched types: expected `i32`, found `&str`",
        "src/main.rs:4:20: error[E0061]: this function takes 2 arguments but 1 argument was"
        " supplied",
        'totals (rustc): error: could not compile `cv` (bin "cv") due to 2 previous errors',
    ]


@pytest.mark.parametrize(
    "line",
    [
        '{"Action":"output","Package":"p","Output":' + "[" * 5000 + "]" * 5000 + "}",
        '{"file": "a.py", "x": ' + "[" * 5000 + "]" * 5000 + ', "severity": "error"}',
    ],
    ids=["go-event", "mypy-json"],
)
def test_a_record_the_tool_did_not_write_is_left_as_it_is(line: str) -> None:
    # a test of the agent's prints a line shaped like a record, nested past Python's
    # recursion limit: the verifier's summary must not fail on it
    errors = summarize(f"{line}\nFAIL x\n", kind="test", exit_code=1)
    assert errors[0].summary == "FAIL x"


def test_a_go_event_is_read_whatever_its_first_key() -> None:
    # go 1.24's build events start with ImportPath, others with Action
    line = '{"Action":"output","Package":"p","Output":"--- FAIL: TestX (0.00s)\\n"}\n'
    assert summarize(line * 2, kind="test", exit_code=1)[0].summary.startswith("--- FAIL: TestX")
