"""``greenloop.logs.configure``: Python's and Temporal Core's logs go to stderr, whatever
stderr is when a record comes."""

from __future__ import annotations

import io
import logging
import sys

import pytest
from temporalio.runtime import Runtime

from greenloop import logs


def test_a_record_after_stderr_was_replaced_and_closed_goes_to_the_stderr_of_now(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Temporal Core forwards a warning late (a replay test's nondeterminism error): by then the
    # stderr that was current when logging was configured (a test's capture, a CLI runner's)
    # may be closed. The handler bound to it printed "--- Logging error ---" ("I/O operation
    # on closed file") in CI instead of the record.
    root = logging.getLogger()
    monkeypatch.setattr(root, "handlers", [])
    monkeypatch.setattr(logs, "_configured", False)
    monkeypatch.setattr(Runtime, "set_default", lambda *_a, **_k: None)
    monkeypatch.setattr(logging, "raiseExceptions", True)
    now = sys.stderr  # (capsys's)
    first = io.StringIO()
    monkeypatch.setattr(sys, "stderr", first)
    logs.configure()
    logging.getLogger("greenloop.test").warning("while configured")
    assert "WARNING greenloop.test: while configured" in first.getvalue()
    first.close()
    monkeypatch.setattr(sys, "stderr", now)
    capsys.readouterr()
    logging.getLogger("temporalio.core").warning("Failing workflow task")
    err = capsys.readouterr().err
    assert "WARNING temporalio.core: Failing workflow task" in err, err
    assert "Logging error" not in err, err
