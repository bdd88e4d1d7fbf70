"""Protected paths (``--protect``, SPEC 7): a scripted agent tries every way to make the
tests pass without fixing the code, through the editor, bash and the code the verifiers
run. With the tests protected, each move is refused or undone and the run is not green;
without ``--protect`` the same move does make it green, so no test here is vacuous.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest

from activities import protect, sandbox
from contract.models import Confinement, RunResult
from greenloop import fakeapi as f
from tests.support import Harness, request, verifier

BWRAP_PROBLEM = sandbox.current_problem()
needs_bwrap = pytest.mark.skipif(BWRAP_PROBLEM is not None, reason=f"no bwrap: {BWRAP_PROBLEM}")

TEST = "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n"
PATTERNS = ["tests/", "**/conftest.py"]
PYTEST = f"{sys.executable} -m pytest -q -p no:cacheprovider tests"

PASS_ALL = """
import pytest

@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    report.outcome = "passed"
"""


@pytest.fixture(autouse=True)
def _python_on_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """The verifier scripts below call the test suite's Python by path; the worker's PATH
    leads to it (as for a worker run from an activated venv), so the sandbox shows it
    wherever this checkout lives (a checkout under /tmp is hidden otherwise)."""
    monkeypatch.setenv("PATH", f"{Path(sys.executable).parent}:{os.environ['PATH']}")


@pytest.fixture
def project(workspace: Path) -> Path:
    (workspace / "calc.py").write_text("def add(a, b):\n    return a - b\n")  # the bug
    (workspace / "tests").mkdir()
    (workspace / "tests" / "test_calc.py").write_text(TEST)
    return workspace


async def cheat(
    harness: Harness,
    ws: Path,
    calls: list[dict[str, Any]],
    *,
    protected: bool,
    verify: str = PYTEST,
    mode: sandbox.Mode = "bwrap",
) -> RunResult:
    """One attempt in which the agent makes ``calls`` instead of fixing ``calc.py``."""
    harness.api.responder = f.Scripted([[f.Turn(calls), f.done("all green")]])
    req = request(
        ws,
        verifiers=[verifier(verify)],
        max_retries=1,
        confinement=Confinement(sandbox=mode, protect=PATTERNS if protected else []),
    )
    return await harness.run(req)


def tool_text(harness: Harness) -> str:
    return str(harness.api.requests[-1].messages[-1]["content"])


def assert_undone(result: RunResult, ws: Path, reverted: list[str]) -> None:
    assert result.final_status == "max_retries_exhausted"
    (v,) = result.verification_results
    assert v.reverted == reverted
    assert (ws / "tests" / "test_calc.py").read_text() == TEST
    assert not (ws / "conftest.py").exists()
    digest = "\n".join(e.summary for e in v.errors)
    for rel in reverted:
        assert f"protected file {rel}" in digest
    # the real test ran and failed on the real bug (not a verifier that could not start)
    assert "test_add" in digest, digest


SED = f.bash("sed -i 's/== 5/== -1/' tests/test_calc.py")
CONFTEST = f.bash(f"cat > conftest.py <<'EOF'\n{PASS_ALL}\nEOF")
REPLACE = f.bash(
    "rm tests/test_calc.py && printf 'def test_ok():\\n    pass\\n' > tests/test_ok.py"
)
SWAP = f.bash(
    "mkdir fake && printf 'def test_ok():\\n    pass\\n' > fake/test_ok.py && "
    "mv tests tests.orig && ln -s fake tests"
)

MOVES = {
    "sed -i": ([SED], ["tests/test_calc.py"]),
    "conftest by bash": ([CONFTEST], ["conftest.py"]),
    "delete and replace": ([REPLACE], ["tests/test_calc.py", "tests/test_ok.py"]),
    "symlink swap": ([SWAP], ["tests/test_calc.py"]),
}


@needs_bwrap
@pytest.mark.parametrize("move", list(MOVES))
@pytest.mark.parametrize("protected", [True, False])
async def test_bash_tampering_is_undone(
    harness: Harness, project: Path, move: str, protected: bool
) -> None:
    calls, reverted = MOVES[move]
    result = await cheat(harness, project, [dict(c) for c in calls], protected=protected)
    if not protected:
        assert result.final_status == "success"  # the move works: the check is real
        return
    assert_undone(result, project, reverted)


async def test_the_editor_refuses_protected_files(harness: Harness, project: Path) -> None:
    calls = [
        f.editor("str_replace", "tests/test_calc.py", old_str="== 5", new_str="== -1"),
        f.editor("create", "tests/conftest.py", file_text=PASS_ALL),
        f.editor("insert", f"{project}/tests/test_calc.py", insert_line=0, insert_text="#"),
        f.bash("ln -s tests/test_calc.py alias.py"),
    ]
    harness.api.responder = f.Scripted(
        [
            [
                f.Turn(calls),
                f.Turn([f.editor("create", "alias.py", file_text="def test_x(): pass\n")]),
                f.Turn([f.editor("view", "tests/test_calc.py")]),
                f.done(),
            ]
        ]
    )
    req = request(
        project,
        verifiers=[verifier(PYTEST)],
        max_retries=1,
        confinement=Confinement(protect=PATTERNS),
    )
    result = await harness.run(req)
    results = [
        b
        for r in harness.api.requests
        for m in r.messages
        if m["role"] == "user" and isinstance(m["content"], list)
        for b in m["content"]
    ]
    refused = [b for b in results if b.get("is_error") and "is protected" in str(b["content"])]
    assert len({b["tool_use_id"] for b in refused}) == 4  # three edits and the link
    assert "assert add(2, 3) == 5" in tool_text(harness)  # viewing is allowed
    assert_undone(result, project, [])


@needs_bwrap
@pytest.mark.parametrize("mode", ["bwrap", "none"])
async def test_a_verifier_that_rewrites_the_tests_fails(
    harness: Harness, project: Path, mode: sandbox.Mode
) -> None:
    """The verifier runs a script the agent wrote, which rewrites the tests before pytest
    reads them. In the sandbox the protected files are read-only, so the rewrite fails;
    without it the rewrite happens, and the check after the verifiers catches it."""
    (project / "run_tests.sh").write_text("")
    rewrite = (
        f"printf 'sed -i s/==\\\\ 5/==\\\\ -1/ tests/test_calc.py\\n{PYTEST}\\n' > run_tests.sh"
    )
    result = await cheat(
        harness, project, [f.bash(rewrite)], protected=True, verify="bash run_tests.sh", mode=mode
    )
    assert result.final_status == "max_retries_exhausted"
    (v,) = result.verification_results
    assert (project / "tests" / "test_calc.py").read_text() == TEST
    if mode == "bwrap":
        assert v.reverted == []  # nothing could change
        assert any("test_add" in e.summary for e in v.errors), v.errors  # the real test ran
    else:
        assert v.reverted == ["tests/test_calc.py"]
        assert any("changed while the verifiers ran" in e.summary for e in v.errors)


@needs_bwrap
@pytest.mark.parametrize("protected", [True, False])
async def test_a_hard_link_cannot_write_through_to_a_protected_file(
    harness: Harness, project: Path, protected: bool
) -> None:
    """The agent links a protected file under another name (the read-only bind covers
    only its own path); the verifier's script writes through the link. greenloop gives
    the protected file a fresh copy before verification, so the link leads nowhere."""
    calls = [
        f.bash("ln tests/test_calc.py notes.py"),
        f.bash(
            f"printf 'printf \"def test_add():\\\\n    pass\\\\n\" > notes.py\\n{PYTEST}\\n' > run.sh"
        ),
    ]
    result = await cheat(harness, project, calls, protected=protected, verify="bash run.sh")
    if not protected:
        assert result.final_status == "success"
        return
    assert result.final_status == "max_retries_exhausted"
    assert (project / "tests" / "test_calc.py").read_text() == TEST
    assert any("test_add" in e.summary for e in result.verification_results[0].errors)
    # the fresh copy made the write through the link miss: nothing needed undoing after
    assert result.verification_results[0].reverted == []


def test_baseline_capture_revert_and_check(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    (ws / "tests" / "data").mkdir(parents=True)
    (ws / "tests" / "test_a.py").write_text("A")
    (ws / "tests" / "data" / "blob.bin").write_bytes(b"\x00\x01")
    (ws / "tests" / "run.sh").write_text("#!/bin/sh\n")
    (ws / "tests" / "run.sh").chmod(0o755)
    (ws / "tests" / "link").symlink_to("test_a.py")
    (ws / "src.py").write_text("S")
    base = protect.Baseline(tmp_path / "store", ["tests/"])
    assert base.capture(ws) == 4
    assert base.changes(ws) == ([], [], [])
    (ws / "tests" / "test_a.py").write_text("changed")
    (ws / "tests" / "run.sh").chmod(0o644)
    (ws / "tests" / "data" / "blob.bin").unlink()
    (ws / "tests" / "link").unlink()
    (ws / "tests" / "link").symlink_to("/etc/passwd")
    (ws / "tests" / "new.py").write_text("N")
    (ws / "src.py").write_text("S2")  # not protected: stays as the agent left it
    assert base.revert(ws) == [
        "tests/data/blob.bin",
        "tests/link",
        "tests/new.py",
        "tests/run.sh",
        "tests/test_a.py",
    ]
    assert (ws / "tests" / "test_a.py").read_text() == "A"
    assert (ws / "tests" / "run.sh").stat().st_mode & 0o111
    assert (ws / "tests" / "data" / "blob.bin").read_bytes() == b"\x00\x01"
    assert (ws / "tests" / "link").readlink() == Path("test_a.py")
    assert not (ws / "tests" / "new.py").exists()
    assert (ws / "src.py").read_text() == "S2"
    assert base.changes(ws) == ([], [], [])
    # a second capture keeps the first record: the run's start is what counts
    (ws / "tests" / "test_a.py").write_text("later")
    base.capture(ws)
    assert base.revert(ws) == ["tests/test_a.py"]


def test_patterns_are_checked() -> None:
    assert protect.check_patterns(["tests/", "**/conftest.py", "/setup.cfg"]) is None
    assert protect.check_patterns([""]) is not None
    assert protect.check_patterns(["# a comment"]) is not None
    assert protect.check_patterns(["a\nb"]) is not None
    assert protect.check_patterns(["x"] * 101) is not None


def test_bytecode_caches_are_removed_quietly_and_directories_are_read_only(
    tmp_path: Path,
) -> None:
    """A ``.pyc`` planted in a protected directory could shadow the test beside it, so it
    goes; running the tests writes such caches, so it is not reported as tampering."""
    ws = tmp_path / "ws"
    (ws / "tests").mkdir(parents=True)
    (ws / "tests" / "test_a.py").write_text("A")
    (ws / "src").mkdir()
    (ws / "src" / "api.py").write_text("API")
    base = protect.Baseline(tmp_path / "store", ["tests/", "src/api.py"])
    base.capture(ws)
    (ws / "tests" / "__pycache__").mkdir()
    (ws / "tests" / "__pycache__" / "test_a.cpython-311-pytest-9.0.pyc").write_bytes(b"x")
    assert base.revert(ws) == []
    assert not (ws / "tests" / "__pycache__" / "test_a.cpython-311-pytest-9.0.pyc").exists()
    # verifiers see the directory a pattern names read-only, and other files one by one
    assert base.read_only(ws) == [ws / "tests", ws / "src" / "api.py"]
    # after the verifiers: what they wrote is removed, what they changed is reported
    (ws / "tests" / "out.log").write_text("log")
    (ws / "src" / "api.py").write_text("changed")
    assert base.revert_after(ws) == ["src/api.py"]
    assert not (ws / "tests" / "out.log").exists()
    assert (ws / "src" / "api.py").read_text() == "API"
    # a run without patterns shows nothing read-only, whatever is stored
    assert protect.Baseline(tmp_path / "store", []).read_only(ws) == []
