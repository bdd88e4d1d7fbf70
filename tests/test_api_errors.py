"""The error table: which failures are retried, how long to wait, when to give up.

Exceptions are produced by the real SDK against the fake server, not constructed by hand.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import anthropic
import pytest

from activities.api_errors import (
    backoff_delay,
    classify,
    retry_after_seconds,
    to_application_error,
)
from contract.models import ApiRetryConfig
from greenloop import fakeapi as f


@pytest.fixture
def sdk(api: f.FakeMessagesAPI) -> Iterator[anthropic.Anthropic]:
    client = anthropic.Anthropic(base_url=api.url, api_key="sk-test", max_retries=0, timeout=5)
    yield client
    client.close()


def raised(sdk: anthropic.Anthropic, *, stream: bool = False) -> Exception:
    try:
        if stream:
            with sdk.messages.stream(
                model="m", max_tokens=10, messages=[{"role": "user", "content": "hi"}]
            ) as s:
                s.get_final_message()
        else:
            sdk.messages.create(
                model="m", max_tokens=10, messages=[{"role": "user", "content": "hi"}]
            )
    except Exception as exc:
        return exc
    raise AssertionError("the call did not fail")


@pytest.mark.parametrize(
    ("status", "error_type", "retryable", "kind"),
    [
        (400, "invalid_request_error", False, "permanent"),
        (401, "authentication_error", False, "permanent"),
        (403, "permission_error", False, "permanent"),
        (404, "not_found_error", False, "permanent"),
        (408, "timeout_error", True, "timeout"),
        (409, "api_error", True, "server"),
        (413, "request_too_large", False, "permanent"),
        (422, "invalid_request_error", False, "permanent"),
        (429, "rate_limit_error", True, "rate_limit"),
        (500, "api_error", True, "server"),
        (503, "api_error", True, "server"),
        (529, "overloaded_error", True, "overloaded"),
    ],
)
def test_status_table(
    api: f.FakeMessagesAPI,
    sdk: anthropic.Anthropic,
    status: int,
    error_type: str,
    retryable: bool,
    kind: str,
) -> None:
    api.inject(f.Fault(status=status, error_type=error_type, message="boom"))
    c = classify(raised(sdk))
    assert c.rule.retryable is retryable
    assert c.rule.kind == kind
    assert c.status == status
    assert str(status) in c.message


def test_spend_limit_429_is_permanent(api: f.FakeMessagesAPI, sdk: anthropic.Anthropic) -> None:
    api.inject(
        f.Fault(
            status=429,
            error_type="rate_limit_error",
            message="monthly limit",
            error_code="enforced_spend_limit_reached",
        )
    )
    c = classify(raised(sdk))
    assert not c.rule.retryable
    assert "spend limit" in c.rule.hint
    api.inject(
        f.Fault(
            status=429,
            error_type="rate_limit_error",
            message="You have reached your specified API usage limits (spend limit)",
        )
    )
    assert not classify(raised(sdk)).rule.retryable


def test_billing_error_is_permanent(api: f.FakeMessagesAPI, sdk: anthropic.Anthropic) -> None:
    api.inject(f.Fault(status=400, error_type="billing_error", message="credit balance too low"))
    assert not classify(raised(sdk)).rule.retryable


@pytest.mark.parametrize("error_type", ["overloaded_error", "api_error"])
def test_midstream_errors_are_retryable(
    api: f.FakeMessagesAPI, sdk: anthropic.Anthropic, error_type: str
) -> None:
    api.inject(f.Fault(kind="midstream", error_type=error_type, message="Overloaded"))
    c = classify(raised(sdk, stream=True))
    assert c.rule.retryable


def test_connection_reset_and_timeout_are_retryable(
    api: f.FakeMessagesAPI, sdk: anthropic.Anthropic
) -> None:
    api.inject(f.Fault(kind="reset"))
    c = classify(raised(sdk))
    assert (c.rule.kind, c.rule.retryable) == ("connection", True)
    api.inject(f.Fault(kind="stall", stall_s=1.5))
    slow = sdk.with_options(timeout=0.5)
    c = classify(raised(slow))
    assert (c.rule.kind, c.rule.retryable) == ("timeout", True)


@pytest.mark.parametrize(("header", "retryable"), [("true", True), ("false", False)])
def test_x_should_retry_overrides_the_table(
    api: f.FakeMessagesAPI, sdk: anthropic.Anthropic, header: str, retryable: bool
) -> None:
    status = 400 if retryable else 503
    api.inject(f.Fault(status=status, error_type="api_error", headers={"x-should-retry": header}))
    assert classify(raised(sdk)).rule.retryable is retryable


def test_retry_after_forms() -> None:
    assert retry_after_seconds({"retry-after-ms": "1500"}) == 1.5
    assert retry_after_seconds({"retry-after": "2"}) == 2.0
    assert (
        retry_after_seconds({"retry-after": "Wed, 21 Oct 2015 07:28:10 GMT"}, now=1445412480) == 10
    )
    assert retry_after_seconds({"retry-after": "soon"}) is None
    assert retry_after_seconds({}) is None


def test_retry_after_is_used_and_capped(api: f.FakeMessagesAPI, sdk: anthropic.Anthropic) -> None:
    config = ApiRetryConfig(max_retry_after_s=60)
    api.inject(f.Fault(status=429, error_type="rate_limit_error", headers={"retry-after": "7"}))
    err = to_application_error(raised(sdk), failures_in_row=1, config=config)
    assert not err.non_retryable
    assert err.next_retry_delay is not None
    assert err.next_retry_delay.total_seconds() == 7
    api.inject(f.Fault(status=429, error_type="rate_limit_error", headers={"retry-after": "3600"}))
    err = to_application_error(raised(sdk), failures_in_row=1, config=config)
    assert err.non_retryable
    assert "3600s" in err.message


def test_limits_count_consecutive_failures(
    api: f.FakeMessagesAPI, sdk: anthropic.Anthropic
) -> None:
    config = ApiRetryConfig(max_attempts=3, rate_limit_max_attempts=5)
    api.inject(f.Fault(status=503, error_type="api_error"))
    exc = raised(sdk)
    assert not to_application_error(exc, failures_in_row=2, config=config).non_retryable
    final = to_application_error(exc, failures_in_row=3, config=config)
    assert final.non_retryable
    assert "3 times in a row" in final.message
    api.inject(f.Fault(status=429, error_type="rate_limit_error"))
    rate = raised(sdk)
    assert not to_application_error(rate, failures_in_row=4, config=config).non_retryable
    assert to_application_error(rate, failures_in_row=5, config=config).non_retryable


def test_backoff_has_jitter_within_bounds() -> None:
    config = ApiRetryConfig()
    rng = random.Random(7)
    for n, nominal in [(1, 1.0), (2, 2.0), (3, 4.0), (4, 8.0), (6, 30.0), (12, 30.0)]:
        delays = [backoff_delay(n, config, rng) for _ in range(50)]
        assert len(set(delays)) > 1, "no jitter"
        assert all(nominal * 0.75 <= d <= nominal * 1.25 for d in delays)


def test_unknown_exceptions_are_retried_but_limited() -> None:
    config = ApiRetryConfig(max_attempts=3)
    err = to_application_error(KeyError("x"), failures_in_row=1, config=config)
    assert not err.non_retryable
    assert err.type == "KeyError"
    assert to_application_error(KeyError("x"), failures_in_row=3, config=config).non_retryable


async def test_missing_credentials_are_permanent(
    api: f.FakeMessagesAPI, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    monkeypatch.delenv("ANTHROPIC_AUTH_TOKEN", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))  # no profile on disk either
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    with pytest.raises(Exception) as info:  # noqa: PT011, PT012 - whatever the SDK raises, wherever
        client = anthropic.AsyncAnthropic(base_url=api.url, max_retries=0)
        await client.messages.create(
            model="m", max_tokens=5, messages=[{"role": "user", "content": "x"}]
        )
    err = to_application_error(info.value, failures_in_row=1, config=ApiRetryConfig())
    assert err.non_retryable, err.message
    assert "ANTHROPIC_API_KEY" in err.message
    assert api.requests == []
