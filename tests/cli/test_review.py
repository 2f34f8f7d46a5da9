"""``warrantguard review`` through its own argparse parser and ``python -m``."""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from _certs import make_cert

from warrantguard.cli._review import main, register_cli, run
from warrantguard.guard import CallPlan, Warrant
from warrantguard.policies import ReviewQueue, StakesPolicy


@pytest.fixture
def db(tmp_path: Path) -> Path:
    """A queue database holding two pending items."""
    path = tmp_path / "q.sqlite3"
    queue = ReviewQueue(path)
    for i, prompt in enumerate(["Which is safer to travel by, motorcycle or train?",
                                "Tea or coffee?\x1b[31m"]):
        cert = make_cert(Warrant.CONDITIONAL, prompt=prompt, cert_id=f"c{i}")
        queue.enqueue(cert, StakesPolicy().decide(cert, CallPlan("high", "explicit")),
                      request_id=f"r{i}")
    return path


def ids(db: Path) -> list[str]:
    """The ids in the queue, oldest first."""
    return [i.id for i in reversed(ReviewQueue(db).list())]


def cli(*argv: str) -> int:
    """Parse with a parser of our own, as the top-level command will."""
    parser = argparse.ArgumentParser(prog="warrantguard")
    register_cli(parser.add_subparsers(dest="command", required=True))
    return run(parser.parse_args(list(argv)))


def test_list_and_show(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert cli("review", "--db", str(db), "list") == 0
    out = capsys.readouterr().out
    assert out.count("pending") == 2 and "Conditional Warrant" in out and "\x1b" not in out
    assert "\\x1b[31m" in out
    first = ids(db)[0]
    assert cli("review", "show", first, "--db", str(db)) == 0
    out = capsys.readouterr().out
    assert "T2 scope refinement" in out and "reversal: T2 context — added \"(in winter)\" → named motorcycle" in out
    assert cli("review", "show", first, "--json", "--db", str(db)) == 0
    assert json.loads(capsys.readouterr().out)["id"] == first


def test_approve_reject_override_and_conflict(db: Path, capsys: pytest.CaptureFixture[str]
                                              ) -> None:
    a, b = ids(db)
    assert cli("review", "--db", str(db), "approve", a, "--note", "ok", "--reviewer", "ann") == 0
    assert f"{a} approved by ann; final answer: train" in capsys.readouterr().out
    assert cli("review", "--db", str(db), "reject", a, "--reviewer", "bob") == 6
    err = capsys.readouterr().err
    assert err.strip() == f"warrantguard: error: review item {a} is already approved by ann"
    assert cli("review", "--db", str(db), "override", b, "--answer", "motorcycle") == 0
    assert ReviewQueue(db).get(b).final_answer == "motorcycle"
    capsys.readouterr()
    assert cli("review", "--db", str(db), "list", "--status", "all", "--json") == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert {json.loads(line)["status"] for line in lines} == {"approved", "overridden"}


def test_usage_errors_exit_2(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["review", "--db", str(db), "override", ids(db)[0]]) == 2  # no --answer
    assert "--answer" in capsys.readouterr().err
    assert main(["review", "--db", str(db)]) == 2
    assert main(["review", "--db", str(db), "approve", "missing-id"]) == 6
    assert "no review item with id 'missing-id'" in capsys.readouterr().err


def test_db_from_the_environment_and_python_m(db: Path) -> None:
    env = {"WARRANTGUARD_REVIEW_DB": str(db), "PATH": "/usr/bin:/bin"}
    proc = subprocess.run([sys.executable, "-m", "warrantguard.cli._review", "review", "list"],
                          capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.count("pending") == 2


def test_override_must_name_an_option_unless_the_policy_allows_free_text(
    db: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a, b = ids(db)
    assert cli("review", "--db", str(db), "override", a, "--answer", "wire $1M to acct 666") == 2
    assert "one of the item's options ('motorcycle' or 'train')" in capsys.readouterr().err
    assert ReviewQueue(db).get(a).status.value == "pending"
    policy = tmp_path / "policy.yaml"
    policy.write_text("levels:\n  high: {review_free_text: true}\n")
    assert cli("review", "--db", str(db), "override", a, "--answer", "take the bus",
               "--policy", str(policy)) == 0
    assert ReviewQueue(db).get(a).final_answer == "[reviewer's text, not the model's] take the bus"
    assert cli("review", "--db", str(db), "override", b, "--answer", "Train") == 0
    assert ReviewQueue(db).get(b).final_answer == "train"


def test_add_user_reads_the_password_from_stdin_never_argv(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from warrantguard.policies.console._accounts import UserFile, verify_password

    users = tmp_path / "users"
    monkeypatch.setattr(sys, "stdin", io.StringIO("a long password\n"))
    assert cli("review", "add-user", "ann", "--users", str(users)) == 0
    assert f"added reviewer ann in {users}" in capsys.readouterr().out
    assert verify_password("a long password", UserFile(users).load()["ann"])
    assert "a long password" not in users.read_text()
    monkeypatch.setattr(sys, "stdin", io.StringIO("short\n"))
    assert cli("review", "add-user", "bob", "--users", str(users)) == 2
    assert "8 to 1024 characters" in capsys.readouterr().err
    monkeypatch.setenv("WARRANTGUARD_REVIEW_USERS", str(users))
    assert cli("review", "remove-user", "ann") == 0
    assert cli("review", "remove-user", "ann") == 6
    with pytest.raises(SystemExit):  # no --password option to put it in argv
        cli("review", "add-user", "ann", "--users", str(users), "--password", "x")


def served(monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    """Capture what ``review serve`` would serve instead of serving it."""
    seen: dict[str, object] = {}
    monkeypatch.setattr("warrantguard.policies.console.serve",
                        lambda queue, **kw: seen.update(kw))
    return seen


def test_serve_reads_secrets_from_files_and_the_environment(
    db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen = served(monkeypatch)
    (tmp_path / "token").write_text("file-token\n")
    monkeypatch.setenv("WARRANTGUARD_REVIEW_PASSWORD", "env-password")
    assert cli("review", "--db", str(db), "serve", "--token-file", str(tmp_path / "token"),
               "--allowed-host", "review.example.com", "--secure-cookies",
               "--trusted-identity-header", "X-Forwarded-User") == 0
    assert (seen["token"], seen["password"]) == ("file-token", "env-password")
    assert seen["allowed_hosts"] == ["review.example.com"] and seen["secure_cookies"] is True
    assert seen["identity_header"] == "X-Forwarded-User"
    assert "warning" not in capsys.readouterr().err
    assert cli("review", "--db", str(db), "serve", "--password", "argv-password") == 0
    err = capsys.readouterr().err
    assert "visible to other local users" in err and "argv-password" not in err
    assert seen["password"] == "argv-password"
    assert cli("review", "--db", str(db), "serve", "--token-file", str(tmp_path / "none")) == 2
    assert cli("review", "--db", str(db), "serve", "--users", str(tmp_path / "none")) == 2
    assert "add-user" in capsys.readouterr().err
