"""Load: 200 concurrent pass-through and 50 concurrent certified requests, no errors, nothing leaked."""

from __future__ import annotations

import asyncio
import os
import time
from typing import Any

import httpx

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app
from warrantguard.testing import ScriptedModel

from .conftest import pairwise, scripted_guard
from .servers import wait_until


class LoopSpy:
    """Wraps an ASGI app and remembers the event loop it runs on."""

    def __init__(self, app: Any) -> None:
        self.app, self.loop = app, None

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        self.loop = asyncio.get_running_loop()
        await self.app(scope, receive, send)


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


async def fire(url: str, passthrough: int, certified: int) -> list[httpx.Response]:
    limits = httpx.Limits(max_connections=passthrough + certified)
    async with httpx.AsyncClient(limits=limits, timeout=60) as client:
        jobs = [client.post(url, json={"model": "m", "messages": pairwise(f"hello {i}"), "stream": i % 2 == 0})
                for i in range(passthrough)]
        jobs += [client.post(url, json={"model": "m", "messages": pairwise(), "warrant": {}, "stream": i % 2 == 0})
                 for i in range(certified)]
        return list(await asyncio.gather(*jobs))


def settled_tasks(spy: LoopSpy, ceiling: int, timeout: float = 60.0) -> int:
    """The proxy loop's task count once at most ``ceiling`` (polled: a generous bound, not a timing test)."""
    assert spy.loop is not None
    deadline = time.monotonic() + timeout
    while True:
        count = len(asyncio.all_tasks(spy.loop))
        if count <= ceiling or time.monotonic() > deadline:
            return count
        time.sleep(0.05)


def quiet_tasks(spy: LoopSpy, timeout: float = 60.0) -> int:
    """The proxy loop's task count once it has stayed the same for half a second (polled, bounded):
    what an idle proxy keeps running, whatever that is."""
    assert spy.loop is not None
    deadline, last, same = time.monotonic() + timeout, -1, 0
    while same < 10 and time.monotonic() < deadline:
        count = len(asyncio.all_tasks(spy.loop))
        same, last = (same + 1 if count == last else 0), count
        time.sleep(0.05)
    return last


def test_concurrent_passthrough_and_certified_requests() -> None:
    fds = open_fds()
    fake = FakeUpstream(ScriptedModel("train"), latency=0.02)
    with ProxyServer(fake) as up:
        app = create_app(ProxyConfig(base_url=up.url + "/v1", guard_factory=lambda focal: scripted_guard()))
        spy = LoopSpy(app)
        with ProxyServer(spy) as proxy:
            url = proxy.url + "/v1/chat/completions"
            asyncio.run(fire(url, 1, 0))
            baseline = quiet_tasks(spy)
            responses = asyncio.run(fire(url, 200, 50))
            assert [r.status_code for r in responses] == [200] * 250
            assert all("x-warrant-tier" in r.headers for r in responses[200:])
            assert all(r.text.rstrip().endswith("[DONE]") for r in responses[0:250:2])
            assert settled_tasks(spy, baseline) <= baseline
            assert app.state.proxy.upstream.busy_connections == 0
        assert len(fake.requests) == 251
    assert wait_until(lambda: open_fds() <= fds + 2, 60), open_fds()  # sockets closed (polled, bounded)
