"""Span attributes for certificates, tiers, LLM calls and decisions (plain dicts, no OpenTelemetry).

LLM-call attributes follow the OpenTelemetry GenAI semantic conventions
(``gen_ai.operation.name``, ``gen_ai.request.model``, ``gen_ai.provider.name``,
``gen_ai.usage.input_tokens``, ``gen_ai.response.finish_reasons``...); everything of
ours is under ``warrantguard.*``. ``gen_ai.request.model`` is the model name without
litellm's provider prefix (``openai/gpt-4o-mini`` → ``gpt-4o-mini``), the full string
is ``warrantguard.model``; ``gen_ai.provider.name`` (required by the conventions) is
always set: from the prefix, else from the model family, else the tracer's default,
else ``_OTHER``.
Prompt and answer text appear only in the ``*_content`` functions, which the tracer
calls only when content capture was opted into.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from warrantguard.guard.spi import Certificate, ChatRequest, ChatResponse, Purpose, TierOutcome

__all__ = [
    "Call",
    "call_attributes",
    "call_content",
    "certificate_attributes",
    "certificate_content",
    "decision_attributes",
    "finish_reasons",
    "is_reference",
    "provider_name",
    "reference_response_id",
    "request_model",
    "tier_attributes",
]

Attributes = dict[str, Any]

# litellm model prefixes -> gen_ai.provider.name well-known values
_PROVIDERS = {
    "openai": "openai", "text-completion-openai": "openai", "anthropic": "anthropic",
    "gemini": "gcp.gemini", "vertex_ai": "gcp.vertex_ai", "vertex_ai_beta": "gcp.vertex_ai",
    "bedrock": "aws.bedrock", "azure": "azure.ai.openai", "azure_ai": "azure.ai.inference",
    "cohere": "cohere", "cohere_chat": "cohere", "mistral": "mistral_ai", "groq": "groq",
    "deepseek": "deepseek", "xai": "x_ai", "perplexity": "perplexity", "watsonx": "ibm.watsonx.ai",
}
# other litellm provider prefixes: a custom provider name of their own (and stripped from the request model)
_PREFIXES = frozenset({
    *_PROVIDERS, "openrouter", "together_ai", "ollama", "ollama_chat", "huggingface", "hosted_vllm", "vllm",
    "fireworks_ai", "replicate", "sagemaker", "databricks", "nvidia_nim", "cerebras", "sambanova", "lm_studio",
    "openai_like", "anyscale", "deepinfra", "cloudflare", "ai21", "nlp_cloud", "aleph_alpha", "predibase",
    "friendliai", "github", "litellm_proxy", "local", "custom_openai", "llamafile", "volcengine", "dashscope",
})
# unprefixed model names by family (what litellm itself infers for bare names)
_FAMILIES = (
    (("gpt-", "chatgpt-", "o1", "o3", "o4", "text-davinci", "davinci", "babbage", "text-embedding", "omni-",
      "computer-use-"), "openai"),
    (("claude",), "anthropic"), (("gemini",), "gcp.gemini"),
    (("mistral", "mixtral", "codestral", "ministral", "pixtral", "magistral", "devstral"), "mistral_ai"),
    (("command",), "cohere"), (("deepseek",), "deepseek"), (("grok",), "x_ai"), (("sonar",), "perplexity"),
)
OTHER_PROVIDER = "_OTHER"


class Call(NamedTuple):
    """One LLM call attempt as the ``llm_call`` hook reported it (a tuple: cheap to buffer)."""

    model: str
    request: ChatRequest
    response: ChatResponse | None
    start: float
    end: float
    error: BaseException | None


def _prefix(model: str) -> str | None:
    """litellm's provider prefix of ``model`` (``openai`` of ``openai/gpt-4o``), when it has one."""
    head, slash, _ = model.partition("/")
    return head if slash and head in _PREFIXES else None


@lru_cache(maxsize=512)
def provider_name(model: str, default: str | None = None) -> str:
    """The GenAI ``gen_ai.provider.name`` of a model string: a well-known value when one applies.

    litellm's prefix first (``anthropic/...``; an unlisted prefix is its own custom
    value), then the family of a bare name (``gpt-4o`` → ``openai``), then ``default``
    (what the caller knows, e.g. an OpenAI-compatible endpoint), else ``_OTHER``.
    """
    prefix = _prefix(model)
    if prefix is not None:
        return _PROVIDERS.get(prefix, prefix)
    name = model.rsplit("/", 1)[-1].lower()
    for starts, provider in _FAMILIES:
        if name.startswith(starts):
            return provider
    return default or OTHER_PROVIDER


def request_model(model: str) -> str:
    """``gen_ai.request.model``: the model name without litellm's provider prefix."""
    return model.split("/", 1)[1] if _prefix(model) is not None else model


def finish_reasons(raw: Any) -> tuple[str, ...] | None:
    """The finish reason of every choice of a provider response (an object or OpenAI JSON), when known."""
    choices = raw.get("choices") if isinstance(raw, dict) else getattr(raw, "choices", None)
    if not isinstance(choices, list) or not choices:
        return None
    reasons = [c.get("finish_reason") if isinstance(c, dict) else getattr(c, "finish_reason", None)
               for c in choices[:128]]
    return tuple(r for r in reasons if isinstance(r, str)) or None


def _field(raw: Any, name: str) -> Any:
    return raw.get(name) if isinstance(raw, dict) else getattr(raw, name, None)


def is_reference(request: ChatRequest) -> bool:
    """True for the reference answer: an answer call that serves no tier, at temperature 0."""
    return request.purpose is Purpose.ANSWER and request.tier is None and request.temperature == 0


def reference_response_id(calls: Sequence[Call]) -> str | None:
    """The provider's response id of the reference answer (what the certificate evaluates)."""
    for call in calls:
        if call.response is not None and is_reference(call.request):
            rid = _field(call.response.raw, "id")
            return rid if isinstance(rid, str) else None
    return None


@lru_cache(maxsize=512)
def _request_attributes(model: str, temperature: float, json_out: bool, purpose: str, max_tokens: int | None,
                        seed: int | None, samples: int, tier: int | None, provider: str | None) -> Attributes:
    """The request half of a call span's attributes (shared, never mutated: callers copy it)."""
    attrs: Attributes = {
        "gen_ai.operation.name": "chat",
        "gen_ai.provider.name": provider_name(model, provider),
        "gen_ai.request.model": request_model(model),
        "gen_ai.request.temperature": float(temperature),
        "gen_ai.output.type": "json" if json_out else "text",
        "warrantguard.model": model,
        "warrantguard.call.purpose": purpose,
    }
    if max_tokens:
        attrs["gen_ai.request.max_tokens"] = max_tokens
    if seed is not None:
        attrs["gen_ai.request.seed"] = seed
    if samples != 1:
        attrs["gen_ai.request.choice.count"] = samples
    if tier is not None:
        attrs["warrantguard.tier"] = tier
    return attrs


def call_attributes(call: Call, provider: str | None = None) -> Attributes:
    """GenAI attributes of an LLM-call span (no content); the tier is the request's, ``provider``
    the provider name for models whose name does not tell."""
    req, resp = call.request, call.response
    attrs = dict(_request_attributes(call.model, req.temperature, req.json, req.purpose.value, req.max_tokens,
                                     req.seed, req.samples, req.tier, provider))
    if resp is not None:
        attrs["gen_ai.usage.input_tokens"] = resp.prompt_tokens
        attrs["gen_ai.usage.output_tokens"] = resp.completion_tokens
        if resp.cost:
            attrs["warrantguard.call.cost_usd"] = float(resp.cost)
        if (raw := resp.raw) is not None:
            _raw_attributes(raw, attrs)
    if call.error is not None:
        attrs["error.type"] = type(call.error).__qualname__
    return attrs


def _raw_attributes(raw: Any, attrs: Attributes) -> None:
    rid, model = _field(raw, "id"), _field(raw, "model")
    if isinstance(rid, str):
        attrs["gen_ai.response.id"] = rid
    if isinstance(model, str):
        attrs["gen_ai.response.model"] = model
    if (reasons := finish_reasons(raw)) is not None:
        attrs["gen_ai.response.finish_reasons"] = reasons


def call_content(call: Call) -> Attributes:
    """Opt-in: the messages sent and the texts received, in the GenAI JSON message format."""
    sent = [{"role": m.get("role", "user"), "parts": [{"type": "text", "content": m.get("content", "")}]}
            for m in call.request.messages]
    attrs: Attributes = {"gen_ai.input.messages": json.dumps(sent, ensure_ascii=False)}
    if call.response is not None:
        reasons = finish_reasons(call.response.raw) or ()
        got = [{"role": "assistant", "parts": [{"type": "text", "content": t}],
                "finish_reason": reasons[i] if i < len(reasons) else "stop"} for i, t in enumerate(call.response.texts)]
        attrs["gen_ai.output.messages"] = json.dumps(got, ensure_ascii=False)
    return attrs


def certificate_attributes(cert: Certificate) -> Attributes:
    """``warrantguard.*`` attributes of a certificate span (no prompt or answer text)."""
    attrs: Attributes = {
        "warrantguard.warrant": int(cert.warrant),
        "warrantguard.warrant.label": cert.warrant.label,
        "warrantguard.complete": cert.complete,
        "warrantguard.formed": cert.formed,
        "warrantguard.rule": cert.rule,
        "warrantguard.strategy": cert.strategy,
        "warrantguard.probes": sum(t.probes for t in cert.tiers),
        "warrantguard.violations": sum(t.violations for t in cert.tiers),
        "warrantguard.invalid": sum(t.invalid for t in cert.tiers),
        "warrantguard.tiers.status": [t.status.value for t in sorted(cert.tiers, key=lambda t: t.tier)],
        "warrantguard.lexicographic_score": cert.lexicographic_score,
        "warrantguard.overconfident": cert.overconfident,
        "warrantguard.usage.calls": cert.usage.calls,
        "warrantguard.usage.input_tokens": cert.usage.prompt_tokens,
        "warrantguard.usage.output_tokens": cert.usage.completion_tokens,
        "warrantguard.usage.cost_usd": float(cert.usage.cost),
    }
    optional = {"warrantguard.first_failed_tier": cert.first_failed_tier,
                "warrantguard.pooled_score": cert.pooled_score, "warrantguard.confidence": cert.confidence,
                "warrantguard.belief": cert.belief,
                "warrantguard.belief_action_consistent": cert.belief_action_consistent}
    attrs.update({k: v for k, v in optional.items() if v is not None})
    return attrs


def certificate_content(cert: Certificate) -> Attributes:
    """Opt-in: the question, options, context, recommendation and reversal contexts."""
    attrs: Attributes = {"warrantguard.prompt": cert.prompt,
                         "warrantguard.options": [cert.option_a, cert.option_b]}
    if cert.context:
        attrs["warrantguard.context"] = cert.context
    if cert.recommendation is not None:
        attrs["warrantguard.recommendation"] = cert.recommendation
    if cert.reversals:
        attrs["warrantguard.reversals"] = [r.context or r.prompt for r in cert.reversals]
    return attrs


def tier_attributes(outcome: TierOutcome) -> Attributes:
    """``warrantguard.tier.*`` attributes of a tier span."""
    attrs: Attributes = {
        "warrantguard.tier": outcome.tier, "warrantguard.tier.name": outcome.name,
        "warrantguard.tier.status": outcome.status.value, "warrantguard.tier.planned": outcome.planned,
        "warrantguard.tier.probes": outcome.probes, "warrantguard.tier.violations": outcome.violations,
        "warrantguard.tier.invalid": outcome.invalid,
    }
    if outcome.violation_rate is not None:
        attrs["warrantguard.tier.violation_rate"] = outcome.violation_rate
    return attrs


def decision_attributes(decision: Any, *, capture_content: bool) -> Attributes:
    """``warrantguard.decision.*`` and ``warrantguard.review.id`` (the reason only when opted in:
    it quotes the contexts in which the preference reversed)."""
    attrs: Attributes = {"warrantguard.decision.action": str(decision.action),
                         "warrantguard.decision.stakes": str(decision.stakes)}
    triggers = getattr(decision, "triggers", None)
    if triggers:
        attrs["warrantguard.decision.triggers"] = [str(t) for t in triggers]
    if getattr(decision, "review_id", None):
        attrs["warrantguard.review.id"] = decision.review_id
    if capture_content and getattr(decision, "reason", None):
        attrs["warrantguard.decision.reason"] = decision.reason
    return attrs
