"""Benchmark: the summarizer on output shaped to be slow to read, as the agent's code may print.

Run from the project root::

    .venv/bin/python bench/hostile.py              # each shape at 1 MB and 2 MB
    .venv/bin/python bench/hostile.py --mb 4

A verifier's output is whatever the code under test prints, so the readers must stay linear
on lines shaped like a report that never closes: XML elements whose quotes never end, JUnit
failures never closed, mocha json's "stats" headers and failures, eslint's and jest's JSON
lines; and, when no format matched, on the fallback's error lines: long words, and one line
printed again and again. For each shape it prints the seconds per MB at N and 2N MB and
their ratio (about 2 is linear; 4 would be quadratic).
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from activities.summarize import StreamSummarizer

SHAPES: dict[str, Callable[[int], str]] = {
    "xml quotes never closed": lambda n: (
        '<?xml version="1.0"?><testsuites>' + '<testcase name="a" x="' * (n // 22)
    ),
    "junit failures never closed": lambda n: (
        "<testsuite>\n" + '<testcase name="t">\n<failure message="m">' * (n // 41)
    ),
    "mocha json stats headers": lambda n: "{\n" + '  "stats": {\n    "tests": 1,\n' * (n // 29),
    "mocha json failure entries": lambda n: '{\n  "failures": [\n' + "    {\n" * (n // 6),
    "mocha json entries unclosed": lambda n: (
        '{\n  "failures": [\n' + ("    {\n" + '      "message": "m",\n' * 40) * (n // 926)
    ),
    "eslint json lines": lambda n: (
        (
            '[{"filePath":"a.js","messages":[{"ruleId":"r","severity":2,"message":"m",'
            '"line":1,"column":1}]}]\n'
        )
        * (n // 97)
    ),
    "jest json lines": lambda n: (
        (
            '{"numFailedTestSuites":1,"numFailedTests":1,"testResults":[{"name":"a.test.js",'
            '"assertionResults":[{"fullName":"t","status":"failed","failureMessages":["E"]}]}]}\n'
        )
        * (n // 162)
    ),
    "tap commented under node": lambda n: "# not ok 1 x\n#   ---\n" * (n // 22),
    # rows under one file: each looks back for the file's line (tsd)
    "tsd rows under one file": lambda n: (
        "  types/test.ts:3:30\n" + "  \u2716  3:30  Type 1 is not assignable.\n" * (n // 42)
    ),
    "vows failures, no suite": lambda n: "    \u2717 t \n        \u00bb expected 1, \n" * (n // 36),
    # no tool's format: the fallback reads error lines, each once however often it repeats
    "error lines, a long word each": lambda n: ("error " + "a" * 4000 + "\n") * (n // 4007),
    "one loud line again and again": lambda n: ("E   error: x" * 100 + "\n") * (n // 1201),
}


def seconds(text: str) -> float:
    start = time.perf_counter()
    summarizer = StreamSummarizer(kind="test")
    summarizer.feed(text.encode())
    summarizer.finish(exit_code=1)
    return time.perf_counter() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=int, default=1, help="the smaller size, in MB")
    args = parser.parse_args()
    size = args.mb * 1024 * 1024
    print(f"{'shape':<30} {'s/MB at N':>10} {'s/MB at 2N':>11} {'ratio 2N/N':>11}")
    worst = 0.0
    for name, make in SHAPES.items():
        small, large = seconds(make(size)), seconds(make(2 * size))
        ratio = large / small if small else 0.0
        worst = max(worst, ratio)
        print(f"{name:<30} {small / args.mb:>10.3f} {large / (2 * args.mb):>11.3f} {ratio:>11.2f}")
    print(f"worst ratio: {worst:.2f} (about 2 is linear)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
