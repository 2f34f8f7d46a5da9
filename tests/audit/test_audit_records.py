"""Record store round trip: certificates in, outcomes attached (directly, CSV, JSONL)."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from warrantguard.audit import RecordStore, SQLiteRecordStore, parse_outcome, question_key


def test_round_trip_with_tier_profile(tmp_path: Path, certificate_factory: Any) -> None:
    cert = certificate_factory(2, belief=65.0, confidence=90)
    with SQLiteRecordStore(tmp_path / "r.sqlite3") as store:
        assert isinstance(store, RecordStore)
        assert store.record(cert, question_id="q-1") == cert.id
        (row,) = store.rows()
    assert (row.model, row.question_id, row.belief, row.confidence) == ("test-model", "q-1",
                                                                      65.0, 90)
    assert (row.action, row.action_is_a, row.warrant, row.complete) == ("tea", 1, 2, True)
    assert [t["status"] for t in row.tiers] == ["passed", "passed", "passed", "failed"]
    assert row.tier_passed(2) and not row.tier_passed(3)
    assert row.tier_rate(3) == pytest.approx(0.3)
    assert row.outcome is None


def test_wal_mode_and_default_question_key(tmp_path: Path, certificate_factory: Any) -> None:
    path = tmp_path / "wal.sqlite3"
    a, b = certificate_factory(1), certificate_factory(3)
    with SQLiteRecordStore(path) as store:
        store.record(a)
        store.record(b, action="coffee")
        rows = store.rows()
    assert sqlite3.connect(path).execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert rows[0].question_id == rows[1].question_id == question_key(a)
    assert rows[1].action == "coffee" and rows[1].action_is_a == 0


def test_record_outcome_and_rerecord_keeps_it(certificate_factory: Any) -> None:
    cert = certificate_factory(3)
    store = SQLiteRecordStore(":memory:")
    store.record(cert)
    store.record_outcome(cert.id, "Coffee")
    assert store.rows()[0].outcome == 0.0
    store.record(cert)  # refreshing the certificate must not lose the outcome
    assert store.rows()[0].outcome == 0.0
    with pytest.raises(KeyError):
        store.record_outcome("missing", 1)
    with pytest.raises(ValueError):
        store.record_outcome(cert.id, "maybe")


def test_import_outcomes_csv_and_jsonl(tmp_path: Path, certificate_factory: Any) -> None:
    certs = [certificate_factory(w, model=m) for w in range(4) for m in ("m1", "m2")]
    store = SQLiteRecordStore(tmp_path / "s.sqlite3")
    for c in certs:
        store.record(c)
    csv_path = tmp_path / "outcomes.csv"
    csv_path.write_text("certificate_id,outcome\n" + "".join(
        f"{c.id},{'A' if i % 2 else 'tea'}\n" for i, c in enumerate(certs[:4])) + "nope,1\n")
    assert store.import_outcomes(csv_path) == 4
    jsonl = tmp_path / "outcomes.jsonl"
    jsonl.write_text("\n".join(json.dumps({"certificate_id": c.id, "outcome": 0})
                               for c in certs[4:]) + "\n")
    assert store.import_outcomes(jsonl) == 4
    assert [r.outcome for r in store.rows()] == [1.0] * 4 + [0.0] * 4
    assert len(store.rows(model="m1")) == 4
    with pytest.raises(KeyError):
        store.import_outcomes(csv_path, strict=True)


def test_parse_outcome_variants() -> None:
    assert parse_outcome(True, "x", "y") == 1.0
    assert parse_outcome("0.25", "x", "y") == 0.25
    assert parse_outcome(" Y ", "x", "y") == 0.0
    with pytest.raises(ValueError):
        parse_outcome(3, "x", "y")
