"""A session in flight tells its run what it has spent, now and then.

The workflow only learns a session's usage when the session ends, and a session can run
for half an hour; so the session activity signals ``SPENT_SIGNAL`` (a ``SessionSpent``)
to its own workflow after a model call, at most once every ``every_s`` seconds. The
workflow keeps ``GreenloopCostUSD`` current with it. A signal that cannot be sent (no
client, a run already closed) is dropped: it is a display, never a reason to fail.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import Any

from temporalio import activity

from activities.journal import SessionState
from contract.models import SessionSpent, Usage
from contract.names import SPENT_SIGNAL

EVERY_S = 30.0
"""At most one report per this many seconds: each is a signal and a workflow task."""


class SpendReporter:
    """Call it after each model call; it signals the run when enough time has passed."""

    def __init__(self, attempt: int, every_s: float | None = None) -> None:
        self.attempt = attempt
        self.every_s = EVERY_S if every_s is None else every_s
        self._handle: Any = None
        self._last = time.monotonic()
        self._task: asyncio.Task[None] | None = None
        with contextlib.suppress(RuntimeError):  # not in a worker (a bench, a unit test)
            info = activity.info()
            if info.workflow_id:
                self._handle = activity.client().get_workflow_handle(
                    info.workflow_id, run_id=info.workflow_run_id
                )

    def __call__(self, state: SessionState) -> None:
        now = time.monotonic()
        if self._handle is None or now - self._last < self.every_s:
            return
        if self._task is not None and not self._task.done():
            return
        self._last = now
        report = SessionSpent(
            attempt=self.attempt,
            usage=Usage(
                input_tokens=state.input_tokens,
                output_tokens=state.output_tokens,
                cache_creation_input_tokens=state.cache_creation_input_tokens,
                cache_read_input_tokens=state.cache_read_input_tokens,
                cost_usd=state.cost_usd,
            ),
        )
        self._task = asyncio.create_task(self._send(report))

    async def _send(self, report: SessionSpent) -> None:
        try:
            await self._handle.signal(SPENT_SIGNAL, report)
        except Exception as exc:  # a display only: never fail the session over it
            activity.logger.debug("could not report the session's spend: %s", exc)

    def close(self) -> None:
        """Stop a report still being sent."""
        if self._task is not None:
            self._task.cancel()
