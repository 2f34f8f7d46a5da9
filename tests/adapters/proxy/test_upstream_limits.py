"""An upstream reply read whole is bounded: a larger one is a 502, not read to its end."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer
from warrantguard.adapters.proxy import _upstream as upstream_module
from warrantguard.adapters.proxy._upstream import HTTPUpstream

BODY = {"model": "m", "messages": [{"role": "user", "content": "Say hello."}]}


class ChunkedFlood:
    """An ASGI upstream answering 200 with ``parts`` chunks of 1 KiB and no content-length."""

    def __init__(self, parts: int) -> None:
        self.parts, self.sent = parts, 0

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        await send({"type": "http.response.start", "status": 200,
                    "headers": [(b"content-type", b"application/json")]})
        for _ in range(self.parts):
            self.sent += 1
            await send({"type": "http.response.body", "body": b"x" * 1024, "more_body": True})
        await send({"type": "http.response.body", "body": b""})


async def complete(url: str) -> Any:
    up = HTTPUpstream(ProxyConfig(base_url=url))
    try:
        return await up.complete(BODY)
    finally:
        await up.aclose()


def test_a_declared_length_over_the_bound_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(upstream_module, "MAX_REPLY_BYTES", 2000)
    upstream = FakeUpstream(lambda messages: "x" * 5000)
    with ProxyServer(upstream) as server, pytest.raises(upstream_module.ProxyError) as caught:
        asyncio.run(complete(server.url + "/v1"))
    assert caught.value.status == 502 and "over the limit of 2000" in str(caught.value)


def test_a_chunked_reply_is_cut_at_the_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(upstream_module, "MAX_REPLY_BYTES", 8 * 1024)
    flood = ChunkedFlood(parts=4000)
    with ProxyServer(flood) as server, pytest.raises(upstream_module.ProxyError) as caught:
        asyncio.run(complete(server.url + "/v1"))
    assert caught.value.status == 502 and "over the limit of 8192 bytes" in str(caught.value)


def test_a_reply_within_the_bound_is_read_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(upstream_module, "MAX_REPLY_BYTES", 64 * 1024)
    with ProxyServer(ChunkedFlood(parts=20)) as server:
        reply = asyncio.run(complete(server.url + "/v1"))
    assert reply.status == 200 and len(reply.body) == 20 * 1024
