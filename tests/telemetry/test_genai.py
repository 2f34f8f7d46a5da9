"""GenAI span attributes: the provider always named, the request model without litellm's prefix, finish reasons."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from prometheus_client import CollectorRegistry

from warrantguard import Guard
from warrantguard.guard import ChatRequest, ChatResponse
from warrantguard.telemetry import WarrantMetrics, WarrantTracing
from warrantguard.telemetry._attributes import Call, call_attributes, provider_name, request_model
from warrantguard.testing import ScriptedModel

from .conftest import QUESTION, Traces, parse, total


def call(model: str, raw: Any = None, texts: tuple[str, ...] = ("train",)) -> Call:
    request = ChatRequest(messages=({"role": "user", "content": "q"},), temperature=0.0, purpose="answer")
    return Call(model, request, ChatResponse(list(texts), 3, 1, raw=raw), 1.0, 2.0, None)


@pytest.mark.parametrize(("model", "provider"), [
    ("openai/gpt-4o-mini", "openai"), ("anthropic/claude-3-5-haiku", "anthropic"), ("gemini/gemini-2.0-flash",
                                                                                     "gcp.gemini"),
    ("gpt-4o-mini", "openai"), ("o3-mini", "openai"), ("claude-3-5-sonnet-latest", "anthropic"),
    ("gemini-1.5-pro", "gcp.gemini"), ("mistral-large-latest", "mistral_ai"), ("deepseek-chat", "deepseek"),
    ("grok-2", "x_ai"), ("command-r-plus", "cohere"), ("together_ai/meta-llama/Llama-3-8b", "together_ai"),
    ("ollama/llama3", "ollama"), ("scripted", "_OTHER"), ("meta-llama/Llama-3-8b", "_OTHER"),
])
def test_every_model_has_a_provider_name(model: str, provider: str) -> None:
    assert provider_name(model) == provider
    assert call_attributes(call(model))["gen_ai.provider.name"] == provider


@pytest.mark.parametrize(("model", "requested"), [
    ("openai/gpt-4o-mini", "gpt-4o-mini"), ("gpt-4o-mini", "gpt-4o-mini"),
    ("together_ai/meta-llama/Llama-3-8b", "meta-llama/Llama-3-8b"),
    ("meta-llama/Llama-3-8b", "meta-llama/Llama-3-8b"), ("scripted", "scripted"),
])
def test_request_model_drops_litellms_prefix_and_keeps_the_full_string(model: str, requested: str) -> None:
    attrs = call_attributes(call(model))
    assert request_model(model) == requested
    assert attrs["gen_ai.request.model"] == requested and attrs["warrantguard.model"] == model


def test_finish_reasons_from_the_response() -> None:
    litellm_like = SimpleNamespace(id="r1", model="gpt-4o-mini-2024", choices=[
        SimpleNamespace(finish_reason="stop"), SimpleNamespace(finish_reason="length")])
    assert call_attributes(call("gpt-4o-mini", litellm_like))["gen_ai.response.finish_reasons"] == ("stop",
                                                                                                    "length")
    as_json = {"id": "r2", "model": "m", "choices": [{"finish_reason": "stop"}]}
    attrs = call_attributes(call("m", as_json))
    assert attrs["gen_ai.response.finish_reasons"] == ("stop",) and attrs["gen_ai.response.id"] == "r2"
    assert "gen_ai.response.finish_reasons" not in call_attributes(call("m"))  # unknown: not made up


def test_a_tracer_default_provider_names_unknown_models(traces: Traces) -> None:
    Guard(ScriptedModel("train"), generator="lexical",
          hooks=[WarrantTracing(traces.provider, provider="openai")]).check(QUESTION)
    calls = traces.named("chat scripted")
    assert calls and {s.attributes["gen_ai.provider.name"] for s in calls} == {"openai"}


def test_litellm_calls_carry_provider_unprefixed_model_and_finish_reasons(traces: Traces) -> None:
    pytest.importorskip("litellm")
    guard = Guard("openai/gpt-4o-mini", generator="lexical", model_params={"mock_response": "train"},
                  hooks=[WarrantTracing(traces.provider)])
    guard.check(QUESTION)
    calls = traces.named("chat gpt-4o-mini")
    assert calls and not traces.named("chat openai/gpt-4o-mini")
    for span in calls:
        a = span.attributes
        assert a["gen_ai.provider.name"] == "openai" and a["gen_ai.request.model"] == "gpt-4o-mini"
        assert a["warrantguard.model"] == "openai/gpt-4o-mini"
        if "error.type" not in a:  # a call that failed (a timeout on a loaded machine) has no response
            assert set(a["gen_ai.response.finish_reasons"]) == {"stop"}
    assert any("gen_ai.response.finish_reasons" in s.attributes for s in calls)


@pytest.mark.parametrize("bad", ["x" * 300, "bad\nname", "", "{quote=\"}"])
def test_model_labels_that_are_not_names_become_other(bad: str) -> None:
    registry = CollectorRegistry()
    metrics = WarrantMetrics(registry)
    request = ChatRequest(messages=({"role": "user", "content": "q"},), temperature=0.0, purpose="answer")
    metrics.llm_call("run", bad, request, ChatResponse(["a"], 1, 1), 1.0, 2.0, None)
    s = parse(registry)
    assert total(s, "warrantguard_llm_calls_total", model="other") == 1
