"""Warrant over time (issue 16, item 4): certificates recorded across simulated days, read
back by ``warrantguard history`` and the console's ``/history`` page."""

from __future__ import annotations

import argparse
import html
import json
import re
from datetime import UTC, datetime
from pathlib import Path

import pytest
from _certs import make_cert

from warrantguard.audit import HistoryReader, SQLiteRecordStore, question_hash
from warrantguard.audit._history import load_history, register_cli
from warrantguard.guard import Warrant

MOTO = "Which is safer to travel by, motorcycle or train?"
S, B, C, N = Warrant.STRONG, Warrant.BASIC, Warrant.CONDITIONAL, Warrant.NONE


def at(day: int, hour: int = 10) -> float:
    """2026-11-<day> <hour>:00 UTC as a timestamp."""
    return datetime(2026, 11, day, hour, tzinfo=UTC).timestamp()


# (model, prompt, options, question id (None: the default hash), warrant, when)
PLAN = [
    ("m-a", MOTO, ("motorcycle", "train"), None, S, at(1)),
    ("m-a", "Tea or coffee?", ("tea", "coffee"), "q-tea", B, at(1)),
    ("m-b", MOTO, ("motorcycle", "train"), None, S, at(1, 11)),
    ("m-a", MOTO, ("motorcycle", "train"), None, S, at(2)),
    ("m-b", MOTO, ("motorcycle", "train"), None, N, at(2, 11)),
    ("m-a", MOTO, ("motorcycle", "train"), None, B, at(3)),  # after the provider's update
    ("m-a", "Tea or coffee?", ("tea", "coffee"), "q-tea", B, at(3)),
    ("m-a", "Bus or tram?", ("bus", "tram"), "q-bus", C, at(3, 11)),
    ("m-a", "Bus or tram?", ("bus", "tram"), "q-bus", S, at(3, 12)),
    ("m-b", MOTO, ("motorcycle", "train"), None, S, at(3, 13)),
]


@pytest.fixture
def store_path(tmp_path: Path) -> Path:
    """A record store holding :data:`PLAN`, each certificate at its chosen time."""
    path = tmp_path / "records.sqlite3"
    store = SQLiteRecordStore(path)
    for i, (model, prompt, (a, b), qid, warrant, when) in enumerate(PLAN):
        cert = make_cert(warrant, prompt=prompt, option_a=a, option_b=b, recommendation=b,
                         cert_id=f"cert-{i:02d}").model_copy(update={"model": model})
        store.record(cert, question_id=qid)
        store._execute("UPDATE audit_records SET recorded_at = ? WHERE certificate_id = ?", (when, cert.id))
    store.close()
    return path


def mix(days: list[dict]) -> dict[str, tuple[int, ...]]:  # type: ignore[type-arg]
    """day -> (total, Strong, Basic, Conditional, None) from the JSON days."""
    order = ("Strong Warrant", "Basic Warrant", "Conditional Warrant", "No Warrant")
    return {d["day"]: (d["total"], *(d["warrants"][w] for w in order)) for d in days}


def changed(h: dict) -> list[tuple[str, str, list[str]]]:  # type: ignore[type-arg]
    """(model, options, path) of each changed question, in the order shown."""
    return [(c["model"], "/".join(c["options"]), c["path"]) for c in h["changed"]]


def history(*argv: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run ``warrantguard history`` through its own parser."""
    parser = argparse.ArgumentParser(prog="warrantguard")
    register_cli(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["history", *argv])
    code = args.func(args)
    out = capsys.readouterr()
    return code, out.out, out.err


def test_tier_mix_per_day_and_changes_over_all_records(store_path: Path, capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    code, out, _ = history("--db", str(store_path), "--json", capsys=capsys)
    h = json.loads(out)
    assert code == 0 and h["certificates"] == 10 and not h["truncated"]
    assert mix(h["days"]) == {"2026-11-01": (3, 2, 1, 0, 0), "2026-11-02": (2, 1, 0, 0, 1),
                              "2026-11-03": (5, 2, 2, 1, 0)}
    assert changed(h) == [
        ("m-b", "motorcycle/train", ["Strong Warrant", "No Warrant", "Strong Warrant"]),
        ("m-a", "bus/tram", ["Conditional Warrant", "Strong Warrant"]),
        ("m-a", "motorcycle/train", ["Strong Warrant", "Basic Warrant"]),
    ]  # tea stayed Basic: not listed


def test_changes_since_a_date_start_from_the_last_warrant_before_it(
    store_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = history("--db", str(store_path), "--since", "2026-11-03", "--json", capsys=capsys)
    h = json.loads(out)
    assert mix(h["days"]) == {"2026-11-03": (5, 2, 2, 1, 0)}
    assert changed(h) == [("m-b", "motorcycle/train", ["No Warrant", "Strong Warrant"]),
                          ("m-a", "bus/tram", ["Conditional Warrant", "Strong Warrant"]),
                          ("m-a", "motorcycle/train", ["Strong Warrant", "Basic Warrant"])]
    moto = h["changed"][2]
    assert moto["before"] == {"warrant": "Strong Warrant", "at": "2026-11-02T10:00:00+00:00",
                              "certificate_id": "cert-03"}
    assert moto["after"]["certificate_id"] == "cert-05" and moto["certificates_since"] == 1
    code, out, _ = history("--db", str(store_path), "--since", "2026-11-04", capsys=capsys)
    assert code == 0 and out.strip() == "no certificates recorded (since 2026-11-04)"


def test_one_model_and_one_question(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = history("--db", str(store_path), "--model", "m-b", "--json", capsys=capsys)
    h = json.loads(out)
    assert h["certificates"] == 3 and [c["model"] for c in h["changed"]] == ["m-b"]
    _, out, _ = history("--db", str(store_path), "--question", MOTO, "--json", capsys=capsys)
    by_text = json.loads(out)  # the text finds the default id (a hash of the question)
    assert by_text["certificates"] == 6 and {c["options"][0] for c in by_text["changed"]} == {"motorcycle"}
    _, out, _ = history("--db", str(store_path), "--question", "q-t", "--json", capsys=capsys)
    tea = json.loads(out)  # an id prefix
    assert tea["certificates"] == 2 and tea["changed"] == []
    assert mix(tea["days"]) == {"2026-11-01": (1, 0, 1, 0, 0), "2026-11-03": (1, 0, 1, 0, 0)}
    _, out, _ = history("--db", str(store_path), "--question", "q_", "--json", capsys=capsys)
    assert json.loads(out)["certificates"] == 0  # "_" is no wildcard


def test_the_human_table(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = history("--db", str(store_path), "--since", "2026-11-03", "--model", "m-a", capsys=capsys)
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == "warrant history: 4 certificates, 2026-11-03 to 2026-11-03 (model m-a, since 2026-11-03)"
    header = next(i for i, line in enumerate(lines) if line.startswith("day"))
    assert lines[header].split() == ["day", "total", "Strong", "Basic", "Conditional", "None"]
    assert lines[header + 1].split() == ["2026-11-03", "4", "1", "2", "1", "0"]
    assert "questions whose warrant changed since 2026-11-03:" in out
    assert re.search(r"bus or tram  \[question q-bus, model m-a\]: Conditional Warrant → Strong Warrant", out)
    assert "motorcycle or train" in out and "tea or coffee" not in out


@pytest.mark.parametrize(("argv", "message"), [
    (["--db", "missing.sqlite3"], "no record store at missing.sqlite3"),
    (["--since", "yesterday"], "--since 'yesterday': expected a date such as 2026-11-01"),
])
def test_refusals(store_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str,
                  tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    full = argv if "--db" in argv else ["--db", str(store_path), *argv]
    code, out, err = history(*full, capsys=capsys)
    assert code == 2 and out == "" and err.startswith(f"warrantguard: error: {message}")
    assert not (tmp_path / "missing.sqlite3").exists()


def test_a_guard_with_a_record_store_feeds_the_history(tmp_path: Path) -> None:
    from reversal_models import QUESTION, resample_flipper

    from warrantguard import Guard
    from warrantguard.testing import ScriptedModel

    store = SQLiteRecordStore(tmp_path / "r.sqlite3")
    Guard(ScriptedModel("train", name="steady"), generator="lexical", record_store=store).check(QUESTION)
    Guard(resample_flipper, generator="lexical", record_store=store).check(QUESTION)
    h = load_history(store, question=QUESTION)
    assert len(h.records) == 2 and h.changes == []  # two models: two series of one
    assert sum(d.total for d in h.days) == 2


# ---- the console's /history ----------------------------------------------------------------
def test_console_history_page(store_path: Path, tmp_path: Path) -> None:
    pytest.importorskip("starlette")
    from policies.console.test_console import TOKEN, client_for, login

    from warrantguard.policies import ReviewQueue
    from warrantguard.policies.console import create_app

    queue = ReviewQueue(tmp_path / "q.sqlite3")
    store = SQLiteRecordStore(store_path)
    client = client_for(create_app(queue, token=TOKEN, records=HistoryReader(store)))
    assert client.get("/history").status_code == 401  # the same login as every page
    login(client)
    page = client.get("/history", params={"since": "2026-11-03"}).text
    days = re.findall(r'<tr class="day" data-day="([^"]+)">(.*?)</tr>', page, re.S)
    assert [d for d, _ in days] == ["2026-11-03"]
    cells = re.findall(r'<td class="(?:total|n)"[^>]*>(\d+)</td>', days[0][1])
    assert cells == ["5", "2", "2", "1", "0"]
    shown = re.findall(r'<tr class="change" data-question="([^"]+)" data-model="([^"]+)">', page)
    moto = question_hash(MOTO, "motorcycle", "train", None)
    assert shown == [(moto, "m-b"), ("q-bus", "m-a"), (moto, "m-a")]
    assert 'id="filters"' in page  # the review list is still below
    text = html.unescape(re.sub(r"<[^>]+>", " ", page))
    assert "10 certificates" not in text and "5 certificates since 2026-11-03" in " ".join(text.split())
    bad = client.get("/history", params={"since": "soon"})
    assert bad.status_code == 400 and "since 'soon': expected a date" in html.unescape(bad.text)
    plain = client_for(create_app(queue, token=TOKEN))
    login(plain)
    assert "review serve --records PATH" in plain.get("/history").text


def test_the_warrantguard_command_has_history(store_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from warrantguard.cli import main

    assert main(["history", "--db", str(store_path), "--model", "m-b", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["certificates"] == 3
