"""Running one command: its own process group, output read as it comes (head and tail
kept, optionally streamed to a log), a timeout that kills the whole group, and an exit that
is noticed even when the event loop's child watcher loses it.

The bash tool and the verifiers both run their commands through ``run_process``.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import shutil
import sys
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from activities.procgroups import ProcessGroups, kill_group

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class ProcessResult:
    """The outcome of one subprocess run by ``run_process``."""

    returncode: int | None
    """``None`` if it was killed on timeout."""
    output: bytes
    """Head and tail of combined stdout/stderr, at most about ``output_cap_bytes``."""
    total_bytes: int
    timed_out: bool


class _HeadTail:
    """Keeps the first and last bytes of a stream, so memory stays bounded."""

    def __init__(self, cap: int) -> None:
        self.head_cap = cap // 4
        self.tail_cap = cap - self.head_cap
        self.head = bytearray()
        self.tail = bytearray()
        self.total = 0

    def add(self, data: bytes) -> None:
        self.total += len(data)
        room = self.head_cap - len(self.head)
        if room > 0:
            self.head += data[:room]
            data = data[room:]
        if data:
            self.tail += data
            if len(self.tail) > self.tail_cap:
                del self.tail[: len(self.tail) - self.tail_cap]

    def value(self) -> bytes:
        cut = self.total - len(self.head) - len(self.tail)
        if cut <= 0:
            return bytes(self.head + self.tail)
        return bytes(self.head) + f"\n[... {cut} bytes cut ...]\n".encode() + bytes(self.tail)


class _Collector(asyncio.SubprocessProtocol):
    """Collects a child's combined output and tells apart its exit and its pipe's closing.

    ``asyncio.subprocess.Process.wait()`` returns only once every pipe is closed (Python
    3.11), so a background child holding stdout kept the call open until its timeout;
    ``process_exited`` is called when the child itself exits.
    """

    def __init__(self, buf: _HeadTail, sink: Any) -> None:
        self.buf = buf
        self.sink = sink
        self.sink_error: OSError | None = None
        """A write to ``sink`` that failed (a full disk): raised to the caller at the end,
        not lost in the event loop's callback."""
        self.exited = asyncio.Event()
        self.closed = asyncio.Event()

    def pipe_data_received(self, fd: int, data: bytes | str) -> None:
        chunk = data.encode() if isinstance(data, str) else data
        self.buf.add(chunk)
        if self.sink is not None and self.sink_error is None:
            try:
                self.sink.write(chunk)
            except OSError as exc:
                self.sink_error = exc

    def process_exited(self) -> None:
        self.exited.set()

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed.set()


OUTPUT_GRACE_S = 0.5
"""How long output is still read after the command's own process exited."""


EXIT_CHECK_S = 1.0
"""How often ``_exit_code`` looks for itself whether the child has exited."""


async def _exit_code(transport: asyncio.SubprocessTransport, collector: _Collector) -> int:
    """The child's exit code, once it has exited.

    The event loop's child watcher says when (``process_exited``). Besides, every
    ``EXIT_CHECK_S`` this looks for itself, without reaping (``WNOWAIT``): a child that
    has been a zombie for a whole check period with no word from the watcher is reaped
    here, with a warning. On Python 3.11 with the pidfd watcher, the exit of a command
    was seen to go unreported now and then (its pidfd gone from the loop's epoll set;
    cause not found), which hung the session until its time limit; this bounds the cost
    of such a loss to about two seconds.
    """
    pid = transport.get_pid()
    zombie_seen = False
    while True:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(collector.exited.wait(), EXIT_CHECK_S)
        code = transport.get_returncode()
        if code is not None:
            return code
        try:
            exited = os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)  # noqa: ASYNC222 - never blocks
        except ChildProcessError:
            exited = None  # reaped elsewhere: only the watcher can still tell
        if exited is None:
            zombie_seen = False
            continue
        if not zombie_seen:
            zombie_seen = True  # give the watcher one more period
            continue
        try:
            reaped, status = os.waitpid(pid, os.WNOHANG)  # noqa: ASYNC222 - never blocks
        except ChildProcessError:
            continue
        if reaped == 0:
            continue
        code = os.waitstatus_to_exitcode(status)
        _forget_child(pid)
        logger.warning(
            "the exit of pid %d (code %d) was never reported by the event loop; reaped it here",
            pid,
            code,
        )
        return code


def _forget_child(pid: int) -> None:
    """Drop the child watcher's record of a child reaped here: its pidfd would leak, and
    a watcher closed with the record still in it warns of pending handlers."""
    if sys.version_info >= (3, 12):
        return  # no child watchers to tell (deprecated in 3.12)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        asyncio.get_child_watcher().remove_child_handler(pid)


def _watch_children(loop: asyncio.AbstractEventLoop) -> None:
    """Before a subprocess starts on 3.11: a child watcher that waits on another loop no
    longer running, or on none, is attached to this one. Each loop set as the thread's
    current one takes the watcher with it, and ``asyncio.run`` unsets its loop when it ends
    (as a test of this process does): the pidfd watcher then waits on no loop, and no
    subprocess would start ("asyncio.get_child_watcher() is not activated")."""
    if sys.version_info >= (3, 12):
        return  # no child watchers (deprecated in 3.12)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        watcher = asyncio.get_child_watcher()
        if not watcher.is_active():
            watcher.attach_loop(loop)


async def run_process(
    argv: list[str],
    *,
    cwd: Path,
    env: dict[str, str],
    timeout_s: float,
    output_cap_bytes: int,
    sink: Any = None,
    process_groups: ProcessGroups | None = None,
) -> ProcessResult:
    """Run ``argv`` in its own process group, reading combined output as it comes.

    ``sink``, if given, is a binary file that receives every byte (verifier logs). On
    timeout or cancellation the whole process group is killed. Background children that
    keep the output pipe open do not hold the call: once the main process exits, reading
    stops after ``OUTPUT_GRACE_S`` and the pipe is closed (a child still writing to it gets
    SIGPIPE). Without ``process_groups`` to keep the group in until the session ends,
    what is left of it is killed at once.
    """
    loop = asyncio.get_running_loop()
    _watch_children(loop)
    buf = _HeadTail(output_cap_bytes)
    collector = _Collector(buf, sink)
    transport, _ = await loop.subprocess_exec(
        lambda: collector,
        *_die_with_us(argv),
        cwd=cwd,
        env=env,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        start_new_session=True,
    )
    pgid = transport.get_pid()
    groups = process_groups if process_groups is not None else ProcessGroups()
    groups.started(pgid)
    timed_out = False
    returncode: int | None = None
    try:
        try:
            returncode = await asyncio.wait_for(_exit_code(transport, collector), timeout_s)
        except TimeoutError:
            timed_out = True
            kill_group(pgid)
            await _exit_code(transport, collector)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(collector.closed.wait(), OUTPUT_GRACE_S)
    finally:
        try:
            if returncode is None and not timed_out:
                # cancelled while it ran: the command's own process is not reaped yet, so
                # the group number is still ours
                kill_group(pgid)
                await asyncio.shield(_exit_code(transport, collector))
        finally:
            # a group killed whole before its leader's reap has nothing left to keep: every
            # member then got SIGKILL (a child forked meanwhile gets it too), even one not
            # yet gone when we look
            groups.ended(pgid, contained=returncode is None or _contained(argv))
            if process_groups is None:
                # nobody will clean up for us: anything left in the group goes now
                groups.kill_all()
            transport.close()
    if collector.sink_error is not None:
        raise collector.sink_error
    return ProcessResult(
        returncode=None if timed_out else returncode,
        output=buf.value(),
        total_bytes=buf.total,
        timed_out=timed_out,
    )


_SETPRIV = shutil.which("setpriv")


def _contained(argv: list[str]) -> bool:
    """Whether ``argv`` runs in a PID namespace of its own that dies with its leader."""
    return Path(argv[0]).name == "bwrap" and "--unshare-pid" in argv and "--die-with-parent" in argv


def _die_with_us(argv: list[str]) -> list[str]:
    """``argv`` that gets SIGKILL if the worker dies (``kill -9`` included), where possible.

    A killed worker cannot clean up its process groups; ``setpriv --pdeathsig`` (util-linux)
    makes the kernel do it for the direct child instead.
    """
    if _SETPRIV is None or (Path(argv[0]).name == "bwrap" and "--die-with-parent" in argv):
        # bwrap sets the death signal itself: no extra exec in front of it
        return argv
    return [_SETPRIV, "--pdeathsig", "KILL", "--", *argv]
