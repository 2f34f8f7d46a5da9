"""RedisLink under load: callers queue for a connection in process; only Redis itself failing degrades."""

from __future__ import annotations

import asyncio

from warrantguard.models import RedisLink


async def test_a_crowd_of_callers_queues_for_the_pool_instead_of_degrading(redis_url, redis_prefix):
    failed: list[str] = []
    link = RedisLink(redis_url, timeout=0.25, max_connections=4, on_error=failed.append)
    key = redis_prefix + "never-pushed"

    async def slow(r):  # holds its connection 50 ms on the server: 40 of them need 0.5 s on 4 connections
        return await r.blpop([key], timeout=0.05)

    results = await asyncio.gather(*(link.run("cache", slow, "degraded") for _ in range(40)))
    await link.aclose()
    assert failed == [] and results == [None] * 40  # every call answered by Redis, none degraded


async def test_a_queue_that_never_moves_is_bounded(redis_url, redis_prefix):
    failed: list[str] = []
    link = RedisLink(redis_url, timeout=0.25, max_connections=1, on_error=failed.append, queue_timeout=0.02)
    key = redis_prefix + "never-pushed"

    async def hold(r):
        return await r.blpop([key], timeout=0.1)  # the one connection, longer than the queue may wait

    results = await asyncio.gather(link.run("cache", hold, "degraded"), link.run("cache", hold, "degraded"))
    await link.aclose()
    assert sorted(map(str, results)) == ["None", "degraded"] and failed == ["cache"]
