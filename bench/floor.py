"""The floor: the minimal Temporal app that does one greenloop attempt's work, nothing else.

One workflow, a session activity (the Messages API tool loop with the bare anthropic SDK,
bash tool calls run with plain subprocesses) and a verify activity (runs the verifier).
No journal, no snapshots, no sandbox, no search attributes, no claim, no summarizer.
greenloop's benchmarks run it on the same server as greenloop to measure what greenloop
adds on top of Temporal's own cost.

    python bench/floor.py --worker     # serve the "floor" task queue (TEMPORAL_ADDRESS)
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
from dataclasses import dataclass
from datetime import timedelta
from typing import Any

from temporalio import activity, workflow

with workflow.unsafe.imports_passed_through():
    from anthropic import AsyncAnthropic

FLOOR_QUEUE = "floor"


@dataclass
class FloorInput:
    workspace: str
    task: str
    model: str
    verifier: str


@dataclass
class FloorResult:
    turns: int
    passed: bool


TOOLS: list[dict[str, Any]] = [
    {"type": "text_editor_20250728", "name": "str_replace_based_edit_tool"},
    {"type": "bash_20250124", "name": "bash"},
]


class FloorActivities:
    def __init__(self) -> None:
        self.client = AsyncAnthropic(max_retries=0)

    @activity.defn(name="floor_session")
    async def session(self, inp: FloorInput) -> int:
        messages: list[dict[str, Any]] = [{"role": "user", "content": inp.task}]
        turns = 0
        while turns < 50:
            msg = await self.client.messages.create(
                model=inp.model,
                max_tokens=8192,
                tools=TOOLS,  # type: ignore[arg-type]
                messages=messages,  # type: ignore[arg-type]
            )
            turns += 1
            content = [b.model_dump(mode="json", exclude_none=True) for b in msg.content]
            messages.append({"role": "assistant", "content": content})
            uses = [b for b in content if b["type"] == "tool_use"]
            if not uses:
                return turns
            results = []
            for use in uses:
                proc = await asyncio.create_subprocess_exec(
                    "bash",
                    "-c",
                    use["input"].get("command", ""),
                    cwd=inp.workspace,
                    stdout=asyncio.subprocess.PIPE,
                    stderr=asyncio.subprocess.STDOUT,
                )
                out, _ = await proc.communicate()
                results.append(
                    {"type": "tool_result", "tool_use_id": use["id"], "content": out.decode()}
                )
            messages.append({"role": "user", "content": results})
        return turns

    @activity.defn(name="floor_verify")
    async def verify(self, inp: FloorInput) -> bool:
        proc = await asyncio.create_subprocess_shell(inp.verifier, cwd=inp.workspace)
        return await proc.wait() == 0


@workflow.defn(name="FloorRun")
class FloorWorkflow:
    @workflow.run
    async def run(self, inp: FloorInput) -> FloorResult:
        turns: int = await workflow.execute_activity(
            "floor_session", inp, start_to_close_timeout=timedelta(minutes=10), result_type=int
        )
        passed: bool = await workflow.execute_activity(
            "floor_verify", inp, start_to_close_timeout=timedelta(minutes=10), result_type=bool
        )
        return FloorResult(turns=turns, passed=passed)


async def serve() -> None:
    from temporalio.client import Client
    from temporalio.worker import Worker

    client = await Client.connect(os.environ["TEMPORAL_ADDRESS"])
    acts = FloorActivities()
    worker = Worker(
        client,
        task_queue=FLOOR_QUEUE,
        workflows=[FloorWorkflow],
        activities=[acts.session, acts.verify],
        max_concurrent_activities=100,
        disable_eager_activity_execution=os.environ.get("FLOOR_NO_EAGER") == "1",
    )
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    async with worker:
        print("floor worker serving", flush=True)
        await stop.wait()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--worker", action="store_true", required=True)
    parser.parse_args()
    asyncio.run(serve())
    os._exit(0)  # no interpreter finalization with Temporal Core threads still alive
