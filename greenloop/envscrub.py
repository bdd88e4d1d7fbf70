"""Keep credentials out of ``/proc/<pid>/environ`` of greenloop's long-running processes.

Verifiers run code the agent wrote, as the worker's user, so they can read
``/proc/<worker pid>/environ``: the environment the worker was *started* with. Removing a
variable from ``os.environ`` does not change that file. So a process that will run
sessions re-executes itself once, early, with the credentials moved out of its
environment and handed over through an anonymous in-memory file; the new process puts
them back into ``os.environ`` (its heap, not its exec-time environment) and closes the
file. The Anthropic SDK reads them as before; ``/proc/<pid>/environ`` no longer has them.
"""

from __future__ import annotations

import json
import os
import sys

from activities.sandbox import is_secret_name

HANDOVER = "GREENLOOP_CREDENTIALS_FD"


def is_credential(name: str) -> bool:
    """Variables moved out: secret-looking names, but not greenloop's own settings."""
    return is_secret_name(name) and not name.startswith("GREENLOOP_")


def hide_credentials() -> None:
    """Re-exec without credentials in the environment, or, after that, take them back."""
    fd_text = os.environ.pop(HANDOVER, None)
    if fd_text is not None:
        fd = int(fd_text)
        try:
            with os.fdopen(fd, "rb") as fh:
                os.environ.update(json.loads(fh.read().decode()))
        except (OSError, ValueError):
            # never fail a command over this: it ran without the handed-over variables
            pass
        return
    credentials = {k: v for k, v in os.environ.items() if is_credential(k)}
    if not credentials or not hasattr(os, "memfd_create") or not sys.orig_argv:
        return
    fd = os.memfd_create("greenloop-credentials", 0)  # no CLOEXEC: it must survive exec
    os.write(fd, json.dumps(credentials).encode())
    os.lseek(fd, 0, os.SEEK_SET)
    env = {k: v for k, v in os.environ.items() if k not in credentials}
    env[HANDOVER] = str(fd)
    sys.stdout.flush()
    sys.stderr.flush()
    os.execve(sys.executable, [sys.executable, *sys.orig_argv[1:]], env)


def scrubbed_environ() -> dict[str, str]:
    """The environment for helper processes that need none of our credentials."""
    return {k: v for k, v in os.environ.items() if not is_credential(k)}
