"""How the workflow schedules each activity: timeouts, retry policies, cancellation, as data.

One function per activity returns the keyword arguments of ``execute_activity`` for a run
(pydantic-ai's ``ActivityConfig`` is the model), so the loop reads as what it does and the
policies live in one place. Deterministic: pure functions of the request.
"""

from __future__ import annotations

from datetime import timedelta
from typing import TypedDict

from temporalio.common import RetryPolicy
from temporalio.workflow import ActivityCancellationType

from contract.models import Claim, RunRequest

API_RETRY_POLICY = RetryPolicy(
    initial_interval=timedelta(seconds=1),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(seconds=30),
    # Unlimited here on purpose: the activity counts consecutive failures itself (a session
    # that completed a turn since its last failure starts counting again) and raises a
    # non-retryable error past its limit; it also gives up after repeated crashes.
    maximum_attempts=0,
)
"""Transient-failure retries of the session activity (API errors, lost workers)."""

VERIFY_RETRY_POLICY = RetryPolicy(
    initial_interval=timedelta(seconds=1),
    backoff_coefficient=2.0,
    maximum_interval=timedelta(seconds=30),
    maximum_attempts=5,
)
"""Infrastructure retries of the verifier and restore activities (never failing checks)."""

CLAIM_RETRY_POLICY = RetryPolicy(
    initial_interval=timedelta(seconds=1),
    backoff_coefficient=1.5,
    maximum_interval=timedelta(seconds=10),
    maximum_attempts=20,
)
"""A claim that lands on a host without the workspace is offered to another worker."""


class ActivityConfig(TypedDict, total=False):
    """The options of one ``workflow.execute_activity`` call."""

    task_queue: str
    schedule_to_start_timeout: timedelta
    start_to_close_timeout: timedelta
    heartbeat_timeout: timedelta
    retry_policy: RetryPolicy
    cancellation_type: ActivityCancellationType


class LocalActivityConfig(TypedDict, total=False):
    """The options of one ``workflow.execute_local_activity`` call."""

    start_to_close_timeout: timedelta
    retry_policy: RetryPolicy


def local_claim() -> LocalActivityConfig:
    """The fast path: a local activity on the worker running the workflow task."""
    return {
        "start_to_close_timeout": timedelta(seconds=10),
        "retry_policy": RetryPolicy(maximum_attempts=1),
    }


def claim() -> ActivityConfig:
    """The claim offered to every worker, when the local one's host lacks the workspace."""
    return {"start_to_close_timeout": timedelta(seconds=30), "retry_policy": CLAIM_RETRY_POLICY}


def session(req: RunRequest, host: Claim) -> ActivityConfig:
    """One agent session, on the claimed host."""
    return {
        "task_queue": host.session_queue,
        "schedule_to_start_timeout": timedelta(seconds=req.worker_timeout_s),
        # the activity enforces the session budget itself, from the journal's start (queue
        # time does not count), so there is no schedule_to_close; this only catches a
        # stuck attempt
        "start_to_close_timeout": timedelta(seconds=req.session_timeout_s + 60),
        # a dead worker is noticed within this; activities heartbeat every ~2 s
        "heartbeat_timeout": timedelta(seconds=req.heartbeat_timeout_s),
        "retry_policy": API_RETRY_POLICY,
        "cancellation_type": ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
    }


def verify(req: RunRequest, host: Claim) -> ActivityConfig:
    """Every verifier once, on the claimed host's verifier queue."""
    return {
        "task_queue": host.verify_queue,
        "schedule_to_start_timeout": timedelta(seconds=req.worker_timeout_s),
        "start_to_close_timeout": timedelta(seconds=sum(v.timeout_s for v in req.verifiers) + 60),
        "heartbeat_timeout": timedelta(seconds=req.heartbeat_timeout_s),
        "retry_policy": VERIFY_RETRY_POLICY,
        "cancellation_type": ActivityCancellationType.WAIT_CANCELLATION_COMPLETED,
    }


def restore(req: RunRequest, host: Claim) -> ActivityConfig:
    """Putting a snapshot back (``rerun --from-attempt``), on the claimed host."""
    return {
        "task_queue": host.session_queue,
        "schedule_to_start_timeout": timedelta(seconds=req.worker_timeout_s),
        "start_to_close_timeout": timedelta(minutes=10),
        "retry_policy": VERIFY_RETRY_POLICY,
    }


def copies(req: RunRequest, host: Claim) -> ActivityConfig:
    """Making, applying or removing the workspace copies of parallel sessions, on the
    claimed host (a copy of a large workspace takes a while; a retry starts it afresh)."""
    return {
        "task_queue": host.session_queue,
        "schedule_to_start_timeout": timedelta(seconds=req.worker_timeout_s),
        "start_to_close_timeout": timedelta(hours=1),
        "heartbeat_timeout": timedelta(seconds=req.heartbeat_timeout_s),
        "retry_policy": VERIFY_RETRY_POLICY,
    }
