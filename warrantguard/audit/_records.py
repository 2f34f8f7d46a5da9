"""The certificate record store: what the audit statistics are computed from.

Each certificate is stored with its model, question id, stated belief P(A better),
the action taken (by default the recommendation), verbalised confidence, warrant and
tier profile (n_k, v_k, status per tier). The true outcome, once known, is attached
with :meth:`RecordStore.record_outcome` or imported in bulk from CSV/JSONL with
columns ``certificate_id,outcome``.

Outcomes are stored as θ = P(option A was the better option) ∈ [0, 1]: ``1``/``0``,
``true``/``false``, ``a``/``b`` or the text of either option are all understood.

Coherence records (:func:`~warrantguard.audit.elicit_coherence`) go to a second table.

:class:`RecordStore` is a protocol so that other backends can stand in. Both built-in
backends share :class:`SQLRecordStore` (one schema, one set of statements):
:class:`SQLiteRecordStore` is the default, :class:`~warrantguard.audit.PostgresRecordStore`
is shared by several guard instances; :func:`open_record_store` picks one from a path
or URL. This module needs no third-party library (the core may use it without the extra).
"""

from __future__ import annotations

import csv
import hashlib
import json
import sqlite3
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol, Self, runtime_checkable

from warrantguard.audit._coherence_rows import CoherenceRecord, coherence_from_row, coherence_to_row
from warrantguard.guard.spi import Certificate

__all__ = ["AuditRecord", "RecordStore", "SQLRecordStore", "SQLiteRecordStore",
           "parse_outcome", "question_hash", "question_key"]


@dataclass(frozen=True)
class AuditRecord:
    """One stored certificate (``tiers``: dicts with tier, probes, violations, status)."""

    certificate_id: str
    model: str
    question_id: str
    option_a: str
    option_b: str
    belief: float | None
    action: str | None
    action_is_a: int | None
    confidence: int | None
    warrant: int
    complete: bool
    tiers: tuple[dict[str, Any], ...]
    outcome: float | None
    recorded_at: float

    def tier_rate(self, k: int) -> float | None:
        """Violation rate v_k/n_k of tier ``k`` (``None`` without valid probes)."""
        t = next((t for t in self.tiers if t["tier"] == k), None)
        return t["violations"] / t["probes"] if t and t["probes"] else None

    def tier_passed(self, k: int) -> bool:
        """Whether tier ``k`` passed."""
        return any(t["tier"] == k and t["status"] == "passed" for t in self.tiers)


@runtime_checkable
class RecordStore(Protocol):
    """Where certificates and, later, their true outcomes are kept."""

    def record(
        self, certificate: Certificate, *, question_id: str | None = None, action: str | None = None
    ) -> str:
        """Store (or refresh) a certificate; returns its id."""
        ...

    def record_outcome(self, certificate_id: str, outcome: Any) -> None:
        """Attach the true outcome to a stored certificate (``KeyError`` if unknown)."""
        ...

    def import_outcomes(self, path: str | Path, *, strict: bool = False) -> int:
        """Attach outcomes from a CSV or JSONL file; returns how many were updated."""
        ...

    def rows(self, *, model: str | None = None) -> list[AuditRecord]:
        """Stored records, oldest first, optionally for one model."""
        ...

    def record_coherence(self, record: CoherenceRecord) -> str:
        """Store an elicited coherence record; returns its id."""
        ...

    def coherence_rows(self, *, model: str | None = None) -> list[CoherenceRecord]:
        """Stored coherence records, oldest first, optionally for one model."""
        ...


def question_hash(prompt: str, option_a: str, option_b: str, context: str | None) -> str:
    """A 16-hex-digit hash of prompt, options and context (the default question id)."""
    text = "\x1f".join([prompt, option_a, option_b, context or ""])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def question_key(certificate: Certificate) -> str:
    """Default question id: a hash of prompt, options and context (groups repetitions)."""
    c = certificate
    return question_hash(c.prompt, c.option_a, c.option_b, c.context)


def parse_outcome(value: Any, option_a: str, option_b: str) -> float:
    """θ ∈ [0, 1] (1 = option A was better) from a number, boolean, letter or option text."""
    if isinstance(value, bool):
        return float(value)
    if isinstance(value, int | float):
        if not 0.0 <= float(value) <= 1.0:
            raise ValueError(f"numeric outcome must lie in [0, 1], got {value}")
        return float(value)
    text = str(value).strip().lower()
    table = {"1": 1.0, "true": 1.0, "a": 1.0, option_a.strip().lower(): 1.0,
             "0": 0.0, "false": 0.0, "b": 0.0, option_b.strip().lower(): 0.0}
    if text in table:
        return table[text]
    try:
        return parse_outcome(float(text), option_a, option_b)
    except ValueError:
        raise ValueError(
            f"cannot read outcome {value!r} (options {option_a!r}/{option_b!r})"
        ) from None


def _action_code(action: str | None, option_a: str, option_b: str) -> int | None:
    if action is None:
        return None
    norm = action.strip().lower()
    return 1 if norm == option_a.strip().lower() else 0 if norm == option_b.strip().lower() else None


def _outcome_rows(path: Path) -> Iterator[tuple[str, Any]]:
    if path.suffix.lower() in (".jsonl", ".ndjson"):
        with path.open(encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    obj = json.loads(line)
                    yield str(obj["certificate_id"]), obj["outcome"]
        return
    with path.open(newline="", encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            yield row["certificate_id"].strip(), row["outcome"]


_SCHEMA = (
    """CREATE TABLE IF NOT EXISTS audit_records (
    certificate_id TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    question_id TEXT NOT NULL,
    option_a TEXT NOT NULL,
    option_b TEXT NOT NULL,
    belief DOUBLE PRECISION,
    action TEXT,
    action_is_a INTEGER,
    confidence INTEGER,
    warrant INTEGER NOT NULL,
    complete INTEGER NOT NULL,
    tiers TEXT NOT NULL,
    outcome DOUBLE PRECISION,
    recorded_at DOUBLE PRECISION NOT NULL,
    outcome_at DOUBLE PRECISION
)""",
    "CREATE INDEX IF NOT EXISTS audit_records_model ON audit_records (model)",
    """CREATE TABLE IF NOT EXISTS audit_coherence (
    record_id TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    question_id TEXT NOT NULL,
    prompt TEXT NOT NULL,
    option_a TEXT NOT NULL,
    option_b TEXT NOT NULL,
    context TEXT,
    belief DOUBLE PRECISION,
    inverted_prompt TEXT,
    inverted_belief DOUBLE PRECISION,
    subcontexts TEXT NOT NULL,
    recorded_at DOUBLE PRECISION NOT NULL
)""",
    "CREATE INDEX IF NOT EXISTS audit_coherence_model ON audit_coherence (model)",
)

_COLUMNS = ("certificate_id, model, question_id, option_a, option_b, belief, action, "
            "action_is_a, confidence, warrant, complete, tiers, outcome, recorded_at")

# Placeholders are written ``?``; the PostgreSQL backend rewrites them to ``%s``.
_UPSERT = (
    f"INSERT INTO audit_records ({_COLUMNS.replace(', outcome', '')}) "
    "VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?) ON CONFLICT(certificate_id) DO UPDATE SET "
    "model=excluded.model, question_id=excluded.question_id, belief=excluded.belief, "
    "action=excluded.action, action_is_a=excluded.action_is_a, "
    "confidence=excluded.confidence, warrant=excluded.warrant, "
    "complete=excluded.complete, tiers=excluded.tiers"
)
_COHERENCE_COLUMNS = ("record_id, model, question_id, prompt, option_a, option_b, context, belief, "
                      "inverted_prompt, inverted_belief, subcontexts, recorded_at")


def _where_model(sql: str, model: str | None, order: str) -> tuple[str, tuple[Any, ...]]:
    if model is None:
        return f"{sql} ORDER BY {order}", ()
    return f"{sql} WHERE model = ? ORDER BY {order}", (model,)


class SQLRecordStore:
    """The SQL shared by the record-store backends (one schema, one set of statements).

    A backend provides :meth:`_execute` (run one statement, return its rows) and
    :meth:`close`; everything else — schema, upsert, outcomes, coherence records —
    lives here so that SQLite and PostgreSQL behave identically.
    """

    def _execute(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        raise NotImplementedError

    def _create_schema(self) -> None:
        for statement in _SCHEMA:
            self._execute(statement)

    def close(self) -> None:
        """Release the connection."""

    def __enter__(self) -> Self:
        """Context-manager entry."""
        return self

    def __exit__(self, *exc: object) -> None:
        """Close on exit."""
        self.close()

    def record(
        self, certificate: Certificate, *, question_id: str | None = None, action: str | None = None
    ) -> str:
        """Store (or refresh, keeping any outcome) ``certificate``; returns its id."""
        c = certificate
        act = action if action is not None else c.recommendation
        tiers = [{"tier": t.tier, "name": t.name, "probes": t.probes, "violations": t.violations,
                  "status": t.status.value} for t in c.tiers]
        self._execute(_UPSERT, (
            c.id, c.model, question_id or question_key(c), c.option_a, c.option_b, c.belief, act,
            _action_code(act, c.option_a, c.option_b), c.confidence, int(c.warrant),
            int(c.complete), json.dumps(tiers), time.time()))
        return c.id

    def record_outcome(self, certificate_id: str, outcome: Any) -> None:
        """Attach the true outcome (see :func:`parse_outcome`); ``KeyError`` if unknown."""
        found = self._execute("SELECT option_a, option_b FROM audit_records WHERE certificate_id = ?",
                              (certificate_id,))
        if not found:
            raise KeyError(certificate_id)
        theta = parse_outcome(outcome, found[0][0], found[0][1])
        self._execute("UPDATE audit_records SET outcome = ?, outcome_at = ? WHERE certificate_id = ?",
                      (theta, time.time(), certificate_id))

    def import_outcomes(self, path: str | Path, *, strict: bool = False) -> int:
        """Attach outcomes from CSV (header ``certificate_id,outcome``) or JSONL.

        Unknown certificate ids are skipped, or raise ``KeyError`` with ``strict``.
        """
        updated = 0
        for cid, outcome in _outcome_rows(Path(path)):
            try:
                self.record_outcome(cid, outcome)
            except KeyError:
                if strict:
                    raise
                continue
            updated += 1
        return updated

    def rows(self, *, model: str | None = None) -> list[AuditRecord]:
        """Stored records, oldest first, optionally for one model."""
        sql, args = _where_model(f"SELECT {_COLUMNS} FROM audit_records", model,
                                 "recorded_at, certificate_id")
        return [_to_record(r) for r in self._execute(sql, args)]

    def record_coherence(self, record: CoherenceRecord) -> str:
        """Store an elicited coherence record (see :func:`elicit_coherence`); returns its id."""
        marks = ",".join("?" * len(_COHERENCE_COLUMNS.split(",")))
        self._execute(f"INSERT INTO audit_coherence ({_COHERENCE_COLUMNS}) VALUES ({marks})",
                      coherence_to_row(record))
        return record.record_id

    def coherence_rows(self, *, model: str | None = None) -> list[CoherenceRecord]:
        """Stored coherence records, oldest first, optionally for one model."""
        sql, args = _where_model(f"SELECT {_COHERENCE_COLUMNS} FROM audit_coherence", model,
                                 "recorded_at, record_id")
        return [coherence_from_row(r) for r in self._execute(sql, args)]


class SQLiteRecordStore(SQLRecordStore):
    """A :class:`RecordStore` in one SQLite file (WAL journal, safe across threads).

    ``path`` defaults to ``warrantguard-records.sqlite3`` in the working directory;
    ``":memory:"`` gives a private in-memory store.
    """

    def __init__(self, path: str | Path = "warrantguard-records.sqlite3") -> None:
        """Open (creating if needed) the store at ``path``."""
        self.path = str(path)
        self._lock = threading.Lock()
        self._conn = sqlite3.connect(self.path, timeout=30.0, check_same_thread=False)
        if self.path != ":memory:":
            self._conn.execute("PRAGMA journal_mode=WAL")
        self._create_schema()

    def __repr__(self) -> str:
        """``SQLiteRecordStore('<path>')``."""
        return f"SQLiteRecordStore({self.path!r})"

    def _execute(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[Any, ...]]:
        with self._lock, self._conn:
            return self._conn.execute(sql, tuple(args)).fetchall()

    def close(self) -> None:
        """Close the connection."""
        self._conn.close()


def _to_record(r: tuple[Any, ...]) -> AuditRecord:
    return AuditRecord(
        certificate_id=r[0], model=r[1], question_id=r[2], option_a=r[3], option_b=r[4],
        belief=r[5], action=r[6], action_is_a=r[7], confidence=r[8], warrant=int(r[9]),
        complete=bool(r[10]), tiers=tuple(json.loads(r[11])), outcome=r[12], recorded_at=r[13],
    )
