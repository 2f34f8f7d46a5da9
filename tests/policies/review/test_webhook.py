"""The enqueue webhook, against a local HTTP server on 127.0.0.1."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from _certs import make_cert

from warrantguard.guard import CallPlan, ConfigurationError, Warrant
from warrantguard.policies import ReviewQueue, StakesPolicy, Webhook, WebhookError, WebhookRefused


class Hook:
    """A local webhook receiver answering with a scripted list of status codes."""

    def __init__(self) -> None:
        self.statuses: list[int] = []
        self.received: list[dict[str, Any]] = []
        self.attempts = 0
        hook = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers["Content-Length"]))
                hook.attempts += 1
                status = hook.statuses.pop(0) if hook.statuses else 200
                if status == 200:
                    hook.received.append(json.loads(body))
                self.send_response(status)
                self.end_headers()

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/hook"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()


@pytest.fixture
def hook() -> Iterator[Hook]:
    """A running local webhook receiver."""
    h = Hook()
    yield h
    h.server.shutdown()
    h.server.server_close()


def _queue(tmp_path: Path, webhook: Webhook) -> ReviewQueue:
    return ReviewQueue(tmp_path / "q.sqlite3", webhook=webhook)


def test_enqueue_posts_json_after_retries(tmp_path: Path, hook: Hook) -> None:
    hook.statuses = [500, 503]
    webhook = Webhook(hook.url, backoff=0.01, headers={"X-Token": "t"})
    queue = _queue(tmp_path, webhook)
    cert = make_cert(Warrant.CONDITIONAL)
    decision = StakesPolicy().decide(cert, CallPlan("high", "explicit"))
    item_id = queue.enqueue(cert, decision, request_id="r1")
    queue.enqueue(cert, decision, request_id="r1")  # a duplicate: no second delivery
    webhook.join(5)
    assert hook.attempts == 3 and webhook.delivered == 1 and webhook.failed == 0
    (payload,) = hook.received
    assert payload["event"] == "review.enqueued" and payload["id"] == item_id
    assert payload["stakes"] == "high" and payload["action"] == "review"
    assert payload["recommendation"] == "train" and payload["warrant"] == "Conditional Warrant"


def test_client_errors_are_not_retried_and_failures_never_break_enqueue(
    tmp_path: Path, hook: Hook
) -> None:
    hook.statuses = [400]
    webhook = Webhook(hook.url, backoff=0.01)
    with pytest.raises(WebhookRefused):
        webhook.send({"x": 1})
    assert hook.attempts == 1
    hook.statuses = [500] * 5
    with pytest.raises(WebhookError, match="500"):
        Webhook(hook.url, attempts=2, backoff=0.01).send({"x": 1})
    dead = Webhook("http://127.0.0.1:9/nothing", attempts=2, backoff=0.01, timeout=1)
    queue = _queue(tmp_path, dead)
    cert = make_cert(Warrant.CONDITIONAL)
    item_id = queue.enqueue(cert, StakesPolicy().decide(cert, CallPlan("high", "x")))
    dead.join(5)
    assert dead.failed == 1 and queue.get(item_id).status == "pending"


def test_webhook_url_is_checked() -> None:
    with pytest.raises(ConfigurationError, match="http"):
        Webhook("ftp://example.invalid/")
