"""Prometheus metrics and OpenTelemetry traces for reliance certificates.

Both are :class:`~warrantguard.guard.Hook` sinks; attach them to a Guard::

    from warrantguard import Guard
    from warrantguard.telemetry import WarrantMetrics, WarrantTracing, start_metrics_server

    guard = Guard("openai/gpt-4o-mini", hooks=[WarrantMetrics(), WarrantTracing()])
    start_metrics_server(9464)

Importing this package imports neither ``prometheus_client`` nor ``opentelemetry``:
each is imported on first use of a name that needs it, and ``warrantguard`` itself
never imports this package, so unused telemetry costs nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from warrantguard._lazy import lazy_exports

if TYPE_CHECKING:
    from warrantguard.telemetry._backends import BACKEND_PARTS, SharedBackendErrors
    from warrantguard.telemetry._exposition import (
        ReviewQueueCollector,
        exposed_registry,
        metrics_asgi_app,
        multiprocess_registry,
        observe_review_queue,
        render_metrics,
        start_metrics_server,
    )
    from warrantguard.telemetry._labels import BoundedLabel, warrant_name
    from warrantguard.telemetry._metrics import WarrantMetrics
    from warrantguard.telemetry._prometheus import MetricsRegistry
    from warrantguard.telemetry._proxy_metrics import METRICS_CONTENT_TYPE, ProxyMetrics
    from warrantguard.telemetry._streams import CUT_REASONS, StreamCuts
    from warrantguard.telemetry._tracing import EVALUATION_NAME, WarrantTracing, activate_context, extract_context

__all__ = [
    "BACKEND_PARTS",
    "CUT_REASONS",
    "EVALUATION_NAME",
    "METRICS_CONTENT_TYPE",
    "BoundedLabel",
    "MetricsRegistry",
    "ProxyMetrics",
    "ReviewQueueCollector",
    "SharedBackendErrors",
    "StreamCuts",
    "WarrantMetrics",
    "WarrantTracing",
    "activate_context",
    "exposed_registry",
    "extract_context",
    "metrics_asgi_app",
    "multiprocess_registry",
    "observe_review_queue",
    "render_metrics",
    "start_metrics_server",
    "warrant_name",
]

_HOMES = {
    "WarrantMetrics": "_metrics", "ReviewQueueCollector": "_exposition", "metrics_asgi_app": "_exposition",
    "exposed_registry": "_exposition", "multiprocess_registry": "_exposition",
    "observe_review_queue": "_exposition", "render_metrics": "_exposition", "start_metrics_server": "_exposition",
    "MetricsRegistry": "_prometheus", "ProxyMetrics": "_proxy_metrics", "METRICS_CONTENT_TYPE": "_proxy_metrics",
    "EVALUATION_NAME": "_tracing", "WarrantTracing": "_tracing", "activate_context": "_tracing",
    "extract_context": "_tracing", "BoundedLabel": "_labels", "warrant_name": "_labels",
    "StreamCuts": "_streams", "CUT_REASONS": "_streams",
    "SharedBackendErrors": "_backends", "BACKEND_PARTS": "_backends",  # the shared cache and rate limiter
}


__getattr__, __dir__ = lazy_exports(__name__, _HOMES, __all__)
