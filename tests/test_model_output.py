"""Bad model output becomes an is_error tool result, and the session goes on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from activities.conversation import NO_ID_TOOL, TRUNCATED_TOOL
from activities.journal import Journal
from greenloop import fakeapi as f
from tests.support import Harness, request


def results_sent(harness: Harness) -> list[dict[str, Any]]:
    """Every tool_result block sent back to the model, in order."""
    seen: dict[str, dict[str, Any]] = {}
    for req in harness.api.requests:
        for msg in req.messages:
            if msg["role"] == "user" and isinstance(msg["content"], list):
                for block in msg["content"]:
                    if block.get("type") == "tool_result":
                        seen[block["tool_use_id"]] = block
    return list(seen.values())


async def test_unknown_tools_and_bad_input_are_errors_not_crashes(
    harness: Harness, workspace: Path
) -> None:
    harness.api.responder = f.Scripted(
        [
            [
                f.Turn([f.tool("browser", url="http://example.com")]),
                f.Turn([f.tool("bash", cmd="ls")]),
                f.Turn([f.tool("str_replace_based_edit_tool", command="view")]),
                f.Turn(
                    [
                        f.tool(
                            "str_replace_based_edit_tool",
                            command="insert",
                            path="x.py",
                            insert_line="two",
                        )
                    ]
                ),
                f.done("gave up politely"),
            ]
        ]
    )
    result = await harness.run(request(workspace))
    assert result.final_status == "success"
    assert result.session_results[0].final_text == "gave up politely"
    blocks = results_sent(harness)
    assert [b["is_error"] for b in blocks] == [True, True, True, True]
    assert "unknown tool 'browser'" in blocks[0]["content"]
    assert "`command`" in blocks[1]["content"]
    assert "`path`" in blocks[2]["content"]


async def test_a_tool_call_without_an_id_is_answered_with_an_error(
    harness: Harness, workspace: Path
) -> None:
    no_id = {"type": "tool_use", "name": "bash", "input": {"command": "touch ran.txt"}}
    harness.api.responder = f.Scripted([[f.Turn([no_id]), f.done()]])
    result = await harness.run(request(workspace))
    assert result.final_status == "success"
    (block,) = results_sent(harness)
    assert block["is_error"]
    assert block["content"] == NO_ID_TOOL
    assert block["tool_use_id"].startswith("toolu_greenloop_noid_")
    # the conversation stays well formed: the id we gave it is the one answered
    assistant = harness.api.requests[1].messages[1]["content"]
    assert assistant[0]["id"] == block["tool_use_id"]
    assert not (workspace / "ran.txt").exists()


async def test_max_tokens_cutting_a_tool_call(harness: Harness, workspace: Path) -> None:
    cut = f.Turn(
        [f.text("writing a big file"), f.bash("echo " + "x" * 200 + " > big.txt")],
        stop_reason="max_tokens",
        cut_json_at=30,
    )
    harness.api.responder = f.Scripted([[cut, f.done()]])
    result = await harness.run(request(workspace))
    assert result.final_status == "success"
    (block,) = results_sent(harness)
    assert block["is_error"]
    assert block["content"] == TRUNCATED_TOOL
    assert not (workspace / "big.txt").exists()


async def test_a_model_repeating_a_failing_call_is_told_so(
    harness: Harness, workspace: Path
) -> None:
    same = [f.Turn([f.editor("view", "missing.py")]) for _ in range(6)]
    harness.api.responder = f.Scripted([[*same, f.done()]])
    result = await harness.run(request(workspace, max_turns=10))
    assert result.final_status == "success"
    blocks = results_sent(harness)
    assert len(blocks) == 6
    assert all(b["is_error"] for b in blocks)
    told = ["failed 5 times" in b["content"] or "failed 6 times" in b["content"] for b in blocks]
    assert told == [False, False, False, False, True, True]


def test_failed_call_counts_survive_a_resume(tmp_path: Path) -> None:
    path = tmp_path / "session.jsonl"
    j = Journal(path)
    j.append({"e": "start", "t": 0.0, "message": "m"})
    for n in range(3):
        use = {"type": "tool_use", "id": f"t{n}", "name": "bash", "input": {"command": "false"}}
        j.append({"e": "response", "attempt": 1, "turn": n + 1, "content": [use]})
        block = {"type": "tool_result", "tool_use_id": f"t{n}", "content": "x", "is_error": True}
        j.append({"e": "tool_result", "id": f"t{n}", "block": block})
    j.close()
    state = Journal.load(path)
    assert list(state.failed_calls.values()) == [3]
    assert state.turns == 3
    assert len(state.messages) == 7
