"""The in-process rate limiter of ``batch --rpm/--tpm`` and ``serve --rpm/--tpm`` (fake clock: no real waiting)."""

from __future__ import annotations

import asyncio

import pytest
from _faketime import FakeTime

from warrantguard import ConfigurationError
from warrantguard.guard import ChatRequest, ChatResponse, ModelCapabilities
from warrantguard.models import RateLimitedModel, RateLimiter, TokenBucket, estimated_tokens


def test_bucket_lets_a_minute_through_then_waits_for_the_refill():
    t = FakeTime()
    bucket = TokenBucket(60, clock=t.clock, sleep=t.sleep)  # one a second, 60 banked

    async def go():
        return [await bucket.acquire() for _ in range(62)]

    waits = asyncio.run(go())
    assert waits[:60] == [0.0] * 60 and waits[60] == pytest.approx(1.0) and waits[61] == pytest.approx(1.0)
    assert t.now == pytest.approx(2.0)


def test_bucket_request_larger_than_capacity_takes_the_whole_bucket():
    t = FakeTime()
    bucket = TokenBucket(100, clock=t.clock, sleep=t.sleep)

    async def go():
        await bucket.acquire(100)
        return await bucket.acquire(10_000)

    assert asyncio.run(go()) == pytest.approx(60.0)


def test_settle_charges_the_true_usage():
    t = FakeTime()
    bucket = TokenBucket(600, clock=t.clock, sleep=t.sleep)  # 10 a second

    async def go():
        await bucket.acquire(100)
        bucket.settle(500)  # the call used 600, not 100: the bucket is empty
        return await bucket.acquire(10)

    assert asyncio.run(go()) == pytest.approx(1.0)


@pytest.mark.parametrize("bad", [0, -1])
def test_bad_limits_are_refused(bad):
    with pytest.raises(ConfigurationError):
        TokenBucket(bad)


class Echo:
    name = "echo"
    capabilities = ModelCapabilities(samples=True, cache_identity="echo@test")

    def __init__(self):
        self.calls = 0

    async def complete(self, request):
        self.calls += 1
        return ChatResponse(texts=["train"], prompt_tokens=10, completion_tokens=2)


def test_wrapped_model_keeps_name_and_capabilities_and_waits_for_both_limits():
    t = FakeTime()
    inner = Echo()
    model = RateLimitedModel(inner, RateLimiter(rpm=2, tpm=10_000, clock=t.clock, sleep=t.sleep))
    assert model.name == "echo" and model.capabilities == inner.capabilities
    request = ChatRequest(messages=({"role": "user", "content": "x" * 40},), max_tokens=4)
    assert estimated_tokens(request) == 14

    async def go():
        await asyncio.gather(*(model.complete(request) for _ in range(3)))

    asyncio.run(go())
    assert inner.calls == 3 and t.now == pytest.approx(30.0)  # the third waits half a minute (2 a minute)


def test_the_engine_keeps_the_wrapped_models_capabilities():
    # the engine read the wrapper's capabilities statically: it took it for a model declaring none
    # (no samples in one call, no cache identity), so `batch --rpm` lost both
    from warrantguard.guard import as_model

    model = as_model(RateLimitedModel(Echo(), RateLimiter(rpm=5)))
    assert model.capabilities == Echo.capabilities and model.name == "echo"


def test_a_refill_short_by_rounding_alone_is_enough():
    # 10 units at 6000 a minute: the refill after the computed sleep can fall 1e-15 short, and a
    # fake clock then never moved again (the sleeps were too small to change it): an endless loop
    t = FakeTime()
    bucket = TokenBucket(2000, clock=t.clock, sleep=t.sleep)

    async def go():
        await bucket.acquire(2000)
        return [await bucket.acquire(10) for _ in range(50)]

    assert asyncio.run(go()) == pytest.approx([0.3] * 50)


def test_a_burst_bounds_what_is_banked_below_a_minutes_worth():
    t = FakeTime()
    bucket = TokenBucket(60, burst=5, clock=t.clock, sleep=t.sleep)  # one a second, 5 banked

    async def go():
        return [await bucket.acquire() for _ in range(7)]

    waits = asyncio.run(go())
    assert waits[:5] == [0.0] * 5 and waits[5] == pytest.approx(1.0) and waits[6] == pytest.approx(1.0)
    t.now += 3600  # a quiet hour banks 5, not 60
    assert asyncio.run(go())[:6] == [0.0] * 5 + [pytest.approx(1.0)]
    with pytest.raises(ConfigurationError):
        TokenBucket(60, burst=0)
