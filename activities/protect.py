"""Protected paths (``--protect``): files the agent must not change, such as its tests.

A run names them with gitignore-style patterns, relative to the workspace (matched by
``pathspec``'s ``GitIgnoreSpec``, git's own rules). At the run's start, before the agent
acts, the session activity records every matching file (content, mode, or a symlink's
target) in a baseline under ``GREENLOOP_HOME`` (out of the agent's reach). The editor
refuses to change or create a matching file. Whatever else changed one (bash, a
verifier's side effects), the verifier activity puts every protected path back as the
baseline has it before the verifiers run (changed and deleted files restored, new
matching files removed), lists them in ``VerificationResult.reverted``, checks again
afterwards, and in a sandbox shows the protected files read-only to the verifiers.

Python bytecode caches (``__pycache__/``, ``*.pyc``) inside a protected area are removed
like any new file (a planted ``.pyc`` with the right timestamp would replace the test it
shadows), but not reported: running the tests writes them.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pathspec

from activities import safefs

MAX_PATTERNS = 100
MAX_PATTERN_CHARS = 500
MAX_FILE_BINDS = 256
"""Protected files shown read-only one by one to verifiers (each is a mount, ~0.5 ms);
past this, only directories named by a pattern (``tests/``) are, and the check after
the verifiers covers the rest."""
SKIPPED_DIRS = frozenset({".git"})
"""Never walked: the repository's own database is not the agent's to protect or tamper."""


def spec(patterns: Sequence[str]) -> pathspec.GitIgnoreSpec | None:
    """The matcher of ``patterns``, or ``None`` if there are none."""
    return pathspec.GitIgnoreSpec.from_lines(patterns) if patterns else None


def check_patterns(patterns: Sequence[str]) -> str | None:
    """Why ``patterns`` cannot be used, or ``None`` if they can (for the CLI: exit 2)."""
    if len(patterns) > MAX_PATTERNS:
        return f"at most {MAX_PATTERNS} patterns, got {len(patterns)}"
    for p in patterns:
        if not p.strip() or p.strip().startswith("#"):
            return f"{p!r}: an empty pattern or a comment protects nothing"
        if len(p) > MAX_PATTERN_CHARS or "\x00" in p or "\n" in p:
            return f"{p[:40]!r}...: a pattern is one line of at most {MAX_PATTERN_CHARS} characters"
    try:
        spec(patterns)
    except (ValueError, TypeError) as exc:
        return str(exc)
    return None


def is_protected(matcher: pathspec.GitIgnoreSpec | None, rel: str) -> bool:
    """Whether the workspace-relative POSIX path ``rel`` matches a protected pattern."""
    return matcher is not None and bool(rel) and matcher.match_file(rel)


def is_cache(rel: str) -> bool:
    """Python's bytecode cache: written whenever tests run, so removed without a report."""
    return "__pycache__" in rel.split("/") or rel.endswith((".pyc", ".pyo"))


@dataclass(frozen=True)
class _State:
    kind: str
    """``file``, ``link`` or ``other`` (a FIFO, socket or device: never kept)."""
    mode: int = 0
    digest: str = ""
    target: str = ""
    links: int = 1

    def same(self, other: _State) -> bool:
        return (self.kind, self.mode, self.digest, self.target) == (
            other.kind,
            other.mode,
            other.digest,
            other.target,
        )

    def record(self) -> dict[str, Any]:
        if self.kind == "link":
            return {"kind": "link", "target": self.target}
        return {"kind": self.kind, "mode": self.mode, "sha256": self.digest}


def _from_record(rec: dict[str, Any]) -> _State:
    if rec["kind"] == "link":
        return _State("link", target=rec["target"])
    return _State(rec["kind"], mode=int(rec["mode"]), digest=rec["sha256"])


def _walk(root: Path, matcher: pathspec.GitIgnoreSpec) -> Iterator[tuple[str, os.DirEntry[str]]]:
    """Every protected path in the workspace, without following symlinks."""
    stack = [("", str(root))]
    while stack:
        prefix, directory = stack.pop()
        try:
            with os.scandir(directory) as it:
                entries = list(it)
        except OSError:
            continue
        for entry in entries:
            rel = f"{prefix}{entry.name}"
            if entry.is_dir(follow_symlinks=False):
                if entry.name not in SKIPPED_DIRS:
                    stack.append((rel + "/", entry.path))
                continue
            if matcher.match_file(rel):
                yield rel, entry


def _state(entry: os.DirEntry[str], blobs: Path | None = None) -> _State:
    st = entry.stat(follow_symlinks=False)
    if stat.S_ISLNK(st.st_mode):
        return _State("link", target=os.readlink(entry.path))
    if not stat.S_ISREG(st.st_mode):
        return _State("other")
    # O_NONBLOCK|O_NOFOLLOW: a FIFO swapped in since the scan is never waited on
    fd = os.open(entry.path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    with open(fd, "rb") as fh:
        data = fh.read()
    digest = hashlib.sha256(data).hexdigest()
    if blobs is not None and not (blobs / digest).exists():
        _write_new(blobs / digest, data)
    return _State("file", mode=stat.S_IMODE(st.st_mode), digest=digest, links=st.st_nlink)


def _write_new(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


class Baseline:
    """The protected files of one run as they were at its start, kept under GREENLOOP_HOME."""

    def __init__(self, store: Path, patterns: Sequence[str]) -> None:
        self.store = store
        self.patterns = list(patterns)
        self.matcher = spec(patterns)

    @property
    def manifest(self) -> Path:
        return self.store / "manifest.json"

    def exists(self) -> bool:
        """Whether the baseline was taken already (it is taken once per run)."""
        return self.manifest.is_file()

    def capture(self, workspace: Path) -> int:
        """Record the protected files now (once: a later call keeps the first record).
        Returns how many files it holds."""
        if self.exists():
            return len(self._entries())
        blobs = self.store / "blobs"
        blobs.mkdir(parents=True, exist_ok=True)
        entries: dict[str, Any] = {}
        if self.matcher is not None:
            for rel, entry in _walk(workspace, self.matcher):
                st = _state(entry, blobs)
                if st.kind != "other":
                    entries[rel] = st.record()
        doc = {"version": 1, "patterns": self.patterns, "entries": entries}
        _write_new(self.manifest, json.dumps(doc).encode())
        return len(entries)

    def _entries(self) -> dict[str, _State]:
        doc = json.loads(self.manifest.read_text(encoding="utf-8"))
        return {rel: _from_record(rec) for rel, rec in doc["entries"].items()}

    def changes(self, workspace: Path) -> tuple[list[str], list[str], list[str]]:
        """What differs from the baseline: protected files changed or deleted, protected
        paths that are new, and files that only need a fresh copy (an extra hard link
        through which they could be written)."""
        if self.matcher is None:
            return [], [], []
        want = self._entries()
        have = {rel: _state(e) for rel, e in _walk(workspace, self.matcher)}
        changed = sorted(rel for rel, w in want.items() if rel not in have or not have[rel].same(w))
        new = sorted(rel for rel in have if rel not in want)
        relink = sorted(
            rel
            for rel, w in want.items()
            if rel in have and have[rel].same(w) and w.kind == "file" and have[rel].links > 1
        )
        return changed, new, relink

    def revert(self, workspace: Path) -> list[str]:
        """Put every protected path back as it was; returns what had changed (bytecode
        caches are removed but not reported)."""
        changed, new = self._put_all_back(workspace)
        return sorted([*changed, *(rel for rel in new if not is_cache(rel))])

    def revert_after(self, workspace: Path) -> list[str]:
        """After the verifiers: put everything back; returns the protected files they
        changed or deleted (new files, their output, are removed without a report)."""
        changed, _new = self._put_all_back(workspace)
        return changed

    def _put_all_back(self, workspace: Path) -> tuple[list[str], list[str]]:
        if self.matcher is None:
            return [], []
        changed, new, relink = self.changes(workspace)
        want = self._entries()
        for rel in (*changed, *new, *relink):
            self._put_back(workspace, rel, want.get(rel))
        return changed, new

    def _put_back(self, workspace: Path, rel: str, state: _State | None) -> None:
        with safefs.parent_of(workspace, rel, make=state is not None) as where:
            if where is None:
                return  # nothing there to remove
            dir_fd, name = where
            if state is None:
                safefs.remove_at(dir_fd, name)
            elif state.kind == "link":
                safefs.symlink_at(dir_fd, name, state.target)
            else:
                data = (self.store / "blobs" / state.digest).read_bytes()
                safefs.write_at(dir_fd, name, data, state.mode)

    def read_only(self, workspace: Path) -> list[Path]:
        """What verifiers see read-only: directories a pattern names (``tests/``: nothing
        can be created in them either), and the other protected files, up to
        ``MAX_FILE_BINDS``. Symlinks are left to the check after the verifiers."""
        if self.matcher is None or not self.exists():
            return []
        dirs = _protected_dirs(workspace, self.matcher)
        files = [
            workspace / rel
            for rel, st in self._entries().items()
            if st.kind == "file" and not any(rel.startswith(d + "/") for d in dirs)
        ]
        if len(files) > MAX_FILE_BINDS:
            files = []
        return [*(workspace / d for d in dirs), *files]


def _protected_dirs(root: Path, matcher: pathspec.GitIgnoreSpec) -> list[str]:
    """Directories (relative) that a pattern names as such, outermost only."""
    found: list[str] = []
    stack = [("", str(root))]
    while stack:
        prefix, directory = stack.pop()
        try:
            with os.scandir(directory) as it:
                subdirs = [e for e in it if e.is_dir(follow_symlinks=False)]
        except OSError:
            continue
        for entry in subdirs:
            rel = f"{prefix}{entry.name}"
            if entry.name in SKIPPED_DIRS:
                continue
            if matcher.match_file(rel + "/"):
                found.append(rel)
            else:
                stack.append((rel + "/", entry.path))
    return sorted(found)


def store_for(run_dir: Path) -> Path:
    """Where a run's baseline lives, in its directory under GREENLOOP_HOME."""
    return run_dir / "protected"
