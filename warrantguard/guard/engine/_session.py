"""One certificate's calls: budget, cache, retries, per-call timeout, concurrency and usage.

A fresh :class:`Session` is made per certificate, so concurrent certificates on one
Guard never share mutable state. Every call sent counts in ``usage.calls`` (also one
cancelled in flight); every retry is a call against the budget.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import replace
from typing import Any

from warrantguard.guard._cache import Cache, cache_key
from warrantguard.guard._clock import Clock, SystemClock
from warrantguard.guard._errors import BudgetExceeded, ProviderError
from warrantguard.guard._models import ChatModel, ChatRequest, ChatResponse, Purpose
from warrantguard.guard._settings import Budget, RetryPolicy
from warrantguard.guard.engine._bounded import Bounded
from warrantguard.guard.engine._certificate import Usage
from warrantguard.guard.engine._faults import describe, is_auth_failure, is_transient
from warrantguard.guard.engine._hooks import HookSet

__all__ = ["Budget", "RetryPolicy", "Session", "is_transient"]


class Session:
    """Budgeted, cached, retried, time-limited, concurrency-limited calls for one certificate."""

    def __init__(self, *, budget: Budget, max_concurrency: int, retry: RetryPolicy, cache: Cache | None = None,
                 clock: Clock | None = None, call_timeout: float | None = 60.0) -> None:
        self.budget, self.retry, self.cache = budget, retry, cache
        self.clock: Clock = clock or SystemClock()
        self.call_timeout = call_timeout
        self.usage = Usage()
        self.started = self.clock.now()
        self._limit = asyncio.Semaphore(max_concurrency)
        self._hooks: Any = None
        self._run_id = ""
        self.reserved = 0  # calls of max_calls held back for the reference answer (see hold_for_reference)

    def hold_for_reference(self, calls: int) -> None:
        """Keep the last ``calls`` of the call budget for the reference answer (its call or its
        mapping) until :meth:`release` — probes started early never starve it."""
        self.reserved = max(0, calls)

    def release(self) -> None:
        """The reference is known: the whole budget is open to every call."""
        self.reserved = 0

    def observe(self, hooks: Any, run_id: str) -> None:
        """Report every provider call to ``hooks.llm_call`` under ``run_id``."""
        self._hooks, self._run_id = hooks, run_id

    def elapsed(self) -> float:
        """Seconds since the session started (on the session's clock)."""
        return self.clock.now() - self.started

    async def ask(self, model: ChatModel, request: ChatRequest) -> ChatResponse:
        """One logical call: cache, then the provider with bounded retries under the budget."""
        key = cache_key(model, request) if self.cache is not None else None
        hit = await self._cached(key) if key is not None else None
        if hit is not None:
            self.usage.cache_hits += 1
            return ChatResponse(texts=hit)
        response = await self._with_retries(model, request)
        if key is not None and self.cache is not None and _cacheable(response):
            with contextlib.suppress(Exception):  # a broken cache never breaks a certificate
                await self.cache.set(key, list(response.texts))
        return response

    async def _cached(self, key: str | None) -> list[str] | None:
        if key is None or self.cache is None:
            return None
        try:
            return await self.cache.get(key)
        except Exception:
            return None

    async def _with_retries(self, model: ChatModel, request: ChatRequest) -> ChatResponse:
        """The call under the retry policy (tenacity); what still fails is a :class:`ProviderError`."""
        try:
            try:  # the first attempt directly: most calls succeed, and a strategy costs more than the call
                return await self._attempt(model, request)
            except Exception as exc:
                if not _retryable(exc) or self.retry.attempts < 2:
                    raise
                first: BaseException | None = exc
            retrying = self.retry.retrying(retry_on=_retryable, sleep=self._sleep)

            async def attempt() -> ChatResponse:  # tenacity's first attempt is the one that just failed
                nonlocal first
                if first is not None:
                    failed, first = first, None
                    raise failed
                return await self._attempt(model, request)

            return await retrying(attempt)  # type: ignore[no-any-return]
        except (BudgetExceeded, asyncio.CancelledError):
            raise
        except Exception as exc:
            error = ProviderError(f"{model.name}: {describe(exc)}", cause=exc)
            error.auth = is_auth_failure(exc)
            raise error from None

    async def _attempt(self, model: ChatModel, request: ChatRequest) -> ChatResponse:
        """One attempt. A cancellation that is not ours (the provider's) is a transient timeout."""
        try:
            # the reference never queues behind probes started while the answer was written
            reference = _for_reference(request)
            limit = None if reference else self._limit
            if limit is not None:
                await limit.acquire()  # what ``async with limit`` does, without its two coroutines
            try:
                self._reserve(reference)
                return await self._timed(model, request)
            finally:
                if limit is not None:
                    limit.release()
        except asyncio.CancelledError:
            task = asyncio.current_task()
            if task is None or task.cancelling():
                raise  # we are being cancelled
            raise TimeoutError("the provider cancelled the call") from None

    async def _sleep(self, seconds: float) -> None:
        """The wait between attempts, on the session's clock; a wait past the deadline ends the call."""
        if self.budget.deadline is not None and self.elapsed() + seconds >= self.budget.deadline:
            raise BudgetExceeded("deadline passed")
        await self.clock.sleep(seconds)

    def _reserve(self, reference: bool) -> None:
        """Count the call about to be sent (``reference``: the reference's own, see :func:`_for_reference`),
        or refuse it when a limit is reached."""
        b, u = self.budget, self.usage
        held = 0 if reference else self.reserved
        if b.max_calls is not None and u.calls >= b.max_calls - held:
            raise BudgetExceeded("call budget exhausted")
        if b.max_tokens is not None and u.tokens >= b.max_tokens:
            raise BudgetExceeded("token budget exhausted")
        if b.max_cost is not None and u.cost >= b.max_cost:
            raise BudgetExceeded("cost budget exhausted")
        if b.deadline is not None and self.elapsed() >= b.deadline:
            raise BudgetExceeded("deadline passed")
        _add(u, "calls", 1)

    async def _timed(self, model: ChatModel, request: ChatRequest) -> ChatResponse:
        start = time.time()  # the hooks' times are wall-clock seconds, not the session's clock
        try:
            response = _checked(await self._limited(model, request), request)
        except BaseException as exc:
            if self._listening():
                self._hooks.llm_call(self._run_id, model.name, request, None, start, time.time(), exc)
            raise
        self._account(response)
        if self._listening():
            self._hooks.llm_call(self._run_id, model.name, request, response, start, time.time(), None)
        return response

    def _listening(self) -> bool:
        """Whether a hook hears of a call (a :class:`HookSet` of no hooks would call none)."""
        hooks = self._hooks
        return hooks is not None and (type(hooks) is not HookSet or bool(hooks.hooks))

    async def _limited(self, model: ChatModel, request: ChatRequest) -> Any:
        """``model.complete`` under the per-call timeout and the certificate's deadline."""
        # an in-process model (the embedded local one) runs its calls one at a time: time spent queueing for it
        # is not a hung provider, so only the certificate's deadline bounds its calls
        limit = None if model.capabilities.in_process else self.call_timeout
        deadline_bound = False
        if self.budget.deadline is not None:
            remaining = self.budget.deadline - self.elapsed()
            if remaining <= 0:
                raise BudgetExceeded("deadline passed")
            deadline_bound = limit is None or remaining < limit
            limit = remaining if deadline_bound else limit
        if limit is None:
            return await model.complete(request)
        try:
            deadline = asyncio.get_running_loop().time() + limit  # what asyncio.timeout(limit) computes
            call = model.complete(request)
            if asyncio.iscoroutine(call):  # its timer is armed only if it waits (_bounded)
                return await Bounded(call, deadline)
            async with asyncio.timeout_at(deadline):
                return await call
        except TimeoutError:
            if deadline_bound:
                raise BudgetExceeded("deadline passed") from None
            raise TimeoutError(f"no reply within the per-call timeout of {limit:g} s") from None

    def _account(self, response: ChatResponse) -> None:
        u = self.usage  # three ``_add`` calls, inlined (in the same order): this runs for every call
        values, marked = u.__dict__, u.__pydantic_fields_set__
        values["prompt_tokens"] += max(0, int(response.prompt_tokens or 0))
        marked.add("prompt_tokens")
        values["completion_tokens"] += max(0, int(response.completion_tokens or 0))
        marked.add("completion_tokens")
        values["cost"] += max(0.0, float(response.cost or 0.0))
        marked.add("cost")


def _add(usage: Usage, name: str, amount: float) -> None:
    """``usage.<name> += amount`` as pydantic's own assignment stores it (the value, and the field
    marked set: ``Usage`` validates no assignment), without its per-assignment dispatch."""
    usage.__dict__[name] += amount
    usage.__pydantic_fields_set__.add(name)


def _checked(response: Any, request: ChatRequest) -> ChatResponse:
    """A well-formed response: a list of at most ``samples`` texts, ``None`` for anything not a string."""
    if not isinstance(response, ChatResponse):
        raise TypeError(f"the model returned {type(response).__name__}, not a ChatResponse")
    texts = response.texts if isinstance(response.texts, list | tuple) else []
    clean = [t if isinstance(t, str) else None for t in list(texts)[: request.samples]]
    if type(response) is ChatResponse:  # what ``replace`` makes, without its generic field walk
        return ChatResponse(clean, response.prompt_tokens, response.completion_tokens,  # type: ignore[arg-type]
                            response.cost, response.raw, response.probabilities)
    return replace(response, texts=clean)  # type: ignore[arg-type]


def _cacheable(response: ChatResponse) -> bool:
    return bool(response.texts) and all(isinstance(t, str) and t.strip() for t in response.texts)


def single(request: ChatRequest) -> ChatRequest:
    """The same request asking for one sample."""
    return replace(request, samples=1)


def _retryable(exc: BaseException) -> bool:
    """Transient provider errors are retried; budget refusals and cancellations never are."""
    return isinstance(exc, Exception) and not isinstance(exc, BudgetExceeded) and is_transient(exc)


def _for_reference(request: ChatRequest) -> bool:
    """The reference answer's own call, or the mapping of a caller's free-text answer."""
    return request.purpose is Purpose.MAP or (request.purpose is Purpose.ANSWER and request.tier is None)
