"""Typed references to greenloop's activities, for the workflow to schedule.

The implementations live in ``activities/`` and need the Anthropic SDK, libgit2 and the
sandbox, which the deterministic workflow must not import; these stubs carry only the
name and the types (as temporalio/samples-python's ``worker_specific_task_queues``
does). ``workflow.execute_activity(run_session, ...)`` is then checked by mypy and
returns a ``SessionResult`` without a hand-written ``result_type``. The worker registers
the implementations under the same names; ``tests/test_contract.py`` checks that each
implementation has its stub's signature.
"""

from __future__ import annotations

from temporalio import activity

from contract.models import (
    ApplyInput,
    Claim,
    ClaimInput,
    CopyInput,
    RestoreInput,
    SessionInput,
    SessionResult,
    VerificationResult,
    VerifyInput,
)
from contract.names import (
    APPLY_ACTIVITY,
    CLAIM_ACTIVITY,
    COPY_ACTIVITY,
    REMOVE_COPIES_ACTIVITY,
    RESTORE_ACTIVITY,
    SESSION_ACTIVITY,
    VERIFY_ACTIVITY,
)


@activity.defn(name=CLAIM_ACTIVITY)
async def claim_workspace(inp: ClaimInput) -> Claim:
    """Claim the run for the host that holds its workspace (``activities.claim``)."""
    raise NotImplementedError


@activity.defn(name=SESSION_ACTIVITY)
async def run_session(inp: SessionInput) -> SessionResult:
    """Run or resume one agent session (``activities.agent_session``)."""
    raise NotImplementedError


@activity.defn(name=VERIFY_ACTIVITY)
async def run_verifiers(inp: VerifyInput) -> VerificationResult:
    """Run every verifier once and summarize the failures (``activities.verifier``)."""
    raise NotImplementedError


@activity.defn(name=RESTORE_ACTIVITY)
async def restore_snapshot(inp: RestoreInput) -> str:
    """Put an attempt's snapshot back into the workspace (``activities.snapshots``)."""
    raise NotImplementedError


@activity.defn(name=COPY_ACTIVITY)
async def copy_workspace(inp: CopyInput) -> str:
    """Make one parallel session's copy of the workspace; returns its path
    (``activities.branches``)."""
    raise NotImplementedError


@activity.defn(name=APPLY_ACTIVITY)
async def apply_branch(inp: ApplyInput) -> list[str]:
    """Put the winning copy's changes into the workspace; returns the paths changed."""
    raise NotImplementedError


@activity.defn(name=REMOVE_COPIES_ACTIVITY)
async def remove_copies(inp: CopyInput) -> int:
    """Remove every copy of the run's workspace; returns how many there were."""
    raise NotImplementedError
