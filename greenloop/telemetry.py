"""Traces over OTLP and metrics for Prometheus: installing the OpenTelemetry SDK.

Traces are on when the standard variables name an endpoint (``OTEL_EXPORTER_OTLP_ENDPOINT``
or ``OTEL_EXPORTER_OTLP_TRACES_ENDPOINT``); the protocol comes from
``OTEL_EXPORTER_OTLP_[TRACES_]PROTOCOL`` (``http/protobuf``, the default, or ``grpc``), and
every other ``OTEL_*`` setting (headers, timeout, service name, resource attributes) is
the SDK's own. The client then carries temporalio's ``OpenTelemetryPlugin``, so spans link
from the CLI through the workflow to its activities, and the global tracer provider is the
replay-safe one that plugin needs.

Metrics are on with ``--metrics-port``: the Temporal SDK's own metrics (drained from a
``MetricBuffer`` by temporalio's ``MetricsExporter``) and greenloop's (see
``activities.telemetry``) go to one MeterProvider, served as Prometheus text by
``prometheus_client``.

Without an endpoint or a port nothing here is imported: the SDK, the exporters and
``prometheus_client`` load only when asked for.
"""

from __future__ import annotations

import contextlib
import logging
import os
import threading
import time
from collections.abc import AsyncIterator, Mapping
from typing import Any

from contract.errors import ConfigError

ENDPOINT_VARS = ("OTEL_EXPORTER_OTLP_TRACES_ENDPOINT", "OTEL_EXPORTER_OTLP_ENDPOINT")
PROTOCOL_VARS = ("OTEL_EXPORTER_OTLP_TRACES_PROTOCOL", "OTEL_EXPORTER_OTLP_PROTOCOL")
DEFAULT_SERVICE = "greenloop"

_log = logging.getLogger(__name__)
_plugins: list[Any] | None = None
_provider: Any = None


def tracing_wanted(env: Mapping[str, str] | None = None) -> bool:
    """Whether the environment asks for traces: an OTLP endpoint, and the SDK not disabled."""
    env = os.environ if env is None else env
    if env.get("OTEL_SDK_DISABLED", "").strip().lower() == "true":
        return False
    if env.get("OTEL_TRACES_EXPORTER", "").strip().lower() == "none":
        return False
    return any(env.get(v, "").strip() for v in ENDPOINT_VARS)


def protocol(env: Mapping[str, str] | None = None) -> str:
    """The OTLP protocol the environment asks for (``http/protobuf`` unless it says)."""
    env = os.environ if env is None else env
    for var in PROTOCOL_VARS:
        value = env.get(var, "").strip().lower()
        if value:
            if value not in ("http/protobuf", "grpc"):
                raise ConfigError(
                    f"{var}={value!r}: greenloop exports OTLP as http/protobuf or grpc"
                )
            return value
    return "http/protobuf"


def client_plugins() -> list[Any]:
    """The Temporal client plugins for this process: tracing's, once set up, or none.

    The first call with an endpoint set installs the tracer provider (a batch exporter,
    flushed at exit); later calls return the same plugin.
    """
    global _plugins
    if _plugins is None:
        _plugins = _install_tracing() if tracing_wanted() else []
    return list(_plugins)


def _install_tracing() -> list[Any]:
    import opentelemetry.trace
    from opentelemetry.sdk.resources import Resource
    from opentelemetry.sdk.trace.export import BatchSpanProcessor
    from temporalio.contrib.opentelemetry import OpenTelemetryPlugin, create_tracer_provider

    exporter: Any
    if protocol() == "grpc":
        try:
            from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
        except ImportError:
            raise ConfigError(
                "OTLP over grpc needs the gRPC exporter: pip install 'greenloop[grpc]' "
                "(or set OTEL_EXPORTER_OTLP_PROTOCOL=http/protobuf)"
            ) from None
        exporter = OTLPSpanExporter()
    else:
        from opentelemetry.exporter.otlp.proto.http.trace_exporter import (
            OTLPSpanExporter as HttpExporter,
        )

        exporter = HttpExporter()
    resource = Resource.create()  # OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES
    if str(resource.attributes.get("service.name", "")).startswith("unknown_service"):
        resource = resource.merge(Resource({"service.name": DEFAULT_SERVICE}))
    provider = create_tracer_provider(resource=resource)
    provider.add_span_processor(BatchSpanProcessor(exporter))
    opentelemetry.trace.set_tracer_provider(provider)
    quiet = _NowAndThen()
    for name in _EXPORTER_LOGGERS:
        logging.getLogger(name).addFilter(quiet)
    global _provider
    _provider = provider
    _log.info("exporting traces over OTLP (%s)", protocol())
    # context propagation only: greenloop's own spans (run, attempt, session, ...) say more
    # than Temporal's StartActivity/RunActivity, and a span per progress query is noise
    return [OpenTelemetryPlugin(add_temporal_spans=False)]


FLUSH_MS = 2000
"""How long a leaving process waits for its last spans to go out: a collector that is
down must not hold up the command (the exporter would retry for ~10 s)."""


def flush() -> None:
    """Export the spans still batched, waiting at most ``FLUSH_MS`` (the CLI leaves with
    ``os._exit``, so nothing runs at exit by itself)."""
    if _provider is not None:
        # the SDK's own timeout does not bound the exporter's retries (measured: 6.6 s
        # for force_flush(2000) against a closed port), so the wait is bounded here
        flusher = threading.Thread(target=_provider.force_flush, args=(FLUSH_MS,), daemon=True)
        flusher.start()
        flusher.join(FLUSH_MS / 1000)


class _NowAndThen(logging.Filter):
    """Let one record through per ``every_s``: an unreachable collector is worth one line
    a minute on stderr, not one per retry of every batch."""

    def __init__(self, every_s: float = 60.0) -> None:
        super().__init__()
        self.every_s = every_s
        self._last = -every_s

    def filter(self, record: logging.LogRecord) -> bool:
        now = time.monotonic()
        if now - self._last < self.every_s:
            return False
        self._last = now
        return True


_EXPORTER_LOGGERS = (
    "opentelemetry.exporter.otlp.proto.http.trace_exporter",
    "opentelemetry.exporter.otlp.proto.grpc.exporter",
    "opentelemetry.sdk.trace.export",
)


def parse_bind(value: str) -> tuple[str, int]:
    """``PORT`` (on 127.0.0.1) or ``HOST:PORT`` for ``--metrics-port``."""
    host, _, port_s = value.rpartition(":")
    host = host.strip("[]") or "127.0.0.1"
    try:
        port = int(port_s)
    except ValueError:
        raise ConfigError(f"--metrics-port {value!r}: expected PORT or HOST:PORT") from None
    if not 0 < port < 65536:
        raise ConfigError(f"--metrics-port {value!r}: the port must be 1-65535")
    return host, port


@contextlib.asynccontextmanager
async def serving_metrics(bind: str | None) -> AsyncIterator[None]:
    """Serve Prometheus metrics on ``bind`` (``--metrics-port``) for the block.

    Must be entered before the Temporal client connects: the client's runtime is the one
    whose metrics are exported.
    """
    if bind is None:
        yield
        return
    host, port = parse_bind(bind)
    import opentelemetry.metrics
    from opentelemetry.exporter.prometheus import PrometheusMetricReader
    from opentelemetry.sdk.metrics import MeterProvider
    from prometheus_client import start_http_server
    from temporalio.contrib.opentelemetry import MetricsExporter, ReplaySafeMeterProvider
    from temporalio.runtime import MetricBuffer, Runtime, TelemetryConfig

    from greenloop import logs

    provider = MeterProvider(metric_readers=[PrometheusMetricReader()])
    buffer = MetricBuffer(100_000)
    Runtime.set_default(
        Runtime(telemetry=TelemetryConfig(logging=logs.logging_config(), metrics=buffer)),
        error_if_already_set=False,
    )
    # greenloop's own instruments record from workflow code too: replay must not recount
    opentelemetry.metrics.set_meter_provider(ReplaySafeMeterProvider(provider))
    try:
        server, thread = start_http_server(port, addr=host)
    except OSError as exc:
        raise ConfigError(f"--metrics-port {bind}: cannot serve metrics there: {exc}") from None
    _log.info("serving Prometheus metrics on http://%s:%d/metrics", host, port)
    try:
        async with MetricsExporter(buffer, provider):
            yield
    finally:
        server.shutdown()
        thread.join(timeout=5)
        provider.shutdown()
