"""Best of N (``--parallel``): branches in their own copies, the first verified one wins.

Real workflow, child workflows and activities; the real SDK over HTTP to the fake
Messages API, which answers each branch from its own script (``fakeapi.ByBranch``, keyed
on the copy the system prompt names); real copies, real verifiers, real kill -9.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys
import threading
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest
from temporalio.api.sdk.v1 import WorkflowMetadata
from temporalio.client import Client, WorkflowExecutionStatus
from temporalio.service import RPCError

from activities.branches import copies_roots
from contract.models import Confinement, RunResult
from contract.names import BRANCH_WORKFLOW_NAME, WORKFLOW_NAME
from greenloop import fakeapi as f
from greenloop import ops
from greenloop.console import Console
from greenloop.runner import final_result
from tests.otlp import OtlpReceiver
from tests.support import Harness, Workers, embedded_env, request, run_cli, verifier, wait_until

pytestmark = pytest.mark.slow

TEST_VALUE = (
    "from pathlib import Path\n\n"
    "def test_value():\n    assert Path('value.txt').read_text() == '2'\n"
)
PYTEST = f"{sys.executable} -m pytest -q -p no:cacheprovider test_value.py"


def _project(ws: Path) -> None:
    (ws / "test_value.py").write_text(TEST_VALUE)
    (ws / "old.txt").write_text("to be deleted by the winner\n")
    (ws / "keep.txt").write_text("untouched\n")


def writes(value: str, *, delay_s: float = 0.0, turns: int = 1) -> list[f.Turn]:
    """A session that writes value.txt, then (optionally) dawdles ``turns - 1`` turns."""
    first = f.Turn([f.editor("create", "value.txt", file_text=value)], delay_s=delay_s)
    rest = [f.Turn([f.bash("true")], delay_s=delay_s) for _ in range(turns - 1)]
    return [first, *rest, f.done()]


def winner_script() -> list[f.Turn]:
    """The right fix, a new file, and a deletion."""
    return [
        f.Turn([f.editor("create", "value.txt", file_text="2")]),
        f.Turn([f.bash("rm old.txt && echo made > new.txt")]),
        f.done(),
    ]


def held_until(ready: Callable[[], bool], inner: f.Responder, from_turn: int = 1) -> f.Responder:
    """``inner``, each answer from ``from_turn`` on held until ``ready()``: a branch kept
    from winning, or from ending, before another has done what a test looks at (a
    condition, not a head start, which load eats)."""

    def answer(req: f.Request) -> f.Turn:
        deadline = time.monotonic() + 120
        while req.turn >= from_turn and not ready() and time.monotonic() < deadline:
            time.sleep(0.05)
        return inner(req)

    return answer


def no_copies_left(ws: Path, run_id: str) -> bool:
    return not any(root.exists() for root in copies_roots(ws, run_id))


async def test_exactly_one_branch_passes_and_only_its_changes_land(
    harness: Harness,
    api: f.FakeMessagesAPI,
    workspace: Path,
    client: Client,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _project(workspace)
    # the losers answer their first turn, then wait for the run to end: still working when
    # the winner passes, however long it takes under load (40 turns of half a second each
    # had not been enough: a loser finished its session first)
    over = threading.Event()
    slow = held_until(over.is_set, f.Scripted([writes("1", turns=40)]), from_turn=2)
    api.responder = f.ByBranch({1: slow, 2: f.Scripted([winner_script()]), 3: slow})
    wf_id = f"par-{uuid.uuid4().hex[:8]}"
    req = request(workspace, verifiers=[verifier(PYTEST)], parallel=3, max_turns=60)
    try:
        result = await harness.run(req, workflow_id=wf_id)
    finally:
        over.set()
    won_at = time.monotonic()
    assert result.final_status == "success", result.error
    assert (result.attempts, result.winner) == (1, 2)
    # the workspace holds exactly the winner's changes, deletions included
    assert (workspace / "value.txt").read_text() == "2"
    assert (workspace / "new.txt").read_text() == "made\n"
    assert not (workspace / "old.txt").exists()
    assert (workspace / "keep.txt").read_text() == "untouched\n"
    assert no_copies_left(workspace, wf_id)
    # every branch is in the result; the losers were stopped, and say what they spent
    by_branch = {s.branch or 0: s for s in result.session_results}
    assert sorted(by_branch) == [1, 2, 3]
    assert by_branch[2].status == "success"
    for loser in (1, 3):
        assert by_branch[loser].status == "cancelled"
        assert by_branch[loser].turns < 40
        assert by_branch[loser].input_tokens + by_branch[loser].cache_read_input_tokens > 0
    assert result.usage.output_tokens == sum(s.output_tokens for s in result.session_results)
    assert [v.branch for v in result.verification_results] == [2]
    # their model calls stopped: nothing from branches 1 and 3 after the run ended
    await asyncio.sleep(1.5)
    assert not [r for r in api.requests if r.at > won_at and r.branch in (1, 3)]
    # each branch is a child workflow of its own, visible as such
    kids = [
        wf
        async for wf in client.list_workflows(
            f"WorkflowType='{BRANCH_WORKFLOW_NAME}' AND WorkflowId STARTS_WITH '{wf_id}/'"
        )
    ]
    assert len(kids) == 3
    # the run's details in the UI and `greenloop show` give a row per branch
    async with harness.worker():
        metadata = await client.get_workflow_handle(wf_id).query(
            "__temporal_workflow_metadata", result_type=WorkflowMetadata
        )
    table = metadata.current_details
    assert "| 1 / branch 2 (won) | success |" in table
    assert "| 1 / branch 1 | cancelled |" in table
    capsys.readouterr()
    assert (
        await ops.show(
            client, Console(live=False), harness.settings, wf_id, as_json=False, diff=None
        )
        == 0
    )
    shown = capsys.readouterr().out
    assert "branch 2 (won)" in shown
    assert "branch 1: " in shown
    assert f"{wf_id}/attempt-1/branch-3" in shown


async def test_none_passes_then_all_do_with_the_distilled_digest(
    harness: Harness, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    _project(workspace)
    api.responder = f.Scripted([writes("1"), writes("2")])
    wf_id = f"par-{uuid.uuid4().hex[:8]}"
    req = request(workspace, verifiers=[verifier(PYTEST)], parallel=3, max_retries=3)
    result = await harness.run(req, workflow_id=wf_id)
    assert result.final_status == "success", result.error
    assert result.attempts == 2
    assert result.winner in (1, 2, 3)
    assert (workspace / "value.txt").read_text() == "2"
    assert no_copies_left(workspace, wf_id)
    # wave 2's three sessions were all told the same thing: one digest of three failures
    second = {r.first_user_text() for r in api.requests if r.attempt == 2}
    assert len(second) == 1
    (message,) = second
    assert "PREVIOUS ATTEMPT 1 FAILED VERIFICATION" in message
    assert "(3/3 branches)" in message
    assert len(message) < len(req.task) + 2_200
    assert len(result.session_results) == 6
    assert result.error_history
    assert "(3/3 branches)" in result.error_history[0]


async def test_all_branches_fail_to_the_end(
    harness: Harness, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    _project(workspace)
    api.responder = f.Scripted([writes("1")])
    wf_id = f"par-{uuid.uuid4().hex[:8]}"
    req = request(workspace, verifiers=[verifier(PYTEST)], parallel=2, max_retries=2)
    result = await harness.run(req, workflow_id=wf_id)
    assert result.final_status == "max_retries_exhausted"
    assert (result.attempts, result.winner) == (2, None)
    assert [(s.branch, s.status) for s in result.session_results] == [
        (1, "success"),
        (2, "success"),
        (1, "success"),
        (2, "success"),
    ]
    assert len(result.verification_results) == 4
    # nothing of the branches reached the workspace, and no copy is left
    assert not (workspace / "value.txt").exists()
    assert (workspace / "old.txt").exists()
    assert no_copies_left(workspace, wf_id)


async def test_a_branch_past_the_first_attempt_diffs_against_the_runs_start(
    harness: Harness, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    # a lint verifier prints 40 long lines the project had before the run, then one more
    # once a session has written zz/new.py (printed last, past the places a group keeps):
    # a branch of attempt 2 works in a copy of the workspace as the run found it, so its
    # verifiers diff its work against the run's start, as a single run's do
    line = "{}: E501 line too long (99 > 79 characters)\n"
    (workspace / "report_old.txt").write_text(
        "".join(line.format(f"pkg/m{i:02}.py:{i + 1}:80") for i in range(40))
    )
    new = line.format("zz/new.py:7:80")
    command = f"NEW='{new}'; cat report_old.txt; test -f zz/new.py && printf '%s' \"$NEW\"; exit 1"
    write_new = f.editor("create", "zz/new.py", file_text="x = 1\n" * 9)
    api.responder = f.Scripted([[f.done()], [f.Turn([write_new]), f.done()]])
    req = request(workspace, verifiers=[verifier(command, kind="lint")], parallel=2, max_retries=2)
    result = await harness.run(req)
    assert result.final_status == "max_retries_exhausted"
    wave2 = result.verification_results[2:]
    assert [v.branch for v in wave2] == [1, 2]
    for v in wave2:
        assert v.errors[0].summary.startswith("zz/new.py:7:80: E501"), v.errors


async def test_protected_paths_hold_in_every_branch(
    harness: Harness, api: f.FakeMessagesAPI, workspace: Path, client: Client
) -> None:
    _project(workspace)
    cheat = [
        f.Turn([f.bash("printf 'def test_value():\\n    pass\\n' > test_value.py")]),
        f.Turn([f.editor("create", "value.txt", file_text="1")]),
        f.done(),
    ]
    honest = f.Scripted([[f.Turn([f.editor("create", "value.txt", file_text="2")]), f.done()]])
    # the honest branch answers once the cheat's branch has ended, verified: a head start of
    # a second had not been enough under load (the honest branch won first, the cheat's
    # branch was cancelled before its verifiers said anything)
    cheat_ended = threading.Event()
    api.responder = f.ByBranch({1: f.Scripted([cheat]), 2: held_until(cheat_ended.is_set, honest)})
    req = request(
        workspace,
        verifiers=[verifier(PYTEST)],
        parallel=2,
        max_retries=1,
        confinement=Confinement(protect=["test_value.py"]),
    )
    wf_id = f"par-{uuid.uuid4().hex[:8]}"

    async def watch_the_cheat() -> None:
        branch = client.get_workflow_handle(f"{wf_id}/attempt-1/branch-1")
        while True:
            with contextlib.suppress(RPCError):  # (not started yet)
                if (await branch.describe()).status != WorkflowExecutionStatus.RUNNING:
                    break
            await asyncio.sleep(0.05)
        cheat_ended.set()

    watcher = asyncio.create_task(watch_the_cheat())
    try:
        result = await harness.run(req, workflow_id=wf_id)
    finally:
        watcher.cancel()
    # the cheat's rewrite of the test was put back in its copy: only the honest fix passed
    assert result.final_status == "success", result.error
    assert result.winner == 2
    assert (workspace / "test_value.py").read_text() == TEST_VALUE
    (cheater,) = [v for v in result.verification_results if v.branch == 1]
    assert "test_value.py" in cheater.reverted
    assert not cheater.passed


async def test_cancel_mid_wave_stops_every_branch_and_removes_the_copies(
    harness: Harness, api: f.FakeMessagesAPI, workspace: Path, client: Client
) -> None:
    _project(workspace)
    api.responder = f.Scripted([writes("1", delay_s=0.3, turns=200)])
    wf_id = f"par-{uuid.uuid4().hex[:8]}"
    req = request(workspace, verifiers=[verifier(PYTEST)], parallel=2, max_turns=300)
    async with harness.worker():
        handle = await client.start_workflow(
            WORKFLOW_NAME, req, id=wf_id, task_queue=harness.settings.task_queue
        )
        await wait_until(
            lambda: {r.branch for r in api.requests} == {1, 2} and len(api.requests) >= 6,
            60,
            "both branches to call the model",
        )
        await handle.cancel()
        typed = client.get_workflow_handle(wf_id, result_type=RunResult)
        result = await asyncio.wait_for(final_result(typed), 60)
        stopped_at = time.monotonic()
        desc = await handle.describe()
    assert desc.status == WorkflowExecutionStatus.CANCELED
    assert result.final_status == "cancelled"
    assert no_copies_left(workspace, wf_id)
    assert not (workspace / "value.txt").exists()
    await asyncio.sleep(1.0)
    assert not [r for r in api.requests if r.at > stopped_at]


async def test_a_worker_killed_mid_wave_resumes_every_branch(
    client: Client, workers: Workers, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    _project(workspace)
    branch = [*(f.Turn([f.bash(f"echo {n} >> log.txt")], delay_s=0.2) for n in range(1, 7))]
    api.responder = f.ByBranch(
        {
            1: f.Scripted(
                [[*branch, f.Turn([f.editor("create", "value.txt", file_text="2")]), f.done()]]
            ),
            2: f.Scripted(
                [[*branch, f.Turn([f.editor("create", "value.txt", file_text="1")]), f.done()]]
            ),
        }
    )
    wf_id = f"par-{uuid.uuid4().hex[:8]}"
    req = request(
        workspace,
        verifiers=[verifier(PYTEST)],
        parallel=2,
        max_retries=1,
        heartbeat_timeout_s=2,
        confinement=Confinement(sandbox="none"),
    )
    handle = await client.start_workflow(
        WORKFLOW_NAME, req, id=wf_id, task_queue=workers.queue, result_type=RunResult
    )
    first = workers.start()
    await wait_until(
        lambda: (
            sum(1 for r in api.requests if r.branch == 1) >= 3
            and sum(1 for r in api.requests if r.branch == 2) >= 3
        ),
        60,
        "both branches half way",
    )
    first.send_signal(signal.SIGKILL)
    first.wait()
    workers.start()
    result = await asyncio.wait_for(final_result(handle), 120)
    assert result.final_status == "success", result.error
    assert result.winner == 1
    # the winner's log has every line once: it resumed, it did not start again
    assert (workspace / "log.txt").read_text().split() == [str(n) for n in range(1, 7)]
    assert (workspace / "value.txt").read_text() == "2"
    assert no_copies_left(workspace, wf_id)
    assert any(s.worker_restarts for s in result.session_results)


async def test_a_branch_cannot_reach_the_workspace_or_the_other_copies(
    harness: Harness, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    """Branch 1's agent tries to write into the real workspace and into branch 2's copy,
    and to list the copies; confined like a single run, it sees none of them."""
    _project(workspace)
    wf_id = f"par-{uuid.uuid4().hex[:8]}"
    root = copies_roots(workspace, wf_id)[0]
    sibling = root / "attempt-1-branch-2"
    probe = (
        f"echo pwned > {workspace}/pwned.txt; echo pwned > {sibling}/pwned.txt; "
        f"echo LISTING; ls {root}; echo END; cat {workspace}/keep.txt; echo done-probing"
    )
    attacker = [f.Turn([f.bash(probe)]), f.done()]
    honest = f.Scripted([[f.Turn([f.editor("create", "value.txt", file_text="2")]), f.done()]])

    def probed() -> bool:  # the probe's output has come back to the model
        return any(r.branch == 1 and r.turn >= 2 for r in api.requests)

    api.responder = f.ByBranch({1: f.Scripted([attacker]), 2: held_until(probed, honest)})
    req = request(workspace, verifiers=[verifier(PYTEST)], parallel=2, max_retries=1)
    result = await harness.run(req, workflow_id=wf_id)
    assert result.final_status == "success", result.error
    assert result.winner == 2
    assert next(s for s in result.session_results if s.branch == 1).sandbox == "bwrap"
    assert not (workspace / "pwned.txt").exists()
    assert sorted(p.name for p in workspace.iterdir() if p.name != "__pycache__") == [
        "keep.txt",
        "old.txt",
        "test_value.py",
        "value.txt",
    ]
    # what the probe saw: nothing of the workspace or the copies
    seen = [
        b["content"]
        for r in api.requests
        if r.branch == 1
        for m in r.messages
        if m["role"] == "user" and isinstance(m["content"], list)
        for b in m["content"]
        if isinstance(b, dict) and b.get("type") == "tool_result"
    ]
    assert seen
    out = seen[-1]
    assert "done-probing" in out
    assert "untouched" not in out  # the workspace's keep.txt
    assert "pwned.txt: No such file or directory" in out
    listing = out.split("LISTING\n", 1)[1].split("END\n", 1)[0].split()
    assert listing == ["attempt-1-branch-1"]  # its own copy, and no other


def test_greenloop_run_parallel_on_the_embedded_default(
    tmp_path: Path, api: f.FakeMessagesAPI, workspace: Path, receiver: OtlpReceiver
) -> None:
    _project(workspace)
    api.responder = f.ByBranch({2: f.Scripted([winner_script()])}, f.Scripted([writes("1")]))
    # traced too: each branch is a span of its own
    env = embedded_env(tmp_path, api, OTEL_EXPORTER_OTLP_ENDPOINT=receiver.endpoint)
    proc = run_cli(
        [
            "run",
            "--workspace",
            str(workspace),
            "--task",
            "make the test pass",
            "--test",
            PYTEST,
            "--parallel",
            "2",
            "--max-retries",
            "1",
            "--json",
        ],
        env,
    )
    assert proc.returncode == 0, proc.stderr
    result = RunResult.model_validate_json(proc.stdout)
    assert (result.final_status, result.winner) == ("success", 2)
    assert (workspace / "new.txt").exists()
    assert not (workspace / "old.txt").exists()
    assert not (workspace.parent / ".greenloop-copies").exists()
    proc = run_cli(["show", result.workflow_id], env)
    assert proc.returncode == 0, proc.stderr
    assert "branch 2 (won)" in proc.stdout
    (attempt,) = receiver.named("greenloop.attempt")
    branches = {b.attributes["greenloop.branch"]: b for b in receiver.named("greenloop.branch")}
    assert sorted(branches) == [1, 2]
    assert {b.parent_id for b in branches.values()} == {attempt.span_id}
    assert branches[2].attributes["greenloop.status"] == "success"
    for s in receiver.named("greenloop.session"):
        assert s.parent_id == branches[s.attributes["greenloop.branch"]].span_id
