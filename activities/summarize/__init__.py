"""Turn a verifier's raw output into a few one-line errors, and the digest the next session sees.

Pure functions over text: only the standard library and ``contract.models`` are imported,
so ``greenloop summarize`` starts fast and the workflow sandbox can pass this package
through. The package: ``engine`` (the streaming scan), ``rank`` (labels, order, the ``+N more``
line), one module per tool family (``python``, ``javascript``, ``tap``, ``lint``, ``rust``,
``go``, ``fmt``, ``generic``), ``changes`` (the lines a change touched), ``outcome`` (what passed, and why a run without failures failed), their
shared ``base``, and ``digest`` (the format the workflow imports). Adding a tool is adding
a parser module, its tag in ``engine``, and its fixtures.

What is recognised (auto-detected from the output itself; every parser runs on every output,
each keyed on lines only its tool prints):

- pytest: ``= FAILURES =`` / ``= ERRORS =`` sections (``___ name ___`` blocks: the ``E`` lines
  and the crash line ``path:N: ExcType``, the first one of a chained exception), ``--tb=line``
  lines, collection errors, doctests, subtests, the short summary info (which supplies full,
  parametrized test ids, ``SUBFAILED`` included) and the ``N failed, M passed`` line;
- ``python -m unittest``: ``FAIL:`` / ``ERROR:`` blocks (``subTest`` parameters too) with their
  tracebacks, ``FAILED (...)``;
- mypy and C compilers (``file:line[:col]: error: msg  [code]``), pyright
  (``file:l:c - error: msg`` plus its ``(reportRule)`` line), tsc (``file(l,c): error TSnnnn``
  and the ``--pretty`` form);
- ruff (full format: ``CODE message`` then `` --> file:l:c``), flake8 / ruff concise
  (``file:l:c: CODE msg``), eslint (file header line, then ``l:c  error  msg  rule``, shown
  as ``file:l:c error msg rule``; its ``unix`` and ``compact`` formats too), biome (``file:l:c
  lint/group/rule`` with its mark and message under it), oxlint (``! rule: msg`` over
  ``,-[file:l:c]``), esbuild (``✘ [ERROR] msg`` over its place and source line);
- jest (``FAIL file``, ``● title`` blocks, ``Tests:``), vitest (`` FAIL  file > a > b``
  blocks, their first frame, which is where the error was thrown), mocha (``N failing``
  then ``N) title:`` blocks); TAP (``not ok N desc`` with its YAML block, AVA's ``values``,
  tape's ``# test`` names, node's ``# Subtest:`` suites, ``# tests / # pass / # fail /
  # cancelled``); a node process ended by an uncaught exception
  (``/path/file.js:N``, the source line, ``TypeError: ...``);
- cargo / rustc (``error[E0308]: msg`` then ``--> file:l:c``, ``could not compile``), cargo test
  (``---- name stdout ----`` with ``panicked at``, quickcheck's shrunk case, every ``test
  result:`` summed, the targets that failed);
- go build / vet (``file.go:l:c: msg``), go test (``--- FAIL: Test``, the log a ``-v`` run
  prints under ``=== RUN`` or ``=== CONT``, an example's ``got:``/``want:``, ``FAIL\tpkg``,
  panics), gotestsum (its ``DONE`` count);
- outputs written one record a line are read as the tool's plain lines when the output's
  first 16 KB hold such records: ``go test -json`` events, ``mypy -O json``, GitHub Actions
  annotations (``::error file=...,line=...::message``, as ``ruff --output-format github``
  prints them), pyright's, pylint's and ruff's JSON, ``cargo --message-format=json``;
- coverage thresholds not met (c8/nyc, jest, coverage.py, pytest-cov), in the totals beside
  failing tests;
- as a fallback, used only when none of the above found anything: Python tracebacks,
  ``error: ...`` lines, and lines that say error/FAIL (with their ``file:line`` when present).
  A failing command (non-zero exit) with nothing recognisable still yields one honest error
  carrying its last lines, unless the test tools said every test passed: then the error says
  so, what passed, and why the command failed (coverage gates and the files lacking
  coverage, thresholds, open handles; module ``outcome``).

A passing run has no errors; :attr:`StreamSummarizer.passed` then says what passed
(``pytest: 4 passed in 0.1s``, the go packages that were ok), and :func:`format_result`
prints it the way ``greenloop summarize`` does.

How errors are labelled (``VerificationError.type``): every error has the *natural* kind of
the tool that printed it: ``build`` for compilers and type checkers (tsc, rustc, go build,
C compilers, mypy, pyright, ruff's ``invalid-syntax``, and a Python ``SyntaxError`` met while
importing tests), ``test`` for test runners, ``lint`` for linters (including rustc/clippy
lints denied with ``-D``); fallback findings have none.

- A ``build`` error is labelled ``build`` whatever the verifier's kind: a compile or type
  error in a test verifier's output is the most actionable thing in it. The type checkers
  (mypy, pyright, tsc) are the exception in a ``lint`` verifier: there they are the linter.
- Otherwise the verifier's kind wins (``build``, ``test`` or ``lint``), except that with
  ``auto`` or ``custom`` the natural kind is used; findings with no natural kind are then
  ``custom``.
- go build and go vet print the same ``file.go:l:c: msg`` lines: in a ``lint`` verifier they
  are go vet's and labelled ``lint``, elsewhere ``build``.

Exit codes: ``0`` with nothing recognised is a pass (``[]``), and the fallback findings are
ignored then; a non-zero exit with nothing recognised yields one error with the last lines of
output; ``None`` (unknown) reports whatever was found.

Distinct failures are never folded into a count (module ``rank``): findings with one cause
(the same exception at the same place for tests, the same code or rule for compilers and
linters) form a group, which lists its test ids on one line (with room left, each test that
failed with other values on a line of its own, with them), or its places after the first
(``; also at b.py:7:1``). Lines are chosen so that every cause, code and file is named before
any repeats (codes that say the code cannot run, F821 and its kin, first, a few places each
on a line of its own), codes that say
something is wrong before style and annotation codes, places outside tests first, within a
budget per label; the rest is counted in one ``+N more in K files (CODE xN, ...)`` line,
then a ``totals (tool): ...`` line quotes the tool's own count.
With a :class:`Baseline` (the previous output of the same command: a verifier passes its
previous attempt's log), errors it did not have are listed before all others; so are errors
at the lines a :class:`Changes` names (what the run changed: a verifier passes the diff of
its snapshots, from the first attempt on).
Labels come in the order build, test, lint, custom: most actionable first. ``format_digest``
keeps that order and, short of room, counts the lines it drops into the same ``+N more``.

Output of any size is scanned in large chunks with compiled regular expressions; only the
lines they flag reach Python code, and parsers look ahead a bounded window after a flagged
line, so memory stays flat however long the output is.
"""

from activities.summarize.base import (
    CHUNK_SIZE,
    DIGEST_CAP,
    MAX_PER_KIND,
    SUMMARY_MAX,
    TOTALS_MAX,
    Kind,
)
from activities.summarize.changes import Changes
from activities.summarize.digest import (
    distill,
    format_attempt_line,
    format_digest,
    format_result,
)
from activities.summarize.engine import Baseline, StreamSummarizer, summarize, summarize_file

__all__ = [
    "CHUNK_SIZE",
    "DIGEST_CAP",
    "MAX_PER_KIND",
    "SUMMARY_MAX",
    "TOTALS_MAX",
    "Baseline",
    "Changes",
    "Kind",
    "StreamSummarizer",
    "distill",
    "format_attempt_line",
    "format_digest",
    "format_result",
    "summarize",
    "summarize_file",
]
