"""An upstream closing a kept-alive connection as it is reused: the request is sent again on a new one.

Servers close idle keep-alive connections on a timer (uvicorn and vLLM after 5 s, httpx's own
default expiry too), so under load a request now and then goes out on a connection the server
is closing. The server never read it, so the proxy sends it once more on a new connection;
a request that fails on a fresh connection is not resent (that upstream really failed).
"""

from __future__ import annotations

import httpx
import pytest

from warrantguard import Guard, RetryPolicy
from warrantguard.adapters.proxy import ProxyConfig, ProxyServer, create_app

from .conftest import pairwise
from .servers import StaleKeepAlive


def post(url: str, client: httpx.Client, warrant: bool = False) -> httpx.Response:
    body: dict = {"model": "m", "messages": pairwise()}
    if warrant:
        body["warrant"] = {}
    return client.post(url + "/v1/chat/completions", json=body)


@pytest.mark.parametrize("drop", ["close", "reset"])
def test_a_request_on_a_connection_the_upstream_dropped_is_sent_again(drop: str) -> None:
    with StaleKeepAlive(served=1, drop=drop) as up:
        app = create_app(ProxyConfig(base_url=up.url, max_connections=1))
        with ProxyServer(app) as proxy, httpx.Client(timeout=30) as client:
            replies = [post(proxy.url, client) for _ in range(3)]
    assert [r.status_code for r in replies] == [200, 200, 200], [r.text for r in replies]
    assert up.answered == 3 and up.connections == 3


def test_the_certificates_probes_survive_dropped_connections() -> None:
    with StaleKeepAlive(served=1) as up:
        one_attempt = RetryPolicy(attempts=1)  # no engine retry hides a failed probe
        app = create_app(ProxyConfig(base_url=up.url, max_connections=2,
                                     guard_factory=lambda focal: Guard(focal, generator="lexical", retry=one_attempt)))
        with ProxyServer(app) as proxy, httpx.Client(timeout=30) as client:
            replies = [post(proxy.url, client, warrant=True) for _ in range(2)]
    assert [r.status_code for r in replies] == [200, 200]
    for reply in replies:
        warrant = reply.json()["warrant"]
        assert warrant["complete"], warrant["rule"]
        assert "unassessed" not in [tier["status"] for tier in warrant["tiers"]]


def test_a_request_failing_on_a_fresh_connection_is_not_sent_again() -> None:
    with StaleKeepAlive(served=0) as up:
        app = create_app(ProxyConfig(base_url=up.url))
        with ProxyServer(app) as proxy, httpx.Client(timeout=30) as client:
            reply = post(proxy.url, client)
    assert reply.status_code == 502
    assert up.connections == 1 and up.answered == 0


def test_a_refused_connection_is_not_sent_again() -> None:
    import asyncio
    import socket

    from warrantguard.adapters.proxy._upstream import HTTPUpstream

    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]  # bound, never listening: connections are refused

    async def scenario() -> list[str]:
        up = HTTPUpstream(ProxyConfig(base_url=f"http://127.0.0.1:{port}/v1"))
        _, fresh = up._session_pair()
        resent: list[str] = []
        original = fresh.request

        def spy(method: str, url: str, **kwargs: object) -> object:
            resent.append(url)
            return original(method, url, **kwargs)  # type: ignore[arg-type]

        fresh.request = spy  # type: ignore[method-assign]
        try:
            with pytest.raises(Exception) as caught:
                await up.complete({"model": "m", "messages": pairwise()})
            assert "502" in repr(caught.value) or getattr(caught.value, "status", None) == 502
            return resent
        finally:
            await up.aclose()

    assert asyncio.run(scenario()) == []
