"""Warrant over time, from the record store: ``warrantguard history``.

A Guard with ``record_store=...`` records every certificate with its model, question id,
warrant and time. This module reads them back for one model, one question, or all: the
**tier mix per day** (how many certificates of each warrant were recorded each UTC day)
and the **questions whose warrant changed** since a date (for each model and question,
the last warrant before the date is the baseline — or the first one after it when there
is none — and any later certificate with another warrant is a change). A drift after a
provider's model update shows as a shifted mix and a list of changed questions.

The record store keeps a question's id (the caller's ``request_id``, else a hash of
prompt, options and context), not its text; ``--question`` takes an id, a prefix of one,
or the question's text (matched through the hash the Guard gives it by default).
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from warrantguard.audit._records import _COLUMNS, AuditRecord, SQLRecordStore, _to_record, question_hash
from warrantguard.guard.spi import ConfigurationError, Warrant, WarrantguardError

__all__ = ["Change", "DayMix", "History", "HistoryReader", "cmd_history", "load_history", "parse_since",
           "question_ids", "register_cli", "render_text"]

MAX_RECORDS, MAX_DAYS, MAX_CHANGES = 100_000, 400, 200
LEVELS = (Warrant.STRONG, Warrant.BASIC, Warrant.CONDITIONAL, Warrant.NONE)


@dataclass(frozen=True)
class DayMix:
    """The certificates recorded on one UTC day, counted by warrant."""

    day: str
    counts: Mapping[str, int]

    @property
    def total(self) -> int:
        """How many certificates that day."""
        return sum(self.counts.values())

    def to_json(self) -> dict[str, Any]:
        """``{"day", "total", "warrants": {label: n}}``."""
        return {"day": self.day, "total": self.total, "warrants": dict(self.counts)}


@dataclass(frozen=True)
class Change:
    """One model's question whose warrant changed: the baseline, the latest certificate,
    the warrants in between (``path``, repeats collapsed) and how many came since."""

    model: str
    question_id: str
    options: tuple[str, str]
    before: AuditRecord
    after: AuditRecord
    path: tuple[str, ...]
    since_count: int

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        def point(r: AuditRecord) -> dict[str, Any]:
            return {"warrant": Warrant(r.warrant).label, "at": _iso(r.recorded_at),
                    "certificate_id": r.certificate_id}

        return {"model": self.model, "question_id": self.question_id, "options": list(self.options),
                "before": point(self.before), "after": point(self.after), "path": list(self.path),
                "certificates_since": self.since_count}


@dataclass
class History:
    """What ``warrantguard history`` shows (``truncated``: more records than were read)."""

    since: str | None
    model: str | None
    question: str | None
    records: list[AuditRecord]
    days: list[DayMix]
    changes: list[Change]
    truncated: bool = False
    more_changes: int = 0
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The JSON form (``--json``)."""
        return {"since": self.since, "model": self.model, "question": self.question,
                "certificates": len(self.records), "truncated": self.truncated,
                "days": [d.to_json() for d in self.days],
                "changed": [c.to_json() for c in self.changes], "more_changed": self.more_changes,
                "notes": self.notes}


def _iso(ts: float) -> str:
    return datetime.fromtimestamp(ts, UTC).isoformat(timespec="seconds")


def _day(ts: float) -> str:
    return datetime.fromtimestamp(ts, UTC).date().isoformat()


def parse_since(text: str | None) -> float | None:
    """The UTC timestamp of ``YYYY-MM-DD`` (midnight) or an ISO date-time; ``None`` for none."""
    if not text:
        return None
    try:
        if len(text.strip()) == 10:
            d = date.fromisoformat(text.strip())
            return datetime(d.year, d.month, d.day, tzinfo=UTC).timestamp()
        when = datetime.fromisoformat(text.strip())
    except ValueError:
        raise ConfigurationError(f"--since {text!r}: expected a date such as 2026-11-01") from None
    return (when if when.tzinfo else when.replace(tzinfo=UTC)).timestamp()


def question_ids(text: str) -> list[str]:
    """The ids ``text`` may stand for: itself, and the default ids (hashes) of the question
    it is, with and without the context the rules find."""
    from warrantguard.guard.spi import PairwiseQuestion

    out = [text]
    try:
        q = PairwiseQuestion.parse(text)
    except (WarrantguardError, ValueError):
        return out
    for context in (q.context, None):
        out.append(question_hash(q.prompt, q.option_a, q.option_b, context))
    return list(dict.fromkeys(out))


def _like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"


def _where(model: str | None, question: str | None, alias: str = "") -> tuple[list[str], list[Any]]:
    clauses: list[str] = []
    args: list[Any] = []
    if model:
        clauses.append(f"{alias}model = ?")
        args.append(model)
    if question:
        ids = question_ids(question)
        marks = ", ".join("?" for _ in ids)
        prefix = "" if any(c.isspace() for c in question) else f" OR {alias}question_id LIKE ? ESCAPE '\\'"
        clauses.append(f"({alias}question_id IN ({marks}){prefix})")
        args += [*ids, *([_like(question)] if prefix else [])]
    return clauses, args


def _sql_window(store: SQLRecordStore, since: float | None, model: str | None, question: str | None,
                limit: int) -> tuple[list[AuditRecord], bool]:
    clauses, args = _where(model, question)
    if since is not None:
        clauses.insert(0, "recorded_at >= ?")
        args.insert(0, since)
    where = f" WHERE {' AND '.join(clauses)}" if clauses else ""
    rows = store._execute(f"SELECT {_COLUMNS} FROM audit_records{where} "
                          "ORDER BY recorded_at DESC, certificate_id DESC LIMIT ?", (*args, limit + 1))
    return [_to_record(r) for r in reversed(rows[:limit])], len(rows) > limit


def _sql_baselines(store: SQLRecordStore, since: float, model: str | None, question: str | None,
                   limit: int) -> dict[tuple[str, str], AuditRecord]:
    """Per model and question, the last record before ``since``."""
    clauses, args = _where(model, question)
    inner = " AND ".join(["recorded_at < ?", *clauses])
    cols = ", ".join(f"r.{c.strip()}" for c in _COLUMNS.split(","))
    rows = store._execute(
        f"SELECT {cols} FROM audit_records r JOIN (SELECT model, question_id, MAX(recorded_at) AS t "
        f"FROM audit_records WHERE {inner} GROUP BY model, question_id) b ON r.model = b.model "
        "AND r.question_id = b.question_id AND r.recorded_at = b.t ORDER BY r.certificate_id LIMIT ?",
        (since, *args, limit))
    return {(rec.model, rec.question_id): rec for rec in map(_to_record, rows)}


def _matches(r: AuditRecord, model: str | None, question: str | None, ids: Sequence[str]) -> bool:
    if model and r.model != model:
        return False
    return not question or r.question_id in ids or (
        not any(c.isspace() for c in question) and r.question_id.startswith(question))


def _any_store(store: Any, since: float | None, model: str | None, question: str | None, limit: int
               ) -> tuple[list[AuditRecord], dict[tuple[str, str], AuditRecord], bool]:
    """Any :class:`RecordStore`: read every row (``rows``) and filter here."""
    ids = question_ids(question) if question else []
    rows = [r for r in store.rows(model=model) if _matches(r, model, question, ids)]
    before = {(r.model, r.question_id): r for r in rows if since is not None and r.recorded_at < since}
    window = [r for r in rows if since is None or r.recorded_at >= since]
    return window[-limit:], before, len(window) > limit


def day_mix(records: Sequence[AuditRecord], max_days: int = MAX_DAYS) -> list[DayMix]:
    """The warrant counts per UTC day (the latest ``max_days`` days), oldest first."""
    per: dict[str, Counter[str]] = {}
    for r in records:
        per.setdefault(_day(r.recorded_at), Counter())[Warrant(r.warrant).label] += 1
    days = sorted(per)[-max_days:]
    return [DayMix(d, {w.label: per[d][w.label] for w in LEVELS}) for d in days]


def changes(records: Sequence[AuditRecord], baselines: Mapping[tuple[str, str], AuditRecord]
            ) -> list[Change]:
    """The model/question pairs whose warrant moved off its baseline, latest change first."""
    series: dict[tuple[str, str], list[AuditRecord]] = {}
    for r in records:
        series.setdefault((r.model, r.question_id), []).append(r)
    out = []
    for key, recs in series.items():
        base = baselines.get(key) or recs[0]
        later = [r for r in recs if r is not base]
        if not any(r.warrant != base.warrant for r in later):
            continue
        path: list[str] = []
        for r in [base, *later]:
            label = Warrant(r.warrant).label
            if not path or path[-1] != label:
                path.append(label)
        out.append(Change(key[0], key[1], (base.option_a, base.option_b), base, recs[-1],
                          tuple(path), len(recs)))
    return sorted(out, key=lambda c: (-c.after.recorded_at, c.model, c.question_id))


def load_history(store: Any, *, since: str | None = None, model: str | None = None,
                 question: str | None = None, limit: int = MAX_RECORDS) -> History:
    """The history of ``store`` (a record store) since the date ``since``, for one
    ``model`` and/or ``question`` (an id, an id prefix or the question's text)."""
    start = parse_since(since)
    if isinstance(store, SQLRecordStore):
        window, truncated = _sql_window(store, start, model, question, limit)
        base = _sql_baselines(store, start, model, question, limit) if start is not None else {}
    else:
        window, base, truncated = _any_store(store, start, model, question, limit)
    found = changes(window, base)
    notes = [f"only the latest {limit} certificates were read"] if truncated else []
    return History(since, model, question, window, day_mix(window), found[:MAX_CHANGES], truncated,
                   max(0, len(found) - MAX_CHANGES), notes)


@dataclass(frozen=True)
class HistoryReader:
    """A record store as the review console's ``/history`` page reads it (the console, in
    :mod:`warrantguard.policies`, does not import the audit package: it is given this)."""

    store: Any

    def history(self, *, since: str | None = None, model: str | None = None,
                question: str | None = None) -> History:
        """:func:`load_history` of the store."""
        return load_history(self.store, since=since, model=model, question=question)


def render_text(h: History) -> str:
    """The human form: a header, the tier mix per day and the changed questions."""
    scope = ", ".join(x for x in (h.model and f"model {h.model}", h.question and f"question {h.question!r}",
                                  h.since and f"since {h.since}") if x) or "all records"
    if not h.records:
        return f"no certificates recorded ({scope})"
    lines = [f"warrant history: {len(h.records)} certificates, {_day(h.records[0].recorded_at)} to "
             f"{_day(h.records[-1].recorded_at)} ({scope})", *(f"note: {n}" for n in h.notes), "",
             "tier mix per day (certificates by warrant):",
             f"{'day':<10}  {'total':>5}  " + "  ".join(f"{_column(w):>11}" for w in LEVELS)]
    for d in h.days:
        lines.append(f"{d.day:<10}  {d.total:>5}  " + "  ".join(f"{d.counts[w.label]:>11}" for w in LEVELS))
    since = f"since {h.since}" if h.since else "over these records"
    lines += ["", f"questions whose warrant changed {since}:" if h.changes else
              f"no question's warrant changed {since}"]
    for c in h.changes:
        lines.append(f"  {_clean(c.options[0])} or {_clean(c.options[1])}  [question {_clean(c.question_id)}, "
                     f"model {_clean(c.model)}]: {' → '.join(c.path)} (from {_day(c.before.recorded_at)} "
                     f"to {_day(c.after.recorded_at)}; {c.since_count} certificates)")
    if h.more_changes:
        lines.append(f"  … and {h.more_changes} more (narrow with --model, --question or --since)")
    return "\n".join(lines)


def _column(w: Warrant) -> str:
    return "None" if w is Warrant.NONE else w.label.removesuffix(" Warrant")


def _clean(text: str) -> str:
    """Model and caller text with terminal control characters made visible."""
    return "".join(ch if ch.isprintable() else f"\\x{ord(ch):02x}" for ch in text)


def register_cli(subparsers: Any) -> None:
    """Add ``history`` to an argparse subparsers object (``func(args) -> int``)."""
    p = subparsers.add_parser(
        "history", help="warrant over time from the record store: tier mix per day, changed questions",
        description="A model's or a question's certificates over time, from the record store "
        "a Guard(record_store=...) writes.")
    p.add_argument("--db", required=True, metavar="PATH",
                   help="the record store: a SQLite path (must exist) or a postgresql:// URL")
    p.add_argument("--since", metavar="DATE", help="from this UTC date on, e.g. 2026-11-01")
    p.add_argument("--question", metavar="TEXT|ID", help="one question: its id, an id prefix or its text")
    p.add_argument("--model", metavar="NAME", help="one model (the name certificates carry)")
    p.add_argument("--json", action="store_true", help="print the history as JSON")
    p.set_defaults(func=cmd_history)


def open_existing(spec: str, flag: str = "--db") -> Any:
    """The record store at ``spec`` (given as ``flag``); a SQLite path that does not exist
    is refused (reading history must never create an empty store)."""
    from warrantguard.audit._open import open_record_store

    remote = spec.startswith(("postgresql://", "postgres://"))
    if not remote and not Path(spec).is_file():
        raise ConfigurationError(f"no record store at {spec}: check {flag} (a Guard writes one "
                                 "with record_store=SQLiteRecordStore(PATH))")
    try:
        return open_record_store(spec)
    except (ImportError, ConnectionError, OSError, sqlite3.Error) as exc:
        # a URL may hold a password: a remote store's error is named, not quoted
        where = "the PostgreSQL record store" if remote else f"the record store {spec}"
        detail = str(exc) if isinstance(exc, ImportError) or not remote else type(exc).__name__
        raise ConfigurationError(f"cannot open {where}: {detail}") from None


def cmd_history(args: argparse.Namespace) -> int:
    """Run ``warrantguard history``: 0 shown (even when empty), 2 a bad flag or store."""
    try:
        store = open_existing(args.db)
        try:
            h = load_history(store, since=args.since, model=args.model, question=args.question)
        finally:
            store.close()
    except ConfigurationError as exc:
        print(f"warrantguard: error: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(h.to_json(), indent=2) if args.json else render_text(h))
    return 0
