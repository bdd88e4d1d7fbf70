"""Names and statuses that users, scripts and the Temporal UI depend on, defined once.

The workflow and activity type names are what running histories record: never rename
them. The search attributes are all greenloop registers (SPEC section 6).
"""

from __future__ import annotations

from typing import Final, get_args

from contract.models import FinalStatus, Phase

WORKFLOW_NAME: Final = "GreenloopRun"
BRANCH_WORKFLOW_NAME: Final = "GreenloopBranch"
"""One of an attempt's parallel sessions (``--parallel``), a child of its run."""
CLAIM_ACTIVITY: Final = "claim_workspace"
SESSION_ACTIVITY: Final = "run_session"
VERIFY_ACTIVITY: Final = "run_verifiers"
RESTORE_ACTIVITY: Final = "restore_snapshot"
COPY_ACTIVITY: Final = "copy_workspace"
APPLY_ACTIVITY: Final = "apply_branch"
REMOVE_COPIES_ACTIVITY: Final = "remove_copies"
SPENT_SIGNAL: Final = "session_spent"
"""What a session in flight has spent so far (a ``SessionSpent``), sent now and then."""

DEFAULT_TASK_QUEUE: Final = "greenloop"
"""Task queue of runs and workers unless GREENLOOP_TASK_QUEUE says otherwise."""
DEFAULT_MODEL: Final = "claude-sonnet-5-5"
"""A current model from the installed SDK's model list, not one it marks deprecated."""

STATUS_ATTRIBUTE: Final = "GreenloopStatus"
ATTEMPT_ATTRIBUTE: Final = "GreenloopAttempt"
COST_ATTRIBUTE: Final = "GreenloopCostUSD"
SEARCH_ATTRIBUTES: Final = {
    STATUS_ATTRIBUTE: "Keyword",
    ATTEMPT_ATTRIBUTE: "Int",
    COST_ATTRIBUTE: "Double",
}
"""Typed search attributes the workflow upserts; the embedded server and ``greenloop
setup`` register them."""
"""(Their typed keys are in ``contract.keys``: this module stays free of temporalio, so the
CLI's commands that do not talk to Temporal start without importing it.)"""

UI_WORDS: Final = {"session": "running", "success": "succeeded"}
"""Phases and final statuses that GreenloopStatus spells otherwise (the rest are equal)."""

UI_STATUSES: Final = tuple(
    UI_WORDS.get(s, s) for s in (*get_args(Phase)[1:], *get_args(FinalStatus))
)
"""Values of the GreenloopStatus search attribute (SPEC section 6, plus budget_exhausted)."""


def ui_status(phase_or_status: str) -> str:
    """The GreenloopStatus value of a phase or final status."""
    return UI_WORDS.get(phase_or_status, phase_or_status)


def status_word(ui: str | None) -> str | None:
    """greenloop's own word for a GreenloopStatus value (``succeeded`` is ``success``)."""
    if ui == "succeeded":
        return "success"
    return ui


EXIT_CODES: Final[dict[FinalStatus, int]] = {
    "success": 0,
    "failed": 1,
    "turn_limit": 1,
    "max_retries_exhausted": 1,
    "cancelled": 1,
    "budget_exhausted": 1,
    "timeout": 124,
}
"""``greenloop run``/``watch``/``rerun`` exit codes by final status (2 is bad usage)."""
