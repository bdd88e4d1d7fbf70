"""What each kind of API failure costs a run: requests made, time lost, final status.

One run per failure kind on a dev server, the fake Messages API injecting the failure once
at turn 2 of a 3-turn session (a tool call per turn), default retry settings. "Time lost"
is the run's duration minus that of the same run without a failure.

    .venv/bin/python bench/faults.py
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
import uuid
from pathlib import Path

from anthropic import AsyncAnthropic
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

from contract.models import RunRequest, RunResult, VerifierSpec
from contract.names import WORKFLOW_NAME
from greenloop import fakeapi as f
from greenloop.config import Settings, WorkerOptions
from greenloop.embedded import search_attribute_args
from greenloop.worker import build_worker

FAULTS: dict[str, f.Fault | None] = {
    "none (baseline)": None,
    "429 rate limit": f.Fault(status=429, error_type="rate_limit_error"),
    "429 retry-after: 2": f.Fault(
        status=429, error_type="rate_limit_error", headers={"retry-after": "2"}
    ),
    "529 overloaded": f.Fault(status=529, error_type="overloaded_error"),
    "500": f.Fault(status=500, error_type="api_error"),
    "503": f.Fault(status=503, error_type="api_error"),
    "connection reset": f.Fault(kind="reset"),
    "read timeout (2 s)": f.Fault(kind="stall", stall_s=4),
    "overloaded mid-stream": f.Fault(kind="midstream", error_type="overloaded_error"),
    "400 bad request": f.Fault(status=400, error_type="invalid_request_error"),
    "401 bad key": f.Fault(status=401, error_type="authentication_error"),
    "403 permission": f.Fault(status=403, error_type="permission_error"),
    "404 not found": f.Fault(status=404, error_type="not_found_error"),
    "413 too large": f.Fault(status=413, error_type="request_too_large"),
    "429 spend limit": f.Fault(
        status=429, error_type="rate_limit_error", error_code="enforced_spend_limit_reached"
    ),
    "503 x-should-retry: false": f.Fault(
        status=503, error_type="api_error", headers={"x-should-retry": "false"}
    ),
    "503 three times (limit 3)": f.Fault(status=503, error_type="api_error"),
}


async def one(
    env: WorkflowEnvironment, name: str, fault: f.Fault | None, home: Path
) -> tuple[int, float, RunResult]:
    script = f.Scripted([[f.Turn([f.bash("true")]), f.Turn([f.bash("true")]), f.done()]])
    with f.FakeMessagesAPI(script) as api, tempfile.TemporaryDirectory() as ws:
        if fault is not None:
            api.inject(fault, turn=2, times=3 if "three times" in name else 1)
        settings = Settings(
            home=home,
            temporal_address=None,
            namespace="default",
            task_queue=f"faults-{uuid.uuid4().hex[:6]}",
            temporal_port=0,
            ui_port=0,
            model="claude-sonnet-5-5",
        )
        client = AsyncAnthropic(base_url=api.url, api_key="bench", max_retries=0)
        worker = build_worker(
            env.client,
            settings,
            options=WorkerOptions(sandbox="none", request_timeout_s=2.0),
            anthropic_client=client,
        )
        req = RunRequest(
            task="t",
            workspace=ws,
            verifiers=[VerifierSpec(name="ok", kind="custom", command="true")],
            model=settings.model,
        )
        async with worker:
            t0 = time.perf_counter()
            result: RunResult = await env.client.execute_workflow(
                WORKFLOW_NAME,
                req,
                id=f"faults-{uuid.uuid4().hex[:8]}",
                task_queue=settings.task_queue,
                result_type=RunResult,
            )
            elapsed = time.perf_counter() - t0
        return len(api.requests), elapsed, result


async def main() -> None:
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=str(Path(sys.executable).parent / "temporal"),
        dev_server_extra_args=search_attribute_args(),
        data_converter=pydantic_data_converter,
    )
    rows = []
    try:
        with tempfile.TemporaryDirectory() as home:
            base = 0.0
            for name, fault in FAULTS.items():
                n, elapsed, result = await one(env, name, fault, Path(home))
                if fault is None:
                    base = elapsed
                lost = elapsed - base
                retries = sum(s.transient_retries for s in result.session_results)
                rows.append(
                    (
                        name,
                        n,
                        lost,
                        result.final_status,
                        result.attempts,
                        retries,
                        result.error or "",
                    )
                )
    finally:
        await env.shutdown()
    print(
        f"{'failure':28} {'requests':>8} {'time lost':>9}  {'status':8} {'attempts':>8} {'API retries':>11}  error"
    )
    for name, n, lost, status, attempts, retries, error in rows:
        print(
            f"{name:28} {n:8d} {lost:8.2f}s  {status:8} {attempts:8d} {retries:11d}  {error[:70]}"
        )


if __name__ == "__main__":
    asyncio.run(main())
