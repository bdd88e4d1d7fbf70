"""A full disk under GREENLOOP_HOME ends the run at once, saying so, and corrupts nothing.

GREENLOOP_HOME is a real, small tmpfs here (mounting one needs root, as CI has): once by
a verifier whose output fills it, once full before the session writes its journal. Both
used to end in ten silent retries and a "no progress" message.
"""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from temporalio.client import Client

from activities.journal import Journal
from greenloop import fakeapi as f
from tests.support import Harness, request, verifier


@pytest.fixture
def small_home(tmp_path: Path) -> Iterator[Path]:
    home = tmp_path / "small-home"
    home.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs as GREENLOOP_HOME needs root")
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(home)],
        capture_output=True,
        text=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.strip()}")
    try:
        yield home
    finally:
        subprocess.run(["umount", "-l", str(home)], check=False)


async def test_a_verifier_that_fills_the_disk_fails_the_run_at_once(
    client: Client, api: f.FakeMessagesAPI, workspace: Path, small_home: Path
) -> None:
    harness = Harness(client, api, small_home)
    api.responder = f.Scripted([[f.Turn([f.bash("true")]), f.done()]])
    chatty = verifier("yes x | head -c 4000000; exit 1")
    t0 = time.monotonic()
    result = await harness.run(request(workspace, verifiers=[chatty], max_retries=3))
    assert time.monotonic() - t0 < 30
    assert result.final_status == "failed"
    assert "no space left" in (result.error or "").lower()
    assert result.attempts == 1  # not retried as if the agent could fix it
    (journal,) = small_home.glob("runs/*/*/attempt-1/session.jsonl")
    state = Journal.load(journal)  # nothing corrupted: the session's record reads back
    assert state.end is not None
    assert state.turns == 2


async def test_a_full_disk_before_the_session_fails_the_run_at_once(
    client: Client, api: f.FakeMessagesAPI, workspace: Path, small_home: Path
) -> None:
    harness = Harness(client, api, small_home)
    api.responder = f.Scripted([[f.done()]])
    filler = small_home / "filler"
    with filler.open("wb") as fh, pytest.raises(OSError, match="No space left"):
        fh.write(b"x" * 2_000_000)
    t0 = time.monotonic()
    result = await harness.run(request(workspace, verifiers=[verifier("true")]))
    assert time.monotonic() - t0 < 30
    assert result.final_status == "failed"
    assert "disk" in (result.error or "").lower()
    assert "full" in (result.error or "").lower()
    assert api.requests == []
