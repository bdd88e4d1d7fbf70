"""A run's request from what the user gave: flags (or a batch line) > the workspace's config
file > the defaults, checked once, before anything starts.

Every problem is a ``ConfigError`` with one line that names the option and says what to
change (exit 2). The values are checked by ``greenloop.options`` (the same rules for
flags, files and batch lines) and again by the ``RunRequest`` itself.
"""

from __future__ import annotations

import os
import re
import secrets
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, NoReturn

from contract.errors import ConfigError
from contract.models import (
    MAX_ID_CHARS,
    MAX_TASK_CHARS,
    VERIFIER_NAME_PATTERN,
    WORKFLOW_ID_PATTERN,
    ApiRetryConfig,
    Confinement,
    Price,
    RunRequest,
    VerifierKind,
    VerifierSpec,
)
from greenloop.config import Settings
from greenloop.options import DEFAULTS, check_file_keys, check_flags, workspace_config
from greenloop.prices import parse_price, price_of


def _refuse(message: str) -> NoReturn:
    raise ConfigError(message)


def _read_task(task: str | None, task_file: str | None) -> str:
    if task is not None and task_file is not None:
        _refuse("give either --task or --task-file, not both")
    if task is None and task_file is None:
        _refuse("a task is required: --task TEXT or --task-file FILE ('-' reads stdin)")
    if task_file is not None:
        try:
            if task_file == "-":
                task = sys.stdin.read()
            else:
                task = Path(task_file).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            _refuse(f"--task-file {task_file}: cannot read it ({exc})")
    assert task is not None
    if not task.strip():
        _refuse("the task is empty: give the agent something to do (--task or --task-file)")
    if len(task) > MAX_TASK_CHARS:
        _refuse(
            f"the task is {len(task):,} characters, over the limit of {MAX_TASK_CHARS:,}: it "
            "travels in the run's history with every attempt; put long material in a file in "
            "the workspace and point the task at it"
        )
    return task.strip()


def _verifiers(
    build: str | None,
    test: str | None,
    lint: str | None,
    verify: Sequence[str],
    timeout_s: float,
) -> list[VerifierSpec]:
    out: list[VerifierSpec] = []
    named: list[tuple[str, VerifierKind, str | None]] = [
        ("build", "build", build),
        ("test", "test", test),
        ("lint", "lint", lint),
    ]
    for name, kind, command in named:
        if command is None:
            continue
        if not command.strip():
            _refuse(f"--{name}: the command is empty")
        out.append(VerifierSpec(name=name, kind=kind, command=command, timeout_s=timeout_s))
    seen = {v.name for v in out}
    for item in verify:
        name, sep, command = item.partition("=")
        name = name.strip()
        if not sep or not name or not command.strip():
            _refuse(f"--verify {item!r}: expected NAME=COMMAND with both parts non-empty")
        if name in seen:
            _refuse(f"--verify {item!r}: a verifier named {name!r} is already given")
        if not re.match(VERIFIER_NAME_PATTERN, name):
            _refuse(
                f"--verify {item[:80]!r}: the name must be 1-64 letters, digits, '_', '.' or "
                "'-' (it names the verifier's log file)"
            )
        seen.add(name)
        out.append(VerifierSpec(name=name, kind="custom", command=command, timeout_s=timeout_s))
    return out


def check_id(value: str, option: str = "--id") -> str:
    """A workflow id given by the user, checked before anything starts."""
    text = value.strip()
    if not text:
        _refuse(f"{option}: the workflow id is empty")
    if len(text) > MAX_ID_CHARS:
        _refuse(f"{option}: the workflow id is {len(text)} characters, over {MAX_ID_CHARS}")
    if not re.match(WORKFLOW_ID_PATTERN, text):
        _refuse(
            f"{option} {text[:60]!r}: use letters, digits and ._:@=+/- (starting with a "
            "letter or digit)"
        )
    return text


def _workspace(raw: str, settings: Settings) -> Path:
    ws = Path(raw).expanduser()
    if not ws.exists():
        _refuse(f"--workspace {raw}: no such directory")
    if not ws.is_dir():
        _refuse(f"--workspace {raw}: not a directory")
    if not os.access(ws, os.W_OK | os.X_OK):
        _refuse(f"--workspace {raw}: not writable by this user; the agent edits files there")
    ws = ws.resolve()
    from activities.claim import workspace_refusal

    why = workspace_refusal(ws, settings.home)
    if why is not None:
        _refuse(f"--workspace {raw}: {why}")
    return ws


def _confinement(o: Mapping[str, Any], ws: Path) -> Confinement:
    from activities.protect import check_patterns

    protect = [str(p) for p in o["protect"]]
    problem = check_patterns(protect)
    if problem is not None:
        _refuse(f"--protect: {problem}")
    hide: list[str] = []
    for raw in o["hide"]:
        text = str(raw).strip()
        if not text or "\x00" in text:
            _refuse(f"--hide {raw!r}: expected a path")
        path = Path(text).expanduser()
        path = (path if path.is_absolute() else ws / path).resolve()
        if path == ws or path in ws.parents or path == Path("/"):
            _refuse(f"--hide {raw}: that would hide the workspace itself")
        hide.append(str(path))
    return Confinement(
        sandbox=o["sandbox"],
        allow_network=bool(o["allow_network"]),
        verifier_network=bool(o["verifier_network"]),
        protect=protect,
        hide=hide,
    )


def _check_cap(
    cap: float, price: Price, task: str, ws: Path, verifiers: list[VerifierSpec]
) -> None:
    """A cap that cannot pay for the first model call would end every run at once."""
    from activities import context
    from activities.conversation import system_prompt
    from activities.journal import SessionState
    from activities.tools import TOOL_PARAMS

    system = system_prompt(str(ws), verifiers)
    chars = context.chars_of(system, TOOL_PARAMS, [{"role": "user", "content": task}])
    prompt = int(context.estimate_tokens(chars, SessionState()) * context.MARGIN)
    max_out = RunRequest.model_fields["max_tokens"].default
    first = price.worst_case(prompt, max_out)
    if first > cap:
        _refuse(
            f"--max-cost {cap:g}: the run could not make a single model call, which may cost "
            f"up to ${first:.4f} (~{prompt:,} input tokens and up to {max_out:,} output "
            "tokens); raise the cap"
        )


def default_id(workspace: Path) -> str:
    """A readable, unique workflow id for a run in ``workspace``."""
    slug = "".join(c if c.isalnum() else "-" for c in workspace.name.lower()).strip("-")[:30]
    stamp = time.strftime("%Y%m%d-%H%M%S")
    return f"greenloop-{slug or 'run'}-{stamp}-{secrets.token_hex(2)}"


def resolve_request(explicit: Mapping[str, Any], settings: Settings) -> RunRequest:
    """A RunRequest from options given explicitly, the workspace's config file, defaults.

    ``explicit`` holds only what the user really gave (flags, or a batch line); anything
    missing comes from ``greenloop.toml``/``[tool.greenloop]``, then the built-in defaults.
    """
    check_flags(explicit)
    ws = _workspace(str(explicit.get("workspace", DEFAULTS["workspace"])), settings)
    config, source = workspace_config(ws)
    if source is not None:
        check_file_keys(config, str(source))
    if "task" in explicit or "task_file" in explicit:
        config.pop("task", None)
        config.pop("task_file", None)
    o = {**DEFAULTS, **config, **explicit}
    text = _read_task(o["task"], o["task_file"])
    model = o["model"]
    if model is not None and not str(model).strip():
        _refuse("--model: the model name is empty")
    model = str(model or settings.model).strip()
    price = parse_price(str(o["price"])) if o["price"] is not None else price_of(model)
    if o["max_cost"] is not None and price is None:
        _refuse(
            f"--max-cost: greenloop has no price for the model {model!r}, so it cannot keep "
            "the run under a cost cap; give its price with --price IN,OUT (US dollars per "
            "million input and output tokens)"
        )
    verifiers = _verifiers(o["build"], o["test"], o["lint"], o["verify"], o["verifier_timeout"])
    if o["max_cost"] is not None and price is not None:
        _check_cap(float(o["max_cost"]), price, text, ws, verifiers)
    retry = ApiRetryConfig()
    if o["api_retries"] is not None:
        n = int(o["api_retries"])
        retry = ApiRetryConfig(max_attempts=n + 1, rate_limit_max_attempts=n + 1)
    return RunRequest(
        task=text,
        workspace=str(ws),
        verifiers=verifiers,
        max_retries=o["max_retries"],
        model=model,
        max_turns=o["max_turns"],
        session_timeout_s=o["session_timeout"],
        api_retry=retry,
        max_total_tokens=o["max_total_tokens"],
        max_cost_usd=o["max_cost"],
        price=price,
        context_tokens=o["context_tokens"],
        parallel=o["parallel"],
        worker_timeout_s=o["worker_timeout"],
        confinement=_confinement(o, ws),
    )
