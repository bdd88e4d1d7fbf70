"""Benchmark: ``greenloop summarize`` on a large pytest-like output vs a plain grep.

Run from the project root::

    .venv/bin/python bench/summarize.py            # 100 MB
    .venv/bin/python bench/summarize.py --mb 20
    .venv/bin/python bench/summarize.py --dense    # failure-dense: a real run's failures repeated

It writes a realistic ``pytest -v -s`` log (passing tests, printed noise that mentions
errors, logged tracebacks, a FAILURES section whose failures sit in the middle of huge captured
output, a long warnings summary, the short summary) into a temporary directory, then times
``grep -cE '^(FAILED|ERROR) |error|Error' FILE`` and the summarize command end to end (process
start-up included) and reports the ratio and the peak RSS of the summarize process, next to
the same command on a tiny input.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

GREP_PATTERN = "^(FAILED|ERROR) |error|Error"
TARGET_RATIO = 12.0
MEMORY_BUDGET_MB = 50.0

MODULES = [
    f"tests/{pkg}/test_{mod}.py"
    for pkg in ("api", "core", "io", "jobs")
    for mod in (
        "auth",
        "billing",
        "cache",
        "config",
        "errors",
        "export",
        "import",
        "retry",
        "queue",
        "render",
    )
]
WORDS = ["parse", "render", "retry", "error_handling", "timeout", "upload", "decode", "errors"]


def _progress(rng: random.Random, i: int, total: int, outcome: str = "PASSED") -> str:
    mod = rng.choice(MODULES)
    name = f"test_{rng.choice(WORDS)}_{i % 997}"
    if rng.random() < 0.3:
        name += f"[case-{rng.randint(0, 99)}-{rng.choice(['utf8', 'latin1', 'empty'])}]"
    if rng.random() < 0.2:
        name = f"TestSuite{i % 13}::{name}"
    pct = min(100, i * 100 // max(total, 1))
    line = f"{mod}::{name} {outcome}"
    return f"{line}{' ' * max(1, 75 - len(line))}[{pct:3d}%]\n"


def _noise(rng: random.Random) -> str:
    r = rng.random()
    ts = (
        f"2026-11-21 10:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d},{rng.randint(0, 999):03d}"
    )
    if r < 0.35:
        return f"{ts} INFO worker.{rng.choice(WORDS)}: processed batch {rng.randint(0, 99999)} in {rng.random():.3f}s\n"
    if r < 0.55:
        return f"{ts} WARNING client: retrying after connection error (attempt {rng.randint(1, 5)}/5)\n"
    if r < 0.65:
        return f"ERROR:jobs.runner:job {rng.randint(0, 9999)} failed: Error 503 from upstream, will retry\n"
    if r < 0.80:
        return f"  {rng.choice(MODULES)}:{rng.randint(1, 400)}: DeprecationWarning: parse_legacy() is deprecated\n"
    if r < 0.95:
        return f'{{"level": "debug", "msg": "cache miss", "key": "user:{rng.randint(0, 10**6)}", "errors": 0}}\n'
    return (
        "Traceback (most recent call last):\n"
        f'  File "/srv/app/jobs/runner.py", line {rng.randint(10, 300)}, in run\n'
        "    result = handler(payload)\n"
        "ConnectionResetError: [Errno 104] Connection reset by peer\n"
    )


FAILURE = """\
{bar} {name} {bar}

    def {func}():
        cart = make_cart(items=3)
>       assert cart.total() == {expected}
E       AssertionError: assert {got} == {expected}
E        +  where {got} = <Cart items=3>.total()

tests/core/test_billing.py:{line}: AssertionError
"""
CAPTURED = "----------------------------- Captured stdout call -----------------------------\n"
FAIL_EVERY = 5_000
"""One test in this many fails: about 40 failures in 100 MB, from 3 causes (3 crash lines)."""


def generate(path: Path, size: int, seed: int = 7) -> int:
    """Write ``size`` bytes (give or take a line) of pytest-like output; return the failures."""
    rng = random.Random(seed)
    total_tests = size // 400
    failed: list[str] = []
    with path.open("w", encoding="utf-8") as out:
        written = out.write(
            "=" * 29 + " test session starts " + "=" * 30 + "\n"
            "platform linux -- Python 3.11.7, pytest-9.2.0, pluggy-1.7.0\n"
            "rootdir: /srv/app\nconfigfile: pyproject.toml\n"
            f"collected {total_tests} items\n\n"
        )
        i = 0
        # progress lines and printed noise: the first 40%
        while written < size * 0.40:
            i += 1
            outcome = "PASSED"
            if i % FAIL_EVERY == 0:
                outcome = "FAILED"
                failed.append(f"tests/core/test_billing.py::test_total_{len(failed)}")
            chunk = _progress(rng, i, total_tests, outcome)
            for _ in range(rng.randint(0, 3)):
                chunk += _noise(rng)
            written += out.write(chunk)
        written += out.write("\n" + "=" * 35 + " FAILURES " + "=" * 35 + "\n")
        # the failures, each followed by a big captured output: the next 35%, so the
        # tracebacks sit in the middle of the file
        per_failure = int(size * 0.35 / max(1, len(failed)))
        for n, test_id in enumerate(failed):
            func = test_id.rsplit("::", 1)[1]
            got, expected = 10 * n + 7, 10 * n + 9
            written += out.write(
                FAILURE.format(
                    bar="_" * 20, name=func, func=func, got=got, expected=expected, line=40 + n % 3
                )
                + CAPTURED
            )
            done = 0
            while done < per_failure:
                done += out.write(_noise(rng))
            written += done
        written += out.write("=" * 31 + " warnings summary " + "=" * 31 + "\n")
        tail = 200 + 100 * len(failed)
        while written < size - tail:
            mod = rng.choice(MODULES)
            written += out.write(
                f"{mod}::test_{rng.choice(WORDS)}_{rng.randint(0, 999)}\n"
                f"  /srv/app/legacy/compat.py:{rng.randint(1, 300)}: DeprecationWarning: "
                "legacy_error_format() is deprecated; use format_error()\n"
                "    warnings.warn(msg, DeprecationWarning)\n\n"
            )
        out.write("-- Docs: https://docs.pytest.org/en/stable/how-to/capture-warnings.html\n")
        out.write("=" * 28 + " short test summary info " + "=" * 28 + "\n")
        for n, test_id in enumerate(failed):
            out.write(f"FAILED {test_id} - AssertionError: assert {10 * n + 7} == {10 * n + 9}\n")
        passed = i - len(failed)
        out.write(
            f"{'=' * 20} {len(failed)} failed, {passed} passed, 9120 warnings in 812.34s"
            f" {'=' * 20}\n"
        )
    return len(failed)


DENSE_SOURCE = Path(__file__).resolve().parent.parent / "tests/fixtures/tool-output/pytest-huge.txt"
"""A real pytest run: 320 failing parametrized cases of one test (~490 bytes each)."""


def generate_dense(path: Path, size: int) -> int:
    """Write ``size`` bytes of failure-dense output: the real run of ``DENSE_SOURCE``,
    its FAILURES section repeated (~200,000 failure blocks in 100 MB) between its own
    header and its short summary; return the failure blocks written."""
    text = DENSE_SOURCE.read_text()
    head, rest = text.split("= FAILURES =", 1)
    head += "= FAILURES =" + rest.split("\n", 1)[0] + "\n"
    rest = rest.split("\n", 1)[1]
    # the short summary's own line starts the tail
    blocks_end = rest.rindex("\n", 0, rest.index(" short test summary info ")) + 1
    blocks, summary = rest[:blocks_end], rest[blocks_end:]
    per = blocks.count("\n_____") + 1
    n = 0
    with path.open("w", encoding="utf-8") as out:
        written = out.write(head)
        while written < size - len(summary):
            written += out.write(blocks)
            n += per
        out.write(summary)
    return n


def _summarize_cmd(file: Path) -> tuple[list[str], str]:
    if importlib.util.find_spec("greenloop.cli") is None:
        code = (
            "import sys; from activities.summarize import summarize_file, format_digest; "
            "print(format_digest(summarize_file(sys.argv[1], kind='auto', exit_code=1)))"
        )
        return [sys.executable, "-c", code, str(file)], "fallback (greenloop.cli not importable)"
    return [sys.executable, "-m", "greenloop.cli", "summarize", str(file)], "greenloop summarize"


def _run(cmd: list[str]) -> tuple[float, float, str]:
    """Wall time (s), peak RSS (MB) and stdout of one command."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    out = proc.stdout.read() if proc.stdout else b""
    err = proc.stderr.read() if proc.stderr else b""
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{cmd[:4]} failed ({proc.returncode}): {err.decode(errors='replace')}")
    return elapsed, usage.ru_maxrss / 1024, out.decode(errors="replace")


def _best(cmd: list[str], repeat: int) -> tuple[float, float, str]:
    runs = [_run(cmd) for _ in range(repeat)]
    return min(r[0] for r in runs), max(r[1] for r in runs), runs[0][2]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=100.0, help="size of the generated output")
    parser.add_argument("--repeat", type=int, default=3, help="runs per command; best is kept")
    parser.add_argument("--keep", action="store_true", help="keep the generated file")
    parser.add_argument(
        "--dense",
        action="store_true",
        help="failure-dense output: a real pytest run's 320 failures repeated to the size",
    )
    args = parser.parse_args()

    tmp = Path(tempfile.mkdtemp(prefix="greenloop-bench-"))
    try:
        big = tmp / "pytest-output.txt"
        tiny = tmp / "tiny.txt"
        make = generate_dense if args.dense else generate
        failures = make(big, int(args.mb * 1e6))
        tiny.write_text("FAILED tests/test_a.py::test_x - AssertionError: assert 1 == 2\n")
        size_mb = big.stat().st_size / 1e6
        grep = shutil.which("grep") or "grep"

        cmd, how = _summarize_cmd(big)
        grep_s, _, grep_out = _best([grep, "-cE", GREP_PATTERN, str(big)], args.repeat)
        sum_s, sum_rss, digest = _best(cmd, args.repeat)
        tiny_s, tiny_rss, _ = _best(_summarize_cmd(tiny)[0], args.repeat)

        ratio = sum_s / grep_s
        where = "back to back" if args.dense else "in the middle"
        print(f"file:            {big} ({size_mb:.1f} MB, {failures} failures {where})")
        print(f"command:         {how}")
        print(f"grep -cE:        {grep_s:.3f} s ({grep_out.strip()} matching lines)")
        print(f"summarize:       {sum_s:.3f} s  (tiny input: {tiny_s:.3f} s)")
        print(f"ratio:           {ratio:.1f}x grep (target <= {TARGET_RATIO:.0f}x)")
        print(
            f"peak RSS:        {sum_rss:.1f} MB on {size_mb:.0f} MB, {tiny_rss:.1f} MB on a tiny input "
            f"(+{sum_rss - tiny_rss:.1f} MB; budget +{MEMORY_BUDGET_MB:.0f} MB)"
        )
        print("digest:")
        print("  " + digest.strip().replace("\n", "\n  "))
        ok = ratio <= TARGET_RATIO and sum_rss - tiny_rss <= MEMORY_BUDGET_MB
        print("result:          " + ("within targets" if ok else "OUTSIDE TARGETS"))
        return 0 if ok else 1
    finally:
        if args.keep:
            print(f"kept {tmp}")
        else:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
