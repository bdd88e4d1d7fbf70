"""The process groups of one session's bash commands, and killing what is left of them.

Each command runs in its own process group (``start_new_session``). Without the sandbox,
a background child (``server &``) may outlive its command, by design, until the session
ends; then the session kills it.

A process group id is a pid, and this machine class recycles pids fast (``pid_max`` is
often 32768). Once every process of a group has exited, the kernel may give the number
to an unrelated process, and a ``killpg`` by number alone would then SIGKILL a stranger:
another user program, a test runner, a server. So a group is never killed by number
alone after its command ended:

- while the command's own process has not been reaped, the number is ours: ``started``
  records it, ``ended`` forgets it;
- when the command ends, ``ended`` looks at what is left of the group. Nothing left (the
  usual case) means nothing to keep. Otherwise the members found in ``/proc`` are pinned
  with pidfds, which name a process, never a recycled pid;
- ``kill_all`` kills a kept group by number only while one of its pinned members is
  alive and still in it (a live member holds the number, so it cannot have been
  recycled), and signals every pinned member through its pidfd in any case.

What escapes: a background process started later by a pinned member that has since died
(a double fork after the command ended) is not found when its pinned relatives are gone,
and a process that calls ``setsid`` leaves the group. bwrap's PID namespace covers both
when the sandbox is on (nothing outlives its command there).
"""

from __future__ import annotations

import contextlib
import os
import signal

MAX_PINNED = 64
"""Members pinned per group; one live member is enough for the group kill."""


def group_members(pgid: int) -> list[int]:
    """Pids of the live (not zombie) processes whose process group is ``pgid``.

    Runs after most sandboxed commands (bubblewrap's namespace is still being torn down
    when its leader is reaped), so it reads ``/proc`` with bare syscalls: ~0.6 ms for 70
    processes where ``Path.read_text`` took ~1.7 ms.
    """
    members = []
    want = str(pgid).encode()
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            fd = os.open(f"/proc/{entry}/stat", os.O_RDONLY)
            try:
                data = os.read(fd, 1024)
            finally:
                os.close(fd)
        except OSError:
            continue
        # the command name may hold spaces and parentheses: fields start after the last ")"
        fields = data.rpartition(b")")[2].split(None, 3)
        if len(fields) > 2 and fields[2] == want and fields[0] != b"Z":
            members.append(int(entry))
    return members


def kill_group(pgid: int) -> None:
    """SIGKILL process group ``pgid``; gone already is fine.

    Only for a group known to be ours right now (its leader not yet reaped, or a pinned
    member alive in it): see the module docstring.
    """
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


def _group_is_empty(pgid: int) -> bool:
    try:
        os.killpg(pgid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return False


class ProcessGroups:
    """The process groups of one session's commands: running ones, and leftovers."""

    def __init__(self) -> None:
        self._running: set[int] = set()
        self._kept: dict[int, list[tuple[int, int]]] = {}
        """pgid -> [(pid, pidfd)] of the members found when its command ended."""

    def started(self, pgid: int) -> None:
        """A command's process (the group leader) was started with pid ``pgid``."""
        self._running.add(pgid)

    def ended(self, pgid: int, *, contained: bool = False) -> None:
        """The command's own process exited and was reaped: keep only what is left.

        Called at once after the reap, when the number cannot have been recycled yet.
        ``contained``: nothing can outlive the command, though members may still be on
        their way out: the leader was bwrap with its own PID namespace, which the kernel
        empties now that its init is gone (bwrap's teardown is often still under way at
        the reap), or the whole group was SIGKILLed before the reap. Nothing to keep, and
        no ``/proc`` scan, which costs more the busier the host.
        """
        self._running.discard(pgid)
        if contained or _group_is_empty(pgid):
            return
        if not hasattr(os, "pidfd_open"):
            # no way to hold on to the members safely: they go now
            kill_group(pgid)
            return
        pinned: list[tuple[int, int]] = []
        for pid in group_members(pgid)[:MAX_PINNED]:
            try:
                fd = os.pidfd_open(pid)
            except OSError:
                continue  # exited meanwhile
            if _pgid_of(pid) == pgid:
                pinned.append((pid, fd))
            else:
                os.close(fd)
        if pinned:
            self._kept.setdefault(pgid, []).extend(pinned)

    @property
    def groups(self) -> set[int]:
        """Running groups and groups with pinned leftovers (for tests and logs)."""
        return self._running | set(self._kept)

    def kill_all(self) -> None:
        """SIGKILL every running group and whatever is left of the ended ones."""
        for pgid in list(self._running):
            kill_group(pgid)
        for pgid, pinned in self._kept.items():
            if any(_alive(fd) and _pgid_of(pid) == pgid for pid, fd in pinned):
                kill_group(pgid)
            for _pid, fd in pinned:
                with contextlib.suppress(OSError):
                    signal.pidfd_send_signal(fd, signal.SIGKILL)
                os.close(fd)
        self._kept.clear()


def _alive(pidfd: int) -> bool:
    """Whether the process behind ``pidfd`` still exists (a zombie counts: it still holds
    its pid and process group)."""
    try:
        signal.pidfd_send_signal(pidfd, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def _pgid_of(pid: int) -> int | None:
    try:
        return os.getpgid(pid)
    except OSError:
        return None
