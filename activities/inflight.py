"""Activity attempts in flight on this host, so a restarted worker resumes them at once.

When a worker dies (``kill -9``, an OOM kill, a power cut), Temporal notices only when
the heartbeat timeout passes (30 s by default) and only then retries the session. Each
session and verifier attempt therefore registers itself in ``GREENLOOP_HOME/inflight``:
its task token, and the process that runs it (pid, that process's start time and the
boot id of the machine). A worker that starts on the same host looks there, and for every
attempt whose process is verifiably gone (another boot, no such pid, or a pid reused by
another process) fails it through the async-completion handle with a retryable
``WorkerLost`` error: Temporal retries it at once, and the new attempt resumes from its
journal. Attempts of live processes (another worker on the host) are left alone, and
entries of other hosts (a shared GREENLOOP_HOME) are never touched.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import logging
import os
import socket
from datetime import timedelta
from pathlib import Path
from typing import Any

from temporalio.client import Client
from temporalio.exceptions import ApplicationError
from temporalio.service import RPCError

log = logging.getLogger(__name__)

WORKER_LOST = "WorkerLost"
"""The ApplicationError type of an attempt failed because its worker died."""


def _boot_id() -> str:
    try:
        return Path("/proc/sys/kernel/random/boot_id").read_text().strip()
    except OSError:
        return ""


def _start_time(pid: int) -> str | None:
    """When process ``pid`` started (clock ticks since boot), or ``None`` if there is none."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return stat.rsplit(")", 1)[1].split()[19]


def _dir(home: Path) -> Path:
    return home / "inflight"


def register(home: Path, *, task_token: bytes, host: str, what: dict[str, Any]) -> Path | None:
    """Record an attempt this process runs; returns the record to remove when it ends
    (``None`` if it could not be written: the attempt then resumes after its heartbeat
    timeout, as without the record)."""
    try:
        return _write(home, task_token, host, what)
    except OSError as exc:
        log.warning("attempt not recorded as in flight: %s", exc)
        return None


def _write(home: Path, task_token: bytes, host: str, what: dict[str, Any]) -> Path:
    d = _dir(home)
    d.mkdir(parents=True, exist_ok=True)
    path = d / f"{hashlib.sha256(task_token).hexdigest()[:32]}.json"
    record = {
        "token": base64.b64encode(task_token).decode(),
        "pid": os.getpid(),
        "start": _start_time(os.getpid()),
        "boot": _boot_id(),
        "host": host,
        **what,
    }
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(record))
    os.replace(tmp, path)
    return path


def unregister(path: Path | None) -> None:
    """The attempt ended (completed, failed, cancelled): forget it."""
    if path is not None:
        with contextlib.suppress(OSError):
            path.unlink()


def gone(record: dict[str, Any]) -> bool:
    """Whether the process that ran an attempt is verifiably gone (on this host)."""
    if record.get("boot") != _boot_id():
        return True  # the machine rebooted since
    start = _start_time(int(record.get("pid", 0)))
    return start is None or start != record.get("start")


async def recover(client: Client, home: Path, *, host: str | None = None) -> int:
    """Fail every attempt of this host whose process is gone, so Temporal retries it now
    instead of after its heartbeat timeout. Returns how many were handed back."""
    host = host or socket.gethostname()
    handed_back = 0
    for path in sorted(_dir(home).glob("*.json")):
        try:
            record = json.loads(path.read_text())
        except (OSError, ValueError):
            unregister(path)
            continue
        if record.get("host") != host or not gone(record):
            continue
        handle = client.get_async_activity_handle(task_token=base64.b64decode(record["token"]))
        try:
            await handle.fail(
                ApplicationError(
                    f"the worker running this attempt (pid {record.get('pid')}) is gone; "
                    "resuming on a new worker",
                    type=WORKER_LOST,
                    next_retry_delay=timedelta(milliseconds=100),
                )
            )
            handed_back += 1
            log.info(
                "resumed %s of %s at once: its worker (pid %s) is gone",
                record.get("kind", "an attempt"),
                record.get("workflow_id", "?"),
                record.get("pid"),
            )
        except RPCError as err:
            # already retried after its heartbeat timeout, or finished: nothing to do
            log.debug("attempt of %s not handed back: %s", record.get("workflow_id"), err)
        unregister(path)
    return handed_back
