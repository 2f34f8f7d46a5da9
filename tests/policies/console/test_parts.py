"""The console's parts on their own: password hashes, the users file, the login throttle,
the session table, host parsing and override answers."""

from __future__ import annotations

import stat
from pathlib import Path

import pytest
from _certs import make_cert

from warrantguard.guard import CallPlan, ConfigurationError, Warrant
from warrantguard.policies import LoginThrottle, ReviewQueue, StakesPolicy, wait_text
from warrantguard.policies.console._accounts import UserFile, hash_password, verify_password
from warrantguard.policies.console._auth import Credentials
from warrantguard.policies.console._edge import allowed_hosts, host_of, origin_problem
from warrantguard.policies.console._sessions import SessionTable
from warrantguard.policies.review._override import REVIEWER_TEXT, is_reviewer_text, override_answer

from .test_console import FakeClock


def test_password_hashes_are_salted_scrypt() -> None:
    a, b = hash_password("password-1"), hash_password("password-1")
    assert a != b and a.startswith("scrypt$16384$8$1$")  # a fresh salt each time
    assert verify_password("password-1", a) and verify_password("password-1", b)
    assert not verify_password("password-2", a)
    assert not verify_password("password-1", None)  # unknown user: a dummy check, False
    assert not verify_password("password-1", "garbage")
    with pytest.raises(ConfigurationError, match="8 to 1024 characters"):
        hash_password("short")


def test_the_users_file(tmp_path: Path) -> None:
    users = UserFile(tmp_path / "sub" / "users")
    assert users.load() == {} and users.current() == {}
    assert users.set_password("ann", "password-1") is True
    assert users.set_password("ann", "password-2") is False  # a new password, same account
    assert stat.S_IMODE(users.path.stat().st_mode) == 0o600
    assert verify_password("password-2", users.current()["ann"])
    for bad in ("", "shared:token", "a b", "<script>", "x" * 65):
        with pytest.raises(ConfigurationError, match="invalid reviewer name"):
            users.set_password(bad, "password-1")
    assert users.remove("ann") and not users.remove("ann")
    users.path.write_text("ann:scrypt$16384$8$1$c2FsdA==$aGFzaA==\nbob:plain-password\n")
    with pytest.raises(ConfigurationError, match=r"users:2: expected name:scrypt"):
        users.load()
    users.path.write_bytes(b"\xff\xfe")
    with pytest.raises(ConfigurationError, match="not UTF-8"):
        users.load()


def test_credentials_never_show_their_secrets() -> None:
    creds = Credentials(token="tok-1234567890abcdef", password="pw-654321-fedcba0987")
    assert "tok-1234567890abcdef" not in repr(creds) and "pw-654321-fedcba0987" not in repr(creds)
    with pytest.raises(ConfigurationError, match="identity header"):
        Credentials(identity_header="X-User: evil")


def test_the_throttle_forgets_and_stays_bounded() -> None:
    clock = FakeClock()
    throttle = LoginThrottle(max_failures=2, lockout=10, max_lockout=25, forget=100,
                             max_keys=3, clock=clock)
    assert throttle.failure(["k"]) == 0 and throttle.failure(["k"]) == 10
    assert throttle.locked_for(["k", "other"]) == 10
    clock.advance(10)
    throttle.failure(["k"])
    assert throttle.failure(["k"]) == 20
    clock.advance(20)
    throttle.failure(["k"])
    assert throttle.failure(["k"]) == 25  # capped at max_lockout
    clock.advance(200)
    assert throttle.failure(["k"]) == 0  # forgotten after a quiet spell
    for key in ("a", "b", "c", "d"):
        throttle.failure([key])
    assert len(throttle._records) == 3
    throttle.success(["d"])
    assert "d" not in throttle._records
    assert [wait_text(s) for s in (0.2, 30, 60, 120, 5400, 7200)] == [
        "1 second", "30 seconds", "60 seconds", "2 minutes", "2 hours", "2 hours"]


def test_sessions_are_fresh_per_login() -> None:
    table = SessionTable(clock=FakeClock())
    sid1, s1 = table.create("ann")
    sid2, s2 = table.create("ann")
    assert sid1 != sid2 and s1.csrf != s2.csrf and table.get(sid1) is s1
    table.drop(sid1)
    assert table.get(sid1) is None and table.get(None) is None and table.get("") is None
    with pytest.raises(ConfigurationError):
        SessionTable(idle=0)


def test_hosts_and_origins() -> None:
    assert allowed_hosts() == ("localhost", "127.0.0.1", "::1")
    assert allowed_hosts(None, "0.0.0.0") == ("localhost", "127.0.0.1", "::1")
    assert allowed_hosts(["Review.Example.com"], "10.0.0.5") == ("review.example.com", "10.0.0.5")
    with pytest.raises(ConfigurationError):
        allowed_hosts([""])
    assert host_of("[::1]:8750") == ("::1", 8750) and host_of("localhost") == ("localhost", None)
    assert host_of("localhost:notaport") is None and host_of("x/y") is None
    own = {"origin": "http://localhost:8750"}
    assert origin_problem("POST", "http", "localhost:8750", own) is None
    assert origin_problem("GET", "http", "localhost:8750", {}) is None
    assert origin_problem("POST", "https", "localhost", {"origin": "https://localhost:443"}) is None
    assert origin_problem("POST", "http", "localhost:8750", {"origin": "http://localhost:8751"})
    assert origin_problem("DELETE", "http", "localhost", {})


def test_override_answers(tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path / "q.sqlite3")
    cert = make_cert(Warrant.CONDITIONAL)
    item = queue.get(queue.enqueue(cert, StakesPolicy().decide(cert, CallPlan("high", "explicit"))))
    assert override_answer(item, "Train") == "train"
    for bad in ("", "   ", "wire $1M", "motorcycle or train"):
        with pytest.raises(ConfigurationError):
            override_answer(item, bad)
    marked = override_answer(item, "take the bus", free_text=True)
    assert marked == REVIEWER_TEXT + "take the bus" and is_reviewer_text(marked)
    assert override_answer(item, marked, free_text=True) == marked  # never marked twice
    assert not is_reviewer_text("train") and not is_reviewer_text(None)
    with pytest.raises(ConfigurationError, match="at most 2000"):
        override_answer(item, "x" * 2001, free_text=True)
