"""The proxy's prometheus metrics (the only module that imports ``prometheus_client``)."""

from __future__ import annotations

from typing import Any

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Histogram, generate_latest

__all__ = ["CONTENT_TYPE", "ProxyMetrics"]

CONTENT_TYPE = CONTENT_TYPE_LATEST


class ProxyMetrics:
    """Request counts by mode and status, certificate outcomes, and proxy latency."""

    def __init__(self, registry: Any = None) -> None:
        self.registry = registry if registry is not None else CollectorRegistry()
        self.requests = Counter("warrantguard_proxy_requests_total", "Chat completion requests handled",
                                ["mode", "status"], registry=self.registry)
        self.certificates = Counter("warrantguard_proxy_certificates_total", "Certification outcomes",
                                    ["status", "tier"], registry=self.registry)
        self.latency = Histogram("warrantguard_proxy_request_seconds", "Time to the response head",
                                 ["mode"], registry=self.registry,
                                 buckets=(0.005, 0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120))

    def observe(self, mode: str, status: int, seconds: float) -> None:
        """Count one request (``mode``: passthrough or certified) and its latency."""
        self.requests.labels(mode, str(status)).inc()
        self.latency.labels(mode).observe(seconds)

    def certified(self, status: str, tier: str | None) -> None:
        """Count one certification outcome."""
        self.certificates.labels(status, tier or "none").inc()

    def render(self) -> bytes:
        """The exposition text of the registry."""
        return bytes(generate_latest(self.registry))
