"""The rest of SPEC 7's guarantees, each tried as an adversary would: ``--hide`` paths
(editor, bash, verifiers), the verifiers' network, redaction of secret values, journals
greenloop did not write, the worker's memory, verifier logs that would fill the disk.
"""

from __future__ import annotations

import ctypes
import io
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from activities import redact, sandbox
from activities.journal import Journal, JournalRefused
from activities.verifier import CappedLog
from contract.models import Confinement
from greenloop import fakeapi as f
from greenloop.runner import final_result
from greenloop.worker import make_undumpable
from tests.support import Harness, request, verifier

BWRAP_PROBLEM = sandbox.current_problem()
needs_bwrap = pytest.mark.skipif(BWRAP_PROBLEM is not None, reason=f"no bwrap: {BWRAP_PROBLEM}")
KEY = "sk-ant-api03-REDACT-TEST-5e1f00d"


def sent(harness: Harness) -> str:
    """Everything greenloop sent to the model in the run."""
    return json.dumps([r.body for r in harness.api.requests])


@needs_bwrap
async def test_hidden_paths_are_out_of_reach_of_every_tool(
    harness: Harness, workspace: Path, outside: Path
) -> None:
    (workspace / ".env").write_text("DB_PASSWORD=HIDE-SECRET-1\n")
    (outside / "data.txt").write_text("HIDE-SECRET-2\n")
    calls = [
        f.editor("view", ".env"),
        f.editor("str_replace", ".env", old_str="DB", new_str="X"),
        f.bash(f"cat .env; cat {outside}/data.txt; ls -A {outside}; rm -f .env"),
    ]
    harness.api.responder = f.Scripted([[f.Turn(calls), f.done()]])
    check = f"! grep -q SECRET .env {outside}/data.txt"  # passes only if it cannot read them
    req = request(
        workspace,
        verifiers=[verifier(check)],
        confinement=Confinement(hide=[str(workspace / ".env"), str(outside)]),
    )
    result = await harness.run(req)
    assert result.final_status == "success"
    assert "HIDE-SECRET" not in sent(harness)
    assert sent(harness).count("this path is hidden from the agent") == 2
    assert (workspace / ".env").read_text() == "DB_PASSWORD=HIDE-SECRET-1\n"  # rm failed


@needs_bwrap
@pytest.mark.parametrize("allowed", [False, True])
async def test_verifier_network_only_when_the_run_allows_it(
    harness: Harness, workspace: Path, allowed: bool
) -> None:
    harness.api.responder = f.Scripted([[f.done()]])
    port = harness.api.url.rsplit(":", 1)[1]
    reach = (
        f"{sys.executable} -c \"import socket; socket.create_connection(('127.0.0.1', {port}), 3)\""
    )
    req = request(
        workspace,
        verifiers=[verifier(reach)],
        max_retries=1,
        confinement=Confinement(verifier_network=allowed),
    )
    result = await harness.run(req)
    assert result.final_status == ("success" if allowed else "max_retries_exhausted")


async def test_secret_values_never_reach_the_model(
    harness: Harness, workspace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Defence in depth: with everything loosened (no sandbox, verifiers inheriting the
    worker's environment), a verifier that prints the key and a tool output that holds
    it still reach the model and the history as ``[redacted]``."""
    monkeypatch.setenv("ANTHROPIC_API_KEY", KEY)
    monkeypatch.setenv("DEPLOY_TOKEN", "tok-REDACT-TEST-77")
    (workspace / "notes.txt").write_text(f"leaked: {KEY}\n")
    harness.api.responder = f.Scripted(
        [[f.Turn([f.editor("view", "notes.txt")]), f.done()], [f.done()]]
    )
    leak = 'echo "FAILED test_x.py::test_key - AssertionError: $ANTHROPIC_API_KEY $DEPLOY_TOKEN"; exit 1'
    req = request(
        workspace,
        verifiers=[verifier(leak)],
        max_retries=2,
        confinement=Confinement(sandbox="none"),
    )
    async with harness.worker(verifier_env="inherit"):
        handle = await harness.client.start_workflow(
            "GreenloopRun",
            req,
            id=f"redact-{os.getpid()}",
            task_queue=harness.settings.task_queue,
        )
        await final_result(handle)
        history = (await handle.fetch_history()).to_json()
    assert "[redacted]" in sent(harness)
    for secret in (KEY, "tok-REDACT-TEST-77"):
        assert secret not in sent(harness)
        assert secret not in history
    assert redact.redact(f"a {KEY} b", {"ANTHROPIC_API_KEY": KEY}) == "a [redacted] b"
    # configuration is not a secret, and short values are not redacted
    assert redact.redact(
        "greenloop 1234", {"GREENLOOP_TASK_QUEUE": "greenloop", "X_KEY": "1234"}
    ) == ("greenloop 1234")


def test_a_journal_greenloop_did_not_write_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "session.jsonl"
    j = Journal(path)
    j.append({"e": "start", "t": 1.0, "message": "m", "owner": "key-1"})
    j.append({"e": "end", "owner": "key-1", "result": {"status": "success"}})
    j.close()
    assert Journal.load(path, owner="key-1").end == {"status": "success"}
    # planted in advance (no key), or written for another session: never trusted
    path.write_text(json.dumps({"e": "end", "result": {"status": "success"}}) + "\n")
    with pytest.raises(JournalRefused, match="not written by greenloop for this session"):
        Journal.load(path, owner="key-2")


def test_the_worker_is_not_dumpable_so_its_memory_is_closed(tmp_path: Path) -> None:
    """Defence in depth behind the PID namespace: a process of the same user without
    CAP_SYS_PTRACE (what an unsandboxed command of a non-root worker is) cannot open a
    non-dumpable worker's memory; it can open a dumpable one's (so the probe is real).
    Both sides run without CAP_SYS_PTRACE, so their capabilities match as for a user."""
    setpriv = shutil.which("setpriv")
    if setpriv is None:
        pytest.skip("setpriv (util-linux) is needed to drop CAP_SYS_PTRACE")
    reader = f"{sys.executable} -c \"open('/proc/' + __import__('sys').argv[1] + '/mem', 'rb')\""
    drop = [setpriv, "--inh-caps=-all", "--bounding-set=-sys_ptrace", "--"]

    def opens(pid: int) -> bool:
        cmd = [*drop, "bash", "-c", f"{reader} {pid}"]
        return subprocess.run(cmd, capture_output=True, check=False).returncode == 0

    script = (
        "import sys, time\n"
        "if sys.argv[1] == 'undumpable':\n"
        "    from greenloop.worker import make_undumpable; make_undumpable()\n"
        "print('ready', flush=True); time.sleep(30)\n"
    )
    for kind, expect in (("dumpable", True), ("undumpable", False)):
        proc = subprocess.Popen(
            [*drop, sys.executable, "-c", script, kind], stdout=subprocess.PIPE, text=True
        )
        try:
            assert proc.stdout is not None
            assert proc.stdout.readline().strip() == "ready"
            assert opens(proc.pid) is expect, kind
        finally:
            proc.kill()
            proc.wait()
    make_undumpable()  # idempotent in this process (the test worker does it too)
    libc = ctypes.CDLL(None)
    assert libc.prctl(3, 0, 0, 0, 0) == 0  # PR_GET_DUMPABLE


def test_a_verifier_log_keeps_head_and_tail() -> None:
    buf = io.BytesIO()
    log = CappedLog(buf, head=10, tail=10)
    for chunk in (b"0123456789AB", b"x" * 100, b"THE-END-12"):
        log.write(chunk)
    log.finish()
    text = buf.getvalue().decode()
    assert text.startswith("0123456789")
    assert text.endswith("THE-END-12")
    assert "[... greenloop dropped 102 bytes here ...]" in text


async def test_a_chatty_verifier_cannot_fill_greenloop_home(
    harness: Harness, workspace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("activities.verifier.LOG_HEAD_BYTES", 64 * 1024)
    monkeypatch.setattr("activities.verifier.LOG_TAIL_BYTES", 64 * 1024)
    harness.api.responder = f.Scripted([[f.done()]])
    noisy = "head -c 5000000 /dev/zero | tr '\\\\0' x; echo; echo 'FAILED test_a.py::test_b - boom'; exit 1"
    req = request(workspace, verifiers=[verifier(noisy)], max_retries=1)
    result = await harness.run(req)
    (outcome,) = result.verification_results[0].verifiers
    assert outcome.output_bytes > 5_000_000
    assert outcome.output_path is not None
    size = Path(outcome.output_path).stat().st_size
    assert size < 200 * 1024
    assert "test_a.py::test_b" in result.error_history[0]


async def test_a_fifo_where_git_reads_does_not_wedge_the_session(
    harness: Harness, workspace: Path
) -> None:
    """libgit2 opens every ``.gitignore`` and ``.gitattributes`` while it snapshots the
    workspace, and blocks for ever on a FIFO: such a workspace gets no snapshot, and the
    run goes on."""
    (workspace / "sub").mkdir()
    harness.api.responder = f.Scripted(
        [[f.Turn([f.bash("mkfifo .gitignore sub/.gitattributes")]), f.done()]]
    )
    result = await harness.run(request(workspace, verifiers=[verifier("true")]))
    assert result.final_status == "success"
    assert result.session_results[0].snapshot is None
