"""Record the replay-test histories from real runs: ``python -m tests.histories.record``.

Each scenario runs the real workflow and activities on a fresh dev server against the
fake Messages API, then saves the server's event history as JSON next to this file.
Re-record only on purpose: these files are what proves that running workflows still
replay after a change (a history recorded with old code is the point).
"""

from __future__ import annotations

import asyncio
import json
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

from activities import spent
from contract.models import Confinement, RunRequest, RunResult, SnapshotRef
from contract.names import WORKFLOW_NAME
from greenloop import fakeapi as f
from greenloop.prices import price_of
from greenloop.runner import final_result
from tests.support import DEV_SERVER_ARGS, TEMPORAL_BIN, Harness, request, verifier

HERE = Path(__file__).parent

TEST_VALUE = "from pathlib import Path\n\ndef test_value():\n    assert Path('value.txt').read_text() == '2'\n"


def _value(v: str) -> f.Turn:
    return f.Turn([f.editor("create", "value.txt", file_text=v)])


def _pytest() -> list:  # type: ignore[type-arg]
    return [verifier(f"{sys.executable} -m pytest -q -p no:cacheprovider test_value.py")]


Scenario = Callable[[Harness, Path], RunRequest]


def success(h: Harness, ws: Path) -> RunRequest:
    h.api.responder = f.Scripted([[f.Turn([f.bash("echo ok > ok.txt")]), f.done()]])
    return request(ws, verifiers=[verifier("test -f ok.txt")])


def retry_then_success(h: Harness, ws: Path) -> RunRequest:
    (ws / "test_value.py").write_text(TEST_VALUE)
    h.api.responder = f.Scripted([[_value("1"), f.done()], [_value("2"), f.done()]])
    return request(ws, verifiers=_pytest())


def exhausted(h: Harness, ws: Path) -> RunRequest:
    (ws / "test_value.py").write_text(TEST_VALUE)
    h.api.responder = f.Scripted([[_value("1"), f.done()]])
    return request(ws, verifiers=_pytest())


def timeout(h: Harness, ws: Path) -> RunRequest:
    h.api.responder = f.Scripted([[f.Turn([f.text("...")], delay_s=3)]])
    return request(ws, verifiers=[verifier("true")], session_timeout_s=1)


def turn_limit(h: Harness, ws: Path) -> RunRequest:
    h.api.responder = lambda req: f.Turn([f.bash("true")])
    return request(ws, verifiers=[verifier("true")], max_turns=2)


def failed(h: Harness, ws: Path) -> RunRequest:
    h.api.inject(f.Fault(status=401, error_type="authentication_error", message="bad key"))
    return request(ws, verifiers=[verifier("true")])


# Recorded after outcomes became Temporal's own (the 'outcomes-in-temporal-terms' patch
# marker is in them): Failed, Canceled and Completed endings, a restore that fails, a
# verifier that cannot run, and a run with the confinement fields.


def outcome_exhausted(h: Harness, ws: Path) -> RunRequest:
    return exhausted(h, ws)


def outcome_failed(h: Harness, ws: Path) -> RunRequest:
    return failed(h, ws)


def outcome_cancelled(h: Harness, ws: Path) -> RunRequest:
    h.api.responder = f.Scripted([[f.Turn([f.bash("sleep 30")])]])
    return request(ws, verifiers=[verifier("true")])


def outcome_restore_failed(h: Harness, ws: Path) -> RunRequest:
    h.api.responder = f.Scripted([[f.done()]])
    return request(ws, restore_from=SnapshotRef(workflow_id="gone", run_id="gone", attempt=1))


def outcome_cannot_run(h: Harness, ws: Path) -> RunRequest:
    h.api.responder = f.Scripted([[f.done()]])
    return request(ws, verifiers=[verifier("./missing.sh")])


def outcome_claim_refused(h: Harness, ws: Path) -> RunRequest:
    h.api.responder = f.Scripted([[f.done()]])
    return request(ws, verifiers=[verifier("no-such-command-anywhere --check")])


def outcome_confined_success(h: Harness, ws: Path) -> RunRequest:
    (ws / "tests").mkdir()
    (ws / "tests" / "check.sh").write_text("test -f ok.txt\n")
    h.api.responder = f.Scripted(
        [[f.Turn([f.bash("echo ok > ok.txt; echo true > tests/check.sh")]), f.done()]]
    )
    return request(
        ws,
        verifiers=[verifier("bash tests/check.sh")],
        confinement=Confinement(protect=["tests/"], hide=[str(ws / "secret")]),
    )


def cost_capped(h: Harness, ws: Path) -> RunRequest:
    """A priced run with a cost cap: attempt 1 fails verification, attempt 2 runs until it
    cannot afford another call (GreenloopCostUSD upserted at every phase)."""
    (ws / "test_value.py").write_text(TEST_VALUE)
    endless = [f.Turn([f.bash(f"echo {n}")]) for n in range(1, 200)]
    h.api.responder = f.Scripted([[_value("1"), f.done()], endless])
    return request(
        ws,
        task="Fix the bug. " + "Background on the project. " * 200,
        verifiers=_pytest(),
        price=price_of("claude-sonnet-5-5"),
        max_cost_usd=0.02,
        max_tokens=1024,
        max_turns=200,
    )


def cost_reported(h: Harness, ws: Path) -> RunRequest:
    """A session that reports its spend while it runs (SPENT_SIGNAL signals in history)."""
    spent.EVERY_S = 0.2
    turns = [f.Turn([f.bash(f"echo {n}")], delay_s=0.3) for n in range(1, 7)]
    h.api.responder = f.Scripted([[*turns, f.done()]])
    return request(ws, verifiers=[verifier("true")], price=price_of("claude-sonnet-5-5"))


def parallel_one_wins(h: Harness, ws: Path) -> RunRequest:
    """Three branches: branch 2 passes while 1 and 3 still work, and they are cancelled
    (the branches' own histories are saved beside the run's: ``_branch-N``)."""
    (ws / "test_value.py").write_text(TEST_VALUE)
    slow = f.Scripted([[_value("1"), *(f.Turn([f.bash("true")], delay_s=0.4) for _ in range(30))]])
    h.api.responder = f.ByBranch({1: slow, 2: f.Scripted([[_value("2"), f.done()]]), 3: slow})
    return request(ws, verifiers=_pytest(), parallel=3, max_turns=40)


def parallel_exhausted(h: Harness, ws: Path) -> RunRequest:
    """Two branches, both fail verification in the only attempt: every workflow Failed."""
    (ws / "test_value.py").write_text(TEST_VALUE)
    h.api.responder = f.Scripted([[_value("1"), f.done()]])
    return request(ws, verifiers=_pytest(), parallel=2, max_retries=1)


SCENARIOS: dict[str, Scenario] = {
    "success": success,
    "retry_then_success": retry_then_success,
    "exhausted": exhausted,
    "timeout": timeout,
    "turn_limit": turn_limit,
    "failed": failed,
    "outcome_exhausted": outcome_exhausted,
    "outcome_failed": outcome_failed,
    "outcome_cancelled": outcome_cancelled,
    "outcome_restore_failed": outcome_restore_failed,
    "outcome_cannot_run": outcome_cannot_run,
    "outcome_claim_refused": outcome_claim_refused,
    "outcome_confined_success": outcome_confined_success,
    "cost_capped": cost_capped,
    "cost_reported": cost_reported,
    "parallel_one_wins": parallel_one_wins,
    "parallel_exhausted": parallel_exhausted,
}


async def record(names: list[str]) -> None:
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=str(TEMPORAL_BIN),
        dev_server_extra_args=DEV_SERVER_ARGS,
        data_converter=pydantic_data_converter,
    )
    try:
        for name in names:
            with tempfile.TemporaryDirectory() as tmp, f.FakeMessagesAPI() as api:
                ws = Path(tmp) / "ws"
                ws.mkdir()
                home = Path(tmp) / "home"
                home.mkdir()
                h = Harness(env.client, api, home)
                req = SCENARIOS[name](h, ws)
                wf_id = f"history-{name}"
                if name == "outcome_cancelled":
                    result = await _cancelled(h, req, wf_id)
                else:
                    result = await h.run(req, workflow_id=wf_id)
                ids = {name: wf_id}
                for b in range(1, req.parallel + 1 if req.parallel > 1 else 1):
                    ids[f"{name}_branch-{b}"] = f"{wf_id}/attempt-1/branch-{b}"
                for file, some_id in ids.items():
                    history = await env.client.get_workflow_handle(some_id).fetch_history()
                    out = HERE / f"{file}.json"
                    out.write_text(
                        json.dumps(
                            {"workflow_id": some_id, "history": json.loads(history.to_json())},
                            indent=1,
                        )
                        + "\n"
                    )
                print(
                    f"{name}: {result.final_status} in {result.attempts} attempt(s) -> {out.name}"
                )
    finally:
        await env.shutdown()


async def _cancelled(h: Harness, req: RunRequest, wf_id: str) -> RunResult:
    async with h.worker():
        handle = await h.client.start_workflow(
            WORKFLOW_NAME, req, id=wf_id, task_queue=h.settings.task_queue, result_type=RunResult
        )
        while not h.api.requests:  # noqa: ASYNC110 - the fake records from its own thread
            await asyncio.sleep(0.05)
        await handle.cancel()
        return await final_result(handle)


if __name__ == "__main__":
    asyncio.run(record(sys.argv[1:] or list(SCENARIOS)))
