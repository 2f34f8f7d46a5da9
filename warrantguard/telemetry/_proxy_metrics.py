"""The OpenAI-compatible proxy's own Prometheus metrics: requests, certification outcomes, cut streams, latency.

Labels use the engine's vocabulary (``warrantguard.telemetry``): ``warrant`` is ``none``,
``conditional``, ``basic`` or ``strong`` (empty when nothing was certified: see
``status``), ``model`` the model the upstream was asked for (the pinned one, else the
client's), at most ``max_models`` distinct names, later ones and anything that is not a
model name counted as ``other``.
"""

from __future__ import annotations

from typing import Any

from warrantguard.telemetry._labels import BoundedLabel, warrant_name
from warrantguard.telemetry._prometheus import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
)
from warrantguard.telemetry._streams import StreamCuts

__all__ = ["METRICS_CONTENT_TYPE", "ProxyMetrics"]

METRICS_CONTENT_TYPE = CONTENT_TYPE_LATEST
"""The media type of :meth:`ProxyMetrics.render`'s text (Prometheus' text format)."""


class ProxyMetrics:
    """Request counts by mode, status and model, certificate outcomes, and proxy latency."""

    def __init__(self, registry: Any = None, *, max_models: int = 50) -> None:
        self.registry = registry if registry is not None else CollectorRegistry()
        self.model = BoundedLabel(max_models)
        self.requests = Counter("warrantguard_proxy_requests_total", "Chat completion requests handled, by mode "
                                "(passthrough, certified), response status and model.",
                                ["mode", "status", "model"], registry=self.registry)
        self.certificates = Counter("warrantguard_proxy_certificates_total", "Certification outcomes, by status "
                                    "(success, intervened, not_run, failed), warrant and model.",
                                    ["status", "warrant", "model"], registry=self.registry)
        self.cuts = StreamCuts(self.registry)
        self.latency = Histogram("warrantguard_proxy_request_seconds", "Time to the response head.",
                                 ["mode"], registry=self.registry,
                                 buckets=(0.005, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120))

    def observe(self, mode: str, status: int, seconds: float, model: Any = None) -> None:
        """Count one request (``mode``: passthrough or certified) and its latency."""
        self.requests.labels(mode, str(status), self.model(model)).inc()
        self.latency.labels(mode).observe(seconds)

    def certified(self, status: str, warrant: Any, model: Any = None) -> None:
        """Count one certification outcome (``warrant``: 0–3, ``None`` when nothing was certified)."""
        label = warrant_name(warrant) if isinstance(warrant, int) and 0 <= warrant <= 3 else ""
        self.certificates.labels(status, label, self.model(model)).inc()

    def cut(self, mode: str, reason: str) -> None:
        """Count one stream the upstream cut (ended for the client with an error event)."""
        self.cuts.cut("proxy", mode, reason)

    def render(self) -> bytes:
        """The exposition text of the registry."""
        return bytes(generate_latest(self.registry))
