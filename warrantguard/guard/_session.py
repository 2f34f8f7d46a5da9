"""One certificate's calls: budget, cache, retries, concurrency and usage accounting.

A fresh :class:`Session` is made per certificate, so concurrent certificates on one
Guard never share mutable state.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import time
from dataclasses import dataclass, replace
from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator
from tenacity import (
    AsyncRetrying,
    retry_if_exception,
    stop_after_attempt,
    wait_exponential_jitter,
)

from ._certificate import Usage
from ._errors import BudgetExceeded, ConfigurationError, ProviderError
from ._models import ChatModel, ChatRequest, ChatResponse, TransientError

__all__ = ["Budget", "RetryPolicy", "Session", "is_transient"]


class Budget(BaseModel):
    """Limits for one certificate. ``None`` means unlimited.

    ``deadline`` is in seconds from the start of the certificate; ``max_cost`` in USD
    (litellm's price tables; unpriced models cost 0).
    """

    model_config = ConfigDict(frozen=True)

    max_calls: int | None = None
    max_tokens: int | None = None
    max_cost: float | None = None
    deadline: float | None = None

    @field_validator("max_calls", "max_tokens", "max_cost", "deadline")
    @classmethod
    def _positive(cls, v: float | None) -> float | None:
        if v is not None and v <= 0:
            raise ConfigurationError("budget limits must be positive (or None for no limit)")
        return v


@dataclass(frozen=True)
class RetryPolicy:
    """Retries of transient provider errors: exponential backoff with jitter."""

    attempts: int = 4
    initial: float = 0.5
    maximum: float = 8.0


_TRANSIENT_NAMES = {
    "RateLimitError", "Timeout", "APITimeoutError", "APIConnectionError", "InternalServerError",
    "ServiceUnavailableError", "BadGatewayError", "ServerError",
}
_PERMANENT_NAMES = {
    "AuthenticationError", "BadRequestError", "PermissionDeniedError", "NotFoundError",
    "ContextWindowExceededError", "ContentPolicyViolationError", "UnprocessableEntityError",
}


def is_transient(exc: BaseException) -> bool:
    """Rate limits, timeouts, connection errors and 5xx are transient; auth and bad requests are not."""
    if isinstance(exc, TransientError | TimeoutError | ConnectionError):
        return True
    names = {cls.__name__ for cls in type(exc).__mro__}
    if names & _PERMANENT_NAMES:
        return False
    if names & _TRANSIENT_NAMES:
        return True
    status = getattr(exc, "status_code", None)
    return isinstance(status, int) and (status == 429 or status >= 500)


class Session:
    """Budgeted, cached, retried, concurrency-limited calls for one certificate."""

    def __init__(
        self,
        *,
        budget: Budget,
        max_concurrency: int,
        retry: RetryPolicy,
        cache: Any = None,
    ) -> None:
        self.budget = budget
        self.retry = retry
        self.cache = cache
        self.usage = Usage()
        self.started = time.monotonic()
        self._limit = asyncio.Semaphore(max_concurrency)
        self._reserved = 0
        self._hooks: Any = None
        self._run_id = ""

    def observe(self, hooks: Any, run_id: str) -> None:
        """Report every provider call to ``hooks.llm_call`` under ``run_id``."""
        self._hooks, self._run_id = hooks, run_id

    def elapsed(self) -> float:
        """Seconds since the session started."""
        return time.monotonic() - self.started

    async def ask(self, model: ChatModel, request: ChatRequest) -> ChatResponse:
        """One logical call: cache, budget, then the provider with retries."""
        key = self._cache_key(model, request)
        if key is not None:
            hit = self.cache.get(key)
            if hit is not None:
                return ChatResponse(texts=list(hit))
        self._reserve()
        try:
            response = await self._call_with_retries(model, request)
        finally:
            self._reserved -= 1
        self._account(response)
        if key is not None:
            self.cache.set(key, list(response.texts))
        return response

    def _reserve(self) -> None:
        b, u = self.budget, self.usage
        if b.max_calls is not None and u.calls + self._reserved >= b.max_calls:
            raise BudgetExceeded("call budget exhausted")
        if b.max_tokens is not None and u.tokens >= b.max_tokens:
            raise BudgetExceeded("token budget exhausted")
        if b.max_cost is not None and u.cost >= b.max_cost:
            raise BudgetExceeded("cost budget exhausted")
        if b.deadline is not None and self.elapsed() >= b.deadline:
            raise BudgetExceeded("deadline passed")
        self._reserved += 1

    async def _call_with_retries(self, model: ChatModel, request: ChatRequest) -> ChatResponse:
        retrying = AsyncRetrying(
            stop=stop_after_attempt(self.retry.attempts),
            wait=wait_exponential_jitter(initial=self.retry.initial, max=self.retry.maximum),
            retry=retry_if_exception(is_transient),
            reraise=True,
        )
        try:
            async for attempt in retrying:
                with attempt:
                    async with self._limit:
                        return await self._timed(model, request)
        except BudgetExceeded:
            raise
        except Exception as exc:
            raise ProviderError(f"{model.name}: {type(exc).__name__}: {exc}", cause=exc) from exc
        raise AssertionError("unreachable")  # pragma: no cover

    async def _timed(self, model: ChatModel, request: ChatRequest) -> ChatResponse:
        if self._hooks is None:
            return await self._deadlined(model, request)
        start = time.time()
        try:
            response = await self._deadlined(model, request)
        except BaseException as exc:
            self._hooks.llm_call(self._run_id, model.name, request, None, start, time.time(), exc)
            raise
        self._hooks.llm_call(self._run_id, model.name, request, response, start, time.time(), None)
        return response

    async def _deadlined(self, model: ChatModel, request: ChatRequest) -> ChatResponse:
        if self.budget.deadline is None:
            return await model.complete(request)
        remaining = self.budget.deadline - self.elapsed()
        if remaining <= 0:
            raise BudgetExceeded("deadline passed")
        try:
            async with asyncio.timeout(remaining):
                return await model.complete(request)
        except TimeoutError as exc:
            if self.elapsed() >= self.budget.deadline:
                raise BudgetExceeded("deadline passed") from exc
            raise

    def _account(self, response: ChatResponse) -> None:
        u = self.usage
        u.calls += 1
        u.prompt_tokens += response.prompt_tokens
        u.completion_tokens += response.completion_tokens
        u.cost += response.cost

    def _cache_key(self, model: ChatModel, request: ChatRequest) -> str | None:
        if self.cache is None or request.temperature != 0 or request.samples != 1:
            return None
        payload = json.dumps(
            [model.name, request.messages, request.max_tokens, request.seed, request.choices,
             request.number, request.json],
            sort_keys=True, default=str,
        )
        return "wg1:" + hashlib.sha256(payload.encode()).hexdigest()


def single(request: ChatRequest) -> ChatRequest:
    """The same request asking for one sample."""
    return replace(request, samples=1)
