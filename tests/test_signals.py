"""``greenloop.worker.run_until_signalled``: a worker says it serves only once SIGINT and
SIGTERM stop it cleanly."""

from __future__ import annotations

import os
import signal
from types import TracebackType
from typing import cast

from greenloop.worker import WorkerSet, run_until_signalled


class _Worker:
    """Stands in for a WorkerSet: records that it was entered and left."""

    def __init__(self) -> None:
        self.events: list[str] = []

    async def __aenter__(self) -> _Worker:
        self.events.append("serving")
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.events.append("stopped")


async def test_a_sigterm_sent_as_soon_as_it_says_it_serves_stops_it_cleanly() -> None:
    # `greenloop worker` printed "worker serving" before it handled SIGTERM: a supervisor (or
    # test_worker_py_stops_cleanly, under load in CI) that stopped it right then killed it by
    # the signal's default action, exit -15, with its in-flight work not handed back
    worker = _Worker()

    def serving() -> None:
        worker.events.append("said so")
        os.kill(os.getpid(), signal.SIGTERM)

    await run_until_signalled(cast(WorkerSet, worker), serving)
    assert worker.events == ["serving", "said so", "stopped"]
