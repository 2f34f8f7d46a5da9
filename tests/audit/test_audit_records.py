"""Record store round trip on both backends (SQLite file, real PostgreSQL server)."""

from __future__ import annotations

import json
import sqlite3
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from warrantguard.audit import (
    CoherenceRecord,
    PostgresRecordStore,
    RecordStore,
    SQLiteRecordStore,
    SubcontextBelief,
    open_record_store,
    parse_outcome,
    question_key,
)


def test_round_trip_with_tier_profile(store_spec: str, certificate_factory: Any) -> None:
    cert = certificate_factory(2, belief=65.5, confidence=90)
    before = time.time()
    with open_record_store(store_spec) as store:
        assert isinstance(store, RecordStore)
        assert store.record(cert, question_id="q-1") == cert.id
        (row,) = store.rows()
    assert (row.model, row.question_id, row.belief, row.confidence) == ("test-model", "q-1",
                                                                      65.5, 90)
    assert (row.action, row.action_is_a, row.warrant, row.complete) == ("tea", 1, 2, True)
    assert [t["status"] for t in row.tiers] == ["passed", "passed", "passed", "failed"]
    assert row.tier_passed(2) and not row.tier_passed(3)
    assert row.tier_rate(3) == pytest.approx(0.3)
    assert row.outcome is None
    assert before - 1 <= row.recorded_at <= time.time() + 1  # double precision, not float4


def test_backend_matches_spec(store_spec: str) -> None:
    with open_record_store(store_spec) as store:
        expected = PostgresRecordStore if store_spec.startswith("postgresql://") else SQLiteRecordStore
        assert type(store) is expected
        assert "postgres@" not in repr(store)  # the URL (possibly with a password) stays hidden


def test_default_question_key_and_action(store_spec: str, certificate_factory: Any) -> None:
    a, b = certificate_factory(1), certificate_factory(3)
    with open_record_store(store_spec) as store:
        store.record(a)
        store.record(b, action="coffee")
        rows = store.rows()
    assert rows[0].question_id == rows[1].question_id == question_key(a)
    assert rows[1].action == "coffee" and rows[1].action_is_a == 0


def test_sqlite_uses_wal(tmp_path: Path, certificate_factory: Any) -> None:
    path = tmp_path / "wal.sqlite3"
    with SQLiteRecordStore(path) as store:
        store.record(certificate_factory(1))
    assert sqlite3.connect(path).execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_record_outcome_and_rerecord_keeps_it(store_spec: str, certificate_factory: Any) -> None:
    cert = certificate_factory(3)
    with open_record_store(store_spec) as store:
        store.record(cert)
        store.record_outcome(cert.id, "Coffee")
        assert store.rows()[0].outcome == 0.0
        store.record(cert)  # refreshing the certificate must not lose the outcome
        assert store.rows()[0].outcome == 0.0
        with pytest.raises(KeyError):
            store.record_outcome("missing", 1)
        with pytest.raises(ValueError):
            store.record_outcome(cert.id, "maybe")


def test_import_outcomes_csv_and_jsonl(
    tmp_path: Path, store_spec: str, certificate_factory: Any
) -> None:
    certs = [certificate_factory(w, model=m) for w in range(4) for m in ("m1", "m2")]
    store = open_record_store(store_spec)
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
    store.close()


def _coherence(model: str, recorded_at: float) -> CoherenceRecord:
    parts = (SubcontextBelief("at night", 30.0, 70.0), SubcontextBelief("not at night", 70.0, None))
    return CoherenceRecord(f"r-{recorded_at}", model, "q1", "Tea or coffee?", "tea", "coffee",
                           None, 60.0, "Worse: tea or coffee?", 35.0, parts, recorded_at)


def test_coherence_records_round_trip_and_persist(store_spec: str) -> None:
    records = [_coherence("m1", 1.0), _coherence("m2", 2.0), _coherence("m1", 3.0)]
    with open_record_store(store_spec) as store:
        for r in records:
            assert store.record_coherence(r) == r.record_id
    with open_record_store(store_spec) as reopened:
        assert reopened.coherence_rows() == records
        assert reopened.coherence_rows(model="m1") == [records[0], records[2]]
        assert reopened.rows() == []


def test_concurrent_writers(store_spec: str, certificate_factory: Any) -> None:
    certs = [certificate_factory(k % 4) for k in range(40)]
    with open_record_store(store_spec) as store:
        def write(chunk: list[Any]) -> None:
            for c in chunk:
                store.record(c)
                store.record_outcome(c.id, 1)

        threads = [threading.Thread(target=write, args=(certs[i::4],)) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        rows = store.rows()
    assert sorted(r.certificate_id for r in rows) == sorted(c.id for c in certs)
    assert all(r.outcome == 1.0 for r in rows)


def test_postgres_without_psycopg_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "psycopg", None)
    with pytest.raises(ImportError, match=r"warrantguard\[postgres\]"):
        open_record_store("postgresql://nobody@127.0.0.1:1/none")


def test_parse_outcome_variants() -> None:
    assert parse_outcome(True, "x", "y") == 1.0
    assert parse_outcome("0.25", "x", "y") == 0.25
    assert parse_outcome(" Y ", "x", "y") == 0.0
    with pytest.raises(ValueError):
        parse_outcome(3, "x", "y")
