"""greenloop's own exceptions: one root, so callers can catch ours and nothing else."""

from __future__ import annotations


class GreenloopError(Exception):
    """Root of greenloop's own errors."""


class ConfigError(GreenloopError):
    """Bad usage or configuration, found before a run starts (exit code 2).

    The message is one line that names the option or variable and says what to change.
    """
