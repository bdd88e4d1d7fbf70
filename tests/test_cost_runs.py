"""Cost end to end: what a run spends, caps on it, caching and long sessions (SPEC 10).

Real workflow and activities, the real SDK over HTTP to the fake Messages API, whose
prompt cache accounts writes and reads the way the real API does
(``greenloop.fakecache``), and real worker processes killed with SIGKILL.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import signal
import uuid
from pathlib import Path
from typing import Any

import pytest
from temporalio.client import Client, WorkflowExecutionStatus
from temporalio.service import RPCError

from activities import spent
from contract.keys import COST_KEY
from contract.models import Price, RunResult
from contract.names import WORKFLOW_NAME
from greenloop import fakeapi as f
from greenloop.prices import price_of
from greenloop.runner import final_result
from tests.support import (
    TEST_MODEL,
    Harness,
    Workers,
    embedded_env,
    request,
    run_cli,
    verifier,
    wait_until,
)

pytestmark = pytest.mark.slow

# claude-sonnet-5-5 in greenloop/prices.toml, US dollars per million tokens
INPUT, CACHE_WRITE, CACHE_READ, OUTPUT = 2.0, 2.50, 0.10, 10.0
LONG_TASK = "Fix the bug described below.\n" + "Context line about the project. " * 200


def sonnet() -> Price:
    price = price_of(TEST_MODEL)
    assert price is not None
    return price


def hand_cost(usage: dict[str, Any]) -> float:
    """What the fake API billed, priced by hand at the listed rates."""
    return (
        float(
            usage["input_tokens"] * INPUT
            + usage.get("cache_creation_input_tokens", 0) * CACHE_WRITE
            + usage.get("cache_read_input_tokens", 0) * CACHE_READ
            + usage["output_tokens"] * OUTPUT
        )
        / 1_000_000
    )


def billed(api: f.FakeMessagesAPI) -> list[dict[str, Any]]:
    return [r.usage for r in api.requests if r.usage is not None]


async def test_usage_and_cost_of_a_session_match_the_api_and_caching_works(
    harness: Harness, api: f.FakeMessagesAPI, workspace: Path, client: Client
) -> None:
    api.responder = f.Scripted(
        [[*(f.Turn([f.bash(f"seq 1 {n * 300}")]) for n in range(1, 5)), f.done()]]
    )
    req = request(workspace, task=LONG_TASK, price=sonnet(), verifiers=[verifier("true")])
    wf_id = f"cost-{uuid.uuid4().hex[:8]}"
    result = await harness.run(req, workflow_id=wf_id)
    assert result.final_status == "success", result.error
    usage = billed(api)
    assert len(usage) == 5
    s = result.session_results[0]
    # every token the API reported, by kind, is in the session's result and the run's
    for field in (
        "input_tokens",
        "output_tokens",
        "cache_creation_input_tokens",
        "cache_read_input_tokens",
    ):
        assert getattr(s, field) == sum(u.get(field, 0) for u in usage), field
        assert getattr(result.usage, field) == getattr(s, field)
    expected = sum(hand_cost(u) for u in usage)
    assert s.cost_usd == pytest.approx(expected, rel=1e-9)
    assert result.usage.cost_usd == pytest.approx(expected, rel=1e-9)
    assert result.usage.priced
    # prompt caching works: from the second call on, most input is read from the cache
    assert usage[0]["cache_read_input_tokens"] == 0
    assert usage[0]["cache_creation_input_tokens"] > 0
    for u in usage[1:]:
        total_in = (
            u["input_tokens"] + u["cache_creation_input_tokens"] + u["cache_read_input_tokens"]
        )
        assert u["cache_read_input_tokens"] > 0.5 * total_in, u
    # the request carried the marks: tools, system, and the conversation
    body = api.requests[-1].body
    assert body["tools"][-1]["cache_control"] == {"type": "ephemeral"}
    assert body["system"][0]["cache_control"] == {"type": "ephemeral"}
    # the UI's search attribute holds what the run spent
    desc = await client.get_workflow_handle(wf_id).describe()
    assert desc.typed_search_attributes.get(COST_KEY) == pytest.approx(expected, abs=1e-6)


async def test_the_cost_search_attribute_moves_during_a_session(
    harness: Harness,
    api: f.FakeMessagesAPI,
    workspace: Path,
    client: Client,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(spent, "EVERY_S", 0.2)
    turns = [f.Turn([f.bash(f"echo {n}")], delay_s=0.3) for n in range(1, 15)]
    api.responder = f.Scripted([[*turns, f.done()]])
    wf_id = f"live-{uuid.uuid4().hex[:8]}"
    seen: list[float] = []

    async def watch() -> None:
        handle = client.get_workflow_handle(wf_id)
        while True:
            with contextlib.suppress(RPCError):
                desc = await handle.describe()
                value = desc.typed_search_attributes.get(COST_KEY)
                if value and desc.status == WorkflowExecutionStatus.RUNNING:
                    seen.append(value)
            await asyncio.sleep(0.1)

    watcher = asyncio.create_task(watch())
    try:
        result = await harness.run(
            request(workspace, price=sonnet(), max_turns=20), workflow_id=wf_id
        )
    finally:
        watcher.cancel()
    assert result.final_status == "success", result.error
    # while the one session ran, the attribute grew with it, below the final figure
    assert len(set(seen)) >= 2, seen
    assert seen == sorted(seen)
    assert 0 < seen[0] < result.usage.cost_usd


async def test_an_endpoint_without_caching_still_works(
    harness: Harness, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    with f.FakeMessagesAPI(
        f.Scripted([[f.Turn([f.bash("echo hi")]), f.done()]]), caching=False
    ) as plain:
        harness.api = plain
        harness.anthropic = harness.anthropic.with_options(base_url=plain.url)
        result = await harness.run(request(workspace, price=sonnet()))
    assert result.final_status == "success", result.error
    s = result.session_results[0]
    assert s.cache_read_input_tokens == s.cache_creation_input_tokens == 0
    assert s.input_tokens == sum(r.usage["input_tokens"] for r in plain.requests if r.usage)
    assert s.cost_usd == pytest.approx(sum(hand_cost(r.usage) for r in plain.requests if r.usage))


def never_ending() -> f.Scripted:
    return f.Scripted([[f.Turn([f.bash(f"echo step {n}")]) for n in range(1, 400)]])


async def test_max_cost_stops_a_never_ending_session_within_one_calls_cost(
    harness: Harness, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    api.responder = never_ending()
    cap = 0.05
    req = request(
        workspace,
        task=LONG_TASK,
        price=sonnet(),
        max_cost_usd=cap,
        max_tokens=1024,
        max_turns=400,
    )
    result = await harness.run(req)
    assert result.final_status == "budget_exhausted", result.error
    assert "cost cap" in (result.error or "")
    spent = result.usage.cost_usd
    assert spent == pytest.approx(sum(hand_cost(u) for u in billed(api)), rel=1e-9)
    assert spent <= cap
    # it stopped because the next call could have cost more than what was left, not early:
    # the last request's worst case (its prompt, a margin, max_tokens of output) exceeds it
    last_prompt = sum(
        api.requests[-1].usage[k]  # type: ignore[index]
        for k in ("input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens")
    )
    one_call = sonnet().worst_case(int(last_prompt * 1.3), 1024)
    assert cap - spent < one_call
    assert len(api.requests) > 5


async def test_the_cap_counts_every_attempt(
    harness: Harness, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    """Attempt 1 spends most of the cap; attempt 2 gets only what is left, and the run
    ends budget_exhausted without ever passing the cap."""
    api.responder = f.Scripted([[f.Turn([f.bash("echo a")]), f.done()], never_ending().attempts[0]])
    cap = 0.05
    req = request(
        workspace,
        task=LONG_TASK,
        price=sonnet(),
        max_tokens=1024,
        max_cost_usd=cap,
        max_retries=5,
        max_turns=400,
        verifiers=[verifier("false")],
    )
    result = await harness.run(req)
    assert result.final_status == "budget_exhausted", result.error
    assert result.attempts == 2
    assert result.usage.cost_usd <= cap
    first, second = result.session_results
    assert first.status == "success"
    assert 0 < first.cost_usd < cap / 2
    # the second session ran until what the first left could not pay for another call
    assert second.status == "budget_exhausted"
    assert second.turns > 3
    assert first.cost_usd + second.cost_usd == pytest.approx(result.usage.cost_usd)


# --------------------------------------------------------------------------- long sessions

TURNS = 60
TOOL_RESULT = "head -c 8192 notes.txt"


def long_session(slow_turn: int | None = None) -> f.Scripted:
    """60 turns reading 8 KB each; ``slow_turn`` is answered after 2 s (a kill lands in it)."""
    turns = [
        f.Turn([f.bash(TOOL_RESULT)], delay_s=2.0 if n == slow_turn else 0.0)
        for n in range(1, TURNS + 1)
    ]
    return f.Scripted([[*turns, f.done()]])


def _notes(workspace: Path) -> None:
    line = "a line of notes that the agent reads again and again, 8 KB at a time\n"
    (workspace / "notes.txt").write_text(line * (9000 // len(line) + 1))


def _prompt_tokens(r: f.Request) -> int:
    assert r.usage is not None
    return int(
        r.usage["input_tokens"]
        + r.usage["cache_creation_input_tokens"]
        + r.usage["cache_read_input_tokens"]
    )


async def test_a_long_session_stays_within_its_context_budget(
    harness: Harness, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    _notes(workspace)
    api.responder = long_session()
    req = request(workspace, price=sonnet(), context_tokens=20_000, max_turns=TURNS + 5)
    result = await harness.run(req)
    assert result.final_status == "success", result.error
    s = result.session_results[0]
    assert s.turns == TURNS + 1
    assert s.cleared_results > 0
    sizes = [_prompt_tokens(r) for r in api.requests]
    # each turn adds ~2,100 tokens: unbounded, the last call would send ~130,000
    assert sizes[-1] < 20_000 + 2 * 2_200, sizes
    assert max(sizes) < 20_000 + 2 * 2_200, sizes
    assert max(sizes[30:]) <= max(sizes[10:30]) + 2_200, sizes
    # what was cleared says so, and the latest results are whole
    last = api.requests[-1].messages
    results = [b for m in last if m["role"] == "user" for b in m["content"] if isinstance(b, dict)]
    results = [b for b in results if b.get("type") == "tool_result"]
    assert "`head -c 8192 notes.txt`" in results[0]["content"]
    assert "Run it again" in results[0]["content"]
    assert all(len(b["content"]) >= 8192 for b in results[-3:])
    assert all(b["content"].startswith("a line of notes") for b in results[-3:])
    # caching still pays: clearing moves the prefix only now and then, so most input
    # tokens are still read from the cache
    read = sum(r.usage["cache_read_input_tokens"] for r in api.requests if r.usage)
    assert read > 0.5 * sum(sizes)


def _normalized(r: f.Request, workspace: Path) -> str:
    return json.dumps(r.body, sort_keys=True).replace(str(workspace), "WS")


async def test_resume_after_a_kill_sends_the_same_cleared_requests(
    harness: Harness,
    client: Client,
    workers: Workers,
    api: f.FakeMessagesAPI,
    tmp_path: Path,
) -> None:
    # the kill lands while turn 35's model call is in flight (no tool is running: a tool
    # interrupted by a crash is reported to the model as such, and the requests differ)
    api.responder = long_session(slow_turn=35)
    ws_a, ws_b = tmp_path / "a", tmp_path / "b"
    for ws in (ws_a, ws_b):
        ws.mkdir()
        _notes(ws)
    # A: the session uninterrupted
    ref = await harness.run(request(ws_a, price=sonnet(), context_tokens=20_000, max_turns=70))
    assert ref.final_status == "success", ref.error
    reference = [_normalized(r, ws_a) for r in api.requests]
    api.requests.clear()
    # B: the same session, its worker killed mid-session with clearing under way
    req = request(ws_b, price=sonnet(), context_tokens=20_000, max_turns=70, heartbeat_timeout_s=2)
    handle = await client.start_workflow(
        WORKFLOW_NAME,
        req,
        id=f"ctx-{uuid.uuid4().hex[:8]}",
        task_queue=workers.queue,
        result_type=RunResult,
    )
    first = workers.start()
    await wait_until(lambda: len(api.requests) >= 35, 60, "turn 35 to be requested")
    first.send_signal(signal.SIGKILL)
    first.wait()
    workers.start()
    result = await asyncio.wait_for(final_result(handle), 120)
    assert result.final_status == "success", result.error
    assert result.session_results[0].worker_restarts >= 1
    sent: dict[int, str] = {}
    for r in api.requests:
        body = _normalized(r, ws_b)
        # a turn asked again after the kill is asked exactly as before it
        assert sent.setdefault(r.turn, body) == body, f"turn {r.turn} differs on resume"
    assert [sent[t] for t in sorted(sent)] == reference


# --------------------------------------------------------------------------- command line


def test_max_cost_without_a_price_exits_2(tmp_path: Path, workspace: Path) -> None:
    env = embedded_env(tmp_path)
    args = ["run", "--workspace", str(workspace), "--task", "x", "--max-cost", "1"]
    proc = run_cli([*args, "--model", "my-gateway-model"], env)
    assert proc.returncode == 2
    assert "--price" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    assert not (tmp_path / "home" / "temporal.db").exists()  # nothing was started


def test_a_cap_below_one_calls_worst_case_exits_2(tmp_path: Path, workspace: Path) -> None:
    env = embedded_env(tmp_path)
    args = ["run", "--workspace", str(workspace), "--task", "x", "--max-cost", "0.02"]
    proc = run_cli(args, env)  # claude-sonnet-5-5: 8,192 output tokens cost up to $0.08
    assert proc.returncode == 2
    assert "could not make a single model call" in proc.stderr
    assert not (tmp_path / "home" / "temporal.db").exists()


def test_run_with_max_cost_exits_1_budget_exhausted(
    tmp_path: Path, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    api.responder = never_ending()
    env = embedded_env(tmp_path, api)
    proc = run_cli(
        [
            "run",
            "--workspace",
            str(workspace),
            "--task",
            LONG_TASK,
            "--max-turns",
            "400",
            "--max-cost",
            "1",
            "--price",
            "20,100",
            "--sandbox",
            "none",
            "--json",
        ],
        env,
        limit_s=120,
    )
    assert proc.returncode == 1, proc.stderr
    result = RunResult.model_validate_json(proc.stdout)
    assert result.final_status == "budget_exhausted"
    assert 0 < result.usage.cost_usd <= 1
    by_hand = sum(
        (u["input_tokens"] * 20 + u["cache_creation_input_tokens"] * 25)
        + (u["cache_read_input_tokens"] * 2 + u["output_tokens"] * 100)
        for u in billed(api)
    )
    assert result.usage.cost_usd == pytest.approx(by_hand / 1e6)
    # the human summary of `show` says what it cost
    proc = run_cli(["show", result.workflow_id], env)
    assert proc.returncode == 0, proc.stderr
    assert f"${result.usage.cost_usd:.4f}" in proc.stdout
    proc = run_cli(["list"], env)
    assert f"${result.usage.cost_usd:.4f}" in proc.stdout


def test_prices_command_lists_the_table(tmp_path: Path) -> None:
    proc = run_cli(["prices", "--json"], embedded_env(tmp_path))
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert data["models"][TEST_MODEL]["output"] == OUTPUT
    assert not (tmp_path / "home" / "temporal.db").exists()  # it needs no server
