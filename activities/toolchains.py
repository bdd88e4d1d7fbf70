"""Which toolchains a confined command needs to see, and how it finds them.

The sandbox hides every home directory, but the worker's ``PATH`` often leads into one:
pyenv's shims and ``versions/``, ``~/.cargo/bin`` with rustup's toolchains, nvm's node,
pipx and poetry venvs behind ``~/.local/bin``, a workspace ``.venv`` whose interpreter is a
symlink into pyenv. A verifier that works unconfined must work confined, so this module
derives, from the worker's ``PATH``, the verifier commands and the workspace, the paths
to show read-only and the variables the tools need (``RUSTUP_HOME`` when ``HOME`` is
private, for instance). Only those paths come back into view; the rest of each home
stays hidden, and credential files inside an exposed path are masked by the sandbox.

Rules, for a candidate executable or directory that lies in a hidden area:

- inside a virtual environment (an ancestor holds ``pyvenv.cfg``): the environment, and
  its base interpreter (``pyvenv.cfg``'s ``home``), followed in turn;
- inside a pyenv root (an ancestor holds ``libexec/pyenv``): the whole root;
- a ``bin`` directory: its prefix (``bin``'s parent: ``lib/``, ``libexec/``... come with
  it), unless that prefix is a home directory or ``~/.local``, where only ``bin`` and
  ``lib`` are shown;
- otherwise the directory itself.

A ``PATH`` entry's symlinks and ``#!`` interpreters are followed the same way (pipx,
poetry and nvm install links and scripts), and a ``rustup`` proxy brings ``RUSTUP_HOME``.
Nothing that is, or contains, a home directory, the workspace or a path that must stay
hidden is ever exposed.

Longer than ~400 lines on purpose: the exposure rules read together (one finder walks
PATH, venvs and interpreters with the same few rules); split, they would be harder to check.
"""

from __future__ import annotations

import functools
import os
import shlex
import stat
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

LOCATION_VARIABLES = (
    "PYENV_ROOT",
    "PYENV_VERSION",
    "RUSTUP_HOME",
    "RUSTUP_TOOLCHAIN",
    "CARGO_HOME",
    "GOROOT",
    "GOPATH",
    "GOTOOLCHAIN",
    "NVM_DIR",
    "NVM_BIN",
    "JAVA_HOME",
    "VIRTUAL_ENV",
    "CONDA_PREFIX",
    "VOLTA_HOME",
    "PNPM_HOME",
    "BUN_INSTALL",
    "DENO_INSTALL",
    "SDKMAN_DIR",
    "ASDF_DIR",
    "ASDF_DATA_DIR",
    "MISE_DATA_DIR",
    "PIPX_HOME",
    "POETRY_HOME",
)
"""Variables that say where a toolchain lives or which version to use: passed to confined
commands as they are, and the directories they name are shown read-only."""

_MAX_SCANNED = 2_000
"""Entries of one PATH directory looked at for links and interpreters."""
_SHEBANG_BYTES = 256


@dataclass(frozen=True)
class Toolchains:
    """What confined commands need to find the worker's toolchains."""

    paths: tuple[Path, ...] = ()
    """Directories (or files) to show read-only, resolved, none inside another."""
    env: Mapping[str, str] = field(default_factory=dict)
    """Variables to set for commands (toolchain locations the private HOME would hide)."""


def _inside(path: Path, parent: Path) -> bool:
    """Whether ``path`` is ``parent`` or below it (both absolute and normalized)."""
    p, q = str(path), str(parent)
    return p == q or p.startswith(q if q.endswith("/") else q + "/")


def _resolve(path: Path) -> Path | None:
    try:
        return path.resolve(strict=True)
    except (OSError, RuntimeError):
        return None


class _Finder:
    """Collects exposures for one set of hidden areas."""

    def __init__(
        self, *, hidden_roots: Sequence[Path], never: Sequence[Path], homes: Sequence[Path]
    ) -> None:
        self.hidden_roots = tuple(hidden_roots)
        self.never = tuple(never)
        """Paths no exposure may contain or lie in (GREENLOOP_HOME, --hide, the workspace)."""
        self.homes = tuple(homes)
        self.paths: set[Path] = set()
        self.env: dict[str, str] = {}
        self.asked: set[Path] = set()
        """Every path ``allowed`` judged: the only decisions ``never`` can change."""
        self._seen: set[Path] = set()
        self._targets: set[Path] = set()

    def hidden(self, path: Path) -> bool:
        return any(_inside(path, root) for root in self.hidden_roots)

    def allowed(self, path: Path) -> bool:
        self.asked.add(path)
        if any(_inside(path, n) or _inside(n, path) for n in self.never):
            return False
        # a home or a hidden root itself (or a parent of one) would show all it holds
        return not any(_inside(h, path) for h in (*self.homes, *self.hidden_roots))

    def expose(self, path: Path) -> None:
        if self.hidden(path) and self.allowed(path):
            self.paths.add(path)

    # ------------------------------------------------------------------ candidates

    def executable(self, path: Path, depth: int = 0) -> None:
        """An executable file (a PATH entry's member, a verifier's command word).

        Its symlinks are followed one hop at a time: every directory a hop passes through
        must be visible, not only the final target's (``.venv/bin/python`` -> a link in a
        hidden home -> the interpreter elsewhere).
        """
        current = Path(os.path.abspath(path))
        for _hop in range(40):
            if current in self._seen:
                return
            self._seen.add(current)
            self.link_dirs(current.parent)
            try:
                st = os.lstat(current)
            except OSError:
                return
            if not stat.S_ISLNK(st.st_mode):
                break
            current = Path(os.path.normpath(current.parent / os.readlink(current)))
        target = _resolve(current)
        if target is None or target in self._targets:
            return
        self._targets.add(target)
        if self.hidden(target):
            self.place(target.parent)
        interpreter = _shebang(target)
        if interpreter is not None and depth < 4:
            self.executable(interpreter, depth + 1)

    def link_dirs(self, directory: Path) -> None:
        """Show ``directory`` as it is reached, symlinked components included: a link in a
        hidden area is shown (bwrap binds its target at the link's place)."""
        resolved = _resolve(directory)
        if resolved is None:
            return
        if self.hidden(resolved):
            self.place(resolved)
        if resolved == directory:
            return
        for ancestor in (directory, *directory.parents):
            if not self.hidden(ancestor):
                break
            if ancestor.is_symlink():
                self.expose(ancestor)

    def place(self, directory: Path) -> None:
        """The directory an executable lives in, or a PATH entry."""
        for ancestor in (directory, *directory.parents):
            if not self.hidden(ancestor):
                break
            if (ancestor / "pyvenv.cfg").is_file():
                self.venv(ancestor)
                return
            if (ancestor / "libexec" / "pyenv").exists():
                self.expose(ancestor)
                self.env.setdefault("PYENV_ROOT", str(ancestor))
                return
        if directory.name in ("bin", "sbin", "shims"):
            prefix = directory.parent
            if self.allowed(prefix) and not any(prefix == h / ".local" for h in self.homes):
                self.expose(prefix)
                return
            for sub in ("bin", "lib"):
                if (prefix / sub).is_dir():
                    self.expose(prefix / sub)
            return
        self.expose(directory)

    def venv(self, root: Path) -> None:
        """A virtual environment: the whole of it, and its base interpreter."""
        self.expose(root)
        home = _pyvenv_home(root / "pyvenv.cfg")
        if home is None:
            return
        for name in ("python3", "python"):
            if (home / name).exists():
                self.executable(home / name)
                return
        resolved = _resolve(home)
        if resolved is not None and self.hidden(resolved):
            self.place(resolved)

    def workspace_venv(self, root: Path) -> None:
        """A venv in the workspace. The agent writes its ``pyvenv.cfg``, so its ``home``
        is not trusted: only a real Python installation it names is shown (a regular,
        executable interpreter whose prefix holds ``lib/python3*/os.py``), and links on
        the way only if they lead into that installation."""
        home = _pyvenv_home(root / "pyvenv.cfg")
        found = _python_install(home) if home is not None else None
        if home is None or found is None:
            return
        interpreter, prefix = found
        self.place(interpreter.parent)
        for ancestor in (home, *home.parents):
            if not self.hidden(ancestor):
                break
            target = _resolve(ancestor) if ancestor.is_symlink() else None
            if target is not None and _inside(target, prefix):
                self.expose(ancestor)

    def path_entry(self, entry: Path) -> None:
        """A directory on PATH: itself, and where its links and scripts lead."""
        directory = _resolve(entry)
        if directory is None or not directory.is_dir():
            return
        if self.hidden(directory):
            self.place(directory)
        try:
            with os.scandir(directory) as it:
                for n, item in enumerate(it):
                    if n >= _MAX_SCANNED:
                        break
                    if item.name == "rustup":
                        self.rustup(directory)
                    if item.is_symlink() or self.hidden(directory):
                        self.executable(Path(item.path))
        except OSError:
            return

    def rustup(self, bin_dir: Path) -> None:
        """rustup's proxies (``cargo``, ``rustc``) read their toolchains from RUSTUP_HOME,
        which defaults to ``$HOME/.rustup``: the private HOME would hide it."""
        for home in self.homes:
            if _inside(bin_dir, home) and (home / ".rustup").is_dir():
                self.expose(home / ".rustup")
                self.env.setdefault("RUSTUP_HOME", str(home / ".rustup"))
                return

    def location(self, value: str) -> None:
        """A directory named by a toolchain variable."""
        resolved = _resolve(Path(value)) if os.path.isabs(value) else None
        if resolved is not None and resolved.is_dir() and self.hidden(resolved):
            self.place(resolved)

    def result(self) -> Toolchains:
        kept = sorted(self.paths, key=lambda p: (len(p.parts), str(p)))
        outer = [p for p in kept if not any(q != p and _inside(p, q) for q in kept)]
        return Toolchains(paths=tuple(outer), env=dict(self.env))


def _head(path: Path, limit: int) -> bytes | None:
    """The first bytes of a regular file; never blocks on a FIFO the agent planted."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    with open(fd, "rb") as fh:
        if not stat.S_ISREG(os.fstat(fh.fileno()).st_mode):
            return None
        return fh.read(limit)


def _shebang(path: Path) -> Path | None:
    """The interpreter of a ``#!`` script, if it names one by absolute path (not ``env``)."""
    head = _head(path, _SHEBANG_BYTES)
    if head is None or not head.startswith(b"#!"):
        return None
    line = head[2:].split(b"\n", 1)[0].decode("utf-8", "replace").strip()
    word = line.split(" ", 1)[0] if line else ""
    if not word.startswith("/") or Path(word).name == "env":
        return None
    return Path(word)


def _pyvenv_home(cfg: Path) -> Path | None:
    raw = _head(cfg, 64 * 1024)
    if raw is None:
        return None
    for line in raw.decode("utf-8", "replace").splitlines():
        key, sep, value = line.partition("=")
        if sep and key.strip() == "home" and os.path.isabs(value.strip()):
            return Path(value.strip())
    return None


def _python_install(home: Path) -> tuple[Path, Path] | None:
    """The interpreter in ``home`` (a venv's base) and its prefix, if it is a Python
    installation: a regular executable file whose prefix holds the standard library."""
    for name in ("python3", "python"):
        interpreter = _resolve(home / name)
        if interpreter is None:
            continue
        try:
            st = interpreter.stat()
        except OSError:
            continue
        if not stat.S_ISREG(st.st_mode) or not os.access(interpreter, os.X_OK):
            continue
        prefix = interpreter.parent.parent
        try:
            libs = [p for p in (prefix / "lib").iterdir() if p.name.startswith("python3")]
        except OSError:
            continue
        if any((lib / "os.py").is_file() for lib in libs):
            return interpreter, prefix
    return None


def command_word(command: str) -> str | None:
    """The program a shell command line starts with, if it can be told without running it."""
    try:
        words = shlex.split(command, comments=True)
    except ValueError:
        return None
    for word in words:
        if "=" in word.split("/", 1)[0]:
            continue  # a leading VAR=value assignment
        return word
    return None


def workspace_venvs(workspace: Path) -> list[Path]:
    """Virtual environments at the top of the workspace or one level down (``.venv``,
    ``venv``, ``backend/.venv``): cheap to find, and where tools put them."""
    found: list[Path] = []
    try:
        with os.scandir(workspace) as top:
            children = [Path(e.path) for e in top if e.is_dir(follow_symlinks=False)]
    except OSError:
        return found
    for child in children:
        if (child / "pyvenv.cfg").is_file():
            found.append(child)
            continue
        if child.name.startswith(".") or child.name == "node_modules":
            continue
        try:
            with os.scandir(child) as sub:
                found += [
                    Path(e.path)
                    for e in sub
                    if e.is_dir(follow_symlinks=False) and (Path(e.path) / "pyvenv.cfg").is_file()
                ]
        except OSError:
            continue
    return found


def find(
    *,
    env: Mapping[str, str],
    workspace: Path,
    hidden_roots: Iterable[Path],
    never: Iterable[Path],
    homes: Iterable[Path],
    commands: Iterable[str] = (),
) -> Toolchains:
    """The toolchains confined commands in ``workspace`` need, given what the sandbox hides.

    ``hidden_roots`` are the directories the sandbox hides wholesale (homes, the
    workspace's parents); ``never`` what must stay hidden even inside an exposed
    toolchain (GREENLOOP_HOME, ``--hide`` paths); ``commands`` the verifier command lines,
    whose first word may name an interpreter by absolute path.
    """
    workspace = workspace.resolve()
    key = (
        env.get("PATH", ""),
        tuple(sorted((k, env[k]) for k in LOCATION_VARIABLES if env.get(k))),
        tuple(hidden_roots),
    )
    # The scan of PATH is the costly part (tens of ms). Every workspace of a worker shares
    # it: the workspace, which no exposure may contain or lie in, could only change a
    # decision of ``allowed`` about a path near it, so the shared scan is redone with the
    # workspace among ``never`` only when one of the paths it judged is.
    base, asked = _from_environment(*key, tuple(never), tuple(homes))
    if any(_inside(a, workspace) or _inside(workspace, a) for a in asked):
        base, _ = _from_environment.__wrapped__(*key, (*tuple(never), workspace), tuple(homes))
    finder = _finder(hidden_roots, (*tuple(never), workspace), homes)
    finder.paths.update(base.paths)
    finder.env.update(base.env)
    for venv in workspace_venvs(workspace):
        finder.workspace_venv(venv)
    for command in commands:
        word = command_word(command)
        if word is not None and os.path.isabs(word):
            finder.executable(Path(word))
    result = finder.result()
    passed = {k: env[k] for k in LOCATION_VARIABLES if env.get(k)}
    return Toolchains(paths=result.paths, env={**result.env, **passed})


def _finder(hidden_roots: Iterable[Path], never: Iterable[Path], homes: Iterable[Path]) -> _Finder:
    return _Finder(hidden_roots=tuple(hidden_roots), never=tuple(never), homes=tuple(homes))


@functools.lru_cache(maxsize=64)
def _from_environment(
    path_var: str,
    locations: tuple[tuple[str, str], ...],
    hidden_roots: tuple[Path, ...],
    never: tuple[Path, ...],
    homes: tuple[Path, ...],
) -> tuple[Toolchains, frozenset[Path]]:
    """The exposures PATH and the toolchain variables need, and the paths judged on the way
    (the worker's PATH does not change while it runs: scanned once, not per command)."""
    finder = _finder(hidden_roots, never, homes)
    for entry in path_var.split(os.pathsep):
        if entry and os.path.isabs(entry):
            finder.path_entry(Path(entry))
    for _name, value in locations:
        finder.location(value)
    return finder.result(), frozenset(finder.asked)
