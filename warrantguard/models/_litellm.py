"""litellm model strings as :class:`ChatModel` objects (the engine's network I/O lives here)."""

from __future__ import annotations

import hashlib
import math
import os
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import replace
from typing import Any

from pydantic import SecretStr

from warrantguard.guard.spi import ChatRequest, ChatResponse, ConfigurationError, ModelCapabilities, register_secret
from warrantguard.models import _logprobs

__all__ = ["LiteLLMModel", "default_model_name", "price", "register_probabilities", "register_scheme"]

_SECRET_PARAMS = ("api_key", "azure_ad_token", "aws_secret_access_key", "aws_session_token", "vertex_credentials")
_ENDPOINT_PARAMS = ("api_base", "base_url", "api_version", "organization", "custom_llm_provider")


class LiteLLMModel:
    """A litellm model string (``"openai/gpt-4o-mini"``, ``"local/smollm2"``, ...).

    Extra keyword arguments (``api_base``, ``api_key``, ...) go to every call; secrets
    among them are held as ``SecretStr`` (never in ``repr`` or ``vars``) and registered
    for redaction. Multiple samples use the provider's ``n`` parameter when it supports it.
    ``probabilities`` (``True``/``False``) says whether the endpoint returns ``logprobs``
    (e.g. a vLLM ``openai/...`` with ``api_base``); ``None`` asks litellm.
    """

    def __init__(self, model: str, *, probabilities: bool | None = None, **params: Any) -> None:
        if not model or not isinstance(model, str):
            raise ConfigurationError("model string must be non-empty")
        if probabilities is not None and not isinstance(probabilities, bool):
            raise ConfigurationError(f"probabilities must be True, False or None, got {probabilities!r}")
        _ensure_scheme(model)
        self.name = model
        self.params = {k: v for k, v in params.items() if k not in _SECRET_PARAMS}
        self._secrets = {k: SecretStr(str(v)) for k, v in params.items() if k in _SECRET_PARAMS and v}
        for secret in self._secrets.values():
            register_secret(secret.get_secret_value())
        self._identity = _identity(model, self.params, self._secrets)
        self._n_supported: bool | None = None
        self._logprobs_explicit = probabilities  # logprobs block: see _supports_probabilities
        self._logprobs_supported: bool | None = probabilities

    def __repr__(self) -> str:
        return f"LiteLLMModel({self.name!r})"

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """Call ``litellm.acompletion`` and collect texts, tokens and cost."""
        import litellm

        if request.samples > 1 and not self._supports_n(litellm):
            parts = [await self.complete(replace(request, samples=1)) for _ in range(request.samples)]
            return _merge(parts)
        scored = await _scored_in_process(self.name, request)  # in-process providers (local/)
        if scored is not None:
            return scored
        logprobs = self._wants_logprobs(request)
        kwargs = self._kwargs(request)
        if logprobs:
            kwargs.update(_logprobs.request_params(request))
        response = await litellm.acompletion(**kwargs)
        texts = [(c.message.content or "") for c in (getattr(response, "choices", None) or [])]
        usage = getattr(response, "usage", None)
        return ChatResponse(
            texts=texts,
            prompt_tokens=int(getattr(usage, "prompt_tokens", 0) or 0),
            completion_tokens=int(getattr(usage, "completion_tokens", 0) or 0),
            cost=_cost(litellm, response),
            raw=response,
            probabilities=self._read_logprobs(response, request) if logprobs else None,
        )

    def _kwargs(self, request: ChatRequest) -> dict[str, Any]:
        kwargs: dict[str, Any] = {
            "model": self.name,
            "messages": [dict(m) for m in request.messages],
            "temperature": request.temperature,
            "num_retries": 0,
            **self.params,
            **{k: v.get_secret_value() for k, v in self._secrets.items()},
        }
        if request.max_tokens:
            kwargs["max_tokens"] = request.max_tokens
        if request.seed is not None:
            kwargs["seed"] = request.seed
        if request.samples > 1:
            kwargs["n"] = request.samples
        if self.name.startswith("local/"):
            fmt = _response_format(request)
            if fmt:
                kwargs["response_format"] = fmt
        return kwargs

    @property
    def capabilities(self) -> ModelCapabilities:
        """Several samples in one call where the provider takes ``n``; option probabilities (see
        :meth:`_supports_probabilities`); ``local/`` models run in process, one call at a time (no
        per-call timeout); the endpoint and a hash of the credentials in cache keys; litellm's
        price table."""
        import litellm

        return ModelCapabilities(samples=self._supports_n(litellm), probabilities=self._supports_probabilities(),
                                 in_process=self.name.startswith("local/"), cache_identity=self._identity,
                                 price=self._price)

    def _supports_n(self, litellm: Any) -> bool:
        if self._n_supported is None:
            try:
                supported = litellm.get_supported_openai_params(model=self.name) or []
            except Exception:
                supported = []
            self._n_supported = "n" in supported or self.name.startswith("local/")
        return self._n_supported

    # --- option probabilities from OpenAI-format logprobs (providers/_logprobs.py) ---
    def _supports_probabilities(self) -> bool:
        """True when ``probabilities=True`` requests can be answered from ``logprobs``: as the
        constructor said, else where litellm lists ``logprobs`` and ``top_logprobs`` for the
        provider; ``local/`` models answer through their registered in-process scorer; an
        auto-detected endpoint that answers without any logprobs is not asked again."""
        if _probability_hook(self.name) is not None:
            return True
        if self._logprobs_supported is None:
            import litellm

            self._logprobs_supported = _logprobs.detect_support(litellm, self.name, self.params)
        return self._logprobs_supported

    def _wants_logprobs(self, request: ChatRequest) -> bool:
        return bool(request.probabilities and request.choices and not self.name.startswith("local/")
                    and self._supports_probabilities())

    def _read_logprobs(self, response: Any, request: ChatRequest) -> tuple[float, float] | None:
        if self._logprobs_explicit is None and not _logprobs.has_logprobs(response):
            self._logprobs_supported = False  # litellm said yes, the endpoint sends none
        return _logprobs.option_probabilities(response, request.choices) if request.choices else None
    # --- end of the logprobs block ---

    def _price(self, prompt_tokens: int, completion_tokens: int) -> float | None:
        """USD for that many tokens from litellm's price table, ``None`` when unpriced."""
        return price(self.name, prompt_tokens, completion_tokens)


def _identity(model: str, params: dict[str, Any], secrets: dict[str, SecretStr]) -> str:
    endpoint = {k: str(params[k]) for k in _ENDPOINT_PARAMS if params.get(k)}
    digest = hashlib.sha256("\0".join(f"{k}={v.get_secret_value()}" for k, v in sorted(secrets.items()))
                            .encode()).hexdigest()[:16] if secrets else ""
    return f"{model}|{sorted(endpoint.items())}|{digest}"


def _merge(parts: Sequence[ChatResponse]) -> ChatResponse:
    return ChatResponse(
        texts=[t for p in parts for t in p.texts],
        prompt_tokens=sum(p.prompt_tokens for p in parts),
        completion_tokens=sum(p.completion_tokens for p in parts),
        cost=sum(p.cost for p in parts),
    )


def _response_format(request: ChatRequest) -> dict[str, Any] | None:
    if request.choices:
        prop: dict[str, Any] = {"type": "string", "enum": list(request.choices)}
    elif request.number:
        prop = {"type": "integer", "minimum": 0, "maximum": 100}
    elif request.json:
        return {"type": "json_object"}
    else:
        return None
    schema = {"type": "object", "properties": {"answer": prop}, "required": ["answer"]}
    return {"type": "json_schema", "json_schema": {"name": "answer", "schema": schema, "strict": True}}


def _cost(litellm: Any, response: Any) -> float:
    """The call's price in USD: the one litellm set as it answered (``_hidden_params["response_cost"]``,
    ``None`` for a model it has no price for), else from its price table; 0 when unknown. Pricing a
    call again costs about a millisecond of CPU, and litellm prints its provider list on each miss."""
    hidden = getattr(response, "_hidden_params", None)
    if isinstance(hidden, dict) and "response_cost" in hidden:
        cost = hidden["response_cost"]
        ok = isinstance(cost, int | float) and not isinstance(cost, bool) and math.isfinite(cost) and cost >= 0
        return float(cost) if ok else 0.0
    try:
        return float(litellm.completion_cost(completion_response=response) or 0.0)
    except Exception:
        return 0.0


def price(model: str, prompt_tokens: int, completion_tokens: int) -> float | None:
    """USD for ``model`` from litellm's price table, ``None`` when it has no price."""
    try:
        import litellm

        if model not in litellm.model_cost and model.split("/", 1)[-1] not in litellm.model_cost:
            return None
        p, c = litellm.cost_per_token(model=model, prompt_tokens=prompt_tokens, completion_tokens=completion_tokens)
        return float(p + c)
    except Exception:
        return None


_PROVIDER_KEYS = (
    "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY", "MISTRAL_API_KEY",
    "GROQ_API_KEY", "TOGETHERAI_API_KEY", "AZURE_API_KEY", "COHERE_API_KEY", "DEEPSEEK_API_KEY",
)


def default_model_name() -> str:
    """``$WARRANTGUARD_MODEL``, else a hosted model when a provider key is set, else the local one."""
    for key in _PROVIDER_KEYS:
        if os.environ.get(key):
            register_secret(os.environ[key])
    if os.environ.get("WARRANTGUARD_MODEL"):
        return os.environ["WARRANTGUARD_MODEL"]
    if os.environ.get("OPENAI_API_KEY"):
        return "openai/gpt-4o-mini"
    if os.environ.get("ANTHROPIC_API_KEY"):
        return "anthropic/claude-haiku-4-5"
    return "local/smollm2"


_SCHEME_HOOKS: dict[str, Callable[[], None]] = {}


def register_scheme(prefix: str, setup: Callable[[], None]) -> None:
    """Run ``setup()`` before the first use of model strings starting with ``prefix``.

    Adapters use it to register in-process litellm providers (``local/``) lazily.
    """
    _SCHEME_HOOKS[prefix] = setup


def _ensure_scheme(model: str) -> None:
    for prefix, setup in _SCHEME_HOOKS.items():
        if model.startswith(prefix):
            setup()


# --- option probabilities computed in process (the local model scores both options itself) ---
ProbabilityHook = Callable[[str, ChatRequest], Awaitable[ChatResponse | None]]
_PROBABILITY_HOOKS: dict[str, ProbabilityHook] = {}


def register_probabilities(prefix: str, hook: ProbabilityHook) -> None:
    """Answer ``probabilities=True`` requests for model strings starting with ``prefix`` with
    ``await hook(model, request)`` (``None``: not this time, decode as usual)."""
    _PROBABILITY_HOOKS[prefix] = hook


def _probability_hook(model: str) -> ProbabilityHook | None:
    return next((h for p, h in _PROBABILITY_HOOKS.items() if model.startswith(p)), None)


async def _scored_in_process(model: str, request: ChatRequest) -> ChatResponse | None:
    hook = _probability_hook(model) if request.probabilities and request.choices else None
    return await hook(model, request) if hook is not None else None
