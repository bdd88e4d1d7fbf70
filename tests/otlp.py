"""An OTLP/HTTP trace receiver on 127.0.0.1, for tests: what a collector would get.

It decodes each ``POST /v1/traces`` (protobuf, as the SDK's exporter sends it) with the
OpenTelemetry protocol's own message classes and keeps every span.
"""

from __future__ import annotations

import gzip
import threading
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
    ExportTraceServiceRequest,
    ExportTraceServiceResponse,
)
from opentelemetry.proto.common.v1.common_pb2 import AnyValue


@dataclass(frozen=True)
class Span:
    """One received span, its ids in hex."""

    name: str
    trace_id: str
    span_id: str
    parent_id: str
    attributes: dict[str, Any]
    status: int
    """0 unset, 1 ok, 2 error."""
    service: str
    start_ns: int
    end_ns: int


def _value(v: AnyValue) -> Any:
    kind = v.WhichOneof("value")
    return getattr(v, kind) if kind else None


@dataclass
class OtlpReceiver:
    """Collects spans sent to ``endpoint`` (use it as OTEL_EXPORTER_OTLP_ENDPOINT)."""

    spans: list[Span] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def __enter__(self) -> OtlpReceiver:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                if self.headers.get("Content-Encoding") == "gzip":
                    body = gzip.decompress(body)
                if self.path != "/v1/traces":
                    self.send_response(404)
                    self.end_headers()
                    return
                receiver._take(ExportTraceServiceRequest.FromString(body))
                out = ExportTraceServiceResponse().SerializeToString()
                self.send_response(200)
                self.send_header("Content-Type", "application/x-protobuf")
                self.send_header("Content-Length", str(len(out)))
                self.end_headers()
                self.wfile.write(out)

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def _take(self, req: ExportTraceServiceRequest) -> None:
        got = []
        for rs in req.resource_spans:
            resource = {a.key: _value(a.value) for a in rs.resource.attributes}
            for ss in rs.scope_spans:
                for s in ss.spans:
                    got.append(
                        Span(
                            name=s.name,
                            trace_id=s.trace_id.hex(),
                            span_id=s.span_id.hex(),
                            parent_id=s.parent_span_id.hex(),
                            attributes={a.key: _value(a.value) for a in s.attributes},
                            status=s.status.code,
                            service=str(resource.get("service.name", "")),
                            start_ns=s.start_time_unix_nano,
                            end_ns=s.end_time_unix_nano,
                        )
                    )
        with self._lock:
            self.spans.extend(got)

    def named(self, name: str) -> list[Span]:
        with self._lock:
            return [s for s in self.spans if s.name == name]

    def snapshot(self) -> list[Span]:
        with self._lock:
            return list(self.spans)


class OtlpGrpcReceiver(OtlpReceiver):
    """The same, over OTLP/gRPC (OTEL_EXPORTER_OTLP_PROTOCOL=grpc)."""

    def __enter__(self) -> OtlpGrpcReceiver:
        from concurrent import futures

        import grpc  # type: ignore[import-untyped]
        from opentelemetry.proto.collector.trace.v1 import trace_service_pb2_grpc

        receiver = self

        class Service(trace_service_pb2_grpc.TraceServiceServicer):
            def Export(
                self, request: ExportTraceServiceRequest, context: Any
            ) -> ExportTraceServiceResponse:
                receiver._take(request)
                return ExportTraceServiceResponse()

        self._grpc = grpc.server(futures.ThreadPoolExecutor(max_workers=2))
        add = trace_service_pb2_grpc.add_TraceServiceServicer_to_server
        add(Service(), self._grpc)  # type: ignore[no-untyped-call]
        self._port = self._grpc.add_insecure_port("127.0.0.1:0")
        self._grpc.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._grpc.stop(grace=None)

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self._port}"


def tree(spans: list[Span]) -> str:
    """The spans as an indented tree, children in start order, with key attributes."""
    keys = (
        "greenloop.status",
        "greenloop.attempt",
        "greenloop.turn",
        "gen_ai.usage.input_tokens",
        "gen_ai.usage.output_tokens",
        "greenloop.cost_usd",
        "process.exit.code",
    )
    ids = {s.span_id for s in spans}
    children: dict[str, list[Span]] = {}
    for s in spans:
        children.setdefault(s.parent_id if s.parent_id in ids else "", []).append(s)
    lines: list[str] = []

    def walk(parent: str, depth: int) -> None:
        for s in sorted(children.get(parent, []), key=lambda x: x.start_ns):
            ms = (s.end_ns - s.start_ns) / 1e6
            attrs = " ".join(
                f"{k.split('.')[-1]}={s.attributes[k]}" for k in keys if k in s.attributes
            )
            error = " ERROR" if s.status == 2 else ""
            lines.append(f"{'  ' * depth}{s.name}  {ms:.0f} ms{error}  {attrs}".rstrip())
            walk(s.span_id, depth + 1)

    walk("", 0)
    return "\n".join(lines)


if __name__ == "__main__":
    # python -m tests.otlp greenloop demo: run a command traced, print the tree it exported
    import os
    import subprocess
    import sys

    with OtlpReceiver() as r:
        env = dict(os.environ, OTEL_EXPORTER_OTLP_ENDPOINT=r.endpoint)
        code = subprocess.run(sys.argv[1:], env=env, check=False).returncode
        print(tree(r.snapshot()))
    sys.exit(code)
