"""How a failure inside an activity becomes a Temporal retry, or a run-ending error.

Error policy is data: ``STATUS_RULES`` (HTTP status), ``ERROR_TYPE_RULES`` (the API's
``error.type``, which is all a mid-stream ``error`` event on a 200 response carries) and
``PERMANENT_ERROR_CODES`` decide; an ``x-should-retry`` response header overrides them.

Transient failures are retried by Temporal alone (the Anthropic client runs with
``max_retries=0``): the activity raises a retryable ``ApplicationError`` whose
``next_retry_delay`` is either the server's Retry-After or an exponential backoff with
jitter. Limits count *consecutive* failures of the same call, so the caller passes how
many failures in a row this one is. Permanent failures raise a non-retryable error whose
message says what to fix.
"""

from __future__ import annotations

import email.utils
import errno
import random
import re
import time
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, Literal

import anthropic
import httpx2
from temporalio.exceptions import ApplicationError

from contract.models import ApiRetryConfig

FailureKind = Literal[
    "rate_limit",
    "overloaded",
    "server",
    "timeout",
    "connection",
    "infrastructure",
    "unexpected",
    "permanent",
]


@dataclass(frozen=True)
class Rule:
    """How one kind of failure is handled."""

    kind: FailureKind
    retryable: bool
    hint: str = ""
    """For permanent failures: what the user should change."""


_PERMANENT_HINTS = {
    400: "the API rejected the request as invalid; check --model and --max-tokens",
    401: "authentication failed; check ANTHROPIC_API_KEY",
    402: "billing problem on the account; check its plan and credit balance",
    403: "the API key may not use this model or endpoint; check its permissions",
    404: "not found; check --model (GREENLOOP_MODEL) and ANTHROPIC_BASE_URL",
    413: "the request is too large; lower --max-turns or keep tool output shorter",
    422: "the API could not process the request; check --model and its parameters",
}

STATUS_RULES: Mapping[int, Rule] = {
    **{code: Rule("permanent", False, hint) for code, hint in _PERMANENT_HINTS.items()},
    408: Rule("timeout", True),
    409: Rule("server", True),
    429: Rule("rate_limit", True),
    529: Rule("overloaded", True),
}
"""Rules by HTTP status; any other 5xx is ``server`` and retryable, any other 4xx permanent."""

ERROR_TYPE_RULES: Mapping[str, Rule] = {
    "overloaded_error": Rule("overloaded", True),
    "api_error": Rule("server", True),
    "rate_limit_error": Rule("rate_limit", True),
    "timeout_error": Rule("timeout", True),
    "billing_error": Rule("permanent", False, "billing problem on the account"),
    "authentication_error": Rule("permanent", False, _PERMANENT_HINTS[401]),
    "permission_error": Rule("permanent", False, _PERMANENT_HINTS[403]),
    "not_found_error": Rule("permanent", False, _PERMANENT_HINTS[404]),
    "invalid_request_error": Rule("permanent", False, _PERMANENT_HINTS[400]),
}
"""Rules by the body's ``error.type``; used for mid-stream errors and to refine a status."""

PERMANENT_ERROR_CODES: Mapping[str, str] = {
    "enforced_spend_limit_reached": "the organization reached its spend limit",
    "contract_spend_limit_reached": "the organization reached its contract spend limit",
    "linked_organization_spend_limit_reached": "the linked organization reached its spend limit",
    "linked_organization_billing_unavailable": "billing for the linked organization is unavailable",
}
"""``error.details.error_code`` values that will not clear by waiting, even on a 429."""

_SPEND_LIMIT_RE = re.compile(r"spend(ing)?[ _-]limit|credit balance|billing", re.IGNORECASE)

DISK_FULL = Rule(
    "permanent",
    False,
    "the disk of GREENLOOP_HOME (journals, logs, the server database) or of the workspace "
    "is full: free some space, then `greenloop rerun`",
)
"""Retrying cannot make space: the run fails at once, saying so."""

UNEXPECTED = Rule("unexpected", True)
"""A bug or an unknown failure: retried like a transient error, so a fluke does not end a
run, but the consecutive limit stops one that fails the same way every time."""


@dataclass(frozen=True)
class Classified:
    """One failure, classified."""

    rule: Rule
    name: str
    """Exception class name, e.g. ``RateLimitError``; becomes the ApplicationError type."""
    message: str
    status: int | None = None
    retry_after_s: float | None = None


def classify(exc: BaseException) -> Classified:
    """Classify any exception raised inside an activity."""
    name = type(exc).__name__
    if isinstance(exc, anthropic.APIStatusError):
        return _classify_status(exc)
    if isinstance(exc, anthropic.APITimeoutError | httpx2.TimeoutException):
        return Classified(Rule("timeout", True), name, _one_line(str(exc)) or "request timed out")
    if isinstance(exc, anthropic.APIConnectionError | httpx2.TransportError):
        return Classified(Rule("connection", True), name, _one_line(str(exc)) or "connection error")
    if isinstance(exc, anthropic.CredentialsError) or (
        isinstance(exc, TypeError) and "authentication method" in str(exc)
    ):
        # the SDK found no credential: waiting will not make one appear
        rule = Rule("permanent", False, "no API credentials on the worker; set ANTHROPIC_API_KEY")
        return Classified(rule, name, _one_line(str(exc)))
    if isinstance(exc, anthropic.APIResponseValidationError):
        return Classified(UNEXPECTED, name, _one_line(str(exc)))
    if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EDQUOT):
        return Classified(DISK_FULL, "DiskFull", _one_line(str(exc)))
    if isinstance(exc, OSError):
        return Classified(Rule("infrastructure", True), name, _one_line(str(exc)))
    return Classified(UNEXPECTED, name, _one_line(str(exc)) or name)


def _classify_status(exc: anthropic.APIStatusError) -> Classified:
    status = exc.status_code
    error_type = exc.type or ""
    message = _one_line(exc.api_message or exc.message)
    code = exc.error_code
    if code is not None and code in PERMANENT_ERROR_CODES:
        rule = Rule("permanent", False, PERMANENT_ERROR_CODES[code])
    elif status == 429 and _SPEND_LIMIT_RE.search(message):
        rule = Rule("permanent", False, "the account's spend or usage limit was reached")
    elif error_type == "billing_error":
        rule = ERROR_TYPE_RULES["billing_error"]
    elif status in STATUS_RULES:
        rule = STATUS_RULES[status]
    elif status >= 500:
        rule = Rule("server", True)
    elif error_type in ERROR_TYPE_RULES:
        # a 200 carrying a mid-stream `error` event lands here
        rule = ERROR_TYPE_RULES[error_type]
    elif status >= 400:
        rule = Rule("permanent", False, f"HTTP {status}")
    else:
        rule = UNEXPECTED
    override = exc.response.headers.get("x-should-retry", "").strip().lower()
    if override == "true" and not rule.retryable:
        rule = Rule("server", True)
    elif override == "false" and rule.retryable:
        rule = Rule("permanent", False, "the API said not to retry this request")
    return Classified(
        rule=rule,
        name=type(exc).__name__,
        message=f"HTTP {status} {error_type}: {message}".strip() if status != 200 else message,
        status=status,
        retry_after_s=retry_after_seconds(exc.response.headers),
    )


def retry_after_seconds(headers: Mapping[str, str], *, now: float | None = None) -> float | None:
    """The server's requested delay: ``retry-after-ms``, ``retry-after`` seconds or HTTP date."""
    raw_ms = headers.get("retry-after-ms")
    if raw_ms:
        try:
            return max(0.0, float(raw_ms) / 1000)
        except ValueError:
            pass
    raw = headers.get("retry-after")
    if not raw:
        return None
    try:
        return max(0.0, float(raw))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(raw)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - (time.time() if now is None else now))


def attempt_limit(kind: FailureKind, config: ApiRetryConfig) -> int:
    """How many attempts in a row a failure of this kind may take, the first included."""
    return config.rate_limit_max_attempts if kind == "rate_limit" else config.max_attempts


def backoff_delay(failures_in_row: int, config: ApiRetryConfig, rng: random.Random) -> float:
    """Exponential backoff with jitter: about 1 s, 2 s, 4 s, 8 s ... capped at ``max_interval_s``.

    Temporal's retry policy adds no jitter, and many runs retrying in step would hit the API
    together, so the activity picks each delay itself.
    """
    base = min(
        config.max_interval_s,
        config.initial_interval_s * (2 ** max(0, failures_in_row - 1)),
    )
    return float(base * rng.uniform(1 - config.jitter, 1 + config.jitter))


def to_application_error(
    exc: BaseException,
    *,
    failures_in_row: int,
    config: ApiRetryConfig,
    rng: random.Random | None = None,
    what: str = "model call",
    extra: dict[str, Any] | None = None,
) -> ApplicationError:
    """The ApplicationError an activity raises for ``exc``, the ``failures_in_row``-th in a row.

    Retryable ones carry ``next_retry_delay`` and details the CLI shows while waiting:
    ``{"kind", "try", "limit", "delay_s"}``. ``extra`` is merged into the details (the
    session adds what it spent, so a failed session still reports its turns and tokens).
    """
    if isinstance(exc, ApplicationError) and exc.non_retryable:
        # already decided where it was raised (a refused sandbox, a forged journal)
        own = exc.details[0] if exc.details and isinstance(exc.details[0], dict) else {}
        return ApplicationError(
            exc.message, {**(extra or {}), **own}, type=exc.type, non_retryable=True
        )
    c = classify(exc)
    base: dict[str, Any] = {**(extra or {}), "kind": c.rule.kind, "status": c.status}
    if not c.rule.retryable:
        hint = f" ({c.rule.hint})" if c.rule.hint else ""
        return ApplicationError(
            f"{what} failed permanently: {c.name}: {c.message}{hint}",
            base,
            type=c.name,
            non_retryable=True,
        )
    limit = attempt_limit(c.rule.kind, config)
    if failures_in_row >= limit:
        return ApplicationError(
            f"{what} failed {failures_in_row} times in a row, giving up: {c.name}: {c.message}",
            base,
            type=c.name,
            non_retryable=True,
        )
    if c.retry_after_s is not None:
        if c.retry_after_s > config.max_retry_after_s:
            return ApplicationError(
                f"{what} failed: {c.name}: the server asked to retry after "
                f"{c.retry_after_s:.0f}s, more than the {config.max_retry_after_s:.0f}s "
                f"this run waits; try again later: {c.message}",
                base,
                type=c.name,
                non_retryable=True,
            )
        delay = c.retry_after_s
    else:
        delay = backoff_delay(failures_in_row, config, rng or random.Random())
    details: dict[str, Any] = {
        **base,
        "try": failures_in_row + 1,
        "limit": limit,
        "delay_s": round(delay, 3),
    }
    return ApplicationError(
        f"{what} failed: {c.name}: {c.message}",
        details,
        type=c.name,
        next_retry_delay=timedelta(seconds=delay),
    )


def _one_line(text: str, limit: int = 300) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 3] + "..."
