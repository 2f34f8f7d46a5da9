"""The official openai SDK through the proxy sees what it would see from OpenAI (issue 14).

Upstream response headers (request id, rate limits, processing time, ``retry-after``)
on every path; one SDK call with ``max_retries=2`` is at most three upstream attempts;
a certified stream asked with ``include_usage`` ends with OpenAI's ``choices: []`` usage chunk.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import httpx
import openai
import pytest

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app
from warrantguard.testing import ScriptedModel

from .conftest import KEY, QUESTION, pairwise, scripted_guard

FORWARDED = ("x-request-id", "openai-processing-ms", "openai-version", "openai-organization",
             "x-ratelimit-limit-requests", "x-ratelimit-remaining-requests", "x-ratelimit-reset-requests",
             "x-ratelimit-limit-tokens", "x-ratelimit-remaining-tokens", "x-ratelimit-reset-tokens")
WARRANT = {"warrant": {"options": ["motorcycle", "train"]}}


def client(url: str, retries: int = 0) -> openai.OpenAI:
    return openai.OpenAI(base_url=url, api_key=KEY, max_retries=retries, timeout=30)


@pytest.fixture
def serve() -> Iterator[Callable[..., tuple[FakeUpstream, str]]]:
    """``serve(fake=..., **config)``: the fake upstream and a proxy in front of it; returns (fake, /v1 URL)."""
    servers: list[ProxyServer] = []

    def start(fake: FakeUpstream | None = None, **config: Any) -> tuple[FakeUpstream, str]:
        fake = fake or FakeUpstream(ScriptedModel("train"))
        up = ProxyServer(fake).start()
        options: dict[str, Any] = {"base_url": up.url + "/v1", "api_keys": (KEY,),
                                   "guard_factory": lambda focal: scripted_guard(), **config}
        proxy = ProxyServer(create_app(ProxyConfig(**options))).start()
        servers.extend([proxy, up])
        return fake, proxy.url + "/v1"

    yield start
    for server in servers:
        server.stop()


def assert_forwarded(headers: httpx.Headers, fake: FakeUpstream) -> None:
    missing = [name for name in FORWARDED if name not in headers]
    assert not missing, missing
    assert headers["x-request-id"] == fake.request_ids[-1] and headers["openai-organization"] == "fake-org"
    assert "set-cookie" not in headers  # an upstream session cookie is not the client's


@pytest.mark.parametrize("opted", [False, True], ids=["passthrough", "certified"])
def test_upstream_headers_and_request_id_reach_the_sdk(serve: Callable[..., Any], opted: bool) -> None:
    fake, url = serve()
    raw = client(url).chat.completions.with_raw_response.create(
        model="m", messages=pairwise(QUESTION if opted else "Say hi."), extra_body=WARRANT if opted else None)
    completion = raw.parse()
    assert_forwarded(raw.headers, fake)
    assert completion._request_id == fake.request_ids[-1]
    assert ("warrant" in (completion.model_extra or {})) is opted


@pytest.mark.parametrize("opted", [False, True], ids=["passthrough", "certified"])
def test_upstream_headers_reach_a_streaming_sdk_client(serve: Callable[..., Any], opted: bool) -> None:
    fake, url = serve()
    stream = client(url).chat.completions.create(
        model="m", messages=pairwise(QUESTION if opted else "Say hi."), stream=True,
        extra_body=WARRANT if opted else None)
    chunks = list(stream)
    assert_forwarded(stream.response.headers, fake)
    assert chunks and "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)


@pytest.mark.parametrize("stream", [False, True], ids=["json", "stream"])
@pytest.mark.parametrize("opted", [False, True], ids=["passthrough", "certified"])
def test_a_429_keeps_retry_after_and_the_rate_limit_headers(serve: Callable[..., Any], opted: bool,
                                                             stream: bool) -> None:
    fake, url = serve(FakeUpstream(ScriptedModel("train"), fail_first=100, fail_status=429, retry_after="7"))
    with pytest.raises(openai.RateLimitError) as info:
        client(url).chat.completions.create(model="m", messages=pairwise(), stream=stream,
                                            extra_body=WARRANT if opted else None)
    headers = info.value.response.headers
    assert headers["retry-after"] == "7" and headers["x-ratelimit-remaining-requests"]
    assert info.value.request_id == fake.request_ids[-1] and len(fake.requests) == 1
    assert info.value.body["type"] == "requests"  # the upstream's own error body


@pytest.mark.parametrize("status", [429, 500, 503])
@pytest.mark.parametrize("opted", [False, True], ids=["passthrough", "certified"])
def test_one_sdk_call_is_at_most_its_own_attempts_upstream(serve: Callable[..., Any], opted: bool,
                                                           status: int) -> None:
    fake, url = serve(FakeUpstream(ScriptedModel("train"), fail_first=100, fail_status=status,
                                   retry_after_ms="5"))
    with pytest.raises(openai.APIStatusError):
        client(url, retries=2).chat.completions.create(model="m", messages=pairwise(),
                                                       extra_body=WARRANT if opted else None)
    assert len(fake.requests) == 3  # the SDK's first try and its two retries, nothing multiplied


def test_proxy_side_retries_are_opt_in(serve: Callable[..., Any]) -> None:
    fake, url = serve(FakeUpstream(ScriptedModel("train"), fail_first=1))
    response = httpx.post(url + "/chat/completions", json={"model": "m", "messages": pairwise("x")},
                          headers={"authorization": f"Bearer {KEY}"}, timeout=30)
    assert response.status_code == 502 and len(fake.requests) == 1  # default: no proxy-side retry
    fake, url = serve(FakeUpstream(ScriptedModel("train"), fail_first=2), retries=2, retry_backoff=0.01)
    response = httpx.post(url + "/chat/completions", json={"model": "m", "messages": pairwise("x")},
                          headers={"authorization": f"Bearer {KEY}"}, timeout=30)
    assert response.status_code == 200 and len(fake.requests) == 3  # opted in: retried


@pytest.mark.parametrize("opted", [False, True], ids=["passthrough", "certified"])
def test_opted_in_retries_yield_to_a_client_that_retries_itself(serve: Callable[..., Any], opted: bool) -> None:
    fake, url = serve(FakeUpstream(ScriptedModel("train"), fail_first=100, fail_status=503, retry_after_ms="5"),
                      retries=2, retry_backoff=0.01)
    with pytest.raises(openai.InternalServerError) as info:
        client(url, retries=1).chat.completions.create(model="m", messages=pairwise(),
                                                       extra_body=WARRANT if opted else None)
    assert len(fake.requests) == 2  # x-stainless-retry-count: the SDK retries, the proxy does not
    assert info.value.response.headers["retry-after-ms"] == "5"
    assert not any(k.startswith("x-stainless") for h in fake.request_headers for k in h)


def test_certified_stream_ends_with_openais_usage_chunk(serve: Callable[..., Any]) -> None:
    _, url = serve()
    chunks = list(client(url).chat.completions.create(
        model="m", messages=pairwise(), stream=True, stream_options={"include_usage": True}, extra_body=WARRANT))
    *rest, last = chunks
    assert last.choices == [] and last.usage is not None and last.usage.total_tokens > 0
    assert all(c.usage is None and c.choices for c in rest)
    finish = rest[-1]
    assert finish.choices[0].finish_reason == "stop" and finish.model_extra["warrant"]["tier"] == "Strong Warrant"
    assert "".join(c.choices[0].delta.content or "" for c in rest) == "I recommend train."
    assert "warrant" not in (last.model_extra or {})


def test_certified_stream_without_include_usage_has_no_usage(serve: Callable[..., Any]) -> None:
    _, url = serve()
    chunks = list(client(url).chat.completions.create(model="m", messages=pairwise(), stream=True,
                                                      extra_body=WARRANT))
    assert all(c.choices and c.usage is None for c in chunks)
    assert chunks[-1].model_extra["warrant"]["status"] == "success"


def test_passthrough_stream_relays_the_usage_chunk(serve: Callable[..., Any]) -> None:
    _, url = serve()
    chunks = list(client(url).chat.completions.create(
        model="m", messages=pairwise("one two"), stream=True, stream_options={"include_usage": True}))
    assert chunks[-1].choices == [] and chunks[-1].usage is not None
    assert all(c.usage is None for c in chunks[:-1])


@pytest.fixture
def litellm_proxy() -> Iterator[Callable[[FakeUpstream], str]]:
    """A proxy whose upstream is a litellm model string reaching the fake through litellm's OpenAI client."""
    servers: list[ProxyServer] = []

    def start(fake: FakeUpstream) -> str:
        up = ProxyServer(fake).start()
        config = ProxyConfig(model="openai/fake-model", upstream_api_key="sk-loopback", api_keys=(KEY,),
                             upstream_params={"api_base": up.url + "/v1"}, guard_factory=lambda f: scripted_guard())
        proxy = ProxyServer(create_app(config)).start()
        servers.extend([proxy, up])
        return proxy.url + "/v1"

    yield start
    for server in servers:
        server.stop()


@pytest.mark.parametrize("opted", [False, True], ids=["passthrough", "certified"])
def test_a_litellm_upstream_forwards_the_providers_headers(litellm_proxy: Callable[..., str], opted: bool) -> None:
    fake = FakeUpstream(ScriptedModel("train"))
    raw = client(litellm_proxy(fake)).chat.completions.with_raw_response.create(
        model="m", messages=pairwise(QUESTION if opted else "Say hi."), extra_body=WARRANT if opted else None)
    assert raw.headers["x-request-id"] == fake.request_ids[-1] and raw.parse()._request_id == fake.request_ids[-1]
    assert raw.headers["x-ratelimit-remaining-tokens"] == "1999990" and "set-cookie" not in raw.headers


def test_a_litellm_upstreams_429_keeps_retry_after(litellm_proxy: Callable[..., str]) -> None:
    fake = FakeUpstream(ScriptedModel("train"), fail_first=100, fail_status=429, retry_after="7")
    with pytest.raises(openai.RateLimitError) as info:
        client(litellm_proxy(fake), retries=0).chat.completions.create(model="m", messages=pairwise())
    assert info.value.response.headers["retry-after"] == "7" and len(fake.requests) == 1
