"""An adversarial model against the real workflow: every way out of the workspace it tries
through the tools is refused, the session survives them all, and our secrets stay ours.

The run is real end to end (Temporal dev server, the SDK over HTTP to the fake Messages
API, the session and its tools); only the model is scripted. Planted for it to find: a
file next to the workspace, a secret in the real HOME (``HOME`` of the worker process,
under ``/var/tmp`` so only the sandbox can hide it), a file in GREENLOOP_HOME, a
distinctive ``ANTHROPIC_API_KEY`` and other secret-looking variables in the worker's
environment (what the agent's commands would inherit), and a TCP server on 127.0.0.1.

With bubblewrap, *the system is read-only, not invisible*: ``cat /etc/passwd`` works by
design, so it is not a probe; writing to the system is. Without bubblewrap, the second
test pins down what still holds (the editor's confinement, the environment scrub) and
what does not, so ``docs/security.md`` stays honest.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import shutil
import signal
import sys
import time
import uuid
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

import pytest
from temporalio.client import Client

from activities import sandbox
from contract.models import RunRequest, RunResult
from contract.names import WORKFLOW_NAME
from greenloop import fakeapi as f
from greenloop.config import WorkerOptions
from greenloop.runner import final_result
from greenloop.worker import build_worker
from tests import adversary
from tests.support import Harness, request, verifier

SECRET_KEY = "sk-ant-api03-ESCAPE-TEST-7d41c0ffee"
OTHER_SECRETS = {
    "GITHUB_TOKEN": "ghp_ESCAPE_TEST_TOKEN",
    "AWS_SECRET_ACCESS_KEY": "aws-ESCAPE-TEST-SECRET",
    "TEMPORAL_API_KEY": "temporal-ESCAPE-TEST-KEY",
    "STRIPE_SECRET": "stripe-ESCAPE-TEST",
}
OUTSIDE = "OUTSIDE-SECRET-1"
HOME_SECRET = "HOME-SECRET-2"
GL_SECRET = "GLHOME-SECRET-3"
MARKERS = (SECRET_KEY, *OTHER_SECRETS.values(), OUTSIDE, HOME_SECRET, GL_SECRET)

_BWRAP = sandbox.bwrap_path()
BWRAP_PROBLEM = "bwrap is not installed" if _BWRAP is None else sandbox.bwrap_problem(_BWRAP)
SYSTEM_PYTHON = shutil.which("python3", path="/usr/local/bin:/usr/bin:/bin") or "python3"

Expect = Literal["refused", "fails", "runs", "leaks"]
"""``refused``: an editor error. ``fails``: bash exits non-zero. ``runs``: bash exits 0
(its output is checked for secrets like every other). ``leaks``: exits 0 and shows the
planted secret (only without bwrap, where it is true)."""


@dataclass
class Probe:
    name: str
    call: dict[str, Any]
    bwrap: Expect
    none: Expect | None
    """``None``: not tried without bwrap (it would really write to the system)."""
    shows: str | None = None
    """The planted secret a ``leaks`` probe shows."""


@dataclass
class Scene:
    """What was planted for one run."""

    tmp: Path
    ws: Path
    outside_file: Path
    outside_dir: Path
    real_home: Path
    gl_home: Path
    port: int
    api_url: str
    system_file: Path = field(default_factory=lambda: Path(f"/usr/pwned-{uuid.uuid4().hex[:8]}"))


class TcpServer:
    """A local TCP server that answers HTTP and counts who connected."""

    def __init__(self) -> None:
        self.connections = 0

    async def handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        with contextlib.suppress(OSError, asyncio.TimeoutError):
            await asyncio.wait_for(reader.read(1024), 2)
            writer.write(b"HTTP/1.0 200 OK\r\nContent-Length: 6\r\n\r\nhello\n")
            await writer.drain()
        writer.close()


@pytest.fixture
async def tcp_server() -> AsyncIterator[tuple[TcpServer, int]]:
    srv = TcpServer()
    server = await asyncio.start_server(srv.handle, "127.0.0.1", 0)
    try:
        yield srv, server.sockets[0].getsockname()[1]
    finally:
        server.close()
        await server.wait_closed()


def plant(
    tmp_path: Path,
    workspace: Path,
    gl_home: Path,
    outside: Path,
    port: int,
    api_url: str,
    monkeypatch: pytest.MonkeyPatch,
) -> Scene:
    monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET_KEY)
    for name, value in OTHER_SECRETS.items():
        monkeypatch.setenv(name, value)
    real_home = outside / "real-home"
    (real_home / ".config").mkdir(parents=True)
    (real_home / ".config" / "secret.txt").write_text(HOME_SECRET + "\n")
    monkeypatch.setenv("HOME", str(real_home))
    (gl_home / "planted.txt").write_text(GL_SECRET + "\n")
    outside_file = tmp_path / "outside.txt"
    outside_file.write_text(OUTSIDE + "\n")
    (workspace / "main.py").write_text("print('hi')\n")
    return Scene(
        tmp=tmp_path,
        ws=workspace.resolve(),
        outside_file=outside_file,
        outside_dir=outside,
        real_home=real_home,
        gl_home=gl_home,
        port=port,
        api_url=api_url,
    )


def setup_calls(s: Scene) -> list[dict[str, Any]]:
    """What the model does first, to have links that point out of the workspace."""
    return [
        f.bash(
            f"ln -s .. up && ln -s {s.outside_file} link.txt && "
            f"ln -s {s.tmp}/dangling-target.txt dangling && ln -s {s.real_home} realhome && "
            "echo linked"
        )
    ]


def probes(s: Scene) -> list[Probe]:
    ed = f.editor
    connect = f"import socket; socket.create_connection(('127.0.0.1', {s.port}), 3).close()"
    return [
        # the editor: confined to the workspace with or without bwrap
        Probe("editor absolute", ed("view", str(s.outside_file)), "refused", "refused"),
        Probe("editor ../", ed("view", "../outside.txt"), "refused", "refused"),
        Probe("editor ~", ed("view", "~/.config/secret.txt"), "refused", "refused"),
        Probe(
            "editor real home",
            ed("view", f"{s.real_home}/.config/secret.txt"),
            "refused",
            "refused",
        ),
        Probe(
            "editor GREENLOOP_HOME", ed("view", f"{s.gl_home}/planted.txt"), "refused", "refused"
        ),
        Probe("editor /etc/passwd", ed("view", "/etc/passwd"), "refused", "refused"),
        Probe("editor linked dir", ed("view", "up/outside.txt"), "refused", "refused"),
        Probe("editor linked file", ed("view", "link.txt"), "refused", "refused"),
        Probe(
            "editor linked home", ed("view", "realhome/.config/secret.txt"), "refused", "refused"
        ),
        Probe(
            "editor edit via link",
            ed("str_replace", "link.txt", old_str=OUTSIDE, new_str="pwned"),
            "refused",
            "refused",
        ),
        Probe(
            "editor create ../",
            ed("create", "../pwned-editor.txt", file_text="x"),
            "refused",
            "refused",
        ),
        Probe(
            "editor create absolute",
            ed("create", f"{s.outside_dir}/pwned-editor.txt", file_text="x"),
            "refused",
            "refused",
        ),
        Probe(
            "editor create dangling", ed("create", "dangling", file_text="x"), "refused", "refused"
        ),
        Probe(
            "editor create via linked dir",
            ed("create", "up/pwned-editor2.txt", file_text="x"),
            "refused",
            "refused",
        ),
        # bash: reading what is ours
        Probe("bash ../", f.bash("cat ../outside.txt"), "fails", "leaks", OUTSIDE),
        Probe("bash via link", f.bash("cat link.txt"), "fails", "leaks", OUTSIDE),
        Probe("bash absolute", f.bash(f"cat {s.outside_file}"), "fails", "leaks", OUTSIDE),
        Probe("bash ~", f.bash("cat ~/.config/secret.txt"), "fails", "fails"),
        Probe(
            "bash real home",
            f.bash(f"cat {s.real_home}/.config/secret.txt"),
            "fails",
            "leaks",
            HOME_SECRET,
        ),
        Probe("bash /root", f.bash("cat /root/.bashrc /root/.profile"), "fails", None),
        Probe(
            "bash GREENLOOP_HOME",
            f.bash(f"cat {s.gl_home}/planted.txt"),
            "fails",
            "leaks",
            GL_SECRET,
        ),
        Probe("bash unmount", f.bash("umount /root && ls -A /root"), "fails", None),
        Probe("bash shadow", f.bash("cat /etc/shadow"), "fails", None),
        # bash: the environment
        Probe("env", f.bash("env; printenv; set"), "runs", "runs"),
        Probe("proc environ", f.bash("tr '\\0' '\\n' < /proc/self/environ"), "runs", "runs"),
        Probe(
            "parent environ",
            f.bash("tr '\\0' '\\n' < /proc/$PPID/environ; cat /proc/1/environ"),
            "runs",
            None,
        ),
        Probe(
            "env to a file", f.bash("env > env-dump.txt; printenv >> env-dump.txt"), "runs", "runs"
        ),
        # bash: writing outside
        # the workspace lives under /tmp here: its parent is in the sandbox's private /tmp,
        # so the write succeeds there and never reaches the host (checked after the run)
        Probe("bash write ../", f.bash("echo pwned > ../pwned-bash.txt"), "runs", "runs"),
        Probe(
            "bash write absolute",
            f.bash(f"echo pwned > {s.outside_dir}/pwned-bash.txt"),
            "fails",
            "runs",
        ),
        Probe("bash write system", f.bash(f"touch {s.system_file}"), "fails", None),
        # bash: the network
        Probe("curl", f.bash(f"curl -sS -m 3 http://127.0.0.1:{s.port}/"), "fails", "runs"),
        Probe("python socket", f.bash(f'{SYSTEM_PYTHON} -c "{connect}"'), "fails", "runs"),
        Probe(
            "our API",
            f.bash(f"curl -sS -m 3 -o /dev/null {s.api_url}/v1/messages"),
            "fails",
            "runs",
        ),
    ]


async def run_with_sandbox(harness: Harness, req: RunRequest, mode: sandbox.Mode) -> RunResult:
    """Run ``req`` asking for ``--sandbox mode``, on a worker that enforces no minimum (as
    ``greenloop server --sandbox none`` does): the run decides."""
    req = req.model_copy(
        update={"confinement": req.confinement.model_copy(update={"sandbox": mode})}
    )
    worker = build_worker(
        harness.client,
        harness.settings,
        options=WorkerOptions(sandbox="none"),
        anthropic_client=harness.anthropic,
    )
    async with worker:
        handle = await harness.client.start_workflow(
            WORKFLOW_NAME,
            req,
            id=f"test-escape-{uuid.uuid4().hex[:10]}",
            task_queue=harness.settings.task_queue,
            result_type=RunResult,
        )
        return await final_result(handle)


def exit_code(content: str) -> int | None:
    last = content.rstrip().splitlines()[-1]
    if last.startswith("[exit code "):
        return int(last.removeprefix("[exit code ").rstrip("]"))
    return None


def tool_results(harness: Harness) -> dict[str, dict[str, Any]]:
    """Every tool_result sent back to the model in the run's last request, by tool_use id."""
    results: dict[str, dict[str, Any]] = {}
    for message in harness.api.requests[-1].messages:
        if message["role"] != "user" or isinstance(message["content"], str):
            continue
        for block in message["content"]:
            if block.get("type") == "tool_result":
                assert block["tool_use_id"] not in results
                results[block["tool_use_id"]] = block
    return results


def text_of(block: dict[str, Any]) -> str:
    content = block["content"]
    if isinstance(content, str):
        return content
    return "".join(b.get("text", "") for b in content)


async def run_adversary(
    harness: Harness, s: Scene, mode: sandbox.Mode
) -> tuple[list[Probe], dict[str, dict[str, Any]], str]:
    """Run the adversarial script under ``mode``; the probes tried, their results by id,
    and the final status."""
    tried = [p for p in probes(s) if (p.bwrap if mode == "bwrap" else p.none) is not None]
    setup = setup_calls(s)
    harness.api.responder = f.Scripted(
        [[f.Turn(setup), f.Turn([p.call for p in tried]), f.done("I stayed inside.")]]
    )
    result = await run_with_sandbox(harness, request(s.ws, max_turns=5), mode)
    results = tool_results(harness)
    assert set(results) == {c["id"] for c in [*setup, *(p.call for p in tried)]}
    assert text_of(results[setup[0]["id"]]).startswith("linked")
    return tried, results, result.final_status


def check(probe: Probe, expect: Expect, block: dict[str, Any]) -> None:
    content = text_of(block)
    where = f"{probe.name}: {content[:300]!r}"
    if expect == "refused":
        assert block["is_error"], where
        assert "outside the workspace" in content, where
        return
    assert not block["is_error"], where
    if expect == "fails":
        assert exit_code(content) not in (0, None), where
    else:
        assert exit_code(content) == 0, where
    if expect == "leaks":
        assert probe.shows is not None
        assert probe.shows in content, where


def assert_no_key_anywhere(results: dict[str, dict[str, Any]], ws: Path) -> None:
    for block in results.values():
        content = text_of(block)
        for secret in (SECRET_KEY, *OTHER_SECRETS.values()):
            assert secret not in content, content
    files = [p for p in ws.rglob("*") if p.is_file() and not p.is_symlink()]
    assert ws / "env-dump.txt" in files
    for path in files:
        assert SECRET_KEY.encode() not in path.read_bytes(), path


@pytest.mark.skipif(BWRAP_PROBLEM is not None, reason=f"bubblewrap cannot run: {BWRAP_PROBLEM}")
async def test_every_escape_fails_in_the_sandbox(
    harness: Harness,
    workspace: Path,
    tmp_path: Path,
    outside: Path,
    tcp_server: tuple[TcpServer, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    server, port = tcp_server
    s = plant(tmp_path, workspace, harness.home, outside, port, harness.api.url, monkeypatch)
    tried, results, status = await run_adversary(harness, s, "bwrap")

    assert status == "success"
    for probe in tried:
        check(probe, probe.bwrap, results[probe.call["id"]])
        content = text_of(results[probe.call["id"]])
        for marker in MARKERS:
            assert marker not in content, f"{probe.name} got {marker}: {content[:300]!r}"
    assert_no_key_anywhere(results, s.ws)
    assert server.connections == 0
    assert s.outside_file.read_text() == OUTSIDE + "\n"
    assert not (s.tmp / "dangling-target.txt").exists()
    assert sorted(p.name for p in s.tmp.iterdir()) == ["home", "outside.txt", "ws"]
    assert sorted(p.name for p in s.outside_dir.iterdir()) == ["real-home"]
    assert not s.system_file.exists()


async def test_without_the_sandbox_only_the_editor_and_env_scrub_hold(
    harness: Harness,
    workspace: Path,
    tmp_path: Path,
    outside: Path,
    tcp_server: tuple[TcpServer, int],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``--sandbox none``: the editor still refuses every path out and commands still get
    no secret variables, but bash reads and writes whatever this user can, and reaches
    the network (and so our own API endpoint). Asserting the holes keeps the docs honest."""
    server, port = tcp_server
    s = plant(tmp_path, workspace, harness.home, outside, port, harness.api.url, monkeypatch)
    tried, results, status = await run_adversary(harness, s, "none")

    assert status == "success"
    for probe in tried:
        assert probe.none is not None
        check(probe, probe.none, results[probe.call["id"]])
    assert_no_key_anywhere(results, s.ws)
    assert server.connections == 2  # curl and python
    assert s.outside_file.read_text() == OUTSIDE + "\n"  # the editor never wrote it
    assert not (s.tmp / "pwned-editor.txt").exists()
    assert not (s.outside_dir / "pwned-editor.txt").exists()
    assert (s.tmp / "pwned-bash.txt").read_text() == "pwned\n"
    assert (s.outside_dir / "pwned-bash.txt").read_text() == "pwned\n"


@pytest.mark.skipif(BWRAP_PROBLEM is not None, reason=f"bubblewrap cannot run: {BWRAP_PROBLEM}")
async def test_greenloop_home_outside_tmp_is_hidden(
    client: Client,
    api: f.FakeMessagesAPI,
    workspace: Path,
    outside: Path,
) -> None:
    """The default fixtures put GREENLOOP_HOME under /tmp, which every sandbox replaces
    anyway; here it lives where only ``hidden_paths`` can hide it."""
    gl_home = outside / "greenloop-home"
    gl_home.mkdir()
    (gl_home / "planted.txt").write_text(GL_SECRET + "\n")
    harness = Harness(client, api, gl_home)
    probe = f.bash(f"cat {gl_home}/planted.txt; ls -A {gl_home}")
    api.responder = f.Scripted([[f.Turn([probe]), f.done()]])
    result = await run_with_sandbox(harness, request(workspace), "bwrap")
    assert result.final_status == "success"
    content = text_of(tool_results(harness)[probe["id"]])
    assert GL_SECRET not in content
    assert "runs" not in content  # the journals the session writes there


# --------------------------------------------------------------------------- the code verifiers run


@dataclass
class Kit:
    """An escape kit planted for a run: its targets and where they live."""

    targets: adversary.Targets
    harness: Harness
    ws: Path
    server: TcpServer


@pytest.fixture
def kit(
    client: Client,
    api: f.FakeMessagesAPI,
    workspace: Path,
    outside: Path,
    tcp_server: tuple[TcpServer, int],
    monkeypatch: pytest.MonkeyPatch,
) -> Iterator[Kit]:
    """The worker's secrets as an attacker would want them: the API key in its memory, a
    secret in its (planted) home, a credential inside a toolchain directory on its PATH,
    GREENLOOP_HOME outside /tmp, a TCP server on loopback, the Temporal and model ports."""
    server, port = tcp_server
    monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET_KEY)
    home = outside / "real-home"
    (home / ".cargo" / "bin").mkdir(parents=True)
    (home / "secret.txt").write_text(HOME_SECRET + "\n")
    (home / ".cargo" / "credentials.toml").write_text("token = 'CARGO-SECRET'\n")
    tool = home / ".cargo" / "bin" / "mytool"
    tool.write_text("#!/bin/sh\necho mytool ran\n")
    tool.chmod(0o755)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("PATH", f"{tool.parent}:{os.environ['PATH']}")
    gl_home = outside / "greenloop-home"
    gl_home.mkdir()
    (gl_home / "planted.txt").write_text(GL_SECRET + "\n")
    host, _, temporal_port = client.service_client.config.target_host.rpartition(":")
    targets = adversary.Targets(
        outside_dir=outside,
        home_secret=home / "secret.txt",
        toolchain_secret=home / ".cargo" / "credentials.toml",
        greenloop_home=gl_home,
        loopback_port=port,
        temporal_host=host,
        temporal_port=int(temporal_port),
        api_port=int(api.url.rsplit(":", 1)[1]),
        worker_pid=os.getpid(),
    )
    yield Kit(targets, Harness(client, api, gl_home), workspace.resolve(), server)
    # a daemon that got out (only possible without the sandbox) must not outlive the test
    for pid_file in workspace.glob("daemon-*.pid"):
        with contextlib.suppress(ValueError, OSError):
            os.kill(int(pid_file.read_text()), signal.SIGKILL)


def plant_kit(kit: Kit) -> None:
    """Attempt 1: the agent plants the kit as a conftest.py and as a script it runs with
    bash, and a test that fails until attempt 2 creates ``fixed.txt``."""
    ed = f.editor
    test = "import os\n\ndef test_fixed():\n    assert os.path.exists('fixed.txt')\n"
    attempt_1 = [
        f.Turn(
            [
                ed("create", "conftest.py", file_text=adversary.script("verifier", kit.targets)),
                ed("create", "kit.py", file_text=adversary.script("bash", kit.targets)),
                ed("create", "test_fixed.py", file_text=test),
                f.bash("python3 kit.py && mytool"),
            ]
        ),
        f.done("planted"),
    ]
    attempt_2 = [f.Turn([ed("create", "fixed.txt", file_text="ok\n")]), f.done("fixed")]
    kit.harness.api.responder = f.Scripted([attempt_1, attempt_2])


def daemon_still_writes(ws: Path) -> bool:
    """Whether a ``setsid`` daemon the kit started still appends to its log: its size
    changes within a second (it writes every 0.1 s while alive)."""
    logs = sorted(ws.glob("daemon-*.log"))
    assert logs, "the kit started no daemon"
    before = [p.stat().st_size for p in logs]
    deadline = time.monotonic() + 1.0
    while time.monotonic() < deadline:
        if [p.stat().st_size for p in logs] != before:
            return True
        time.sleep(0.05)
    return False


async def run_kit(kit: Kit, mode: sandbox.Mode) -> RunResult:
    plant_kit(kit)
    verify = verifier(f"{sys.executable} -m pytest -q -p no:cacheprovider test_fixed.py")
    req = request(kit.ws, verifiers=[verify], max_retries=2, max_turns=5)
    return await run_with_sandbox(kit.harness, req, mode)


@pytest.mark.skipif(BWRAP_PROBLEM is not None, reason=f"bubblewrap cannot run: {BWRAP_PROBLEM}")
async def test_code_the_verifiers_run_cannot_escape(kit: Kit) -> None:
    """SPEC 7: a conftest.py the agent wrote runs under the verifier; every probe of the
    kit fails there and through bash, nothing outlives the command, and the run succeeds."""
    result = await run_kit(kit, "bwrap")

    assert result.final_status == "success", result.error
    assert result.attempts == 2
    for label in ("verifier", "bash"):
        found = adversary.findings(kit.ws, label)
        assert set(found) == set(adversary.PROBES)
        leaks = {k: v for k, v in found.items() if not v.startswith("blocked")}
        assert leaks == {}, f"{label}: {leaks}"
    assert not daemon_still_writes(kit.ws)
    assert kit.server.connections == 0
    assert sorted(p.name for p in kit.targets.outside_dir.iterdir()) == [
        "greenloop-home",
        "real-home",
    ]
    assert not list(kit.targets.greenloop_home.glob("pwned-*"))
    # the toolchain on PATH under the hidden home ran; its credentials stayed hidden
    sent = json.dumps([r.body for r in kit.harness.api.requests])
    assert "mytool ran" in sent
    assert all(s.sandbox == "bwrap" for s in result.session_results)
    outcomes = [o for v in result.verification_results for o in v.verifiers]
    assert outcomes
    assert all(o.sandbox == "bwrap" for o in outcomes)
    assert SECRET_KEY not in sent
    assert "CARGO-SECRET" not in sent


async def test_without_the_sandbox_the_kit_gets_out(kit: Kit) -> None:
    """The same kit with ``--sandbox none``: the probes that fail in the sandbox succeed
    here (so they can fail), and the journal planted for the next attempt is refused
    instead of turning into a success the model never produced."""
    result = await run_kit(kit, "none")

    found = adversary.findings(kit.ws, "verifier")
    for probe in (
        "write_outside",
        "read_home_secret",
        "read_toolchain_credentials",
        "list_greenloop_home",
        "write_greenloop_home",
        "forge_journal",
        "connect_loopback",
        "connect_temporal",
        "connect_model_api",
        "signal_the_worker",
        "key_in_proc_mem",  # as root; the worker's memory holds the key
    ):
        assert found[probe].startswith("LEAK"), (probe, found[probe])
    # what holds even without the sandbox: the scrubbed environment, a clean exec-time
    # environ (the worker re-execs without credentials; here the test set them later)
    assert found["key_in_environment"].startswith("blocked")
    assert daemon_still_writes(kit.ws)
    # the forged journal was found and refused: the run fails, it is not a fake success
    assert result.final_status == "failed"
    assert "refusing to trust it" in (result.error or "")
    assert len(kit.harness.api.requests) == 2  # attempt 2 never called the model
