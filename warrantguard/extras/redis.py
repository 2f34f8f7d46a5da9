"""The one module that imports redis-py (the ``[redis]`` extra).

The shared backends (answer cache, certificate store, rate limiter) take the asyncio
client from :func:`redis_asyncio`, which imports it on first use, so a missing extra fails
here, with one install hint.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

__all__ = ["INSTALL_HINT", "redis_asyncio", "redis_client", "redis_errors"]

INSTALL_HINT = "the shared Redis backend needs redis-py: pip install 'warrantguard[redis]'"


def redis_asyncio() -> ModuleType:
    """``redis.asyncio``, imported on first use; ``ImportError`` naming the install command without the extra."""
    try:
        import redis.asyncio as redis_asyncio_module
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(f"{INSTALL_HINT} ({exc})") from exc
    return redis_asyncio_module


def redis_client(url: str, *, timeout: float) -> Any:
    """An asyncio client for ``url`` whose calls fail fast: ``timeout`` seconds to connect and to
    read a reply, and no retries of its own (redis-py retries three times with backoff by default;
    a shared backend falls back instead of waiting)."""
    try:
        from redis.asyncio.retry import Retry
        from redis.backoff import NoBackoff
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(f"{INSTALL_HINT} ({exc})") from exc
    return redis_asyncio().Redis.from_url(url, socket_timeout=timeout, socket_connect_timeout=timeout,
                                          retry=Retry(NoBackoff(), 0))


def redis_errors() -> tuple[type[BaseException], ...]:
    """What a call to an unreachable, failing or slow Redis raises (redis-py's errors, OS errors, timeouts)."""
    try:
        import redis
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(f"{INSTALL_HINT} ({exc})") from exc
    return (redis.RedisError, OSError, TimeoutError)
