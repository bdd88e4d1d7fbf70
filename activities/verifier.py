"""The verifier activity: run every verification command in the workspace and judge it.

Each command runs with the shell, cwd = workspace, under its timeout, in its own process
group. Its output streams to a log file under GREENLOOP_HOME; only a bounded excerpt and
the summarized errors come back, so raw output never enters workflow history. A failing
check is a result, never an exception: only infrastructure trouble (a command that cannot
be spawned) raises, through the same retry table as API errors.
"""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path
from typing import Literal

from temporalio import activity

from activities import sandbox
from activities.api_errors import to_application_error
from activities.heartbeat import heartbeat_forever
from activities.journal import attempt_dir
from activities.summarize import summarize_file
from activities.tools import run_process
from greenloop.models import (
    EXCERPT_CHARS,
    ApiRetryConfig,
    VerificationError,
    VerificationResult,
    VerifierOutcome,
    VerifierSpec,
    VerifyInput,
)

EnvMode = Literal["scrubbed", "inherit"]


def verifier_env(base: dict[str, str], mode: EnvMode) -> dict[str, str]:
    """The environment of verifier commands.

    The agent writes the code that verifiers run, so by default they get the worker's
    environment minus anything that looks like a secret (``sandbox.is_secret_name``).
    """
    if mode == "inherit":
        return dict(base)
    return {k: v for k, v in base.items() if not sandbox.is_secret_name(k)}


class VerifierActivities:
    """Runs verifiers; holds the worker-level settings."""

    def __init__(
        self, *, home: Path, env_mode: EnvMode = "scrubbed", heartbeat_every_s: float = 2.0
    ) -> None:
        self.home = home
        self.env_mode = env_mode
        self.heartbeat_every_s = heartbeat_every_s

    @activity.defn(name="run_verifiers")
    async def run_verifiers(self, inp: VerifyInput) -> VerificationResult:
        """Run every verifier once, in order, and summarize the failures."""
        info = activity.info()
        out_dir = attempt_dir(self.home, info.workflow_id, info.workflow_run_id, inp.attempt)
        started = time.monotonic()
        beat = asyncio.create_task(heartbeat_forever(self.heartbeat_every_s))
        try:
            workspace = Path(inp.workspace)
            if not workspace.is_dir():
                raise FileNotFoundError(f"workspace {workspace} is not a directory")
            out_dir.mkdir(parents=True, exist_ok=True)
            env = verifier_env(dict(os.environ), self.env_mode)
            outcomes = [await self._run_one(v, workspace, out_dir, env) for v in inp.verifiers]
        except Exception as exc:
            raise to_application_error(
                exc, failures_in_row=info.attempt, config=_INFRA_RETRY, what="verifier"
            ) from exc
        finally:
            beat.cancel()
        errors = [e for o in outcomes for e in o.errors]
        return VerificationResult(
            passed=all(o.passed for o in outcomes),
            errors=errors,
            duration_ms=int((time.monotonic() - started) * 1000),
            verifiers=outcomes,
        )

    async def _run_one(
        self, spec: VerifierSpec, workspace: Path, out_dir: Path, env: dict[str, str]
    ) -> VerifierOutcome:
        log = out_dir / f"verify-{_safe(spec.name)}.log"
        t0 = time.monotonic()
        with log.open("wb") as sink:
            result = await run_process(
                ["bash", "-c", spec.command],
                cwd=workspace,
                env=env,
                timeout_s=spec.timeout_s,
                output_cap_bytes=16 * 1024,
                sink=sink,
            )
        duration_ms = int((time.monotonic() - t0) * 1000)
        excerpt = result.output.decode("utf-8", errors="replace")[-EXCERPT_CHARS:]
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
                    summarize_file, log, kind=spec.kind, exit_code=result.returncode
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
            errors=errors,
        )


_INFRA_RETRY = ApiRetryConfig()
"""Infrastructure failures (a command that cannot be spawned) use the default limits."""


def _safe(name: str) -> str:
    return "".join(c if c.isalnum() or c in "-_." else "_" for c in name) or "verifier"


def _short(command: str, limit: int = 80) -> str:
    return command if len(command) <= limit else command[: limit - 3] + "..."
