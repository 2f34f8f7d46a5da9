"""Retries run through tenacity on the engine's clock (issue 21, item 3): ``RetryPolicy`` is the
configuration, tenacity's ``AsyncRetrying`` the loop, the injected clock the sleep."""

from __future__ import annotations

import asyncio

import pytest
from tenacity import AsyncRetrying

from warrantguard.guard import (
    Budget,
    ChatRequest,
    ChatResponse,
    ModelCapabilities,
    ProviderError,
    RetryPolicy,
    TransientError,
)
from warrantguard.guard._errors import BudgetExceeded
from warrantguard.guard.engine import Session
from warrantguard.testing import ManualClock

REQUEST = ChatRequest(messages=({"role": "user", "content": "q"},), purpose="answer", tier=1)


class Flaky:
    """Fails transiently ``failures`` times, then answers; ``error`` is what it raises."""

    name = "flaky"
    capabilities = ModelCapabilities()

    def __init__(self, failures: int, error: Exception | None = None) -> None:
        self.failures, self.calls = failures, 0
        self.error = error or TransientError("503 upstream unavailable")

    async def complete(self, request):
        self.calls += 1
        if self.calls <= self.failures:
            raise self.error
        return ChatResponse(texts=["train"])


def _ask(model, retry: RetryPolicy, clock: ManualClock, budget: Budget | None = None):
    session = Session(budget=budget or Budget(), max_concurrency=4, retry=retry, clock=clock)

    async def go():
        return await session.ask(model, REQUEST)

    return session, asyncio.run(go())


def test_the_policy_builds_a_tenacity_strategy():
    retrying = RetryPolicy(attempts=3).retrying(retry_on=lambda exc: True, sleep=asyncio.sleep)
    assert isinstance(retrying, AsyncRetrying)


def test_transient_errors_are_retried_with_jittered_exponential_waits_on_the_clock():
    clock, model = ManualClock(), Flaky(2)
    session, response = _ask(model, RetryPolicy(attempts=4, initial=10.0, maximum=100.0), clock)
    assert response.texts == ["train"] and model.calls == 3 and session.usage.calls == 3
    assert 10.0 + 20.0 <= clock.now() <= 10.0 + 20.0 + 2 * 1.0  # two waits: 10 s, 20 s, each + up to 1 s


def test_the_last_attempt_fails_as_a_provider_error():
    clock, model = ManualClock(), Flaky(9)
    with pytest.raises(ProviderError, match="503"):
        _ask(model, RetryPolicy(attempts=3, initial=1.0, maximum=1.0), clock)
    assert model.calls == 3


def test_a_permanent_error_is_not_retried():
    clock, model = ManualClock(), Flaky(9, ValueError("bad request"))
    with pytest.raises(ProviderError, match="bad request"):
        _ask(model, RetryPolicy(attempts=4, initial=1.0), clock)
    assert model.calls == 1 and clock.now() == 0.0


def test_a_wait_past_the_deadline_ends_the_call_without_waiting():
    clock, model = ManualClock(), Flaky(9)
    with pytest.raises(BudgetExceeded, match="deadline"):
        _ask(model, RetryPolicy(attempts=4, initial=30.0, maximum=60.0), clock, Budget(deadline=20.0))
    assert model.calls == 1 and clock.now() == 0.0



