"""Killing what is left of a session's commands, and nothing else.

A process group id is a recycled pid. These tests recycle one on purpose (root can set
the next pid through ``/proc/sys/kernel/ns_last_pid``) and check that the session-end kill
spares the stranger that now owns the number.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from activities.procgroups import ProcessGroups, group_members
from activities.tools import ToolContext, execute_tool
from tests.support import unsandboxed_ctx

NS_LAST_PID = Path("/proc/sys/kernel/ns_last_pid")
NO_PID_CHOICE = (
    "cannot choose the next pid here: needs root and ns_last_pid, and 50 tries in which no "
    "other process on the host started first"
)


@pytest.fixture
def ctx(tmp_path: Path) -> ToolContext:
    return unsandboxed_ctx(tmp_path, bash_timeout_s=10)


@pytest.fixture
def strangers() -> Iterator[list[subprocess.Popen[bytes]]]:
    procs: list[subprocess.Popen[bytes]] = []
    yield procs
    for p in procs:
        p.kill()
        p.wait()


def wait(condition: Callable[[], bool], timeout_s: float = 5.0) -> bool:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.02)
    return True


def exists(pid: int) -> bool:
    return Path(f"/proc/{pid}").exists()


def stranger_with_pid(pid: int) -> subprocess.Popen[bytes] | None:
    """Start an unrelated process that leads its own group, with pid ``pid`` if possible."""
    try:
        for _ in range(50):
            NS_LAST_PID.write_text(str(pid - 1))
            proc = subprocess.Popen(["sleep", "1000"], start_new_session=True)
            if proc.pid == pid:
                return proc
            proc.kill()
            proc.wait()
    except OSError:
        return None
    return None


async def run(ctx: ToolContext, command: str) -> list[int]:
    out = await execute_tool(ctx, "bash", {"command": command})
    assert not out.is_error, out.content
    printed, _, status = out.content.rpartition("[exit code ")
    assert status == "0]", out.content
    return [int(word) for word in printed.split()]


async def test_a_command_that_leaves_nothing_is_not_kept(ctx: ToolContext) -> None:
    await run(ctx, "echo $$")
    await run(ctx, "true & wait")
    assert ctx.process_groups.groups == set()


async def test_a_background_child_is_kept_and_killed_at_session_end(ctx: ToolContext) -> None:
    pgid, child = await run(ctx, "sleep 1000 & echo $$ $!")
    assert ctx.process_groups.groups == {pgid}
    assert group_members(pgid) == [child]
    ctx.process_groups.kill_all()
    assert wait(lambda: not group_members(pgid)), "the background child survived"
    assert ctx.process_groups.groups == set()


async def test_a_late_grandchild_dies_with_its_kept_group(ctx: ToolContext) -> None:
    """The group kill reaches members started after the command ended, while a pinned
    member still holds the group."""
    pgid, _child = await run(ctx, "(sleep 0.5; sleep 1000 & sleep 1000) & echo $$ $!")
    assert wait(lambda: len(group_members(pgid)) >= 3)
    ctx.process_groups.kill_all()
    assert wait(lambda: not group_members(pgid)), f"left behind: {group_members(pgid)}"


async def test_a_recycled_group_id_is_never_killed(
    ctx: ToolContext, strangers: list[subprocess.Popen[bytes]]
) -> None:
    """The group's last member exits on its own, the kernel gives the number to an
    unrelated process, and the session ends: the stranger must live."""
    pgid, child = await run(ctx, "sleep 1000 & echo $$ $!")
    os.kill(child, signal.SIGKILL)
    if not wait(lambda: not exists(child)):
        pytest.skip("orphans are not reaped here, so the number is never recycled")
    stranger = stranger_with_pid(pgid)
    if stranger is None:
        pytest.skip(NO_PID_CHOICE)
    strangers.append(stranger)
    assert os.getpgid(stranger.pid) == pgid
    ctx.process_groups.kill_all()
    time.sleep(0.2)
    assert stranger.poll() is None, "the session end killed an unrelated process"


async def test_a_group_whose_command_is_gone_is_never_killed_by_number(
    ctx: ToolContext, strangers: list[subprocess.Popen[bytes]]
) -> None:
    """The common case: the command left nothing; later its number belongs to another."""
    (pgid,) = await run(ctx, "echo $$")
    stranger = stranger_with_pid(pgid)
    if stranger is None:
        pytest.skip(NO_PID_CHOICE)
    strangers.append(stranger)
    ctx.process_groups.kill_all()
    time.sleep(0.2)
    assert stranger.poll() is None, "the session end killed an unrelated process"


def test_running_groups_are_killed_by_number() -> None:
    proc = subprocess.Popen(["sleep", "1000"], start_new_session=True)
    groups = ProcessGroups()
    groups.started(proc.pid)
    assert groups.groups == {proc.pid}
    groups.kill_all()
    assert proc.wait(5) == -signal.SIGKILL
