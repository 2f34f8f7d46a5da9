"""The default Guard certifies through the same upstream; litellm model strings work as upstreams."""

from __future__ import annotations

import json

import httpx

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app
from warrantguard.testing import ScriptedModel

from .conftest import QUESTION, pairwise


def test_default_guard_probes_the_same_upstream_with_the_clients_model() -> None:
    fake = FakeUpstream(ScriptedModel("train"))
    with ProxyServer(fake) as up:
        app = create_app(ProxyConfig(base_url=up.url + "/v1", guard_options={"generator": "lexical"}))
        with ProxyServer(app) as proxy:
            body = {"model": "client-model", "messages": pairwise(), "warrant": {"stakes": "low"}}
            response = httpx.post(proxy.url + "/v1/chat/completions", json=body, timeout=60)
    warrant = response.json()["warrant"]
    assert warrant["status"] == "success" and warrant["tier"] == "Strong Warrant"
    assert len(fake.requests) > 5 and {r["model"] for r in fake.requests} == {"client-model"}
    asked_afresh = [r for r in fake.requests if r["messages"][0]["content"] == QUESTION
                    and not any(m["role"] == "assistant" for m in r["messages"])]  # not a follow-up on the answer
    assert len(asked_afresh) == 1  # the client's own request only: check-only makes no reference call


def test_pinned_model_replaces_the_clients_model_upstream() -> None:
    fake = FakeUpstream(ScriptedModel("train"))
    with ProxyServer(fake) as up:
        app = create_app(ProxyConfig(base_url=up.url + "/v1", model="pinned", guard_options={"generator": "lexical"}))
        with ProxyServer(app) as proxy:
            httpx.post(proxy.url + "/v1/chat/completions", json={"model": "x", "messages": pairwise("hi")})
            httpx.post(proxy.url + "/v1/chat/completions", json={"model": "x", "messages": pairwise(), "warrant": {}},
                       timeout=60)
    assert {r["model"] for r in fake.requests} == {"pinned"}


def litellm_app(answer: str) -> ProxyServer:
    config = ProxyConfig(model="openai/gpt-4o-mini", upstream_api_key="sk-not-used",
                         upstream_params={"mock_response": answer}, guard_options={"generator": "lexical"})
    return ProxyServer(create_app(config))


def test_litellm_model_string_passes_through_and_streams() -> None:
    with litellm_app("Hello there friend") as proxy:
        url = proxy.url + "/v1/chat/completions"
        plain = httpx.post(url, json={"model": "any", "messages": pairwise("hi")}, timeout=60).json()
        streamed = httpx.post(url, json={"model": "any", "messages": pairwise("hi"), "stream": True}, timeout=60)
    assert plain["choices"][0]["message"]["content"] == "Hello there friend" and "warrant" not in plain
    events = [json.loads(line[6:]) for line in streamed.text.splitlines() if line.startswith("data: {")]
    assert "".join(e["choices"][0]["delta"].get("content") or "" for e in events if e["choices"]) == \
        "Hello there friend"
    assert streamed.text.rstrip().endswith("data: [DONE]")


def test_litellm_model_string_certifies() -> None:
    with litellm_app("Train.") as proxy:
        body = {"model": "any", "messages": pairwise(), "warrant": {"options": ["motorcycle", "train"]}}
        data = httpx.post(proxy.url + "/v1/chat/completions", json=body, timeout=120).json()
    assert data["choices"][0]["message"]["content"] == "Train."
    assert data["warrant"]["status"] == "success" and data["warrant"]["recommendation"] == "train"
