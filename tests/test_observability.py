"""Traces and metrics (SPEC 11), end to end: real processes, a real OTLP/HTTP receiver,
a real Prometheus scrape.

A traced run must arrive as one tree (client, workflow, activities, each model call, tool
call and verifier, with their attributes); a replay, and a worker killed mid-run, must not
export any workflow span twice; ``--metrics-port`` must count runs, attempts, tokens and
verifier time.
"""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import sys
import urllib.request
import uuid
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families
from temporalio.client import Client, WorkflowFailureError

from contract.models import RunResult
from contract.names import WORKFLOW_NAME
from greenloop import fakeapi as f
from greenloop.runner import final_result
from tests.otlp import OtlpGrpcReceiver, OtlpReceiver, Span
from tests.support import (
    ROOT,
    TEST_MODEL,
    Workers,
    embedded_env,
    free_port,
    request,
    run_cli,
    verifier,
    wait_until,
)

pytestmark = pytest.mark.slow

WORKFLOW_SPANS = ("greenloop.run", "greenloop.attempt")


def otel_env(receiver: OtlpReceiver) -> dict[str, str]:
    return {
        "OTEL_EXPORTER_OTLP_ENDPOINT": receiver.endpoint,
        "OTEL_EXPORTER_OTLP_PROTOCOL": "http/protobuf",
        "OTEL_BSP_SCHEDULE_DELAY": "200",  # ms: spans reach the receiver soon
        "OTEL_SERVICE_NAME": "greenloop-test",
    }


def two_attempts(workspace: Path) -> f.Scripted:
    """Attempt 1 runs a command and claims success (the verifier fails); attempt 2 fixes."""
    return f.Scripted(
        [
            [f.Turn([f.bash("echo looking")]), f.done("Done, I think.")],
            [f.Turn([f.editor("create", str(workspace / "fixed"), file_text="ok\n")]), f.done()],
        ]
    )


def ancestors(span: Span, by_id: dict[str, Span]) -> list[Span]:
    out = []
    while span.parent_id and span.parent_id in by_id:
        span = by_id[span.parent_id]
        out.append(span)
    return out


def test_a_traced_run_arrives_as_one_tree_and_a_replay_adds_no_workflow_span(
    tmp_path: Path, api: f.FakeMessagesAPI, workspace: Path, receiver: OtlpReceiver
) -> None:
    api.responder = two_attempts(workspace)
    env = embedded_env(tmp_path, api, **otel_env(receiver))
    proc = run_cli(
        [
            "run",
            "--workspace",
            str(workspace),
            "--task",
            "Create the file `fixed`.",
            "--test",
            "test -f fixed",
            "--max-retries",
            "3",
            "--price",
            "3,15",
            "--sandbox",
            "none",
            "--json",
        ],
        env,
    )
    assert proc.returncode == 0, proc.stderr
    result = RunResult.model_validate_json(proc.stdout)
    assert result.attempts == 2
    # the CLI flushed its spans when it exited: they are all here
    spans = receiver.snapshot()
    by_id = {s.span_id: s for s in spans}
    assert len(by_id) == len(spans), "a span was exported twice"
    assert {s.trace_id for s in spans} == {spans[0].trace_id}, "the run is not one trace"
    assert {s.service for s in spans} == {"greenloop-test"}

    (start,) = receiver.named("greenloop.start")
    (run,) = receiver.named("greenloop.run")
    assert start.parent_id == ""  # the root: the CLI starting the run
    assert start.attributes["greenloop.workflow_id"] == result.workflow_id
    assert run.parent_id == start.span_id  # linked through the workflow's start
    assert run.attributes["greenloop.status"] == "success"
    assert run.attributes["greenloop.attempts"] == 2
    assert run.attributes["greenloop.workflow_id"] == result.workflow_id
    assert run.attributes["greenloop.cost_usd"] == pytest.approx(result.usage.cost_usd, abs=1e-6)

    attempts = sorted(receiver.named("greenloop.attempt"), key=lambda s: s.start_ns)
    assert [a.attributes["greenloop.attempt"] for a in attempts] == [1, 2]
    assert all(a.parent_id == run.span_id for a in attempts)

    sessions = receiver.named("greenloop.session")
    assert len(sessions) == 2
    for s in sessions:
        attempt = next(a for a in ancestors(s, by_id) if a.name == "greenloop.attempt")
        assert attempt.attributes["greenloop.attempt"] == s.attributes["greenloop.attempt"]
        assert by_id[s.parent_id].name == "greenloop.attempt"  # across the activity's start
        assert s.attributes["greenloop.status"] == "success"
        assert s.attributes["gen_ai.usage.input_tokens"] > 0

    turns = receiver.named("greenloop.turn")
    assert len(turns) == 4  # two model calls per session
    assert all(by_id[t.parent_id].name == "greenloop.session" for t in turns)
    assert sum(t.attributes["greenloop.cost_usd"] for t in turns) == pytest.approx(
        result.usage.cost_usd, abs=1e-5
    )
    # the anthropic SDK's own span of each Messages API call, under our turn
    calls = receiver.named("anthropic.messages.create")
    assert len(calls) == 4
    assert {by_id[c.parent_id].name for c in calls} == {"greenloop.turn"}
    assert all(c.attributes["gen_ai.request.model"] == TEST_MODEL for c in calls)

    (bash,) = receiver.named("execute_tool bash")
    assert bash.attributes["gen_ai.tool.name"] == "bash"
    assert bash.attributes["process.exit.code"] == 0
    assert by_id[bash.parent_id].name == "greenloop.session"
    assert len(receiver.named("execute_tool str_replace_based_edit_tool")) == 1

    verifies = sorted(receiver.named("verify test"), key=lambda s: s.start_ns)
    assert [v.attributes["process.exit.code"] for v in verifies] == [1, 0]
    assert [v.status for v in verifies] == [2, 0]  # the failing check is an error span
    for v, attempt in zip(verifies, attempts, strict=True):
        assert attempt in ancestors(v, by_id)

    # a replay with tracing on re-runs the workflow code: it must export no workflow span
    before = len(receiver.snapshot())
    proc = run_cli(["replay", result.workflow_id], env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    again = receiver.snapshot()[before:]
    assert not [s for s in again if s.name in WORKFLOW_SPANS], again


async def test_a_worker_killed_mid_run_exports_each_workflow_span_once(
    client: Client,
    workers: Workers,
    api: f.FakeMessagesAPI,
    workspace: Path,
    receiver: OtlpReceiver,
) -> None:
    # attempt 1 fails its verifier; attempt 2's session is slow, and its worker is killed
    api.responder = f.Scripted(
        [
            [f.done("Done, I think.")],
            [f.Turn([f.bash("sleep 2; touch fixed")]), f.done()],
        ]
    )
    workers.env.update(otel_env(receiver))
    handle = await client.start_workflow(
        WORKFLOW_NAME,
        request(
            workspace, verifiers=[verifier("test -f fixed")], max_retries=3, heartbeat_timeout_s=2
        ),
        id=f"otel-kill-{uuid.uuid4().hex[:8]}",
        task_queue=workers.queue,
        result_type=RunResult,
    )
    first = workers.start()
    # attempt 1 ended (its span exported) and attempt 2's tool is running
    await wait_until(
        lambda: receiver.named("greenloop.attempt") and len(api.requests) >= 2, 60, "attempt 2"
    )
    first.send_signal(signal.SIGKILL)
    first.wait()
    workers.start()
    result = await asyncio.wait_for(final_result(handle), 120)
    assert result.final_status == "success", result.error
    await wait_until(lambda: receiver.named("greenloop.run"), 30, "the run span")
    spans = receiver.snapshot()
    for name in WORKFLOW_SPANS:
        ids = [s.span_id for s in spans if s.name == name]
        assert len(ids) == len(set(ids)), f"{name} exported twice"
    attempts = receiver.named("greenloop.attempt")
    numbers = sorted(a.attributes["greenloop.attempt"] for a in attempts)
    assert numbers == list(range(1, result.attempts + 1))
    (run,) = receiver.named("greenloop.run")
    assert {a.parent_id for a in attempts} == {run.span_id}
    assert len({s.trace_id for s in spans}) == 1


def test_traces_also_go_over_grpc(tmp_path: Path, api: f.FakeMessagesAPI, workspace: Path) -> None:
    api.responder = f.Scripted([[f.done()]])
    with OtlpGrpcReceiver() as grpc_receiver:
        env = embedded_env(
            tmp_path,
            api,
            **{**otel_env(grpc_receiver), "OTEL_EXPORTER_OTLP_PROTOCOL": "grpc"},
        )
        proc = run_cli(
            [
                *("run", "--workspace", str(workspace), "--task", "t", "--test", "true"),
                *("--sandbox", "none", "--json"),
            ],
            env,
        )
        assert proc.returncode == 0, proc.stderr
        spans = grpc_receiver.snapshot()
    names = {s.name for s in spans}
    assert {"greenloop.run", "greenloop.session", "verify test"} <= names, names
    assert len({s.trace_id for s in spans}) == 1


def test_an_unreachable_collector_costs_the_run_nothing_and_says_so_once(
    tmp_path: Path, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    api.responder = f.Scripted([[f.Turn([f.bash("true")]), f.done()]])
    env = embedded_env(
        tmp_path,
        api,
        OTEL_EXPORTER_OTLP_ENDPOINT=f"http://127.0.0.1:{free_port()}",  # nobody listens
        OTEL_BSP_SCHEDULE_DELAY="100",
    )
    proc = run_cli(
        [
            *("run", "--workspace", str(workspace), "--task", "t", "--test", "true"),
            *("--sandbox", "none", "--json"),
        ],
        env,
    )
    assert proc.returncode == 0, proc.stderr
    assert RunResult.model_validate_json(proc.stdout).final_status == "success"
    # the exporter retries every batch; stderr hears of it once, not once per retry
    said = [line for line in proc.stderr.splitlines() if "opentelemetry" in line]
    assert len(said) == 1, proc.stderr


def test_an_unknown_otlp_protocol_exits_2(tmp_path: Path, workspace: Path) -> None:
    env = embedded_env(
        tmp_path,
        OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:9",
        OTEL_EXPORTER_OTLP_PROTOCOL="http/json",
    )
    proc = run_cli(["run", "--workspace", str(workspace), "--task", "t"], env)
    assert proc.returncode == 2, proc.stderr
    assert "http/json" in proc.stderr


def scrape(port: int) -> dict[str, dict[tuple[tuple[str, str], ...], float]]:
    """``/metrics`` as {sample name: {labels: value}} (the exposition parsed by
    prometheus_client's own parser)."""
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as resp:
        text = resp.read().decode()
    out: dict[str, dict[tuple[tuple[str, str], ...], float]] = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            labels = tuple(
                sorted((k, v) for k, v in sample.labels.items() if not k.startswith("otel_"))
            )
            out.setdefault(sample.name, {})[labels] = sample.value
    return out


async def test_metrics_count_runs_attempts_tokens_and_verifiers(
    client: Client, workers: Workers, api: f.FakeMessagesAPI, tmp_path: Path
) -> None:
    port = free_port()
    good, bad = tmp_path / "good", tmp_path / "bad"
    for ws in (good, bad):
        ws.mkdir()

    def responder(req: f.Request) -> f.Turn:
        return f.done()

    api.responder = responder
    # one transient failure, retried by Temporal: counted by kind
    api.inject(f.Fault(status=429, error_type="rate_limit_error", headers={"retry-after": "0.2"}))
    workers.start("--metrics-port", str(port))
    ok = await client.start_workflow(
        WORKFLOW_NAME,
        request(good, verifiers=[verifier("true")]),
        id=f"metrics-ok-{uuid.uuid4().hex[:8]}",
        task_queue=workers.queue,
        result_type=RunResult,
    )
    assert (await ok.result()).final_status == "success"
    failing = await client.start_workflow(
        WORKFLOW_NAME,
        request(bad, verifiers=[verifier("false")], max_retries=2),
        id=f"metrics-bad-{uuid.uuid4().hex[:8]}",
        task_queue=workers.queue,
        result_type=RunResult,
    )
    with pytest.raises(WorkflowFailureError):
        await failing.result()

    def counted() -> bool:
        try:
            m = scrape(port)
        except OSError:
            return False
        runs = m.get("greenloop_runs_total", {})
        return len(runs) == 2 and "temporal_workflow_completed_total" in m

    await wait_until(counted, 30, "both runs to be counted")
    m = scrape(port)
    assert m["greenloop_runs_total"] == {
        (("status", "success"),): 1.0,
        (("status", "max_retries_exhausted"),): 1.0,
    }
    assert m["greenloop_attempts_count"][()] == 2
    assert m["greenloop_attempts_sum"][()] == 1 + 2
    sent = sum(r.usage["input_tokens"] for r in api.requests if r.usage)
    assert m["greenloop_tokens_total"][(("kind", "input"),)] == sent
    assert m["greenloop_verifier_seconds_count"][(("outcome", "passed"),)] == 1
    assert m["greenloop_verifier_seconds_count"][(("outcome", "failed"),)] == 2
    assert m["greenloop_api_retries_total"] == {(("error", "rate_limit"),): 1.0}
    # the Temporal SDK's own metrics are served on the same port
    assert any(name.startswith("temporal_") for name in m)


def test_nothing_of_the_sdk_is_imported_without_an_endpoint_or_a_port() -> None:
    # (grpc is left out: temporalio imports it by itself wherever grpcio is installed)
    code = (
        "import sys, greenloop.cli, greenloop.commands, greenloop.worker, greenloop.ops\n"
        "heavy = [m for m in sys.modules if m.startswith(('opentelemetry.sdk', "
        "'opentelemetry.exporter', 'prometheus_client', 'temporalio.contrib.opentelemetry'))]\n"
        "print(heavy)\n"
    )
    env = {"PATH": "/usr/bin:/bin"}
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    assert json.loads(out.stdout.replace("'", '"')) == []
