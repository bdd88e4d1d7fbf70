"""Run options from greenloop.toml / [tool.greenloop]: precedence and errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from greenloop.cli import main
from greenloop.config import Settings
from greenloop.request import resolve_request


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


BAD_VALUES = [
    ("session-timeout", "nan"),
    ("session-timeout", "inf"),
    ("session-timeout", "1e308"),
    ("verifier-timeout", "inf"),
    ("worker-timeout", "nan"),
    ("max-turns", "1000000"),
    ("max-total-tokens", "1e20"),
]
"""Numbers that used to start runs the worker could not decode (nan, inf) or that no
timer can hold: each must exit 2 wherever it is given."""


@pytest.mark.parametrize(("key", "value"), BAD_VALUES)
@pytest.mark.parametrize("where", ["flag", "toml", "batch"])
def test_bad_numbers_exit_2_from_flags_files_and_batch_lines(
    key: str,
    value: str,
    where: str,
    workspace: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    if where == "flag":
        args = ["run", "--workspace", str(workspace), "--task", "t", f"--{key}", value]
    elif where == "toml":
        write(workspace / "greenloop.toml", f'task = "t"\n{key} = {value}\n')  # TOML has nan, inf
        args = ["run", "--workspace", str(workspace)]
    else:
        number = float(value)
        line = {"workspace": str(workspace), "task": "t", key.replace("-", "_"): number}
        batch = write(tmp_path / "jobs.jsonl", json.dumps(line) + "\n")  # NaN, Infinity
        args = ["batch", str(batch)]
    with pytest.raises(SystemExit) as exc:
        main(args)
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err
    assert key.replace("-", "_") in err.replace("-", "_")


@pytest.mark.parametrize(
    ("text", "mentions"),
    [
        ("max-retries = true\n", "max_retries"),  # a bool is not a number
        ("max-turns = 3.0\n", "max_turns"),
        ('session-timeout = "60"\n', "session_timeout"),
        ("allow-network = 1\n", "allow_network"),
    ],
)
def test_strict_types_in_files(
    workspace: Path, text: str, mentions: str, capsys: pytest.CaptureFixture[str]
) -> None:
    write(workspace / "greenloop.toml", 'task = "t"\n' + text)
    with pytest.raises(SystemExit) as exc:
        main(["run", "--workspace", str(workspace)])
    assert exc.value.code == 2
    assert mentions in capsys.readouterr().err


@pytest.mark.parametrize("where", ["flag", "batch"])
@pytest.mark.parametrize(
    ("what", "value"),
    [
        ("id", "x" * 300),
        ("id", "has space"),
        ("id", "-leading-dash"),
        ("verify", "n" * 300 + "=true"),
    ],
)
def test_ids_and_verifier_names_have_limits(
    where: str,
    what: str,
    value: str,
    workspace: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A 300-character verifier name used to run a whole session before failing on a
    file name; a 300-character id started a run."""
    if where == "flag":
        args = ["run", "--workspace", str(workspace), "--task", "t", f"--{what}", value]
    else:
        entry: dict[str, object] = {"workspace": str(workspace), "task": "t"}
        entry[what] = value if what == "id" else [value]
        batch = write(tmp_path / "jobs.jsonl", json.dumps(entry) + "\n")
        args = ["batch", str(batch)]
    with pytest.raises(SystemExit) as exc:
        main(args)
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1, err
