"""Every credential path of the console shares one throttle and lockout (issue 23, item 4).

The issue's scenario: a console started with a 4-digit token gave it up after 1,235
``Authorization: Bearer`` guesses in 1.3 s (Bearer guesses were never counted), and the token
worked while the login form was locked. Now: weak tokens are refused at start-up, Bearer
guesses and form logins count against the same client address, and a locked address is
refused even with the right token (429 with ``Retry-After``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("starlette", reason="the console needs pip install 'warrantguard[review]'")
from starlette.testclient import TestClient

from warrantguard.guard import ConfigurationError
from warrantguard.policies import CredentialThrottle, ReviewQueue
from warrantguard.policies.console import create_app

from .test_console import ORIGIN, TOKEN, FakeClock, client_for, csrf_of

STRONG = TOKEN


@pytest.fixture
def queue(tmp_path: Path) -> ReviewQueue:
    """An empty SQLite queue."""
    return ReviewQueue(tmp_path / "q.sqlite3")


def bearer(client: TestClient, token: str, path: str = "/") -> int:
    """The status of one request with ``Authorization: Bearer token``."""
    return client.get(path, headers={"Authorization": f"Bearer {token}"}).status_code


def form(client: TestClient, secret: str) -> int:
    """The status of one login through the form."""
    page = client.get("/login")
    return client.post("/login", data={"csrf": csrf_of(page.text), "secret": secret},
                       follow_redirects=False).status_code


@pytest.mark.parametrize("weak", ["1234", "0000000000000000", "abababababababababab", "short-token"])
def test_a_weak_token_is_refused_at_start_up(queue: ReviewQueue, weak: str) -> None:
    with pytest.raises(ConfigurationError, match="token is too weak") as caught:
        create_app(queue, token=weak)
    assert weak not in str(caught.value)  # the secret is never in the message


def test_a_weak_shared_password_is_refused_at_start_up(queue: ReviewQueue) -> None:
    with pytest.raises(ConfigurationError, match="password is too weak"):
        create_app(queue, password="pw")


def test_bearer_guesses_are_counted_and_lock_the_address(queue: ReviewQueue) -> None:
    clock = FakeClock()
    client = client_for(create_app(queue, token=STRONG, throttle=CredentialThrottle(clock=clock)))
    codes = [bearer(client, f"{i:04d}") for i in range(50)]  # the attack, shortened
    assert codes[:4] == [401] * 4 and set(codes[4:]) == {429}
    r = client.get("/", headers={"Authorization": f"Bearer {STRONG}"})
    assert r.status_code == 429 and r.headers["retry-after"] == "30"  # the right token, refused while locked
    assert form(client, STRONG) == 429  # the form shares the lockout
    clock.advance(31)
    assert bearer(client, STRONG) == 200


def test_form_failures_lock_bearer_too(queue: ReviewQueue) -> None:
    clock = FakeClock()
    client = client_for(create_app(queue, token=STRONG, throttle=CredentialThrottle(clock=clock)))
    assert [form(client, f"guess-{i}") for i in range(5)] == [401] * 4 + [429]
    assert bearer(client, STRONG) == 429
    assert bearer(client, STRONG, "/metrics") == 429


def test_metrics_bearer_guesses_count(queue: ReviewQueue) -> None:
    client = client_for(create_app(queue, token=STRONG, throttle=CredentialThrottle(clock=FakeClock())))
    assert [bearer(client, "nope", "/metrics") for _ in range(6)] == [401] * 4 + [429] * 2
    assert bearer(client, STRONG, "/metrics") == 429


def test_a_valid_token_does_not_reset_the_count_between_guesses(queue: ReviewQueue) -> None:
    client = client_for(create_app(queue, token=STRONG, throttle=CredentialThrottle(clock=FakeClock())))
    codes = []
    for i in range(6):
        codes.append(bearer(client, f"guess-{i}"))
        codes.append(bearer(client, STRONG))
    assert 429 in codes[:10]


def test_addresses_are_counted_apart(queue: ReviewQueue) -> None:
    app = create_app(queue, token=STRONG, throttle=CredentialThrottle(clock=FakeClock()))
    attacker = TestClient(app, base_url=ORIGIN, client=("10.0.0.66", 5000))
    reviewer = TestClient(app, base_url=ORIGIN, client=("10.0.0.7", 5000))
    assert [bearer(attacker, "nope") for _ in range(5)][-1] == 429
    assert bearer(reviewer, STRONG) == 200
