"""What the agent's commands can see: an allow-listed environment and, where available, a
bubblewrap sandbox.

The environment is an allow-list: commands never see ``ANTHROPIC_*``, ``TEMPORAL_*``,
``AWS_*`` or any ``*_TOKEN``/``*_KEY``/``*_SECRET``/``*_PASSWORD`` variable, whatever the
worker was started with. With ``bwrap`` each command runs in its own sandbox: the system
is read-only, only the workspace and a private HOME are writable, ``/tmp`` and ``/run`` are
private, the workspace's parent directories, the real home directories and
``GREENLOOP_HOME`` are hidden, every capability is dropped (so root inside cannot unmount
what hides them), the worker's processes are invisible, nothing outlives the command, and
there is no network unless it is allowed. See ``docs/security.md``.
"""

from __future__ import annotations

import functools
import glob
import logging
import os
import pwd
import re
import shutil
import subprocess
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Literal

from greenloop.errors import ConfigError

log = logging.getLogger(__name__)

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

NEVER_HIDDEN = frozenset(
    Path(p)
    for p in (
        "/",
        "/bin",
        "/sbin",
        "/lib",
        "/lib32",
        "/lib64",
        "/libx32",
        "/usr",
        "/etc",
        "/opt",
        "/var",
        "/var/lib",
        "/var/cache",
        "/nix",
        "/nix/store",
        "/gnu",
        "/gnu/store",
        "/snap",
        "/proc",
        "/sys",
        "/dev",
        "/boot",
    )
)
"""System directories never hidden wholesale, even when the workspace lies inside one
(nor are ``/usr/*`` and ``/usr/local/*``): the commands need the system they hold."""

MASKED = ("/etc/shadow", "/etc/shadow-", "/etc/gshadow", "/etc/gshadow-", "/etc/ssh/ssh_host_*key")
"""Files of the read-only system made unreadable: secrets a root worker could otherwise read
(the sandbox drops capabilities, but root still owns these files)."""
MASKED_DIRS = ("/etc/ssl/private",)
"""Directories of the read-only system shown empty, for the same reason."""

_PRIVATE = (Path("/tmp"), Path("/run"))
"""Replaced by a fresh tmpfs in every sandbox: never needs hiding again."""


class SandboxUnavailable(ConfigError):
    """``--sandbox bwrap`` was asked for, but bubblewrap is missing or does not work here."""


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


# --------------------------------------------------------------------------- choosing


def bwrap_path() -> str | None:
    """The bubblewrap binary on PATH, if installed."""
    return shutil.which("bwrap")


@functools.cache
def bwrap_problem(path: str) -> str | None:
    """Why the bwrap at ``path`` cannot sandbox commands on this machine, or ``None`` if it can.

    Runs one sandboxed ``true`` with the namespaces ``wrap`` uses, once per binary per
    process: some kernels or containers forbid the namespaces bwrap needs.
    """
    probe = [
        path,
        *("--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp"),
        *("--cap-drop", "ALL", "--unshare-pid", "--unshare-net", "--die-with-parent"),
        *("--", "true"),
    ]
    try:
        done = subprocess.run(probe, capture_output=True, timeout=10, check=False)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"{type(exc).__name__}: {exc}"
    if done.returncode != 0:
        detail = done.stderr.decode(errors="replace").strip().splitlines()
        return f"exit code {done.returncode}: {detail[-1] if detail else 'no message'}"
    return None


def resolve(choice: Choice) -> tuple[Mode, str | None]:
    """Resolve ``--sandbox``: the mode to use and a warning if it had to fall back to none.

    ``auto`` uses bwrap when it is installed and works here, else ``none`` with a warning
    saying what the agent can reach without it. ``bwrap`` that cannot work raises
    ``SandboxUnavailable``; ``none`` is taken as asked, without a warning.
    """
    if choice == "none":
        return "none", None
    path = bwrap_path()
    problem = "bwrap is not installed" if path is None else bwrap_problem(path)
    if problem is None:
        return "bwrap", None
    if path is not None:
        problem = f"{path} does not work on this machine ({problem})"
    if choice == "bwrap":
        raise SandboxUnavailable(
            f"--sandbox bwrap: {problem}; install bubblewrap (Debian/Ubuntu package "
            "`bubblewrap`) where user namespaces are allowed, or pass --sandbox none"
        )
    return "none", (
        f"WARNING: {problem}, so the agent's bash commands run WITHOUT a sandbox: they can "
        "read and write anything this user can (your home, GREENLOOP_HOME, the worker's "
        "/proc/<pid>/environ) and use the network. Only the environment scrub and the "
        "editor's confinement to the workspace still apply. Install bubblewrap (package "
        "`bubblewrap`), or pass --sandbox none to accept this without the warning."
    )


def choose(choice: Choice) -> Mode:
    """The mode for ``choice`` without raising: ``resolve``, logging any fallback warning.

    An explicit ``bwrap`` is returned as is (the worker checks it with ``resolve`` before
    it starts); if bwrap is missing after all, each bash call fails with an error result.
    """
    if choice == "bwrap":
        return "bwrap"
    mode, warning = resolve(choice)
    if warning:
        log.warning("%s", warning)
    return mode


# --------------------------------------------------------------------------- wrapping


def _inside(path: Path, parent: Path) -> bool:
    return path == parent or parent in path.parents


def _never_hidden(path: Path) -> bool:
    return path in NEVER_HIDDEN or path.parent in (Path("/usr"), Path("/usr/local"))


def _passwd_home() -> str | None:
    try:
        return pwd.getpwuid(os.getuid()).pw_dir
    except KeyError:
        return None


def _top_private_ancestor(workspace: Path) -> Path | None:
    """The highest ancestor of the workspace that is not a system directory: hiding it
    hides every parent directory of the workspace and all their other contents."""
    for ancestor in reversed(workspace.parents):
        if not _never_hidden(ancestor):
            return ancestor
    return None


def paths_to_hide(workspace: Path, extra: Iterable[Path] = ()) -> list[Path]:
    """Existing paths ``wrap`` hides for ``workspace``, parents before children.

    The workspace's parent directories, ``/home``, ``/root``, the real home (``$HOME``
    and the passwd entry), and ``extra`` (``GREENLOOP_HOME``), resolved; minus system
    directories, what ``/tmp`` and ``/run`` already hide, and what another hidden path
    already covers.
    """
    workspace = workspace.resolve()
    candidates = [Path("/home"), Path("/root"), Path("/var/run"), *extra]
    candidates += [Path(h) for h in (os.environ.get("HOME"), _passwd_home()) if h]
    top = _top_private_ancestor(workspace)
    if top is not None:
        candidates.append(top)
    found: set[Path] = set()
    for candidate in candidates:
        try:
            path = candidate.resolve()
        except (OSError, RuntimeError):
            continue
        if path == workspace or path in _PRIVATE or _never_hidden(path) or not path.exists():
            continue
        found.add(path)

    def covered(p: Path) -> bool:
        # a hidden path inside another one (or inside the private /tmp, /run) is covered,
        # unless the workspace, bound back into view, lies between them
        return any(
            q != p and _inside(p, q) and _inside(p, workspace) == _inside(q, workspace)
            for q in (*found, *_PRIVATE)
        )

    return sorted((p for p in found if not covered(p)), key=lambda p: (len(p.parts), str(p)))


def _hide(path: Path) -> list[str]:
    if path.is_dir():
        return ["--tmpfs", str(path)]
    return ["--ro-bind", os.devnull, str(path)]


def _run_entries(allow_network: bool) -> list[str]:
    """Put back what a private ``/run`` must keep: its symlinks (e.g. NixOS's
    ``/run/current-system``) and, with network, the resolver configuration if it lives
    there (systemd-resolved)."""
    args: list[str] = []
    try:
        with os.scandir("/run") as it:
            for entry in it:
                if entry.is_symlink():
                    args += ["--symlink", os.readlink(entry.path), entry.path]
    except OSError:
        pass
    if allow_network:
        resolv = Path("/etc/resolv.conf").resolve()
        if _inside(resolv, Path("/run")) and resolv.is_file():
            args += ["--ro-bind", str(resolv), str(resolv)]
    return args


def _masks() -> list[str]:
    args: list[str] = []
    for pattern in MASKED:
        for path in sorted(glob.glob(pattern)):
            if os.path.isfile(path) and not os.path.islink(path):
                args += ["--ro-bind", os.devnull, path]
    for path in MASKED_DIRS:
        if os.path.isdir(path) and not os.path.islink(path):
            args += ["--tmpfs", path, "--remount-ro", path]
    return args


def wrap(
    argv: list[str],
    *,
    mode: Mode,
    workspace: Path,
    home: Path,
    allow_network: bool = False,
    hidden: Iterable[Path] = (),
) -> list[str]:
    """``argv`` as it should be spawned under ``mode``.

    ``hidden`` adds directories to hide (``GREENLOOP_HOME``). Hidden directories become
    empty and read-only; hidden files unreadable. ``bwrap`` does not start a new session,
    so the caller's process-group kill reaches everything inside, and ``--die-with-parent``
    with a private PID namespace kills whatever is left (``setsid`` included) as soon as the
    command's own process ends.
    """
    if mode == "none":
        return argv
    bwrap = bwrap_path()
    if bwrap is None:
        raise FileNotFoundError(
            "bwrap is not installed (Debian package `bubblewrap`); the worker was started "
            "with --sandbox bwrap, so commands cannot run without it"
        )
    workspace = workspace.resolve()
    home = home.resolve()
    ws = str(workspace)
    args = [bwrap, "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"]
    args += ["--tmpfs", "/tmp", "--tmpfs", "/run", *_run_entries(allow_network), *_masks()]
    to_hide = paths_to_hide(workspace, hidden)
    outer = [p for p in to_hide if not _inside(p, workspace)]
    inner = [p for p in to_hide if _inside(p, workspace)]
    for path in outer:
        args += _hide(path)
    args += ["--bind", ws, ws]
    for path in inner:
        args += _hide(path)
    args += ["--bind", str(home), str(home)]
    # read-only only now: bwrap had to create the mount points of the binds inside them
    for path in (*outer, *inner):
        if path.is_dir():
            args += ["--remount-ro", str(path)]
    args += ["--cap-drop", "ALL", "--die-with-parent", "--unshare-pid"]
    args += ["--unshare-ipc", "--unshare-uts"]
    if not allow_network:
        args.append("--unshare-net")
    args += ["--chdir", ws, "--", *argv]
    return args
