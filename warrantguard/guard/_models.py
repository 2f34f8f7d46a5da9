"""The one protocol the engine talks to models through, and its two bindings.

A model is anything with ``name`` and ``async complete(request) -> ChatResponse``.
:func:`as_model` turns a litellm model string or a plain callable
``fn(messages, *, temperature) -> str`` (sync or async) into one.
"""

from __future__ import annotations

import asyncio
import inspect
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from ._errors import ConfigurationError

__all__ = [
    "ChatModel",
    "ChatRequest",
    "ChatResponse",
    "FunctionModel",
    "LiteLLMModel",
    "Message",
    "TransientError",
    "as_model",
    "default_model_name",
    "register_scheme",
]

Message = dict[str, str]


class TransientError(Exception):
    """Raise from a callable model to ask for a retry (rate limit, timeout, 5xx)."""


@dataclass(frozen=True)
class ChatRequest:
    """One chat call. ``samples`` > 1 asks for that many independent completions.

    ``choices`` names the two options when the reply must be one of them, and
    ``number`` marks replies that must be an integer 0–100: models that can constrain
    their output (the local model) use these; others ignore them. ``purpose`` and
    ``tier`` say what the call is for (telemetry uses them; models may ignore them).
    """

    messages: tuple[Message, ...]
    temperature: float = 0.0
    max_tokens: int | None = None
    seed: int | None = None
    samples: int = 1
    choices: tuple[str, str] | None = None
    number: bool = False
    json: bool = False
    purpose: str = "probe"
    tier: int | None = None


@dataclass
class ChatResponse:
    """Completion texts (one per sample) and what the call cost."""

    texts: list[str]
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0
    raw: Any = field(default=None, repr=False)


@runtime_checkable
class ChatModel(Protocol):
    """What the engine needs of a model."""

    name: str

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """Answer one chat request."""
        ...


class FunctionModel:
    """A plain callable ``fn(messages, *, temperature) -> str`` as a :class:`ChatModel`.

    Sync callables run in a worker thread so they never block the event loop.
    Several samples are drawn by calling the function once per sample.
    """

    def __init__(self, fn: Callable[..., Any], name: str | None = None) -> None:
        if not callable(fn):
            raise ConfigurationError(f"model must be a litellm model string or a callable, got {fn!r}")
        self.fn = fn
        self.name: str = str(name or getattr(fn, "name", None) or getattr(fn, "__name__", type(fn).__name__))
        self._is_async = inspect.iscoroutinefunction(fn) or inspect.iscoroutinefunction(
            getattr(fn, "__call__", None)  # noqa: B004
        )

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """Call the function ``request.samples`` times."""
        texts = [await self._one(list(request.messages), request.temperature) for _ in range(request.samples)]
        return ChatResponse(texts=texts)

    async def _one(self, messages: list[Message], temperature: float) -> str:
        if self._is_async:
            out = await self.fn(messages, temperature=temperature)
        else:
            out = await asyncio.to_thread(self.fn, messages, temperature=temperature)
        return "" if out is None else str(out)


class LiteLLMModel:
    """A litellm model string (``"openai/gpt-4o-mini"``, ``"local/smollm2"``, ...).

    Extra keyword arguments (``api_base``, ``api_key``, ...) go to every call.
    Multiple samples use the provider's ``n`` parameter when it supports it.
    """

    def __init__(self, model: str, **params: Any) -> None:
        if not model or not isinstance(model, str):
            raise ConfigurationError("model string must be non-empty")
        _ensure_scheme(model)
        self.name = model
        self.params = params
        self._n_supported: bool | None = None

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """Call ``litellm.acompletion`` and collect texts, tokens and cost."""
        import litellm

        kwargs = self._kwargs(request, litellm)
        if request.samples > 1 and not self._supports_n(litellm):
            parts = [await self.complete(_single(request)) for _ in range(request.samples)]
            return _merge(parts)
        response = await litellm.acompletion(**kwargs)
        texts = [(c.message.content or "") for c in response.choices]
        usage = getattr(response, "usage", None)
        return ChatResponse(
            texts=texts,
            prompt_tokens=int(getattr(usage, "prompt_tokens", 0) or 0),
            completion_tokens=int(getattr(usage, "completion_tokens", 0) or 0),
            cost=_cost(litellm, response),
            raw=response,
        )

    def _kwargs(self, request: ChatRequest, litellm: Any) -> dict[str, Any]:
        kwargs: dict[str, Any] = {
            "model": self.name,
            "messages": [dict(m) for m in request.messages],
            "temperature": request.temperature,
            "num_retries": 0,
            **self.params,
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
    def supports_samples(self) -> bool:
        """True when one call can return several samples (the provider takes ``n``)."""
        import litellm

        return self._supports_n(litellm)

    def _supports_n(self, litellm: Any) -> bool:
        if self._n_supported is None:
            try:
                supported = litellm.get_supported_openai_params(model=self.name) or []
            except Exception:
                supported = []
            self._n_supported = "n" in supported or self.name.startswith("local/")
        return self._n_supported


def _single(request: ChatRequest) -> ChatRequest:
    from dataclasses import replace

    return replace(request, samples=1)


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
    try:
        return float(litellm.completion_cost(completion_response=response) or 0.0)
    except Exception:
        return 0.0


_PROVIDER_KEYS = (
    "OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY", "MISTRAL_API_KEY",
    "GROQ_API_KEY", "TOGETHERAI_API_KEY", "AZURE_API_KEY", "COHERE_API_KEY", "DEEPSEEK_API_KEY",
)


def default_model_name() -> str:
    """``$WARRANTGUARD_MODEL``, else a hosted model when a provider key is set, else the local one."""
    if os.environ.get("WARRANTGUARD_MODEL"):
        return os.environ["WARRANTGUARD_MODEL"]
    if os.environ.get("OPENAI_API_KEY"):
        return "openai/gpt-4o-mini"
    if os.environ.get("ANTHROPIC_API_KEY"):
        return "anthropic/claude-haiku-4-5"
    return "local/smollm2"


def as_model(model: Any, **params: Any) -> ChatModel:
    """Coerce a model string, a :class:`ChatModel` or a callable into a :class:`ChatModel`."""
    if isinstance(model, str):
        return LiteLLMModel(model, **params)
    if isinstance(model, ChatModel) and inspect.iscoroutinefunction(model.complete):
        return model
    if callable(model):
        return FunctionModel(model)
    raise ConfigurationError(
        f"model must be a litellm model string, a ChatModel or a callable, got {type(model).__name__}"
    )


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
