"""Cancelled upstream requests give their connections back.

The engine cancels probes as a matter of course: a tier that fixes the category stops the
others, a client goes away, a per-call timeout fires, a task group cancels twice. A
connection a cancelled request leaves busy is lost for good; a proxy would hang once
every slot of its pool is lost. (httpcore 1.0 lost slots this way, encode/httpcore#1093;
the upstream client is aiohttp now, and this test stays to hold any client to it.)
"""

from __future__ import annotations

import asyncio
import random
import threading
from typing import Any

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer
from warrantguard.adapters.proxy._errors import ProxyError
from warrantguard.adapters.proxy._upstream import HTTPUpstream
from warrantguard.testing import ManualClock, ScriptedModel

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


async def storms_then_requests(url: str) -> tuple[list[int], int, int]:
    up = HTTPUpstream(ProxyConfig(base_url=url, max_connections=4))
    try:
        await cancel_storms(up, storms=60, seed=7)
        busy_after_storms = up.busy_connections
        replies = await asyncio.wait_for(asyncio.gather(*[up.complete(BODY) for _ in range(8)]), 20)
        await asyncio.sleep(0.05)
        return [reply.status for reply in replies], busy_after_storms, up.busy_connections
    finally:
        await up.aclose()


def test_requests_are_served_after_storms_of_cancellations() -> None:
    with ProxyServer(FakeUpstream(ScriptedModel("train"), latency=0.001)) as server:
        statuses, busy_after_storms, busy = asyncio.run(storms_then_requests(server.url + "/v1"))
    assert statuses == [200] * 8
    assert (busy_after_storms, busy) == (0, 0)


class HeldAnswer:
    """Wraps an ASGI upstream: a request is answered only once ``release`` is set (bounded: 60 s);
    ``arrived`` is set when one comes in."""

    def __init__(self, app: Any) -> None:
        self.app, self.arrived, self.release = app, threading.Event(), threading.Event()

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            self.arrived.set()
            await asyncio.to_thread(self.release.wait, 60)
        await self.app(scope, receive, send)


def test_busy_connections_counts_an_exchange_in_progress() -> None:
    held = HeldAnswer(FakeUpstream(ScriptedModel("train")))

    async def scenario(url: str) -> tuple[int, int, int]:
        up = HTTPUpstream(ProxyConfig(base_url=url, max_connections=4))
        try:
            task = asyncio.create_task(up.complete(BODY))
            assert await asyncio.to_thread(held.arrived.wait, 60)  # the request is at the upstream
            during = up.busy_connections
            held.release.set()
            reply = await task
            return during, reply.status, up.busy_connections
        finally:
            await up.aclose()

    with ProxyServer(held) as server:
        assert asyncio.run(scenario(server.url + "/v1")) == (1, 200, 0)


def test_the_pool_holds_at_most_the_configured_connections() -> None:
    async def scenario(url: str) -> tuple[list[int], int]:
        up = HTTPUpstream(ProxyConfig(base_url=url, max_connections=3))
        seen: list[int] = []

        async def one() -> int:
            reply = await up.complete(BODY)
            seen.append(up.busy_connections)
            return reply.status

        try:
            statuses = await asyncio.gather(*[one() for _ in range(12)])
            return list(statuses), max(seen)
        finally:
            await up.aclose()

    fake = FakeUpstream(ScriptedModel("train"), latency=0.02)
    with ProxyServer(fake) as server:
        statuses, most = asyncio.run(scenario(server.url + "/v1"))
    assert statuses == [200] * 12 and most <= 3


class HeldStream:
    """An ASGI upstream whose streamed answer stays open for ``hold`` seconds after its first event."""

    def __init__(self, hold: float) -> None:
        self.hold = hold

    async def __call__(self, scope: dict, receive: object, send: object) -> None:
        if scope["type"] != "http":
            return
        await send({"type": "http.response.start", "status": 200,  # type: ignore[operator]
                    "headers": [(b"content-type", b"text/event-stream")]})
        await send({"type": "http.response.body", "body": b"data: {}\n\n", "more_body": True})  # type: ignore[operator]
        await asyncio.sleep(self.hold)
        await send({"type": "http.response.body", "body": b"data: [DONE]\n\n"})  # type: ignore[operator]


def test_a_request_woken_for_a_free_slot_and_cancelled_passes_the_slot_on() -> None:
    """The lost wake-up: with every slot taken, B and C wait; the slot is freed and B, woken for
    it, is cancelled before it runs. C must get the slot (aiohttp 3.14's connector limit lost
    it: C waited forever with no connection in use; the proxy hung under load)."""

    async def scenario(url: str) -> int:
        up = HTTPUpstream(ProxyConfig(base_url=url, max_connections=1))
        try:
            held = await up.forward(b'{"stream": true}', {}, stream=True)
            waiting_b = asyncio.create_task(up.complete(BODY))
            waiting_c = asyncio.create_task(up.complete(BODY))
            await ManualClock().sleep(1.0)  # returns once the loop is idle: B and C wait for the slot
            assert up.busy_connections == 1 and not waiting_b.done() and not waiting_c.done()
            assert held.close is not None
            await held.close()  # frees the slot (nothing suspends in it) ...
            waiting_b.cancel()  # ... and B is cancelled before it could take it
            reply = await asyncio.wait_for(waiting_c, 10)
            return reply.status
        finally:
            await up.aclose()

    with ProxyServer(HeldStream(hold=0.3)) as server:
        assert asyncio.run(scenario(server.url + "/v1")) == 200


def test_waiting_for_a_slot_is_bounded_by_the_timeout() -> None:
    async def scenario(url: str) -> tuple[int, str]:
        up = HTTPUpstream(ProxyConfig(base_url=url, max_connections=1, timeout=0.3))
        try:
            held = await up.forward(b'{"stream": true}', {}, stream=True)  # takes the only slot
            try:
                await up.complete(BODY)
            except ProxyError as exc:
                return exc.status, str(exc)
            finally:
                assert held.close is not None
                await held.close()
            return 200, ""
        finally:
            await up.aclose()

    with ProxyServer(HeldStream(hold=3)) as server:
        status, message = asyncio.run(scenario(server.url + "/v1"))
    assert status == 502 and "TimeoutError" in message
