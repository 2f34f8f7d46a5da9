"""How the metrics leave the process: the review queue's gauges, read when Prometheus scrapes, and the registry a
``/metrics`` endpoint serves (the global one, a given one, or every worker's summed in multiprocess mode)."""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

from warrantguard.telemetry._prometheus import (
    REGISTRY,
    CollectorRegistry,
    GaugeMetricFamily,
    Metric,
    choose_encoder,
    make_asgi_app,
    multiprocess_collector,
    start_http_server,
)
from warrantguard.telemetry._queue import REVIEW_STATUSES, queue_counts

__all__ = [
    "ReviewQueueCollector",
    "exposed_registry",
    "metrics_asgi_app",
    "multiprocess_registry",
    "observe_review_queue",
    "render_metrics",
    "start_metrics_server",
]

log = logging.getLogger("warrantguard.telemetry")


# ---- the review queue, read at scrape time ------------------------------------------------
class ReviewQueueCollector:
    """Review queue depth by status and the age of the oldest pending item, read from the
    store when Prometheus scrapes (nothing is counted in between)."""

    def __init__(self, source: Any, *, namespace: str = "warrantguard",
                 clock: Callable[[], float] = time.time) -> None:
        self.store = getattr(source, "store", source)
        self.namespace, self.clock = namespace, clock

    def _families(self) -> tuple[GaugeMetricFamily, GaugeMetricFamily, GaugeMetricFamily]:
        ns = self.namespace
        return (
            GaugeMetricFamily(f"{ns}_review_queue_items", "Review items by status.", labels=["status"]),
            GaugeMetricFamily(f"{ns}_review_queue_oldest_pending_age_seconds",
                              "Age of the oldest pending review item (0 when none)."),
            GaugeMetricFamily(f"{ns}_review_queue_up", "1 when the review store could be read."),
        )

    def describe(self) -> Iterator[Metric]:
        """The families, without reading the store."""
        yield from self._families()

    def collect(self) -> Iterator[Metric]:
        """Read the store."""
        items, oldest, up = self._families()
        try:
            counts, first = queue_counts(self.store)
        except Exception:
            log.exception("warrantguard: could not read the review store")
            up.add_metric([], 0.0)
            yield up
            return
        for status in sorted({*REVIEW_STATUSES, *counts}):
            items.add_metric([status], float(counts.get(status, 0)))
        oldest.add_metric([], max(self.clock() - first, 0.0) if first is not None else 0.0)
        up.add_metric([], 1.0)
        yield from (items, oldest, up)


def observe_review_queue(source: Any, registry: CollectorRegistry | None = None, *,
                         namespace: str = "warrantguard") -> ReviewQueueCollector:
    """Export the depth of a :class:`~warrantguard.policies.ReviewQueue` (or a store).

    Register it once, in the process that serves ``/metrics`` (the review console);
    in multiprocess mode register it on the registry you expose, not in each worker.
    """
    collector = ReviewQueueCollector(source, namespace=namespace)
    (registry if registry is not None else REGISTRY).register(collector)
    return collector


# ---- exposition ------------------------------------------------------------------------------
def multiprocess_registry() -> CollectorRegistry:
    """A fresh registry that aggregates every worker's metrics from ``$PROMETHEUS_MULTIPROC_DIR``."""
    registry = CollectorRegistry()
    multiprocess_collector(registry)
    return registry


def exposed_registry(registry: CollectorRegistry | None = None) -> CollectorRegistry:
    """The registry a ``/metrics`` endpoint serves: ``registry`` when given, else the
    multiprocess aggregate when ``$PROMETHEUS_MULTIPROC_DIR`` is set, else the global one."""
    if registry is not None:
        return registry
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        return multiprocess_registry()
    return REGISTRY


def render_metrics(registry: CollectorRegistry | None = None, accept: str | None = None) -> tuple[bytes, str]:
    """``(body, content_type)`` for a ``/metrics`` response.

    ``accept`` is the request's ``Accept`` header (OpenMetrics when the scraper asks
    for it). Without a registry: the multiprocess aggregate when
    ``$PROMETHEUS_MULTIPROC_DIR`` is set, else the global registry.
    """
    encoder, content_type = choose_encoder(accept or "")
    return encoder(exposed_registry(registry)), content_type


def metrics_asgi_app(registry: CollectorRegistry | None = None) -> Callable[..., Any]:
    """An ASGI app serving the metrics, to mount at ``/metrics`` (Starlette, FastAPI)."""
    return make_asgi_app(registry=exposed_registry(registry))  # type: ignore[no-any-return]


def start_metrics_server(port: int, addr: str = "127.0.0.1",
                         registry: CollectorRegistry | None = None) -> tuple[Any, threading.Thread]:
    """Serve ``/metrics`` on ``addr:port`` from a daemon thread; returns ``(server, thread)``.

    ``port=0`` picks a free port (``server.server_port``); stop with ``server.shutdown()``.
    Binds to localhost by default: pass ``addr="0.0.0.0"`` to let a remote Prometheus in.
    """
    server, thread = start_http_server(port, addr=addr, registry=exposed_registry(registry))
    return server, thread
