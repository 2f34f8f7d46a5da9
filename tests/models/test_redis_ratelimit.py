"""The rate limiter shared through Redis (a real ``redis-server``): one bucket for every instance,
an atomic Lua script, and the in-process fallback when Redis is down or slow.

No test asserts on wall-clock durations: admissions are counted against the bucket's capacity,
and waits are the ones the script reports (Redis's own clock).
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal

import pytest
from _faketime import FakeTime
from _redis import free_port

from warrantguard.models import RateLimitedModel, RedisLink, RedisTokenBucket, shared_rate_limiter
from warrantguard.models._redis_ratelimit import RateLimitWaitError


def _bucket(url, key, per_minute, t=None, **kw):
    """A bucket on a link (a client) of its own: as another instance would have."""
    times = {"clock": t.clock, "sleep": t.sleep} if t is not None else {}
    return RedisTokenBucket(RedisLink(url, timeout=0.5), key, per_minute, **times, **kw)


def test_two_instances_sharing_a_key_admit_one_burst_then_reserve_in_turn(redis_url, redis_prefix):
    key = redis_prefix + "rpm"
    # 6 a minute: one unit per 10 s, so the few milliseconds this takes refill nothing
    a, b = (_bucket(redis_url, key, 6, horizon=30.0) for _ in range(2))

    async def go():
        try:
            return await asyncio.gather(*(bucket.reserve(1) for _ in range(20) for bucket in (a, b)))
        finally:
            await a.aclose()
            await b.aclose()

    replies = asyncio.run(go())
    now = [w for granted, w in replies if granted and w == 0]
    later = sorted(w for granted, w in replies if granted and w > 0)
    refused = [w for granted, w in replies if not granted]
    assert len(now) == 6  # the banked minute, across both instances, never more
    assert len(later) == 3  # reserved up to the 30 s horizon: one unit per 10 s, in turn
    assert later == pytest.approx([10.0, 20.0, 30.0], abs=2.0)
    assert len(refused) == 31 and all(w > 0 for w in refused)  # asked to come back


def test_concurrent_acquires_on_two_instances_are_served_one_refill_apart(redis_url, redis_prefix):
    key, t = redis_prefix + "rpm", FakeTime()  # the waits are the script's; the sleeps only recorded
    a, b = (_bucket(redis_url, key, 6, t, horizon=120.0) for _ in range(2))  # one unit per 10 s

    async def go():
        try:
            assert await a.acquire(6) == 0  # the whole burst, at once
            return await asyncio.gather(*(bucket.acquire(1) for _ in range(5) for bucket in (a, b)))
        finally:
            await a.aclose()
            await b.aclose()

    waits = sorted(asyncio.run(go()))
    # each reserved the next refill in turn: ten distinct turns 10 s apart, none shared
    assert waits == pytest.approx([10.0 * k for k in range(1, 11)], abs=2.0)
    assert sorted(t.sleeps) == waits
    assert 5 <= sum(w <= 60.0 for w in waits) <= 6  # the first minute: the burst plus one minute's refill


def test_settle_charges_and_gives_back(redis_url, redis_prefix):
    bucket = _bucket(redis_url, redis_prefix + "tpm", 60, horizon=30.0)  # one a second

    async def go():
        try:
            await bucket.acquire(10)
            await bucket.adjust(50)  # the call used 60, not 10: the bucket is empty
            charged = await bucket.reserve(10)
            await bucket.adjust(-10_000)  # gave back more than a minute: full again, no more
            full = await bucket.reserve(60)
            return charged, full, await bucket.reserve(1)
        finally:
            await bucket.aclose()

    (granted, wait), full, after = asyncio.run(go())
    assert granted and wait == pytest.approx(10.0, abs=2.0)  # ten units at one a second
    assert full == (True, 0.0) and after[0] and after[1] > 0


def test_a_wait_longer_than_max_wait_raises_and_gives_the_reservation_back(redis_url, redis_prefix):
    key = redis_prefix + "rpm"
    bucket = _bucket(redis_url, key, 6, horizon=60.0, max_wait=15.0)

    async def go():
        try:
            await bucket.acquire(6)
            with pytest.raises(RateLimitWaitError):
                await bucket.acquire(2)  # 20 s away
            await bucket.aclose()  # the give-back has landed
            return await bucket.reserve(1)
        finally:
            await bucket.aclose()

    granted, wait = asyncio.run(go())
    assert granted and wait == pytest.approx(10.0, abs=2.0)  # as if the refused call never asked


def test_redis_stopped_mid_run_falls_back_to_the_share_then_returns(redis_server, redis_url, redis_prefix):
    t, errors = FakeTime(), []
    link = RedisLink(redis_url, timeout=0.5, on_error=errors.append)
    bucket = RedisTokenBucket(link, redis_prefix + "rpm", 60, instances=2, probe_every=5.0,
                              clock=t.clock, sleep=t.sleep)

    async def phase(n):
        waits = [await bucket.acquire(1) for _ in range(n)]
        await link.aclose()
        return waits

    assert asyncio.run(phase(10)) == [0.0] * 10 and bucket.shared
    redis_server.stop()
    try:
        waits = asyncio.run(phase(3))  # no exception: 60 / 2 = 30 a minute in this process, from empty
        assert not bucket.shared and errors == ["ratelimit"]  # counted once: no probe before 5 s
        assert waits == pytest.approx([2.0, 2.0, 2.0])  # one each 2 s: Redis may have let the burst through
        t.now += 5.0
        asyncio.run(phase(1))  # the probe fails: counted, still in process
        assert errors == ["ratelimit"] * 2 and not bucket.shared
    finally:
        redis_server.start()
    t.now += 5.0
    # Redis again: the restart lost the bucket, which starts empty (no second burst): a 1 s turn
    assert asyncio.run(phase(1)) == [pytest.approx(1.0, abs=0.5)] and bucket.shared
    assert errors == ["ratelimit"] * 2


def test_a_hung_redis_times_out_into_the_fallback(redis_server, redis_url, redis_prefix):
    t, errors = FakeTime(), []
    link = RedisLink(redis_url, timeout=0.1, on_error=errors.append)
    limiter = shared_rate_limiter(link, rpm=60, tpm=6000, name=redis_prefix, instances=3,
                                  clock=t.clock, sleep=t.sleep)

    async def go():
        await limiter.acquire(10)
        os.kill(redis_server.proc.pid, signal.SIGSTOP)  # alive, but answers nothing
        try:
            await limiter.acquire(10)
            await limiter.settle(10, 30)
        finally:
            os.kill(redis_server.proc.pid, signal.SIGCONT)
        await limiter.aclose()

    asyncio.run(go())
    assert not limiter.requests.shared and not limiter.tokens.shared
    assert errors == ["ratelimit", "ratelimit"]  # one per bucket; the settle stayed in process
    assert limiter.tokens.fallback.capacity == 2000 and limiter.requests.fallback.capacity == 20


def test_the_warning_names_the_redis_without_its_password(caplog, redis_prefix):
    url = f"redis://:s3cret-pass@127.0.0.1:{free_port()}/0"  # nothing listens there
    errors, t = [], FakeTime()
    bucket = RedisTokenBucket(RedisLink(url, timeout=0.2, on_error=errors.append), redis_prefix, 60,
                              clock=t.clock, sleep=t.sleep)

    async def go():
        try:
            return [await bucket.acquire(1) for _ in range(3)]
        finally:
            await bucket.aclose()

    with caplog.at_level(logging.WARNING, logger="warrantguard.redis"):
        assert asyncio.run(go()) == [1.0] * 3  # in process, one a second
    text = caplog.text
    assert errors == ["ratelimit"] and "s3cret" not in text and "127.0.0.1" in text
    assert "falls back to this process's share" in text


def test_the_wrapped_model_is_limited_through_redis(redis_url, redis_prefix):
    from warrantguard.guard import ChatRequest, ChatResponse, ModelCapabilities

    class Echo:
        name = "echo"
        capabilities = ModelCapabilities(samples=True)

        async def complete(self, request):
            return ChatResponse(texts=["a"], prompt_tokens=4000, completion_tokens=2)

    limiter = shared_rate_limiter(redis_url, rpm=5, tpm=60_000, name=redis_prefix, horizon=0.0)  # 1000 a second
    model = RateLimitedModel(Echo(), limiter)
    request = ChatRequest(messages=({"role": "user", "content": "x" * 40},), max_tokens=4)  # 14 estimated

    async def go():
        try:
            for _ in range(5):
                await model.complete(request)
            return await limiter.requests.reserve(1), await limiter.tokens.reserve(45_000)
        finally:
            await limiter.aclose()

    (granted, wait), (tokens_granted, _) = asyncio.run(go())
    assert not granted and wait > 0  # five calls took the minute's five requests
    assert not tokens_granted  # 5 x 4002 used, not 5 x 14 estimated: about 40,000 left, not 59,930
    assert model.capabilities.samples


def test_an_idle_bucket_banks_at_most_a_minute(redis_url, redis_prefix):
    key = redis_prefix + "rpm"
    bucket = _bucket(redis_url, key, 60, horizon=0.0)

    async def go():
        try:
            await bucket.link.client().hset(key, mapping={"level": "0", "stamp": "1"})  # idle since 1970
            return [await bucket.reserve(1) for _ in range(61)]
        finally:
            await bucket.aclose()

    replies = asyncio.run(go())
    assert [granted for granted, _ in replies] == [True] * 60 + [False]


def test_a_crowd_of_callers_waits_its_turn_in_process(redis_url, redis_prefix):
    from warrantguard.models._redis_ratelimit import IN_FLIGHT

    errors = []
    link = RedisLink(redis_url, timeout=2.0, on_error=errors.append)  # a pool of up to 64 connections
    bucket = RedisTokenBucket(link, redis_prefix + "rpm", 1e9)

    async def clients():
        return (await link.client().info("clients"))["connected_clients"]

    async def go():
        try:
            before = await clients()
            waits = await asyncio.gather(*(bucket.acquire(1) for _ in range(2000)))
            return waits, await clients() - before
        finally:
            await bucket.aclose()

    waits, opened = asyncio.run(go())
    assert waits == [0.0] * 2000 and errors == [] and bucket.shared
    # at most IN_FLIGHT calls at once: the rest waited in process, not for a pooled connection (a
    # wait that, past the link's timeout, counted as a failure of Redis and fell back)
    assert opened <= IN_FLIGHT


def test_a_flapping_redis_warns_at_most_once_a_minute(caplog, redis_server, redis_url, redis_prefix):
    t, errors = FakeTime(), []
    bucket = RedisTokenBucket(RedisLink(redis_url, timeout=0.5, on_error=errors.append), redis_prefix, 6000,
                              clock=t.clock, sleep=t.sleep)

    async def once():
        await bucket.acquire(1)
        await bucket.link.aclose()

    def warnings():
        return sum("falls back" in r.getMessage() for r in caplog.records)

    with caplog.at_level(logging.WARNING, logger="warrantguard.redis"):
        for step in range(3):  # down, back, down, back...: every 30 s
            redis_server.stop()
            try:
                asyncio.run(once())
            finally:
                redis_server.start()
            t.now += 30.0
            asyncio.run(once())
            assert bucket.shared and warnings() == [1, 1, 2][step]  # down at 0 s, 30 s (quiet), 60 s
    assert errors == ["ratelimit"] * 3


def test_a_bucket_lost_with_a_restarted_redis_starts_empty_not_full(redis_server, redis_url, redis_prefix):
    key = redis_prefix + "rpm"
    used, fresh = _bucket(redis_url, key, 6, horizon=0.0), _bucket(redis_url, redis_prefix + "new", 6, horizon=0.0)

    async def take(bucket):
        try:
            return await bucket.reserve(1)
        finally:
            await bucket.aclose()

    assert asyncio.run(take(used)) == (True, 0.0)  # a new bucket starts full: the first burst
    redis_server.stop()  # no persistence: every bucket is gone
    redis_server.start()
    granted, wait = asyncio.run(take(used))
    assert not granted and wait == pytest.approx(10.0, abs=2.0)  # no second burst after the restart
    assert asyncio.run(take(fresh)) == (True, 0.0)  # never used by this instance: full


def test_the_fallback_owes_what_this_instance_had_reserved_ahead(redis_server, redis_url, redis_prefix):
    sleeps, errors, t, release = [], [], FakeTime(), asyncio.Event()

    async def sleep(seconds):  # the three reserved turns stay asleep until Redis is gone
        sleeps.append(seconds)
        if len(sleeps) <= 3:
            await release.wait()
        else:
            t.now += seconds

    bucket = RedisTokenBucket(RedisLink(redis_url, timeout=0.5, on_error=errors.append), redis_prefix, 6,
                              horizon=60.0, clock=t.clock, sleep=sleep)

    async def go():
        await bucket.acquire(6)  # the burst
        waiting = [asyncio.create_task(bucket.acquire(1)) for _ in range(3)]  # turns at 10, 20, 30 s
        for _ in range(1000):  # until the three are asleep (bounded: 10 s at most)
            if len(sleeps) >= 3:
                break
            await asyncio.sleep(0.01)
        redis_server.stop()
        try:
            await bucket.acquire(1)  # in process from now: one a 10 s, after the three reserved
        finally:
            redis_server.start()
            release.set()
            await asyncio.gather(*waiting)
            await bucket.aclose()

    asyncio.run(go())
    assert sorted(sleeps[:3]) == pytest.approx([10.0, 20.0, 30.0], abs=2.0) and errors == ["ratelimit"]
    assert sleeps[3] == pytest.approx(40.0)  # not 10 s: the three reserved turns go first


def test_a_burst_bounds_the_shared_bucket_and_each_share(redis_url, redis_prefix):
    key = redis_prefix + "burst"
    a, b = (_bucket(redis_url, key, 6, horizon=0.0, burst=2, instances=2) for _ in range(2))
    assert a.fallback.capacity == 1.0  # the share of the burst, while Redis is down

    async def go():
        try:
            return await asyncio.gather(*(bucket.reserve(1) for _ in range(5) for bucket in (a, b)))
        finally:
            await a.aclose()
            await b.aclose()

    replies = asyncio.run(go())
    assert sum(1 for granted, w in replies if granted and w == 0) == 2  # the burst, not the minute's 6
