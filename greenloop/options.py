"""Run options from files: a workspace's ``greenloop.toml`` / ``[tool.greenloop]``, and the
lines of a ``greenloop batch`` file.

Both use the names of ``greenloop run``'s long options (``max_retries`` or
``max-retries``), checked by one pydantic model that forbids unknown keys, so a typo is an
error naming the file and the key, never a silently ignored setting. Precedence:
command-line flags (or a batch line) > the workspace's config file > built-in defaults.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from contract.errors import ConfigError
from contract.models import (
    MAX_COMMAND_CHARS,
    ApiRetries,
    Attempts,
    Confinement,
    ContextTokens,
    ModelName,
    Parallel,
    RunRequest,
    Seconds,
    Tokens,
    Turns,
    VerifierSpec,
    WorkflowId,
)

CONFIG_FILE = "greenloop.toml"


def _default(model: type[BaseModel], name: str) -> Any:
    return model.model_fields[name].default


DEFAULTS: dict[str, Any] = {
    "workspace": ".",
    "task": None,
    "task_file": None,
    "build": None,
    "test": None,
    "lint": None,
    "verify": (),
    "max_retries": _default(RunRequest, "max_retries"),
    "model": None,
    "max_turns": _default(RunRequest, "max_turns"),
    "session_timeout": _default(RunRequest, "session_timeout_s"),
    "verifier_timeout": _default(VerifierSpec, "timeout_s"),
    "api_retries": None,
    "max_total_tokens": _default(RunRequest, "max_total_tokens"),
    "max_cost": _default(RunRequest, "max_cost_usd"),
    "price": None,
    "context_tokens": _default(RunRequest, "context_tokens"),
    "parallel": _default(RunRequest, "parallel"),
    "worker_timeout": _default(RunRequest, "worker_timeout_s"),
    "sandbox": _default(Confinement, "sandbox"),
    "allow_network": _default(Confinement, "allow_network"),
    "verifier_network": _default(Confinement, "verifier_network"),
    "protect": (),
    "hide": (),
}
"""Built-in defaults of every run option, by CLI name (``greenloop run --help`` shows them):
the models' own defaults, so each is written once."""

Command = Annotated[str, Field(max_length=MAX_COMMAND_CHARS)]


class RunOptions(BaseModel):
    """Run options, checked the same way wherever they come from: command-line flags, a
    config file, a batch line. Every key optional, unknown keys refused, strict types (no
    ``true`` for a number, no ``"3"`` from a file), every number finite and bounded."""

    model_config = ConfigDict(extra="forbid", strict=True)

    task: str | None = None
    task_file: str | None = None
    build: Command | None = None
    test: Command | None = None
    lint: Command | None = None
    verify: list[Command] | dict[str, Command] | None = None
    """``["name=command", ...]`` or a table ``{name = "command"}``."""
    max_retries: Attempts | None = None
    model: ModelName | None = None
    max_turns: Turns | None = None
    session_timeout: Seconds | None = None
    verifier_timeout: Seconds | None = None
    api_retries: ApiRetries | None = None
    max_total_tokens: Tokens | None = None
    max_cost: Annotated[float, Field(gt=0, le=1_000_000, allow_inf_nan=False)] | None = None
    """US dollars: a hard cap on what the run spends."""
    price: Annotated[str, Field(max_length=100)] | None = None
    """``IN,OUT``: US dollars per million input and output tokens."""
    context_tokens: ContextTokens | None = None
    parallel: Parallel | None = None
    """Sessions per attempt, each in its own copy of the workspace (best of N)."""
    worker_timeout: Seconds | None = None
    sandbox: Literal["auto", "bwrap", "none"] | None = None
    allow_network: bool | None = None
    verifier_network: bool | None = None
    protect: list[str] | None = None
    """Gitignore-style patterns of files the agent must not change."""
    hide: list[str] | None = None
    """Paths no command may see (absolute, or relative to the workspace)."""

    @field_validator("verify")
    @classmethod
    def _verify_pairs(cls, v: list[str] | dict[str, str] | None) -> list[str] | None:
        if isinstance(v, dict):
            return [f"{name}={cmd}" for name, cmd in v.items()]
        return v

    def given(self) -> dict[str, Any]:
        """The options that were set, by their CLI parameter names."""
        out = self.model_dump(exclude_none=True)
        for key in ("verify", "protect", "hide"):
            if key in out:
                out[key] = tuple(out[key])
        return out


class BatchLine(RunOptions):
    """One line of a batch file: run options plus where and under which id."""

    workspace: str = "."
    id: WorkflowId | None = None


def check_flags(explicit: Mapping[str, Any]) -> None:
    """Check command-line values with the same rules as files (``--session-timeout nan``
    passes click's range check; it does not pass this)."""
    values = {
        k: list(v) if isinstance(v, tuple) else v
        for k, v in explicit.items()
        if k in RunOptions.model_fields
    }
    try:
        RunOptions.model_validate(values)
    except ValidationError as err:
        first = err.errors()[0]
        key = str(first["loc"][0]) if first["loc"] else "?"
        raise ConfigError(f"--{key.replace('_', '-')}: {_message(first)}") from None


def _message(error: Any) -> str:
    value = error.get("input")
    shown = (
        f" (got {value!r})"
        if isinstance(value, int | float | str) and not isinstance(value, bool)
        else ""
    )
    return f"{error['msg']}{shown}"


def _normalize(data: Mapping[str, Any]) -> dict[str, Any]:
    return {str(k).replace("-", "_"): v for k, v in data.items()}


def _explain(where: str, err: ValidationError) -> ConfigError:
    first = err.errors()[0]
    key = ".".join(str(p) for p in first["loc"]) or "?"
    if first["type"] == "extra_forbidden":
        allowed = ", ".join(sorted(RunOptions.model_fields))
        return ConfigError(f"{where}: unknown key `{key}` (allowed: {allowed})")
    return ConfigError(f"{where}: `{key}`: {_message(first)}")


def workspace_config(workspace: Path) -> tuple[dict[str, Any], Path | None]:
    """The run options set in the workspace's config file, and which file that was."""
    own = workspace / CONFIG_FILE
    pyproject = workspace / "pyproject.toml"
    source: Path | None = None
    data: Mapping[str, Any] = {}
    try:
        if own.is_file():
            source, data = own, tomllib.loads(own.read_text(encoding="utf-8"))
        elif pyproject.is_file():
            doc = tomllib.loads(pyproject.read_text(encoding="utf-8"))
            table = doc.get("tool", {}).get("greenloop")
            if table is not None:
                source, data = pyproject, table
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise ConfigError(
            f"{own if own.is_file() else pyproject}: cannot read it ({exc})"
        ) from None
    if source is None:
        return {}, None
    where = str(source) if source == own else f"{source} [tool.greenloop]"
    if not isinstance(data, Mapping):
        raise ConfigError(f"{where}: expected a table of run options")
    try:
        options = RunOptions.model_validate(_normalize(data))
    except ValidationError as err:
        raise _explain(where, err) from None
    given = options.given()
    if "task_file" in given:
        # relative to the file that names it, not to wherever greenloop was started
        given["task_file"] = str((source.parent / given["task_file"]).resolve())
    return given, source


def check_file_keys(given: dict[str, Any], where: str) -> None:
    """Settings a workspace's own file may not loosen: the agent can edit that file.

    A config file in the workspace is written by whoever controls the workspace, the agent
    included (a rerun reads it again). It may tighten confinement, never loosen it.
    """
    loosened = [
        key
        for key, bad in (("sandbox", "none"), ("allow_network", True), ("verifier_network", True))
        if given.get(key) == bad
    ]
    if loosened:
        raise ConfigError(
            f"{where}: `{loosened[0]}` may not loosen the sandbox from a file in the workspace "
            "(the agent can edit it); give it on the command line or in the batch line instead"
        )


def parse_batch(path: Path) -> list[BatchLine]:
    """Every line of a JSON-lines batch file, validated; blank lines are skipped."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read it ({exc})") from None
    lines: list[BatchLine] = []
    for n, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        where = f"{path}:{n}"
        try:
            data = json.loads(raw)
        except json.JSONDecodeError as exc:
            raise ConfigError(f"{where}: not a JSON object ({exc.msg})") from None
        if not isinstance(data, dict):
            raise ConfigError(f"{where}: expected a JSON object of run options")
        try:
            lines.append(BatchLine.model_validate(_normalize(data)))
        except ValidationError as err:
            raise _explain(where, err) from None
    if not lines:
        raise ConfigError(f"{path}: no runs in it")
    return lines
