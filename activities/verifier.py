"""The verifier activity: run every verification command in the workspace and judge it.

Verifiers run code the agent wrote (its tests, a ``conftest.py``, a build script), so
they run under the same confinement as its bash commands (``activities.sandbox``): in
bubblewrap, with the toolchains shown read-only, only the workspace and a private HOME
writable, no network unless the run allows it, and nothing outliving the command.

Before they run, every protected path (``--protect``) is put back as it was at the run's
start and listed in ``reverted``; in the sandbox the protected files are read-only, and
afterwards they are checked again, so no verifier judges tampered tests and no run is
green on them. Each command's output streams to a capped log file under GREENLOOP_HOME;
only a bounded, redacted excerpt and the summarized errors come back, so raw output never
enters workflow history. A failing check is a result, never an exception: only
infrastructure trouble (a command that cannot be spawned) raises, through the same retry
table as API errors.
"""

from __future__ import annotations

import asyncio
import dataclasses
import errno
import os
import re
import shutil
import tempfile
import time
from pathlib import Path
from typing import BinaryIO, Literal

from temporalio import activity
from temporalio.exceptions import ApplicationError

from activities import inflight, protect, sandbox, snapshots, telemetry
from activities.api_errors import to_application_error
from activities.heartbeat import heartbeat_forever
from activities.journal import attempt_dir, run_dir
from activities.process import run_process
from activities.redact import redact
from activities.summarize import Baseline, Changes, summarize_file
from activities.toolchains import command_word
from contract.models import (
    EXCERPT_CHARS,
    ApiRetryConfig,
    VerificationError,
    VerificationResult,
    VerifierKind,
    VerifierOutcome,
    VerifierSpec,
    VerifyInput,
)
from contract.names import VERIFY_ACTIVITY

EnvMode = Literal["scrubbed", "inherit"]

LOG_HEAD_BYTES = 8 * 1024 * 1024
LOG_TAIL_BYTES = 8 * 1024 * 1024
"""A verifier's log keeps its first and last 8 MiB: a chatty test cannot fill
GREENLOOP_HOME (which also holds the server database), and the summarizer still sees the
build errors at the top and the test summary at the bottom."""


class CappedLog:
    """A log file that keeps the head and the tail of a stream and counts what it dropped."""

    def __init__(self, fh: BinaryIO, *, head: int | None = None, tail: int | None = None) -> None:
        self.fh = fh
        self.head_left = LOG_HEAD_BYTES if head is None else head
        self.tail_cap = LOG_TAIL_BYTES if tail is None else tail
        self.tail = bytearray()
        self.dropped = 0

    def write(self, chunk: bytes) -> None:
        """Take one chunk of output."""
        if self.head_left > 0:
            part = chunk[: self.head_left]
            self.fh.write(part)
            self.head_left -= len(part)
            chunk = chunk[len(part) :]
        if chunk:
            self.tail += chunk
            excess = len(self.tail) - self.tail_cap
            if excess > 0:
                del self.tail[:excess]
                self.dropped += excess

    def finish(self) -> None:
        """Write the tail, after a line that says how much was dropped between."""
        if self.dropped:
            self.fh.write(f"\n[... greenloop dropped {self.dropped} bytes here ...]\n".encode())
        self.fh.write(self.tail)
        self.tail = bytearray()


class VerifierActivities:
    """Runs verifiers; holds the worker-level settings."""

    def __init__(
        self,
        *,
        home: Path,
        env_mode: EnvMode = "scrubbed",
        heartbeat_every_s: float = 2.0,
        min_sandbox: sandbox.Choice = "none",
        host: str = "",
    ) -> None:
        self.home = home
        self.env_mode = env_mode
        self.heartbeat_every_s = heartbeat_every_s
        self.min_sandbox = min_sandbox
        self.host = host

    @activity.defn(name=VERIFY_ACTIVITY)
    async def run_verifiers(self, inp: VerifyInput) -> VerificationResult:
        """Run every verifier once, in order, and summarize the failures."""
        info = activity.info()
        rdir = run_dir(self.home, info.workflow_id, info.workflow_run_id)
        out_dir = attempt_dir(self.home, info.workflow_id, info.workflow_run_id, inp.attempt)
        conf = inp.confinement
        try:
            mode, warning = sandbox.resolve(conf.sandbox, minimum=self.min_sandbox)
        except sandbox.SandboxUnavailable as exc:
            raise ApplicationError(
                str(exc), type="SandboxUnavailable", non_retryable=True
            ) from None
        if warning:
            activity.logger.warning("%s", warning)
        started = time.monotonic()
        record = inflight.register(
            self.home,
            task_token=info.task_token,
            host=self.host,
            what={"kind": "verifiers", "workflow_id": info.workflow_id, "attempt": inp.attempt},
        )
        beat = asyncio.create_task(heartbeat_forever(self.heartbeat_every_s))
        home = Path(tempfile.mkdtemp(prefix="greenloop-verify-"))
        try:
            workspace = Path(inp.workspace).resolve()
            if not workspace.is_dir():
                raise FileNotFoundError(f"workspace {workspace} is not a directory")
            out_dir.mkdir(parents=True, exist_ok=True)
            baseline = protect.Baseline(protect.store_for(rdir), conf.protect)
            if conf.protect and not baseline.exists():
                activity.logger.warning("no baseline of the protected files yet; taking it now")
                await asyncio.to_thread(baseline.capture, workspace)
            reverted = await asyncio.to_thread(baseline.revert, workspace)
            run = _Run(
                mode=mode,
                workspace=workspace,
                home=home,
                hidden=tuple(p.resolve() for p in (self.home, *(Path(h) for h in conf.hide))),
                network=conf.verifier_network,
                read_only=tuple(await asyncio.to_thread(baseline.read_only, workspace)),
                inherit=self.env_mode == "inherit",
                out_dir=out_dir,
                before_dir=(
                    attempt_dir(self.home, info.workflow_id, info.workflow_run_id, inp.attempt - 1)
                    if inp.attempt > 1
                    else None
                ),
            )
            run.changes = await asyncio.to_thread(
                _run_changes, self.home, info.workflow_id, info.workflow_run_id, inp.attempt
            )
            outcomes = [await run.one(v) for v in inp.verifiers]
            # a verifier's side effects (the code it ran is the agent's) are undone too
            after = await asyncio.to_thread(baseline.revert_after, workspace)
        except OSError as exc:
            if exc.errno == errno.ENOSPC:
                raise _disk_full(exc, out_dir) from None
            raise _infra(exc, info.attempt) from None
        except Exception as exc:
            raise _infra(exc, info.attempt) from None
        finally:
            beat.cancel()
            inflight.unregister(record)
            shutil.rmtree(home, ignore_errors=True)
        errors = [_reverted_error(rel) for rel in reverted]
        errors += [_changed_during_error(rel) for rel in after]
        errors += [e for o in outcomes for e in o.errors]
        cannot_run = next(
            (
                why
                for o, spec in zip(outcomes, inp.verifiers, strict=True)
                if (why := _cannot_run(o, spec))
            ),
            None,
        )
        return VerificationResult(
            passed=all(o.passed for o in outcomes) and not after,
            errors=errors,
            duration_ms=int((time.monotonic() - started) * 1000),
            verifiers=outcomes,
            reverted=sorted({*reverted, *after}),
            cannot_run=cannot_run,
            branch=inp.branch,
        )


class _Run:
    """The verifiers of one activity attempt: same jail settings, one private HOME."""

    def __init__(
        self,
        *,
        mode: sandbox.Mode,
        workspace: Path,
        home: Path,
        hidden: tuple[Path, ...],
        network: bool,
        read_only: tuple[Path, ...],
        inherit: bool,
        out_dir: Path,
        before_dir: Path | None = None,
    ) -> None:
        self.mode = mode
        self.workspace = workspace
        self.home = home
        self.hidden = hidden
        self.network = network
        self.read_only = read_only
        self.inherit = inherit
        self.out_dir = out_dir
        self.before_dir = before_dir
        """The previous attempt's files: its verifier logs are the baselines of this one's."""
        self.changes: Changes | None = None
        """What the run changed (its snapshots' diff): errors at those lines come first."""

    async def one(self, spec: VerifierSpec) -> VerifierOutcome:
        """Run one verifier command in the jail and judge it (a ``verify NAME`` span)."""
        with telemetry.span(
            f"verify {spec.name}",
            {
                "greenloop.verifier.name": spec.name,
                "greenloop.verifier.kind": spec.kind,
                "greenloop.sandbox": self.mode,
            },
        ) as s:
            outcome = await self._one(spec)
            if outcome.exit_code is not None:
                s.set_attribute("process.exit.code", outcome.exit_code)
            s.set_attribute("greenloop.verifier.passed", outcome.passed)
            if not outcome.passed:
                telemetry.fail(s, outcome.errors[0].summary if outcome.errors else "failed")
        judged = "passed" if outcome.passed else "timed_out" if outcome.timed_out else "failed"
        telemetry.VERIFIER_SECONDS.record(outcome.duration_ms / 1000, {"outcome": judged})
        return outcome

    async def _one(self, spec: VerifierSpec) -> VerifierOutcome:
        jail = sandbox.Jail(
            mode=self.mode,
            workspace=self.workspace,
            home=self.home,
            network=self.network,
            hidden=self.hidden,
            read_only=self.read_only,
            commands=(spec.command,),
        )
        env = sandbox.verifier_env(
            os.environ, home=self.home, inherit=self.inherit, extra=jail.toolchains().env
        )
        argv = sandbox.wrap(["bash", "-c", spec.command], jail)
        log = self.out_dir / f"verify-{_safe(spec.name)}.log"
        before = self.before_dir / log.name if self.before_dir is not None else None
        t0 = time.monotonic()
        with log.open("wb") as fh:
            sink = CappedLog(fh)
            result = await run_process(
                argv,
                cwd=self.workspace,
                env=env,
                timeout_s=spec.timeout_s,
                output_cap_bytes=16 * 1024,
                sink=sink,
            )
            sink.finish()
        duration_ms = int((time.monotonic() - t0) * 1000)
        excerpt = redact(result.output.decode("utf-8", errors="replace")[-EXCERPT_CHARS:])
        if result.timed_out:
            errors = [
                VerificationError(
                    type=spec.kind,
                    summary=f"{spec.name}: `{_short(spec.command)}` timed out after "
                    f"{spec.timeout_s:.0f}s and was killed",
                )
            ]
            passed = False
        else:
            passed = result.returncode == 0
            errors = (
                []
                if passed
                else await asyncio.to_thread(
                    _summarize,
                    log,
                    spec.kind,
                    result.returncode,
                    self.workspace,
                    before,
                    self.changes,
                )
            )
            if not passed and not errors:
                errors = [
                    VerificationError(
                        type=spec.kind,
                        summary=f"{spec.name}: `{_short(spec.command)}` exited {result.returncode}",
                    )
                ]
        return VerifierOutcome(
            name=spec.name,
            kind=spec.kind,
            command=spec.command,
            exit_code=result.returncode,
            duration_ms=duration_ms,
            passed=passed,
            timed_out=result.timed_out,
            output_path=str(log),
            output_bytes=result.total_bytes,
            excerpt=excerpt,
            errors=[dataclasses.replace(e, summary=redact(e.summary)) for e in errors],
            sandbox=self.mode,
        )


_SHELL_COMPLAINT = re.compile(
    r"^bash: (?:line \d+: )?(?P<word>.+?): "
    r"(?P<why>command not found|No such file or directory|Permission denied)$",
    re.MULTILINE,
)


def _summarize(
    log: Path,
    kind: VerifierKind,
    exit_code: int | None,
    root: Path,
    before: Path | None,
    changes: Changes | None = None,
) -> list[VerificationError]:
    """The errors in a verifier's log; with the same verifier's log of the previous attempt
    as the baseline when there is one, so that what the last session broke is listed first,
    and errors at the lines the run changed with them."""
    baseline = None
    if before is not None:
        # a help, never a reason to fail the verification (a verifier new in this attempt
        # has no earlier log; a bug of ours reading it is logged)
        try:
            baseline = Baseline.of_file(before, kind=kind, root=root)
        except OSError:
            pass
        except Exception:
            activity.logger.exception("reading the baseline %s failed", before)
    try:
        return summarize_file(
            log, kind=kind, exit_code=exit_code, root=root, baseline=baseline, changes=changes
        )
    except OSError:
        raise  # the log could not be read: the worker's problem, retried as such
    except Exception:
        # a bug of ours reading the output (which the agent's code printed) costs the
        # digest's detail, not the verification: the caller reports the exit code
        activity.logger.exception("summarizing %s failed", log)
        return []


def _run_changes(
    home: Path, workflow_id: str | None, run_id: str | None, attempt: int
) -> Changes | None:
    """The lines the run changed so far: the diff of its snapshots from before the first
    session to after this attempt's (a parallel branch's run has its own: the copy as the
    run found it, then after its session); ``None`` without them (snapshots off), never a
    reason to fail the verification."""
    repo = snapshots.snapshot_repo(home, workflow_id, run_id)
    if not (snapshots.has(repo, 0) and snapshots.has(repo, attempt)):
        return None
    try:
        return Changes.of_hunks(snapshots.changed_lines(repo, 0, attempt))
    except Exception as exc:  # the snapshots hold the agent's files: whatever goes wrong
        activity.logger.warning("no diff of the run for its verifiers: %s", exc)
        return None


def _cannot_run(outcome: VerifierOutcome, spec: VerifierSpec) -> str | None:
    """Why a verifier could not run at all, if that is what its exit says: 126 or 127 from
    the shell, about the verifier's own command word. A test that fails on a missing
    tool is an ordinary failure; a verifier whose program is not there is not one any
    session can fix."""
    if outcome.exit_code not in (126, 127):
        return None
    word = command_word(spec.command)
    for match in _SHELL_COMPLAINT.finditer(outcome.excerpt[:4000]):
        if match["word"] == word:
            return (
                f"verifier {spec.name!r} cannot run: `{word}`: {match['why']} (exit "
                f"{outcome.exit_code}); fix the verifier command or the worker's PATH"
            )
    return None


def _reverted_error(rel: str) -> VerificationError:
    return VerificationError(
        type="custom",
        summary=f"protected file {rel} was changed, created or deleted; it was put back as "
        "it was (--protect: fix the code, not the protected files)",
    )


def _changed_during_error(rel: str) -> VerificationError:
    return VerificationError(
        type="custom",
        summary=f"protected file {rel} was changed while the verifiers ran; the check "
        "fails and the file was put back",
    )


_INFRA_RETRY = ApiRetryConfig()
"""Infrastructure failures (a command that cannot be spawned) use the default limits."""


def _infra(exc: BaseException, attempt: int) -> ApplicationError:
    return to_application_error(exc, failures_in_row=attempt, config=_INFRA_RETRY, what="verifier")


def _disk_full(exc: OSError, out_dir: Path) -> ApplicationError:
    return ApplicationError(
        f"no space left on the device of {out_dir} (GREENLOOP_HOME, where verifier logs, "
        f"journals and the server database live): free some space, then `greenloop rerun` "
        f"({exc.strerror})",
        type="DiskFull",
        non_retryable=True,
    )


def _safe(name: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in name) or "verifier"


def _short(command: str, limit: int = 80) -> str:
    return command if len(command) <= limit else command[: limit - 3] + "..."
