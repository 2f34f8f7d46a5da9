"""Regression tests for the review console's hard edges (issue 13): override answers,
verified reviewers, login lockout, cookies, origin and host checks, sessions, error pages."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the console needs pip install 'warrantguard[review]'")
from _certs import make_cert
from starlette.testclient import TestClient

from warrantguard.adapters.proxy import ProxyServer
from warrantguard.guard import CallPlan, Warrant
from warrantguard.policies import LoginThrottle, ReviewQueue, ReviewStatus, StakesPolicy
from warrantguard.policies.console import create_app
from warrantguard.policies.console._accounts import UserFile
from warrantguard.policies.console._sessions import SessionTable
from warrantguard.policies.review._override import REVIEWER_TEXT

from .test_console import ORIGIN, TOKEN, FakeClock, add_item, client_for, csrf_of, login

EVIL = "wire $1M to acct 666"
PASSWORD = "correct horse battery"


@pytest.fixture
def queue(tmp_path: Path) -> ReviewQueue:
    """An empty SQLite queue (the console does not depend on the backend)."""
    return ReviewQueue(tmp_path / "q.sqlite3")


@pytest.fixture
def users(tmp_path: Path) -> Path:
    """A users file with reviewers ann and bob."""
    path = tmp_path / "users"
    for name in ("ann", "bob"):
        UserFile(path).set_password(name, PASSWORD)
    return path


@contextlib.contextmanager
def served(app: Any) -> Iterator[str]:
    """``app`` served by uvicorn on 127.0.0.1 in a thread (its default proxy-header trust)."""
    with ProxyServer(app, timeout=60) as server:
        yield server.url


def decide(client: TestClient, item_id: str, **data: str) -> Any:
    """Post a decision with the item page's CSRF token."""
    page = client.get(f"/items/{item_id}")
    return client.post(f"/items/{item_id}/decide", follow_redirects=False,
                       data={"csrf": csrf_of(page.text), **data})


def try_login(client: TestClient, secret: str, name: str = "") -> Any:
    """One login attempt through the form."""
    page = client.get("/login")
    return client.post("/login", follow_redirects=False,
                       data={"csrf": csrf_of(page.text), "name": name, "secret": secret})


# -- overrides are one of the two options ----------------------------------------------------
def test_an_override_must_be_one_of_the_options(queue: ReviewQueue) -> None:
    item_id = add_item(queue)
    client = client_for(create_app(queue, token=TOKEN))
    login(client)
    r = decide(client, item_id, verdict="override", answer=EVIL)
    assert r.status_code == 400 and "one of the item&#39;s options" in r.text
    assert 'href="/console.css"' in r.text  # a styled page
    assert queue.get(item_id).status is ReviewStatus.PENDING
    assert decide(client, item_id, verdict="override", answer=" MOTORCYCLE ").status_code == 303
    assert queue.get(item_id).final_answer == "motorcycle"  # the option as the item spells it


def test_free_text_only_where_the_policy_allows_it_and_marked(queue: ReviewQueue) -> None:
    policy = StakesPolicy.model_validate({"levels": {"high": {"review_free_text": True}}})
    high = add_item(queue)
    cert = make_cert(Warrant.CONDITIONAL, prompt="Tea or coffee?", cert_id="c2")
    medium = queue.enqueue(cert, policy.decide(cert, CallPlan("medium", "explicit")))
    client = client_for(create_app(queue, token=TOKEN, policy=policy))
    login(client)
    assert 'id="answer-text"' in client.get(f"/items/{high}").text
    assert 'id="answer-text"' not in client.get(f"/items/{medium}").text
    assert decide(client, medium, verdict="override", answer_text=EVIL).status_code == 400
    assert decide(client, high, verdict="override", answer_text=EVIL).status_code == 303
    final = queue.get(high).final_answer
    assert final == REVIEWER_TEXT + EVIL and final != EVIL
    assert "reviewer&#39;s text, not the model&#39;s" in client.get(f"/items/{high}").text


# -- verified reviewers ---------------------------------------------------------------------------
def test_accounts_record_the_verified_name(queue: ReviewQueue, users: Path) -> None:
    item_id = add_item(queue)
    client = client_for(create_app(queue, users=users))
    assert 'id="login-name"' in client.get("/login").text
    assert try_login(client, "wrong password", "ann").status_code == 401
    assert try_login(client, PASSWORD, "mallory").status_code == 401  # no such account
    assert try_login(client, PASSWORD, "").status_code == 401  # no shared secret configured
    assert try_login(client, PASSWORD, "ann").status_code == 303
    assert decide(client, item_id, verdict="approve").status_code == 303
    assert queue.get(item_id).reviewer == "ann"
    assert PASSWORD not in users.read_text() and "ann:scrypt$" in users.read_text()


def test_the_shared_secret_records_the_shared_identity_not_a_typed_name(
    queue: ReviewQueue, users: Path
) -> None:
    item_id = add_item(queue)
    client = client_for(create_app(queue, password="shared-pw-long-enough-for-a-console"))
    page = client.get("/login").text
    assert 'id="login-name"' not in page  # nothing to type that could be recorded
    r = client.post("/login", follow_redirects=False, data={
        "csrf": csrf_of(page), "secret": "shared-pw-long-enough-for-a-console", "name": "the-ceo"})
    assert r.status_code == 401  # a name means an account; there are none
    login(client, "shared-pw-long-enough-for-a-console")
    decide(client, item_id, verdict="reject")
    assert queue.get(item_id).reviewer == "shared:password"
    both = client_for(create_app(queue, token=TOKEN, users=users))
    login(both)  # no name: the shared token still works beside the accounts
    assert "shared:token" in both.get("/").text


def test_a_trusted_identity_header_names_the_reviewer(queue: ReviewQueue) -> None:
    item_id = add_item(queue)
    app = create_app(queue, identity_header="X-Forwarded-User")
    client = client_for(app)
    r = client.get("/")
    assert r.status_code == 401 and "X-Forwarded-User" in r.text and "login-form" not in r.text
    as_ann = client_for(app)
    as_ann.headers["X-Forwarded-User"] = "ann"
    assert decide(as_ann, item_id, verdict="approve").status_code == 303
    assert queue.get(item_id).reviewer == "ann"
    as_ann.headers["X-Forwarded-User"] = "<b>x</b>"
    assert as_ann.get("/").status_code == 401  # not a valid reviewer name
    header_off = client_for(create_app(queue, token=TOKEN))
    header_off.headers["X-Forwarded-User"] = "ann"
    assert header_off.get("/").status_code == 401  # ignored unless configured


# -- login rate limiting -------------------------------------------------------------------------
def test_five_failures_lock_the_account_for_a_growing_interval(queue: ReviewQueue, users: Path) -> None:
    clock = FakeClock()
    client = client_for(create_app(queue, users=users, throttle=LoginThrottle(clock=clock)))
    for _ in range(4):
        assert try_login(client, "nope-nope", "ann").status_code == 401
    r = try_login(client, "nope-nope", "ann")
    assert r.status_code == 429 and "locked for 30 seconds" in r.text
    assert r.headers["retry-after"] == "30"
    r = try_login(client, PASSWORD, "ann")  # the right password does not get in while locked
    assert r.status_code == 429 and "Too many failed logins" in r.text
    clock.advance(31)
    for _ in range(5):
        r = try_login(client, "nope-nope", "ann")
    assert r.status_code == 429 and "locked for 60 seconds" in r.text  # doubled
    clock.advance(61)
    assert try_login(client, PASSWORD, "ann").status_code == 303


def test_failures_from_one_address_lock_it_across_accounts(queue: ReviewQueue, users: Path) -> None:
    clock = FakeClock()
    client = client_for(create_app(queue, users=users, throttle=LoginThrottle(clock=clock)))
    for name in ("ann", "bob", "carl", "dora"):
        assert try_login(client, "nope-nope", name).status_code == 401
    assert try_login(client, "nope-nope", "erin").status_code == 429
    assert try_login(client, PASSWORD, "bob").status_code == 429  # the address is locked


def test_a_thousand_guesses_do_not_get_a_thousand_checks(queue: ReviewQueue) -> None:
    client = client_for(create_app(queue, password="the-password-long-enough-to-share"))
    codes = [try_login(client, f"guess-{i}").status_code for i in range(20)]
    assert codes[:4] == [401] * 4 and set(codes[4:]) == {429}


# -- cookies ------------------------------------------------------------------------------------------
def cookie_headers(r: Any) -> list[str]:
    """The Set-Cookie headers of a response."""
    return r.headers.get_list("set-cookie")


def test_secure_cookies_on_request_and_over_https(queue: ReviewQueue) -> None:
    plain = client_for(create_app(queue, token=TOKEN))
    r = try_login(plain, TOKEN)
    assert all("secure" not in c.lower() for c in cookie_headers(r))
    assert all("httponly" in c.lower() and "samesite=strict" in c.lower() for c in cookie_headers(r))
    forced = client_for(create_app(queue, token=TOKEN, secure_cookies=True))
    r = forced.get("/login")
    assert all("; secure" in c.lower() for c in cookie_headers(r))
    https = client_for(create_app(queue, token=TOKEN), origin="https://localhost",
                       base_url="https://localhost")
    r = try_login(https, TOKEN)
    assert r.status_code == 303
    assert cookie_headers(r) and all("; secure" in c.lower() for c in cookie_headers(r))


def test_x_forwarded_proto_from_a_trusted_proxy_makes_cookies_secure(queue: ReviewQueue) -> None:
    import httpx

    with served(create_app(queue, token=TOKEN)) as base:
        plain = httpx.get(f"{base}/login", timeout=30)
        proxied = httpx.get(f"{base}/login", headers={"X-Forwarded-Proto": "https"}, timeout=30)
    assert "secure" not in plain.headers["set-cookie"].lower()
    assert "; secure" in proxied.headers["set-cookie"].lower()  # uvicorn trusts 127.0.0.1


# -- origin and host checks ----------------------------------------------------------------------
def test_cross_origin_and_origin_less_posts_are_refused(queue: ReviewQueue) -> None:
    item_id = add_item(queue)
    client = client_for(create_app(queue, token=TOKEN))
    login(client)
    csrf = csrf_of(client.get(f"/items/{item_id}").text)
    for headers in ({"Origin": "http://evil.example"}, {"Origin": "null"},
                    {"Origin": "http://localhost:8080"}, {"Origin": "https://localhost"},
                    {"Origin": "", "Referer": "http://evil.example/form"}, {"Origin": ""}):
        r = client.post(f"/items/{item_id}/decide", headers=headers,
                        data={"csrf": csrf, "verdict": "approve"})
        assert r.status_code == 403, headers
        assert "console.css" in r.text and ("Origin" in r.text or "origin" in r.text)
    assert queue.get(item_id).status is ReviewStatus.PENDING
    r = client.post(f"/items/{item_id}/decide", follow_redirects=False,
                    headers={"Origin": "", "Referer": f"{ORIGIN}/items/{item_id}"},
                    data={"csrf": csrf, "verdict": "approve"})
    assert r.status_code == 303  # a same-origin Referer will do when Origin is missing


def test_oversized_forms_are_refused(queue: ReviewQueue) -> None:
    client = client_for(create_app(queue, token=TOKEN))
    r = client.post("/login", content=b"x" * 70_000,
                    headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert r.status_code == 413 and 'id="error-message"' in r.text


def test_only_allowed_hosts_are_served(queue: ReviewQueue) -> None:
    app = create_app(queue, token=TOKEN)
    for host in ("localhost", "127.0.0.1:8750", "[::1]:8750", "LOCALHOST."):
        assert client_for(app).get("/login", headers={"Host": host}).status_code == 200, host
    for host in ("attacker.example", "localhost.attacker.example", "", "a@localhost"):
        r = client_for(app).get("/login", headers={"Host": host})
        assert r.status_code == 400 and "--allowed-host" in r.text and "login-form" not in r.text
    custom = create_app(queue, token=TOKEN, allowed_hosts=["review.example.com", "*.corp.example"])
    ok = TestClient(custom, base_url="https://review.example.com")
    assert ok.get("/login").status_code == 200
    assert ok.get("/login", headers={"Host": "a.corp.example"}).status_code == 200
    assert ok.get("/login", headers={"Host": "localhost"}).status_code == 400


# -- sessions -----------------------------------------------------------------------------------------
def test_no_session_without_a_login(queue: ReviewQueue) -> None:
    app = create_app(queue, token=TOKEN)
    client = client_for(app)
    for _ in range(50):
        client.cookies.clear()
        client.get("/")
        client.get("/login")
    assert len(app.state.console.sessions) == 0
    anon = create_app(queue, allow_anonymous=True)
    for _ in range(20):
        r = client_for(anon).get("/")
        assert r.status_code == 200
    assert len(anon.state.console.sessions) == 0
    login(client)
    assert len(app.state.console.sessions) == 1


def test_anonymous_forms_still_need_their_token(queue: ReviewQueue) -> None:
    item_id = add_item(queue)
    client = client_for(create_app(queue, allow_anonymous=True))
    r = client.post(f"/items/{item_id}/decide", data={"verdict": "approve", "csrf": "x"})
    assert r.status_code == 403
    assert decide(client, item_id, verdict="approve").status_code == 303
    assert queue.get(item_id).reviewer == "anonymous"


def test_sessions_expire_when_idle_and_absolutely(queue: ReviewQueue) -> None:
    clock = FakeClock()
    table = SessionTable(idle=600, absolute=3600, clock=clock)
    client = client_for(create_app(queue, token=TOKEN, sessions=table))
    login(client)
    clock.advance(599)
    assert client.get("/").status_code == 200  # each request restarts the idle timer
    clock.advance(599)
    assert client.get("/").status_code == 200
    clock.advance(601)
    assert client.get("/").status_code == 401
    login(client)
    for _ in range(7):
        clock.advance(500)
        assert client.get("/").status_code == 200
    clock.advance(200)
    assert client.get("/").status_code == 401  # active all along, but 3700 s after login
    assert len(table) == 0


def test_the_session_table_is_bounded(queue: ReviewQueue) -> None:
    table = SessionTable(max_sessions=3)
    app = create_app(queue, token=TOKEN, sessions=table)
    clients = [client_for(app) for _ in range(5)]
    for c in clients:
        login(c)
    assert len(table) == 3
    assert clients[0].get("/").status_code == 401 and clients[4].get("/").status_code == 200


# -- error pages ---------------------------------------------------------------------------------------
def test_error_pages_are_styled(queue: ReviewQueue) -> None:
    client = client_for(create_app(queue, token=TOKEN))
    login(client)
    for path, status in (("/no-such-page", 404), ("/items/nope", 404)):
        r = client.get(path)
        assert r.status_code == status
        assert 'href="/console.css"' in r.text and 'id="error-message"' in r.text
        assert r.headers["content-security-policy"].startswith("default-src 'none'")
    r = client.post("/items/x/decide", data={"verdict": "approve"})
    assert r.status_code == 403 and 'id="error-message"' in r.text and "CSRF" in r.text
    r = client.put("/login")
    assert r.status_code in (403, 405) and 'id="error-message"' in r.text


def test_a_server_error_is_a_styled_page_without_details(
    queue: ReviewQueue, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(**kw: object) -> list[object]:
        raise RuntimeError("db password is hunter2")

    client = TestClient(create_app(queue, token=TOKEN), base_url=ORIGIN,
                        raise_server_exceptions=False)
    monkeypatch.setattr(queue, "pending", broken)
    r = client.get("/", headers={"Authorization": f"Bearer {TOKEN}"})
    assert r.status_code == 500 and 'href="/console.css"' in r.text
    assert "hunter2" not in r.text and "Traceback" not in r.text
