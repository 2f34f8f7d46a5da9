"""Shared backends that failed: how often a call to Redis (or another shared store) did not answer.

The shared parts (the answer cache, the certificate store, the rate limiter) degrade instead
of failing a request when their backend is down or slow; each failed call is counted here by
backend (``redis``) and part (``cache``, ``certificates``, ``lease``: single flight across
instances, ``ratelimit``). The parts live in the
models layer, which imports no telemetry: they take a plain callback, ``SharedBackendErrors(registry).error``.
"""

from __future__ import annotations

import threading
import weakref
from typing import Any

from warrantguard.telemetry._prometheus import REGISTRY, CollectorRegistry, Counter

__all__ = ["BACKEND_PARTS", "SharedBackendErrors"]

BACKEND_PARTS = ("cache", "certificates", "lease", "ratelimit")
_BACKENDS = ("redis", "postgres")
_COUNTERS: weakref.WeakKeyDictionary[CollectorRegistry, Counter] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()


def _counter(registry: CollectorRegistry) -> Counter:
    with _LOCK:
        found = _COUNTERS.get(registry)
        if found is None:
            found = _COUNTERS[registry] = Counter(
                "warrantguard_shared_backend_errors", "Calls to a shared backend that failed or timed out "
                "(the part then degraded: the cache to none, the rate limiter to its in-process share), "
                "by backend and part.", ["backend", "part"], registry=registry)
        return found


class SharedBackendErrors:
    """The shared-backend error counter on ``registry`` (the global one when ``None``), shared by
    every user of that registry."""

    def __init__(self, registry: Any = None) -> None:
        self.counter = _counter(registry if registry is not None else REGISTRY)

    def error(self, part: str, backend: str = "redis") -> None:
        """Count one failed call (labels outside the known sets are counted as ``other``)."""
        self.counter.labels(backend if backend in _BACKENDS else "other",
                            part if part in BACKEND_PARTS else "other").inc()
