"""The outer loop end to end: real dev server, real SDK over HTTP, real verifier processes.

Each seed scenario asserts the number of attempts, the final status, and the lengths of
``session_results`` and ``verification_results``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from activities.summarize import format_digest
from contract.messages import RETRY_FOOTER, retry_message
from contract.models import RunResult, VerifierSpec
from greenloop import fakeapi as f
from tests.support import Harness, request, verifier

PY = sys.executable

# A real pytest file: passes once value.txt holds "2".
TEST_VALUE = """\
from pathlib import Path


def test_value_is_two():
    value = Path("value.txt").read_text().strip()
    assert value == "2", f"value.txt holds {value!r}"
"""


def write_value(value: str) -> f.Turn:
    return f.Turn([f.editor("create", "value.txt", file_text=value + "\n")])


def pytest_verifier() -> list[VerifierSpec]:
    return [
        verifier(f"{PY} -m pytest -q -p no:cacheprovider test_value.py", name="test", kind="test")
    ]


def seed_value_workspace(ws: Path) -> None:
    (ws / "test_value.py").write_text(TEST_VALUE)
    (ws / "value.txt").write_text("0\n")


async def test_success_first_time_without_verifiers(harness: Harness, workspace: Path) -> None:
    harness.api.responder = f.Scripted([[f.done("nothing to do")]])
    result = await harness.run(request(workspace))
    assert result.final_status == "success"
    assert result.attempts == 1
    assert len(result.session_results) == 1
    assert len(result.verification_results) == 0
    assert result.session_results[0].final_text == "nothing to do"
    assert result.failed_at is None
    assert result.usage.input_tokens > 0


async def test_success_with_a_passing_verifier(harness: Harness, workspace: Path) -> None:
    harness.api.responder = f.Scripted([[f.Turn([f.bash("echo hi > out.txt")]), f.done()]])
    result = await harness.run(request(workspace, verifiers=[verifier("test -f out.txt")]))
    assert result.final_status == "success"
    assert result.attempts == 1
    assert len(result.session_results) == 1
    assert len(result.verification_results) == 1
    assert result.verification_results[0].passed
    assert (workspace / "out.txt").read_text() == "hi\n"


async def test_verification_fails_then_passes(harness: Harness, workspace: Path) -> None:
    seed_value_workspace(workspace)
    harness.api.responder = f.Scripted([[write_value("1"), f.done()], [write_value("2"), f.done()]])
    result = await harness.run(request(workspace, verifiers=pytest_verifier(), task="Make it two."))
    assert result.final_status == "success"
    assert result.attempts == 2
    assert len(result.session_results) == 2
    assert len(result.verification_results) == 2
    assert [v.passed for v in result.verification_results] == [False, True]
    second = [r for r in harness.api.requests if r.attempt == 2]
    first_request = second[0]
    assert len(first_request.messages) == 1
    message = first_request.first_user_text()
    assert message.startswith("Make it two.")
    assert "test_value.py::test_value_is_two" in message
    assert len(result.error_history) == 1
    assert result.error_history[0].startswith("Attempt 1: [TEST]")


async def test_exhausted_after_three_attempts(harness: Harness, workspace: Path) -> None:
    seed_value_workspace(workspace)
    harness.api.responder = f.Scripted([[write_value("1"), f.done()]])
    result = await harness.run(request(workspace, verifiers=pytest_verifier()))
    assert result.final_status == "max_retries_exhausted"
    assert result.attempts == 3
    assert len(result.session_results) == 3
    assert len(result.verification_results) == 3
    assert result.failed_at is not None
    assert len(result.error_history) == 3
    assert [h.split(":")[0] for h in result.error_history] == [
        "Attempt 1",
        "Attempt 2",
        "Attempt 3",
    ]
    assert "still failing after 3 attempt(s)" in (result.error or "")


async def test_session_timeout_ends_the_run(harness: Harness, workspace: Path) -> None:
    harness.api.responder = f.Scripted([[f.Turn([f.text("thinking...")], delay_s=5)]])
    result = await harness.run(
        request(workspace, verifiers=[verifier("true")], session_timeout_s=1.0)
    )
    assert result.final_status == "timeout"
    assert result.attempts == 1
    assert len(result.session_results) == 1
    assert result.session_results[0].status == "timeout"
    assert len(result.verification_results) == 0
    assert "budget" in (result.error or "")


async def test_turn_limit_ends_the_run(harness: Harness, workspace: Path) -> None:
    harness.api.responder = lambda req: f.Turn([f.bash(f"echo turn {req.turn}")])
    result = await harness.run(request(workspace, verifiers=[verifier("true")], max_turns=3))
    assert result.final_status == "turn_limit"
    assert result.attempts == 1
    assert len(result.session_results) == 1
    assert result.session_results[0].turns == 3
    assert len(result.verification_results) == 0
    assert len(harness.api.requests) == 3


async def test_authentication_error_fails_after_one_request(
    harness: Harness, workspace: Path
) -> None:
    harness.api.inject(
        f.Fault(status=401, error_type="authentication_error", message="invalid x-api-key")
    )
    result = await harness.run(request(workspace, verifiers=[verifier("true")]))
    assert result.final_status == "failed"
    assert result.attempts == 1
    assert len(result.session_results) == 1
    assert len(result.verification_results) == 0
    assert len(harness.api.requests) == 1
    assert "401" in (result.error or "")
    assert "ANTHROPIC_API_KEY" in (result.error or "")


async def test_retry_message_structure_is_exact(harness: Harness, workspace: Path) -> None:
    seed_value_workspace(workspace)
    harness.api.responder = f.Scripted([[write_value("1"), f.done()], [write_value("2"), f.done()]])
    task = "Make value.txt hold 2.\nKeep the test as it is."
    result = await harness.run(request(workspace, verifiers=pytest_verifier(), task=task))
    assert result.attempts == 2
    digest = format_digest(result.verification_results[0].errors)
    expected = (
        f"{task}\n\n---\nPREVIOUS ATTEMPT 1 FAILED VERIFICATION:\n{digest}\n---\n"
        "Fix the issues above and complete the original task."
    )
    second = next(r for r in harness.api.requests if r.attempt == 2)
    assert second.first_user_text() == expected
    assert expected == retry_message(task, 1, digest)
    assert expected.endswith(RETRY_FOOTER)
    assert digest.startswith("[TEST] ")
    assert len(digest) <= 2000


async def test_each_attempt_is_a_fresh_session(harness: Harness, workspace: Path) -> None:
    seed_value_workspace(workspace)
    harness.api.responder = f.Scripted(
        [
            [f.Turn([f.bash("echo looking")]), write_value("1"), f.done()],
            [write_value("2"), f.done()],
        ]
    )
    result = await harness.run(request(workspace, verifiers=pytest_verifier()))
    assert result.attempts == 2
    second = [r for r in harness.api.requests if r.attempt == 2]
    # the conversation restarts: one user message, none of attempt 1's turns
    assert [len(r.messages) for r in second] == [1, 3]
    first_ids = {
        b["id"]
        for r in harness.api.requests
        if r.attempt == 1
        for m in r.messages
        if m["role"] == "assistant"
        for b in m["content"]
        if b.get("type") == "tool_use"
    }
    second_blocks = str([r.messages for r in second])
    assert first_ids
    assert not any(i in second_blocks for i in first_ids)
    assert [s.turns for s in result.session_results] == [3, 2]


async def test_max_retries_two_is_honoured(harness: Harness, workspace: Path) -> None:
    seed_value_workspace(workspace)
    harness.api.responder = f.Scripted([[write_value("1"), f.done()]])
    result = await harness.run(request(workspace, verifiers=pytest_verifier(), max_retries=2))
    assert result.final_status == "max_retries_exhausted"
    assert result.attempts == 2
    assert len(result.session_results) == 2
    assert len(result.verification_results) == 2
    assert len(result.error_history) == 2
    assert {r.attempt for r in harness.api.requests} == {1, 2}


async def test_lint_passes_tests_fail_retries(harness: Harness, workspace: Path) -> None:
    seed_value_workspace(workspace)
    harness.api.responder = f.Scripted([[write_value("1"), f.done()], [write_value("2"), f.done()]])
    verifiers = [verifier("true", name="lint", kind="lint"), *pytest_verifier()]
    result = await harness.run(request(workspace, verifiers=verifiers))
    assert result.final_status == "success"
    assert result.attempts == 2
    assert len(result.session_results) == 2
    assert len(result.verification_results) == 2
    first = result.verification_results[0]
    assert [(o.name, o.passed) for o in first.verifiers] == [("lint", True), ("test", False)]
    assert {e.type for e in first.errors} == {"test"}


async def test_rate_limit_then_success_is_not_a_verification_retry(
    harness: Harness, workspace: Path
) -> None:
    harness.api.inject(f.Fault(status=429, error_type="rate_limit_error", message="slow down"))
    harness.api.responder = f.Scripted([[f.done()]])
    result = await harness.run(request(workspace, verifiers=[verifier("true")]))
    assert result.final_status == "success"
    assert result.attempts == 1
    assert len(result.session_results) == 1
    assert len(result.verification_results) == 1
    assert result.session_results[0].transient_retries == 1
    assert len(harness.api.requests) == 2
    assert harness.api.requests[0].fault is not None


async def test_system_prompt_names_workspace_and_verifiers(
    harness: Harness, workspace: Path
) -> None:
    cmd = f"{PY} -m pytest -q"
    await harness.run(request(workspace, verifiers=[verifier(cmd)]))
    system = harness.api.requests[0].system
    assert str(workspace.resolve()) in system
    assert cmd in system
    tools = harness.api.requests[0].body["tools"]
    assert {(t["type"], t["name"]) for t in tools} == {
        ("text_editor_20250728", "str_replace_based_edit_tool"),
        ("bash_20250124", "bash"),
    }


async def test_verifier_timeout_is_a_failure_that_says_so(
    harness: Harness, workspace: Path
) -> None:
    slow = verifier("sleep 30", name="slow", kind="custom", timeout_s=0.5)
    result = await harness.run(request(workspace, verifiers=[slow], max_retries=1))
    assert result.final_status == "max_retries_exhausted"
    outcome = result.verification_results[0].verifiers[0]
    assert outcome.timed_out
    assert outcome.exit_code is None
    assert "timed out after" in result.verification_results[0].errors[0].summary
    assert outcome.duration_ms < 5000


async def test_raw_output_stays_in_files(harness: Harness, workspace: Path) -> None:
    noisy = verifier(f"{PY} -c \"print('x' * 200_000); raise SystemExit(1)\"", name="noisy")
    result = await harness.run(request(workspace, verifiers=[noisy], max_retries=1))
    outcome = result.verification_results[0].verifiers[0]
    assert outcome.output_bytes > 200_000
    assert len(outcome.excerpt) <= 2000
    assert outcome.output_path is not None
    assert Path(outcome.output_path).stat().st_size == outcome.output_bytes
    assert len(result.model_dump_json()) < 20_000


async def test_paths_under_the_workspace_are_shown_relative(
    harness: Harness, workspace: Path
) -> None:
    # a type checker that prints absolute paths (pyright, eslint do), and one outside
    checker = verifier(
        'printf \'%s/src/app.py:3: error: Name "x" is not defined  [name-defined]\\n'
        "/usr/lib/python3/x.py:9: error: Bad stub  [misc]\\nFound 2 errors in 2 files\\n'"
        ' "$PWD"; exit 1',
        name="types",
        kind="lint",
    )
    result = await harness.run(request(workspace, verifiers=[checker], max_retries=1))
    summaries = [e.summary for e in result.verification_results[0].errors]
    assert 'src/app.py:3: error: Name "x" is not defined  [name-defined]' in summaries
    assert "/usr/lib/python3/x.py:9: error: Bad stub  [misc]" in summaries
    assert not any(str(workspace) in s or str(workspace.resolve()) in s for s in summaries)


def _lint_report(places: list[str]) -> str:
    return "".join(f"{p}: E501 line too long (99 > 79 characters)\n" for p in places)


async def test_a_verifier_lists_what_the_last_session_broke_first(
    harness: Harness, workspace: Path
) -> None:
    # a project with 40 long lines: the first session leaves them, the second adds one more,
    # as the 41st place of the same code (past the places a group keeps), in a new file
    old = [f"pkg/m{i:02}.py:{i + 1}:80" for i in range(40)]
    harness.api.responder = f.Scripted(
        [
            [f.Turn([f.editor("create", "report.txt", file_text=_lint_report(old))]), f.done()],
            [
                f.Turn(
                    [
                        f.editor(
                            "create", "report.txt", file_text=_lint_report([*old, "zz/new.py:7:80"])
                        )
                    ]
                ),
                f.done(),
            ],
        ]
    )
    result = await harness.run(
        request(workspace, verifiers=[verifier("cat report.txt; exit 1", kind="lint")])
    )
    first, second = result.verification_results[:2]
    # attempt 1 has no earlier output: the places come in the order printed
    assert first.errors[0].summary.startswith("pkg/m00.py:1:80: E501")
    # attempt 2's verifier reads attempt 1's output as its baseline: the new place leads
    assert second.errors[0].summary.startswith("zz/new.py:7:80: E501"), second.errors


_WRITE_NEW = f.editor("create", "zz/new.py", file_text="x = 1\n" * 9)
"""The session's change: a new file whose line 7 the verifier's linter then complains of."""


async def _run_old_report_and_new_error(harness: Harness, workspace: Path) -> RunResult:
    """One attempt whose lint verifier prints 40 old long lines (there before the run), then
    one at zz/new.py:7 once the session has written that file: printed last, past the places
    a group keeps."""
    old = [f"pkg/m{i:02}.py:{i + 1}:80" for i in range(40)]
    (workspace / "report_old.txt").write_text(_lint_report(old))
    new = _lint_report(["zz/new.py:7:80"])
    report = "cat report_old.txt; test -f zz/new.py && printf '%s' \"$NEW\"; exit 1"
    command = f"NEW='{new}'; {report}"
    return await harness.run(
        request(workspace, verifiers=[verifier(command, kind="lint")], max_retries=1)
    )


async def test_a_verifier_lists_errors_at_lines_the_run_changed_first(
    harness: Harness, workspace: Path
) -> None:
    # a project with 40 long lines before the run; the first session writes a file with one
    # more, printed last (past the places a group keeps): from the first attempt on, the
    # run's own diff (its snapshots) puts it first
    harness.api.responder = f.Scripted([[f.Turn([_WRITE_NEW]), f.done()]])
    result = await _run_old_report_and_new_error(harness, workspace)
    errors = result.verification_results[0].errors
    assert errors[0].summary.startswith("zz/new.py:7:80: E501"), errors


async def test_files_the_agent_makes_costly_to_diff_do_not_hold_up_the_verifier(
    harness: Harness, workspace: Path
) -> None:
    # the run's diff is read from files the agent wrote: it rewrites a 3 MB file line by
    # line, adds a 3 MB one and a link, next to the small change that brings the error
    (workspace / "data.txt").write_text("a\n" * 1_500_000)
    harness.api.responder = f.Scripted(
        [
            [
                f.Turn(
                    [
                        f.bash(
                            "yes b | head -n 1500000 > data.txt; yes c | head -n 1500000 > more.txt;"
                            " ln -s data.txt link.txt"
                        ),
                        _WRITE_NEW,
                    ]
                ),
                f.done(),
            ]
        ]
    )
    result = await _run_old_report_and_new_error(harness, workspace)
    assert result.final_status == "max_retries_exhausted"
    errors = result.verification_results[0].errors
    assert errors[0].summary.startswith("zz/new.py:7:80: E501"), errors


async def test_a_bug_of_ours_reading_the_output_still_reports_the_failure(
    harness: Harness, workspace: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # whatever the summarizer trips on in the agent's output, the verification fails as a
    # verification (with the exit code), not as the verifier activity
    import activities.verifier as v

    def broken(*args: object, **kwargs: object) -> list[object]:
        raise RecursionError("a bug of ours")

    monkeypatch.setattr(v, "summarize_file", broken)
    result = await harness.run(
        request(workspace, verifiers=[verifier("echo FAILED x; exit 3", name="t")], max_retries=1)
    )
    assert result.final_status == "max_retries_exhausted"
    (error,) = result.verification_results[0].errors
    assert error.summary == "t: `echo FAILED x; exit 3` exited 3"


async def test_verifier_output_crafted_to_break_the_summary_only_fails_verification(
    harness: Harness, workspace: Path
) -> None:
    # the agent's code prints lines shaped like the records the summary decodes (mypy's
    # JSON, nested past the recursion limit; a go event; an annotation) in both attempts,
    # so the second also has them in its baseline: the run still ends by its verifications
    nested = '{"file": "a.py", "x": ' + "[" * 5000 + "]" * 5000 + ', "severity": "error"}'
    report = (
        f"{nested}\n"
        '{"Action":"output","Package":"p","Output":' + "[" * 5000 + "]" * 5000 + "}\n"
        "::error file=a.py,line=1::boom%0A%0A\n"
        "a.py:1:1: F821 undefined name 'x'\n"
    )
    write = f.Turn([f.editor("create", "report.txt", file_text=report)])
    harness.api.responder = f.Scripted([[write, f.done()], [write, f.done()]])
    result = await harness.run(
        request(
            workspace, verifiers=[verifier("cat report.txt; exit 1", kind="lint")], max_retries=2
        )
    )
    assert result.final_status == "max_retries_exhausted"
    assert [v.passed for v in result.verification_results] == [False, False]
    for v in result.verification_results:
        assert any("F821" in e.summary for e in v.errors), v.errors
