"""Telemetry behind the proxy: the requested model as the label, one warrant vocabulary, GenAI spans."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import httpx
import pytest
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import CollectorRegistry
from prometheus_client.parser import text_string_to_metric_families

from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app
from warrantguard.testing import ScriptedModel

from .conftest import KEY, QUESTION, pairwise

WARRANTS = {"none", "conditional", "basic", "strong"}
AUTH = {"authorization": f"Bearer {KEY}"}
Samples = list[tuple[str, dict[str, str], float]]


@pytest.fixture
def proxy() -> Iterator[Callable[..., str]]:
    """``proxy(**config)``: a proxy whose Guard probes the fake upstream itself (lexical probes)."""
    servers: list[ProxyServer] = []

    def start(**config: Any) -> str:
        up = ProxyServer(FakeUpstream(ScriptedModel("train"))).start()
        options = {"base_url": up.url + "/v1", "api_keys": (KEY,), "registry": CollectorRegistry(),
                   "guard_options": {"generator": "lexical"}, **config}
        server = ProxyServer(create_app(ProxyConfig(**options))).start()
        servers.extend([server, up])
        return server.url

    yield start
    for server in servers:
        server.stop()


def ask(url: str, model: str, content: str = QUESTION, **extra: Any) -> httpx.Response:
    body = {"model": model, "messages": pairwise(content), **extra}
    response = httpx.post(url + "/v1/chat/completions", json=body, headers=AUTH, timeout=60)
    assert response.status_code == 200, response.text
    return response


def samples(url: str) -> Samples:
    text = httpx.get(url + "/metrics", timeout=30).text
    return [(s.name, s.labels, s.value) for f in text_string_to_metric_families(text) for s in f.samples]


def label_values(found: Samples, label: str) -> set[str]:
    return {labels[label] for _, labels, _ in found if label in labels}


def test_every_series_is_labelled_with_the_requested_model(proxy: Callable[..., str]) -> None:
    url = proxy()
    ask(url, "gpt-4o-mini", warrant={})
    ask(url, "fake-large", "Say hello.")
    found = samples(url)
    assert label_values(found, "model") == {"gpt-4o-mini", "fake-large"}
    certified = [s for s in found if s[0] == "warrantguard_certificates_total" and s[2]]
    assert {labels["model"] for _, labels, _ in certified} == {"gpt-4o-mini"}
    requests = {(labels["mode"], labels["model"]) for name, labels, v in found
                if name == "warrantguard_proxy_requests_total" and v}
    assert requests == {("certified", "gpt-4o-mini"), ("passthrough", "fake-large")}


def test_a_pinned_model_is_the_label(proxy: Callable[..., str]) -> None:
    url = proxy(model="pinned-model")
    ask(url, "whatever-the-client-says", warrant={})
    assert label_values(samples(url), "model") == {"pinned-model"}


def test_one_warrant_vocabulary(proxy: Callable[..., str]) -> None:
    url = proxy()
    ask(url, "m", warrant={})
    found = samples(url)
    assert not label_values(found, "tier") - {"0", "1", "2", "3"}  # probe tiers only, no display names
    assert label_values(found, "warrant") <= WARRANTS
    proxy_certs = [(labels, v) for name, labels, v in found if name == "warrantguard_proxy_certificates_total"]
    assert proxy_certs == [({"status": "success", "warrant": "strong", "model": "m"}, 1.0)]


def test_model_labels_stay_bounded(proxy: Callable[..., str]) -> None:
    url = proxy()
    for i in range(60):
        ask(url, f"model-{i}", "Say hello.")
    ask(url, "x" * 300, "Say hello.")
    ask(url, "bad\nname", "Say hello.")
    values = label_values(samples(url), "model")
    assert len(values) <= 51 and "other" in values
    assert not any(len(v) > 128 or "\n" in v for v in values)


def test_genai_spans_behind_the_proxy(proxy: Callable[..., str]) -> None:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    url = proxy(tracer_provider=provider)
    ask(url, "m", warrant={})
    calls = [s for s in exporter.get_finished_spans() if s.name.startswith("chat ")]
    assert calls and {s.name for s in calls} == {"chat m"}
    for span in calls:
        a = span.attributes or {}
        assert a["gen_ai.request.model"] == "m" and a["warrantguard.model"] == "m"
        assert a["gen_ai.provider.name"] == "openai"  # an OpenAI-compatible upstream
        assert a["gen_ai.response.finish_reasons"] and set(a["gen_ai.response.finish_reasons"]) == {"stop"}
    provider.shutdown()
