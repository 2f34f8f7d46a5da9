"""The upstream's cookies belong to no client: the shared upstream clients keep none.

httpx clients keep a cookie jar and send what it holds on every later request. The proxy's
upstream clients are shared by every client of the proxy, so a session or affinity cookie the
upstream set while answering client A would ride on client B's requests (and on the probes).
"""

from __future__ import annotations

import httpx

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app

from .conftest import pairwise


def test_a_cookie_the_upstream_sets_is_never_sent_back_to_it() -> None:
    fake = FakeUpstream(None)
    with ProxyServer(fake) as up:
        app = create_app(ProxyConfig(base_url=up.url + "/v1", max_connections=1))
        with ProxyServer(app) as proxy, httpx.Client(timeout=30) as client:
            for tenant in ("a", "b", "c"):
                reply = client.post(proxy.url + "/v1/chat/completions",
                                    json={"model": "m", "messages": pairwise(f"hello from {tenant}")})
                assert reply.status_code == 200 and "set-cookie" not in reply.headers
    assert len(fake.request_headers) == 3
    assert all("cookie" not in headers for headers in fake.request_headers), fake.request_headers
