"""The answer cache seen by the engine: a small async protocol, never a blocking call on the loop."""

from __future__ import annotations

import asyncio
import hashlib
import inspect
import json
from typing import Any, Protocol, runtime_checkable

from warrantguard.guard._errors import ConfigurationError
from warrantguard.guard._models import ChatModel, ChatRequest

__all__ = ["Cache", "ThreadedCache", "as_cache", "cache_key"]


@runtime_checkable
class Cache(Protocol):
    """Async get/set of completion texts by key."""

    async def get(self, key: str) -> list[str] | None:
        """The cached texts, or ``None``."""
        ...

    async def set(self, key: str, texts: list[str]) -> None:
        """Store ``texts`` under ``key``."""
        ...


class ThreadedCache:
    """A synchronous ``get``/``set`` store (``diskcache.Cache``, a dict wrapper) run in a worker thread."""

    def __init__(self, store: Any) -> None:
        self.store = store

    async def get(self, key: str) -> list[str] | None:
        """``store.get(key)`` off the event loop."""
        value = await asyncio.to_thread(self.store.get, key)
        if isinstance(value, list) and all(isinstance(t, str) for t in value):
            return value
        return None

    async def set(self, key: str, texts: list[str]) -> None:
        """``store.set(key, texts)`` off the event loop."""
        await asyncio.to_thread(self.store.set, key, list(texts))


_OPENERS: list[Any] = []


def register_cache_opener(opener: Any) -> None:
    """Let a providers module turn a directory path into a cache (the engine opens no files)."""
    _OPENERS[:] = [opener]


def as_cache(cache: Any) -> Cache | None:
    """``None``; an async :class:`Cache`; a sync get/set store; or a directory (via the registered opener)."""
    if cache is None or cache is False:
        return None
    if hasattr(cache, "get") and hasattr(cache, "set"):
        if inspect.iscoroutinefunction(cache.get) and inspect.iscoroutinefunction(cache.set):
            return cache  # type: ignore[no-any-return]
        return ThreadedCache(cache)
    if isinstance(cache, str) or hasattr(cache, "__fspath__"):
        if not _OPENERS:
            raise ConfigurationError("a cache directory needs the warrantguard package (import warrantguard)")
        try:
            opened = _OPENERS[0](cache)
        except (OSError, ValueError) as exc:  # too long a name, not a directory, no permission...
            raise ConfigurationError(f"cannot open the cache directory: {getattr(exc, 'strerror', None) or exc}") \
                from None
        return as_cache(opened)
    raise ConfigurationError("cache must be a directory path, an object with get/set, or None")


def cache_key(model: ChatModel, request: ChatRequest) -> str | None:
    """The key of a cacheable call (temperature 0, one sample, a text answer), else ``None``.

    It holds the model's ``cache_identity`` (endpoint and a hash of the credentials for
    litellm models), so two deployments with the same model name never share answers.
    """
    if request.temperature != 0 or request.samples != 1 or request.probabilities:
        return None  # probabilities are not texts: never answered from the text cache
    identity = model.capabilities.cache_identity or model.name
    payload = json.dumps(
        [str(identity), request.messages, request.max_tokens, request.seed, request.choices,
         request.number, request.json],
        sort_keys=True, default=str,
    )
    return "wg2:" + hashlib.sha256(payload.encode()).hexdigest()
