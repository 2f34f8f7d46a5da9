"""The one protocol the engine talks to models through.

A model is anything with ``name`` and ``async complete(request) -> ChatResponse``;
it may also offer ``supports_samples`` (one call, several completions),
``cache_identity`` (what distinguishes its deployment in cache keys),
``price(prompt_tokens, completion_tokens)``, ``supports_probabilities`` and
``in_process`` (it runs in this process, one call at a time: its calls queue, so only
the certificate's deadline bounds them, not the per-call timeout). :func:`as_model` turns a plain callable
``fn(messages, *, temperature) -> str`` (sync or async) into one, and a model string
into one through the factory that :mod:`warrantguard.models` registers (the
engine itself does no I/O and imports no provider library).
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol, runtime_checkable

from warrantguard.guard._errors import ConfigurationError

__all__ = [
    "ChatModel",
    "ChatRequest",
    "ChatResponse",
    "FunctionModel",
    "Message",
    "Purpose",
    "TransientError",
    "as_model",
    "default_model",
    "register_model_factory",
]

Message = dict[str, str]


class TransientError(Exception):
    """Raise from a callable model to ask for a retry (rate limit, timeout, 5xx)."""


class Purpose(StrEnum):
    """What a chat call is for (its value is the label telemetry reports)."""

    ANSWER = "answer"  # an answer naming an option: the reference, a T0 sample or a probe
    MAP = "map"  # mapping the caller's free-text answer onto an option
    ELICIT = "elicit"  # the verbalised confidence or the stated belief
    GENERATE = "generate"  # a generator writing probes
    EXTRACT = "extract"  # finding the two options in a free-form prompt
    CHECK = "check"  # a generator confirming a probe's relation to the question
    MEASURE = "measure"  # timing one call (the command line's speed estimate)
    PROBE = "probe"  # anything else (the default)


@dataclass(frozen=True)
class ChatRequest:
    """One chat call. ``samples`` > 1 asks for that many independent completions.

    ``choices`` names the two options when the reply must be one of them, and
    ``number`` marks replies that must be an integer 0–100: models that can constrain
    their output (the local model) use these; others ignore them. ``purpose`` and
    ``tier`` say what the call is for (telemetry uses them; models may ignore them).

    ``probabilities=True`` (only with ``choices``, only sent to a model whose
    ``supports_probabilities`` is true) asks for the probability of each option as the
    whole reply, renormalised over the two, in :attr:`ChatResponse.probabilities`; no
    text need be decoded. A model that cannot tell for this request returns
    ``probabilities=None`` and the engine falls back to sampling.
    """

    messages: tuple[Message, ...]
    temperature: float = 0.0
    max_tokens: int | None = None
    seed: int | None = None
    samples: int = 1
    choices: tuple[str, str] | None = None
    number: bool = False
    json: bool = False
    purpose: Purpose = Purpose.PROBE
    tier: int | None = None
    probabilities: bool = False

    def __post_init__(self) -> None:
        if not isinstance(self.purpose, Purpose):
            try:
                object.__setattr__(self, "purpose", Purpose(self.purpose))
            except ValueError:
                raise ConfigurationError(f"unknown request purpose {self.purpose!r}") from None


@dataclass
class ChatResponse:
    """Completion texts (one per sample) and what the call cost.

    ``probabilities`` answers a ``probabilities=True`` request: ``(p_first, p_second)``
    for ``request.choices`` in order, each in [0, 1], summing to 1 (``None``: unknown).
    """

    texts: list[str]
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost: float = 0.0
    raw: Any = field(default=None, repr=False)
    probabilities: tuple[float, float] | None = None


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


_FACTORIES: list[Callable[..., ChatModel]] = []
_DEFAULT_NAME: list[Callable[[], str]] = []


def register_model_factory(factory: Callable[..., ChatModel], default_name: Callable[[], str]) -> None:
    """Set the function that turns model strings into models, and the one naming the default
    model (``warrantguard.models`` registers both)."""
    _FACTORIES[:] = [factory]
    _DEFAULT_NAME[:] = [default_name]


def default_model() -> str:
    """The default model string (``$WARRANTGUARD_MODEL``, a hosted model with a key, else local)."""
    if not _DEFAULT_NAME:
        raise ConfigurationError("no default model: pass model=... or import warrantguard")
    return _DEFAULT_NAME[0]()


def as_model(model: Any, **params: Any) -> ChatModel:
    """Coerce a model string, a :class:`ChatModel` or a callable into a :class:`ChatModel`."""
    if isinstance(model, str):
        if not model.strip():
            raise ConfigurationError("model string must be non-empty")
        if not _FACTORIES:
            raise ConfigurationError("model strings need the warrantguard package: import warrantguard")
        return _FACTORIES[0](model, **params)
    if isinstance(model, ChatModel) and inspect.iscoroutinefunction(model.complete):
        return model
    if callable(model):
        return FunctionModel(model)
    raise ConfigurationError(
        f"model must be a litellm model string, a ChatModel or a callable, got {type(model).__name__}"
    )
