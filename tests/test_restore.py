"""Operator-side file work never leaves the workspace (SPEC 7).

``rerun --from-attempt K`` writes a snapshot back into a workspace the agent shaped,
with the worker's privileges; ``show --diff`` reads snapshots. A scripted agent plants
what would redirect them (a symlink where a directory was, links into a protected
file), and the operator's commands must neither write outside nor undo protection.
"""

from __future__ import annotations

from pathlib import Path

from temporalio.client import Client

from activities import protect, snapshots
from contract.models import Confinement
from greenloop import fakeapi as f
from greenloop.runner import final_result
from tests.support import Harness, request, verifier
from tests.test_ops import cli_env, greenloop, start


async def test_rerun_from_an_attempt_does_not_follow_a_planted_symlink(
    harness: Harness, client: Client, workspace: Path, outside: Path
) -> None:
    """Attempt 1 leaves ``src/a.py``; attempt 2 replaces ``src`` with a link to a
    directory outside. Restoring attempt 1 must put a real ``src/`` back in the
    workspace, not write ``a.py`` through the link."""
    harness.api.responder = f.Scripted(
        [
            [f.Turn([f.bash("mkdir -p src && echo v1 > src/a.py && echo x > b.txt")]), f.done()],
            [
                f.Turn(
                    [
                        f.bash(
                            f"rm -rf src b.txt && ln -s {outside} src && ln -s {outside}/b.txt b.txt && touch done.txt"
                        )
                    ]
                ),
                f.done(),
            ],
        ]
    )
    env = cli_env(harness, client)
    async with harness.worker():
        handle = await start(harness, request(workspace, verifiers=[verifier("test -f done.txt")]))
        assert (await final_result(handle)).attempts == 2
        assert (workspace / "src").is_symlink()
        diff = await greenloop(["show", handle.id, "--diff", "2"], env)
        harness.api.responder = f.Scripted([[f.done()]])
        rerun = await greenloop(
            ["rerun", handle.id, "--from-attempt", "1", "--max-retries", "1", "--json"], env
        )
    assert diff.returncode == 0, diff.stderr
    assert "src/a.py" in diff.stdout
    assert rerun.returncode == 1, rerun.stderr  # attempt 1's state fails the check again
    assert list(outside.iterdir()) == []  # nothing was written through the links
    assert not (workspace / "src").is_symlink()
    assert (workspace / "src" / "a.py").read_text() == "v1\n"
    assert not (workspace / "b.txt").is_symlink()
    assert (workspace / "b.txt").read_text() == "x\n"
    assert not (workspace / "done.txt").exists()  # tracked since attempt 2: removed


def test_restore_keeps_protected_paths_and_refuses_links(tmp_path: Path, outside: Path) -> None:
    """A snapshot taken after an attempt can hold the agent's tampering with protected
    files: restoring it leaves them as the workspace has them now."""
    ws = tmp_path / "ws"
    (ws / "tests").mkdir(parents=True)
    (ws / "tests" / "test_x.py").write_text("ORIGINAL")
    (ws / "code.py").write_text("old")
    repo = tmp_path / "snap.git"
    snapshots.take_sync(repo, ws, 0)
    (ws / "tests" / "test_x.py").write_text("TAMPERED")
    (ws / "code.py").write_text("attempt 1")
    snapshots.take_sync(repo, ws, 1)
    (ws / "tests" / "test_x.py").write_text("ORIGINAL")
    (ws / "code.py").unlink()
    (ws / "code.py").symlink_to(outside / "code.py")  # a link where a file was
    snapshots.restore_sync(repo, ws, 1, keep=protect.spec(["tests/"]))
    assert (ws / "tests" / "test_x.py").read_text() == "ORIGINAL"
    assert not (ws / "code.py").is_symlink()
    assert (ws / "code.py").read_text() == "attempt 1"
    assert list(outside.iterdir()) == []


async def test_rerun_from_an_attempt_keeps_the_protected_files(
    harness: Harness, client: Client, workspace: Path
) -> None:
    (workspace / "tests").mkdir()
    (workspace / "tests" / "check.sh").write_text("test -f fixed.txt\n")
    harness.api.responder = f.Scripted([[f.Turn([f.bash("echo true > tests/check.sh")]), f.done()]])
    env = cli_env(harness, client)
    req = request(
        workspace,
        verifiers=[verifier("bash tests/check.sh")],
        max_retries=1,
        confinement=Confinement(protect=["tests/"]),
    )
    async with harness.worker():
        handle = await start(harness, req)
        result = await final_result(handle)
        assert result.verification_results[0].reverted == ["tests/check.sh"]
        harness.api.responder = f.Scripted([[f.done()]])
        rerun = await greenloop(
            ["rerun", handle.id, "--from-attempt", "1", "--max-retries", "1", "--json"], env
        )
    # attempt 1's snapshot holds the tampered check; the rerun keeps the real one
    assert rerun.returncode == 1, rerun.stderr
    assert (workspace / "tests" / "check.sh").read_text() == "test -f fixed.txt\n"
