"""The agent's tools, run directly: confinement to the workspace, errors, bounds."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

import pytest

from activities import sandbox
from activities.tools import (
    MAX_VIEW_BYTES,
    ToolContext,
    ToolError,
    bound_text,
    execute_tool,
    resolve_in_workspace,
)

EDIT = "str_replace_based_edit_tool"


@pytest.fixture
def ctx(tmp_path: Path) -> ToolContext:
    ws = tmp_path / "ws"
    ws.mkdir()
    home = tmp_path / "agent-home"
    home.mkdir()
    return ToolContext(
        root=ws.resolve(),
        home=home,
        env=sandbox.command_env(os.environ, home=home),
        bash_timeout_s=5,
        output_cap_bytes=64 * 1024,
        sandbox_mode="none",
    )


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


async def test_bash_timeout_kills_the_process_group(ctx: ToolContext, tmp_path: Path) -> None:
    ctx.bash_timeout_s = 0.5
    marker = ctx.root / "late.txt"
    t0 = time.monotonic()
    out = await execute_tool(ctx, "bash", {"command": f"(sleep 2; touch {marker}) & sleep 30"})
    assert time.monotonic() - t0 < 5
    assert "timed out" in out.content
    await asyncio.sleep(2.5)
    assert not marker.exists(), "the background child survived the timeout"


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
