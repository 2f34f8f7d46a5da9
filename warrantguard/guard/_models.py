"""The one protocol the engine talks to models through.

A model has a ``name``, ``async complete(request) -> ChatResponse`` and ``capabilities``, a
:class:`ModelCapabilities` value: the one place that says what it can do (several samples in
one call, option probabilities, running in process, its cache identity, its price). The
engine reads nothing else about a model. :func:`as_model` turns a plain callable
``fn(messages, *, temperature) -> str`` (sync or async) into one, gives a model that declares
no capabilities the defaults, and turns a model string into one through the factory that
:mod:`warrantguard.models` registers (the engine itself does no I/O and imports no provider
library).
"""

from __future__ import annotations

import asyncio
import inspect
import warnings
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol, cast, runtime_checkable

from warrantguard.guard._errors import ConfigurationError

__all__ = [
    "ChatModel",
    "ChatRequest",
    "ChatResponse",
    "FunctionModel",
    "Message",
    "ModelCapabilities",
    "Purpose",
    "TransientError",
    "UndeclaredModel",
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
    ``capabilities.probabilities`` is true) asks for the probability of each option as the
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


Price = Callable[[int, int], "float | None"]


@dataclass(frozen=True)
class ModelCapabilities:
    """What a model can do, declared by the model (``ChatModel.capabilities``); the defaults
    promise nothing.

    ``samples``: one call returns several completions (the provider takes ``n``), so T0 is one
    request. ``probabilities``: it answers ``probabilities=True`` requests with the two options'
    probabilities. ``in_process``: it runs in this process, one call at a time: its calls queue,
    so only the certificate's deadline bounds them, not the per-call timeout.
    ``cache_identity``: what distinguishes its deployment in cache keys (endpoint, a hash of the
    credentials); ``None`` uses its name. ``price``: USD for ``(prompt_tokens,
    completion_tokens)``, ``None`` when unpriced.
    """

    samples: bool = False
    probabilities: bool = False
    in_process: bool = False
    cache_identity: str | None = None
    price: Price | None = None

    def cost(self, prompt_tokens: int, completion_tokens: int) -> float | None:
        """What that many tokens cost, ``None`` when unpriced (or the price table fails)."""
        if self.price is None:
            return None
        try:
            value = self.price(prompt_tokens, completion_tokens)
        except Exception:
            return None
        return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else None


@runtime_checkable
class ChatModel(Protocol):
    """What the engine needs of a model: a name, what it can do, and answers."""

    @property
    def name(self) -> str:
        """The model's name (what certificates and telemetry report)."""
        ...

    @property
    def capabilities(self) -> ModelCapabilities:
        """What the model can do (see :class:`ModelCapabilities`)."""
        ...

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """Answer one chat request."""
        ...


@runtime_checkable
class _Completes(Protocol):
    name: str

    async def complete(self, request: ChatRequest) -> ChatResponse: ...


def _completes(model: Any) -> bool:
    """``isinstance(model, _Completes)``: what the protocol's check tests first (its members, a method
    not ``None``), without typing's walk over the protocol's attributes on every call (Python 3.11)."""
    return (hasattr(model, "name") and getattr(model, "complete", None) is not None) or isinstance(model, _Completes)


class FunctionModel:
    """A plain callable ``fn(messages, *, temperature) -> str`` as a :class:`ChatModel`.

    Sync callables run in a worker thread so they never block the event loop.
    Several samples are drawn by calling the function once per sample (the default
    capabilities).
    """

    capabilities = ModelCapabilities()

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
    if _completes(model) and inspect.iscoroutinefunction(model.complete):
        declared = inspect.getattr_static(model, "capabilities", None) is not None  # not evaluated here
        return cast(ChatModel, model) if declared else UndeclaredModel(model)
    if callable(model):
        return FunctionModel(model)
    raise ConfigurationError(
        f"model must be a litellm model string, a ChatModel or a callable, got {type(model).__name__}"
    )


_LEGACY = {"supports_samples": "samples", "supports_probabilities": "probabilities", "in_process": "in_process",
           "cache_identity": "cache_identity", "price": "price"}


class UndeclaredModel:
    """A model with ``name`` and ``complete`` that declares no ``capabilities``: it gets the
    defaults. The attributes models declared before :class:`ModelCapabilities` existed
    (``supports_samples``, ``supports_probabilities``, ``in_process``, ``cache_identity``,
    ``price``) are still read, once, with a ``DeprecationWarning``. Everything else is the
    wrapped model's."""

    def __init__(self, model: Any) -> None:
        self.model = model
        old = {new: getattr(model, attr) for attr, new in _LEGACY.items() if hasattr(model, attr)}
        if old:
            warnings.warn(f"{type(model).__name__} declares {', '.join(sorted(old))} as attributes; declare "
                          "capabilities = ModelCapabilities(...) instead", DeprecationWarning, stacklevel=3)
        self.capabilities = ModelCapabilities(
            samples=bool(old.get("samples")), probabilities=bool(old.get("probabilities")),
            in_process=bool(old.get("in_process")),
            cache_identity=str(old["cache_identity"]) if old.get("cache_identity") else None,
            price=old["price"] if callable(old.get("price")) else None)

    @property
    def name(self) -> str:
        """The wrapped model's name."""
        return str(self.model.name)

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """The wrapped model's answer."""
        return await self.model.complete(request)  # type: ignore[no-any-return]

    def __getattr__(self, attr: str) -> Any:
        if attr == "model":  # not set yet (copy, unpickling): no recursion
            raise AttributeError(attr)
        return getattr(self.model, attr)
