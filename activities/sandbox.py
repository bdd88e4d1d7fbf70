"""The one confinement model of every process that runs code the agent wrote or influenced:
its bash commands and every verifier (SPEC section 7).

It is the model of Claude Code's and Codex's sandboxes: read the system broadly, write
narrowly, no network, no secrets. With bubblewrap each command runs in a sandbox of its
own: the system is read-only; the toolchains the worker's ``PATH`` leads to are shown
read-only wherever they live (``activities.toolchains``); only the workspace and a
private HOME are writable; ``/tmp`` and ``/run`` are private; home directories, the
workspace's parent directories, ``GREENLOOP_HOME``, credential files and ``--hide`` paths
are hidden; every capability is dropped; the worker's processes are invisible (private
PID namespace); nothing outlives the command; there is no network unless the run allows
it. The environment is scrubbed of secrets in both modes. See ``docs/security.md``.

Which mode a run gets is the run's choice (``Confinement.sandbox``), raised to the
worker's minimum if the worker enforces one; a run that asks for bubblewrap where it
cannot work fails, never silently weaker (``resolve``).
"""

from __future__ import annotations

import functools
import glob
import logging
import os
import re
import shutil
import subprocess
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from activities import toolchains
from activities.hidden import (
    _PRIVATE,
    MASKED,
    MASKED_DIRS,
    _inside,
    credential_paths,
    paths_to_hide,
    worker_homes,
)
from contract.errors import ConfigError
from contract.models import SandboxChoice as Choice
from contract.models import SandboxMode as Mode

__all__ = ["Choice", "Mode"]

log = logging.getLogger(__name__)

ALLOWED_ENV = frozenset(
    {"PATH", "LANG", "LANGUAGE", "TERM", "TZ", "USER", "LOGNAME", "SHELL", "COLUMNS", "LINES"}
)
"""Variables passed to the agent's bash commands unchanged (plus ``LC_*`` and the
toolchain locations of ``toolchains.LOCATION_VARIABLES``)."""

_SECRET_RE = re.compile(
    r"^(ANTHROPIC_|TEMPORAL_|AWS_|GREENLOOP_|SSH_AUTH_SOCK$|GPG_AGENT_INFO$|KRB5CCNAME$)"
    r"|(_TOKEN|_KEY|_SECRET|_PASSWORD|_PASSWD|_PASS|_CREDENTIALS|_AUTH|_PAT|_DSN)$",
    re.IGNORECASE,
)


class SandboxUnavailable(ConfigError):
    """bubblewrap was required (by the run or the worker), but is missing or does not work."""


def is_secret_name(name: str) -> bool:
    """Whether an environment variable name looks like a credential or our own config."""
    return bool(_SECRET_RE.search(name))


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


def current_problem() -> str | None:
    """Why bubblewrap cannot be used here now, or ``None`` if it can."""
    path = bwrap_path()
    if path is None:
        return "bwrap is not installed"
    problem = bwrap_problem(path)
    return None if problem is None else f"{path} does not work on this machine ({problem})"


FALLBACK_WARNING = (
    "WARNING: {problem}, so the agent's bash commands and the verifiers run WITHOUT a "
    "sandbox: they can read and write anything the worker's user can (its home, "
    "GREENLOOP_HOME) and use the network. Only the environment scrub and the editor's "
    "confinement to the workspace still apply. Install bubblewrap (package `bubblewrap`), "
    "or ask for --sandbox none to accept this without the warning."
)


def resolve(asked: Choice, *, minimum: Choice = "none") -> tuple[Mode, str | None]:
    """The mode a run gets on this worker, and a warning if ``auto`` fell back to none.

    ``asked`` is the run's ``--sandbox``; ``minimum`` the worker's (``bwrap`` means no
    command of any run goes unconfined). When bubblewrap is required, by either, and it
    cannot work here, ``SandboxUnavailable`` says why: never silently weaker.
    """
    if "bwrap" in (asked, minimum):
        problem = current_problem()
        if problem is not None:
            who = "this run asks for" if asked == "bwrap" else "this worker enforces"
            raise SandboxUnavailable(
                f"{who} --sandbox bwrap, but {problem}; install bubblewrap (Debian/Ubuntu "
                "package `bubblewrap`) where user namespaces are allowed"
            )
        return "bwrap", None
    if asked == "none":
        return "none", None
    problem = current_problem()
    if problem is None:
        return "bwrap", None
    return "none", FALLBACK_WARNING.format(problem=problem)


# --------------------------------------------------------------------------- environment


def command_env(
    base: Mapping[str, str], *, home: Path, extra: Mapping[str, str] | None = None
) -> dict[str, str]:
    """The environment of the agent's bash commands: the allow-list from ``base``, the
    toolchain locations, ``extra`` (what toolchains need), HOME and TMPDIR private."""
    env = {
        k: v
        for k, v in base.items()
        if (k in ALLOWED_ENV or k.startswith("LC_") or k in toolchains.LOCATION_VARIABLES)
        and not is_secret_name(k)
    }
    env.setdefault("PATH", os.defpath)
    env.update(extra or {})
    env["HOME"] = str(home)
    env["TMPDIR"] = str(home)
    env["GREENLOOP_AGENT"] = "1"
    return env


def verifier_env(
    base: Mapping[str, str],
    *,
    home: Path,
    inherit: bool = False,
    extra: Mapping[str, str] | None = None,
) -> dict[str, str]:
    """The environment of verifier commands: the worker's, minus anything that looks like a
    secret (unless the worker was told ``--verifier-env inherit``), with the toolchain
    variables ``extra`` and a private HOME and TMPDIR."""
    env = dict(base) if inherit else {k: v for k, v in base.items() if not is_secret_name(k)}
    env.update(extra or {})
    env["HOME"] = str(home)
    env["TMPDIR"] = str(home)
    return env


# --------------------------------------------------------------------------- what is hidden


# --------------------------------------------------------------------------- the jail


@dataclass(frozen=True)
class Jail:
    """Everything that decides what one confined command can reach."""

    mode: Mode
    workspace: Path
    """Resolved; the only writable directory besides ``home``."""
    home: Path
    """A private, writable HOME (and TMPDIR) made for the session or the verifier run."""
    network: bool = False
    hidden: tuple[Path, ...] = ()
    """Hidden besides the defaults: ``GREENLOOP_HOME`` and the run's ``--hide`` paths."""
    read_only: tuple[Path, ...] = ()
    """Files inside the workspace shown read-only (protected files, for verifiers)."""
    commands: tuple[str, ...] = ()
    """Verifier command lines: an interpreter named by absolute path is shown."""

    def toolchains(self, outer: list[Path] | None = None) -> toolchains.Toolchains:
        """What of the worker's toolchains this command needs, and their variables.

        ``outer``: ``paths_to_hide(workspace)``, when the caller has it already."""
        if outer is None:
            outer = paths_to_hide(self.workspace)
        return toolchains.find(
            env=os.environ,
            workspace=self.workspace,
            # what the sandbox hides, /tmp and /run included: a toolchain there is
            # invisible to the command unless it is shown again
            hidden_roots=[*outer, *_PRIVATE],
            never=self.hidden,
            homes=worker_homes(),
            commands=self.commands,
        )


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


def wrap(argv: list[str], jail: Jail) -> list[str]:
    """``argv`` as it should be spawned under ``jail``.

    Mounts, in order: the system read-only; the homes and the workspace's parents hidden
    (an empty read-only directory each); the toolchains shown again read-only; the
    workspace bound writable; GREENLOOP_HOME, ``--hide`` paths and any credential file
    still in view hidden; protected files read-only; the private HOME writable. ``bwrap``
    does not start a new session, so the caller's process-group kill reaches everything
    inside, and ``--die-with-parent`` with a private PID namespace kills whatever is left
    (``setsid`` included) as soon as the command's own process ends.
    """
    if jail.mode == "none":
        return argv
    bwrap = bwrap_path()
    if bwrap is None:
        raise FileNotFoundError(
            "bwrap is not installed (Debian package `bubblewrap`); this run's commands "
            "must be sandboxed, so they cannot run without it"
        )
    ws = jail.workspace.resolve()
    home = jail.home.resolve()
    outer = paths_to_hide(ws)
    shown = jail.toolchains(outer).paths
    args = [bwrap, "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc"]
    args += ["--tmpfs", "/tmp", "--tmpfs", "/run", *_run_entries(jail.network), *_masks()]
    for path in outer:
        args += _hide(path)
    for path in shown:
        args += ["--ro-bind", str(path), str(path)]
    args += ["--bind", str(ws), str(ws)]
    in_view = (ws, *shown)
    inner = [p for p in paths_to_hide(ws, jail.hidden) if p not in outer]
    inner += [p for p in credential_paths(worker_homes()) if any(_inside(p, v) for v in in_view)]
    for path in sorted(set(inner), key=lambda p: (len(p.parts), str(p))):
        args += _hide(path)
    for path in jail.read_only:
        if path.exists() and _inside(path, ws):
            args += ["--ro-bind", str(path), str(path)]
    args += ["--bind", str(home), str(home)]
    # read-only only now: bwrap had to create the mount points of the binds inside them
    for path in (*outer, *inner):
        if path.is_dir():
            args += ["--remount-ro", str(path)]
    args += ["--cap-drop", "ALL", "--die-with-parent", "--unshare-pid"]
    args += ["--unshare-ipc", "--unshare-uts"]
    if not jail.network:
        args.append("--unshare-net")
    args += ["--chdir", str(ws), "--", *argv]
    return args
