"""Replay every committed history with the current workflow code.

The histories under ``tests/histories/`` were saved from real runs (see ``record.py``
there). A change to the workflow that would break runs in flight fails here.
"""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from temporalio import workflow
from temporalio.client import WorkflowHistory
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.worker import Replayer
from temporalio.workflow import NondeterminismError

from contract.names import WORKFLOW_NAME
from greenloop.worker import workflow_runner
from workflows.branch import BranchWorkflow
from workflows.verify_loop import VerifyLoopWorkflow

HISTORIES = sorted((Path(__file__).parent / "histories").glob("*.json"))


def test_there_are_histories() -> None:
    names = {p.stem for p in HISTORIES}
    assert {
        "success",
        "retry_then_success",
        "exhausted",
        "timeout",
        "turn_limit",
        "failed",
    } <= names


ENDINGS = {
    # recorded before the outcomes patch: every run completed with its RunResult
    "exhausted": "COMPLETED",
    "failed": "COMPLETED",
    # recorded after it: only success completes
    "outcome_exhausted": "FAILED",
    "outcome_failed": "FAILED",
    "outcome_cancelled": "CANCELED",
    "outcome_restore_failed": "FAILED",
    "outcome_cannot_run": "FAILED",
    "outcome_claim_refused": "FAILED",
    "outcome_confined_success": "COMPLETED",
    # recorded after the cost patch: GreenloopCostUSD upserted with every phase
    "cost_capped": "FAILED",
    "cost_reported": "COMPLETED",
    # a parallel run, and its branches: the winner, and a loser stopped once it won
    "parallel_one_wins": "COMPLETED",
    "parallel_one_wins_branch-2": "COMPLETED",
    "parallel_one_wins_branch-1": "COMPLETED",
    "parallel_one_wins_branch-3": "COMPLETED",
    "parallel_exhausted": "FAILED",
    "parallel_exhausted_branch-1": "FAILED",
    "parallel_exhausted_branch-2": "FAILED",
}


@pytest.mark.parametrize(("name", "ending"), ENDINGS.items())
def test_histories_of_both_versions_are_kept(name: str, ending: str) -> None:
    """Both kinds stay: the old ones prove runs started before the patch still replay;
    the new ones that runs after it end in Temporal's own terms."""
    data = json.loads((Path(__file__).parent / "histories" / f"{name}.json").read_text())
    last = data["history"]["events"][-1]["eventType"]
    assert last == f"EVENT_TYPE_WORKFLOW_EXECUTION_{ending}"


@pytest.mark.parametrize("path", HISTORIES, ids=[p.stem for p in HISTORIES])
async def test_replay(path: Path) -> None:
    data = json.loads(path.read_text())
    history = WorkflowHistory.from_json(data["workflow_id"], data["history"])
    replayer = Replayer(
        workflows=[VerifyLoopWorkflow, BranchWorkflow],
        data_converter=pydantic_data_converter,
        workflow_runner=workflow_runner(sandboxed=True),
    )
    result = await replayer.replay_workflow(history)
    assert result.replay_failure is None


# A "new version" of the workflow that runs one more activity before the first session.
# Declared at module level so the sandbox can re-import it; the workflow name is the same.
with workflow.unsafe.imports_passed_through():
    from contract.models import RunRequest, RunResult


@workflow.defn(name=WORKFLOW_NAME, sandboxed=False)
class UnpatchedChange(VerifyLoopWorkflow):
    @workflow.run
    async def run(self, req: RunRequest) -> RunResult:
        await workflow.execute_activity(
            "prepare_workspace", req.workspace, start_to_close_timeout=timedelta(seconds=30)
        )
        return await super().run(req)


@workflow.defn(name=WORKFLOW_NAME, sandboxed=False)
class PatchedChange(VerifyLoopWorkflow):
    @workflow.run
    async def run(self, req: RunRequest) -> RunResult:
        if workflow.patched("prepare-workspace"):
            await workflow.execute_activity(
                "prepare_workspace", req.workspace, start_to_close_timeout=timedelta(seconds=30)
            )
        return await super().run(req)


def _history(name: str) -> WorkflowHistory:
    data = json.loads((Path(__file__).parent / "histories" / f"{name}.json").read_text())
    return WorkflowHistory.from_json(data["workflow_id"], data["history"])


async def test_a_changed_command_sequence_without_patched_fails_replay() -> None:
    replayer = Replayer(workflows=[UnpatchedChange], data_converter=pydantic_data_converter)
    result = await replayer.replay_workflow(
        _history("retry_then_success"), raise_on_replay_failure=False
    )
    assert isinstance(result.replay_failure, NondeterminismError)


async def test_the_same_change_behind_patched_replays() -> None:
    replayer = Replayer(workflows=[PatchedChange], data_converter=pydantic_data_converter)
    result = await replayer.replay_workflow(
        _history("retry_then_success"), raise_on_replay_failure=False
    )
    assert result.replay_failure is None
