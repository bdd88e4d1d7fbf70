"""The bash tool's sandbox, for real: each property is probed through ``execute_tool``.

bubblewrap runs here as root (PITFALLS), so every test below starts a real ``bwrap``. The
tests that need it are skipped, loudly, where bwrap is missing or cannot work.

Paths that must stay *visible* unless the sandbox hides them on purpose (a planted real
HOME, GREENLOOP_HOME, a workspace with siblings) live under ``/var/tmp``: pytest's
``tmp_path`` is under ``/tmp``, which every sandbox replaces anyway, so a probe there could
not fail.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
import subprocess
import sys
import textwrap
import time
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path

import pytest

from activities import procgroups, sandbox
from activities.hidden import paths_to_hide
from activities.tools import ToolContext, execute_tool
from contract.errors import ConfigError

BWRAP_PROBLEM = (
    "bwrap is not installed"
    if sandbox.bwrap_path() is None
    else sandbox.bwrap_problem(sandbox.bwrap_path() or "")
)
needs_bwrap = pytest.mark.skipif(
    BWRAP_PROBLEM is not None, reason=f"bubblewrap cannot run here: {BWRAP_PROBLEM}"
)
SYSTEM_PYTHON = shutil.which("python3", path="/usr/local/bin:/usr/bin:/bin") or "python3"
"""A python the read-only system holds (pyenv shims live in the hidden real home)."""


# --------------------------------------------------------------------------- helpers


def make_ctx(ws: Path, home: Path, *, mode: sandbox.Mode, **kw: object) -> ToolContext:
    ws.mkdir(parents=True, exist_ok=True)
    home.mkdir(parents=True, exist_ok=True)
    return ToolContext(
        root=ws.resolve(),
        home=home.resolve(),
        env=sandbox.command_env(os.environ, home=home.resolve()),
        bash_timeout_s=10,
        output_cap_bytes=64 * 1024,
        sandbox_mode=mode,
        **kw,  # type: ignore[arg-type]
    )


@pytest.fixture
def ctx(tmp_path: Path) -> ToolContext:
    return make_ctx(tmp_path / "ws", tmp_path / "agent-home", mode="bwrap")


async def bash(ctx: ToolContext, command: str) -> str:
    out = await execute_tool(ctx, "bash", {"command": command})
    assert not out.is_error, out.content
    return out.content


def exit_code(output: str) -> int | None:
    """The exit code ``run_bash`` appended, or None (timed out)."""
    last = output.rstrip().splitlines()[-1]
    if last.startswith("[exit code "):
        return int(last.removeprefix("[exit code ").rstrip("]"))
    return None


def named(token: str) -> list[int]:
    """Live processes whose argv[0] is ``token`` (set with bash's ``exec -a``)."""
    pids = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            argv0 = Path(f"/proc/{entry}/cmdline").read_bytes().split(b"\0")[0]
            state = Path(f"/proc/{entry}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if argv0 == token.encode() and state != "Z":
            pids.append(int(entry))
    return pids


async def wait_for(condition: Callable[[], bool], timeout_s: float = 5.0) -> bool:
    """Poll ``condition`` until true or ``timeout_s`` passes; its last value."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.02)
    return True


@pytest.fixture
def token() -> Iterator[str]:
    """A unique process name; whatever still carries it at the end is killed."""
    name = f"greenloop-probe-{uuid.uuid4().hex[:8]}"
    yield name
    for pid in named(name):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


class TcpServer:
    """A local TCP server that answers HTTP and counts who connected."""

    def __init__(self) -> None:
        self.connections = 0
        self.port = 0

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        with contextlib.suppress(OSError, asyncio.TimeoutError):
            await asyncio.wait_for(reader.read(1024), 2)
            writer.write(b"HTTP/1.0 200 OK\r\nContent-Length: 6\r\n\r\nhello\n")
            await writer.drain()
        writer.close()


@pytest.fixture
async def tcp_server() -> AsyncIterator[TcpServer]:
    srv = TcpServer()
    server = await asyncio.start_server(srv.handle, "127.0.0.1", 0)
    srv.port = server.sockets[0].getsockname()[1]
    try:
        yield srv
    finally:
        server.close()
        await server.wait_closed()


# --------------------------------------------------------------------------- choosing


def test_auto_falls_back_to_none_without_bwrap(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """bwrap's absence is simulated with a PATH that holds no ``bwrap`` (``bwrap_path`` is
    ``shutil.which``, which reads PATH at each call)."""
    monkeypatch.setenv("PATH", str(tmp_path))
    assert sandbox.bwrap_path() is None
    mode, warning = sandbox.resolve("auto")
    assert mode == "none"
    assert warning is not None
    assert "bwrap is not installed" in warning
    assert "WITHOUT a sandbox" in warning
    assert sandbox.resolve("none") == ("none", None)
    # never silently weaker: a run that asks for bwrap, or a worker that enforces it, refuses
    with pytest.raises(sandbox.SandboxUnavailable, match="this run asks for --sandbox bwrap"):
        sandbox.resolve("bwrap")
    with pytest.raises(sandbox.SandboxUnavailable, match="this worker enforces --sandbox bwrap"):
        sandbox.resolve("none", minimum="bwrap")
    assert issubclass(sandbox.SandboxUnavailable, ConfigError)
    with pytest.raises(FileNotFoundError, match="bwrap is not installed"):
        sandbox.wrap(["true"], sandbox.Jail(mode="bwrap", workspace=tmp_path, home=tmp_path))


def test_a_bwrap_that_cannot_run_falls_back_once_checked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A kernel that forbids namespaces is simulated with a fake ``bwrap`` first on PATH
    that fails the way the real one does there; it logs each call, to show the check runs
    once per binary."""
    calls = tmp_path / "calls"
    fake = tmp_path / "bin" / "bwrap"
    fake.parent.mkdir()
    fake.write_text(
        f"#!/bin/sh\necho call >> {calls}\n"
        "echo 'bwrap: No permissions to create new namespace' >&2\nexit 1\n"
    )
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", f"{fake.parent}:{os.environ['PATH']}")
    mode, warning = sandbox.resolve("auto")
    assert mode == "none"
    assert warning is not None
    assert "No permissions to create new namespace" in warning
    with pytest.raises(sandbox.SandboxUnavailable, match="does not work on this machine"):
        sandbox.resolve("bwrap")
    assert sandbox.resolve("auto")[0] == "none"
    assert calls.read_text() == "call\n"


@needs_bwrap
def test_a_working_bwrap_is_used() -> None:
    assert sandbox.resolve("auto") == ("bwrap", None)
    assert sandbox.resolve("bwrap") == ("bwrap", None)
    # a worker's minimum raises what a run asks for, never lowers it
    assert sandbox.resolve("none", minimum="bwrap") == ("bwrap", None)
    assert sandbox.resolve("none", minimum="auto") == ("none", None)


def test_wrap_none_runs_the_command_as_is(tmp_path: Path) -> None:
    argv = ["bash", "-c", "true"]
    assert sandbox.wrap(argv, sandbox.Jail(mode="none", workspace=tmp_path, home=tmp_path)) == argv


def test_paths_to_hide(outside: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ws = outside / "proj" / "ws"
    ws.mkdir(parents=True)
    gl_home = ws / ".greenloop"
    gl_home.mkdir()
    monkeypatch.setenv("HOME", str(outside / "proj"))  # covered by /var/tmp below
    hidden = paths_to_hide(ws, [gl_home, Path("/usr"), Path("/tmp/x")])
    # the highest non-system parent hides every parent and sibling; the GREENLOOP_HOME
    # inside the workspace is hidden again after the workspace is bound back
    assert Path("/var/tmp") in hidden
    assert gl_home in hidden
    assert Path("/root") in hidden
    for never in (Path("/"), Path("/var"), Path("/usr"), Path("/tmp/x"), outside, ws):
        assert never not in hidden
    assert hidden.index(Path("/var/tmp")) < hidden.index(gl_home)


def test_command_env_is_an_allow_list(tmp_path: Path) -> None:
    base = {
        "PATH": "/usr/bin",
        "LANG": "C.UTF-8",
        "LC_ALL": "C",
        "ANTHROPIC_API_KEY": "k",
        "GITHUB_TOKEN": "t",
        "AWS_ACCESS_KEY_ID": "a",
        "TEMPORAL_ADDRESS": "x",
        "DATABASE_URL": "postgres://u:p@h/db",
        "HOME": "/root",
    }
    env = sandbox.command_env(base, home=tmp_path)
    assert env == {
        "PATH": "/usr/bin",
        "LANG": "C.UTF-8",
        "LC_ALL": "C",
        "HOME": str(tmp_path),
        "TMPDIR": str(tmp_path),
        "GREENLOOP_AGENT": "1",
    }


# --------------------------------------------------------------------------- filesystem


@needs_bwrap
async def test_system_is_readable_but_read_only(ctx: ToolContext) -> None:
    marker = Path(f"/usr/greenloop-{uuid.uuid4().hex[:8]}")
    out = await bash(ctx, f"head -1 /etc/passwd; touch {marker}")
    assert out.startswith("root:")
    assert "Read-only file system" in out
    assert exit_code(out) == 1
    assert not marker.exists()


@needs_bwrap
async def test_workspace_and_private_home_are_writable(ctx: ToolContext) -> None:
    out = await bash(ctx, "pwd; echo $HOME; echo hi > made.txt; touch $HOME/h; touch /tmp/t")
    assert out.splitlines()[:2] == [str(ctx.root), str(ctx.home)]
    assert exit_code(out) == 0
    assert (ctx.root / "made.txt").read_text() == "hi\n"
    assert (ctx.home / "h").exists()


@needs_bwrap
async def test_parents_of_the_workspace_are_hidden(outside: Path, tmp_path: Path) -> None:
    ws = outside / "proj" / "ws"
    (outside / "proj" / "sibling").mkdir(parents=True)
    (outside / "proj" / "sibling" / "secret.txt").write_text("SIBLING-SECRET\n")
    (outside / "top.txt").write_text("TOP-SECRET\n")
    ctx = make_ctx(ws, tmp_path / "agent-home", mode="bwrap")
    out = await bash(
        ctx,
        f"ls -A ..; ls -A {outside}; cat ../sibling/secret.txt {outside}/top.txt; "
        f"echo pwned > ../pwned.txt",
    )
    lines = out.splitlines()
    assert lines[:2] == ["ws", "proj"], out  # only the path down to the workspace
    assert "SECRET" not in out
    assert "Read-only file system" in out
    assert not (outside / "proj" / "pwned.txt").exists()


@needs_bwrap
@pytest.mark.parametrize("hide_greenloop_home", [True, False])
async def test_homes_and_greenloop_home_are_hidden(
    outside: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, hide_greenloop_home: bool
) -> None:
    """The real home (``$HOME``, ``/root``) is always hidden; GREENLOOP_HOME is hidden when
    it is passed in ``hidden_paths`` (run without it too, to show the probe can fail)."""
    real_home = outside / "real-home"
    real_home.mkdir()
    (real_home / ".netrc").write_text("HOME-SECRET\n")
    gl_home = outside / "greenloop-home"
    gl_home.mkdir()
    (gl_home / "journal.jsonl").write_text("GLHOME-SECRET\n")
    monkeypatch.setenv("HOME", str(real_home))
    ctx = make_ctx(
        tmp_path / "ws",
        tmp_path / "agent-home",
        mode="bwrap",
        hidden_paths=(gl_home,) if hide_greenloop_home else (),
    )
    out = await bash(ctx, f"cat {real_home}/.netrc")
    assert "HOME-SECRET" not in out
    assert exit_code(out) == 1
    out = await bash(ctx, f"ls -A /home {real_home}")
    assert out.split() == ["/home:", f"{real_home}:", "[exit", "code", "0]"]
    # /root shows only the toolchains the worker's PATH leads into (pyenv, rustup here)
    shown = {
        p.relative_to("/root").parts[0]
        for p in ctx.jail().toolchains().paths
        if Path("/root") in p.parents
    }
    out = await bash(ctx, "ls -A /root")
    assert set(out.split()[:-3]) == shown, out
    out = await bash(ctx, f"cat {gl_home}/journal.jsonl")
    if hide_greenloop_home:
        assert "GLHOME-SECRET" not in out
        assert exit_code(out) == 1
    else:
        assert "GLHOME-SECRET" in out


@needs_bwrap
async def test_greenloop_home_inside_the_workspace_stays_hidden(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    gl_home = ws / ".greenloop"
    gl_home.mkdir(parents=True)
    (gl_home / "journal.jsonl").write_text("GLHOME-SECRET\n")
    ctx = make_ctx(ws, tmp_path / "agent-home", mode="bwrap", hidden_paths=(gl_home,))
    out = await bash(ctx, "ls -A .greenloop; cat .greenloop/journal.jsonl; echo ok > ok.txt")
    assert "GLHOME-SECRET" not in out
    assert (ws / "ok.txt").read_text() == "ok\n"
    assert (gl_home / "journal.jsonl").read_text() == "GLHOME-SECRET\n"


@needs_bwrap
async def test_root_in_the_sandbox_cannot_unmount_what_hides(ctx: ToolContext) -> None:
    """Found while testing: bwrap run by root keeps every capability unless told otherwise,
    and ``umount /root`` then showed the real /root. ``--cap-drop ALL`` closes that."""
    out = await bash(ctx, "grep CapEff /proc/self/status; umount /root; ls -A /root")
    assert "CapEff:\t0000000000000000" in out
    assert ".bashrc" not in out
    assert exit_code(out) == 0  # ls of the empty /root


@needs_bwrap
async def test_tmp_and_run_are_private(ctx: ToolContext, tmp_path: Path) -> None:
    (tmp_path / "host-file").write_text("x")
    name = f"greenloop-{uuid.uuid4().hex[:8]}"
    out = await bash(ctx, f"ls -A {tmp_path}; ls -A /run; echo x > /tmp/{name}")
    # only the mount points of the workspace and the private home, which live in /tmp
    assert out.split()[:2] == ["agent-home", "ws"]
    assert "host-file" not in out
    assert "systemd" not in out
    assert "dbus" not in out
    assert exit_code(out) == 0
    assert not Path("/tmp", name).exists()


@needs_bwrap
@pytest.mark.skipif(not Path("/etc/shadow").exists(), reason="no /etc/shadow here")
async def test_password_hashes_are_masked(ctx: ToolContext) -> None:
    out = await bash(ctx, "cat /etc/shadow")
    assert "root:" not in out
    assert exit_code(out) == 1


# --------------------------------------------------------------------------- env, processes


@pytest.mark.parametrize("mode", ["none", pytest.param("bwrap", marks=needs_bwrap)])
async def test_secrets_never_reach_commands(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mode: sandbox.Mode
) -> None:
    secrets = {
        "ANTHROPIC_API_KEY": "sk-ant-api03-SANDBOXTEST",
        "GITHUB_TOKEN": "ghp_SANDBOXTEST",
        "AWS_SECRET_ACCESS_KEY": "aws-SANDBOXTEST",
        "TEMPORAL_API_KEY": "temporal-SANDBOXTEST",
        "MY_SERVICE_SECRET": "svc-SANDBOXTEST",
    }
    for name, value in secrets.items():
        monkeypatch.setenv(name, value)
    ctx = make_ctx(tmp_path / "ws", tmp_path / "agent-home", mode=mode)
    out = await bash(ctx, "env; printenv; tr '\\0' '\\n' < /proc/self/environ; set")
    assert "SANDBOXTEST" not in out
    assert f"HOME={ctx.home}" in out


@needs_bwrap
async def test_worker_processes_are_invisible(ctx: ToolContext) -> None:
    ours = Path("/proc/self/cmdline").read_bytes().replace(b"\0", b" ").decode()
    out = await bash(ctx, "ls /proc | grep -c '^[0-9]'; cat /proc/[0-9]*/cmdline | tr '\\0' ' '")
    assert int(out.splitlines()[0]) <= 5, out  # bwrap's init, bash, ls, grep
    assert ours not in out


@pytest.mark.parametrize("mode", ["none", pytest.param("bwrap", marks=needs_bwrap)])
async def test_timeout_kills_the_whole_group(
    tmp_path: Path, token: str, mode: sandbox.Mode
) -> None:
    ctx = make_ctx(tmp_path / "ws", tmp_path / "agent-home", mode=mode)
    ctx.bash_timeout_s = 0.5
    t0 = time.monotonic()
    out = await bash(ctx, f"(exec -a {token} sleep 1000) & exec -a {token} sleep 1000")
    # (killed at its 0.5 s, not left to its 1,000: a bound a loaded machine stays within)
    assert time.monotonic() - t0 < 30
    assert out.endswith("timed out after 0s and was killed]") or "timed out" in out
    assert await wait_for(lambda: not named(token)), f"left behind: {named(token)}"


@needs_bwrap
async def test_nothing_outlives_a_sandboxed_command(
    ctx: ToolContext, token: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Inside bwrap, background processes (even ``setsid`` ones, which leave the process
    group) die when the command's own process ends: bwrap's init gets SIGKILL
    (--die-with-parent) and the kernel empties its PID namespace. So the session keeps
    nothing of the group and does not scan ``/proc`` for it."""
    scans: list[int] = []

    def group_members(pgid: int) -> list[int]:
        scans.append(pgid)
        return []

    monkeypatch.setattr(procgroups, "group_members", group_members)
    t0 = time.monotonic()
    out = await bash(
        ctx,
        f"(exec -a {token} sleep 1000) & setsid bash -c 'exec -a {token} sleep 1000' & "
        "sleep 0.2; echo started",
    )
    assert time.monotonic() - t0 < 30  # (not the background's 1,000 s)
    assert out.startswith("started")
    assert exit_code(out) == 0
    assert ctx.process_groups.groups == set()
    assert scans == []
    assert await wait_for(lambda: not named(token)), f"left behind: {named(token)}"


async def test_without_bwrap_background_processes_last_until_the_session_ends(
    tmp_path: Path, token: str
) -> None:
    """What the session's ``finally`` relies on: the groups in ``process_groups``."""
    ctx = make_ctx(tmp_path / "ws", tmp_path / "agent-home", mode="none")
    t0 = time.monotonic()
    out = await bash(ctx, f"(exec -a {token} sleep 1000) & sleep 0.2; echo started")
    # the child holds the output pipe, but the call ends soon after bash itself (not after
    # the child's 1,000 s)
    assert time.monotonic() - t0 < 30
    assert out.startswith("started")
    assert exit_code(out) == 0
    assert len(named(token)) == 1
    assert len(ctx.process_groups.groups) == 1
    ctx.process_groups.kill_all()  # what the session's finally does
    assert await wait_for(lambda: not named(token))
    assert not ctx.process_groups.groups


@needs_bwrap
async def test_session_end_kills_a_running_sandbox(ctx: ToolContext, token: str) -> None:
    ctx.bash_timeout_s = 60
    call = asyncio.create_task(
        execute_tool(
            ctx,
            "bash",
            {
                "command": f"setsid bash -c 'exec -a {token} sleep 1000' & "
                f"exec -a {token} sleep 1000"
            },
        )
    )
    try:
        assert await wait_for(lambda: len(named(token)) == 2)
        ctx.process_groups.kill_all()  # what the session's finally does
        out = await asyncio.wait_for(call, 5)
        assert "[exit code -9]" in out.content
        assert await wait_for(lambda: not named(token)), f"left behind: {named(token)}"
    finally:
        call.cancel()


@needs_bwrap
async def test_sandbox_dies_with_a_killed_worker(tmp_path: Path, token: str) -> None:
    """A worker killed with SIGKILL cannot clean up: setpriv's pdeathsig kills bwrap, and
    bwrap's --die-with-parent and PID namespace take everything inside with it."""
    ws = tmp_path / "ws"
    ws.mkdir()
    script = textwrap.dedent(
        f"""
        import asyncio, os
        from pathlib import Path
        from activities import sandbox
        from activities.tools import ToolContext, execute_tool
        home = Path({str(tmp_path)!r}) / "agent-home"
        home.mkdir()
        ctx = ToolContext(root=Path({str(ws)!r}), home=home, sandbox_mode="bwrap",
                          env=sandbox.command_env(os.environ, home=home))
        asyncio.run(execute_tool(ctx, "bash", {{"command":
            "setsid bash -c 'exec -a {token} sleep 1000' & exec -a {token} sleep 1000"}}))
        """
    )
    worker = subprocess.Popen([sys.executable, "-c", script], cwd=Path(__file__).parents[1])
    try:
        assert await wait_for(lambda: len(named(token)) == 2, 15), "the sandbox never started"
        worker.kill()
        worker.wait()
        assert await wait_for(lambda: not named(token)), f"left behind: {named(token)}"
    finally:
        worker.kill()
        worker.wait()


@needs_bwrap
async def test_output_is_capped_in_the_sandbox(ctx: ToolContext) -> None:
    out = await bash(ctx, "seq 1 200000")
    assert len(out) < 20_000
    assert out.startswith("1\n2\n")
    assert "200000" in out
    assert "cut" in out


# --------------------------------------------------------------------------- network


def connect_probes(port: int) -> str:
    return (
        f"curl -sS -m 3 http://127.0.0.1:{port}/; echo curl=$?; "
        f"{SYSTEM_PYTHON} -c \"import socket; socket.create_connection(('127.0.0.1', {port}), 3)"
        '.close()"; echo python=$?; '
        f"(echo hi > /dev/tcp/127.0.0.1/{port}) 2>/dev/null; echo devtcp=$?"
    )


@needs_bwrap
async def test_no_network_by_default(ctx: ToolContext, tcp_server: TcpServer) -> None:
    out = await bash(ctx, connect_probes(tcp_server.port))
    assert "curl=0" not in out
    assert "curl=" in out
    assert "python=0" not in out
    assert "python=" in out
    assert "devtcp=0" not in out
    assert "devtcp=" in out
    assert "hello" not in out
    assert tcp_server.connections == 0


@needs_bwrap
async def test_network_when_allowed(ctx: ToolContext, tcp_server: TcpServer) -> None:
    ctx.allow_network = True
    out = await bash(ctx, connect_probes(tcp_server.port))
    assert "hello" in out
    assert "curl=0" in out
    assert "python=0" in out
    assert "devtcp=0" in out
    assert tcp_server.connections == 3
