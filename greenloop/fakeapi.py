"""A scripted Messages API server on 127.0.0.1: the model of the demo, tests and benchmarks.

It speaks enough of ``POST /v1/messages`` (JSON and SSE streaming) for the real
``anthropic`` SDK, answers from a script instead of a model, and can inject the failures
real APIs produce: HTTP errors with headers, connection resets, stalls and ``error``
events in the middle of a stream. Every request is recorded for assertions.

Scripts see each request's *attempt* (1 + the number in ``PREVIOUS ATTEMPT n FAILED``, as
greenloop's retry message says) and *turn* (1 + assistant messages so far), so concurrent
runs and retried calls each get the answer their conversation is at.

Longer than ~400 lines on purpose: the script, the fault kinds and the wire format (JSON
and SSE) of one fake server, which the demo, the tests and the benchmarks share.
"""

from __future__ import annotations

import itertools
import json
import re
import socket
import struct
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from contract.messages import failed_attempt
from greenloop.fakecache import PromptCache, TooManyBreakpoints, count

_ids = itertools.count(1)


# --------------------------------------------------------------------------- script


def text(value: str) -> dict[str, Any]:
    """A text content block."""
    return {"type": "text", "text": value}


def tool(name: str, **tool_input: Any) -> dict[str, Any]:
    """A tool_use content block with a fresh id."""
    return {"type": "tool_use", "id": f"toolu_{next(_ids):06d}", "name": name, "input": tool_input}


def bash(command: str) -> dict[str, Any]:
    """A bash tool call."""
    return tool("bash", command=command)


def editor(command: str, path: str, **params: Any) -> dict[str, Any]:
    """A text editor tool call (``view``, ``create``, ``str_replace``, ``insert``)."""
    return tool("str_replace_based_edit_tool", command=command, path=path, **params)


@dataclass
class Turn:
    """One scripted model response."""

    blocks: list[dict[str, Any]]
    stop_reason: str | None = None
    """Defaults to ``tool_use`` when a block calls a tool, else ``end_turn``."""
    delay_s: float = 0.0
    """Extra latency before answering (on top of the server's)."""
    cut_json_at: int | None = None
    """Stream only this many characters of the last tool call's input JSON, as a response
    cut off by ``max_tokens`` does (use with ``stop_reason="max_tokens"``)."""

    def stop(self) -> str:
        """The stop reason sent."""
        if self.stop_reason:
            return self.stop_reason
        return "tool_use" if any(b["type"] == "tool_use" for b in self.blocks) else "end_turn"


def done(message: str = "Done.") -> Turn:
    """A final answer without tool calls."""
    return Turn([text(message)])


@dataclass(frozen=True)
class Fault:
    """A failure to inject instead of an answer."""

    status: int = 500
    error_type: str = "api_error"
    message: str = "injected failure"
    headers: dict[str, str] = field(default_factory=dict)
    kind: str = "http"
    """``http`` (error status), ``html`` (error status with an HTML page as its body, as a
    proxy sends), ``reset`` (connection reset), ``stall`` (no answer for ``stall_s``),
    ``midstream`` (a 200 stream that breaks with an ``error`` event)."""
    stall_s: float = 0.0
    error_code: str | None = None
    """``error.details.error_code`` in the body (e.g. ``enforced_spend_limit_reached``)."""


@dataclass
class Request:
    """One request the server received."""

    body: dict[str, Any]
    headers: dict[str, str]
    at: float
    """``time.monotonic()`` on arrival."""
    attempt: int
    turn: int
    fault: Fault | None = None
    usage: dict[str, Any] | None = None
    """The ``usage`` the server answered with (what the real API would bill)."""

    @property
    def messages(self) -> list[dict[str, Any]]:
        """The conversation sent."""
        return list(self.body.get("messages", []))

    @property
    def system(self) -> str:
        """The system prompt sent, as text."""
        s = self.body.get("system", "")
        return s if isinstance(s, str) else " ".join(b.get("text", "") for b in s)

    def credential(self) -> str | None:
        """The API key sent, as ``x-api-key`` or ``Authorization: Bearer`` (SDKs use both)."""
        bearer = self.headers.get("authorization", "")
        if bearer.lower().startswith("bearer "):
            return bearer[7:]
        return self.headers.get("x-api-key")

    def first_user_text(self) -> str:
        """Text of the first user message."""
        return _text_of(self.messages[0]["content"]) if self.messages else ""

    @property
    def workspace(self) -> str:
        """The workspace greenloop's system prompt names ("" if none)."""
        m = _WORKSPACE_RX.search(self.system)
        return m.group(1) if m else ""

    @property
    def branch(self) -> int:
        """Which parallel session sent this (its workspace copy's name says), else 1."""
        m = _BRANCH_RX.search(self.workspace)
        return int(m.group(1)) if m else 1


_WORKSPACE_RX = re.compile(r"The workspace is (.+?); it is your current directory")
_BRANCH_RX = re.compile(r"attempt-\d+-branch-(\d+)$")


def _text_of(content: object) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(b.get("text", "") for b in content if isinstance(b, dict))
    return ""


Responder = Callable[[Request], Turn]


class ByBranch:
    """Answers each parallel session (``--parallel``) from its own responder: ``branches[b]``
    for branch b, ``default`` for the rest (and for runs without branches, branch 1)."""

    def __init__(self, branches: dict[int, Responder], default: Responder | None = None) -> None:
        self.branches = branches
        self.default = default or Scripted([[done()]])

    def __call__(self, req: Request) -> Turn:
        return self.branches.get(req.branch, self.default)(req)


class Scripted:
    """Answers by (attempt, turn) from per-attempt lists of turns.

    ``attempts[k]`` is the script of attempt k+1; attempts past the list reuse the last
    one; turns past a script's end answer ``done()``.
    """

    def __init__(self, attempts: Sequence[Sequence[Turn]]) -> None:
        self.attempts = [list(a) for a in attempts] or [[done()]]

    def __call__(self, req: Request) -> Turn:
        script = self.attempts[min(req.attempt, len(self.attempts)) - 1]
        return script[req.turn - 1] if req.turn <= len(script) else done()


# --------------------------------------------------------------------------- server


@dataclass
class _FaultRule:
    fault: Fault
    attempt: int | None
    turn: int | None
    remaining: int
    match: Callable[[Request], bool] | None


class FakeMessagesAPI:
    """The server. Use as a context manager, or ``start()``/``stop()``.

    ``url`` is the base URL to give the SDK (``ANTHROPIC_BASE_URL``).
    """

    def __init__(
        self,
        responder: Responder | None = None,
        *,
        latency_s: float = 0.0,
        api_key: str | None = None,
        port: int = 0,
        caching: bool = True,
        cache_min_tokens: int = 1024,
    ) -> None:
        self.responder: Responder = responder or Scripted([[done()]])
        self.latency_s = latency_s
        self.api_key = api_key
        self.cache: PromptCache | None = (
            PromptCache(min_tokens=cache_min_tokens) if caching else None
        )
        """Prompt caching as the real API does it (``greenloop.fakecache``); ``None`` is an
        endpoint without it (a gateway): ``cache_control`` is ignored, and usage has no
        cache fields."""
        self.requests: list[Request] = []
        self._faults: list[_FaultRule] = []
        self._lock = threading.Lock()
        self._server = _Server(("127.0.0.1", port), _Handler)
        self._server.fake = self
        self._thread: threading.Thread | None = None

    @property
    def url(self) -> str:
        """Base URL of the server."""
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def start(self) -> FakeMessagesAPI:
        """Serve in a daemon thread."""
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and close the socket."""
        self._server.shutdown()
        self._server.server_close()

    def __enter__(self) -> FakeMessagesAPI:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def inject(
        self,
        fault: Fault,
        *,
        attempt: int | None = None,
        turn: int | None = None,
        times: int = 1,
        match: Callable[[Request], bool] | None = None,
    ) -> None:
        """Answer the next ``times`` matching requests with ``fault``."""
        with self._lock:
            self._faults.append(_FaultRule(fault, attempt, turn, times, match))

    def _take_fault(self, req: Request) -> Fault | None:
        with self._lock:
            for rule in self._faults:
                if rule.remaining <= 0:
                    continue
                if rule.attempt is not None and rule.attempt != req.attempt:
                    continue
                if rule.turn is not None and rule.turn != req.turn:
                    continue
                if rule.match is not None and not rule.match(req):
                    continue
                rule.remaining -= 1
                return rule.fault
        return None

    def _record(self, req: Request) -> None:
        with self._lock:
            self.requests.append(req)


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    fake: FakeMessagesAPI

    def handle_error(self, request: Any, client_address: Any) -> None:
        # clients that time out or drop a stream are part of the script, not server bugs
        if isinstance(sys.exc_info()[1], ConnectionError | TimeoutError):
            return
        super().handle_error(request, client_address)


def _attempt_and_turn(body: dict[str, Any]) -> tuple[int, int]:
    messages = body.get("messages") or []
    first = _text_of(messages[0].get("content")) if messages else ""
    failed = failed_attempt(first)
    attempt = failed + 1 if failed is not None else 1
    turn = 1 + sum(1 for msg in messages if msg.get("role") == "assistant")
    return attempt, turn


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # keep-alive without Nagle: otherwise each reused connection waits ~40 ms on delayed ACKs
    disable_nagle_algorithm = True
    server: _Server

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_POST(self) -> None:
        fake = self.server.fake
        length = int(self.headers.get("content-length", "0"))
        raw = self.rfile.read(length)
        if self.path.split("?")[0].rstrip("/") != "/v1/messages":
            self._json(404, _error_body("not_found_error", f"no route {self.path}"))
            return
        try:
            body = json.loads(raw)
        except json.JSONDecodeError:
            self._json(400, _error_body("invalid_request_error", "body is not JSON"))
            return
        attempt, turn = _attempt_and_turn(body)
        req = Request(
            body=body,
            headers={k.lower(): v for k, v in self.headers.items()},
            at=time.monotonic(),
            attempt=attempt,
            turn=turn,
        )
        req.fault = fault = fake._take_fault(req)
        fake._record(req)
        if fake.api_key is not None and req.credential() != fake.api_key:
            self._json(401, _error_body("authentication_error", "invalid x-api-key"))
            return
        if fault is not None and fault.kind != "midstream":
            self._fault(fault)
            return
        try:
            usage = _input_usage(fake.cache, body)
        except TooManyBreakpoints as exc:
            self._json(400, _error_body("invalid_request_error", str(exc)))
            return
        answer = fake.responder(req)
        delay = fake.latency_s + answer.delay_s
        if delay:
            time.sleep(delay)
        message = _message(body, answer, usage)
        req.usage = message["usage"]
        if body.get("stream"):
            self._stream(message, broken=fault, cut_json_at=answer.cut_json_at)
        else:
            self._json(200, message)

    # ------------------------------------------------------------------ replies

    def _json(self, status: int, payload: object, headers: dict[str, str] | None = None) -> None:
        data = json.dumps(payload).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.send_header("request-id", f"req_fake_{next(_ids)}")
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        self.wfile.write(data)

    def _fault(self, fault: Fault) -> None:
        if fault.kind == "reset":
            # RST instead of FIN: the client sees a connection reset, not a clean close
            self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
            self.close_connection = True
            self.connection.close()
            return
        if fault.kind == "stall":
            time.sleep(fault.stall_s)
            self.close_connection = True
            return
        if fault.kind == "html":
            # what a proxy or load balancer in front of the API answers: a page, not JSON
            page = f"<html><body><h1>{fault.status}</h1>{fault.message}</body></html>".encode()
            self.send_response(fault.status)
            self.send_header("content-type", "text/html")
            self.send_header("content-length", str(len(page)))
            for k, v in fault.headers.items():
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(page)
            return
        body = _error_body(fault.error_type, fault.message, fault.error_code)
        self._json(fault.status, body, fault.headers)

    def _stream(
        self, message: dict[str, Any], *, broken: Fault | None, cut_json_at: int | None = None
    ) -> None:
        self.send_response(200)
        self.send_header("content-type", "text/event-stream")
        self.send_header("cache-control", "no-cache")
        self.send_header("request-id", f"req_fake_{next(_ids)}")
        self.send_header("transfer-encoding", "chunked")
        self.end_headers()
        for event, data in _events(message, broken, cut_json_at):
            chunk = f"event: {event}\ndata: {json.dumps(data)}\n\n".encode()
            self.wfile.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
        self.wfile.write(b"0\r\n\r\n")
        self.wfile.flush()


def _error_body(error_type: str, message: str, code: str | None = None) -> dict[str, Any]:
    error: dict[str, Any] = {"type": error_type, "message": message}
    if code:
        error["details"] = {"error_code": code}
    return {"type": "error", "error": error}


def _input_usage(cache: PromptCache | None, body: dict[str, Any]) -> dict[str, Any]:
    """The input side of ``usage``: every token counted by ``greenloop.fakecache``'s rule."""
    if cache is None:
        return {"input_tokens": count(body)}
    split = cache.account(body)
    return {
        "input_tokens": split.input_tokens,
        "cache_creation_input_tokens": split.cache_creation_input_tokens,
        "cache_read_input_tokens": split.cache_read_input_tokens,
        "cache_creation": {
            "ephemeral_5m_input_tokens": split.cache_creation_input_tokens,
            "ephemeral_1h_input_tokens": 0,
        },
        "service_tier": "standard",
    }


def _message(body: dict[str, Any], answer: Turn, usage: dict[str, Any]) -> dict[str, Any]:
    out_tokens = max(1, len(json.dumps(answer.blocks)) // 4)
    return {
        "id": f"msg_fake_{next(_ids):06d}",
        "type": "message",
        "role": "assistant",
        "model": body.get("model", "fake"),
        "content": answer.blocks,
        "stop_reason": answer.stop(),
        "stop_sequence": None,
        "usage": {**usage, "output_tokens": out_tokens},
    }


def _events(
    message: dict[str, Any], broken: Fault | None, cut_json_at: int | None = None
) -> Iterator[tuple[str, Any]]:
    start = {**message, "content": [], "stop_reason": None}
    start["usage"] = {**message["usage"], "output_tokens": 1}
    yield "message_start", {"type": "message_start", "message": start}
    if broken is not None:
        yield "error", _error_body(broken.error_type, broken.message, broken.error_code)
        return
    last = len(message["content"]) - 1
    for i, block in enumerate(message["content"]):
        if block["type"] == "text":
            yield (
                "content_block_start",
                {
                    "type": "content_block_start",
                    "index": i,
                    "content_block": {"type": "text", "text": ""},
                },
            )
            delta = {"type": "text_delta", "text": block["text"]}
        else:
            yield (
                "content_block_start",
                {
                    "type": "content_block_start",
                    "index": i,
                    "content_block": {**block, "input": {}},
                },
            )
            raw = json.dumps(block["input"])
            if cut_json_at is not None and i == last:
                raw = raw[:cut_json_at]
            delta = {"type": "input_json_delta", "partial_json": raw}
        yield "content_block_delta", {"type": "content_block_delta", "index": i, "delta": delta}
        yield "content_block_stop", {"type": "content_block_stop", "index": i}
    yield (
        "message_delta",
        {
            "type": "message_delta",
            "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
            # cumulative, as the API sends it today (the SDK keeps message_start's otherwise)
            "usage": {
                k: v
                for k, v in message["usage"].items()
                if k.endswith("tokens") and not isinstance(v, dict)
            },
        },
    )
    yield "message_stop", {"type": "message_stop"}
