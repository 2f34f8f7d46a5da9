"""An optional webhook called when an item is queued: POST JSON, retried with tenacity."""

from __future__ import annotations

import json
import logging
import threading
import urllib.error
import urllib.request
from collections.abc import Mapping
from typing import Any

from tenacity import Retrying, retry_if_exception, stop_after_attempt, wait_exponential

from warrantguard.guard.spi import ConfigurationError

__all__ = ["Webhook", "WebhookError", "WebhookRefused"]

log = logging.getLogger("warrantguard.review")


class WebhookError(Exception):
    """A webhook delivery failed (transient failures are retried first)."""


class WebhookRefused(WebhookError):
    """The webhook answered with a 4xx status other than 429: not retried."""


def _transient(exc: BaseException) -> bool:
    return isinstance(exc, WebhookError) and not isinstance(exc, WebhookRefused)


class Webhook:
    """POSTs a JSON document to ``url`` for each newly queued review item.

    Delivery runs on a background thread so enqueueing never waits for it; each
    delivery is tried up to ``attempts`` times with exponential back-off (from
    ``backoff`` seconds) on connection errors and 5xx/429 answers. A delivery that
    still fails is logged, never raised: the item is safely stored either way.
    ``join()`` waits for deliveries in flight.
    """

    def __init__(
        self, url: str, *, headers: Mapping[str, str] | None = None, timeout: float = 5.0,
        attempts: int = 4, backoff: float = 0.5,
    ) -> None:
        if not url.startswith(("http://", "https://")):
            raise ConfigurationError(f"webhook url must be http:// or https://, got {url!r}")
        if attempts < 1:
            raise ConfigurationError("webhook attempts must be at least 1")
        self.url, self.timeout, self.attempts, self.backoff = url, timeout, attempts, backoff
        self.headers = {"Content-Type": "application/json", **dict(headers or {})}
        self.delivered = 0
        self.failed = 0
        self._threads: list[threading.Thread] = []
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"Webhook({self.url!r})"

    def send(self, payload: Mapping[str, Any]) -> None:
        """Deliver ``payload`` now, retrying; raise :class:`WebhookError` if all attempts fail."""
        body = json.dumps(payload, default=str).encode()
        retrying = Retrying(
            stop=stop_after_attempt(self.attempts),
            wait=wait_exponential(multiplier=self.backoff, max=10 * self.backoff),
            retry=retry_if_exception(_transient),
            reraise=True,
        )
        retrying(self._post, body)

    def _post(self, body: bytes) -> None:
        request = urllib.request.Request(self.url, data=body, headers=self.headers, method="POST")
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as response:
                response.read()
        except urllib.error.HTTPError as exc:
            if exc.code >= 500 or exc.code == 429:
                raise WebhookError(f"webhook answered {exc.code}") from exc
            raise WebhookRefused(f"webhook refused the delivery: HTTP {exc.code}") from exc
        except (urllib.error.URLError, OSError) as exc:
            raise WebhookError(f"webhook unreachable: {exc}") from exc

    def notify(self, payload: Mapping[str, Any]) -> None:
        """Deliver ``payload`` on a background thread (failures are logged)."""
        thread = threading.Thread(target=self._deliver, args=(dict(payload),), daemon=True)
        with self._lock:
            self._threads = [t for t in self._threads if t.is_alive()]
            self._threads.append(thread)
        thread.start()

    def _deliver(self, payload: dict[str, Any]) -> None:
        try:
            self.send(payload)
        except WebhookError as exc:
            with self._lock:
                self.failed += 1
            log.warning("review webhook %s failed: %s", self.url, exc)
            return
        with self._lock:
            self.delivered += 1

    def join(self, timeout: float | None = None) -> None:
        """Wait for deliveries in flight (each up to ``timeout`` seconds)."""
        with self._lock:
            threads = list(self._threads)
        for thread in threads:
            thread.join(timeout)
