"""``greenloop batch``: ten runs on the embedded default, and bad batch files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from contract.models import RunResult
from greenloop import fakeapi as f
from greenloop.cli import main
from tests.support import embedded_env


@pytest.mark.slow
def test_batch_of_ten_runs(tmp_path: Path, api: f.FakeMessagesAPI) -> None:
    api.responder = f.Scripted([[f.Turn([f.bash("echo ok > ok.txt")]), f.done()]])
    lines = []
    for i in range(10):
        ws = tmp_path / f"ws{i}"
        ws.mkdir()
        lines.append(
            json.dumps(
                {"workspace": str(ws), "task": f"job {i}", "test": "test -f ok.txt", "id": f"b-{i}"}
            )
        )
    batch = tmp_path / "jobs.jsonl"
    batch.write_text("\n".join(lines) + "\n\n")
    env = embedded_env(tmp_path, api)
    proc = subprocess.run(
        [sys.executable, "-m", "greenloop.cli", "batch", str(batch), "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr
    results = [RunResult.model_validate(r) for r in json.loads(proc.stdout)]
    assert [r.workflow_id for r in results] == [f"b-{i}" for i in range(10)]
    assert all(r.final_status == "success" for r in results)
    assert all((tmp_path / f"ws{i}" / "ok.txt").exists() for i in range(10))
    assert {r.first_user_text() for r in api.requests} == {f"job {i}" for i in range(10)}
    assert "done 10/10" in proc.stderr
    # a second batch whose runs fail: the table, and exit 1
    api.responder = f.Scripted([[f.done()]])
    batch.write_text(
        "\n".join(
            json.dumps(
                {
                    "workspace": str(tmp_path / f"ws{i}"),
                    "task": "t",
                    "test": "false",
                    "max_retries": 1,
                }
            )
            for i in range(2)
        )
    )
    proc = subprocess.run(
        [sys.executable, "-m", "greenloop.cli", "batch", str(batch)],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )
    assert proc.returncode == 1, proc.stderr
    assert "0/2 runs succeeded" in proc.stdout
    assert "max_retries_exhausted" in proc.stdout


@pytest.mark.parametrize(
    ("content", "mentions"),
    [
        ('{"workspace": "WS", "task": "t", "colour": "red"}', "jobs.jsonl:1: unknown key `colour`"),
        ('{"workspace": "WS", "task": "t", "max_retries": 0}', "jobs.jsonl:1: `max_retries`"),
        ("not json", "jobs.jsonl:1: not a JSON object"),
        ('{"workspace": "WS"}', "run 1: a task is required"),
        (
            '{"workspace": "WS", "task": "a"}\n{"workspace": "WS", "task": "b"}',
            "share the workspace",
        ),
        ('{"workspace": "/no/such", "task": "a"}', "no such directory"),
        ("", "no runs in it"),
    ],
)
def test_bad_batch_files_exit_2_before_anything_starts(
    tmp_path: Path, content: str, mentions: str, capsys: pytest.CaptureFixture[str]
) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    batch = tmp_path / "jobs.jsonl"
    batch.write_text(content.replace("WS", str(ws)))
    with pytest.raises(SystemExit) as exc:
        main(["batch", str(batch)])
    assert exc.value.code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1
    assert mentions in err
