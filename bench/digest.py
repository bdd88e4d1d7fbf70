"""Benchmark: how many of the facts a developer needs survive into the digest.

Run from the project root::

    .venv/bin/python bench/digest.py                  # this checkout's summarizer
    .venv/bin/python bench/digest.py --impl DIR       # another copy's (DIR holds activities/)
    .venv/bin/python bench/digest.py --verbose        # also list every fact that was lost
    .venv/bin/python bench/digest.py --corpus DIR     # another folder of recordings instead

Every recorded output in ``tests/fixtures/tool-output``, ``tool-output-own`` and
``tool-output-heldout`` (recorded blind, its README says how) has a sidecar ``NAME.txt.json`` whose ``must_mention`` lists the facts a developer needs to
act (test ids, ``file:line``, error codes, exception types, totals). Each output is turned
into exactly what ``greenloop summarize --kind KIND --exit-code N`` prints, and a fact counts
as kept when it occurs verbatim in that text. Two naive digests of the same size are measured
beside it: the first 2,000 characters of the output and the last 2,000.

Printed: retention per tool family, overall, and on the large outputs (>= 100 KB), plus the
longest digest (the cap is 2,000 characters). These figures are the output alone. Outputs
whose sidecar names a ``baseline`` (the command's output before the change) or ``changes``
(the hunk headers of the change's diff) are also measured with them, as a verifier has them
(``--baseline``, ``--changes``): the changes from the first attempt on, the baseline from the
second.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
CORPORA = [
    ROOT / "tests/fixtures/tool-output",
    ROOT / "tests/fixtures/tool-output-own",
    ROOT / "tests/fixtures/tool-output-heldout",
]
CAP = 2000
LARGE = 100 * 1024

FAMILIES = {
    "python tests": ("pytest", "unittest", "python", "pip", "coverage"),
    "python types/lint": ("mypy", "pyright", "ruff", "flake8", "pylint", "black", "isort"),
    "js tests": (
        *("jest", "vitest", "mocha", "tape", "node", "ava", "borp", "c8", "nyc"),
        *("npm", "jake", "vows", "tstyche"),
    ),
    "js build/lint": ("tsc", "eslint", "prettier", "biome", "oxlint", "esbuild"),
    "rust": ("cargo", "rustfmt"),
    "go": ("go", "gofmt", "gotestsum", "staticcheck"),
}


def family(tool: str) -> str:
    """The tool family a sidecar's ``tool`` belongs to: its first word decides, read up to a
    dash or plus (``cargo-test``, ``go-staticcheck`` and ``nyc+tape`` name their runner first)."""
    first = re.split(r"[\s+-]", tool.strip(), maxsplit=1)[0].lower()
    for name, tools in FAMILIES.items():
        if first in tools:
            return name
    return "other"


def kept(fact: str, digest: str, cwd: str | None) -> bool:
    """Whether the digest states ``fact``: verbatim, or for a path under the directory the
    command ran in, relative to it (as the verifier shows it)."""
    if fact in digest:
        return True
    prefix = f"{cwd.rstrip('/')}/" if cwd else ""
    return bool(prefix) and prefix in fact and fact.replace(prefix, "") in digest


def load_digest(
    impl: Path | None,
) -> Callable[[bytes, str, int, str | None, Path | None, Path | None], str | None]:
    """What ``greenloop summarize [--baseline FILE] [--changes DIFF]`` prints, from this
    checkout or from ``impl`` (``None`` for a baseline or changes that implementation cannot
    take)."""
    if impl is not None:
        sys.path.insert(0, str(impl.resolve()))
    else:
        sys.path.insert(0, str(ROOT))
    import activities.summarize as s

    def digest(
        data: bytes,
        kind: str,
        exit_code: int,
        root: str | None = None,
        before: Path | None = None,
        diff: Path | None = None,
    ) -> str | None:
        # as the verifier does: the directory the command ran in is the root, if known, the
        # previous output of the command is the baseline, the run's diff its changes
        extra: dict[str, Any] = {}
        if before is not None:
            if not hasattr(s, "Baseline"):
                return None
            extra["baseline"] = s.Baseline.of_file(before, kind=kind, root=root)  # type: ignore[arg-type]
        if diff is not None:
            if not hasattr(s, "Changes"):
                return None
            extra["changes"] = s.Changes.of_diff(diff.read_text("utf-8"))
        try:
            summarizer = s.StreamSummarizer(kind=kind, root=root, **extra)  # type: ignore[arg-type]
        except TypeError:  # an implementation from before ``root``
            summarizer = s.StreamSummarizer(kind=kind)  # type: ignore[arg-type]
        summarizer.feed(data)
        errors = summarizer.finish(exit_code=exit_code)
        render = getattr(s, "format_result", None)
        if render is not None:
            warned = getattr(summarizer, "warned", None)  # (an implementation from before it)
            more = {"warned": warned} if warned else {}
            text: str = render(errors, passed=summarizer.passed, **more)
            return text
        return s.format_digest(errors) if errors else "no errors found"

    return digest


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--impl", type=Path, default=None, help="a tree holding activities/")
    parser.add_argument("--verbose", action="store_true", help="list the facts lost")
    parser.add_argument(
        "--corpus",
        type=Path,
        action="append",
        help="a folder of NAME.txt with NAME.txt.json sidecars to measure instead of the"
        " committed corpus (repeatable): recordings not yet tuned for, to see how the"
        " summarizer does on output it has never been shown",
    )
    args = parser.parse_args()
    digest = load_digest(args.impl)

    rows: list[dict[str, Any]] = []
    for corpus in args.corpus or CORPORA:
        for path in sorted(corpus.glob("*.txt")):
            info = json.loads(path.with_name(path.name + ".json").read_text("utf-8"))
            data = path.read_bytes()
            text = data.decode("utf-8", "replace")
            cwd = info.get("cwd")
            ours = digest(data, info["kind"], info["exit_code"], cwd, None, None)
            assert ours is not None
            facts = info["must_mention"]
            before = path.with_name(info["baseline"]) if info.get("baseline") else None
            diff = path.with_name(info["changes"]) if info.get("changes") else None
            based = changed = both = None
            if before is not None:
                based = digest(data, info["kind"], info["exit_code"], cwd, before, None)
            if diff is not None:
                changed = digest(data, info["kind"], info["exit_code"], cwd, None, diff)
            if before is not None and diff is not None:
                both = digest(data, info["kind"], info["exit_code"], cwd, before, diff)
            rows.append(
                {
                    "name": path.name,
                    "family": family(info["tool"]),
                    "large": len(data) >= LARGE,
                    "facts": len(facts),
                    "ours": [f for f in facts if kept(f, ours, info.get("cwd"))],
                    "head": sum(f in text[:CAP] for f in facts),
                    "tail": sum(f in text[-CAP:] for f in facts),
                    "lost": [f for f in facts if not kept(f, ours, info.get("cwd"))],
                    "len": len(ours),
                    **{
                        name: None if text is None else [f for f in facts if kept(f, text, cwd)]
                        for name, text in (("based", based), ("changed", changed), ("both", both))
                    },
                }
            )

    def line(label: str, chosen: list[dict[str, Any]]) -> str:
        n = sum(r["facts"] for r in chosen)
        if not n:
            return f"{label:<22} {'-':>7}"
        ours = sum(len(r["ours"]) for r in chosen) / n
        head = sum(r["head"] for r in chosen) / n
        tail = sum(r["tail"] for r in chosen) / n
        return f"{label:<22} {len(chosen):>7} {n:>6} {ours:>10.1%} {head:>10.1%} {tail:>10.1%}"

    print(
        f"{'':<22} {'outputs':>7} {'facts':>6} {'summarize':>10} {'head-2000':>10} "
        f"{'tail-2000':>10}"
    )
    for name in [*FAMILIES, "other"]:
        chosen = [r for r in rows if r["family"] == name]
        if chosen:
            print(line(name, chosen))
    print(line("overall", rows))
    print(line("large (>= 100 KB)", [r for r in rows if r["large"]]))
    longest = max(rows, key=lambda r: r["len"])
    over = [r["name"] for r in rows if r["len"] > CAP]
    print(
        f"longest digest: {longest['len']} characters ({longest['name']}); over {CAP}: "
        f"{len(over)} {over if over else ''}".rstrip()
    )

    def share(chosen: list[dict[str, Any]], key: str) -> str:
        n = sum(r["facts"] for r in chosen)
        return f"{sum(len(r[key]) for r in chosen) / max(1, n):.1%}"

    big = [r for r in rows if r["large"]]
    print(
        f"kept exactly: {sum(len(r['ours']) for r in rows)} of {sum(r['facts'] for r in rows)}"
        f" facts overall, {sum(len(r['ours']) for r in big)} of {sum(r['facts'] for r in big)}"
        " on the large outputs"
    )
    contexts = (
        (
            "based",
            "with a baseline (the command's previous output, as a verifier has it from"
            " the second attempt on)",
        ),
        (
            "changed",
            "with the run's changes (the lines its diff touched, as a verifier has"
            " them from the first attempt on)",
        ),
        ("both", "with both (a second attempt)"),
    )
    for key, what in contexts:
        chosen = [r for r in rows if r[key] is not None]
        if not chosen:
            continue
        large = [r for r in chosen if r["large"]]
        print(
            f"{what}, {len(chosen)} outputs that record it: {share(chosen, key)} of their "
            f"{sum(r['facts'] for r in chosen)} facts, {share(chosen, 'ours')} without; the "
            f"{len(large)} large ones {share(large, key)}, {share(large, 'ours')} without"
        )
    if args.verbose:
        for r in rows:
            if r["lost"]:
                print(f"{r['name']}: lost {r['lost']}")
        for key, what in (("based", "its baseline"), ("changed", "its changes"), ("both", "both")):
            for r in rows:
                if r[key] is None:
                    continue
                lost = [f for f in r["lost"] if f not in r[key]]
                gone = [f for f in r["ours"] if f not in r[key]]
                print(f"{r['name']} with {what}: lost {lost}{f', and now {gone}' if gone else ''}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
