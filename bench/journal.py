"""What syncing the session journal costs per entry.

The journal syncs (``fdatasync``) each entry that records a completed model turn or tool
result, so a power loss cannot make greenloop pay for a turn again or re-run a tool. This
appends typical entries (2 KB of model content) through ``activities.journal.Journal``,
once as it does (durable kinds synced) and once with only a flush, on the filesystem of
``--dir`` (put it where GREENLOOP_HOME lives), and prints milliseconds per entry.

    .venv/bin/python bench/journal.py [--dir /var/tmp] [--entries 300]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from activities import journal


def _time(path: Path, entries: int, kind: str) -> float:
    j = journal.Journal(path)
    entry: dict[str, Any] = {"e": kind, "content": [{"type": "text", "text": "x" * 2000}]}
    t0 = time.perf_counter()
    for _ in range(entries):
        j.append(entry)
    j.close()
    return (time.perf_counter() - t0) / entries * 1000


def main(directory: Path, entries: int, rounds: int) -> None:
    synced, flushed = [], []
    with tempfile.TemporaryDirectory(dir=directory) as tmp:
        for n in range(rounds):  # alternate, so drift hits both alike
            synced.append(_time(Path(tmp, f"s{n}.jsonl"), entries, "response"))
            flushed.append(_time(Path(tmp, f"f{n}.jsonl"), entries, "tool_start"))
    print(f"journal entries of 2 KB on {directory} ({rounds} rounds of {entries}), ms per entry")
    print(f"synced (response, tool_result): median {statistics.median(synced):.3f}")
    print(f"flushed only (tool_start):      median {statistics.median(flushed):.3f}")


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--dir", type=Path, default=Path("/var/tmp"))
    p.add_argument("--entries", type=int, default=300)
    p.add_argument("--rounds", type=int, default=5)
    a = p.parse_args()
    main(a.dir, a.entries, a.rounds)
