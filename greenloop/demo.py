"""``greenloop demo``: the real loop on a small buggy project, with a scripted model.

Everything is real except the model's answers: the embedded Temporal server, the
workflow and activities, the ``anthropic`` SDK talking HTTP, the tools editing files and
the verifier running the project's tests. The answers come from ``greenloop.fakeapi``
(the same fake the tests use): attempt 1 fixes one bug and misses the other, the
verifier fails, and attempt 2 fixes what the digest reports.
"""

from __future__ import annotations

import asyncio
import secrets
import shlex
import shutil
import sys
import tempfile
from pathlib import Path

from anthropic import AsyncAnthropic
from rich.markup import escape
from rich.panel import Panel

from contract.errors import ConfigError
from contract.models import RunRequest, VerifierSpec
from greenloop import fakeapi as f
from greenloop import logs
from greenloop.commands import execute_run
from greenloop.config import Settings
from greenloop.console import Console

EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "calc"
TASK = "Make the tests in test_calc.py pass by fixing calc.py. Do not change the tests."


def demo_responder(console: Console | None = None) -> f.Responder:
    """The demo's scripted model; attempt 2 acts only on what the digest told it."""
    fix_divide = '    if b == 0:\n        raise ValueError("division by zero")\n    return a / b'
    attempt1 = [
        f.Turn([f.text("Let me read the code."), f.editor("view", "calc.py")]),
        f.Turn(
            [
                f.text("add() subtracts instead of adding; fixing it."),
                f.editor("str_replace", "calc.py", old_str="return a - b", new_str="return a + b"),
            ]
        ),
        f.done("Fixed add(): it subtracted instead of adding."),
    ]
    attempt2 = [
        f.Turn(
            [
                f.text(
                    "The digest says test_divide_by_zero fails: divide() must raise ValueError."
                ),
                f.editor("str_replace", "calc.py", old_str="    return a / b", new_str=fix_divide),
            ]
        ),
        f.Turn([f.bash("python3 -m unittest 2>&1 | tail -3")]),
        f.done("Fixed divide(): it raises ValueError on zero. All tests pass."),
    ]
    script = f.Scripted([attempt1, attempt2])
    shown: set[int] = set()

    def respond(req: f.Request) -> f.Turn:
        if req.attempt >= 2 and req.turn == 1 and req.attempt not in shown:
            shown.add(req.attempt)
            if console is not None:
                console.err.print(
                    Panel(
                        escape(req.first_user_text()),
                        title=f"attempt {req.attempt} starts a fresh session with this message",
                        expand=False,
                    ),
                    soft_wrap=False,
                )
        if req.attempt >= 2 and "test_divide_by_zero" not in req.first_user_text():
            return f.done("I was not told what failed, so I cannot fix it.")
        return script(req)

    return respond


def run_demo(settings: Settings, *, as_json: bool, keep: bool) -> int:
    """Copy the example to a temp dir and run greenloop on it; return the exit code."""
    if not EXAMPLE.is_dir():
        raise ConfigError(f"the demo project is missing ({EXAMPLE}); run from a greenloop checkout")
    logs.configure()
    console = Console()
    workspace = Path(tempfile.mkdtemp(prefix="greenloop-demo-")) / "calc"
    shutil.copytree(EXAMPLE, workspace)
    req = RunRequest(
        task=TASK,
        workspace=str(workspace),
        verifiers=[
            VerifierSpec(
                name="test", kind="test", command=f"{shlex.quote(sys.executable)} -m unittest"
            )
        ],
        max_retries=3,
        model=settings.model,
        max_turns=10,
        session_timeout_s=300,
    )
    try:
        with f.FakeMessagesAPI(demo_responder(console), latency_s=0.3) as api:
            console.info(
                f"scripted model responses: a local fake Messages API at {api.url} answers "
                "from a script; no real model is called (no API key needed)"
            )
            console.info(f"workspace: {workspace} (a copy of examples/calc)")
            client = AsyncAnthropic(base_url=api.url, api_key="demo-no-real-key", max_retries=0)
            outcome = asyncio.run(
                execute_run(
                    settings,
                    req,
                    workflow_id=f"greenloop-demo-{secrets.token_hex(3)}",
                    console=console,
                    as_json=as_json,
                    anthropic_client=client,
                    # its own queue: a `greenloop server` worker must never run the demo's
                    # sessions against the real API, nor the demo's worker real runs
                    task_queue=f"greenloop-demo-{secrets.token_hex(4)}",
                )
            )
    finally:
        if keep:
            console.info(f"kept the workspace: {workspace}")
        else:
            shutil.rmtree(workspace.parent, ignore_errors=True)
    return outcome.exit_code
