"""What the sandbox hides from confined commands, and what it must never hide.

Home directories, the workspace's parent directories (its highest non-system ancestor),
GREENLOOP_HOME and ``--hide`` paths are hidden wholesale; credential files stay hidden
even inside a toolchain directory that is shown again; system directories are never
hidden (the commands need them); ``/tmp`` and ``/run`` are private in every sandbox.
"""

from __future__ import annotations

import contextlib
import functools
import glob
import os
import pwd
from collections.abc import Iterable
from pathlib import Path

CREDENTIALS = (
    ".ssh",
    ".aws",
    ".config/gcloud",
    ".azure",
    ".kube",
    ".docker",
    ".gnupg",
    ".netrc",
    ".git-credentials",
    ".npmrc",
    ".pypirc",
    ".cargo/credentials",
    ".cargo/credentials.toml",
    ".config/gh",
    ".config/hub",
    ".vault-token",
    ".terraform.d/credentials.tfrc.json",
    ".m2/settings.xml",
    ".gradle/gradle.properties",
    ".password-store",
    ".local/share/keyrings",
    ".claude",
    ".claude.json",
    ".bash_history",
    ".zsh_history",
    ".python_history",
    ".node_repl_history",
    ".psql_history",
    ".mysql_history",
    ".sqlite_history",
    ".lesshst",
    ".local/share/fish/fish_history",
)
"""Credentials and histories in a home directory (relative to it). Homes are hidden
whole; these stay hidden even inside a toolchain directory that is shown."""


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


def _inside(path: Path, parent: Path) -> bool:
    """Whether ``path`` is ``parent`` or below it (both absolute and normalized)."""
    p, q = str(path), str(parent)
    return p == q or p.startswith(q if q.endswith("/") else q + "/")


def _never_hidden(path: Path) -> bool:
    return path in NEVER_HIDDEN or path.parent in (Path("/usr"), Path("/usr/local"))


def worker_homes() -> list[Path]:
    """The home directories of the worker's user (``$HOME``, its passwd entry, ``/root``
    for root), resolved, that exist."""
    return [p for p in _home_candidates(os.environ.get("HOME"), os.getuid()) if p.is_dir()]


@functools.lru_cache(maxsize=8)
def _home_candidates(home_var: str | None, uid: int) -> tuple[Path, ...]:
    # every sandboxed command asks: the passwd lookup and the resolving are done once
    raw = [home_var]
    with contextlib.suppress(KeyError):
        raw.append(pwd.getpwuid(uid).pw_dir)
    if uid == 0:
        raw.append("/root")
    homes: list[Path] = []
    for h in raw:
        if not h or not os.path.isabs(h):
            continue
        with contextlib.suppress(OSError, RuntimeError):
            p = Path(h).resolve()
            if p != Path("/") and p not in homes:
                homes.append(p)
    return tuple(homes)


def _top_private_ancestor(workspace: Path) -> Path | None:
    """The highest ancestor of the workspace that is not a system directory: hiding it
    hides every parent directory of the workspace and all their other contents."""
    for ancestor in reversed(workspace.parents):
        if not _never_hidden(ancestor):
            return ancestor
    return None


def paths_to_hide(workspace: Path, extra: Iterable[Path] = ()) -> list[Path]:
    """Existing paths ``wrap`` hides for ``workspace``, parents before children.

    The workspace's parent directories, ``/home``, ``/root``, the worker's homes, and
    ``extra`` (``GREENLOOP_HOME``, ``--hide`` paths), resolved; minus system directories,
    what ``/tmp`` and ``/run`` already hide, and what another hidden path already covers.
    """
    workspace = workspace.resolve()
    candidates = [Path("/home"), Path("/root"), Path("/var/run"), *worker_homes(), *extra]
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


def credential_paths(homes: Iterable[Path]) -> list[Path]:
    """Credential files and directories (``CREDENTIALS``) that exist in ``homes``."""
    out: list[Path] = []
    for home in homes:
        for rel in CREDENTIALS:
            for match in glob.glob(str(home / rel)):
                out.append(Path(match))
    return out
