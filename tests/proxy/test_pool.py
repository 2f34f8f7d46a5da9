"""Cancelled upstream requests give their pool slots back (httpcore leaks them on its own).

The engine cancels probes as a matter of course: a tier that fixes the category stops the
others, a client goes away, a per-call timeout fires, a task group cancels twice. httpcore
1.0.x loses a connection slot for good when a request is cancelled at the wrong moment
(encode/httpcore#1093, and its clean-up under a shield that native cancellation passes
through); a proxy would then hang once every slot is lost.
"""

from __future__ import annotations

import asyncio
import random

import httpx

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer
from warrantguard.adapters.proxy._pool import reclaim_orphans
from warrantguard.adapters.proxy._upstream import HTTPUpstream
from warrantguard.testing import ScriptedModel

BODY = {"model": "m", "messages": [{"role": "user", "content": "motorcycle or train?"}]}


async def cancel_storms(up: HTTPUpstream, storms: int, seed: int) -> None:
    """Start 24 requests at a time and cancel them (twice each) at random moments."""
    rng = random.Random(seed)
    for _ in range(storms):
        tasks = [asyncio.create_task(up.complete(BODY)) for _ in range(24)]
        for task in tasks:
            await asyncio.sleep(rng.choice([0, 0, 0.0005, 0.002]))
            task.cancel()
            if rng.random() < 0.5:
                await asyncio.sleep(0)
                task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


async def storms_then_requests(url: str) -> tuple[list[int], list[object]]:
    up = HTTPUpstream(ProxyConfig(base_url=url, max_connections=4))
    try:
        await cancel_storms(up, storms=60, seed=7)
        replies = await asyncio.wait_for(asyncio.gather(*[up.complete(BODY) for _ in range(8)]), 20)
        await asyncio.sleep(0.05)
        return [reply.status for reply in replies], [c for c in up.connections if not c.is_idle()]
    finally:
        await up.aclose()


def test_requests_are_served_after_storms_of_cancellations() -> None:
    with ProxyServer(FakeUpstream(ScriptedModel("train"), latency=0.001)) as server:
        statuses, busy = asyncio.run(storms_then_requests(server.url + "/v1"))
    assert statuses == [200] * 8
    assert busy == []


async def an_orphan_is_reclaimed(url: str) -> tuple[int, int, int]:
    client = httpx.AsyncClient(limits=httpx.Limits(max_connections=1))
    try:
        pool = client._transport._pool  # type: ignore[attr-defined]
        origin = httpx.URL(url)
        orphan = pool.create_connection(__import__("httpcore").URL(str(origin)).origin)
        pool._connections.append(orphan)  # what a request cancelled while being woken leaves behind
        reclaimed = reclaim_orphans(client)
        reply = await asyncio.wait_for(client.get(url + "/models"), 10)
        return reclaimed, len(pool.connections), reply.status_code
    finally:
        await client.aclose()


def test_a_connection_no_request_owns_is_reclaimed_on_the_installed_httpcore() -> None:
    with ProxyServer(FakeUpstream(ScriptedModel("train"))) as server:
        reclaimed, left, status = asyncio.run(an_orphan_is_reclaimed(server.url + "/v1"))
    assert (reclaimed, left, status) == (1, 1, 200)


def test_an_idle_or_owned_connection_is_left_alone() -> None:
    async def scenario(url: str) -> tuple[int, int]:
        async with httpx.AsyncClient() as client:
            async with client.stream("GET", url + "/models") as response:  # owned, in use
                await client.get(url + "/models")  # a second connection, idle once answered
                busy = reclaim_orphans(client)
                await response.aread()
            return busy, len(client._transport._pool.connections)  # type: ignore[attr-defined]

    with ProxyServer(FakeUpstream(ScriptedModel("train"))) as server:
        assert asyncio.run(scenario(server.url + "/v1")) == (0, 2)
