"""The command line: bad input exits 2 with one line; real runs print one RunResult.

Validation runs in-process (fast); the end-to-end runs are real ``greenloop`` processes
on the embedded default (their own dev server on free ports, their own GREENLOOP_HOME),
talking to the fake Messages API through ``ANTHROPIC_BASE_URL``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from contract.models import RunResult
from greenloop import fakeapi as f
from greenloop.cli import main
from greenloop.embedded import port_open
from tests.support import embedded_env, free_port, run_cli
from tests.test_summarize import KNOWN_MISSES, MISSED_WITH_CHANGES, kept


def run_main(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exc:
        main(args)
    out, err = capsys.readouterr()
    return int(exc.value.code or 0), out, err


@pytest.fixture
def task_file(tmp_path: Path) -> Path:
    p = tmp_path / "task.md"
    p.write_text("Fix it.\n")
    return p


@pytest.mark.parametrize(
    ("args", "mentions"),
    [
        (["--task", "x", "--max-retries", "0"], "--max-retries"),
        (["--task", "x", "--max-retries", "11"], "--max-retries"),
        (["--task", "x", "--max-retries", "lots"], "--max-retries"),
        (["--task", "x", "--workspace", "/no/such/dir"], "--workspace"),
        (["--task", "x", "--workspace", "TASKFILE"], "--workspace"),
        ([], "--task"),
        (["--task", "x", "--task-file", "TASKFILE"], "not both"),
        (["--task", "   "], "empty"),
        (["--task-file", "/no/such/task.md"], "--task-file"),
        (["--task", "x", "--max-turns", "0"], "--max-turns"),
        (["--task", "x", "--session-timeout", "-5"], "--session-timeout"),
        (["--task", "x", "--test", ""], "--test"),
        (["--task", "x", "--verify", "nocommand"], "--verify"),
        (["--task", "x", "--verify", "=echo"], "--verify"),
        (["--task", "x", "--api-retries", "-1"], "--api-retries"),
        (["--task", "x", "--id", " "], "--id"),
        (["--task", "x", "--bogus"], "--bogus"),
        (["--task", "x" * 40_000], "over the limit"),
        (["--task", "x", "--price", "cheap"], "--price"),
        (["--task", "x", "--max-cost", "nan"], "--max-cost"),
        (["--task", "x", "--max-cost", "-1"], "--max-cost"),
        (["--task", "x", "--context-tokens", "5"], "--context-tokens"),
        (["--task", "x", "--max-cost", "1", "--model", "some-gateway-model"], "--price"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    args: list[str],
    mentions: str,
    task_file: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)
    args = [str(task_file) if a == "TASKFILE" else a for a in args]
    code, out, err = run_main(["run", *args], capsys)
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("greenloop")
    assert mentions in lines[0]


def test_missing_api_key_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    monkeypatch.delenv("ANTHROPIC_AUTH_TOKEN", raising=False)
    code, _out, err = run_main(["run", "--workspace", str(tmp_path), "--task", "x"], capsys)
    assert code == 2
    assert "ANTHROPIC_API_KEY" in err
    assert len(err.strip().splitlines()) == 1


def test_bad_port_variable_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("GREENLOOP_TEMPORAL_PORT", "seventy")
    code, _, err = run_main(["run", "--workspace", str(tmp_path), "--task", "x"], capsys)
    assert code == 2
    assert "GREENLOOP_TEMPORAL_PORT" in err


def test_detach_without_a_server_exits_2(
    tmp_path: Path,
    workspace: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("GREENLOOP_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("GREENLOOP_TEMPORAL_PORT", str(free_port()))
    code, out, err = run_main(
        ["run", "--workspace", str(workspace), "--task", "x", "--detach"], capsys
    )
    assert code == 2
    assert "greenloop server" in err
    assert out == ""


def test_help_describes_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run_main(["--help"], capsys)
    assert code == 0
    for text in ("124", "max_retries_exhausted", "TEMPORAL_ADDRESS"):
        assert text in out
    code, out, _ = run_main(["run", "--help"], capsys)
    assert code == 0
    for option in (
        "--task-file",
        "--max-retries",
        "--session-timeout",
        "--detach",
        "--json",
        "--max-cost",
        "--price",
        "--context-tokens",
    ):
        assert option in out


# --------------------------------------------------------------------------- end to end


@pytest.mark.slow
def test_run_json_success_on_the_embedded_default(
    tmp_path: Path, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    (workspace / "test_ok.py").write_text(
        "def test_ok():\n    assert open('flag').read() == 'on'\n"
    )
    task = tmp_path / "task.md"
    task.write_text("Create a file named flag containing exactly 'on'.")
    api.responder = f.Scripted([[f.Turn([f.editor("create", "flag", file_text="on")]), f.done()]])
    env = embedded_env(tmp_path, api)
    proc = run_cli(
        [
            "run",
            "--workspace",
            str(workspace),
            "--task-file",
            str(task),
            "--test",
            f"{sys.executable} -m pytest -q -p no:cacheprovider",
            "--json",
        ],
        env,
    )
    assert proc.returncode == 0, proc.stderr
    result = RunResult.model_validate(json.loads(proc.stdout))
    assert proc.stdout.count("\n") == 1
    assert result.final_status == "success"
    assert result.attempts == 1
    assert result.verification_results[0].passed
    assert "attempt 1/3" in proc.stderr
    assert "Create a file named flag" in api.requests[0].first_user_text()
    # the server we started is gone with the command
    assert not port_open(int(env["GREENLOOP_TEMPORAL_PORT"]))
    assert (tmp_path / "home" / "temporal.db").exists()


@pytest.mark.slow
def test_run_exit_codes_for_failures(
    tmp_path: Path, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    env = embedded_env(tmp_path, api)
    api.responder = f.Scripted([[f.done()]])
    proc = run_cli(
        [
            "run",
            "--workspace",
            str(workspace),
            "--task",
            "x",
            "--test",
            "false",
            "--max-retries",
            "2",
            "--json",
        ],
        env,
    )
    assert proc.returncode == 1, proc.stderr
    result = RunResult.model_validate_json(proc.stdout)
    assert (result.final_status, result.attempts) == ("max_retries_exhausted", 2)

    api.responder = f.Scripted([[f.Turn([f.text("slow")], delay_s=5)]])
    proc = run_cli(
        ["run", "--workspace", str(workspace), "--task", "x", "--session-timeout", "1", "--json"],
        env,
    )
    assert proc.returncode == 124, proc.stderr
    assert RunResult.model_validate_json(proc.stdout).final_status == "timeout"


SUMMARIZE_FIXTURES = sorted(
    p
    for d in ("tool-output", "tool-output-own", "tool-output-heldout")
    for p in (Path(__file__).parent / "fixtures" / d).glob("*.txt")
    if json.loads(p.with_suffix(".txt.json").read_text())["exit_code"] != 0
)
# The command's own path (reading a file, --root, --json) on the shared and own outputs and
# every eighth held-out one: that every output's digest keeps its facts is checked on all of
# them, through the library, by tests/test_summarize.py (a second pass over 2,000 outputs
# here doubled the suite's time)
COMMAND_FIXTURES = [
    p
    for i, p in enumerate(SUMMARIZE_FIXTURES)
    if p.parent.name != "tool-output-heldout" or i % 8 == 0
]


@pytest.mark.parametrize("path", COMMAND_FIXTURES, ids=[p.name for p in COMMAND_FIXTURES])
def test_summarize_command_on_every_format(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    meta = json.loads(path.with_suffix(".txt.json").read_text())
    root = ["--root", meta["cwd"]] if "cwd" in meta else []
    code, out, _ = run_main(
        [
            "summarize",
            "--kind",
            meta["kind"],
            "--exit-code",
            str(meta["exit_code"]),
            *root,
            str(path),
        ],
        capsys,
    )
    assert code == 0
    assert len(out.rstrip("\n")) <= 2000
    missing = [f for f in meta["must_mention"] if not kept(f, out, meta.get("cwd"))]
    assert missing == KNOWN_MISSES.get(path.name, [])
    code, out, _ = run_main(
        ["summarize", "--json", "--exit-code", str(meta["exit_code"]), str(path)], capsys
    )
    errors = json.loads(out)
    assert errors
    assert all(set(e) == {"type", "summary"} for e in errors)


CHANGED_FIXTURES = [
    p for p in SUMMARIZE_FIXTURES if "changes" in json.loads(p.with_suffix(".txt.json").read_text())
]


@pytest.mark.parametrize("path", CHANGED_FIXTURES, ids=[p.name for p in CHANGED_FIXTURES])
def test_summarize_with_the_changes_diff_keeps_every_fact(
    path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    meta = json.loads(path.with_suffix(".txt.json").read_text())
    diff = path.with_name(meta["changes"])
    args = ["--kind", meta["kind"], "--exit-code", str(meta["exit_code"]), "--root", meta["cwd"]]
    code, out, _ = run_main(["summarize", *args, "--changes", str(diff), str(path)], capsys)
    assert code == 0
    assert len(out.rstrip("\n")) <= 2000
    missing = [f for f in meta["must_mention"] if not kept(f, out, meta["cwd"])]
    assert missing == MISSED_WITH_CHANGES.get(path.name, [])


def test_summarize_reads_stdin(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    data = b"src/a.py:3: error: Name 'x' is not defined  [name-defined]\nFound 1 error in 1 file\n"
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data)))
    code, out, _ = run_main(["summarize", "-"], capsys)
    assert code == 0
    assert "src/a.py:3" in out
    assert "name-defined" in out


def test_every_command_is_found_in_the_module_that_adds_it() -> None:
    import importlib

    from greenloop.cli import app

    for module in set(app.COMMAND_MODULES.values()):
        importlib.import_module(module)
    assert set(app.cli.commands) == set(app.COMMAND_MODULES)
    for name, command in app.cli.commands.items():
        assert command.callback is not None
        assert command.callback.__module__ == app.COMMAND_MODULES[name], name


def test_summarize_starts_without_pydantic_temporal_or_the_sdk(tmp_path: Path) -> None:
    output = tmp_path / "out.txt"
    output.write_text("FAILED tests/t.py::test_x - AssertionError: assert 1 == 2\n")
    heavy = ("pydantic", "temporalio", "anthropic", "contract.models", "greenloop.config")
    code = (
        "import sys\n"
        "from greenloop.cli import main\n"
        "try:\n"
        f"    main(['summarize', '--json', {str(output)!r}])\n"
        "except SystemExit as exc:\n"
        "    assert exc.code == 0, exc.code\n"
        f"print(sorted(m for m in sys.modules if m.startswith({heavy!r})))\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    errors_line, imported = proc.stdout.strip().splitlines()
    assert "tests/t.py::test_x" in json.loads(errors_line)[0]["summary"]
    assert imported == "[]"


@pytest.mark.parametrize("where", ["root", "home", "greenloop_home", "inside", "contains"])
@pytest.mark.parametrize("how", ["flag", "batch"])
def test_refused_workspaces_exit_2(
    where: str,
    how: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """SPEC 7: `/`, a home directory itself, GREENLOOP_HOME, and a directory inside it or
    containing it are refused before anything starts."""
    home = tmp_path / "user"
    gl_home = tmp_path / "outer" / "gl-home"
    (gl_home / "runs").mkdir(parents=True)
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("GREENLOOP_HOME", str(gl_home))
    workspace = {
        "root": Path("/"),
        "home": home,
        "greenloop_home": gl_home,
        "inside": gl_home / "runs",
        "contains": tmp_path / "outer",
    }[where]
    if how == "flag":
        args = ["run", "--workspace", str(workspace), "--task", "x"]
    else:
        batch = tmp_path / "jobs.jsonl"
        batch.write_text(json.dumps({"workspace": str(workspace), "task": "x"}) + "\n")
        args = ["batch", str(batch)]
    code, out, err = run_main(args, capsys)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1, err
    assert "--workspace" in err
    assert any(w in err for w in ("root directory", "home directory", "GREENLOOP_HOME")), err


@pytest.mark.parametrize(
    ("args", "mentions"),
    [
        (["--sandbox", "maybe"], "--sandbox"),
        (["--protect", ""], "--protect"),
        (["--protect", "# comment"], "--protect"),
        (["--hide", "."], "--hide"),
        (["--hide", "/"], "--hide"),
    ],
)
def test_bad_confinement_options_exit_2(
    args: list[str],
    mentions: str,
    workspace: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, err = run_main(["run", "--workspace", str(workspace), "--task", "x", *args], capsys)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1, err
    assert mentions in err


@pytest.mark.slow
def test_without_a_working_bwrap_auto_warns_on_every_run_and_bwrap_refuses(
    tmp_path: Path, api: f.FakeMessagesAPI, workspace: Path
) -> None:
    """A kernel that forbids bubblewrap's namespaces is simulated by a fake ``bwrap``
    first on PATH that fails as the real one does there."""
    fake = tmp_path / "bin" / "bwrap"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n")
    fake.chmod(0o755)
    env = embedded_env(tmp_path, api)
    env["PATH"] = f"{fake.parent}:{env['PATH']}"
    api.responder = f.Scripted([[f.Turn([f.bash("echo hi")]), f.done()]])
    base = ["run", "--workspace", str(workspace), "--task", "x", "--test", "true", "--json"]
    refused = run_cli([*base, "--sandbox", "bwrap"], env)
    assert refused.returncode == 2, refused.stderr
    assert "No permissions to create new namespace" in refused.stderr
    assert api.requests == []
    ran = run_cli(base, env)
    assert ran.returncode == 0, ran.stderr
    result = RunResult.model_validate_json(ran.stdout)
    assert result.session_results[0].sandbox == "none"
    assert result.verification_results[0].verifiers[0].sandbox == "none"
    assert "WITHOUT a sandbox" in (result.session_results[0].sandbox_note or "")
    assert "WITHOUT a sandbox" in ran.stderr


def test_worker_flags_reach_the_worker(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import greenloop.commands
    from greenloop.config import WorkerOptions

    seen: list[WorkerOptions] = []

    def worker_command(settings: object, options: WorkerOptions) -> int:
        seen.append(options)
        return 0

    monkeypatch.setattr(greenloop.commands, "worker_command", worker_command)
    args = ["worker", "--max-verifiers", "3", "--workflow-sandbox", "--metrics-port", "9464"]
    code, _, err = run_main(args, capsys)
    assert code == 0, err
    (options,) = seen
    assert options.max_concurrent_verifiers == 3
    assert options.workflow_sandbox
    assert options.metrics_port == "9464"
    # without them: two verifiers per core, workflow code unsandboxed, no metrics
    code, _, err = run_main(["worker"], capsys)
    assert code == 0, err
    assert seen[1].max_concurrent_verifiers == 2 * (os.cpu_count() or 1)
    assert not seen[1].workflow_sandbox
    assert seen[1].metrics_port is None


@pytest.mark.parametrize("value", ["abc", "0", "70000", "host:"])
def test_a_bad_metrics_port_exits_2(value: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_main(["worker", "--metrics-port", value], capsys)
    assert code == 2
    assert out == ""
    assert "--metrics-port" in err
    assert len(err.strip().splitlines()) == 1, err
