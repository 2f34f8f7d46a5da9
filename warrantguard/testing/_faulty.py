"""Wrappers that make any :class:`ChatModel` misbehave, for testing a stack's resilience.

Exported from :mod:`warrantguard.testing`: :class:`FaultyModel` injects faults at a
seeded rate, :class:`JitteryModel` adds seeded random latency, :class:`HangingModel`
never answers. Each passes what it does not break to the wrapped model unchanged.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from warrantguard.guard import as_model
from warrantguard.guard.spi import ChatModel, ChatRequest, ChatResponse, ModelCapabilities, TransientError

if TYPE_CHECKING:
    from warrantguard.guard import Clock

__all__ = ["FAULTS", "FaultyModel", "HangingModel", "JitteryModel"]

# Each fault, by name: what the provider does instead of answering.
FAULTS: tuple[str, ...] = (
    "transient", "exception", "empty_completions", "none_content", "empty_string", "letter", "both",
    "neither", "prose", "fewer_samples", "cancelled",
)
_OFF_FORMAT = {"letter": "B", "both": "Both", "neither": "Neither", "prose": "It depends on the situation."}


class FaultyModel:
    """Fails a seeded fraction ``rate`` of calls with one of ``faults`` (default: all of :data:`FAULTS`).

    ``counts`` tallies the faults injected. Off-format faults are only injected on
    answer requests (those with ``choices``), so a consistent model stays consistent
    in every reply that is an option.
    """

    def __init__(self, inner: ChatModel, *, rate: float = 0.3, faults: Sequence[str] = FAULTS,
                 seed: int = 0) -> None:
        unknown = set(faults) - set(FAULTS)
        if unknown:
            raise ValueError(f"unknown faults {sorted(unknown)}; choose from {FAULTS}")
        self.inner, self.rate, self.faults = as_model(inner), rate, tuple(faults)
        self.name = self.inner.name
        self.rng = random.Random(seed)
        self.counts: Counter[str] = Counter()
        self.calls = 0

    @property
    def capabilities(self) -> ModelCapabilities:
        """The wrapped model's."""
        return self.inner.capabilities

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """Answer through the wrapped model, or inject a fault."""
        self.calls += 1
        if self.rng.random() >= self.rate:
            return await self.inner.complete(request)
        fault = self.rng.choice(self.faults)
        self.counts[fault] += 1
        return await self._inject(fault, request)

    async def _inject(self, fault: str, request: ChatRequest) -> ChatResponse:
        if fault == "transient":
            raise TransientError("injected: 503 upstream unavailable")
        if fault == "exception":
            raise self.rng.choice([ValueError, KeyError, RuntimeError, ZeroDivisionError])("injected")
        if fault == "cancelled":
            raise asyncio.CancelledError()
        if fault == "empty_completions":
            return ChatResponse(texts=[])
        if fault == "none_content":
            return ChatResponse(texts=[None] * request.samples)  # type: ignore[list-item]
        if fault == "empty_string":
            return ChatResponse(texts=[""] * request.samples)
        if fault == "fewer_samples" and request.samples > 1:
            real = await self.inner.complete(request)
            return replace(real, texts=real.texts[: request.samples - 1 - self.rng.randrange(2)])
        if fault in _OFF_FORMAT and request.choices:
            return ChatResponse(texts=[_OFF_FORMAT[fault]] * request.samples)
        return await self.inner.complete(request)


class JitteryModel:
    """Delays every call by a seeded random latency in ``[low, high]`` seconds: on ``clock`` (e.g. a
    :class:`~warrantguard.testing.ManualClock`: virtual time, no wall time) when given, else real."""

    def __init__(self, inner: ChatModel, *, low: float = 0.0, high: float = 0.01, seed: int = 0,
                 clock: Clock | None = None) -> None:
        self.inner, self.low, self.high, self.clock = as_model(inner), low, high, clock
        self.name = self.inner.name
        self.rng = random.Random(seed)

    @property
    def capabilities(self) -> ModelCapabilities:
        """The wrapped model's."""
        return self.inner.capabilities

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """Sleep, then answer through the wrapped model."""
        delay = self.rng.uniform(self.low, self.high)
        await (self.clock.sleep(delay) if self.clock else asyncio.sleep(delay))
        return await self.inner.complete(request)


class HangingModel:
    """Never answers (until cancelled). ``calls`` counts the calls it received."""

    name = "hanging"
    capabilities = ModelCapabilities()

    def __init__(self) -> None:
        self.calls = 0

    async def complete(self, request: ChatRequest) -> Any:
        """Wait forever."""
        self.calls += 1
        await asyncio.Event().wait()
