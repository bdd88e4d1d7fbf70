"""Cost without a server: prices as data, the fake API's cache accounting, context clearing.

The end-to-end figures (a scripted session's usage and cost, --max-cost, a 60-turn
session with context clearing and a kill -9) are in ``tests/test_cost_runs.py``.
"""

from __future__ import annotations

import json
import typing
from typing import Any

import pytest
from anthropic._data import DEPRECATED_MODELS
from anthropic.types.model import Model

from activities import context
from activities.journal import SessionState
from activities.tools import TOOL_PARAMS
from contract.errors import ConfigError
from contract.models import Price, PriceRates, RunRequest, SessionResult, Usage
from greenloop import fakecache
from greenloop.options import RunOptions
from greenloop.prices import parse_price, price_of, table

# --------------------------------------------------------------------------- prices


def test_a_call_costs_what_the_rates_say_by_hand() -> None:
    sonnet = price_of("claude-sonnet-5-5")
    assert sonnet is not None
    usage = Usage(
        input_tokens=1_000,
        cache_creation_input_tokens=2_000,
        cache_read_input_tokens=30_000,
        output_tokens=500,
    )
    # 1,000 x $2 + 2,000 x $2.50 + 30,000 x $0.10 + 500 x $10, per million
    assert sonnet.call_cost(usage) == pytest.approx((2_000 + 5_000 + 3_000 + 5_000) / 1e6)


def test_a_long_prompt_is_billed_in_its_band() -> None:
    haiku = price_of("claude-haiku-5-5")
    assert haiku is not None
    short = Usage(input_tokens=100_000, output_tokens=1_000)
    long = Usage(input_tokens=100_001, output_tokens=1_000)
    assert haiku.call_cost(short) == pytest.approx((100_000 * 0.10 + 1_000 * 0.50) / 1e6)
    # over 100,000 prompt tokens, every token of the call at the higher rates
    assert haiku.call_cost(long) == pytest.approx((100_001 * 0.50 + 1_000 * 2.50) / 1e6)
    # cached tokens count towards the prompt's length
    cached = Usage(input_tokens=10, cache_read_input_tokens=100_000, output_tokens=0)
    assert haiku.call_cost(cached) == pytest.approx((10 * 0.50 + 100_000 * 0.05) / 1e6)


def test_the_worst_case_of_a_call_bounds_every_way_its_prompt_could_be_billed() -> None:
    p = Price(input=3, output=15, cache_write=3.75, cache_read=0.3)
    worst = p.worst_case(10_000, 4_096)
    for split in (
        Usage(input_tokens=10_000, output_tokens=4_096),
        Usage(cache_creation_input_tokens=10_000, output_tokens=4_096),
        Usage(cache_read_input_tokens=10_000, output_tokens=4_096),
    ):
        assert p.call_cost(split) <= worst + 1e-12
    assert worst == pytest.approx((10_000 * 3.75 + 4_096 * 15) / 1e6)


def test_price_flag_prices_cache_writes_and_reads_from_the_input_price() -> None:
    p = parse_price("3,15")
    assert (p.input, p.output, p.cache_write) == (3, 15, 3.75)
    assert p.cache_read == pytest.approx(0.3)
    assert parse_price(" 0.8 , 4 ").output == 4
    for bad in ("3", "3,", "a,b", "-1,2", "3;15", "1e9,1", "3,15,1"):
        with pytest.raises(ConfigError, match="--price"):
            parse_price(bad)


def _current_sdk_models() -> list[str]:
    literal = typing.get_args(Model)[0]
    # retired: past its end-of-life date in the SDK's own list
    retired = {"claude-mythos-preview"}
    return [m for m in typing.get_args(literal) if m not in retired]


def test_every_current_model_of_the_installed_sdk_has_a_price() -> None:
    names = set(table().names())
    missing = [m for m in _current_sdk_models() if m not in names]
    assert not missing, f"models without a price in greenloop/prices.toml: {missing}"
    # and nothing listed is a model the SDK calls retired
    assert "claude-mythos-preview" in DEPRECATED_MODELS


def test_the_price_table_says_when_and_where_its_figures_come_from() -> None:
    t = table()
    assert t.checked
    assert t.source.startswith("https://")
    for name, entry in t.models.items():
        assert entry.cache_read < entry.input < entry.cache_write, name
        assert entry.input < entry.output, name
    assert price_of("claude-opus-4-5-20251101") == price_of("claude-opus-4-5")
    assert price_of("my-gateway-model") is None


def test_max_cost_and_price_are_run_options_from_files_and_batch_lines() -> None:
    opts = RunOptions.model_validate({"max_cost": 2.5, "price": "3,15", "context_tokens": 20_000})
    assert opts.given() == {"max_cost": 2.5, "price": "3,15", "context_tokens": 20_000}
    for bad in ({"max_cost": 0}, {"max_cost": float("nan")}, {"context_tokens": 10}):
        with pytest.raises(ValueError, match="validation error"):
            RunOptions.model_validate(bad)


def test_old_results_still_read_and_sum() -> None:
    # a SessionResult recorded before cost existed: no cache fields, no cost
    old = SessionResult.model_validate(
        {"status": "success", "input_tokens": 10, "output_tokens": 5}
    )
    assert old.usage == Usage(input_tokens=10, output_tokens=5)
    req = RunRequest.model_validate({"task": "t", "workspace": "/w", "model": "m"})
    assert (req.max_cost_usd, req.price, req.context_tokens) == (None, None, 100_000)
    a = Usage(input_tokens=1, cache_read_input_tokens=10, cost_usd=0.5)
    b = Usage(output_tokens=2, cache_creation_input_tokens=3, cost_usd=0.25, priced=False)
    total = a + b
    assert (total.all_input, total.total, total.cost_usd, total.priced) == (14, 16, 0.75, False)


# --------------------------------------------------------------------------- fake cache


def _body(*messages: Any, system: str = "S" * 400, marks: bool = True) -> dict[str, Any]:
    mark = {"cache_control": {"type": "ephemeral"}} if marks else {}
    msgs = [dict(m) for m in messages]
    last = msgs[-1]
    content = last["content"]
    blocks = [{"type": "text", "text": content}] if isinstance(content, str) else list(content)
    blocks[-1] = {**blocks[-1], **mark}
    msgs[-1] = {**last, "content": blocks}
    return {
        "model": "m",
        "system": [{"type": "text", "text": system, **mark}],
        "messages": msgs,
    }


def test_the_fake_caches_at_breakpoints_and_reads_the_prefix_back() -> None:
    cache = fakecache.PromptCache(min_tokens=100)
    task = {"role": "user", "content": "T" * 2_000}
    first = cache.account(_body(task))
    total1 = fakecache.count(_body(task))
    # nothing cached yet: the whole prompt up to the last breakpoint is written
    assert first.cache_read_input_tokens == 0
    assert first.cache_creation_input_tokens == total1
    assert first.input_tokens == 0
    reply = {"role": "assistant", "content": [{"type": "text", "text": "A" * 400}]}
    more = {"role": "user", "content": "U" * 800}
    second = cache.account(_body(task, reply, more))
    # the first call's prefix is read back; what came after it is written
    assert second.cache_read_input_tokens == total1
    assert second.total == fakecache.count(_body(task, reply, more))
    assert second.cache_creation_input_tokens == second.total - total1


def test_a_prefix_shorter_than_the_minimum_is_not_cached() -> None:
    cache = fakecache.PromptCache(min_tokens=10_000)
    body = _body({"role": "user", "content": "short"})
    for _ in range(2):
        split = cache.account(body)
        assert split.cache_creation_input_tokens == split.cache_read_input_tokens == 0
        assert split.input_tokens == fakecache.count(body)


def test_cache_entries_expire_five_minutes_after_their_last_use() -> None:
    now = [0.0]
    cache = fakecache.PromptCache(min_tokens=10, clock=lambda: now[0])
    body = _body({"role": "user", "content": "x" * 400})
    cache.account(body)
    now[0] = 299.0
    assert cache.account(body).cache_read_input_tokens > 0  # read: refreshed to 599
    now[0] = 598.0
    assert cache.account(body).cache_read_input_tokens > 0
    now[0] = 598.0 + 301
    assert cache.account(body).cache_read_input_tokens == 0


def test_a_request_without_marks_is_all_plain_input_and_five_marks_are_refused() -> None:
    cache = fakecache.PromptCache(min_tokens=1)
    body = _body({"role": "user", "content": "x" * 400}, marks=False)
    assert cache.account(body).input_tokens == fakecache.count(body)
    blocks = [
        {"type": "text", "text": f"b{i}", "cache_control": {"type": "ephemeral"}} for i in range(5)
    ]
    with pytest.raises(fakecache.TooManyBreakpoints, match="Found 5"):
        cache.account({"model": "m", "messages": [{"role": "user", "content": blocks}]})


def test_a_read_looks_back_at_most_twenty_blocks_before_a_breakpoint() -> None:
    cache = fakecache.PromptCache(min_tokens=1)
    first = {"role": "user", "content": "T" * 400}
    cache.account(_body(first))
    many = [{"type": "text", "text": f"block {i}"} for i in range(25)]
    far = _body(first, {"role": "assistant", "content": "ok"}, {"role": "user", "content": many})
    system_only = fakecache.block_tokens({"type": "text", "text": "S" * 400})
    # the first call's breakpoint is 27 blocks back: only the system prompt's is found
    assert cache.account(far).cache_read_input_tokens == system_only
    cache2 = fakecache.PromptCache(min_tokens=1)
    cache2.account(_body(first))
    few = _body(
        first, {"role": "assistant", "content": "ok"}, {"role": "user", "content": many[:5]}
    )
    assert cache2.account(few).cache_read_input_tokens == fakecache.count(_body(first))


# --------------------------------------------------------------------------- context


def _state_with_results(n: int, size: int = 8_000) -> SessionState:
    state = SessionState()
    state.messages = [{"role": "user", "content": "the task"}]
    for i in range(n):
        use = {"type": "tool_use", "id": f"t{i}", "name": "bash", "input": {"command": f"cat f{i}"}}
        state.messages.append({"role": "assistant", "content": [use]})
        result = {"type": "tool_result", "tool_use_id": f"t{i}", "content": str(i % 10) * size}
        state.messages.append({"role": "user", "content": [result]})
    return state


def test_past_the_limit_the_oldest_results_are_cleared_and_the_latest_kept() -> None:
    state = _state_with_results(30, size=3_000)
    limit = 20_000
    n = context.advance(state, "system", TOOL_PARAMS, limit)
    assert 0 < n < 30 - context.KEEP_RECENT
    view = context.cleared_view(state.messages, n)
    size = context.estimate_tokens(context.chars_of("system", TOOL_PARAMS, view), state)
    # cleared down to half the limit, and not one result more
    assert size <= limit * context.CLEAR_TO
    fewer = context.cleared_view(state.messages, n - 1)
    assert context.estimate_tokens(context.chars_of("system", TOOL_PARAMS, fewer), state) > (
        limit * context.CLEAR_TO
    )
    results = [m["content"][0] for m in view if m["role"] == "user" and m is not view[0]]
    cleared = [r for r in results if r["content"].startswith("[greenloop cleared")]
    assert len(cleared) == n
    # the note says what it was and how to get it back
    assert "`cat f0`" in cleared[0]["content"]
    assert "3,000 characters" in cleared[0]["content"]
    assert "Run it again" in cleared[0]["content"]
    assert results[-1]["content"] == "9" * 3_000
    # the journal's record is untouched
    assert not state.messages[2]["content"][0]["content"].startswith("[greenloop")


def test_when_even_clearing_cannot_reach_the_limit_clearing_waits_to_save_enough() -> None:
    # 300 turns: the notes and tool calls alone fill more than a 10,000-token budget
    state = _state_with_results(300, size=1_000)
    n = context.advance(state, "system", TOOL_PARAMS, 10_000)
    assert n == 300 - context.KEEP_RECENT
    state.cleared = n
    view = context.cleared_view(state.messages, n)
    assert context.estimate_tokens(context.chars_of("system", TOOL_PARAMS, view), state) > 10_000

    def add(i: int) -> None:
        use = {"type": "tool_use", "id": f"t{i}", "name": "bash", "input": {"command": "x"}}
        state.messages.append({"role": "assistant", "content": [use]})
        result = {"type": "tool_result", "tool_use_id": f"t{i}", "content": "z" * 1_000}
        state.messages.append({"role": "user", "content": [result]})

    # one more result: clearing one would change the cached prefix to save ~300 tokens
    add(300)
    assert context.advance(state, "system", TOOL_PARAMS, 10_000) == n
    # once enough has piled up to save a quarter of the budget, it clears them together
    for i in range(301, 320):
        add(i)
    later = context.advance(state, "system", TOOL_PARAMS, 10_000)
    assert later == len(state.messages) // 2 - context.KEEP_RECENT


def test_clearing_is_stable_until_the_limit_is_passed_again() -> None:
    state = _state_with_results(30)
    state.cleared = context.advance(state, "system", TOOL_PARAMS, 20_000)
    # the same state decides the same: a resumed session sends the same request
    assert context.advance(state, "system", TOOL_PARAMS, 20_000) == state.cleared
    # one more small turn does not move it (the cleared prefix stays cacheable)
    state.messages.append({"role": "assistant", "content": [{"type": "text", "text": "hm"}]})
    state.messages.append({"role": "user", "content": "go on"})
    assert context.advance(state, "system", TOOL_PARAMS, 20_000) == state.cleared


def test_the_estimate_follows_the_last_calls_real_tokens_per_character() -> None:
    state = SessionState()
    assert context.estimate_tokens(3_000, state) == 1_001  # before any call: 1 per 3
    state.last_request_chars, state.last_prompt_tokens = 10_000, 2_500
    assert context.estimate_tokens(4_000, state) == 1_001


def test_editor_results_are_cleared_with_a_note_to_view_the_file_again() -> None:
    use = {
        "type": "tool_use",
        "id": "e1",
        "name": "str_replace_based_edit_tool",
        "input": {"command": "view", "path": "src/app.py"},
    }
    note = context.note_for(use, "x" * 5_000)
    assert "`view` on src/app.py" in note
    assert "View the file again" in note


def test_breakpoints_mark_tools_system_and_both_ends_of_the_last_turn() -> None:
    state = _state_with_results(3, size=10)
    system, tools, messages = context.with_breakpoints("sys", TOOL_PARAMS, state.messages)
    marked = [
        b
        for b, is_mark in fakecache.blocks({"tools": tools, "system": system, "messages": messages})
        if is_mark
    ]
    assert len(marked) == 4
    assert tools[-1]["cache_control"] == {"type": "ephemeral"}
    assert system[0]["cache_control"] == {"type": "ephemeral"}
    assert "cache_control" in messages[-1]["content"][-1]
    assert "cache_control" in messages[-3]["content"][-1]
    # the conversation itself is not changed
    assert all("cache_control" not in json.dumps(m) for m in state.messages)
    # a first call has one conversation mark
    _, _, first = context.with_breakpoints("sys", TOOL_PARAMS, state.messages[:1])
    assert first[0]["content"][-1]["cache_control"] == {"type": "ephemeral"}


def test_price_rates_are_bounded() -> None:
    with pytest.raises(ValueError, match="validation error"):
        PriceRates(input=-1, output=1, cache_write=1, cache_read=1)
    with pytest.raises(ValueError, match="validation error"):
        Price(input=float("inf"), output=1, cache_write=1, cache_read=1)
