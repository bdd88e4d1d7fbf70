"""Settings read from the environment (SPEC section 5), in one place.

Nothing else in greenloop reads ``os.environ`` for configuration; workflow code never does.
"""

from __future__ import annotations

import os
import socket
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from contract.errors import ConfigError
from contract.models import SandboxChoice
from contract.names import DEFAULT_MODEL, DEFAULT_TASK_QUEUE


@dataclass(frozen=True)
class Settings:
    """greenloop's environment, parsed and checked."""

    home: Path
    """GREENLOOP_HOME: the embedded server's database, run journals, verifier logs."""
    temporal_address: str | None
    """TEMPORAL_ADDRESS; ``None`` selects the embedded dev server."""
    namespace: str
    task_queue: str
    temporal_port: int
    ui_port: int
    model: str
    host_id: str = ""
    """GREENLOOP_HOST_ID, default the hostname: names this host's own task queues."""
    shared_workspaces: bool = False
    """GREENLOOP_SHARED_WORKSPACES=1: workspaces (and GREENLOOP_HOME) are on shared storage."""

    @property
    def host(self) -> str:
        """This host's identity in task queue names."""
        return self.host_id or socket.gethostname()

    @property
    def embedded(self) -> bool:
        """Whether greenloop runs its own dev server and an in-process worker."""
        return self.temporal_address is None

    @property
    def address(self) -> str:
        """The Temporal frontend to connect to."""
        return self.temporal_address or f"127.0.0.1:{self.temporal_port}"

    @property
    def ui_url(self) -> str:
        """The Temporal UI of the embedded server."""
        return f"http://127.0.0.1:{self.ui_port}"

    @classmethod
    def from_env(cls, env: Mapping[str, str] | None = None) -> Settings:
        """Read settings; raise ``ConfigError`` naming the variable when one is bad."""
        env = os.environ if env is None else env
        home_raw = env.get("GREENLOOP_HOME") or "~/.local/share/greenloop"
        return cls(
            home=Path(home_raw).expanduser().resolve(),
            temporal_address=env.get("TEMPORAL_ADDRESS") or None,
            namespace=env.get("TEMPORAL_NAMESPACE") or "default",
            task_queue=env.get("GREENLOOP_TASK_QUEUE") or DEFAULT_TASK_QUEUE,
            temporal_port=_port(env, "GREENLOOP_TEMPORAL_PORT", 7233),
            ui_port=_port(env, "GREENLOOP_UI_PORT", 8233),
            model=env.get("GREENLOOP_MODEL") or DEFAULT_MODEL,
            host_id=env.get("GREENLOOP_HOST_ID") or "",
            shared_workspaces=(env.get("GREENLOOP_SHARED_WORKSPACES") or "").lower()
            in ("1", "true", "yes"),
        )


def _port(env: Mapping[str, str], name: str, default: int) -> int:
    raw = env.get(name)
    if not raw:
        return default
    try:
        port = int(raw)
    except ValueError:
        raise ConfigError(f"{name}={raw!r}: must be a port number (1-65535)") from None
    if not 1 <= port <= 65535:
        raise ConfigError(f"{name}={raw!r}: must be a port number (1-65535)")
    return port


def has_api_credentials(env: Mapping[str, str] | None = None) -> bool:
    """Whether the Anthropic SDK will find a credential in the environment."""
    env = os.environ if env is None else env
    return bool(env.get("ANTHROPIC_API_KEY") or env.get("ANTHROPIC_AUTH_TOKEN"))


@dataclass(frozen=True)
class WorkerOptions:
    """What a worker process is allowed to do; set by flags of ``greenloop worker``."""

    sandbox: SandboxChoice = "auto"
    """The least confinement this worker allows: ``bwrap`` sandboxes every command of every
    run (a run asking for ``none`` gets bwrap); ``auto``/``none`` leave it to each run."""
    verifier_env: Literal["scrubbed", "inherit"] = "scrubbed"
    """Verifiers get the worker's environment minus secret-looking variables, or all of it."""
    max_concurrent_sessions: int = 100
    """Sessions (and restores) at once: they mostly wait on the model."""
    max_concurrent_verifiers: int = 2 * max(1, os.cpu_count() or 1)
    """Verifier runs at once (``--max-verifiers``): two per core. They use the CPU, but
    most also wait (spawning, disk), and a run waiting for a slot makes no progress: at one
    per core, 256 runs of a quick verifier queued for their slots longer than they ran."""
    request_timeout_s: float = 600.0
    """Read timeout of one Messages API call (a stalled stream fails, and is retried)."""
    snapshots: bool = True
    """Snapshot the workspace after each attempt (``show --diff``, ``rerun --from-attempt``)."""
    workflow_sandbox: bool = False
    """Run workflow code in Temporal's sandbox (``--workflow-sandbox``); see
    ``greenloop.worker.workflow_runner`` for why workers do not by default."""
    metrics_port: str | None = None
    """``PORT`` or ``HOST:PORT`` to serve Prometheus metrics on (``--metrics-port``)."""
