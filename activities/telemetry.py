"""greenloop's spans and metrics, through the OpenTelemetry API only (SPEC section 11).

Everything here is a no-op until a process installs an SDK provider
(``greenloop.telemetry``: an OTLP endpoint for traces, ``--metrics-port`` for metrics);
the API itself is already loaded by the anthropic SDK, so this costs nothing at start-up.
Workflow code uses it too (the run and attempt spans, the run counters): a worker that
runs it sandboxed passes ``opentelemetry`` and this module through, and the providers it installs are
the replay-safe ones from ``temporalio.contrib.opentelemetry``, so a replayed workflow
neither exports a span twice nor counts a run twice.

Span names and attributes follow OpenTelemetry's conventions where one exists
(``execute_tool {name}``, ``gen_ai.*``, ``process.exit.code``); the rest are
``greenloop.*``. The anthropic SDK adds its own span for each Messages API call
(``anthropic.messages.create``) under our ``greenloop.turn``.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager

from opentelemetry import context as otel_context
from opentelemetry import metrics, trace
from opentelemetry.trace import Span, Status, StatusCode

from contract.models import Usage

SCOPE = "greenloop"

_tracer = trace.get_tracer(SCOPE)
_meter = metrics.get_meter(SCOPE)

RUNS = _meter.create_counter(
    "greenloop_runs", unit="1", description="Runs that ended, by final status."
)
ATTEMPTS = _meter.create_histogram(
    "greenloop_attempts",
    unit="1",
    description="Attempts (waves, with --parallel) a run took, recorded when it ends.",
    explicit_bucket_boundaries_advisory=[1, 2, 3, 4, 5, 6, 8, 10, 15, 20],
)
API_RETRIES = _meter.create_counter(
    "greenloop_api_retries",
    unit="1",
    description="Model calls that failed transiently and are retried by Temporal, by kind.",
)
TOKENS = _meter.create_counter(
    "greenloop_tokens",
    unit="1",
    description="Tokens of every model call: input, output, cache_creation, cache_read.",
)
COST = _meter.create_counter(
    "greenloop_cost_usd", unit="1", description="US dollars spent on model calls (priced runs)."
)
VERIFIER_SECONDS = _meter.create_histogram(
    "greenloop_verifier_seconds",
    unit="1",
    description="Wall time of one verifier command, by outcome (passed, failed, timed_out).",
    explicit_bucket_boundaries_advisory=[0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
)


Attributes = Mapping[str, str | int | float | bool]


@contextmanager
def span(name: str, attributes: Attributes | None = None) -> Iterator[Span]:
    """A span, current for the block; an exception marks it failed and goes on.

    What ``start_as_current_span`` does, but for one case. When the block is suspended in a
    coroutine that is closed from outside (``GeneratorExit``: gc closing a cached workflow's
    coroutine as a worker process exits, in whatever contextvars Context that runs in), the
    span is ended without restoring the Context it was made current in. Restoring it there
    fails, and OpenTelemetry logs "Failed to detach context" with a traceback that reads like
    a failure; the Context it was current in goes away with the coroutine anyway.
    """
    s = _tracer.start_span(name, attributes=attributes)
    token = otel_context.attach(trace.set_span_in_context(s))
    restore = True
    try:
        yield s
    except GeneratorExit:
        restore = False
        raise
    except Exception as exc:
        s.record_exception(exc)
        s.set_status(Status(StatusCode.ERROR, f"{type(exc).__name__}: {exc}"))
        raise
    finally:
        if restore:
            otel_context.detach(token)
        s.end()


def fail(s: Span, description: str) -> None:
    """Mark ``s`` failed without an exception (a result that is a failure)."""
    s.set_status(Status(StatusCode.ERROR, description[:200]))


def usage_attributes(usage: Usage, *, priced: bool) -> dict[str, int | float]:
    """Token (and, when priced, cost) attributes of a call or a whole session."""
    attrs: dict[str, int | float] = {
        "gen_ai.usage.input_tokens": usage.input_tokens,
        "gen_ai.usage.output_tokens": usage.output_tokens,
        "gen_ai.usage.cache_creation.input_tokens": usage.cache_creation_input_tokens,
        "gen_ai.usage.cache_read.input_tokens": usage.cache_read_input_tokens,
    }
    if priced:
        attrs["greenloop.cost_usd"] = round(usage.cost_usd, 6)
    return attrs


def count_call(usage: Usage, *, priced: bool) -> None:
    """Add one model call's tokens (and cost) to the worker's counters."""
    for kind, n in (
        ("input", usage.input_tokens),
        ("output", usage.output_tokens),
        ("cache_creation", usage.cache_creation_input_tokens),
        ("cache_read", usage.cache_read_input_tokens),
    ):
        if n:
            TOKENS.add(n, {"kind": kind})
    if priced and usage.cost_usd:
        COST.add(usage.cost_usd)
