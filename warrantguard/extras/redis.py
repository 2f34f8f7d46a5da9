"""The one module that imports redis-py (the ``[redis]`` extra).

The shared backends (answer cache, certificate store, rate limiter) take the asyncio
client from :func:`redis_asyncio`, which imports it on first use, so a missing extra fails
here, with one install hint.
"""

from __future__ import annotations

from types import ModuleType

__all__ = ["INSTALL_HINT", "redis_asyncio", "redis_errors"]

INSTALL_HINT = "the shared Redis backend needs redis-py: pip install 'warrantguard[redis]'"


def redis_asyncio() -> ModuleType:
    """``redis.asyncio``, imported on first use; ``ImportError`` naming the install command without the extra."""
    try:
        import redis.asyncio as redis_asyncio_module
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(f"{INSTALL_HINT} ({exc})") from exc
    return redis_asyncio_module


def redis_errors() -> tuple[type[BaseException], ...]:
    """What a call to an unreachable, failing or slow Redis raises (redis-py's errors, OS errors, timeouts)."""
    try:
        import redis
    except ImportError as exc:  # pragma: no cover - depends on the environment
        raise ImportError(f"{INSTALL_HINT} ({exc})") from exc
    return (redis.RedisError, OSError, TimeoutError)
