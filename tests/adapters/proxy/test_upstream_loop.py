"""Issue 11: the upstream model's sampling loop is bounded and stops when the client goes away."""

from __future__ import annotations

import asyncio

import httpx
import pytest

from warrantguard.adapters.proxy import HTTPUpstream, ProxyConfig, ProxyServer, create_app
from warrantguard.adapters.proxy._upstream import UpstreamEmptyError
from warrantguard.guard import ChatRequest

from .conftest import pairwise
from .servers import ENGINE_MARKERS, ProbeTrap, wait_until

PROBE = ({"role": "user", "content": f"Which is safer, motorcycle or train? {ENGINE_MARKERS[0]}: motorcycle, train."},)


def sample(trap: ProbeTrap, samples: int) -> list[str]:
    """Ask the trap for ``samples`` completions through the proxy's upstream chat model."""
    with ProxyServer(trap) as server:
        upstream = HTTPUpstream(ProxyConfig(base_url=server.url + "/v1"))

        async def ask() -> list[str]:
            try:
                return (await upstream.focal("m").complete(ChatRequest(PROBE, temperature=1.0, samples=samples))).texts
            finally:
                await upstream.aclose()

        return asyncio.run(ask())


def test_an_upstream_that_returns_no_choices_is_asked_a_bounded_number_of_times() -> None:
    trap = ProbeTrap("empty")
    with pytest.raises(UpstreamEmptyError, match="no choices"):
        sample(trap, 10)
    assert 1 <= trap.probe_requests <= 10 + 2


def test_an_upstream_that_ignores_n_is_asked_once_per_sample() -> None:
    trap = ProbeTrap("one")
    assert sample(trap, 5) == ["train"] * 5
    assert trap.probe_requests == 5


def test_fewer_samples_than_asked_are_returned_as_they_are() -> None:
    trap = ProbeTrap("once")
    assert sample(trap, 10) == ["train"]
    assert trap.probe_requests <= 10 + 2


def trap_proxy(trap: ProbeTrap, upstream: ProxyServer) -> ProxyServer:
    """A proxy whose default Guard probes the trap (lexical generator: no generator calls)."""
    config = ProxyConfig(base_url=upstream.url + "/v1", guard_options={"generator": "lexical"}, timeout=60)
    return ProxyServer(create_app(config))


def test_a_certified_request_gets_an_answer_when_probes_return_no_choices() -> None:
    trap = ProbeTrap("empty")
    with ProxyServer(trap) as up, trap_proxy(trap, up) as proxy:
        body = {"model": "m", "messages": pairwise(), "warrant": {"options": ["motorcycle", "train"]}}
        response = httpx.post(proxy.url + "/v1/chat/completions", json=body, timeout=120)
    assert response.status_code == 200, response.text
    assert response.json()["choices"][0]["message"]["content"] == "I recommend train."
    assert response.json()["warrant"]["status"] != "success"
    assert 1 <= trap.probe_requests <= 200


def test_a_client_that_goes_away_cancels_the_upstream_probes() -> None:
    trap = ProbeTrap("hang")
    with ProxyServer(trap) as up, trap_proxy(trap, up) as proxy:
        body = {"model": "m", "messages": pairwise(), "warrant": {"options": ["motorcycle", "train"]}}
        with pytest.raises(httpx.ReadTimeout):
            httpx.post(proxy.url + "/v1/chat/completions", json=body, timeout=httpx.Timeout(60, read=2))
        assert wait_until(lambda: trap.abandoned >= 1 and trap.open_probes == 0, timeout=30)
        asked = trap.probe_requests
        assert httpx.get(proxy.url + "/healthz", timeout=30).status_code == 200
    assert trap.probe_requests == asked
