"""Toolchains keep working in the sandbox (SPEC 7), and only they come back into view.

The rules are checked on a planted home under ``/var/tmp`` (pyenv, a poetry venv behind
``~/.local/bin``, rustup, nvm, a venv in the workspace), then for real: a workspace venv
whose base interpreter lives under a home directory and a tool on PATH under a home run
in bash and in verifiers, confined exactly as unconfined, while a secret in that same
home stays unreadable.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from activities import sandbox, toolchains
from contract.models import Confinement
from greenloop import fakeapi as f
from tests.support import Harness, request, verifier

BWRAP_PROBLEM = sandbox.current_problem()
needs_bwrap = pytest.mark.skipif(BWRAP_PROBLEM is not None, reason=f"no bwrap: {BWRAP_PROBLEM}")


def script(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(0o755)
    return path


def venv(root: Path, home: Path) -> Path:
    """A minimal virtual environment: ``pyvenv.cfg`` and ``bin/python`` -> its base."""
    (root / "bin").mkdir(parents=True)
    (root / "lib").mkdir()
    (root / "pyvenv.cfg").write_text(f"home = {home}\nversion = 3.11.7\n")
    (root / "bin" / "python").symlink_to(home / "python3")
    return root


def test_the_rules_on_a_planted_home(outside: Path) -> None:
    home = outside / "home"
    pyenv = home / ".pyenv"
    script(pyenv / "libexec" / "pyenv", "#!/bin/sh\n")
    script(pyenv / "shims" / "python", "#!/usr/bin/env bash\nexec pyenv exec python\n")
    base = script(pyenv / "versions" / "3.11.7" / "bin" / "python3", "#!/bin/sh\n")
    poetry_venv = venv(home / ".local" / "share" / "pypoetry" / "venv", base.parent)
    script(poetry_venv / "bin" / "poetry", f"#!{poetry_venv}/bin/python\n")
    (home / ".local" / "bin").mkdir(parents=True)
    (home / ".local" / "bin" / "poetry").symlink_to(poetry_venv / "bin" / "poetry")
    script(home / ".cargo" / "bin" / "rustup", "#!/bin/sh\n")
    (home / ".rustup" / "toolchains").mkdir(parents=True)
    node = script(home / ".nvm" / "versions" / "node" / "v20" / "bin" / "node", "#!/bin/sh\n")
    (node.parent.parent / "lib" / "node_modules").mkdir(parents=True)
    script(home / "bin" / "mine", "#!/bin/sh\n")
    (home / ".ssh").mkdir()
    (home / ".ssh" / "id_ed25519").write_text("SECRET")
    ws = outside / "ws"
    venv(ws / ".venv", base.parent)
    path = ":".join(
        str(p)
        for p in (
            pyenv / "shims",
            home / ".local" / "bin",
            home / ".cargo" / "bin",
            node.parent,
            home / "bin",
            Path("/usr/bin"),
        )
    )
    found = toolchains.find(
        env={"PATH": path, "GOPATH": str(home / "go-nowhere")},
        workspace=ws,
        hidden_roots=[outside],
        never=[],
        homes=[home],
    )
    assert set(found.paths) == {
        pyenv,  # shims need the whole root; the base interpreters live in it
        poetry_venv,  # behind ~/.local/bin/poetry: the venv, and its base (pyenv)
        home / ".local" / "bin",  # ~/.local is not shown whole
        home / ".cargo",
        home / ".rustup",  # rustup's proxies read RUSTUP_HOME, which HOME would hide
        node.parent.parent,  # nvm's prefix: bin and lib/node_modules
        home / "bin",  # a bin right in a home: only itself (never the home)
    }
    assert found.env["RUSTUP_HOME"] == str(home / ".rustup")
    assert found.env["PYENV_ROOT"] == str(pyenv)
    assert "GOPATH" in found.env  # locations are passed on as they are
    for shown in found.paths:
        assert home != shown
        assert not (home / ".ssh").is_relative_to(shown)


def test_nothing_that_must_stay_hidden_is_shown(outside: Path) -> None:
    home = outside / "home"
    script(home / "bin" / "tool", "#!/bin/sh\n")
    gl_home = home / ".local" / "share" / "greenloop"
    script(gl_home / "bin" / "tool2", "#!/bin/sh\n")
    found = toolchains.find(
        env={"PATH": f"{home}:{home / 'bin'}:{gl_home / 'bin'}:{outside}"},
        workspace=outside / "ws",
        hidden_roots=[outside],
        never=[gl_home],
        homes=[home],
    )
    # a home itself, a hidden root, and anything in GREENLOOP_HOME are never shown
    assert found.paths == (home / "bin",)


def test_the_scan_shared_between_workspaces_decides_as_a_fresh_one(outside: Path) -> None:
    # one worker, one PATH, many workspaces: the PATH scan is shared, and a workspace that
    # lies inside a toolchain's prefix (or holds a PATH directory) must still change what
    # is shown exactly as a scan made for it alone would
    home = outside / "home"
    tool = script(home / "opt" / "tool" / "bin" / "tool", "#!/bin/sh\n")
    script(home / "opt" / "tool" / "lib" / "x", "")
    path = f"{tool.parent}:/usr/bin"
    cases = [outside / "far", home / "opt" / "tool" / "ws", home / "opt", tool.parent]
    for ws in cases:
        ws.mkdir(parents=True, exist_ok=True)

    def find(ws: Path) -> toolchains.Toolchains:
        return toolchains.find(
            env={"PATH": path}, workspace=ws, hidden_roots=[outside], never=[], homes=[home]
        )

    shared = [find(ws) for ws in cases]
    fresh = []
    for ws in cases:
        toolchains._from_environment.cache_clear()
        fresh.append(find(ws))
    assert shared == fresh
    assert shared[0].paths == (home / "opt" / "tool",)  # the prefix, bin and lib with it
    assert home / "opt" / "tool" not in shared[1].paths  # it holds that workspace
    assert shared[1].paths  # bin and lib are still shown, one by one
    for ws, found in zip(cases, shared, strict=True):
        for shown in found.paths:
            assert not ws.is_relative_to(shown)
            assert not shown.is_relative_to(ws)


def test_command_word() -> None:
    assert toolchains.command_word("/opt/venv/bin/pytest -q") == "/opt/venv/bin/pytest"
    assert toolchains.command_word("CI=1 FOO=bar npm test") == "npm"
    assert toolchains.command_word("'unclosed") is None
    assert toolchains.command_word("") is None


# --------------------------------------------------------------------------- for real


def real_base_python() -> Path:
    """This machine's Python, resolved: on the machines greenloop is built on it lives in
    pyenv under root's home, exactly the case the sandbox must handle."""
    return Path(os.path.realpath(Path(sys.base_prefix) / "bin" / "python3"))


@pytest.fixture
def toolchain_home(outside: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home (hidden by the sandbox) holding a tool on PATH, a symlink to this machine's
    Python prefix, and a secret."""
    home = outside / "home"
    script(home / ".tools" / "bin" / "greet", "#!/bin/sh\necho hello from greet\n")
    (home / "secret.txt").write_text("HOME-SECRET\n")
    # the interpreter reached through a link in the hidden home (as pyenv's aliases do)
    (home / "python").symlink_to(real_base_python().parent.parent)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("PATH", f"{home / '.tools' / 'bin'}:{os.environ['PATH']}")
    return home


def make_workspace_venv(ws: Path, home: Path) -> None:
    """A real venv in the workspace whose base interpreter is reached through ``home``."""
    base = home / "python" / "bin" / real_base_python().name
    subprocess.run([str(base), "-m", "venv", "--without-pip", str(ws / ".venv")], check=True)
    cfg = (ws / ".venv" / "pyvenv.cfg").read_text()
    assert f"home = {home / 'python' / 'bin'}" in cfg, cfg


CHECKS = [
    ".venv/bin/python -c 'import sys; assert sys.prefix.endswith(\".venv\"), sys.prefix'",
    "greet",
    "python3 -c 'import json'",  # this machine's python3: a pyenv shim under /root
]


@needs_bwrap
@pytest.mark.parametrize("mode", ["bwrap", "none"])
async def test_toolchains_under_a_home_work_in_bash_and_verifiers(
    harness: Harness, workspace: Path, toolchain_home: Path, mode: sandbox.Mode
) -> None:
    """The same verifiers pass confined and unconfined; in the sandbox the secret next to
    the tool stays unreadable."""
    make_workspace_venv(workspace, toolchain_home)
    probe = f.bash(" && ".join(CHECKS) + f" && echo ALL-RAN; cat {toolchain_home}/secret.txt")
    harness.api.responder = f.Scripted([[f.Turn([probe]), f.done()]])
    req = request(
        workspace,
        verifiers=[verifier(c, name=f"check{n}") for n, c in enumerate(CHECKS)],
        confinement=Confinement(sandbox=mode),
    )
    result = await harness.run(req)
    assert result.final_status == "success", result.verification_results
    (outcomes,) = [v.verifiers for v in result.verification_results]
    assert {o.sandbox for o in outcomes} == {mode}
    out = str(harness.api.requests[-1].messages[-1]["content"])
    assert "ALL-RAN" in out
    assert "hello from greet" in out
    assert ("HOME-SECRET" in out) == (mode == "none")


def test_a_workspace_venv_cannot_show_what_it_names(outside: Path) -> None:
    """The agent writes the workspace's ``pyvenv.cfg``: its ``home`` brings a Python
    installation into view, never an arbitrary directory, and a FIFO there never blocks."""
    home = outside / "home"
    secrets = home / "private-project"
    script(secrets / "python3", "#!/bin/sh\n")  # an executable, but no Python installation
    (secrets / "token.txt").write_text("SECRET")
    fifo_dir = home / "fifo"
    fifo_dir.mkdir()
    os.mkfifo(fifo_dir / "python3")
    ws = outside / "ws"
    for n, target in enumerate((secrets, home / ".ssh", fifo_dir, home)):
        (ws / f"v{n}").mkdir(parents=True)
        (ws / f"v{n}" / "pyvenv.cfg").write_text(f"home = {target}\n")
    os.mkfifo(ws / "v9.cfg")
    (ws / "v9").mkdir()
    (ws / "v9" / "pyvenv.cfg").symlink_to(ws / "v9.cfg")  # a FIFO behind a link
    found = toolchains.find(
        env={"PATH": "/usr/bin:/bin"}, workspace=ws, hidden_roots=[outside], never=[], homes=[home]
    )
    assert found.paths == ()
    # a real installation named by a venv is shown (here: this machine's Python)
    prefix = real_base_python().parent.parent
    (ws / "v0" / "pyvenv.cfg").write_text(f"home = {prefix / 'bin'}\n")
    found = toolchains.find(
        env={"PATH": "/usr/bin:/bin"},
        workspace=ws,
        hidden_roots=[prefix.parent],
        never=[],
        homes=[home],
    )
    assert found.paths
    assert all(prefix.is_relative_to(p) or p.is_relative_to(prefix.parent) for p in found.paths)
