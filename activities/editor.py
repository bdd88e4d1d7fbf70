"""The Anthropic-defined text editor tool (``str_replace_based_edit_tool``): ``view``,
``create``, ``str_replace``, ``insert``, confined to the workspace.

Every path is resolved (``..``, ``~``, symlinks) and must stay inside the workspace; the
file operations then walk the resolved path again from the workspace one component at a
time with ``O_NOFOLLOW``, so a link swapped in after the check is refused, never
followed. Hidden paths are refused; protected files can be viewed, not changed.

Longer than ~400 lines on purpose: every command walks paths the same careful way
(resolve, then re-walk with ``O_NOFOLLOW``); keeping the walk and its uses together keeps
the safety argument in one reading.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, BinaryIO

from activities import protect
from activities.tool_context import MAX_RESULT_CHARS, ToolContext, ToolError, bound_text

MAX_VIEW_BYTES = 256 * 1024
"""Files larger than this need a ``view_range``."""


MAX_READ_BYTES = 16 * 1024 * 1024
"""Files larger than this are not edited through the tool."""


def resolve_in_workspace(root: Path, raw: object) -> Path:
    """Resolve a model-given path and refuse anything that ends up outside ``root``.

    Absolute paths must lie inside the workspace; relative ones are taken from it. ``~``
    is refused rather than expanded: the agent has no home of ours to reach. Symlinks are
    followed (a dangling one to its target) and the result checked, so a link that points
    out of the workspace is refused however it is spelled. The file operations below then
    walk the resolved path again without following any symlink, so a link swapped in
    after this check is refused too, not followed.
    """
    if not isinstance(raw, str) or not raw.strip():
        raise ToolError("`path` must be a non-empty string")
    text = raw.strip()
    if "\x00" in text:
        raise ToolError("`path` contains a NUL byte")
    if text.startswith("~"):
        raise ToolError(f"{text}: `~` paths are outside the workspace {root}; use paths in it")
    candidate = Path(text) if os.path.isabs(text) else root / text
    try:
        # strict=False: the file may not exist yet (create); symlinks that do exist are followed
        resolved = candidate.resolve(strict=False)
    except (OSError, RuntimeError) as exc:  # a symlink loop raises RuntimeError before 3.13
        raise ToolError(f"{text}: cannot be resolved ({exc})") from None
    if resolved != root and root not in resolved.parents:
        raise ToolError(
            f"{text}: resolves to {resolved}, outside the workspace {root}; "
            "only files inside the workspace can be read or written"
        )
    return resolved


_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


def _changed(shown: str) -> ToolError:
    return ToolError(
        f"{shown}: the path changed while it was used (a symlink appeared in it); refused"
    )


def _open_subdir(dir_fd: int, name: str, shown: str, *, create: bool) -> int:
    """Open directory ``name`` under ``dir_fd`` without following a symlink."""
    try:
        try:
            return os.open(name, _DIR_FLAGS, dir_fd=dir_fd)
        except FileNotFoundError:
            if not create:
                raise ToolError(f"{shown}: no such file or directory") from None
            with contextlib.suppress(FileExistsError):
                os.mkdir(name, dir_fd=dir_fd)
            return os.open(name, _DIR_FLAGS, dir_fd=dir_fd)
    except OSError as exc:
        if exc.errno not in (errno.ELOOP, errno.ENOTDIR):
            raise
        # O_NOFOLLOW|O_DIRECTORY on a symlink fails with ENOTDIR on Linux, ELOOP elsewhere
        st = _lstat(dir_fd, name)
        if exc.errno == errno.ELOOP or (st is not None and stat.S_ISLNK(st.st_mode)):
            raise _changed(shown) from None
        raise ToolError(f"{shown}: {name} is not a directory") from None


@contextlib.contextmanager
def _parent_dir(
    root: Path, path: Path, shown: str, *, create: bool = False
) -> Iterator[tuple[int, str]]:
    """An fd of ``path``'s directory and its last component, reached from ``root`` one
    component at a time with ``O_NOFOLLOW``: nothing swapped in after ``resolve_in_workspace``
    can lead outside. ``create`` makes missing directories."""
    parts = path.relative_to(root).parts
    if not parts:
        raise ToolError(f"{shown}: is the workspace directory itself")
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        for part in parts[:-1]:
            sub = _open_subdir(fd, part, shown, create=create)
            os.close(fd)
            fd = sub
        yield fd, parts[-1]
    finally:
        os.close(fd)


def _lstat(dir_fd: int, name: str) -> os.stat_result | None:
    try:
        return os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        return None


def _refuse_odd(st: os.stat_result, shown: str) -> None:
    """Refuse whatever is not a regular file, without ever opening it (a FIFO would hang)."""
    if stat.S_ISDIR(st.st_mode):
        raise ToolError(f"{shown}: is a directory")
    if stat.S_ISLNK(st.st_mode):
        raise _changed(shown)
    if not stat.S_ISREG(st.st_mode):
        raise ToolError(f"{shown}: not a regular file (device, socket or pipe)")


def _open_regular(dir_fd: int, name: str, shown: str) -> tuple[int, os.stat_result]:
    """Open a regular file for reading; refuses anything else, and a file swapped under us."""
    st = _lstat(dir_fd, name)
    if st is None:
        raise ToolError(f"{shown}: no such file")
    _refuse_odd(st, shown)
    try:
        fd = os.open(
            name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=dir_fd
        )
    except OSError as exc:
        if exc.errno == errno.ELOOP:
            raise _changed(shown) from None
        raise
    fst = os.fstat(fd)
    if not stat.S_ISREG(fst.st_mode) or (fst.st_dev, fst.st_ino) != (st.st_dev, st.st_ino):
        os.close(fd)
        raise ToolError(f"{shown}: the file changed while it was opened; try again")
    return fd, fst


def _decode(data: bytes, shown: str, size: int) -> str:
    if b"\x00" in data[:8192]:
        raise ToolError(f"{shown}: is a binary file ({size} bytes); it cannot be shown")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise ToolError(f"{shown}: is not UTF-8 text ({size} bytes)") from None


def _read_text(root: Path, path: Path, shown: str) -> str:
    with _parent_dir(root, path, shown) as (dir_fd, name):
        fd, st = _open_regular(dir_fd, name, shown)
    with open(fd, "rb") as f:
        if st.st_size > MAX_READ_BYTES:
            raise ToolError(f"{shown}: {st.st_size} bytes is too large to edit with this tool")
        data = f.read(MAX_READ_BYTES + 1)
    return _decode(data, shown, len(data))


def _write_text(root: Path, path: Path, shown: str, text: str, *, command: str) -> bool:
    """Replace ``path``'s content atomically; whether it existed.

    Write-then-rename, so a crash mid-write never leaves the agent's file half written. The
    temporary file gets a fresh random name and ``O_EXCL|O_NOFOLLOW``, and the rename
    replaces a directory entry rather than following it: a symlink planted at either name
    is never written through, and a hard link to the file keeps its old content. ``create``
    makes missing parent directories.
    """
    data = text.encode("utf-8")
    with _parent_dir(root, path, shown, create=command == "create") as (dir_fd, name):
        st = _lstat(dir_fd, name)
        if st is not None:
            if stat.S_ISDIR(st.st_mode):
                raise ToolError(f"{shown}: is a directory; {command} refuses to overwrite it")
            if stat.S_ISLNK(st.st_mode):
                raise _changed(shown)
            if not stat.S_ISREG(st.st_mode):
                raise ToolError(
                    f"{shown}: not a regular file (device, socket or pipe); "
                    f"{command} refuses to overwrite it"
                )
        tmp = f".greenloop-{secrets.token_hex(6)}.tmp"
        mode = 0o666 if st is None else stat.S_IMODE(st.st_mode)
        fd = os.open(
            tmp,
            os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC,
            mode,
            dir_fd=dir_fd,
        )
        try:
            with open(fd, "wb") as f:
                f.write(data)
                if st is not None:
                    os.fchmod(f.fileno(), mode)  # the umask applied at creation
            os.replace(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp, dir_fd=dir_fd)
            raise
    return st is not None


def _split_lines(text: str) -> list[str]:
    """Lines with their ``\\n``: numbered as ``grep -n``, ``sed`` and str_replace's report do."""
    parts = text.split("\n")
    return [p + "\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def _refuse_hidden(ctx: ToolContext, path: Path, shown: str) -> None:
    for hidden in ctx.hidden_paths:
        if path == hidden or hidden in path.parents:
            raise ToolError(f"{shown}: this path is hidden from the agent; it cannot be used")


def _refuse_protected(ctx: ToolContext, raw: object, path: Path, command: str) -> None:
    """A protected file may be viewed, never changed or created, whatever path names it
    (a symlink to it included)."""
    if ctx.protected is None:
        return
    names = {path.relative_to(ctx.root).as_posix()} if path != ctx.root else set()
    if isinstance(raw, str) and not os.path.isabs(raw.strip()):
        # the path as given, if it stays in the workspace: `ln -s tests/x.py x.py` names
        # the target, but a pattern on the link's own name protects the link too
        given = Path(os.path.normpath(ctx.root / raw.strip()))
        if given != ctx.root and ctx.root in given.parents:
            names.add(given.relative_to(ctx.root).as_posix())
    hit = next((n for n in sorted(names) if protect.is_protected(ctx.protected, n)), None)
    if hit is not None:
        raise ToolError(
            f"{raw}: {hit} is protected (--protect): the run does not allow {command} on it. "
            "Protected files are put back as they were before verification; change the code "
            "instead"
        )


def text_editor(ctx: ToolContext, params: Mapping[str, Any]) -> str:
    """Run one text editor command; raises ``ToolError`` for anything the model got wrong."""
    command = params.get("command")
    raw_path = params.get("path")
    root = ctx.root
    path = resolve_in_workspace(root, raw_path)
    shown = str(raw_path)
    _refuse_hidden(ctx, path, shown)
    if command in ("create", "str_replace", "insert"):
        _refuse_protected(ctx, raw_path, path, str(command))
    if command == "view":
        return _view(root, path, shown, params.get("view_range"), params.get("max_characters"))
    if command == "create":
        file_text = params.get("file_text")
        if not isinstance(file_text, str):
            raise ToolError("create needs `file_text` (a string)")
        if path == root:
            raise ToolError(f"{shown}: is a directory; create refuses to overwrite it")
        existed = _write_text(root, path, shown, file_text, command="create")
        return f"{'Overwrote' if existed else 'Created'} {shown} ({len(file_text)} characters)"
    if command == "str_replace":
        old = params.get("old_str")
        new = params.get("new_str", "")
        if not isinstance(old, str) or old == "":
            raise ToolError("str_replace needs a non-empty `old_str`")
        if not isinstance(new, str):
            raise ToolError("`new_str` must be a string")
        text = _read_text(root, path, shown)
        count = text.count(old)
        if count == 0:
            raise ToolError(f"{shown}: `old_str` was not found; view the file and copy it exactly")
        if count > 1:
            where = [text.count("\n", 0, i) + 1 for i in _find_all(text, old)][:10]
            raise ToolError(
                f"{shown}: `old_str` occurs {count} times (lines {', '.join(map(str, where))}); "
                "include more context to make it unique"
            )
        _write_text(root, path, shown, text.replace(old, new, 1), command="str_replace")
        line = text.count("\n", 0, text.index(old)) + 1
        return f"Edited {shown}: replaced 1 occurrence at line {line}"
    if command == "insert":
        line_no = params.get("insert_line")
        new_text = params.get("insert_text", params.get("new_str"))
        if not isinstance(line_no, int) or isinstance(line_no, bool) or line_no < 0:
            raise ToolError("insert needs `insert_line`, a line number >= 0")
        if not isinstance(new_text, str):
            raise ToolError("insert needs `insert_text` (a string)")
        text = _read_text(root, path, shown)
        file_lines = _split_lines(text)
        if line_no > len(file_lines):
            raise ToolError(
                f"{shown}: insert_line {line_no} is past the end ({len(file_lines)} lines)"
            )
        if file_lines and not file_lines[-1].endswith("\n") and line_no == len(file_lines):
            file_lines[-1] += "\n"
        insert = new_text if new_text.endswith("\n") else new_text + "\n"
        file_lines.insert(line_no, insert)
        _write_text(root, path, shown, "".join(file_lines), command="insert")
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


MAX_LISTED = 500
"""Entries shown when viewing a directory."""


def _view(root: Path, path: Path, shown: str, view_range: object, max_chars: object) -> str:
    if path == root:
        dir_fd = os.open(root, _DIR_FLAGS)
    else:
        with _parent_dir(root, path, shown) as (parent_fd, name):
            st = _lstat(parent_fd, name)
            if st is None:
                raise ToolError(f"{shown}: no such file")
            if not stat.S_ISDIR(st.st_mode):
                fd, st = _open_regular(parent_fd, name, shown)
                with open(fd, "rb") as f:
                    return _view_file(f, st, shown, view_range, max_chars)
            dir_fd = _open_subdir(parent_fd, name, shown, create=False)
    try:
        return _list_dir(dir_fd, shown)
    finally:
        os.close(dir_fd)


def _list_dir(dir_fd: int, shown: str) -> str:
    entries = []
    with os.scandir(dir_fd) as it:
        for entry in it:
            if entry.name.startswith(".git"):
                continue
            if entry.is_symlink():
                entries.append(entry.name + "@")
            elif entry.is_dir(follow_symlinks=False):
                entries.append(entry.name + "/")
            else:
                entries.append(entry.name)
    entries.sort()
    listing = "\n".join(entries[:MAX_LISTED])
    more = len(entries) - MAX_LISTED
    return f"Directory {shown}:\n{listing}" + (f"\n[... {more} more entries]" if more > 0 else "")


def _parse_range(view_range: object) -> tuple[int, int]:
    if (
        not isinstance(view_range, list)
        or len(view_range) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in view_range)
    ):
        raise ToolError("`view_range` must be [start, end] line numbers (end -1 = to the end)")
    return view_range[0], view_range[1]


def _view_file(
    f: BinaryIO, st: os.stat_result, shown: str, view_range: object, max_chars: object
) -> str:
    limit = max_chars if isinstance(max_chars, int) and max_chars > 0 else MAX_RESULT_CHARS
    if view_range is None:
        if st.st_size > MAX_VIEW_BYTES:
            raise ToolError(
                f"{shown}: {st.st_size} bytes is too large to view whole; "
                "pass view_range [start, end] (1-based lines), or search it with bash (grep -n)"
            )
        lines = _split_lines(_decode(f.read(), shown, st.st_size))
        return bound_text(_numbered(lines, 1), limit)
    start, end = _parse_range(view_range)
    if st.st_size <= MAX_READ_BYTES:
        all_lines = _split_lines(_decode(f.read(), shown, st.st_size))
        total = len(all_lines)
        lines = all_lines[max(0, start - 1) : None if end == -1 else max(0, end)]
    else:
        lines, total = _stream_range(f, shown, st.st_size, start, end)
    if start < 1 or start > max(1, total) or (end != -1 and end < start):
        raise ToolError(f"{shown}: view_range {view_range} is outside 1..{total}")
    return bound_text(_numbered(lines, start), limit)


def _stream_range(
    f: BinaryIO, shown: str, size: int, start: int, end: int
) -> tuple[list[str], int]:
    """Lines ``start..end`` of a file too large to hold, and its number of lines."""
    _decode(f.read(8192), shown, size)  # refuses binary files before reading them through
    f.seek(0)
    kept: list[str] = []
    kept_chars = 0
    total = 0
    for raw in f:
        total += 1
        # the result is bounded to MAX_RESULT_CHARS anyway: keep a little more than that
        if total >= start and (end == -1 or total <= end) and kept_chars < 4 * MAX_RESULT_CHARS:
            line = _decode(raw, shown, size)
            kept.append(line)
            kept_chars += len(line)
    return kept, total


def _numbered(lines: list[str], first: int) -> str:
    return "\n".join(
        f"{n:6}\t{line.rstrip(chr(10)).removesuffix(chr(13))}"
        for n, line in enumerate(lines, first)
    )
