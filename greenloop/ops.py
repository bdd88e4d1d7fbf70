"""The operator's commands: status, list, show, cancel, replay, setup (and rerun's lookup).

They need a server, not a worker: everything comes from Temporal's own records (search
attributes, memo, pending activities, the event history). Each prints for people, or one
JSON document with ``--json``.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from temporalio.client import (
    Client,
    WorkflowExecutionStatus,
    WorkflowHandle,
    WorkflowHistory,
)
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.service import RPCError, RPCStatusCode
from temporalio.worker import Replayer

from contract.errors import ConfigError
from contract.keys import ATTEMPT_KEY, COST_KEY, STATUS_KEY
from contract.messages import digest_of
from contract.models import RunRequest, RunResult
from contract.names import SEARCH_ATTRIBUTES, WORKFLOW_NAME, status_word, ui_status
from greenloop import telemetry
from greenloop.config import Settings
from greenloop.console import Console, usage_text
from greenloop.history import BranchView, RunView, read_run
from greenloop.runner import final_result, snapshot_of
from greenloop.worker import workflow_runner
from workflows.branch import BranchWorkflow
from workflows.verify_loop import VerifyLoopWorkflow


def _emit(data: Any) -> None:
    sys.stdout.write(json.dumps(data, default=str) + "\n")


async def handle_for(client: Client, workflow_id: str) -> WorkflowHandle[Any, RunResult]:
    """The handle of an existing run; ``ConfigError`` (exit 2) if there is none."""
    handle: WorkflowHandle[Any, RunResult] = client.get_workflow_handle(
        workflow_id, result_type=RunResult
    )
    try:
        desc = await handle.describe()
    except RPCError as err:
        if err.status == RPCStatusCode.NOT_FOUND:
            raise ConfigError(f"no run with id {workflow_id!r} (see `greenloop list`)") from None
        raise
    if desc.workflow_type != WORKFLOW_NAME:
        raise ConfigError(
            f"{workflow_id!r} is a {desc.workflow_type} workflow, not a greenloop run"
        )
    return handle


async def read_view(client: Client, workflow_id: str) -> RunView:
    """A run's history, folded attempt by attempt."""
    handle = await handle_for(client, workflow_id)
    history = await handle.fetch_history()
    return read_run(history, client.data_converter.payload_converter)


async def original_request(client: Client, workflow_id: str) -> RunRequest:
    """The RunRequest a run was started with."""
    view = await read_view(client, workflow_id)
    if view.request is None:
        raise ConfigError(f"run {workflow_id!r} has no readable request in its history")
    return view.request


# --------------------------------------------------------------------------- status


@dataclass
class StatusView:
    """``greenloop status``'s answer."""

    workflow_id: str
    run_id: str
    temporal_status: str
    greenloop_status: str | None
    """The run's own status word (``success``, not the search attribute's ``succeeded``)."""
    attempt: int | None
    max_attempts: int | None
    detail: str
    final_status: str | None
    error: str | None
    result: dict[str, Any] | None = None
    """The RunResult, once the run has ended, whatever the outcome."""


async def status(client: Client, console: Console, workflow_id: str, *, as_json: bool) -> int:
    """Phase, attempt n/N and any transient retry in progress."""
    handle = await handle_for(client, workflow_id)
    desc = await handle.describe()
    snap = await snapshot_of(handle, desc)
    final: RunResult | None = None
    if desc.status not in (None, WorkflowExecutionStatus.RUNNING):
        final = await final_result(handle)
    view = StatusView(
        workflow_id=workflow_id,
        run_id=desc.run_id,
        temporal_status=desc.status.name if desc.status else "UNKNOWN",
        greenloop_status=status_word(desc.typed_search_attributes.get(STATUS_KEY)),
        attempt=desc.typed_search_attributes.get(ATTEMPT_KEY),
        max_attempts=snap.max_attempts if snap else None,
        detail=snap.detail if snap else "",
        final_status=final.final_status if final else None,
        error=final.error if final else None,
        result=final.model_dump(mode="json") if final else None,
    )
    if as_json:
        _emit(asdict(view))
        return 0
    if final is not None:
        console.out.print(
            f"{workflow_id}: {final.final_status} after {final.attempts} attempt(s)"
            + (f" — {final.error}" if final.error and final.final_status != "success" else "")
        )
    elif snap is not None and view.temporal_status == "RUNNING":
        console.out.print(f"{workflow_id}: {snap.line()}")
    else:
        console.out.print(f"{workflow_id}: {view.temporal_status.lower()}")
    return 0


# --------------------------------------------------------------------------- list


async def list_runs(
    client: Client, console: Console, *, status_filter: str | None, limit: int, as_json: bool
) -> int:
    """Recent runs, newest first, optionally only those with a GreenloopStatus."""
    query = f"WorkflowType='{WORKFLOW_NAME}'"
    if status_filter:
        query += f" AND GreenloopStatus='{ui_status(status_filter)}'"
    rows: list[dict[str, Any]] = []
    async for wf in client.list_workflows(query, limit=limit):
        memo: Mapping[str, Any] = {}
        try:
            memo = await wf.memo()
        except (KeyError, TypeError, ValueError):
            memo = {}
        duration = None
        if wf.close_time and wf.start_time:
            duration = round((wf.close_time - wf.start_time).total_seconds(), 1)
        rows.append(
            {
                "workflow_id": wf.id,
                "status": status_word(wf.typed_search_attributes.get(STATUS_KEY)),
                "temporal_status": wf.status.name if wf.status else None,
                "attempt": wf.typed_search_attributes.get(ATTEMPT_KEY),
                "max_attempts": memo.get("max_retries"),
                "cost_usd": wf.typed_search_attributes.get(COST_KEY),
                "started": wf.start_time.isoformat(timespec="seconds") if wf.start_time else None,
                "duration_s": duration,
                "task": memo.get("task", ""),
                "workspace": memo.get("workspace", ""),
            }
        )
    if as_json:
        _emit(rows)
        return 0
    console.table(
        None,
        ["id", "status", "attempt", "cost", "started", "took", "task"],
        [
            [
                r["workflow_id"],
                r["status"] or "?",
                f"{r['attempt'] or '-'}/{r['max_attempts'] or '-'}",
                f"${r['cost_usd']:.4f}" if r["cost_usd"] is not None else "-",
                (r["started"] or "")[:19].replace("T", " "),
                f"{r['duration_s']}s" if r["duration_s"] is not None else "running",
                (r["task"] or "")[:60],
            ]
            for r in rows
        ],
    )
    if not rows:
        console.info("no runs" + (f" with status {status_filter}" if status_filter else ""))
    return 0


# --------------------------------------------------------------------------- show


async def show(
    client: Client,
    console: Console,
    settings: Settings,
    workflow_id: str,
    *,
    as_json: bool,
    diff: int | None,
) -> int:
    """Attempt by attempt: session, verifiers, digest; or what attempt K changed."""
    view = await read_view(client, workflow_id)
    if diff is not None:
        return await _show_diff(client, console, settings, workflow_id, diff, as_json=as_json)
    if as_json:
        _emit(
            {
                "workflow_id": view.workflow_id,
                "request": view.request.model_dump(mode="json") if view.request else None,
                "attempts": [
                    {
                        "attempt": a.attempt,
                        "running": a.running,
                        "message": a.message,
                        "digest_given": digest_of(a.message),
                        "session": a.session.model_dump(mode="json") if a.session else None,
                        "session_error": a.session_error,
                        "session_tries": a.session_tries,
                        "verification": a.verification.model_dump(mode="json")
                        if a.verification
                        else None,
                        "verify_error": a.verify_error,
                    }
                    for a in view.attempts
                ],
                "result": view.result.model_dump(mode="json") if view.result else None,
            }
        )
        return 0
    out = console.out
    req = view.request
    head = view.result.final_status if view.result else "running"
    out.print(f"[bold]{workflow_id}[/bold]: {head}")
    if req is not None:
        out.print(f"  task: {req.task.splitlines()[0][:100]}", markup=False)
        out.print(f"  workspace: {req.workspace}", markup=False)
        checks = ", ".join(f"{v.name}=`{v.command}`" for v in req.verifiers) or "none"
        out.print(f"  verifiers: {checks}", markup=False)
    for a in view.attempts:
        out.print(f"[bold]attempt {a.attempt}[/bold]" + (f" ({a.running})" if a.running else ""))
        digest = digest_of(a.message)
        if digest:
            out.print("  told (digest of the previous attempt):")
            for line in digest.splitlines():
                out.print(f"    {line}", markup=False)
        for b in a.branches:
            _show_branch(
                out,
                b,
                won=view.result is not None
                and view.result.winner == b.branch
                and a is view.attempts[-1],
            )
        s = a.session
        if s is not None:
            retries = f", {s.transient_retries} API retries" if s.transient_retries else ""
            if s.worker_restarts:
                retries += f", worker lost, resumed {s.worker_restarts}x"
            cleared = f", {s.cleared_results} old tool results cleared" if s.cleared_results else ""
            out.print(
                f"  session: {s.status}, {s.turns} turns, {s.duration_ms / 1000:.1f}s"
                f"{retries}{cleared}",
                markup=False,
            )
            out.print(f"    {usage_text(s.usage)}", markup=False)
            if s.error:
                out.print(f"    error: {s.error}", markup=False)
            if s.transcript_path:
                out.print(f"    transcript: {s.transcript_path}", markup=False)
        elif a.session_error:
            out.print(f"  session: failed: {a.session_error}", markup=False)
        v = a.verification
        if v is not None:
            out.print(
                f"  verification: {'passed' if v.passed else 'FAILED'} in {v.duration_ms / 1000:.1f}s"
            )
            for o in v.verifiers:
                code = "timed out" if o.timed_out else f"exit {o.exit_code}"
                out.print(
                    f"    {o.name} ({o.kind}): {'pass' if o.passed else 'FAIL'}, {code}, "
                    f"{o.duration_ms / 1000:.1f}s, log {o.output_path}",
                    markup=False,
                )
                for e in o.errors:
                    out.print(f"      [{e.type.upper()}] {e.summary}", markup=False)
        elif a.verify_error:
            out.print(f"  verification: could not run: {a.verify_error}", markup=False)
    if view.result is not None:
        out.print(f"usage: {usage_text(view.result.usage)}", markup=False)
        if view.result.error and view.result.final_status != "success":
            out.print(f"error: {view.result.error}", markup=False)
    return 0


def _show_branch(out: Any, b: BranchView, *, won: bool) -> None:
    """One branch of a parallel attempt: its session, its verification, whether it won."""
    head = f"  branch {b.branch}" + (" (won)" if won else "") + (" (running)" if b.running else "")
    out.print(f"{head}: {b.workflow_id}", markup=False)
    s = b.session
    if s is not None:
        out.print(
            f"    session: {s.status}, {s.turns} turns, {s.duration_ms / 1000:.1f}s; "
            f"{usage_text(s.usage)}",
            markup=False,
        )
        if s.error:
            out.print(f"      error: {s.error}", markup=False)
    v = b.verification
    if v is not None:
        verdict = "passed" if v.passed else "FAILED"
        out.print(f"    verification: {verdict} in {v.duration_ms / 1000:.1f}s", markup=False)
        for e in v.errors[:5]:
            out.print(f"      [{e.type.upper()}] {e.summary}", markup=False)
    elif b.error and (s is None or b.error != s.error):
        out.print(f"    {b.error}", markup=False)


async def _show_diff(
    client: Client, console: Console, settings: Settings, workflow_id: str, k: int, *, as_json: bool
) -> int:
    from activities import snapshots

    handle = await handle_for(client, workflow_id)
    desc = await handle.describe()
    repo = snapshots.snapshot_repo(settings.home, workflow_id, desc.run_id)
    if not snapshots.has(repo, k) or not snapshots.has(repo, k - 1):
        raise ConfigError(
            f"--diff {k}: no snapshots of attempts {k - 1} and {k} of {workflow_id} in {repo} "
            "(snapshots live on the worker's host, under its GREENLOOP_HOME)"
        )
    try:
        text = snapshots.diff(repo, k - 1, k)
    except snapshots.SnapshotError as exc:
        raise ConfigError(f"--diff {k}: {exc}") from None
    if as_json:
        _emit({"workflow_id": workflow_id, "attempt": k, "diff": text})
    else:
        sys.stdout.write(text if text else f"attempt {k} changed nothing\n")
    return 0


# --------------------------------------------------------------------------- cancel


async def cancel(client: Client, console: Console, workflow_id: str, *, as_json: bool) -> int:
    """Request cancellation: the session in flight stops within seconds (heartbeats)."""
    handle = await handle_for(client, workflow_id)
    desc = await handle.describe()
    if desc.status != WorkflowExecutionStatus.RUNNING:
        raise ConfigError(
            f"run {workflow_id!r} is not running ({desc.status.name.lower() if desc.status else '?'})"
        )
    await handle.cancel()
    if as_json:
        _emit({"workflow_id": workflow_id, "cancel_requested": True})
    else:
        console.info(
            f"cancellation of {workflow_id} requested; it ends 'cancelled' once the activity "
            f"in flight has stopped (`greenloop watch {workflow_id}` to follow)"
        )
    return 0


# --------------------------------------------------------------------------- replay


async def replay(client: Client | None, console: Console, target: str, *, as_json: bool) -> int:
    """Replay a run's history (by id, or a JSON file) with the current workflow code."""
    path = Path(target)
    if path.is_file():
        try:
            data = json.loads(path.read_text())
        except (OSError, json.JSONDecodeError) as exc:
            raise ConfigError(f"{target}: not a readable history JSON ({exc})") from None
        if isinstance(data, dict) and "history" in data:
            history = WorkflowHistory.from_json(data.get("workflow_id", path.stem), data["history"])
        else:
            history = WorkflowHistory.from_json(path.stem, data)
    else:
        if client is None:
            raise ConfigError(f"{target}: no such file, and no server to fetch a run from")
        handle = await handle_for(client, target)
        history = await handle.fetch_history()
    replayer = Replayer(
        workflows=[VerifyLoopWorkflow, BranchWorkflow],
        data_converter=pydantic_data_converter,
        workflow_runner=workflow_runner(sandboxed=True),
        # traced like a worker, so a replay shows that it exports no span twice
        plugins=telemetry.client_plugins(),
    )
    result = await replayer.replay_workflow(history, raise_on_replay_failure=False)
    failure = result.replay_failure
    if as_json:
        _emit(
            {
                "workflow_id": history.workflow_id,
                "events": len(history.events),
                "deterministic": failure is None,
                "divergence": str(failure) if failure else None,
            }
        )
    elif failure is None:
        console.out.print(
            f"{history.workflow_id}: replayed {len(history.events)} events with the current "
            "code: deterministic"
        )
    else:
        console.out.print(f"{history.workflow_id}: NOT deterministic: {failure}", markup=False)
    return 0 if failure is None else 1


# --------------------------------------------------------------------------- setup


async def setup(client: Client, console: Console, namespace: str, *, as_json: bool) -> int:
    """Register greenloop's search attributes on the cluster (idempotent)."""
    from greenloop.commands import ensure_search_attributes

    try:
        added = await ensure_search_attributes(client, namespace, create=True)
    except RPCError as err:
        wanted = ", ".join(f"{k} ({v})" for k, v in SEARCH_ATTRIBUTES.items())
        raise ConfigError(
            f"could not register search attributes in {namespace!r}: {err.message} (on "
            f"Temporal Cloud, add {wanted} with tcld or the Cloud UI)"
        ) from None
    if as_json:
        _emit({"namespace": namespace, "added": added})
    elif added:
        console.info(f"registered {', '.join(added)} in namespace {namespace!r}")
    else:
        console.info(f"search attributes already registered in namespace {namespace!r}")
    return 0
