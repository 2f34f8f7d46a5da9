"""Streams cut midway: how many answers reached a client incomplete, and why.

A stream the upstream breaks (its connection fails, or it ends before ``data: [DONE]``) is
ended by the adapter with an error event the client sees; :class:`StreamCuts` counts each one,
by adapter, mode (``passthrough``, ``certified``) and reason (``error``, ``no_done``,
``too_large``). Label values are the adapters' own constants: the set is bounded.
"""

from __future__ import annotations

import threading
import weakref
from typing import Any

from warrantguard.telemetry._prometheus import REGISTRY, CollectorRegistry, Counter

__all__ = ["CUT_REASONS", "StreamCuts"]

CUT_REASONS = ("error", "no_done", "too_large")
_COUNTERS: weakref.WeakKeyDictionary[CollectorRegistry, Counter] = weakref.WeakKeyDictionary()
_LOCK = threading.Lock()


def _counter(registry: CollectorRegistry) -> Counter:
    with _LOCK:
        found = _COUNTERS.get(registry)
        if found is None:
            found = _COUNTERS[registry] = Counter(
                "warrantguard_streams_cut_total", "Streamed answers the upstream broke midway, ended with an "
                "error event: by adapter, mode (passthrough, certified) and reason (error: the connection "
                "failed; no_done: it ended before [DONE]; too_large: an event over the relay's limit).",
                ["adapter", "mode", "reason"], registry=registry)
        return found


class StreamCuts:
    """The cut-stream counter on ``registry`` (the global one when ``None``), shared by every user of it."""

    def __init__(self, registry: Any = None) -> None:
        self.counter = _counter(registry if registry is not None else REGISTRY)

    def cut(self, adapter: str, mode: str, reason: str) -> None:
        """Count one cut stream (``reason`` outside :data:`CUT_REASONS` is counted as ``error``)."""
        self.counter.labels(adapter, mode, reason if reason in CUT_REASONS else "error").inc()
