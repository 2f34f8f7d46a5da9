"""``serve --rpm/--tpm``: every request the proxy sends upstream (clients' and certificate probes
alike) waits for one limiter, in process or shared by every replica through Redis (issue 24).

The limiters run on a fake sleep that only records: each wait is the one the bucket computed
(the Redis script's, on Redis's clock), never a wall-clock measurement.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import _redis
import httpx
import pytest
from _faketime import FakeTime

from warrantguard.models import RateLimiter, TokenBucket, shared_rate_limiter

from .conftest import KEY, pairwise

# the shared Redis fixtures (tests/_redis.py)
redis_server, redis_url, redis_prefix = _redis.redis_server, _redis.redis_url, _redis.redis_prefix

QUESTION = "Is a train or a motorcycle better for commuting?"


class CountingBucket(TokenBucket):
    """An in-process bucket counting what it lets through."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.acquired = 0

    async def acquire(self, amount: float = 1.0) -> float:
        waited = await super().acquire(amount)
        self.acquired += 1
        return waited


def _traffic(url: str, certified: int = 2) -> list[int]:
    """``certified`` certified questions (the answer and the certificate's probes go upstream) and
    one request passed through; their status codes."""
    headers = {"authorization": f"Bearer {KEY}"}
    codes = [httpx.post(url + "/chat/completions", json={"model": "m", "messages": pairwise(QUESTION)},
                        headers={**headers, "x-warrant-stakes": "low"}, timeout=60).status_code
             for _ in range(certified)]
    plain = httpx.post(url + "/chat/completions", json={"model": "m", "messages": pairwise("Say hi.")},
                       headers=headers, timeout=60)
    return [*codes, plain.status_code]


def _limited_proxy(make_proxy: Callable[..., str], limiter: Any, **config: Any) -> str:
    """A proxy whose Guard certifies with the upstream itself (lexical probes), under ``limiter``."""
    return make_proxy(guard_factory=None, guard_options={"generator": "lexical"}, rate_limiter=limiter, **config)


def test_every_upstream_request_waits_for_the_limit(make_proxy: Callable[..., str],
                                                    upstream: tuple[Any, str]) -> None:
    t = FakeTime()
    bucket = CountingBucket(3, clock=t.clock, sleep=t.sleep)  # 3 a minute: one per 20 s after the first 3
    url = _limited_proxy(make_proxy, RateLimiter(requests=bucket))
    assert _traffic(url) == [200, 200, 200]
    sent = len(upstream[0].requests)
    assert sent > 3  # two answers, their probes, the passed-through request
    assert bucket.acquired == sent  # each one went through the limiter, probes included
    assert len(t.sleeps) == sent - 3  # the first three at once, every later one after its refill


def test_two_proxies_share_one_bucket_through_redis(make_proxy: Callable[..., str], upstream: tuple[Any, str],
                                                    redis_url: str, redis_prefix: str) -> None:
    t = FakeTime()

    def limiter() -> RateLimiter:  # each replica its own connection; one key
        return shared_rate_limiter(redis_url, rpm=6, name=redis_prefix, instances=2, horizon=3600.0,
                                   max_wait=7200.0, sleep=t.sleep, clock=t.clock)

    first, second = _limited_proxy(make_proxy, limiter()), _limited_proxy(make_proxy, limiter())
    assert _traffic(first) + _traffic(second) == [200] * 6
    sent = len(upstream[0].requests)
    waits = sorted(t.sleeps)
    # one burst of 6 for both replicas, then one turn per 10 s (Redis's clock), never a turn shared
    assert len(waits) == sent - 6
    assert waits == pytest.approx([10.0 * k for k in range(1, sent - 5)], abs=2.0)
    assert sum(w <= 60.0 for w in waits) <= 6  # the first minute: the burst and one minute's refill


def test_redis_down_the_proxy_answers_and_counts_it(make_proxy: Callable[..., str], redis_server: Any,
                                                    redis_url: str, redis_prefix: str) -> None:
    t = FakeTime()
    limiter = shared_rate_limiter(redis_url, rpm=600, name=redis_prefix, instances=3, timeout=0.2,
                                  sleep=t.sleep, clock=t.clock)
    url = _limited_proxy(make_proxy, limiter)
    redis_server.stop()
    try:
        assert _traffic(url, certified=1) == [200, 200]
        metrics = httpx.get(url.removesuffix("/v1") + "/metrics", timeout=10).text
    finally:
        redis_server.start()
    series = 'warrantguard_shared_backend_errors_total{backend="redis",part="ratelimit"} '
    counted = [float(line.removeprefix(series)) for line in metrics.splitlines() if line.startswith(series)]
    assert counted and counted[0] >= 1  # the failed call, and each probe every 5 s (on the fake clock)
    assert not limiter.requests.shared and limiter.requests.fallback.capacity == 200  # 600 / 3


def test_a_wait_past_max_wait_is_a_429(make_proxy: Callable[..., str], upstream: tuple[Any, str],
                                       redis_url: str, redis_prefix: str) -> None:
    limiter = shared_rate_limiter(redis_url, rpm=1, name=redis_prefix, max_wait=5.0)
    url = _limited_proxy(make_proxy, limiter)
    headers = {"authorization": f"Bearer {KEY}"}
    body = {"model": "m", "messages": pairwise("Say hi.")}
    assert httpx.post(url + "/chat/completions", json=body, headers=headers, timeout=30).status_code == 200
    busy = httpx.post(url + "/chat/completions", json=body, headers=headers, timeout=30)
    assert busy.status_code == 429 and busy.json()["error"]["code"] == "rate_limit_exceeded"
    assert len(upstream[0].requests) == 1


def test_a_litellm_upstreams_probes_wait_too() -> None:
    from warrantguard.adapters.proxy import ProxyConfig, ProxyServer, create_app

    t = FakeTime()
    bucket = CountingBucket(1000, clock=t.clock, sleep=t.sleep)
    config = ProxyConfig(model="openai/gpt-4o-mini", upstream_api_key="sk-not-used", api_keys=(KEY,),
                         upstream_params={"mock_response": "I recommend train."},
                         guard_options={"generator": "lexical"}, rate_limiter=RateLimiter(requests=bucket))
    with ProxyServer(create_app(config)) as proxy:
        response = httpx.post(proxy.url + "/v1/chat/completions", timeout=60,
                              json={"model": "m", "messages": pairwise(QUESTION)},
                              headers={"authorization": f"Bearer {KEY}", "x-warrant-stakes": "low"})
    assert response.status_code == 200 and response.json()["warrant"]["status"] != "not_run"
    assert bucket.acquired > 1  # the answer and the certificate's probes (litellm calls, mock_response)


def test_a_requests_tokens_are_estimated_from_its_body() -> None:
    from warrantguard.adapters.proxy._limits import body_tokens

    text = {"role": "user", "content": "x" * 400}
    parts = {"role": "user", "content": [{"type": "text", "text": "y" * 40}, {"type": "image_url"}]}
    assert body_tokens({"messages": [text]}) == 100 + 64  # no max_tokens: 64 allowed
    assert body_tokens({"messages": [text, parts], "max_tokens": 10, "n": 3}) == 110 + 30
    assert body_tokens({"messages": [text], "max_completion_tokens": 5, "max_tokens": 50}) == 105
    assert body_tokens({"messages": "junk", "max_tokens": True, "n": 10**9}) == 64  # untrusted: bounded
