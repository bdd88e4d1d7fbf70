"""Commands that run and follow runs: ``run``, ``watch``, ``rerun``, ``batch``."""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import Any

import click

from contract.errors import ConfigError
from contract.models import MAX_ID_CHARS, RunRequest
from greenloop.cli.app import cli
from greenloop.cli.options import (
    check_in_process_flags,
    check_local_sandbox,
    explicit,
    fail,
    make_console,
    need_credentials,
    run_async,
    run_options,
    worker_options,
)
from greenloop.config import Settings, WorkerOptions, has_api_credentials
from greenloop.request import check_id, default_id, resolve_request


@cli.command()
@run_options
@worker_options()
@click.option("--id", "workflow_id", help="Workflow id (default: generated).")
@click.option("--detach", is_flag=True, help="Start the run and return; print its id.")
@click.option("--json", "as_json", is_flag=True, help="Print the RunResult as JSON on stdout.")
@click.pass_context
def run(
    ctx: click.Context,
    /,
    workflow_id: str | None,
    detach: bool,
    as_json: bool,
    worker: WorkerOptions,
    **options: Any,
) -> int:
    """Run the agent on a task until the verifiers pass (or the run must stop).

    Options not given on the command line are taken from the workspace's greenloop.toml
    (or [tool.greenloop] in its pyproject.toml), then from the defaults shown. Progress
    goes to stderr. Without --json a summary is printed on stdout; with --json exactly
    one RunResult JSON object is.
    """
    settings = Settings.from_env()
    req = resolve_request(explicit(ctx, options), settings)
    wf_id = check_id(workflow_id) if workflow_id is not None else default_id(Path(req.workspace))
    if not detach:  # a detached run is executed by other workers, with their key
        need_credentials(settings)
    check_in_process_flags(settings, worker)
    check_local_sandbox(settings, req)
    from greenloop.commands import run_command

    return run_command(
        settings,
        req,
        workflow_id=wf_id,
        detach=detach,
        as_json=as_json,
        worker_options=worker,
    )


@cli.command()
@click.argument("workflow_id")
@worker_options()
@click.option("--json", "as_json", is_flag=True, help="Print the RunResult as JSON on stdout.")
def watch(
    workflow_id: str,
    as_json: bool,
    worker: WorkerOptions,
) -> int:
    """Follow a run until it ends, with the same output and exit code as `run`.

    In the embedded mode it also runs a worker, so a run whose `greenloop run` was
    interrupted goes on and finishes here.
    """
    settings = Settings.from_env()
    check_in_process_flags(settings, worker)
    # the key is needed only to finish an open run here (embedded mode): a finished run is
    # just read back
    keyed = has_api_credentials()

    async def go() -> int:
        from temporalio.client import WorkflowExecutionStatus

        from greenloop.commands import follow, temporal
        from greenloop.ops import handle_for

        console = make_console()
        async with temporal(settings, console, worker=worker if keyed else None) as client:
            handle = await handle_for(client, workflow_id)
            if not keyed and settings.embedded:
                desc = await handle.describe()
                if desc.status == WorkflowExecutionStatus.RUNNING:
                    need_credentials(settings)
            return (await follow(handle, console, as_json=as_json)).exit_code

    return run_async(go())


@cli.command()
@click.argument("workflow_id")
@click.option(
    "--max-retries", type=click.IntRange(1, 10), default=None, help="Override the attempts."
)
@click.option(
    "--from-attempt",
    type=click.IntRange(min=0),
    default=None,
    metavar="K",
    help="First restore the workspace to the snapshot taken after attempt K (0 = before 1).",
)
@click.option("--id", "new_id", help="Workflow id of the new run (default: ID-rerun-xxxx).")
@worker_options()
@click.option("--detach", is_flag=True, help="Start the run and return; print its id.")
@click.option("--json", "as_json", is_flag=True, help="Print the RunResult as JSON on stdout.")
def rerun(
    workflow_id: str,
    max_retries: int | None,
    from_attempt: int | None,
    new_id: str | None,
    detach: bool,
    as_json: bool,
    worker: WorkerOptions,
) -> int:
    """Run again with the same request as an earlier run (linked to it by memo).

    For an operator who fixed the environment (a key, a quota, a flaky service) and wants
    the same task retried; --from-attempt K also puts the workspace back as attempt K
    left it. Waits and exits like `run`.
    """
    settings = Settings.from_env()
    if new_id is not None:
        new_id = check_id(new_id)
    if not detach:
        need_credentials(settings)
    check_in_process_flags(settings, worker)

    async def go() -> int:
        from contract.models import SnapshotRef
        from greenloop.commands import execute_run
        from greenloop.ops import handle_for, original_request

        console = make_console()
        from greenloop.commands import temporal

        async with temporal(settings, console) as client:
            req = await original_request(client, workflow_id)
            run_id = (await (await handle_for(client, workflow_id)).describe()).run_id
        updates: dict[str, Any] = {}
        if max_retries is not None:
            updates["max_retries"] = max_retries
        if from_attempt is not None:
            updates["restore_from"] = SnapshotRef(
                workflow_id=workflow_id, run_id=run_id, attempt=from_attempt
            )
        req = req.model_copy(update=updates)
        target = new_id or f"{workflow_id[: MAX_ID_CHARS - 11]}-rerun-{secrets.token_hex(2)}"
        outcome = await execute_run(
            settings,
            req,
            workflow_id=target,
            console=console,
            detach=detach,
            as_json=as_json,
            worker_options=worker,
            memo={"rerun_of": workflow_id},
        )
        return outcome.exit_code

    return run_async(go())


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False))
@worker_options()
@click.option("--detach", is_flag=True, help="Start every run and return; print their ids.")
@click.option("--json", "as_json", is_flag=True, help="Print a JSON list of RunResults.")
def batch(
    file: str,
    detach: bool,
    as_json: bool,
    worker: WorkerOptions,
) -> int:
    """Start every run of a JSON-lines FILE, then wait for all and print a table.

    Each line is an object whose keys are `run`'s long options with `_` for `-`
    (workspace, task, task_file, test, max_retries, id, ...). Every line is checked
    before any run starts. Exit 0 if every run succeeded, else 1.
    """
    from greenloop.options import parse_batch

    settings = Settings.from_env()
    lines = parse_batch(Path(file))
    requests: list[tuple[str, RunRequest]] = []
    seen_ws: dict[str, int] = {}
    seen_id: dict[str, int] = {}
    for n, line in enumerate(lines, start=1):
        explicit = line.given()
        explicit["workspace"] = line.workspace
        try:
            req = resolve_request(explicit, settings)
        except ConfigError as exc:
            fail(f"{file}: run {n}: {exc}")
        wf_id = line.id or f"{default_id(Path(req.workspace))}-{n}"
        if req.workspace in seen_ws:
            fail(
                f"{file}: runs {seen_ws[req.workspace]} and {n} share the workspace "
                f"{req.workspace}: two runs must never edit one workspace at once"
            )
        if wf_id in seen_id:
            fail(f"{file}: runs {seen_id[wf_id]} and {n} have the same id {wf_id!r}")
        seen_ws[req.workspace] = seen_id[wf_id] = n
        requests.append((wf_id, req))
    if not detach:
        need_credentials(settings)
    check_in_process_flags(settings, worker)
    for _id, req in requests:
        check_local_sandbox(settings, req)
    from greenloop.batch import run_batch

    return run_async(
        run_batch(
            settings,
            requests,
            console=make_console(),
            detach=detach,
            as_json=as_json,
            worker_options=worker,
        )
    )
