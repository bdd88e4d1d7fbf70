"""What the agent's commands can see: an allow-listed environment and, where available, a
bubblewrap sandbox.

The environment is an allow-list: commands never see ``ANTHROPIC_*``, ``TEMPORAL_*``,
``AWS_*`` or any ``*_TOKEN``/``*_KEY``/``*_SECRET``/``*_PASSWORD`` variable, whatever the
worker was started with. With ``bwrap`` the system is read-only, only the workspace and a
private HOME are writable, the workspace's parent directories, the real home directories
and ``GREENLOOP_HOME`` are hidden, and there is no network unless it is allowed.
"""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Mapping
from pathlib import Path
from typing import Literal

Mode = Literal["none", "bwrap"]
Choice = Literal["auto", "bwrap", "none"]

ALLOWED_ENV = frozenset(
    {"PATH", "LANG", "LANGUAGE", "TERM", "TZ", "USER", "LOGNAME", "SHELL", "COLUMNS", "LINES"}
)
"""Variables passed through to commands unchanged (plus ``LC_*``)."""

_SECRET_RE = re.compile(
    r"^(ANTHROPIC_|TEMPORAL_|AWS_|GREENLOOP_)|(_TOKEN|_KEY|_SECRET|_PASSWORD|_CREDENTIALS)$",
    re.IGNORECASE,
)

_SYSTEM_DIRS = frozenset(
    Path(p) for p in ("/", "/usr", "/bin", "/sbin", "/lib", "/lib64", "/etc", "/opt", "/var")
)


def is_secret_name(name: str) -> bool:
    """Whether an environment variable name looks like a credential or our own config."""
    return bool(_SECRET_RE.search(name))


def command_env(base: Mapping[str, str], *, home: Path) -> dict[str, str]:
    """The environment a command runs with: the allow-list from ``base``, HOME private."""
    env = {
        k: v
        for k, v in base.items()
        if (k in ALLOWED_ENV or k.startswith("LC_")) and not is_secret_name(k)
    }
    env.setdefault("PATH", os.defpath)
    env["HOME"] = str(home)
    env["TMPDIR"] = str(home)
    env["GREENLOOP_AGENT"] = "1"
    return env


def bwrap_path() -> str | None:
    """The bubblewrap binary, if installed."""
    return shutil.which("bwrap")


def choose(choice: Choice) -> Mode:
    """Resolve ``--sandbox``: ``auto`` uses bwrap when it is installed, else none."""
    if choice == "auto":
        return "bwrap" if bwrap_path() else "none"
    return choice


def wrap(
    argv: list[str],
    *,
    mode: Mode,
    workspace: Path,
    home: Path,
    allow_network: bool = False,
    hidden: tuple[Path, ...] = (),
) -> list[str]:
    """``argv`` as it should be spawned under ``mode``."""
    if mode == "none":
        return argv
    bwrap = bwrap_path()
    if bwrap is None:
        raise FileNotFoundError("bwrap is not installed (Debian package `bubblewrap`)")
    args = [bwrap, "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"]
    to_hide = {Path("/home"), Path("/root"), *hidden}
    real_home = os.environ.get("HOME")
    if real_home:
        to_hide.add(Path(real_home))
    parent = workspace.parent
    if parent not in _SYSTEM_DIRS:
        to_hide.add(parent)
    for path in sorted(to_hide, key=lambda p: len(p.parts)):
        if path in _SYSTEM_DIRS or not path.is_dir():
            continue
        args += ["--tmpfs", str(path)]
    args += ["--bind", str(workspace), str(workspace)]
    args += ["--bind", str(home), str(home)]
    args += ["--die-with-parent", "--unshare-ipc", "--unshare-uts", "--unshare-pid"]
    if not allow_network:
        args.append("--unshare-net")
    args += ["--chdir", str(workspace), "--", *argv]
    return args
