"""The shortcuts through a pytest FAILURES section give what reading it line by line gives.

``_scan_failures`` hands failures back to back to ``python._py_sections``, which cuts a
window into failures with one expression and counts each distinct one once
(``_py_failure_run``), or checks them one by one (``_py_failures_one_by_one``). Each test
here summarizes the same output three ways (as shipped; without the windows; without either
shortcut, so every header goes through ``_on_py_section``) and wants the same digest.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from activities.summarize import StreamSummarizer, engine, format_digest, python
from activities.summarize.base import _PEEK

FIXTURES = Path(__file__).parent / "fixtures" / "tool-output"
PYTEST_FIXTURES = sorted(
    p for p in FIXTURES.glob("*.txt") if "pytest" in p.name or p.name.startswith("real-py")
)
MODES = ("shipped", "one_by_one", "line_by_line")


@contextmanager
def _mode(mode: str) -> Iterator[None]:
    with pytest.MonkeyPatch.context() as mp:
        if mode == "one_by_one":
            mp.setattr(python, "_py_failure_run", lambda st, buf, pos, *a: (pos, False))
        elif mode == "line_by_line":
            mp.setattr(engine, "_py_sections", lambda st, buf, pos, *a: pos)
        yield


def _digest(text: str, mode: str, chunk_size: int) -> tuple[str, str]:
    with _mode(mode):
        s = StreamSummarizer(kind="auto", chunk_size=chunk_size)
        s.feed(text.encode())
        errors = s.finish(exit_code=1)
    return format_digest(errors), s.passed


def _same_every_way(text: str, chunk_size: int = 1024 * 1024) -> str:
    digests = {mode: _digest(text, mode, chunk_size) for mode in MODES}
    assert digests["shipped"] == digests["line_by_line"]
    assert digests["one_by_one"] == digests["line_by_line"]
    return digests["shipped"][0]


def _failures_section(text: str) -> tuple[str, str, str]:
    """(head up to and with the FAILURES banner line, the failures, the rest)."""
    head, rest = text.split("= FAILURES =", 1)
    banner_end = rest.index("\n") + 1
    head, rest = head + "= FAILURES =" + rest[:banner_end], rest[banner_end:]
    end = rest.index(" short test summary info ")
    end = rest.rindex("\n", 0, end) + 1
    return head, rest[:end], rest[end:]


@pytest.mark.parametrize("path", PYTEST_FIXTURES, ids=lambda p: p.name)
def test_recorded_pytest_outputs(path: Path) -> None:
    _same_every_way(path.read_text(errors="replace"))


@pytest.mark.parametrize("chunk_size", [4096, 65_536, 1024 * 1024])
def test_failure_dense_output_read_in_chunks(chunk_size: int) -> None:
    head, failures, tail = _failures_section((FIXTURES / "pytest-huge.txt").read_text())
    text = head + failures * 25 + tail
    digest = _same_every_way(text, chunk_size)
    # 320 failures 25 times over, at one place: counted, not lost
    assert "x7" in digest or "more" in digest
    assert "tests/test_money.py:15" in digest


# The kinds of failure a FAILURES section holds, including every case that stops the
# shortcuts: a line starting "/" in a body, a header the located patterns flag, a header-like
# line that is no header, a body past the window, a go test banner, an empty body.
BODY = "\n\n    def test_x():\n>       assert f() == 2\nE       assert 1 == 2\n\ntests/t.py:{n}: AssertionError"
BLOCKS = [
    "\n" + "_" * 20 + " test_a[{n}] " + "_" * 20 + BODY,
    "\n" + "_" * 20 + " test_b[{n}] " + "_" * 20 + BODY.replace("assert 1 == 2", "KeyError: 'k'"),
    "\n" + "_" * 5 + " test_c " + "_" * 5 + "\n/usr/lib/python3/x.py:3: in f\nE   ValueError: v",
    "\n" + "_" * 5 + " test_d[a:1:2: b] " + "_" * 5 + BODY,
    "\n" + "_" * 5 + " test_e error: x " + "_" * 5 + BODY,
    "\n" + "_" * 5 + " not a header" + BODY,
    "\n" + "_" * 5 + " test_f " + "_" * 5 + "\n" + "captured line\n" * (_PEEK // 14 + 10),
    "\n" + "_" * 5 + " test_g " + "_" * 5,
    "\n=== RUN   TestGo\n    go_test.go:{n}: boom",
    "\n" + "_" * 5 + " ERROR at setup of test_h[{n}] " + "_" * 5 + BODY,
    "\n" + "_" * 3 + " test_i " + "_" * 3 + "  \n_ _ _ _ _ _ _ _\n" + BODY,
    "\n/abs/path/t.py:7: AssertionError: tb line",
    # what reading line by line also hands _on_located: a mypy-like line in a header
    "\n" + "_" * 5 + " src/m.py:3:4: error: Incompatible types  [assignment] " + "_" * 5 + BODY,
    # the exception past the window the header's reader looks through
    "\n"
    + "_" * 5
    + " test_j "
    + "_" * 5
    + "\n    x = 1\n" * (_PEEK // 10)
    + "E   ValueError: late",
    # a header longer than a line is read
    "\n" + "_" * 5 + " test_k" + "x" * 5000 + " " + "_" * 5 + BODY,
]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    picks=st.lists(
        st.tuples(st.integers(0, len(BLOCKS) - 1), st.integers(1, 4), st.integers(0, 3)),
        min_size=1,
        max_size=40,
    ),
    chunk_size=st.sampled_from([512, 4096, 1024 * 1024]),
)
def test_random_failures_sections(picks: list[tuple[int, int, int]], chunk_size: int) -> None:
    parts = ["= test session starts =\nrootdir: /abs/path\n\n" + "=" * 10 + " FAILURES " + "=" * 10]
    for block, repeat, n in picks:
        parts.extend([BLOCKS[block].replace("{n}", str(n))] * repeat)
    parts.append("\n" + "=" * 5 + " short test summary info " + "=" * 5)
    parts.append("\nFAILED tests/t.py::test_a[1] - assert 1 == 2\n== 3 failed in 0.1s ==\n")
    _same_every_way("".join(parts), chunk_size)


@pytest.mark.parametrize("special", range(len(BLOCKS)))
def test_each_kind_of_failure_amid_a_long_run(special: int) -> None:
    # hundreds of failures before it, so that the windows have grown past any one failure
    many = "".join(BLOCKS[i % 2].replace("{n}", str(i % 7)) for i in range(600))
    text = (
        "=" * 10
        + " FAILURES "
        + "=" * 10
        + many
        + BLOCKS[special].replace("{n}", "9")
        + many
        + "\n"
        + "=" * 5
        + " short test summary info "
        + "=" * 5
        + "\n== 1201 failed in 1s ==\n"
    )
    _same_every_way(text)
