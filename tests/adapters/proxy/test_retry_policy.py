"""The proxy retries the client's own request with the engine's one retry policy (``RetryPolicy``)."""

from __future__ import annotations

import asyncio

import pytest

from warrantguard import RetryPolicy
from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer
from warrantguard.adapters.proxy._upstream import HTTPUpstream
from warrantguard.testing import ScriptedModel


def test_the_policy_follows_the_config_and_the_clients_count() -> None:
    config = ProxyConfig(base_url="http://up/v1", retries=2, retry_backoff=0.1)
    assert config.client_retry() == RetryPolicy(attempts=3, initial=0.1, maximum=2.0)
    assert config.client_retry(0).attempts == 1
    assert config.client_retry(50).attempts == 11  # bounded


def test_the_upstreams_wait_as_the_policy_says(monkeypatch: pytest.MonkeyPatch) -> None:
    waits: list[int] = []
    monkeypatch.setattr(RetryPolicy, "backoff", lambda self, attempt: waits.append(attempt) or 0.0)

    async def forward(url: str) -> int:
        up = HTTPUpstream(ProxyConfig(base_url=url, retries=3))
        try:
            return (await up.complete({"model": "m", "messages": [{"role": "user", "content": "hi"}]})).status
        finally:
            await up.aclose()

    with ProxyServer(FakeUpstream(ScriptedModel("train"), fail_first=2)) as server:
        assert asyncio.run(forward(server.url + "/v1")) == 200
    assert waits == [1, 2]
