"""The only module of warrantguard that imports ``prometheus_client``: the rest of ``telemetry`` takes its
classes and exposition helpers from here, so the library's whole footprint on that package is one page."""

from __future__ import annotations

from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, CollectorRegistry, Counter, Histogram, generate_latest
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.exposition import choose_encoder, make_asgi_app, start_http_server

__all__ = [
    "CONTENT_TYPE_LATEST",
    "REGISTRY",
    "CollectorRegistry",
    "Counter",
    "GaugeMetricFamily",
    "Histogram",
    "Metric",
    "MetricsRegistry",
    "choose_encoder",
    "generate_latest",
    "make_asgi_app",
    "multiprocess_collector",
    "start_http_server",
]

MetricsRegistry = CollectorRegistry
"""The registry metrics are counted on and served from (``prometheus_client.CollectorRegistry``), for the type
annotations of the modules that take one."""


def multiprocess_collector(registry: CollectorRegistry) -> None:
    """Register on ``registry`` the collector that sums every worker's metrics from
    ``$PROMETHEUS_MULTIPROC_DIR`` (imported only when a multiprocess deployment asks for it)."""
    from prometheus_client import multiprocess

    multiprocess.MultiProcessCollector(registry)
