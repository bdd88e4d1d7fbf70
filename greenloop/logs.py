"""Logging for greenloop's processes: everything to stderr, never stdout.

``greenloop run --json`` promises one JSON object on stdout and nothing else, so Temporal
Core's own log lines (which it would write to stdout) are forwarded into Python logging,
and Python logging writes to stderr.
"""

from __future__ import annotations

import logging
import os
import sys

from temporalio.runtime import (
    LogForwardingConfig,
    LoggingConfig,
    Runtime,
    TelemetryConfig,
    TelemetryFilter,
)

_configured = False


class _StderrHandler(logging.StreamHandler):  # type: ignore[type-arg]
    """A handler that writes to ``sys.stderr`` as it is when a record comes, not as it was
    when the handler was made: a record Temporal Core forwards late (a warning about a
    workflow task) must not go to a stream that was replaced and closed since (a test's
    captured stderr, a CLI runner's)."""

    @property
    def stream(self) -> object:
        return sys.stderr

    @stream.setter
    def stream(self, _value: object) -> None:
        pass


def configure(level: int = logging.WARNING) -> None:
    """Send Python and Temporal Core logs to stderr; ``GREENLOOP_LOG_LEVEL`` overrides ``level``."""
    global _configured
    if _configured:
        return
    _configured = True
    name = os.environ.get("GREENLOOP_LOG_LEVEL", "").upper()
    if name:
        level = logging.getLevelNamesMapping().get(name, level)
    handler = _StderrHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(level)
    Runtime.set_default(
        Runtime(telemetry=TelemetryConfig(logging=logging_config())),
        error_if_already_set=False,
    )


def logging_config() -> LoggingConfig:
    """Temporal Core's logs, forwarded into Python logging (warnings and worse)."""
    return LoggingConfig(
        filter=TelemetryFilter(core_level="WARN", other_level="ERROR"),
        forwarding=LogForwardingConfig(logger=logging.getLogger("temporalio.core")),
    )
