"""The session activity: one fresh agent conversation, Messages API tool loop, run locally.

The loop calls the model, runs the tool calls it asks for inside the workspace, and feeds
the results back until the model answers without a tool call (``success``), ``max_turns``
model calls were made (``turn_limit``), or the wall-clock budget is spent (``timeout``).

Durability: every response and tool result goes to the session journal (see
``activities.journal``) before anything else happens, and a heartbeat carries the
journal's path and turn number, so a retried attempt (a transient API error, a dead
worker) resumes from the last completed turn. API errors become retryable or permanent
``ApplicationError``s through ``activities.api_errors``; the Anthropic client itself never
retries.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import shutil
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from anthropic import AsyncAnthropic
from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities import inflight, protect, sandbox, snapshots, telemetry
from activities.api_errors import to_application_error
from activities.conversation import converse, session_result, spent, system_prompt
from activities.heartbeat import heartbeat_forever
from activities.journal import (
    Journal,
    JournalRefused,
    SessionState,
    attempt_dir,
    run_dir,
)
from activities.redact import redact
from activities.snapshots import snapshot_repo
from activities.spent import SpendReporter
from activities.tools import ToolContext
from contract.models import SessionInput, SessionResult
from contract.names import BRANCH_WORKFLOW_NAME, SESSION_ACTIVITY

MAX_ATTEMPTS_WITHOUT_PROGRESS = 10
"""Activity attempts in a row (crashes included) that complete no turn before giving up."""


@dataclass(frozen=True)
class SessionConfig:
    """Worker-level settings of the session activity."""

    home: Path
    """GREENLOOP_HOME: journals live under ``home/runs``."""
    request_timeout_s: float
    """Read timeout of one Messages API call (the worker's ``WorkerOptions``)."""
    heartbeat_every_s: float = 2.0
    bash_timeout_s: float = 300.0
    min_sandbox: sandbox.Choice = "none"
    """The worker's ``--sandbox``: ``bwrap`` means no run's command goes unconfined here."""
    host: str = ""
    """This worker's host (``Settings.host``): names its in-flight records."""
    snapshots: bool = True
    report_spent_every_s: float | None = None
    """How often a session tells its run what it has spent (``activities.spent``;
    ``None``: its default, every 30 s)."""


class SessionActivities:
    """Holds what sessions share in one worker: the Anthropic client and settings."""

    def __init__(self, *, client: AsyncAnthropic, config: SessionConfig) -> None:
        self.client = client
        self.config = config
        self._rng = random.Random()

    @activity.defn(name=SESSION_ACTIVITY)
    async def run_session(self, inp: SessionInput) -> SessionResult:
        """Run (or resume) one agent session, in a ``greenloop.session`` span."""
        info = activity.info()
        with telemetry.span(
            "greenloop.session",
            {
                "greenloop.workflow_id": info.workflow_id or "",
                "greenloop.attempt": inp.attempt,
                "greenloop.branch": inp.branch,
                "greenloop.activity_attempt": info.attempt,
                "gen_ai.request.model": inp.model,
            },
        ) as s:
            try:
                result = await self._session(inp)
            except ApplicationError as err:
                details = err.details[0] if err.details and isinstance(err.details[0], dict) else {}
                if not err.non_retryable:
                    # Temporal retries it: the transient API trouble operators watch for
                    telemetry.API_RETRIES.add(1, {"error": str(details.get("kind", err.type))})
                telemetry.fail(s, err.message)
                raise
            s.set_attribute("greenloop.status", result.status)
            s.set_attribute("greenloop.turns", result.turns)
            s.set_attributes(telemetry.usage_attributes(result.usage, priced=result.priced))
            if result.status not in ("success", "cancelled"):
                telemetry.fail(s, result.error or result.status)
            return result

    async def _session(self, inp: SessionInput) -> SessionResult:
        info = activity.info()
        adir = attempt_dir(self.config.home, info.workflow_id, info.workflow_run_id, inp.attempt)
        jpath = adir / "session.jsonl"
        # the workflow's key for this session: the agent never sees it (it lives in the
        # server's history), so a journal planted in advance cannot carry it
        owner = inp.session_key or f"{info.workflow_id}/{info.workflow_run_id}/{inp.attempt}"
        conf = inp.confinement
        try:
            mode, sandbox_note = sandbox.resolve(conf.sandbox, minimum=self.config.min_sandbox)
            state = Journal.load(jpath, owner=owner)
        except (sandbox.SandboxUnavailable, JournalRefused) as exc:
            raise ApplicationError(str(exc), type=type(exc).__name__, non_retryable=True) from None
        if sandbox_note:
            activity.logger.warning("%s", sandbox_note)
        if state.end is not None:
            # finished before, but the completion never reached the server
            return SessionResult.model_validate(state.end)
        without_progress = info.attempt - state.last_progress_attempt
        if without_progress >= MAX_ATTEMPTS_WITHOUT_PROGRESS:
            raise ApplicationError(
                f"session made no progress in {without_progress} attempts in a row; giving up",
                type="NoProgress",
                non_retryable=True,
            )
        if info.attempt > 1:
            activity.logger.info(
                "resuming session attempt %d at turn %d (activity attempt %d)",
                inp.attempt,
                state.turns,
                info.attempt,
            )
        system = system_prompt(inp.workspace, inp.verifiers)
        try:
            journal = Journal(jpath)
            if state.started_at is None:
                state.started_at = time.time()
                state.message = inp.message
                state.messages = [{"role": "user", "content": inp.message}]
                journal.append(
                    {"e": "start", "t": state.started_at, "message": inp.message, "owner": owner}
                )
        except OSError as exc:
            # a full disk fails the run at once, saying so (api_errors.DISK_FULL)
            raise to_application_error(exc, failures_in_row=1, config=inp.api_retry) from None

        workspace = Path(inp.workspace).resolve()
        repo = snapshot_repo(self.config.home, info.workflow_id, info.workflow_run_id)
        baseline: asyncio.Future[str | None] | None = None
        # a parallel branch works in a copy of the workspace as the run found it (no branch
        # has won yet), whatever its attempt: its own attempt-0 is the run's start, which
        # its verifiers diff against as a single run's do
        in_branch = info.workflow_type == BRANCH_WORKFLOW_NAME
        first = (inp.attempt == 1 or in_branch) and state.turns == 0
        if self.config.snapshots and first and not snapshots.has(repo, 0):
            # taken while the first model call is in flight; tools wait for it
            baseline = asyncio.ensure_future(self._snapshot(repo, workspace, 0))
        protected = protect.Baseline(
            protect.store_for(run_dir(self.config.home, info.workflow_id, info.workflow_run_id)),
            conf.protect,
        )
        if conf.protect and not protected.exists():
            # before the agent can act: the run's start is what protected files go back to
            baseline = asyncio.ensure_future(self._before_tools(baseline, protected, workspace))
        home = Path(tempfile.mkdtemp(prefix="greenloop-home-"))
        jail = sandbox.Jail(
            mode=mode,
            workspace=workspace,
            home=home,
            network=conf.allow_network,
            # the journals, logs and server database must stay out of the agent's sight
            hidden=_resolved((self.config.home, *(Path(p) for p in conf.hide))),
        )
        ctx = ToolContext(
            root=workspace,
            home=home,
            env=sandbox.command_env(os.environ, home=home, extra=jail.toolchains().env),
            bash_timeout_s=self.config.bash_timeout_s,
            sandbox_mode=jail.mode,
            allow_network=jail.network,
            hidden_paths=jail.hidden,
            protected=protect.spec(conf.protect),
        )
        # registered, so a worker that starts here after this one died resumes it at once
        record = inflight.register(
            self.config.home,
            task_token=info.task_token,
            host=self.config.host,
            what={"kind": "session", "workflow_id": info.workflow_id, "attempt": inp.attempt},
        )
        # heartbeats go on until the very end: a slow final snapshot is not a dead worker
        beat = asyncio.create_task(
            heartbeat_forever(
                self.config.heartbeat_every_s,
                lambda: {
                    "turn": state.turns,
                    "tokens": state.tokens,
                    "cost_usd": round(state.cost_usd, 6),
                    "journal": str(jpath),
                },
            )
        )
        try:
            try:
                result = await self._attempt(
                    inp, state, journal, ctx, system, home, baseline, repo, workspace, jpath
                )
            except asyncio.CancelledError:
                if not _cancelled_by_the_run():
                    raise  # a worker shutting down, a timeout: the session resumes elsewhere
                # the run asked (an operator's cancel, another branch won): stop here, and
                # say what was spent, so the run's usage and budget count it
                result = session_result(state, "cancelled", error="the session was cancelled")
                result.priced = inp.price is not None or state.tokens == 0
                result.branch = inp.branch
                result.transcript_path = str(jpath)
                result.sandbox = ctx.sandbox_mode
                return result
            result.branch = inp.branch
            result.priced = inp.price is not None or state.tokens == 0
            result.transient_retries = state.failures
            result.worker_restarts = max(0, info.attempt - 1 - state.failures)
            result.transcript_path = str(jpath)
            result.sandbox = ctx.sandbox_mode
            result.sandbox_note = sandbox_note
            result.final_text = redact(result.final_text)
            if baseline is not None:
                await baseline
            result.snapshot = await self._snapshot(repo, workspace, inp.attempt)
            try:
                with contextlib.closing(Journal(jpath)) as j:
                    j.append({"e": "end", "owner": owner, "result": result.model_dump(mode="json")})
            except OSError as exc:
                raise to_application_error(exc, failures_in_row=1, config=inp.api_retry) from None
            return result
        finally:
            beat.cancel()
            inflight.unregister(record)

    async def _attempt(
        self,
        inp: SessionInput,
        state: SessionState,
        journal: Journal,
        ctx: ToolContext,
        system: str,
        home: Path,
        baseline: asyncio.Future[str | None] | None,
        repo: Path,
        workspace: Path,
        jpath: Path,
    ) -> SessionResult:
        """One activity attempt of the conversation; a failure becomes the ApplicationError
        that tells Temporal whether to retry."""
        info = activity.info()
        remaining = (state.started_at or time.time()) + inp.session_timeout_s - time.time()
        reporter = SpendReporter(inp.attempt, self.config.report_spent_every_s)
        try:
            try:
                async with asyncio.timeout(max(0.0, remaining)) as budget:
                    return await converse(
                        self.client,
                        inp,
                        state,
                        journal,
                        ctx,
                        system,
                        activity_attempt=info.attempt,
                        request_timeout_s=self.config.request_timeout_s,
                        before_tools=baseline,
                        after_call=reporter,
                    )
            except TimeoutError:
                if not budget.expired():
                    raise
                return session_result(state, "timeout", error=_timeout_msg(inp.session_timeout_s))
        except asyncio.CancelledError:
            if baseline is not None:
                baseline.cancel()
            raise
        except Exception as exc:
            # only failures recorded here count against --api-retries: a worker that
            # died or was stopped leaves none, and resumes without using them up
            failures_in_row = state.failures_since_progress + 1
            so_far = {
                "turns": state.turns,
                **spent(state, priced=inp.price is not None),
                "tokens": state.tokens,
                "transient_retries": state.failures,
                "worker_restarts": max(0, info.attempt - 1 - state.failures),
                "transcript_path": str(jpath),
                "sandbox": ctx.sandbox_mode,
            }
            with contextlib.suppress(OSError):  # the failure may be the full disk itself
                journal.append(
                    {
                        "e": "failure",
                        "attempt": info.attempt,
                        "error": type(exc).__name__,
                        "msg": str(exc)[:500],
                    }
                )
            err = to_application_error(
                exc,
                failures_in_row=failures_in_row,
                config=inp.api_retry,
                rng=self._rng,
                extra=so_far,
            )
            if err.non_retryable:
                # a failure that ends the session gets its snapshot; a retry goes on
                if baseline is not None:
                    with contextlib.suppress(Exception):
                        await baseline
                snap = await self._snapshot(repo, workspace, inp.attempt)
                if snap is not None:
                    details = {**err.details[0], "snapshot": snap}
                    err = ApplicationError(err.message, details, type=err.type, non_retryable=True)
            activity.logger.warning(
                "session attempt %d, activity attempt %d failed (%s, retry=%s, delay=%s): %s",
                inp.attempt,
                info.attempt,
                type(exc).__name__,
                not err.non_retryable,
                err.next_retry_delay,
                err.message,
            )
            raise err from None  # the cause can hold a whole response body: history stays small
        finally:
            reporter.close()
            ctx.process_groups.kill_all()
            shutil.rmtree(home, ignore_errors=True)
            with contextlib.suppress(OSError):
                journal.close()

    async def _before_tools(
        self,
        snapshot: asyncio.Future[str | None] | None,
        protected: protect.Baseline,
        workspace: Path,
    ) -> str | None:
        """What must be done before the first tool runs: the attempt-0 snapshot and the
        baseline of the protected files (a failure of the latter fails the session)."""
        try:
            count = await asyncio.to_thread(protected.capture, workspace)
        except OSError as exc:
            raise ApplicationError(
                f"cannot record the protected files (--protect) of {workspace}: {exc}",
                type="ProtectFailed",
                non_retryable=True,
            ) from None
        activity.logger.info("recorded %d protected file(s) of %s", count, workspace)
        return await snapshot if snapshot is not None else None

    async def _snapshot(self, repo: Path, workspace: Path, attempt: int) -> str | None:
        # a snapshot is a convenience for operators: never fail a session over one
        if not self.config.snapshots:
            return None
        try:
            return await snapshots.take(repo, workspace, attempt)
        except (snapshots.SnapshotError, OSError) as exc:
            activity.logger.warning("no snapshot of attempt %d: %s", attempt, exc)
            return None


def _cancelled_by_the_run() -> bool:
    """Whether this activity was cancelled because its workflow asked (not because the
    worker is shutting down or the attempt timed out)."""
    details = activity.cancellation_details()
    return (
        details is not None
        and details.cancel_requested
        and not details.worker_shutdown
        and not details.timed_out
        and not activity.is_worker_shutdown()
    )


def _resolved(paths: tuple[Path, ...]) -> tuple[Path, ...]:
    return tuple(p.resolve() for p in paths)


def _timeout_msg(budget_s: float) -> str:
    return f"the session's wall-clock budget of {budget_s:.0f}s was spent"
