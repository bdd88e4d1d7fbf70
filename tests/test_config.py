"""Run options from greenloop.toml / [tool.greenloop]: precedence and errors."""

from __future__ import annotations

from pathlib import Path

import pytest

from greenloop.cli import main, resolve_request
from greenloop.config import Settings


@pytest.fixture
def settings() -> Settings:
    return Settings.from_env({"GREENLOOP_MODEL": "claude-env-model"})


def write(path: Path, text: str) -> Path:
    path.write_text(text)
    return path


def test_defaults_without_a_config_file(workspace: Path, settings: Settings) -> None:
    req = resolve_request({"workspace": str(workspace), "task": "t"}, settings)
    assert (req.max_retries, req.max_turns, req.session_timeout_s) == (3, 50, 1800.0)
    assert req.model == "claude-env-model"
    assert req.verifiers == []


def test_config_file_then_flags_win(workspace: Path, settings: Settings) -> None:
    write(
        workspace / "greenloop.toml",
        'test = "pytest -q"\nmax-retries = 1\nmodel = "claude-from-file"\n'
        'session_timeout = 60\n[verify]\ntypes = "mypy ."\n',
    )
    req = resolve_request({"workspace": str(workspace), "task": "t"}, settings)
    assert req.max_retries == 1
    assert req.model == "claude-from-file"
    assert req.session_timeout_s == 60
    assert [(v.name, v.kind, v.command) for v in req.verifiers] == [
        ("test", "test", "pytest -q"),
        ("types", "custom", "mypy ."),
    ]
    req = resolve_request(
        {"workspace": str(workspace), "task": "t", "max_retries": 5, "test": "make test"},
        settings,
    )
    assert req.max_retries == 5
    assert req.verifiers[0].command == "make test"
    assert req.model == "claude-from-file"


def test_pyproject_tool_table_and_task_file(workspace: Path, settings: Settings) -> None:
    write(workspace / "TASK.md", "Do the thing.\n")
    write(
        workspace / "pyproject.toml",
        '[project]\nname = "x"\n\n[tool.greenloop]\ntask-file = "TASK.md"\nlint = "ruff check ."\n',
    )
    req = resolve_request({"workspace": str(workspace)}, settings)
    assert req.task == "Do the thing."
    assert req.verifiers[0].name == "lint"
    # a task on the command line replaces the file's task-file (no "both" error)
    assert resolve_request({"workspace": str(workspace), "task": "other"}, settings).task == "other"
    # greenloop.toml, when present, is the one that counts
    write(workspace / "greenloop.toml", 'task = "from greenloop.toml"\n')
    assert resolve_request({"workspace": str(workspace)}, settings).task == "from greenloop.toml"


@pytest.mark.parametrize(
    ("text", "mentions"),
    [
        ('max_retry = 2\ntask = "t"\n', "unknown key `max_retry`"),
        ('max-retries = 11\ntask = "t"\n', "`max_retries`"),
        ('max_turns = "many"\ntask = "t"\n', "`max_turns`"),
        ("task = [\n", "cannot read it"),
    ],
)
def test_bad_config_exits_2_naming_file_and_key(
    workspace: Path,
    text: str,
    mentions: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    write(workspace / "greenloop.toml", text)
    with pytest.raises(SystemExit) as exc:
        main(["run", "--workspace", str(workspace)])
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "greenloop.toml" in err
    assert mentions in err


def test_confinement_options_from_flags_file_and_batch(
    workspace: Path, settings: Settings, tmp_path: Path
) -> None:
    write(workspace / "greenloop.toml", 'protect = ["tests/", "**/conftest.py"]\nhide = [".env"]\n')
    req = resolve_request({"workspace": str(workspace), "task": "t"}, settings)
    c = req.confinement
    assert (c.sandbox, c.allow_network, c.verifier_network) == ("auto", False, False)
    assert c.protect == ["tests/", "**/conftest.py"]
    assert c.hide == [str(workspace.resolve() / ".env")]  # relative to the workspace
    req = resolve_request(
        {
            "workspace": str(workspace),
            "task": "t",
            "sandbox": "none",
            "allow_network": True,
            "verifier_network": True,
            "protect": ("src/api.py",),
        },
        settings,
    )
    c = req.confinement
    assert (c.sandbox, c.allow_network, c.verifier_network) == ("none", True, True)
    assert c.protect == ["src/api.py"]  # the flag replaces the file's list


@pytest.mark.parametrize(
    "text", ['sandbox = "none"\n', "allow-network = true\n", "verifier_network = true\n"]
)
def test_a_workspace_file_cannot_loosen_the_sandbox(
    workspace: Path, text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """The agent can edit files in the workspace; a later run must not take a weaker
    sandbox from one. Flags and batch lines can."""
    write(workspace / "greenloop.toml", text + 'task = "t"\n')
    with pytest.raises(SystemExit) as exc:
        main(["run", "--workspace", str(workspace)])
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert "greenloop.toml" in err
    assert "may not loosen the sandbox" in err
