"""Malformed input, limits, authentication, upstream failures, secrets, metrics."""

from __future__ import annotations

import socket
from collections.abc import Callable

import httpx
import pytest

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app
from warrantguard.testing import ScriptedModel

from .conftest import KEY, UPSTREAM_KEY, pairwise, scripted_guard

AUTH = {"authorization": f"Bearer {KEY}"}


def post(url: str, **kwargs: object) -> httpx.Response:
    headers = {**AUTH, **kwargs.pop("headers", {})}  # type: ignore[dict-item]
    return httpx.post(url + "/chat/completions", headers=headers, timeout=30, **kwargs)  # type: ignore[arg-type]


def assert_openai_error(response: httpx.Response, status: int) -> dict:
    assert response.status_code == status, response.text
    error = response.json()["error"]
    assert {"message", "type", "param", "code"} <= set(error)
    return error


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b'{"model": "m"}', b'{"messages": [1]}',
                                     b'{"messages": [{"role": "user"}], "stream": "yes"}',
                                     b'{"model": "m", "messages": [{"role": "user", "content": "a or b?"}], '
                                     b'"warrant": {"options": ["only one"]}}'])
def test_malformed_requests_get_400(make_proxy: Callable[..., str], content: bytes) -> None:
    assert_openai_error(post(make_proxy(), content=content), 400)


def test_body_limit_gets_413(make_proxy: Callable[..., str]) -> None:
    url = make_proxy(max_body_bytes=1000)
    body = {"model": "m", "messages": pairwise("x" * 2000)}
    assert_openai_error(post(url, json=body), 413)


def test_missing_key_gets_401_and_open_routes_stay_open(make_proxy: Callable[..., str]) -> None:
    url = make_proxy()
    assert_openai_error(httpx.post(url + "/chat/completions", json={}), 401)
    assert_openai_error(httpx.get(url + "/models"), 401)
    assert httpx.get(url.removesuffix("/v1") + "/healthz").json() == {"status": "ok"}


def test_unknown_route_is_an_openai_style_404(make_proxy: Callable[..., str]) -> None:
    assert_openai_error(httpx.get(make_proxy() + "/nothing"), 404)


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_unreachable_upstream_gets_502_without_the_key(make_proxy: Callable[..., str]) -> None:
    url = make_proxy(base_url=f"http://127.0.0.1:{_closed_port()}/v1", retries=1)
    for body in ({"model": "m", "messages": pairwise("hi")}, {"model": "m", "messages": pairwise(), "warrant": {}}):
        response = post(url, json=body)
        error = assert_openai_error(response, 502)
        assert error["code"] == "upstream_failed" and UPSTREAM_KEY not in response.text


def test_transient_upstream_failures_are_retried() -> None:
    fake = FakeUpstream(ScriptedModel("train"), fail_first=2)
    with ProxyServer(fake) as up:
        app = create_app(ProxyConfig(base_url=up.url + "/v1", retries=2, retry_backoff=0.01))
        with ProxyServer(app) as proxy:
            response = httpx.post(proxy.url + "/v1/chat/completions", json={"model": "m", "messages": pairwise("x")})
    assert response.status_code == 200 and len(fake.requests) == 3


def test_persistent_upstream_failure_is_a_502() -> None:
    fake = FakeUpstream(ScriptedModel("train"), fail_first=100, fail_status=500)
    with ProxyServer(fake) as up:
        app = create_app(ProxyConfig(base_url=up.url + "/v1", retries=2, retry_backoff=0.01))
        with ProxyServer(app) as proxy:
            for stream in (False, True):
                body = {"model": "m", "messages": pairwise("x"), "stream": stream}
                assert_openai_error(httpx.post(proxy.url + "/v1/chat/completions", json=body), 502)
    assert len(fake.requests) == 6


def test_upstream_4xx_passes_through_unchanged(make_proxy: Callable[..., str]) -> None:
    url = make_proxy(upstream_api_key="sk-wrong-key")
    response = post(url, json={"model": "m", "messages": pairwise("hi")})
    assert response.status_code == 401 and response.json()["error"]["message"] == "bad upstream key"


def test_upstream_key_is_never_echoed(make_proxy: Callable[..., str], upstream) -> None:
    fake, _ = upstream
    url = make_proxy()
    response = post(url, json={"model": "m", "messages": pairwise(), "warrant": {}})
    assert response.json()["warrant"]["status"] == "success"
    assert UPSTREAM_KEY not in response.text and UPSTREAM_KEY not in str(response.headers)
    assert UPSTREAM_KEY not in repr(ProxyConfig(base_url="http://x/v1", upstream_api_key=UPSTREAM_KEY))
    assert all(a == f"Bearer {UPSTREAM_KEY}" for a in fake.authorizations)


def test_metrics_count_modes_and_outcomes(make_proxy: Callable[..., str]) -> None:
    url = make_proxy(guard_factory=lambda focal: scripted_guard())
    post(url, json={"model": "m", "messages": pairwise("hi")})
    post(url, json={"model": "m", "messages": pairwise(), "warrant": {}})
    text = httpx.get(url.removesuffix("/v1") + "/metrics").text
    assert 'warrantguard_proxy_requests_total{mode="passthrough",model="m",status="200"} 1.0' in text
    assert 'warrantguard_proxy_certificates_total{model="m",status="success",warrant="strong"} 1.0' in text
    from prometheus_client.parser import text_string_to_metric_families

    families = {f.name: f for f in text_string_to_metric_families(text)}
    certs = families["warrantguard_certificates"].samples  # the engine's warrant metrics, same registry
    assert sum(s.value for s in certs if s.name.endswith("_total")) == 1.0


def test_openapi_schema_is_published(make_proxy: Callable[..., str]) -> None:
    schema = httpx.get(make_proxy().removesuffix("/v1") + "/openapi.json").json()
    assert {"/v1/chat/completions", "/v1/models", "/metrics", "/healthz"} <= set(schema["paths"])
    body = schema["paths"]["/v1/chat/completions"]["post"]["requestBody"]["content"]["application/json"]
    assert "warrant" in body["schema"]["properties"]
