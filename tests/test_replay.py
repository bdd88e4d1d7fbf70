"""Replay every committed history with the current workflow code.

The histories under ``tests/histories/`` were saved from real runs (see ``record.py``
there). A change to the workflow that would break runs in flight fails here.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from temporalio.client import WorkflowHistory
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.worker import Replayer

from greenloop.worker import workflow_runner
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


@pytest.mark.parametrize("path", HISTORIES, ids=[p.stem for p in HISTORIES])
async def test_replay(path: Path) -> None:
    data = json.loads(path.read_text())
    history = WorkflowHistory.from_json(data["workflow_id"], data["history"])
    replayer = Replayer(
        workflows=[VerifyLoopWorkflow],
        data_converter=pydantic_data_converter,
        workflow_runner=workflow_runner(),
    )
    result = await replayer.replay_workflow(history)
    assert result.replay_failure is None
