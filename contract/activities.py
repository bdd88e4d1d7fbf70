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
    Claim,
    ClaimInput,
    RestoreInput,
    SessionInput,
    SessionResult,
    VerificationResult,
    VerifyInput,
)
from contract.names import CLAIM_ACTIVITY, RESTORE_ACTIVITY, SESSION_ACTIVITY, VERIFY_ACTIVITY


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
