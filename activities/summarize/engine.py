"""The streaming engine: find the lines worth a look in large chunks, hand each to its
parser, then rank, merge and label what was found."""

from __future__ import annotations

import codecs
import collections
import logging
import os
import re

from activities.summarize.ava import (
    _on_ava_block,
    _on_ava_mark,
    _on_ava_rule,
    _on_ava_total,
    _on_ava_uncaught,
    ava_flush,
)
from activities.summarize.base import (
    _BEHIND,
    _KINDS,
    _LABELS,
    _LINE_SHOWN,
    _LOOKAHEAD,
    _MAX_FALLBACK,
    _MAX_GENERIC_HITS,
    _MAX_LINE,
    _MIN_SCAN,
    _TAIL_CHARS,
    _TOTALS_PREFIX,
    CHUNK_SIZE,
    DIGEST_CAP,
    SUMMARY_MAX,
    GoEvents,
    Handler,
    Kind,
    Rewrite,
    _clean,
    _Found,
    _normalize,
    _shorten,
    _State,
    record_rewrites,
    strip_roots,
)
from activities.summarize.changes import Changes
from activities.summarize.digest import _TALLY_RX
from activities.summarize.fmt import _on_reformat, _on_reformat_total
from activities.summarize.generic import _generic, _generic_line
from activities.summarize.go import (
    _on_ginkgo,
    _on_ginkgo_summary,
    _on_ginkgo_total,
    _on_go_fail,
    _on_go_ok,
    _on_go_panic,
    _on_go_pkg,
    _on_go_race,
    _on_gocheck,
    _on_gocheck_total,
    _on_gotestsum_done,
    go_build_packages,
    go_places,
    go_test_packages,
)
from activities.summarize.javascript import (
    _on_jest_bullet,
    _on_jest_file,
    _on_jest_json,
    _on_jest_recap,
    _on_jest_tests,
    _on_mocha_count,
    _on_mocha_item,
    _on_mocha_json,
    _on_mocha_json_entry,
    _on_node_failed_header,
    _on_node_mark,
    _on_node_suite,
    _on_node_total,
    _on_tap_spec_total,
    _on_uvu_total,
    _on_vitest_errors,
    _on_vitest_fail,
    _on_vitest_tests,
    _on_vitest_unhandled,
    _on_vows_mark,
    _on_vows_total,
    node_flush,
)
from activities.summarize.lint import (
    _on_abs_path,
    _on_arrow,
    _on_esbuild,
    _on_esbuild_total,
    _on_eslint_json,
    _on_eslint_max_warnings,
    _on_eslint_total,
    _on_eslint_warning,
    _on_flake8_stat,
    _on_found_total,
    _on_govet_json,
    _on_located,
    _on_pylint_total,
    _on_ruff_grouped,
    count_past_warnings,
    warnings_flush,
)
from activities.summarize.outcome import (
    _on_coverage_gate,
    _on_coverage_total,
    coverage_gates,
    gate_reasons,
    lint_passed,
    passed_summary,
)
from activities.summarize.python import (
    _on_conftest,
    _on_doctest,
    _on_doctest_total,
    _on_py_banner,
    _on_py_internal,
    _on_py_section,
    _on_py_short,
    _on_traceback,
    _on_ut_header,
    _on_ut_ran,
    _on_ut_totals,
    _py_section,
    _py_sections,
    py_cut_messages,
    py_named_ids,
    py_progress,
)
from activities.summarize.rank import _label, _rank, _rank_groups
from activities.summarize.reports import _on_xml_count, _on_xml_report, scan_xml
from activities.summarize.rust import (
    _on_rust_header,
    _on_rust_inline,
    _on_rust_inline_failed,
    _on_rust_killed,
    _on_rust_result,
    _on_rust_running,
    _on_rust_test,
    _on_rust_thread,
    cargo_warned_total,
)
from activities.summarize.tap import (
    _on_require_stack,
    _on_tap_inner_total,
    _on_tap_nested,
    _on_tap_not_ok,
    _on_tap_subtest,
    _on_tap_total,
)
from contract.findings import VerificationError

# --------------------------------------------------------------------------- scanning

# Lines worth a look, anchored on the newline before them. The scan jumps from newline to
# newline in C; every alternative starts with a literal character so that a line which cannot
# match costs a few comparisons, and no group is captured (captures defeat that shortcut).
# Only the lines it flags reach Python, where _TAGGED_RX says what they are.
_LINE_RX = re.compile(
    r"""\n(?:
      ===|!!!|==?\ \d|_|---|•\ |\[\w+\]\ \[[A-Z]|Summarizing\ \d|(?:FAIL|SUCCESS)!\ |INTERNALERROR>\ |FAIL(?:ED\ |:\ |\ |\t)|PANIC:\ |MISS:\ |OOPS:\ |UNEXPECTED\ SUCCESS:\ |(?:Failure|Error)\ in\ |Bail\ out!|SUBFAILED[(\[]|ERROR:?\ |Found\ \d|Ran\ \d|PASS\ |Summary\ of
    | Tests:\ |Your\ code\ has\ been\ rated\ |Traceback\ \(most|panic:\ |fatal\ error:\ |error[:\[]|warning[:\[]|test\ result:\ |/[^\s/]|✖\ |▶\ |\u2139\ |Failed\ tests:|⎯+\ U|ESLint\ found\ too
    | not\ ok\ |\#\ (?:tests|pass|fail|cancelled|skipped|todo|asserts|Subtest:|not\ ok)\s|\#\ \\\#\ [tpf]|ok\ \ \t|All\ files\ |TOTAL[ ]
    | File\ "|WARNING:\ DATA\ RACE|ImportError\ while\ loading\ conftest\ |\*\*\*Test\ Failed\*\*\*\ |[wW]ould\ reformat|\[(?:warn|error)\]\ |Diff\ in\ |\u2718\ \[|\u25b2\ \[|DONE\ \d|Jest:\ ["C]|Coverage\ failure:
    | \d+\ (?:files?\ would\ be\ reformatted|problems?(?:\n|$)|(?:warnings?\ and\ \d+\ )?errors?(?:\n|$))
    | (?=\n\n\n[\ \t]+\S)
    | \d+\ +[A-Z]{1,3}\d{2,4}[ ]
    | Require\ stack:
    | test\ [^\n]*\ \.\.\.\ (?:FAILED)?(?=\n)
    | thread\ '[^'\n]+'\ (?:\(\d+\)\ )?panicked\ at[ ]
    | \u2717\ (?:Errored|Broken)\ \u00bb[ ]
    | <(?:\?xml\ |testsuites?[\s>]|testcase\s|checkstyle[\s>]|file\ name=|error\ line=|!--\ [a-z]+\ \d|anonymous_script>:\d)
    | \[\{"filePath":
    | \{"num(?:Failed|Total)TestSuites":
    | [\ \t]+(?:<(?:testsuites?[\s>]|testcase\s|file\ name=|error\ line=|!--\ [a-z]+\ \d)|"(?:stats|tests|pending|failures|passes)":\ [\[{]|\{(?=\n|$)|✖\ |▶\ |\u2718\ |─|(?:Uncaught\ exception|Unhandled\ rejection)\ in\ |\d+\ (?:tests?\ |known\ fail|uncaught\ exc|unhandled\ rej)|`--fail-fast`\ is\ on|\d+:\d+\ +(?:warning\ |[A-Z]{1,8}\d{1,5}\ |invalid-syntax:)|(?:total|passing|failing):\ +\d|\d+(?:\)\ |\ failing|\ passing)|●|\u2717\ |FAIL\ |Tests\ \ |Errors\ \ |Total:\ |"posn":\ "|---\ FAIL:|Traceback\ \(most|-->\ |not\ ok\ |Running\ |Doc-tests\ |\#\ Subtest:\ |process\ didn't\ exit\ )
    )""",
    re.X,
)
_TAGGED_RX = re.compile(
    r"""\n(?:
      (?P<py_banner>[=!]{3,}\ |==?\ \d)
    | (?P<py_internal>INTERNALERROR>\ )
    | (?P<coverage_gate>Jest:\ (?:"[^"\n]*"\ coverage\ threshold\ |Coverage\ for\ )|ERROR:\ Coverage\ (?:for\ |failure:\ )|Coverage\ failure:\ |FAIL\ Required\ test\ coverage\ )
    | (?P<reformat>
        would\ reformat\ |Would\ reformat:\ |\[(?:warn|error)\]\ |Diff\ in\ \S
      | ERROR:\ \S+\ Imports\ are\ incorrectly
      )
    | (?P<go_race>WARNING:\ DATA\ RACE)
    | (?P<conftest>ImportError\ while\ loading\ conftest\ )
    | (?P<doctest>File\ "[^"\n]+",\ line\ \d+,\ in\ )
    | (?P<doctest_total>\*\*\*Test\ Failed\*\*\*\ )
    | (?P<reformat_total>\d+\ files?\ would\ be\ reformatted)
    | (?P<py_section>_+\ [^_\s](?=[^\n]*\ _+[^\S\n]*(?:\n|$)))
    | (?P<py_short>(?:FAILED|ERROR)\ [^\s(:]|SUBFAILED[(\[])
    | (?P<gocheck>(?:FAIL|PANIC|MISS):\ [^\s:]+\.go:\d+:\ )
    | (?P<gocheck_total>OOPS:\ \d)
    | (?P<ginkgo>(?:•\ (?:Failure|Panic)|(?:•|\[\w+\])\ \[(?:FAILED|PANICKED|TIMEDOUT|INTERRUPTED|ABORTED)\]))
    | (?P<ginkgo_summary>Summarizing\ \d+\ Failures?:)
    | (?P<ginkgo_total>(?:FAIL|SUCCESS)!\ (?:-\ [^\n]*)?--\ (?:\d|A\ BeforeSuite))
    | (?P<ut_header>(?:FAIL|ERROR|UNEXPECTED\ SUCCESS):\ |(?:Failure|Error)\ in\ [\w.]+\n)
    | (?P<ut_totals>FAILED\ \()
    | (?P<ut_ran>Ran\ \d+\ tests?\ in\ )
    | (?P<jest_file>(?:FAIL|PASS)\ \S)
    | (?P<jest_recap>Summary\ of\ all\ failing)
    | (?P<jest_tests>Tests:\ )
    | (?P<coverage_total>All\ files\ |TOTAL[ ])
    | (?P<go_pkg>FAIL\t)
    | (?P<go_ok>ok\ \ \t)
    | (?P<gotestsum_done>DONE\ \d+\ tests?)
    | (?P<go_panic>panic:\ |fatal\ error:\ )
    | (?P<rust_header>(?:error|warning)(?:\[[A-Z]*\d+\])?:\ )
    | (?P<rust_test>----\ \S)
    | (?P<rust_result>test\ result:\ )
    | (?P<found_total>Found\ \d)
    | (?P<flake8_stat>\d+\ +[A-Z]{1,3}\d{2,4}[ ])
    | (?P<pylint_total>Your\ code\ has\ been\ rated\ )
    | (?P<abs_path>/[^\s/]|<anonymous_script>:\d)
    | (?P<esbuild>\u2718\ \[ERROR\]\ |\u25b2\ \[WARNING\]\ )
    | (?P<esbuild_total>\d+\ (?:warnings?\ and\ \d+\ )?errors?(?:\n|$))
    | (?P<eslint_total>✖\ \d+\ problems?\ \(|\d+\ problems?(?:\n|$))
    | (?P<node_mark>[\ \t]*✖\ )
    | (?P<node_suite>[\ \t]*▶\ )
    | (?P<node_total>\u2139\ )
    | (?P<node_failed_header>Failed\ tests:)
    | (?P<vitest_unhandled>⎯+\ (?:Uncaught|Unhandled)\ )
    | (?P<eslint_max_warnings>ESLint\ found\ too\ many\ warnings)
    | (?P<eslint_warning>[\ \t]+\d+:\d+\ +warning\ )
    | (?P<ruff_grouped>[\ \t]+\d+:\d+\ +(?:[A-Z]{1,8}\d{1,5}\ |invalid-syntax:))
    | (?P<tap_spec_total>[\ \t]+(?:total|passing|failing):\ +\d)
    | (?P<tap_total>\#\ (?:tests|pass|fail|cancelled|skipped|todo|asserts)\ |Bail\ out!)
    | (?P<tap_not_ok>[\ \t]*not\ ok\ )
    | (?P<tap_subtest>[\ \t]*\#\ Subtest:\ )
    | (?P<tap_nested>\#\ not\ ok\ \d)
    | (?P<tap_inner_total>\#\ \\\#\ (?:tests|pass|fail)\ )
    | (?P<require_stack>Require\ stack:)
    | (?P<rust_inline>test\ [^\n]*\ \.\.\.\ (?=\n))
    | (?P<rust_inline_failed>test\ [^\n]*\ \.\.\.\ FAILED(?=\n))
    | (?P<vows_total>\u2717\ (?:Errored|Broken)\ \u00bb\ )
    | (?P<rust_thread>thread\ '[^'\n]+'\ (?:\(\d+\)\ )?panicked\ at\ )
    | (?P<ava_block>(?=\n\n\n[\ \t]+\S))
    | (?P<eslint_json>\[\{"filePath":)
    | (?P<jest_json>\{"num(?:Failed|Total)TestSuites":)
    | [\ \t]*(?:
        (?P<xml_report><(?:\?xml\ |testsuites?[\s>]|testcase\s|checkstyle[\s>]|file\ name=|error\ line=))
      | (?P<xml_count><!--\ (?:tests|suites|pass|fail|cancelled|skipped|todo)\ \d)
      | (?P<go_fail>---\ FAIL:\ )
      | (?P<mocha_json>"(?:stats|tests|pending|failures|passes)":\ [\[{]\s*(?=\n|$))
      | (?P<mocha_json_entry>\{(?=\n|$))
      | (?P<traceback>Traceback\ \(most\ recent\ call\ last\):)
      )
    | [\ \t]+(?:
        (?P<jest_bullet>●\ )
      | (?P<vitest_fail>FAIL\ )
      | (?P<mocha_count>\d+\ (?:failing|passing))
      | (?P<mocha_item>\d+\)\ )
      | (?P<vitest_tests>Tests\ \ )
      | (?P<vitest_errors>Errors\ \ )
      | (?P<uvu_total>Total:\ +\d)
      | (?P<govet_json>"posn":\ ")
      | (?P<arrow>-->\ )
      | (?P<rust_running>Running\ |Doc-tests\ )
      | (?P<rust_killed>process\ didn't\ exit\ successfully:\ )
      | (?P<ava_mark>\u2718\ )
      | (?P<vows_mark>\u2717\ )
      | (?P<ava_rule>─[\ \t]*(?=\n))
      | (?P<ava_uncaught>(?:Uncaught\ exception|Unhandled\ rejection)\ in\ )
      | (?P<ava_total>
          \d+\ (?:tests?\ |known\ fail|uncaught\ exc|unhandled\ rej)|`--fail-fast`\ is\ on
        )
      )
    )""",
    re.X,
)
# Mid-line markers, each with a literal prefix so the scan stays fast: compiler, type checker
# and eslint errors (" error:", " error TS", "  error  "), pyright's totals, file:line:col.
_WARNED_MIN = 80
"""Room a failure's digest leaves for the warnings beside its errors to be said at all."""
_HISTORY_ROOM = 2 * SUMMARY_MAX
"""What warnings beside a failure's errors leave of the digest: the lines the run's digest
says earlier attempts in (``format_digest``'s ``earlier``; two, with the default three
attempts), which it would drop to make room for them."""

_ERROR_WORD_RX = re.compile(r" (?:error(?::| TS\d|  |s?, \d+ warnings?,)|- warning: )")
# (and "file:line: [CODE...] msg", the pylint-style line of pylint -f parseable, ruff and
# flake8 --format=pylint)
# (and eslint's compact format: "file: line 3, col 7, Error - ...", biome's "file:3:7 lint/...")
_LINE_COL_RX = re.compile(
    r":(?:\d+:\d+(?:: |\]| (?:lint|assist|parse|format|suppressions|syntax)\b)"
    r"|\d+: \[[A-Z]+\d| line \d+, col \d+, )"
)
_LOCATED_RX = re.compile(f"{_ERROR_WORD_RX.pattern}|{_LINE_COL_RX.pattern}")

# In a pytest FAILURES section only these lines count (what _TAGGED_RX calls py_banner,
# py_section and abs_path; a short-summary line there means nothing yet).
_PY_FAILURES_RX = re.compile(
    r"\n(?:[=!]{3,}\ |==?\ \d|_+\ [^_\s](?=[^\n]*\ _+[^\S\n]*(?:\n|$))|/[^\s/])"
)


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
    "coverage_total": _on_coverage_total,
    "coverage_gate": _on_coverage_gate,
    "jest_bullet": _on_jest_bullet,
    "vitest_fail": _on_vitest_fail,
    "vitest_tests": _on_vitest_tests,
    "uvu_total": _on_uvu_total,
    "govet_json": _on_govet_json,
    "mocha_count": _on_mocha_count,
    "mocha_item": _on_mocha_item,
    "go_pkg": _on_go_pkg,
    "go_panic": _on_go_panic,
    "go_fail": _on_go_fail,
    "go_ok": _on_go_ok,
    "gotestsum_done": _on_gotestsum_done,
    "go_race": _on_go_race,
    "rust_header": _on_rust_header,
    "gocheck": _on_gocheck,
    "gocheck_total": _on_gocheck_total,
    "ginkgo": _on_ginkgo,
    "ginkgo_summary": _on_ginkgo_summary,
    "ginkgo_total": _on_ginkgo_total,
    "rust_test": _on_rust_test,
    "rust_result": _on_rust_result,
    "rust_running": _on_rust_running,
    "rust_killed": _on_rust_killed,
    "arrow": _on_arrow,
    "reformat": _on_reformat,
    "reformat_total": _on_reformat_total,
    "found_total": _on_found_total,
    "flake8_stat": _on_flake8_stat,
    "pylint_total": _on_pylint_total,
    "abs_path": _on_abs_path,
    "eslint_total": _on_eslint_total,
    "esbuild": _on_esbuild,
    "esbuild_total": _on_esbuild_total,
    "node_mark": _on_node_mark,
    "node_suite": _on_node_suite,
    "node_total": _on_node_total,
    "node_failed_header": _on_node_failed_header,
    "vitest_unhandled": _on_vitest_unhandled,
    "eslint_max_warnings": _on_eslint_max_warnings,
    "eslint_warning": _on_eslint_warning,
    "ruff_grouped": _on_ruff_grouped,
    "tap_spec_total": _on_tap_spec_total,
    "vitest_errors": _on_vitest_errors,
    "traceback": _on_traceback,
    "py_internal": _on_py_internal,
    "doctest": _on_doctest,
    "conftest": _on_conftest,
    "doctest_total": _on_doctest_total,
    "tap_not_ok": _on_tap_not_ok,
    "tap_subtest": _on_tap_subtest,
    "tap_nested": _on_tap_nested,
    "tap_inner_total": _on_tap_inner_total,
    "tap_total": _on_tap_total,
    "require_stack": _on_require_stack,
    "rust_inline": _on_rust_inline,
    "rust_inline_failed": _on_rust_inline_failed,
    "rust_thread": _on_rust_thread,
    "ava_block": _on_ava_block,
    "ava_mark": _on_ava_mark,
    "vows_mark": _on_vows_mark,
    "vows_total": _on_vows_total,
    "ava_rule": _on_ava_rule,
    "ava_total": _on_ava_total,
    "ava_uncaught": _on_ava_uncaught,
    "mocha_json": _on_mocha_json,
    "mocha_json_entry": _on_mocha_json_entry,
    "eslint_json": _on_eslint_json,
    "jest_json": _on_jest_json,
    "xml_report": _on_xml_report,
    "xml_count": _on_xml_count,
}


class Baseline:
    """What one output of a command had, to tell the errors of its next output that are new.

    Holds a fingerprint of each error found (its tool, file and message without its place,
    so a line moved by an edit elsewhere still matches; see ``base.fingerprint``), at most
    ``_MAX_BASELINE`` of them. Fingerprints are hashes: a baseline is used in the process
    that made it.
    """

    __slots__ = ("counts",)

    def __init__(self, counts: collections.Counter[int]) -> None:
        self.counts = counts

    @classmethod
    def of_file(
        cls,
        path: str | os.PathLike[str],
        *,
        kind: Kind = "auto",
        root: str | os.PathLike[str] | None = None,
        chunk_size: int = CHUNK_SIZE,
    ) -> Baseline:
        """The baseline of a saved output (read as :func:`summarize_file` reads it)."""
        summarizer = StreamSummarizer(kind=kind, chunk_size=chunk_size, root=root)
        seen: collections.Counter[int] = collections.Counter()
        summarizer._state.seen = seen
        with open(path, "rb") as f:
            while chunk := f.read(max(1, chunk_size)):
                summarizer.feed(chunk)
        summarizer.finish(exit_code=None)
        return cls(seen)


class StreamSummarizer:
    """Incremental summarizer: feed output as it arrives, then call :meth:`finish`.

    Memory does not grow with the output: text is scanned a chunk at a time, and only a
    bounded tail, a bounded number of error groups and parser state are kept. The result does
    not depend on how the output is split into pieces or chunks.

    Args:
        kind: The verifier's kind; ``auto`` labels errors by the tool that printed them.
        chunk_size: Characters gathered before a scan (small values exercise chunk edges).
        root: The directory the command ran in: paths under it are shown relative to it
            (pyright and eslint print absolute ones), which leaves room for more errors.
        baseline: What the previous output of the same command had (:meth:`Baseline.of_file`):
            errors it did not have are listed first, the ones the last change brought. In a
            project that had hundreds of errors before, they are the few worth reading.
        changes: The lines the change under test touched (:class:`Changes`), paths relative
            to ``root``: errors at them are listed first too, from the first attempt on.
    """

    def __init__(
        self,
        *,
        kind: Kind = "auto",
        chunk_size: int = CHUNK_SIZE,
        root: str | os.PathLike[str] | None = None,
        baseline: Baseline | None = None,
        changes: Changes | None = None,
    ) -> None:
        self._kind: str = kind if kind in _KINDS else "auto"
        self._roots = _roots(root)
        self._chunk_size = max(1, int(chunk_size))
        self._decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        self._pending: list[str] = []
        self._pending_len = 0
        # The unscanned rest; it always starts with the newline that ends the scanned part.
        self._carry = "\n"
        self._start = 0
        # after a scan found no place to cut (long lines), how much must arrive before the
        # next try: it doubles, so that retrying for every small piece stays linear
        self._wait = 0
        self._tail = ""
        self._rewrites: tuple[Rewrite, ...] | None = None
        self._state = _State()
        if baseline is not None:
            self._state.baseline = collections.Counter(baseline.counts)
        if changes:
            self._state.changes = changes
        self._result: list[VerificationError] | None = None
        self._passed = ""
        self._warned: list[VerificationError] = []

    @property
    def passed(self) -> str:
        """After :meth:`finish`: what the test tools said passed (``pytest: 4 passed in
        0.1s``, the Go packages that were ok), or ``""`` when they said nothing of it."""
        return self._passed

    @property
    def warned(self) -> list[VerificationError]:
        """After :meth:`finish`, when the command passed: the warnings it printed, ranked
        and grouped as a failure's errors are (``[]`` for none, or when it failed)."""
        return list(self._warned)

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
        if (
            self._pending_len >= max(self._chunk_size, self._wait)
            and unscanned > _LOOKAHEAD + _MIN_SCAN
        ):
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
        if self._rewrites is None:
            # the first scan holds the output's first _FORMAT_PROBE characters (or all of it)
            self._rewrites = record_rewrites(buf)
        if final:
            buf = _normalize(buf, self._rewrites)
            if not buf.endswith("\n"):
                buf += "\n"
            # what go test -json's packages that never ended printed, held back till now
            buf += "".join(r.rest() for r in self._rewrites if isinstance(r, GoEvents))
            cut = len(buf) - 1
        else:
            head_end = last_nl + 1
            if (
                self._rewrites
                or buf.find("\x1b", 0, head_end) >= 0
                or buf.find("\r", 0, head_end) >= 0
            ):
                head = _normalize(buf[:head_end], self._rewrites)
                buf = head + buf[head_end:]
                head_end = len(head)
            cut = buf.rfind("\n", self._start, max(self._start, head_end - _LOOKAHEAD))
            if cut <= self._start:
                self._carry = buf
                self._wait = max(_MIN_SCAN, (len(buf) - self._start) // 2)
                return
        self._wait = 0
        start = self._start
        self._scan(buf, start, cut)
        self._tail = (self._tail + buf[max(start, cut - _TAIL_CHARS) : cut])[-_TAIL_CHARS:]
        keep = max(0, cut - _BEHIND)
        self._carry = buf[keep:]
        self._start = cut - keep
        self._state.skip_until = max(0, self._state.skip_until - keep)

    def _scan(self, buf: str, start: int, cut: int) -> None:
        # A pytest FAILURES section is read by its own loop: there only a few kinds of line
        # count, and a failure-dense output is mostly such sections back to back.
        st = self._state
        pos = start
        while pos < cut:
            if st.py_mode == "failures":
                pos = self._scan_failures(buf, pos, cut)
            elif st.xml_open:
                pos = scan_xml(st, buf, pos, cut)
            else:
                pos = self._scan_lines(buf, pos, cut)
        if not st.groups and st.generic_hits <= _MAX_GENERIC_HITS:
            _generic(st, buf, start, cut)
        if st.py_session:
            py_progress(st, buf, start, cut)

    def _scan_lines(self, buf: str, start: int, cut: int) -> int:
        """Every flagged line from the newline at ``start`` to ``cut``; returns where it
        stopped: ``cut``, or the end of a line that began a pytest FAILURES section."""
        st = self._state
        # (a line flagged by what follows it, three blank lines before a block, may end at
        # cut: the pattern sees a little past it, the same however the output was cut)
        hits = [m.start() for m in _LINE_RX.finditer(buf, start, cut + 64) if m.start() < cut]
        located = {buf.rfind("\n", 0, m.start()) for m in _ERROR_WORD_RX.finditer(buf, start, cut)}
        located.update(
            buf.rfind("\n", 0, m.start()) for m in _LINE_COL_RX.finditer(buf, start, cut)
        )
        flagged = set(hits) if located else ()
        marks = sorted({*hits, *located}) if located else hits
        for nl in marks:
            ls = nl + 1
            if ls < st.skip_until:
                continue
            tag = ""
            if nl not in located or nl in flagged:
                m = _TAGGED_RX.match(buf, nl)
                tag = (m.lastgroup or "") if m else ""
            le = buf.find("\n", ls)
            le = len(buf) if le < 0 else le
            line = buf[ls : min(le, ls + _LINE_SHOWN)]
            # A parser bug must not take down the verifier: this line is skipped, counted and
            # said in the digest, and the rest of the output still counts.
            try:
                if tag:
                    _HANDLERS[tag](st, buf, ls, le, line)
                if nl in located and ls >= st.skip_until:
                    _on_located(st, buf, ls, le, line)
            except Exception:
                _unreadable(st, line)
            if st.py_mode == "failures":
                return le  # the lines after it are read by _scan_failures
            if st.xml_open:
                return max(le, st.skip_until)  # the report is read on by scan_xml
        return cut

    def _scan_failures(self, buf: str, start: int, cut: int) -> int:
        """The lines of a pytest FAILURES section from the newline at ``start``: banners,
        failure headers and ``--tb=line`` lines; every other line there is part of a failure
        and read with its header. A failure whose body holds no such line is jumped over
        whole. Returns ``cut``, or the end of the banner that ended the section."""
        st = self._state
        pos = start
        while True:
            if pos >= st.skip_until - 1:
                # a parser bug must not take down the verifier here either: the failures
                # are then read one by one below, each line guarded (and counted there if
                # it raises again: nothing is lost yet, so the bug is only logged)
                try:
                    pos = _py_sections(st, buf, pos, cut, _LOCATED_RX)
                except Exception:
                    _log.warning("summarizer: reading a pytest section raised", exc_info=True)
            m = _PY_FAILURES_RX.search(buf, max(pos, st.skip_until - 1), cut)
            if m is None:
                return cut
            ls = m.start() + 1
            le = buf.find("\n", ls)
            le = len(buf) if le < 0 else le
            line = buf[ls : min(le, ls + _LINE_SHOWN)]
            first = line[0]
            pos = le
            try:
                if first == "_":
                    pos = max(le, _py_section(st, buf, ls, le, line))
                elif first == "/":
                    _on_abs_path(st, buf, ls, le, line)
                else:
                    _on_py_banner(st, buf, ls, le, line)
                # what _scan_lines would also hand _on_located (":" and " error" pre-check)
                if (
                    (buf.find(":", ls, le) >= 0 or buf.find(" error", ls, le) >= 0)
                    and (_ERROR_WORD_RX.search(buf, ls, le) or _LINE_COL_RX.search(buf, ls, le))
                    and ls >= st.skip_until
                ):
                    _on_located(st, buf, ls, le, line)
            except Exception:
                pos = le  # a parser bug skips this line, as in _scan_lines
                _unreadable(st, line)
            if st.py_mode != "failures":
                return le

    def _report(self, exit_code: int | None) -> list[VerificationError]:
        found = self._errors(exit_code)
        st = self._state
        if st.unreadable and (found or exit_code not in (None, 0)):
            # what a parser bug skipped is said, not silently lost: the line shows the agent
            # what was there, and the count tells an operator something is wrong
            n = st.unreadable
            label = found[0].type if found else _label(None, self._kind)
            what = f"{n} line{'s' if n > 1 else ''} of this output could not be read"
            first = _shorten(_clean(st.unreadable_first), 160)
            found.append(VerificationError(type=label, summary=f"{what}; the first: {first}"))
        return found

    def _errors(self, exit_code: int | None) -> list[VerificationError]:
        st = self._state
        # findings kept aside until the output's end said whether they count
        node_flush(st)
        ava_flush(st)
        aside = warnings_flush(st)
        py_cut_messages(st)
        py_named_ids(st)
        if self._roots:
            st.relativize(self._roots)
            self._tail = strip_roots(self._tail, self._roots)
        go_places(st)
        go_build_packages(st)
        go_test_packages(st)
        self._passed = passed_summary(st, self._tail) or lint_passed(self._tail, st.cargo_warned)
        cargo_warned_total(st)
        if st.groups or st.overflow:
            gates = coverage_gates(st)
            if gates:
                st.total("coverage", gates, whole=coverage_gates(st, whole=True))
            return self._with_warnings(self._tier_one(), [*aside, *st.py_warnings])
        if exit_code is not None and exit_code != 0:
            passed, why = gate_reasons(st, self._tail)
            if passed:
                label = _label("test", self._kind)
                head = f"no test failed, yet the command exited {exit_code}: {passed}"
                return [
                    VerificationError(type=label, summary=_shorten(head, 300)),
                    *(
                        VerificationError(type=label, summary=_shorten(f"why: {w}", 300))
                        for w in why
                    ),
                ]
        if exit_code != 0:
            said = {_clean(f.message or f.head) for f in st.fallback}
            generic = [g for g in self._generic_found() if _clean(g.head) not in said]
            found = [*st.fallback, *generic]
            if found:
                extra: dict[str, int] = {_label(None, self._kind): st.fallback_extra}
                return _rank(found, self._kind, extra=extra)
        if exit_code is None or exit_code == 0:
            if exit_code == 0 and aside and not st.fallback:
                # a pass with warnings (clippy's, eslint's): said as a pass, the warnings
                # listed under it as errors would be
                # (compared with a baseline and counted for the next one already)
                st.baseline = st.seen = None
                for warning, cause in aside:
                    st.add(warning, cause)
                if self._roots:
                    st.relativize(self._roots)  # (they were kept aside when it ran)
                for tool in {*st.warnings_more, *(k[0] for k in st.warnings_past)}:
                    count_past_warnings(st, tool)
                # (a count the pass already says is not said again)
                self._warned = [
                    e
                    for e in self._tier_one()
                    if not (
                        e.summary.startswith(_TOTALS_PREFIX)
                        and e.summary.partition("): ")[2] in self._passed
                    )
                ]
            return []
        return [
            VerificationError(type=_label(None, self._kind), summary=self._last_lines(exit_code))
        ]

    def _tier_one(self) -> list[VerificationError]:
        st = self._state
        groups = [g for g in st.groups.values() if g.members]
        overflow: dict[str, int] = {}
        for (natural, tool), n in st.overflow.items():
            label = _label(natural, self._kind, tool)
            overflow[label] = overflow.get(label, 0) + n
        # a tool's totals go under the label that holds most of its errors (on a tie, the
        # later one: a compile error in a test run does not make the run's count a build fact)
        totals: dict[str, list[str]] = {}
        for tool, line in st.totals.items():
            weight = dict.fromkeys(_LABELS, 0)
            for g in groups:
                if g.first.tool == tool:
                    weight[_label(g.first.natural, self._kind, tool)] += g.count
            if tool == "coverage":
                # a coverage gate fails a test run
                weight["test"] = 1
            if any(weight.values()):
                label = max(reversed(_LABELS), key=lambda lb: weight[lb])
                totals.setdefault(label, []).append(f"{_TOTALS_PREFIX}{tool}): {line}")
        # (what the count lines take of the digest, so that the listed lines leave room)
        taken = sum(len(t) + len(lb) + 4 for lb, ts in totals.items() for t in ts)
        # (and what the fullest of them would add: room the roomier lines leave them)
        fuller = sum(
            max((len(w) - len(st.totals[tool]) for w in st.totals_whole.get(tool, ())), default=0)
            for tool in st.totals
        )
        ranked = _rank_groups(groups, self._kind, extra=overflow, reserve=taken, fuller=fuller)
        # a count line said whole where the digest has room for it
        room = DIGEST_CAP - taken - sum(len(e.summary) + len(e.type) + 4 for e in ranked)
        for lines in totals.values():
            for i, text in enumerate(lines):
                tool = text[len(_TOTALS_PREFIX) :].partition("): ")[0]
                for whole in st.totals_whole.get(tool, ()):
                    if len(whole) - len(st.totals[tool]) <= room:
                        room -= len(whole) - len(st.totals[tool])
                        lines[i] = f"{_TOTALS_PREFIX}{tool}): {whole}"
                        break
        out: list[VerificationError] = []
        for label in _LABELS:
            out.extend(e for e in ranked if e.type == label)
            out.extend(VerificationError(type=label, summary=t) for t in totals.get(label, []))
        return out

    def _with_warnings(
        self, errors: list[VerificationError], aside: list[tuple[_Found, tuple[str, ...]]]
    ) -> list[VerificationError]:
        """A failure's errors, then the warnings another tool printed beside them (rustc's
        in a failed ``cargo test``: an unused variable is often where the change went
        wrong), as far as the digest has room for them whole: after the last label's
        lines, so that a digest short of room drops them first."""
        if not aside or not errors or any(_counted(e) for e in errors):
            # (failures counted, not told: what room there is is theirs)
            return errors
        warned = _State()
        for found, cause in aside:
            warned.add(found, cause)
        if self._roots:
            warned.relativize(self._roots)
        groups = [g for g in warned.groups.values() if g.members]
        label = errors[-1].type
        # (before the last label's "+N more" and count lines, where the digest says them)
        end = len(errors)
        while end and errors[end - 1].type == label and _TALLY_RX.match(errors[end - 1].summary):
            end -= 1
        out, after = list(errors[:end]), errors[end:]
        # (the digest's lines as they are, none narrowed or dropped to fit: each warning's
        # line added whole)
        size = sum(len(f"[{e.type}] {e.summary}\n") for e in errors)
        if size > DIGEST_CAP - _HISTORY_ROOM - _WARNED_MIN:
            return errors
        # (ranked for the room the failures leave; a line that does not fit is left out, a
        # shorter one after it may fit)
        for e in _rank_groups(groups, self._kind, extra={}, reserve=size + _HISTORY_ROOM):
            more = len(f"[{label}] {e.summary}\n")
            if _TALLY_RX.match(e.summary) or size + more > DIGEST_CAP - _HISTORY_ROOM:
                continue
            size += more
            out.append(VerificationError(type=label, summary=e.summary))
        return [*out, *after]

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


def _counted(e: VerificationError) -> bool:
    """A ``+N more`` line: errors counted, not told."""
    m = _TALLY_RX.match(e.summary)
    return bool(m and m.group(1))


_log = logging.getLogger(__name__)


def _unreadable(st: _State, line: str) -> None:
    """A line a parser raised on: counted, the first kept, the bug logged once."""
    st.unreadable += 1
    if st.unreadable == 1:
        st.unreadable_first = line[:_LINE_SHOWN]
        _log.warning("summarizer: a parser raised on %r", line[:200], exc_info=True)


def _roots(root: str | os.PathLike[str] | None) -> tuple[str, ...]:
    """``root`` as the prefixes a tool may print it with (as given, and resolved), each
    ending in ``/``; ``()`` for none or ``/``."""
    if root is None:
        return ()
    given = os.path.abspath(os.fspath(root))
    prefixes = {given, os.path.realpath(given)}
    return tuple(sorted((p.rstrip("/") + "/" for p in prefixes if p.strip("/")), key=len))[::-1]


# --------------------------------------------------------------------------- public API


def summarize(
    text: str,
    *,
    kind: Kind = "auto",
    exit_code: int | None = None,
    root: str | os.PathLike[str] | None = None,
    baseline: Baseline | None = None,
    changes: Changes | None = None,
) -> list[VerificationError]:
    """Errors found in one complete output.

    Args:
        text: Everything the verifier printed (stdout and stderr together).
        kind: The verifier's kind; ``auto`` labels errors by the tool that printed them.
        exit_code: The command's exit code, ``None`` if unknown.
        root: The directory the command ran in (see :class:`StreamSummarizer`).
        baseline: The previous output's errors (see :class:`StreamSummarizer`).
        changes: The lines the change touched (see :class:`StreamSummarizer`).

    Returns:
        Errors, most actionable first; ``[]`` when nothing failed.
    """
    summarizer = StreamSummarizer(kind=kind, root=root, baseline=baseline, changes=changes)
    summarizer.feed_text(text)
    return summarizer.finish(exit_code=exit_code)


def summarize_file(
    path: str | os.PathLike[str],
    *,
    kind: Kind = "auto",
    exit_code: int | None = None,
    chunk_size: int = CHUNK_SIZE,
    root: str | os.PathLike[str] | None = None,
    baseline: Baseline | None = None,
    changes: Changes | None = None,
) -> list[VerificationError]:
    """Errors found in a saved output, streamed through :class:`StreamSummarizer`.

    Args:
        path: The output file (any bytes).
        kind: The verifier's kind; ``auto`` labels errors by the tool that printed them.
        exit_code: The command's exit code, ``None`` if unknown.
        chunk_size: Bytes read and scanned at a time.
        root: The directory the command ran in (see :class:`StreamSummarizer`).
        baseline: The previous output's errors (see :class:`StreamSummarizer`).
        changes: The lines the change touched (see :class:`StreamSummarizer`).
    """
    summarizer = StreamSummarizer(
        kind=kind, chunk_size=chunk_size, root=root, baseline=baseline, changes=changes
    )
    with open(path, "rb") as f:
        while chunk := f.read(max(1, chunk_size)):
            summarizer.feed(chunk)
    return summarizer.finish(exit_code=exit_code)
