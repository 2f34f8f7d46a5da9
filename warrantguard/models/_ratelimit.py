"""Rate limits for the calls to a model: an async token bucket per limit.

:class:`RateLimiter` holds a requests-per-minute and a tokens-per-minute bucket;
:class:`RateLimitedModel` wraps a model so that every call of every certificate (in one
event loop) waits for both. A call's tokens are not known before it is sent: it reserves
an estimate (prompt characters / 4 plus its ``max_tokens`` per sample) and the difference
is settled from the reply's reported usage.

:class:`TokenBucket` counts in this process; a bucket shared by several processes (the
Redis one, :class:`~warrantguard.models.RedisTokenBucket`) has the same two methods,
``acquire`` and ``adjust``, and goes into a :class:`RateLimiter` the same way.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from warrantguard.guard import ChatModel, ChatRequest, ChatResponse, ConfigurationError, ModelCapabilities

__all__ = ["Bucket", "RateLimitedModel", "RateLimiter", "TokenBucket", "estimated_tokens"]

_DEFAULT_COMPLETION = 64
_MAX_WAITS = 10_000  # bound on sleeps for one acquisition (each waits for the refill it needs)
_EPSILON = 1e-9  # a refill short of the need by rounding alone counts as enough (else: endless tiny sleeps)


class Bucket(Protocol):
    """What a :class:`RateLimiter` needs of a bucket (in-process or shared)."""

    async def acquire(self, amount: float = 1.0) -> float:
        """Take ``amount`` units, waiting as needed; the seconds waited."""
        ...

    async def adjust(self, extra: float) -> None:
        """Charge ``extra`` more units (negative: give some back)."""
        ...


class TokenBucket:
    """``per_minute`` units a minute, at most ``burst`` (default a minute's worth) banked;
    ``acquire`` waits its turn.

    A request larger than the bucket takes the whole bucket (and waits for it to be full).
    ``clock`` and ``sleep`` are injectable for tests.
    """

    def __init__(self, per_minute: float, *, burst: float | None = None,
                 clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep) -> None:
        if not per_minute > 0:
            raise ConfigurationError(f"a rate limit must be positive, got {per_minute!r}")
        if burst is not None and not burst > 0:
            raise ConfigurationError(f"a burst must be positive, got {burst!r}")
        self.capacity = float(burst if burst is not None else per_minute)
        self.rate = float(per_minute) / 60.0
        self._clock, self._sleep = clock, sleep
        self._level, self._stamp = self.capacity, clock()
        self._lock = asyncio.Lock()

    def __reduce__(self) -> Any:
        """Refused: a copy in another process (a monitor worker) would spend its own bucket, and
        the process's limit would no longer hold (that Guard then certifies in process)."""
        raise TypeError("an in-process rate-limit bucket is not shared with another process")

    def _refill(self) -> None:
        now = self._clock()
        self._level = min(self.capacity, self._level + max(0.0, now - self._stamp) * self.rate)
        self._stamp = now

    async def acquire(self, amount: float = 1.0) -> float:
        """Take ``amount`` units, waiting as needed; returns the seconds waited (first come, first served)."""
        need = min(max(0.0, float(amount)), self.capacity)
        waited = 0.0
        async with self._lock:
            for _ in range(_MAX_WAITS):
                self._refill()
                if self._level >= need - _EPSILON:
                    self._level -= need
                    return waited
                delay = (need - self._level) / self.rate
                waited += delay
                await self._sleep(delay)
        raise ConfigurationError("rate limiter: gave up waiting")  # pragma: no cover - bounded, unreachable

    def settle(self, extra: float) -> None:
        """Charge ``extra`` more units (negative: give some back) once the true amount is known."""
        self._refill()
        self._level = min(self.capacity, self._level - float(extra))

    async def adjust(self, extra: float) -> None:
        """:meth:`settle`, as the :class:`Bucket` protocol's coroutine."""
        self.settle(extra)

    def drain(self, debt: float = 0.0) -> None:
        """Empty the bucket, owing ``debt`` units more (it refills from now)."""
        self._level, self._stamp = -max(0.0, float(debt)), self._clock()


class RateLimiter:
    """A requests-per-minute and a tokens-per-minute limit (either may be ``None``: no limit).

    ``rpm``/``tpm`` make in-process :class:`TokenBucket` s (``burst``: the most requests banked,
    default a minute's worth; ``bucket``: their ``clock`` and ``sleep``); ``requests``/``tokens``
    take ready buckets instead (a shared one, say).
    """

    def __init__(self, rpm: float | None = None, tpm: float | None = None, *, requests: Bucket | None = None,
                 tokens: Bucket | None = None, burst: float | None = None, **bucket: Any) -> None:
        self.requests: Bucket | None = requests or (TokenBucket(rpm, burst=burst, **bucket) if rpm else None)
        self.tokens: Bucket | None = tokens or (TokenBucket(tpm, **bucket) if tpm else None)

    async def acquire(self, tokens: float) -> None:
        """Wait until one request of about ``tokens`` tokens may be sent."""
        if self.requests is not None:
            await self.requests.acquire(1)
        if self.tokens is not None:
            await self.tokens.acquire(tokens)

    async def settle(self, estimated: float, actual: float) -> None:
        """Correct the token bucket by what the call really used (when the provider reported it)."""
        if self.tokens is not None and actual > 0:
            await self.tokens.adjust(actual - estimated)

    async def aclose(self) -> None:
        """Release what the buckets hold (a shared bucket's connections)."""
        for bucket in {id(b): b for b in (self.requests, self.tokens) if b is not None}.values():
            close = getattr(bucket, "aclose", None)
            if close is not None:
                await close()


def estimated_tokens(request: ChatRequest) -> int:
    """Prompt characters / 4 plus the completion tokens the request allows."""
    prompt = sum(len(m.get("content", "")) for m in request.messages) // 4
    return prompt + (request.max_tokens or _DEFAULT_COMPLETION) * max(1, request.samples)


class RateLimitedModel:
    """The model it wraps, under a shared :class:`RateLimiter` (name, capabilities and cache
    identity are the wrapped model's, so cached answers stay valid)."""

    def __init__(self, model: ChatModel, limiter: RateLimiter) -> None:
        self.model = model
        self.limiter = limiter

    @property
    def name(self) -> str:
        """The wrapped model's name."""
        return str(self.model.name)

    @property
    def capabilities(self) -> ModelCapabilities:
        """The wrapped model's capabilities (declared here, so the engine does not take the
        wrapper for a model that declares none)."""
        declared = getattr(self.model, "capabilities", None)
        return declared if isinstance(declared, ModelCapabilities) else ModelCapabilities()

    def __getattr__(self, attr: str) -> Any:
        if attr in ("model", "limiter"):  # not set yet (copy, unpickling): no recursion
            raise AttributeError(attr)
        return getattr(self.model, attr)

    async def complete(self, request: ChatRequest) -> ChatResponse:
        """Wait for the limits, then call the wrapped model."""
        estimate = estimated_tokens(request)
        await self.limiter.acquire(estimate)
        response = await self.model.complete(request)
        await self.limiter.settle(estimate, (response.prompt_tokens or 0) + (response.completion_tokens or 0))
        return response
