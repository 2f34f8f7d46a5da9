"""The review console over HTTP (Starlette's TestClient): login, CSRF, escaping, metrics.

The hardening (accounts, lockout, origin and host checks, sessions, overrides) is in
``test_security.py``; the helpers here are shared with it and the browser tests.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from prometheus_client import REGISTRY, CollectorRegistry
from prometheus_client.parser import text_string_to_metric_families

pytest.importorskip("starlette", reason="the console needs pip install 'warrantguard[review]'")
from _certs import make_cert
from starlette.testclient import TestClient

from warrantguard.guard import CallPlan, ConfigurationError, Warrant
from warrantguard.policies import ReviewQueue, ReviewStatus, StakesPolicy
from warrantguard.policies.console import _routes as _console_routes
from warrantguard.policies.console import create_app
from warrantguard.telemetry import WarrantMetrics

TOKEN = "s3cret-token-for-the-console"
XSS = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">'


def add_item(queue: ReviewQueue, prompt: str = "Which is safer to travel by, motorcycle or train?",
             **kw: object) -> str:
    """Queue one item and return its id."""
    cert = make_cert(Warrant.CONDITIONAL, prompt=prompt, **kw)  # type: ignore[arg-type]
    return queue.enqueue(cert, StakesPolicy().decide(cert, CallPlan("high", "explicit")))


@pytest.fixture(autouse=True)
def _forget_global_collector() -> Iterator[None]:
    """Consoles without a registry register the queue collector globally: undo it."""
    yield
    collector = _console_routes._OBSERVED.pop(REGISTRY, None)
    if collector is not None:
        REGISTRY.unregister(collector)


@pytest.fixture
def queue(tmp_path: Path) -> ReviewQueue:
    """An empty SQLite queue."""
    return ReviewQueue(tmp_path / "q.sqlite3")


ORIGIN = "http://localhost"


def client_for(app: object, origin: str | None = ORIGIN, base_url: str = ORIGIN) -> TestClient:
    """A test client on an allowed host that sends the console's own ``Origin`` (as a
    browser does on a form post)."""
    headers = {"Origin": origin} if origin else {}
    return TestClient(app, base_url=base_url, headers=headers)  # type: ignore[arg-type]


class FakeClock:
    """A clock the tests move by hand (no sleeping)."""

    def __init__(self, now: float = 1000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        """Move the clock forward."""
        self.now += seconds


def csrf_of(html: str) -> str:
    """The CSRF token in a rendered form."""
    match = re.search(r'name="csrf" value="([^"]+)"', html)
    assert match, html
    return match.group(1)


def login(client: TestClient, secret: str = TOKEN, name: str = "") -> None:
    """Log in through the form (``name`` empty: the shared token or password)."""
    page = client.get("/login")
    r = client.post("/login", data={"csrf": csrf_of(page.text), "secret": secret, "name": name},
                    follow_redirects=False)
    assert r.status_code == 303, r.text


def test_requests_without_credentials_are_refused(queue: ReviewQueue) -> None:
    item_id = add_item(queue)
    client = client_for(create_app(queue, token=TOKEN))
    for path in ("/", "/history", f"/items/{item_id}"):
        r = client.get(path)
        assert r.status_code == 401 and "Log in" in r.text and "motorcycle" not in r.text
    assert client.get("/", headers={"Authorization": "Bearer wrong"}).status_code == 401
    r = client.post(f"/items/{item_id}/decide", data={"verdict": "approve", "csrf": "x"})
    assert r.status_code == 401
    assert queue.get(item_id).status is ReviewStatus.PENDING


def test_bearer_token_and_login_form(queue: ReviewQueue) -> None:
    add_item(queue)
    client = client_for(create_app(queue, token=TOKEN))
    r = client.get("/", headers={"Authorization": f"Bearer {TOKEN}"})
    assert r.status_code == 200 and "motorcycle or train" in r.text
    assert "script-src" not in r.headers["content-security-policy"]  # default-src 'none'
    assert "default-src 'none'" in r.headers["content-security-policy"]
    bad = client.post("/login", data={"csrf": csrf_of(client.get("/login").text),
                                      "secret": "nope"})
    assert bad.status_code == 401 and "Wrong token or password" in bad.text
    login(client)
    assert client.get("/").status_code == 200


def test_password_login_and_anonymous_needs_opt_in(queue: ReviewQueue) -> None:
    client = client_for(create_app(queue, password="pw-long-enough-for-a-console"))
    login(client, secret="pw-long-enough-for-a-console")
    assert client.get("/history").status_code == 200
    with pytest.raises(ConfigurationError, match="a token or a password, a users file"):
        create_app(queue)
    anon = client_for(create_app(queue, allow_anonymous=True))
    assert anon.get("/").status_code == 200


def test_decide_through_the_form(queue: ReviewQueue) -> None:
    item_id = add_item(queue)
    client = client_for(create_app(queue, token=TOKEN))
    login(client)
    page = client.get(f"/items/{item_id}")
    assert "Conditional Warrant" in page.text and "in winter" in page.text
    r = client.post(f"/items/{item_id}/decide", follow_redirects=False, data={
        "csrf": csrf_of(page.text), "verdict": "override", "answer": "motorcycle", "note": "n"})
    assert r.status_code == 303
    item = queue.get(item_id)
    assert (item.status, item.final_answer, item.reviewer) == (
        ReviewStatus.OVERRIDDEN, "motorcycle", "shared:token")
    again = client.post(f"/items/{item_id}/decide", data={"csrf": csrf_of(page.text),
                                                          "verdict": "approve"})
    assert again.status_code == 409 and "already overridden by shared:token" in again.text
    assert item_id not in client.get("/").text
    history = client.get("/history", params={"status": "overridden"}).text
    assert item_id in history


def test_forms_without_the_csrf_token_are_refused(queue: ReviewQueue) -> None:
    item_id = add_item(queue)
    client = client_for(create_app(queue, token=TOKEN))
    login(client)
    for data in ({"verdict": "approve"}, {"verdict": "approve", "csrf": "forged"}):
        r = client.post(f"/items/{item_id}/decide", data=data)
        assert r.status_code == 403 and "CSRF" in r.text
    r = client.post("/login", data={"secret": TOKEN})
    assert r.status_code == 403
    assert queue.get(item_id).status is ReviewStatus.PENDING


def test_model_text_is_escaped_everywhere(queue: ReviewQueue) -> None:
    item_id = add_item(queue, prompt=f"Pick {XSS}, a or b?", option_a=f"a{XSS}",
                       recommendation=f"a{XSS}", contexts=(XSS,))
    client = client_for(create_app(queue, token=TOKEN))
    login(client)
    for path in ("/", "/history", f"/items/{item_id}"):
        text = client.get(path).text
        assert "<script>" not in text and "<img" not in text, path
        assert "&lt;script&gt;" in text


def samples(text: str) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    """The exposition parsed by prometheus-client's own parser."""
    return {(s.name, frozenset(s.labels.items())): s.value
            for family in text_string_to_metric_families(text) for s in family.samples}


def test_metrics_need_the_bearer_token_but_not_the_login_page(queue: ReviewQueue) -> None:
    add_item(queue)
    client = client_for(create_app(queue, token=TOKEN, registry=CollectorRegistry()))
    for headers in ({}, {"Authorization": "Bearer wrong"}):
        r = client.get("/metrics", headers=headers)
        assert r.status_code == 401 and r.headers["www-authenticate"] == "Bearer"
        assert "Log in" not in r.text and "warrantguard_" not in r.text
    r = client.get("/metrics", headers={"Authorization": f"Bearer {TOKEN}"})
    assert r.status_code == 200 and r.headers["content-type"].startswith("text/plain")
    s = samples(r.text)
    assert s[("warrantguard_review_queue_items", frozenset({("status", "pending")}))] == 1
    assert s[("warrantguard_review_queue_up", frozenset())] == 1
    login(client)  # a reviewer's session may read it too
    assert client.get("/metrics").status_code == 200
    om = client.get("/metrics", headers={"Authorization": f"Bearer {TOKEN}",
                                         "Accept": "application/openmetrics-text; version=1.0.0"})
    assert om.headers["content-type"].startswith("application/openmetrics-text")


def test_metrics_are_open_without_a_token(queue: ReviewQueue) -> None:
    client = client_for(create_app(queue, password="pw-long-enough-for-a-console", registry=CollectorRegistry()))
    r = client.get("/metrics")
    assert r.status_code == 200
    assert samples(r.text)[("warrantguard_review_queue_items", frozenset({("status", "pending")}))] == 0


def test_decisions_in_the_console_record_time_to_decision(queue: ReviewQueue) -> None:
    item_id = add_item(queue)
    registry = CollectorRegistry()
    client = client_for(create_app(queue, token=TOKEN, registry=registry, metrics=WarrantMetrics(registry)))
    login(client)
    page = client.get(f"/items/{item_id}")
    r = client.post(f"/items/{item_id}/decide", follow_redirects=False,
                    data={"csrf": csrf_of(page.text), "verdict": "approve"})
    assert r.status_code == 303
    s = samples(client.get("/metrics").text)
    assert s[("warrantguard_review_decision_seconds_count", frozenset({("status", "approved")}))] == 1
    assert s[("warrantguard_review_queue_items", frozenset({("status", "approved")}))] == 1
    assert s[("warrantguard_review_queue_items", frozenset({("status", "pending")}))] == 0


def test_the_queue_collector_is_registered_once_per_registry(queue: ReviewQueue, tmp_path: Path) -> None:
    registry = CollectorRegistry()
    create_app(queue, token=TOKEN, registry=registry)
    other = ReviewQueue(tmp_path / "other.sqlite3")
    add_item(other)
    client = client_for(create_app(other, token=TOKEN, registry=registry))  # replaces, no duplicate error
    text = client.get("/metrics", headers={"Authorization": f"Bearer {TOKEN}"}).text
    assert samples(text)[("warrantguard_review_queue_items", frozenset({("status", "pending")}))] == 1
    default = create_app(queue, token=TOKEN)
    assert default.state.registry is REGISTRY
