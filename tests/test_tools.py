"""The agent's tools, run directly: confinement to the workspace, errors, bounds."""

from __future__ import annotations

import asyncio
import os
import shutil
import stat
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from activities import editor, process, sandbox
from activities.editor import MAX_READ_BYTES, MAX_VIEW_BYTES, resolve_in_workspace
from activities.procgroups import group_members
from activities.tools import ToolContext, ToolError, bound_text, execute_tool
from tests.support import unsandboxed_ctx

EDIT = "str_replace_based_edit_tool"


@pytest.fixture
def ctx(tmp_path: Path) -> ToolContext:
    return unsandboxed_ctx(tmp_path, bash_timeout_s=5)


async def edit(ctx: ToolContext, **params: object) -> tuple[str, bool]:
    out = await execute_tool(ctx, EDIT, params)
    return out.content, out.is_error


async def test_create_view_replace_insert(ctx: ToolContext) -> None:
    text, err = await edit(ctx, command="create", path="pkg/a.py", file_text="one\ntwo\n")
    assert not err, text
    assert (ctx.root / "pkg/a.py").read_text() == "one\ntwo\n"
    text, err = await edit(ctx, command="view", path=str(ctx.root / "pkg/a.py"))
    assert not err
    assert text == "     1\tone\n     2\ttwo"
    text, err = await edit(ctx, command="str_replace", path="pkg/a.py", old_str="two", new_str="2")
    assert not err, text
    text, err = await edit(ctx, command="insert", path="pkg/a.py", insert_line=1, insert_text="1.5")
    assert not err, text
    assert (ctx.root / "pkg/a.py").read_text() == "one\n1.5\n2\n"
    text, err = await edit(ctx, command="view", path="pkg/a.py", view_range=[2, -1])
    assert text == "     2\t1.5\n     3\t2"


@pytest.mark.parametrize(
    ("params", "expected"),
    [
        ({"command": "view", "path": "missing.py"}, "no such file"),
        ({"command": "str_replace", "path": "a.py", "old_str": "zzz", "new_str": "y"}, "not found"),
        (
            {"command": "str_replace", "path": "a.py", "old_str": "x", "new_str": "y"},
            "occurs 2 times",
        ),
        (
            {"command": "insert", "path": "a.py", "insert_line": 99, "insert_text": "y"},
            "past the end",
        ),
        ({"command": "create", "path": "sub", "file_text": "y"}, "is a directory"),
        ({"command": "fly", "path": "a.py"}, "unknown command"),
        ({"command": "view", "path": ""}, "non-empty string"),
        ({"command": "view", "path": "a.py", "view_range": [5, 1]}, "outside"),
    ],
)
async def test_mistakes_become_error_results(
    ctx: ToolContext, params: dict[str, object], expected: str
) -> None:
    (ctx.root / "a.py").write_text("x = 1\nx = 2\n")
    (ctx.root / "sub").mkdir()
    text, err = await edit(ctx, **params)
    assert err
    assert expected in text
    assert (ctx.root / "a.py").read_text() == "x = 1\nx = 2\n"


@pytest.mark.parametrize(
    "path",
    ["/etc/passwd", "../outside.txt", "sub/../../outside.txt", "~/.bashrc", "link/outside.txt"],
)
async def test_paths_outside_the_workspace_are_refused(ctx: ToolContext, path: str) -> None:
    outside = ctx.root.parent / "outside.txt"
    outside.write_text("secret\n")
    (ctx.root / "sub").mkdir()
    (ctx.root / "link").symlink_to(ctx.root.parent)
    for command in ("view", "create"):
        text, err = await edit(ctx, command=command, path=path, file_text="pwned")
        assert err, text
        assert "outside the workspace" in text
        assert "secret" not in text
    assert outside.read_text() == "secret\n"


def test_resolve_keeps_paths_inside(tmp_path: Path) -> None:
    root = tmp_path.resolve()
    assert resolve_in_workspace(root, "a/b.txt") == root / "a/b.txt"
    assert resolve_in_workspace(root, str(root / "c")) == root / "c"
    assert resolve_in_workspace(root, "a/../d") == root / "d"
    with pytest.raises(ToolError):
        resolve_in_workspace(root, "a/../../d")


async def test_view_of_a_directory_lists_it(ctx: ToolContext) -> None:
    (ctx.root / "a.py").write_text("")
    (ctx.root / "pkg").mkdir()
    text, err = await edit(ctx, command="view", path=".")
    assert not err
    assert text.splitlines()[1:] == ["a.py", "pkg/"]


async def test_binary_and_huge_files(ctx: ToolContext) -> None:
    (ctx.root / "b.bin").write_bytes(b"\x00\x01\x02" * 10)
    text, err = await edit(ctx, command="view", path="b.bin")
    assert err
    assert "binary" in text
    (ctx.root / "big.txt").write_text("line\n" * (MAX_VIEW_BYTES // 5 + 10))
    text, err = await edit(ctx, command="view", path="big.txt")
    assert err
    assert "view_range" in text
    text, err = await edit(ctx, command="view", path="big.txt", view_range=[1, 2])
    assert not err
    assert text == "     1\tline\n     2\tline"


async def test_unknown_tool_and_bad_input(ctx: ToolContext) -> None:
    out = await execute_tool(ctx, "browser", {"url": "x"})
    assert out.is_error
    assert "unknown tool" in out.content
    out = await execute_tool(ctx, EDIT, "not a dict")
    assert out.is_error
    out = await execute_tool(ctx, "bash", {"command": ""})
    assert out.is_error


async def test_bash_runs_in_the_workspace_without_secrets(
    ctx: ToolContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    secret = "sk-ant-very-secret-value"
    env = dict(os.environ, ANTHROPIC_API_KEY=secret, GITHUB_TOKEN="ghp_x", MY_SECRET="s3")
    ctx.env = sandbox.command_env(env, home=ctx.home)
    out = await execute_tool(ctx, "bash", {"command": "pwd; env; echo $HOME"})
    assert not out.is_error
    lines = out.content.splitlines()
    assert lines[0] == str(ctx.root)
    assert secret not in out.content
    assert "GITHUB_TOKEN" not in out.content
    assert "MY_SECRET" not in out.content
    assert str(ctx.home) in out.content
    assert out.content.endswith("[exit code 0]")


async def wait_until(condition: Callable[[], bool], timeout_s: float = 5.0) -> bool:
    """Poll ``condition`` (process state has no event to wait on) until true or timeout."""
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.02)
    return True


async def test_bash_timeout_kills_the_process_group(ctx: ToolContext, tmp_path: Path) -> None:
    ctx.bash_timeout_s = 0.5
    t0 = time.monotonic()
    out = await execute_tool(ctx, "bash", {"command": "echo $$; (sleep 30; echo late) & sleep 30"})
    assert time.monotonic() - t0 < 20  # (killed at its 0.5 s, not after the 30 s sleep)
    assert "timed out" in out.content
    pgid = int(out.content.split()[0])  # bash runs as the group leader: $$ is the group
    assert await wait_until(lambda: not group_members(pgid)), "a child survived the timeout"
    assert not ctx.process_groups.groups, "a killed group is still kept"


async def test_bash_output_is_bounded(ctx: ToolContext) -> None:
    out = await execute_tool(ctx, "bash", {"command": "seq 1 200000"})
    assert len(out.content) < 20_000
    assert out.content.startswith("1\n2\n")
    assert "200000" in out.content
    assert "cut" in out.content


def test_bound_text_keeps_head_and_tail() -> None:
    text = "".join(f"line {i}\n" for i in range(10_000))
    bounded = bound_text(text, 1000)
    assert len(bounded) <= 1100
    assert bounded.startswith("line 0\n")
    assert bounded.rstrip().endswith("line 9999")
    assert "lines) cut from the middle" in bounded
    assert bound_text("short", 1000) == "short"


# --------------------------------------------------------------------------- editor audit


async def test_a_symlink_loop_is_an_error_not_a_crash(ctx: ToolContext) -> None:
    (ctx.root / "loop1").symlink_to("loop2")
    (ctx.root / "loop2").symlink_to("loop1")
    for path in ("loop1", "loop1/x.py"):
        for command in ("view", "create"):
            text, err = await edit(ctx, command=command, path=path, file_text="x")
            assert err, text
            assert path in text


@pytest.mark.parametrize("deep", ["new.txt", "a/b/new.txt"])
async def test_create_never_writes_through_a_symlink_out(ctx: ToolContext, deep: str) -> None:
    """A dangling link whose target is outside, and a linked parent directory."""
    outside = ctx.root.parent / "outside-dir"
    outside.mkdir()
    (ctx.root / "dangling").symlink_to(outside / "new.txt")
    (ctx.root / "linkdir").symlink_to(outside)
    for path in ("dangling", f"linkdir/{deep}"):
        text, err = await edit(ctx, command="create", path=path, file_text="pwned")
        assert err, text
        assert "outside the workspace" in text
    assert list(outside.iterdir()) == []


async def test_device_files_and_fifos_are_refused_without_hanging(ctx: ToolContext) -> None:
    (ctx.root / "zero").symlink_to("/dev/zero")
    (ctx.root / "stdin").symlink_to("/dev/stdin")
    for path in ("zero", "stdin", "/dev/zero"):
        text, err = await edit(ctx, command="view", path=path)
        assert err, text
        assert "outside the workspace" in text
    os.mkfifo(ctx.root / "fifo")
    (ctx.root / "fifo-link").symlink_to("fifo")
    t0 = time.monotonic()
    for params in (
        {"command": "view", "path": "fifo"},
        {"command": "view", "path": "fifo-link"},
        {"command": "str_replace", "path": "fifo", "old_str": "a", "new_str": "b"},
        {"command": "insert", "path": "fifo", "insert_line": 0, "insert_text": "a"},
        {"command": "create", "path": "fifo", "file_text": "a"},
    ):
        text, err = await edit(ctx, **params)
        assert err, text
        assert "not a regular file" in text
    assert time.monotonic() - t0 < 20  # (opening a FIFO would block for ever)
    assert (ctx.root / "fifo").is_fifo()


@pytest.mark.skipif(os.geteuid() != 0, reason="mknod needs root")
async def test_a_device_node_in_the_workspace_is_not_read(ctx: ToolContext) -> None:
    os.mknod(ctx.root / "zero", 0o600 | stat.S_IFCHR, os.makedev(1, 5))
    text, err = await edit(ctx, command="view", path="zero")
    assert err
    assert "not a regular file" in text


async def test_a_symlink_swapped_in_after_the_check_is_not_followed(
    ctx: ToolContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Simulates a race with a background process: right after the path is resolved and
    checked, a directory of it (or the file itself) is replaced by a symlink out."""
    outside = ctx.root.parent / "outside-dir"
    outside.mkdir()
    (outside / "a.py").write_text("outside\n")
    (ctx.root / "sub").mkdir()
    (ctx.root / "sub" / "a.py").write_text("inside\n")
    real_resolve = editor.resolve_in_workspace
    swap: dict[str, Path] = {}

    def resolve_then_swap(root: Path, raw: object) -> Path:
        resolved = real_resolve(root, raw)
        victim = swap["path"]
        if victim.is_dir() and not victim.is_symlink():
            shutil.rmtree(victim)
        else:
            victim.unlink()
        victim.symlink_to(swap["target"])
        return resolved

    monkeypatch.setattr(editor, "resolve_in_workspace", resolve_then_swap)
    attempts = [
        ({"command": "create", "path": "sub/new.py", "file_text": "pwned"}, "sub", outside),
        ({"command": "view", "path": "sub/a.py"}, "sub", outside),
        (
            {"command": "str_replace", "path": "sub/a.py", "old_str": "i", "new_str": "pwned"},
            "sub/a.py",
            outside / "a.py",
        ),
        (
            {"command": "create", "path": "sub/a.py", "file_text": "pwned"},
            "sub/a.py",
            outside / "a.py",
        ),
    ]
    for params, victim, target in attempts:
        for p in (ctx.root / "sub", ctx.root / "sub" / "a.py"):
            if p.is_symlink():
                p.unlink()
        (ctx.root / "sub").mkdir(exist_ok=True)
        (ctx.root / "sub" / "a.py").write_text("inside\n")
        swap.update(path=ctx.root / victim, target=target)
        text, err = await edit(ctx, **params)
        assert err, (params, text)
        assert "changed while it was used" in text
        assert "outside" not in text.split(":", 1)[1]
    assert sorted(p.name for p in outside.iterdir()) == ["a.py"]
    assert (outside / "a.py").read_text() == "outside\n"


async def test_edits_replace_the_file_rather_than_write_through_links(ctx: ToolContext) -> None:
    """A hard link to a file outside (same filesystem) is never written through: edits
    write a new file and rename it over the old name."""
    outside = ctx.root.parent / "outside.txt"
    outside.write_text("x = 1\n")
    os.link(outside, ctx.root / "hard.py")
    text, err = await edit(ctx, command="str_replace", path="hard.py", old_str="1", new_str="2")
    assert not err, text
    text, err = await edit(ctx, command="insert", path="hard.py", insert_line=1, insert_text="y")
    assert not err, text
    text, err = await edit(ctx, command="create", path="hard.py", file_text="z = 3\n")
    assert not err, text
    assert (ctx.root / "hard.py").read_text() == "z = 3\n"
    assert outside.read_text() == "x = 1\n"
    assert not [p for p in ctx.root.iterdir() if p.name.startswith(".greenloop-")]


async def test_edits_keep_the_file_mode(ctx: ToolContext) -> None:
    script = ctx.root / "run.sh"
    script.write_text("echo 1\n")
    script.chmod(0o750)
    text, err = await edit(ctx, command="str_replace", path="run.sh", old_str="1", new_str="2")
    assert not err, text
    assert stat.S_IMODE(script.stat().st_mode) == 0o750
    assert script.read_text() == "echo 2\n"


async def test_view_lists_directories_and_marks_links(ctx: ToolContext) -> None:
    (ctx.root / "pkg").mkdir()
    (ctx.root / "pkg" / "m.py").write_text("")
    (ctx.root / "pkg" / "sub").mkdir()
    (ctx.root / "pkg" / "out").symlink_to("/etc")
    (ctx.root / "pkg" / ".git").mkdir()
    text, err = await edit(ctx, command="view", path="pkg")
    assert not err
    assert text == "Directory pkg:\nm.py\nout@\nsub/"
    text, err = await edit(ctx, command="view", path="pkg/out")
    assert err
    assert "outside the workspace" in text


async def test_create_refuses_the_workspace_and_paths_through_files(ctx: ToolContext) -> None:
    (ctx.root / "a.py").write_text("x\n")
    for path, expected in ((".", "is a directory"), ("a.py/b.py", "not a directory")):
        text, err = await edit(ctx, command="create", path=path, file_text="y")
        assert err, text
        assert expected in text
    text, err = await edit(ctx, command="view", path="x" * 300)
    assert err


async def test_lines_are_numbered_as_grep_does(ctx: ToolContext) -> None:
    """Form feeds and U+2028 are not line breaks to grep -n, sed or str_replace's report."""
    (ctx.root / "a.js").write_text('a\x0cb\ns = "x\u2028y"\nend\n')
    text, err = await edit(ctx, command="view", path="a.js")
    assert not err
    assert [line.split("\t")[0].strip() for line in text.split("\n")] == ["1", "2", "3"]
    text, err = await edit(ctx, command="insert", path="a.js", insert_line=2, insert_text="ins")
    assert not err, text
    assert (ctx.root / "a.js").read_text() == 'a\x0cb\ns = "x\u2028y"\nins\nend\n'
    text, err = await edit(ctx, command="insert", path="a.js", insert_line=5, insert_text="z")
    assert err
    assert "past the end (4 lines)" in text


async def test_a_file_too_large_to_edit_can_still_be_viewed_by_range(ctx: ToolContext) -> None:
    big = ctx.root / "huge.log"
    line = "x" * 99 + "\n"
    with big.open("w") as f:
        for _ in range(MAX_READ_BYTES // len(line) + 100):
            f.write(line)
    n_lines = MAX_READ_BYTES // len(line) + 100
    text, err = await edit(ctx, command="view", path="huge.log")
    assert err
    assert "view_range" in text
    text, err = await edit(ctx, command="view", path="huge.log", view_range=[n_lines - 1, -1])
    assert not err, text
    assert text == f"{n_lines - 1:6}\t{line.strip()}\n{n_lines:6}\t{line.strip()}"
    text, err = await edit(ctx, command="view", path="huge.log", view_range=[n_lines + 1, -1])
    assert err
    assert f"outside 1..{n_lines}" in text
    text, err = await edit(ctx, command="str_replace", path="huge.log", old_str="x", new_str="y")
    assert err
    assert "too large to edit" in text


async def test_a_symlink_planted_at_a_temp_name_is_not_written_through(ctx: ToolContext) -> None:
    """Edits used to write ``.<name>.greenloop-tmp`` first, following a symlink planted there."""
    outside = ctx.root.parent / "victim.txt"
    outside.write_text("untouched\n")
    (ctx.root / "a.py").write_text("x = 1\n")
    (ctx.root / ".a.py.greenloop-tmp").symlink_to(outside)
    text, err = await edit(ctx, command="str_replace", path="a.py", old_str="1", new_str="2")
    assert not err, text
    assert (ctx.root / "a.py").read_text() == "x = 2\n"
    assert outside.read_text() == "untouched\n"


@pytest.mark.skipif(
    sys.version_info >= (3, 12), reason="3.12+ has no public child watcher to lose an exit"
)
async def test_an_exit_the_event_loop_never_reports_does_not_hang(
    ctx: ToolContext, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The pidfd child watcher was seen to lose an exit now and then; run_process must
    notice by itself, with the right exit code and the output."""
    from greenloop.worker import use_pidfd_child_watcher

    use_pidfd_child_watcher()
    loop = asyncio.get_running_loop()
    real = loop.subprocess_exec
    lost: list[int] = []

    async def losing(*args: Any, **kwargs: Any) -> Any:
        transport, protocol = await real(*args, **kwargs)
        watcher = asyncio.get_child_watcher()
        assert watcher.remove_child_handler(transport.get_pid())
        lost.append(transport.get_pid())
        return transport, protocol

    monkeypatch.setattr(loop, "subprocess_exec", losing)
    t0 = time.monotonic()
    # the child lives a moment, so its exit cannot be reported before the handler goes
    # (a child that exits at once made the removal above fail now and then under load)
    out = await execute_tool(ctx, "bash", {"command": "sleep 0.3; echo hi; exit 3"})
    assert out.content == "hi\n\n[exit code 3]"
    assert time.monotonic() - t0 < 30 * process.EXIT_CHECK_S  # (a lost exit hangs for ever)
    assert lost
    assert "never reported" in caplog.text


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="3.12+ has no public child watchers")
async def test_a_child_watcher_another_loop_took_away_is_attached_again(ctx: ToolContext) -> None:
    """A worker's pidfd watcher waits on this loop; ``asyncio.run`` elsewhere in the process
    (a test's) sets its own loop, which takes the watcher, and unsets it at its end, which
    leaves the watcher on no loop: no subprocess started after that ("not activated")."""
    from greenloop.worker import use_pidfd_child_watcher

    use_pidfd_child_watcher()
    watcher = asyncio.get_child_watcher()
    watcher.attach_loop(None)  # what asyncio.run's closing set_event_loop(None) does to it
    assert not watcher.is_active()
    out = await execute_tool(ctx, "bash", {"command": "echo hi"})
    assert out.content == "hi\n\n[exit code 0]"
    assert watcher.is_active()


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="3.12+ has no public child watchers")
async def test_a_second_worker_keeps_the_child_watcher_in_place() -> None:
    """Replacing the watcher would close it and drop the exits it still waits for."""
    from greenloop.worker import use_pidfd_child_watcher

    use_pidfd_child_watcher()
    first = asyncio.get_child_watcher()
    use_pidfd_child_watcher()
    assert asyncio.get_child_watcher() is first
