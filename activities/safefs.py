"""File operations inside a workspace that never follow a symlink out of it.

greenloop writes into workspaces the agent has shaped: it puts protected files back
before verification (``activities.protect``) and restores attempt snapshots for ``rerun
--from-attempt`` (``activities.snapshots``), with the worker's privileges. A symlink the
agent planted at any component of a path (``tests -> /etc``) must not redirect those
writes. Every operation here walks from the workspace one component at a time with
``O_NOFOLLOW`` and acts relative to the directory's file descriptor; whatever stands in
the way of a directory (a symlink, a file) is removed, never followed.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import stat
from collections.abc import Iterator
from pathlib import Path, PurePosixPath

from contract.errors import GreenloopError

_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC


class UnsafePath(GreenloopError, OSError):
    """A path that cannot be used safely (absolute, ``..``, or not a directory)."""


def parts_of(rel: str) -> tuple[str, ...]:
    """The components of a workspace-relative POSIX path; refuses ``..`` and absolute."""
    p = PurePosixPath(rel)
    if p.is_absolute() or not p.parts or any(part in ("..", ".", "") for part in p.parts):
        raise UnsafePath(errno.EINVAL, f"not a plain relative path: {rel!r}")
    return p.parts


def lstat_at(dir_fd: int, name: str) -> os.stat_result | None:
    """``lstat`` of ``name`` in ``dir_fd``, or ``None`` if there is nothing there."""
    try:
        return os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        return None


def remove_at(dir_fd: int, name: str) -> None:
    """Remove whatever ``name`` is (a file, a symlink, a whole directory), following nothing."""
    st = lstat_at(dir_fd, name)
    if st is None:
        return
    if not stat.S_ISDIR(st.st_mode):
        os.unlink(name, dir_fd=dir_fd)
        return
    fd = os.open(name, _DIR_FLAGS, dir_fd=dir_fd)
    try:
        for entry in os.listdir(fd):
            remove_at(fd, entry)
    finally:
        os.close(fd)
    os.rmdir(name, dir_fd=dir_fd)


def _subdir(dir_fd: int, name: str, *, make: bool) -> int | None:
    st = lstat_at(dir_fd, name)
    if st is not None and not stat.S_ISDIR(st.st_mode):
        if not make:
            return None
        os.unlink(name, dir_fd=dir_fd)  # a symlink or file in the way: never followed
        st = None
    if st is None:
        if not make:
            return None
        os.mkdir(name, 0o777, dir_fd=dir_fd)
    return os.open(name, _DIR_FLAGS, dir_fd=dir_fd)


@contextlib.contextmanager
def parent_of(root: Path, rel: str, *, make: bool) -> Iterator[tuple[int, str] | None]:
    """The fd of ``rel``'s parent directory under ``root`` and its last component.

    ``make`` creates missing directories and replaces anything else in the way;
    without it, a missing or non-directory component yields ``None``.
    """
    parts = parts_of(rel)
    fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        for part in parts[:-1]:
            sub = _subdir(fd, part, make=make)
            os.close(fd)
            if sub is None:
                fd = -1
                yield None
                return
            fd = sub
        yield fd, parts[-1]
    finally:
        if fd >= 0:
            os.close(fd)


def write_at(dir_fd: int, name: str, data: bytes, mode: int) -> None:
    """Make ``name`` a regular file holding ``data``: write a fresh temporary file and
    rename it over whatever was there (a directory in the way is removed first)."""
    st = lstat_at(dir_fd, name)
    if st is not None and stat.S_ISDIR(st.st_mode):
        remove_at(dir_fd, name)
    tmp = f".greenloop-{secrets.token_hex(6)}.tmp"
    fd = os.open(
        tmp,
        os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC,
        0o600,
        dir_fd=dir_fd,
    )
    try:
        with open(fd, "wb") as fh:
            fh.write(data)
            os.fchmod(fh.fileno(), stat.S_IMODE(mode))
        os.replace(tmp, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp, dir_fd=dir_fd)
        raise


def symlink_at(dir_fd: int, name: str, target: str) -> None:
    """Make ``name`` a symlink to ``target`` (created, never followed), replacing anything."""
    remove_at(dir_fd, name)
    os.symlink(target, name, dir_fd=dir_fd)


def read_regular(dir_fd: int, name: str) -> bytes | None:
    """The bytes of ``name`` if it is a regular file (no FIFO is ever opened), else ``None``."""
    st = lstat_at(dir_fd, name)
    if st is None or not stat.S_ISREG(st.st_mode):
        return None
    fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=dir_fd)
    with open(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
            return None
        return fh.read()
