"""``warrantguard review`` through its own argparse parser and ``python -m``."""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

import pytest

from warrantguard.guard import CallPlan, Warrant
from warrantguard.policies import ReviewQueue, StakesPolicy
from warrantguard.policies._cli import main, register_cli, run

from ._certs import make_cert


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
    assert "T2 scope refinement" in out and "reversed in: in winter" in out
    assert cli("review", "show", first, "--json", "--db", str(db)) == 0
    assert json.loads(capsys.readouterr().out)["id"] == first


def test_approve_reject_override_and_conflict(db: Path, capsys: pytest.CaptureFixture[str]
                                              ) -> None:
    a, b = ids(db)
    assert cli("review", "--db", str(db), "approve", a, "--note", "ok", "--reviewer", "ann") == 0
    assert f"{a} approved by ann; final answer: train" in capsys.readouterr().out
    assert cli("review", "--db", str(db), "reject", a, "--reviewer", "bob") == 1
    err = capsys.readouterr().err
    assert err.strip() == f"error: review item {a} is already approved by ann"
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
    assert main(["review", "--db", str(db), "approve", "missing-id"]) == 1
    assert "no review item with id 'missing-id'" in capsys.readouterr().err


def test_db_from_the_environment_and_python_m(db: Path) -> None:
    env = {"WARRANTGUARD_REVIEW_DB": str(db), "PATH": "/usr/bin:/bin"}
    proc = subprocess.run([sys.executable, "-m", "warrantguard.policies._cli", "review", "list"],
                          capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.count("pending") == 2
