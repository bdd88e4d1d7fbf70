"""``activities.telemetry.span``: the one way workflow and activity code opens a span.

It must behave as OpenTelemetry's ``start_as_current_span`` (current for its block, the
parent of what is opened inside, failed by an exception, ended on leaving), and stay quiet
when gc closes a suspended workflow coroutine from another contextvars Context, as happens
to cached workflows when a worker process exits.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Coroutine, Iterator
from typing import Any

import pytest
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import StatusCode

from activities import telemetry


@pytest.fixture
def exported(monkeypatch: pytest.MonkeyPatch) -> Iterator[InMemorySpanExporter]:
    """Spans the module's tracer ends, kept in memory (the global provider is left alone)."""
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    monkeypatch.setattr(telemetry, "_tracer", provider.get_tracer(telemetry.SCOPE))
    yield exporter
    provider.shutdown()


def test_a_span_is_current_for_its_block_and_parents_what_opens_inside(
    exported: InMemorySpanExporter,
) -> None:
    before = trace.get_current_span()
    with telemetry.span("outer", {"k": 1}) as outer:
        assert trace.get_current_span() is outer
        with telemetry.span("inner") as inner:
            assert trace.get_current_span() is inner
        assert trace.get_current_span() is outer
    assert trace.get_current_span() is before
    spans = {s.name: s for s in exported.get_finished_spans()}
    assert set(spans) == {"outer", "inner"}
    assert spans["inner"].parent is not None
    assert spans["inner"].parent.span_id == spans["outer"].context.span_id
    assert spans["outer"].attributes == {"k": 1}
    assert spans["outer"].status.status_code is StatusCode.UNSET


def test_an_exception_fails_the_span_and_goes_on(exported: InMemorySpanExporter) -> None:
    before = trace.get_current_span()
    with pytest.raises(KeyError), telemetry.span("boom"):
        raise KeyError("lost")
    assert trace.get_current_span() is before
    (s,) = exported.get_finished_spans()
    assert s.status.status_code is StatusCode.ERROR
    assert s.status.description == "KeyError: 'lost'"
    assert [e.name for e in s.events] == ["exception"]


async def _suspended_in_span(gate: asyncio.Future[None]) -> None:
    with telemetry.span("greenloop.run"):
        await gate


def test_a_coroutine_closed_from_another_context_ends_its_span_quietly(
    exported: InMemorySpanExporter, caplog: pytest.LogCaptureFixture
) -> None:
    loop = asyncio.new_event_loop()
    try:
        gate: asyncio.Future[None] = loop.create_future()
        coro: Coroutine[Any, Any, None] = _suspended_in_span(gate)
        # Step it into the span inside a Context of its own, as a workflow task runs ...
        contextvars.copy_context().run(coro.send, None)
        assert exported.get_finished_spans() == ()
        # ... and close it from this one, as gc does when a worker process exits.
        with caplog.at_level(logging.DEBUG, logger="opentelemetry"):
            coro.close()
    finally:
        loop.close()
    assert [r.getMessage() for r in caplog.records] == []
    (s,) = exported.get_finished_spans()
    assert s.name == "greenloop.run"
    assert s.status.status_code is StatusCode.UNSET
