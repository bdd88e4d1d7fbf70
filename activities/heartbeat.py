"""Background heartbeats for long activities.

Activities heartbeat from a background task, so a model call that streams for minutes or
a test suite that runs for an hour still tells the server the worker is alive; the
worker's heartbeat throttle decides how often those reach the server.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from temporalio import activity


def heartbeat_interval(preferred_s: float) -> float:
    """``preferred_s``, or a third of the activity's heartbeat timeout if that is shorter."""
    timeout = activity.info().heartbeat_timeout
    if timeout is None:
        return preferred_s
    return max(0.1, min(preferred_s, timeout.total_seconds() / 3))


async def heartbeat_forever(preferred_s: float, details: Callable[[], Any] | None = None) -> None:
    """Heartbeat (with ``details()`` if given) until cancelled.

    The first beat comes after one interval, not at once: the server knows the activity
    started, and an activity shorter than that costs no heartbeat RPC at all.
    """
    every = heartbeat_interval(preferred_s)
    while True:
        await asyncio.sleep(every)
        if details is None:
            activity.heartbeat()
        else:
            activity.heartbeat(details())
