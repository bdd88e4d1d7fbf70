"""The agent's two client tools, executed locally inside the workspace.

- ``str_replace_based_edit_tool`` (Anthropic-defined ``text_editor_20250728``): ``view``,
  ``create``, ``str_replace``, ``insert``. Every path is resolved (``..``, ``~``, symlinks)
  and must stay inside the workspace.
- ``bash`` (Anthropic-defined ``bash_20250124``): each command runs in a fresh ``bash -c``
  with cwd = workspace, an allow-listed environment (never our API key or other secrets),
  its own process group killed on timeout, and output capped while it is read.

A tool never raises into the session: every failure is a ``ToolOutcome`` with
``is_error=True`` and a message the model can act on.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
import stat
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from activities import sandbox

EDITOR_TOOL = "str_replace_based_edit_tool"
BASH_TOOL = "bash"

TOOL_PARAMS: list[dict[str, Any]] = [
    {"type": "text_editor_20250728", "name": EDITOR_TOOL},
    {"type": "bash_20250124", "name": BASH_TOOL},
]
"""The ``tools`` parameter of every Messages API call."""

MAX_RESULT_CHARS = 16_000
"""Bound on one tool result sent to the model (head and tail are kept)."""
MAX_VIEW_BYTES = 256 * 1024
"""Files larger than this need a ``view_range``."""
MAX_READ_BYTES = 16 * 1024 * 1024
"""Files larger than this are not edited through the tool."""


class ToolError(Exception):
    """A tool call the model got wrong; its message goes back as an ``is_error`` result."""


@dataclass(frozen=True)
class ToolOutcome:
    """What one tool call returns to the model."""

    content: str
    is_error: bool = False


@dataclass
class ToolContext:
    """Where and how tools run for one session."""

    root: Path
    """The workspace, already resolved."""
    home: Path
    """A private, empty HOME for bash commands."""
    env: Mapping[str, str] = field(default_factory=dict)
    """The environment bash commands see (allow-listed)."""
    bash_timeout_s: float = 300.0
    output_cap_bytes: int = 1024 * 1024
    """Bytes of command output kept in memory (head and tail) while it is read."""
    sandbox_mode: sandbox.Mode = "none"
    allow_network: bool = False
    process_groups: set[int] = field(default_factory=set)
    """Process groups started by bash; killed when the session ends."""


def bound_text(text: str, limit: int = MAX_RESULT_CHARS) -> str:
    """Keep the head and tail of long text, with a note of what was cut."""
    if len(text) <= limit:
        return text
    head = limit * 2 // 5
    tail = limit - head - 100
    cut = len(text) - head - tail
    cut_lines = text.count("\n", head, len(text) - tail)
    return (
        f"{text[:head]}\n\n[... {cut} characters ({cut_lines} lines) cut from the middle ...]\n\n"
        f"{text[-tail:]}"
    )


# --------------------------------------------------------------------------- paths


def resolve_in_workspace(root: Path, raw: object) -> Path:
    """Resolve a model-given path and refuse anything that ends up outside ``root``.

    Absolute paths must lie inside the workspace; relative ones are taken from it. ``~``
    is refused rather than expanded: the agent has no home of ours to reach.
    """
    if not isinstance(raw, str) or not raw.strip():
        raise ToolError("`path` must be a non-empty string")
    text = raw.strip()
    if "\x00" in text:
        raise ToolError("`path` contains a NUL byte")
    if text.startswith("~"):
        raise ToolError(f"{text}: `~` paths are outside the workspace {root}; use paths in it")
    candidate = Path(text) if os.path.isabs(text) else root / text
    # strict=False: the file may not exist yet (create); symlinks that do exist are followed
    resolved = candidate.resolve(strict=False)
    if resolved != root and root not in resolved.parents:
        raise ToolError(
            f"{text}: resolves to {resolved}, outside the workspace {root}; "
            "only files inside the workspace can be read or written"
        )
    return resolved


def _check_regular(path: Path, shown: str) -> os.stat_result:
    try:
        st = path.stat()
    except FileNotFoundError:
        raise ToolError(f"{shown}: no such file") from None
    except OSError as exc:
        raise ToolError(f"{shown}: {exc.strerror}") from None
    if stat.S_ISDIR(st.st_mode):
        raise ToolError(f"{shown}: is a directory")
    if not stat.S_ISREG(st.st_mode):
        raise ToolError(f"{shown}: not a regular file (device, socket or pipe)")
    return st


def _read_text(path: Path, shown: str) -> str:
    st = _check_regular(path, shown)
    if st.st_size > MAX_READ_BYTES:
        raise ToolError(f"{shown}: {st.st_size} bytes is too large to edit with this tool")
    data = path.read_bytes()
    if b"\x00" in data[:8192]:
        raise ToolError(f"{shown}: is a binary file ({len(data)} bytes); it cannot be shown")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ToolError(f"{shown}: is not UTF-8 text ({len(data)} bytes)") from None


def _write_text(path: Path, text: str) -> None:
    # write-then-rename: a crash mid-write never leaves the agent's file half written
    tmp = path.with_name(f".{path.name}.greenloop-tmp")
    tmp.write_text(text, encoding="utf-8")
    with contextlib.suppress(OSError):
        os.chmod(tmp, stat.S_IMODE(path.stat().st_mode))
    os.replace(tmp, path)


# --------------------------------------------------------------------------- editor


def text_editor(ctx: ToolContext, params: Mapping[str, Any]) -> str:
    """Run one text editor command; raises ``ToolError`` for anything the model got wrong."""
    command = params.get("command")
    raw_path = params.get("path")
    path = resolve_in_workspace(ctx.root, raw_path)
    shown = str(raw_path)
    if command == "view":
        return _view(path, shown, params.get("view_range"), params.get("max_characters"))
    if command == "create":
        file_text = params.get("file_text")
        if not isinstance(file_text, str):
            raise ToolError("create needs `file_text` (a string)")
        if path.is_dir():
            raise ToolError(f"{shown}: is a directory; create refuses to overwrite it")
        if path.exists() and not path.is_file():
            raise ToolError(f"{shown}: not a regular file; create refuses to overwrite it")
        path.parent.mkdir(parents=True, exist_ok=True)
        existed = path.exists()
        if existed:
            _write_text(path, file_text)
        else:
            path.write_text(file_text, encoding="utf-8")
        return f"{'Overwrote' if existed else 'Created'} {shown} ({len(file_text)} characters)"
    if command == "str_replace":
        old = params.get("old_str")
        new = params.get("new_str", "")
        if not isinstance(old, str) or old == "":
            raise ToolError("str_replace needs a non-empty `old_str`")
        if not isinstance(new, str):
            raise ToolError("`new_str` must be a string")
        text = _read_text(path, shown)
        count = text.count(old)
        if count == 0:
            raise ToolError(f"{shown}: `old_str` was not found; view the file and copy it exactly")
        if count > 1:
            where = [text.count("\n", 0, i) + 1 for i in _find_all(text, old)][:10]
            raise ToolError(
                f"{shown}: `old_str` occurs {count} times (lines {', '.join(map(str, where))}); "
                "include more context to make it unique"
            )
        _write_text(path, text.replace(old, new, 1))
        line = text.count("\n", 0, text.index(old)) + 1
        return f"Edited {shown}: replaced 1 occurrence at line {line}"
    if command == "insert":
        line_no = params.get("insert_line")
        new_text = params.get("insert_text", params.get("new_str"))
        if not isinstance(line_no, int) or isinstance(line_no, bool) or line_no < 0:
            raise ToolError("insert needs `insert_line`, a line number >= 0")
        if not isinstance(new_text, str):
            raise ToolError("insert needs `insert_text` (a string)")
        text = _read_text(path, shown)
        file_lines = text.splitlines(keepends=True)
        if line_no > len(file_lines):
            raise ToolError(
                f"{shown}: insert_line {line_no} is past the end ({len(file_lines)} lines)"
            )
        if file_lines and not file_lines[-1].endswith("\n") and line_no == len(file_lines):
            file_lines[-1] += "\n"
        insert = new_text if new_text.endswith("\n") else new_text + "\n"
        file_lines.insert(line_no, insert)
        _write_text(path, "".join(file_lines))
        return f"Inserted {insert.count(chr(10))} line(s) after line {line_no} of {shown}"
    if command == "undo_edit":
        raise ToolError("undo_edit is not supported; edit the file back with str_replace")
    raise ToolError(f"unknown command {command!r}; use view, create, str_replace or insert")


def _find_all(text: str, sub: str) -> list[int]:
    out, start = [], 0
    while (i := text.find(sub, start)) >= 0:
        out.append(i)
        start = i + 1
    return out


def _view(path: Path, shown: str, view_range: object, max_chars: object) -> str:
    if path.is_dir():
        entries = []
        for p in sorted(path.iterdir()):
            if p.name.startswith(".git"):
                continue
            entries.append(p.name + ("/" if p.is_dir() else ""))
        listing = "\n".join(entries[:500])
        more = f"\n[... {len(entries) - 500} more entries]" if len(entries) > 500 else ""
        return f"Directory {shown}:\n{listing}{more}"
    st = _check_regular(path, shown)
    if view_range is None and st.st_size > MAX_VIEW_BYTES:
        raise ToolError(
            f"{shown}: {st.st_size} bytes is too large to view whole; "
            "pass view_range [start, end] (1-based lines), or search it with bash (grep -n)"
        )
    text = _read_text(path, shown)
    lines = text.splitlines()
    start, end = 1, len(lines)
    if view_range is not None:
        if (
            not isinstance(view_range, list)
            or len(view_range) != 2
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in view_range)
        ):
            raise ToolError("`view_range` must be [start, end] line numbers (end -1 = to the end)")
        start, end = view_range
        if end == -1:
            end = len(lines)
        if start < 1 or start > max(1, len(lines)) or end < start:
            raise ToolError(f"{shown}: view_range {view_range} is outside 1..{len(lines)}")
        end = min(end, len(lines))
    body = "\n".join(f"{i:6}\t{lines[i - 1]}" for i in range(start, end + 1))
    limit = max_chars if isinstance(max_chars, int) and max_chars > 0 else MAX_RESULT_CHARS
    return bound_text(body, limit)


# --------------------------------------------------------------------------- bash


async def run_bash(ctx: ToolContext, params: Mapping[str, Any]) -> str:
    """Run one bash command; its output (stdout+stderr) and exit code go back to the model."""
    if params.get("restart"):
        return "Each command already runs in a fresh shell in the workspace; nothing to restart."
    command = params.get("command")
    if not isinstance(command, str) or not command.strip():
        raise ToolError("bash needs a non-empty `command` string")
    argv = sandbox.wrap(
        ["bash", "-c", command],
        mode=ctx.sandbox_mode,
        workspace=ctx.root,
        home=ctx.home,
        allow_network=ctx.allow_network,
    )
    result = await run_process(
        argv,
        cwd=ctx.root,
        env=dict(ctx.env),
        timeout_s=ctx.bash_timeout_s,
        output_cap_bytes=ctx.output_cap_bytes,
        process_groups=ctx.process_groups,
    )
    text = result.output.decode("utf-8", errors="replace")
    if result.timed_out:
        return f"{bound_text(text)}\n[command timed out after {ctx.bash_timeout_s:.0f}s and was killed]"
    note = f"[exit code {result.returncode}]"
    return f"{bound_text(text)}\n{note}" if text else note


@dataclass(frozen=True)
class ProcessResult:
    """The outcome of one subprocess run by ``run_process``."""

    returncode: int | None
    """``None`` if it was killed on timeout."""
    output: bytes
    """Head and tail of combined stdout/stderr, at most about ``output_cap_bytes``."""
    total_bytes: int
    timed_out: bool


class _HeadTail:
    """Keeps the first and last bytes of a stream, so memory stays bounded."""

    def __init__(self, cap: int) -> None:
        self.head_cap = cap // 4
        self.tail_cap = cap - self.head_cap
        self.head = bytearray()
        self.tail = bytearray()
        self.total = 0

    def add(self, data: bytes) -> None:
        self.total += len(data)
        room = self.head_cap - len(self.head)
        if room > 0:
            self.head += data[:room]
            data = data[room:]
        if data:
            self.tail += data
            if len(self.tail) > self.tail_cap:
                del self.tail[: len(self.tail) - self.tail_cap]

    def value(self) -> bytes:
        cut = self.total - len(self.head) - len(self.tail)
        if cut <= 0:
            return bytes(self.head + self.tail)
        return bytes(self.head) + f"\n[... {cut} bytes cut ...]\n".encode() + bytes(self.tail)


async def run_process(
    argv: list[str],
    *,
    cwd: Path,
    env: dict[str, str],
    timeout_s: float,
    output_cap_bytes: int,
    sink: Any = None,
    process_groups: set[int] | None = None,
) -> ProcessResult:
    """Run ``argv`` in its own process group, reading combined output as it comes.

    ``sink``, if given, is a binary file that receives every byte (verifier logs). On
    timeout or cancellation the whole process group is killed. Background children that
    keep the output pipe open do not hold the call: once the main process exits, reading
    stops after a short grace period.
    """
    proc = await asyncio.create_subprocess_exec(
        *_die_with_us(argv),
        cwd=cwd,
        env=env,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        start_new_session=True,
    )
    pgid = proc.pid
    if process_groups is not None:
        process_groups.add(pgid)
    buf = _HeadTail(output_cap_bytes)
    assert proc.stdout is not None
    stdout = proc.stdout

    async def pump() -> None:
        while chunk := await stdout.read(65536):
            buf.add(chunk)
            if sink is not None:
                sink.write(chunk)

    reader = asyncio.create_task(pump())
    timed_out = False
    try:
        try:
            await asyncio.wait_for(proc.wait(), timeout_s)
        except TimeoutError:
            timed_out = True
            kill_group(pgid)
            await proc.wait()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.shield(reader), 0.5)
    finally:
        if not reader.done():
            reader.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await reader
        if proc.returncode is None:
            kill_group(pgid)
            with contextlib.suppress(ProcessLookupError):
                proc.kill()
            await proc.wait()
        if process_groups is None:
            # nobody will clean up for us: anything left in the group goes now
            kill_group(pgid)
    return ProcessResult(
        returncode=None if timed_out else proc.returncode,
        output=buf.value(),
        total_bytes=buf.total,
        timed_out=timed_out,
    )


_SETPRIV = shutil.which("setpriv")


def _die_with_us(argv: list[str]) -> list[str]:
    """``argv`` that gets SIGKILL if the worker dies (``kill -9`` included), where possible.

    A killed worker cannot clean up its process groups; ``setpriv --pdeathsig`` (util-linux)
    makes the kernel do it for the direct child instead.
    """
    if _SETPRIV is None:
        return argv
    return [_SETPRIV, "--pdeathsig", "KILL", "--", *argv]


def kill_group(pgid: int) -> None:
    """SIGKILL a whole process group; gone already is fine."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pgid, signal.SIGKILL)


# --------------------------------------------------------------------------- dispatch


async def execute_tool(ctx: ToolContext, name: str, params: object) -> ToolOutcome:
    """Run one tool call; every failure becomes an ``is_error`` outcome, never an exception."""
    if not isinstance(params, dict):
        return ToolOutcome(f"tool input must be a JSON object, got {type(params).__name__}", True)
    try:
        if name == EDITOR_TOOL:
            return ToolOutcome(bound_text(text_editor(ctx, params)))
        if name == BASH_TOOL:
            return ToolOutcome(await run_bash(ctx, params))
        return ToolOutcome(
            f"unknown tool {name!r}; the tools are {EDITOR_TOOL} and {BASH_TOOL}", True
        )
    except ToolError as exc:
        return ToolOutcome(str(exc), True)
    except (OSError, UnicodeError, ValueError) as exc:
        return ToolOutcome(f"{name} failed: {type(exc).__name__}: {exc}", True)
