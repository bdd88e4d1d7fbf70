"""What a long session costs, with and without prompt caching and context clearing.

Runs the real session activity (``run_session`` in Temporal's ``ActivityEnvironment``:
the conversation loop, the journal, the bash tool) against the fake Messages API, whose
prompt cache bills writes and reads the way the real API does (``greenloop.fakecache``).
The scripted model makes ``--turns`` calls, each reading 8 KB of a file, then finishes.
Four set-ups: the endpoint caching or not (a gateway that ignores ``cache_control``),
and context clearing at ``--context-tokens`` or effectively off (10,000,000). Costs are at
the list price of ``--model`` (greenloop/prices.toml).

    .venv/bin/python bench/cost.py [--turns 50] [--context-tokens 20000]
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
from dataclasses import dataclass
from pathlib import Path

from anthropic import AsyncAnthropic
from temporalio.testing import ActivityEnvironment

from activities.agent_session import SessionActivities, SessionConfig
from contract.models import Confinement, SessionInput, SessionResult
from greenloop import fakeapi as f
from greenloop.prices import price_of

NO_CLEARING = 10_000_000


@dataclass
class Row:
    label: str
    result: SessionResult
    largest_request: int


async def one(label: str, *, turns: int, caching: bool, context: int, model: str) -> Row:
    price = price_of(model)
    if price is None:
        raise SystemExit(f"no list price for {model}")
    script = f.Scripted(
        [[*(f.Turn([f.bash("head -c 8192 notes.txt")]) for _ in range(turns)), f.done()]]
    )
    with tempfile.TemporaryDirectory() as tmp, f.FakeMessagesAPI(script, caching=caching) as api:
        ws = Path(tmp, "ws")
        ws.mkdir()
        line = "a line of project notes the agent keeps reading, eight kilobytes at a time\n"
        (ws / "notes.txt").write_text(line * (9000 // len(line) + 1))
        client = AsyncAnthropic(base_url=api.url, api_key="sk-bench", max_retries=0)
        acts = SessionActivities(
            client=client,
            config=SessionConfig(home=Path(tmp, "home"), request_timeout_s=60, snapshots=False),
        )
        inp = SessionInput(
            attempt=1,
            max_attempts=1,
            message="Read the notes again and again, then finish.",
            workspace=str(ws),
            model=model,
            max_turns=turns + 5,
            session_timeout_s=600,
            price=price,
            context_tokens=context,
            confinement=Confinement(sandbox="none"),
        )
        result = await ActivityEnvironment().run(acts.run_session, inp)
        largest = max(
            sum(v for k, v in (r.usage or {}).items() if k.endswith("input_tokens"))
            for r in api.requests
        )
    if result.status != "success":
        raise SystemExit(f"{label}: the session ended {result.status}: {result.error}")
    return Row(label, result, largest)


async def main(turns: int, context: int, model: str) -> None:
    rows = []
    for caching in (False, True):
        for limit in (NO_CLEARING, context):
            clearing = f"clearing at {limit:,}" if limit != NO_CLEARING else "no clearing"
            label = f"{'caching' if caching else 'no caching'}, {clearing}"
            rows.append(await one(label, turns=turns, caching=caching, context=limit, model=model))
    print(f"{turns}-turn session, 8 KB tool results, {model} list prices")
    head = (
        f"{'set-up':<34} {'input tokens':>13} {'cache read':>11} {'written':>9} "
        f"{'largest call':>13} {'cleared':>8} {'cost USD':>9}"
    )
    print(head)
    print("-" * len(head))
    base = rows[0].result.cost_usd
    for row in rows:
        u = row.result.usage
        print(
            f"{row.label:<34} {u.all_input:>13,} {u.cache_read_input_tokens:>11,} "
            f"{u.cache_creation_input_tokens:>9,} {row.largest_request:>13,} "
            f"{row.result.cleared_results:>8} {u.cost_usd:>9.4f}"
            + (f"  ({u.cost_usd / base:.0%})" if base else "")
        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=50)
    parser.add_argument("--context-tokens", type=int, default=20_000)
    parser.add_argument("--model", default="claude-sonnet-5-5")
    args = parser.parse_args()
    asyncio.run(main(args.turns, args.context_tokens, args.model))
