"""Turn a verifier's raw output into a few one-line errors, and the digest the next session sees.

Pure functions over text: only the standard library and ``contract.models`` are imported,
so ``greenloop summarize`` starts fast and the workflow sandbox can pass this package
through. The package: ``engine`` (the streaming scan, ranking, labels), one module per
tool family (``python``, ``javascript``, ``lint``, ``rust``, ``go``, ``generic``), their
shared ``base``, and ``digest`` (the format the workflow imports). Adding a tool is adding
a parser module, its tag in ``engine``, and its fixtures.

What is recognised (auto-detected from the output itself; every parser runs on every output,
each keyed on lines only its tool prints):

- pytest: ``= FAILURES =`` / ``= ERRORS =`` sections (``___ name ___`` blocks: the ``E`` lines
  and the crash line ``path:N: ExcType``), collection errors, the short test summary info
  (which supplies full, parametrized test ids) and the ``N failed, M passed`` line;
- ``python -m unittest``: ``FAIL:`` / ``ERROR:`` blocks with their tracebacks, ``FAILED (...)``;
- mypy and C compilers (``file:line[:col]: error: msg  [code]``), pyright
  (``file:l:c - error: msg`` plus its ``(reportRule)`` line), tsc (``file(l,c): error TSnnnn``
  and the ``--pretty`` form);
- ruff (full format: ``CODE message`` then `` --> file:l:c``), flake8 / ruff concise
  (``file:l:c: CODE msg``), eslint (file header line, then ``l:c  error  msg  rule``);
- jest (``FAIL file``, ``● title`` blocks, ``Tests:``), vitest (`` FAIL  file > a > b``
  blocks with their ``file:l:c`` line, ``Tests  N failed``), mocha (``N failing`` then
  ``N) title:`` blocks);
- cargo / rustc (``error[E0308]: msg`` then ``--> file:l:c``, ``could not compile``), cargo test
  (``---- name stdout ----`` with ``panicked at``, ``test result: FAILED``);
- go build / vet (``file.go:l:c: msg``), go test (``--- FAIL: Test``, ``FAIL\\tpkg``, panics);
- as a fallback, used only when none of the above found anything: Python tracebacks,
  ``error: ...`` lines, and lines that say error/FAIL (with their ``file:line`` when present).
  A failing command (non-zero exit) with nothing recognisable still yields one honest error
  carrying its last lines.

How errors are labelled (``VerificationError.type``): every error has the *natural* kind of
the tool that printed it: ``build`` for compilers and type checkers (tsc, rustc, go build,
C compilers, mypy, pyright, ruff's ``invalid-syntax``, and a Python ``SyntaxError`` met while
importing tests), ``test`` for test runners, ``lint`` for linters (including rustc/clippy
lints denied with ``-D``); fallback findings have none.

- A ``build`` error is labelled ``build`` whatever the verifier's kind: a compile or type
  error in a test or lint verifier's output is the most actionable thing in it.
- Otherwise the verifier's kind wins (``build``, ``test`` or ``lint``), except that with
  ``auto`` or ``custom`` the natural kind is used; findings with no natural kind are then
  ``custom``.
- go build and go vet print the same ``file.go:l:c: msg`` lines: in a ``lint`` verifier they
  are go vet's and labelled ``lint``, elsewhere ``build``.

Exit codes: ``0`` with nothing recognised is a pass (``[]``), and the fallback findings are
ignored then; a non-zero exit with nothing recognised yields one error with the last lines of
output; ``None`` (unknown) reports whatever was found.

Errors with the same root cause are merged with a count: the same crash (exception type and
location) for tests, the same code or rule for compilers and linters (``TS2551 (x20)``).
Per label at most :data:`MAX_PER_KIND` are listed, the largest groups first, then one
``+N more: ...`` line naming the rest briefly and a ``totals (tool): ...`` line quoting the
tool's own count. Labels come in the order build, test, lint, custom: most actionable first.

Output of any size is scanned in large chunks with compiled regular expressions; only the
lines they flag reach Python code, and parsers look ahead a bounded window after a flagged
line, so memory stays flat however long the output is.
"""

from activities.summarize.base import CHUNK_SIZE, MAX_PER_KIND, SUMMARY_MAX, Kind
from activities.summarize.digest import (
    DIGEST_CAP,
    distill,
    format_attempt_line,
    format_digest,
    format_result,
)
from activities.summarize.engine import StreamSummarizer, summarize, summarize_file

__all__ = [
    "CHUNK_SIZE",
    "DIGEST_CAP",
    "MAX_PER_KIND",
    "SUMMARY_MAX",
    "Kind",
    "StreamSummarizer",
    "distill",
    "format_attempt_line",
    "format_digest",
    "format_result",
    "summarize",
    "summarize_file",
]
