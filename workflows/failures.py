"""How a failed activity becomes part of a run's result, and how runs show in the UI.

Pure functions over Temporal's failure objects and greenloop's models, for the workflow:
which failure means the worker host is gone, what a failed session had spent (its
activity reports it in the error's details), and one line of a failure bounded for
history; and the markdown table of attempts the Temporal UI shows as current details.
"""

from __future__ import annotations

from typing import Any

from temporalio import workflow
from temporalio.exceptions import ActivityError, ApplicationError, TimeoutType
from temporalio.exceptions import TimeoutError as ActivityTimeoutError

with workflow.unsafe.imports_passed_through():
    from contract.models import SessionResult, VerificationResult
    from contract.names import CLAIM_ACTIVITY, RESTORE_ACTIVITY

_SPENT_FIELDS = (
    "turns",
    "input_tokens",
    "output_tokens",
    "cache_creation_input_tokens",
    "cache_read_input_tokens",
    "cost_usd",
    "priced",
    "cleared_results",
    "transient_retries",
    "worker_restarts",
    "transcript_path",
    "snapshot",
    "sandbox",
)


def worker_lost(err: ActivityError) -> bool:
    cause = err.cause
    return isinstance(cause, ActivityTimeoutError) and cause.type == TimeoutType.SCHEDULE_TO_START


def session_details(err: ActivityError) -> dict[str, Any]:
    """What a failed session spent, as its activity reported it in the error's details."""
    cause = err.cause
    if isinstance(cause, ApplicationError) and cause.details:
        details = cause.details[0]
        if isinstance(details, dict):
            return {k: details[k] for k in _SPENT_FIELDS if details.get(k) is not None}
    return {}


def step_of(err: ActivityError) -> str:
    if err.activity_type == RESTORE_ACTIVITY:
        return "the workspace could not be restored"
    if err.activity_type == CLAIM_ACTIVITY:
        return "no worker host could take the run"
    return f"{err.activity_type} failed"


def bounded(text: str, limit: int = 2_000) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def cause_of(err: ActivityError) -> str:
    cause = err.cause
    if isinstance(cause, ApplicationError):
        return cause.message
    if cause is not None:
        return f"{type(cause).__name__}: {cause}"
    return str(err)


def attempt_row(
    attempt: int,
    session: SessionResult,
    verification: VerificationResult | None,
    digest: str,
    *,
    branch: int | None = None,
    won: bool = False,
) -> str:
    """One row of the attempts table: session, turns, tokens, verifiers, digest; a parallel
    attempt has a row per branch (``1 / branch 2``, the winner marked ``won``)."""
    if verification is None:
        checks = "not run" if session.status == "success" else "-"
    else:
        checks = ", ".join(
            f"{o.name} {'pass' if o.passed else 'FAIL'}" for o in verification.verifiers
        )
    first = digest.splitlines()[0] if digest else ""
    first = first if len(first) <= 120 else first[:117] + "..."
    u = session.usage
    cost = f"${u.cost_usd:.4f}" if u.priced else "unpriced"
    where = str(attempt) if branch is None else f"{attempt} / branch {branch}"
    if won:
        where += " (won)"
    cells = [where, session.status, str(session.turns), str(u.total), cost, checks, first]
    return "| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |"


def attempts_table(rows: list[str]) -> str:
    """The run's current details in the Temporal UI: a markdown table of its attempts."""
    return (
        "| attempt | session | turns | tokens | cost | verifiers | digest |\n"
        "|---|---|---|---|---|---|---|\n" + "\n".join(rows)
    )
