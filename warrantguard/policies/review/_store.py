"""Review items, their statuses, the storage protocol and the shared SQL behind it."""

from __future__ import annotations

import builtins
import json
from collections.abc import Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict

from warrantguard.guard.spi import Certificate, ConfigurationError, ReviewOutcome, WarrantguardError
from warrantguard.policies._decision import Decision
from warrantguard.policies.review._resume import ResumeSQL, decode_continuation

__all__ = [
    "COLUMNS",
    "ORDERS",
    "WARRANT_LABELS",
    "AmbiguousReviewId",
    "ReviewConflict",
    "ReviewItem",
    "ReviewNotFound",
    "ReviewStatus",
    "ReviewStore",
    "SQLStore",
]


class ReviewStatus(StrEnum):
    """Where a review item stands."""

    PENDING = "pending"
    APPROVED = "approved"
    REJECTED = "rejected"
    OVERRIDDEN = "overridden"
    EXPIRED = "expired"


class ReviewUnavailable(WarrantguardError):
    """The review store cannot be reached (its database is down, refused or timed out): the item
    could not be queued or read. Callers withhold what needed review; nothing is lost silently."""


class ReviewConflict(WarrantguardError):
    """The item was already decided (or expired): another reviewer got there first."""

    def __init__(self, item_id: str, status: str, reviewer: str | None = None) -> None:
        by = f" by {reviewer}" if reviewer else ""
        super().__init__(f"review item {item_id} is already {status}{by}")
        self.item_id, self.status, self.reviewer = item_id, status, reviewer


class ReviewNotFound(WarrantguardError, LookupError):
    """No review item has this id."""

    def __init__(self, item_id: str) -> None:
        super().__init__(f"no review item with id {item_id!r}")
        self.item_id = item_id


class AmbiguousReviewId(ReviewNotFound):
    """An id prefix that matches several review items (``candidates``: some of them)."""

    def __init__(self, prefix: str, candidates: Sequence[str], more: bool = False) -> None:
        listed = ", ".join(candidates) + (", ..." if more else "")
        WarrantguardError.__init__(self, f"review item id {prefix!r} is ambiguous: it begins "
                                   f"{listed}; give more of the id")
        self.item_id, self.candidates = prefix, list(candidates)


def _ts(value: float | None) -> datetime | None:
    return None if value is None else datetime.fromtimestamp(value, UTC)


class ReviewItem(BaseModel):
    """One recommendation waiting for (or decided by) a human reviewer.

    ``certificate`` and ``decision`` are the JSON forms; ``final_answer`` is what may be
    acted on once decided (the recommendation when approved, the reviewer's answer when
    overridden, ``None`` when rejected or expired). ``continuation`` is what an agent framework
    needs to resume the paused run once the item is decided (a JSON object, see
    :mod:`._resume`); ``resumed_at`` when that resume was claimed.
    """

    model_config = ConfigDict(frozen=True)

    id: str
    request_id: str | None = None
    created_at: datetime
    expires_at: datetime | None = None
    question: str
    options: list[str]
    recommendation: str | None
    warrant: str | None = None
    certificate: dict[str, Any]
    decision: dict[str, Any]
    stakes: str
    status: ReviewStatus = ReviewStatus.PENDING
    reviewer: str | None = None
    note: str | None = None
    final_answer: str | None = None
    decided_at: datetime | None = None
    continuation: dict[str, Any] | None = None
    resumed_at: datetime | None = None

    @property
    def certificate_model(self) -> Certificate:
        """The certificate as a :class:`Certificate`."""
        return Certificate.model_validate(self.certificate)

    @property
    def decision_model(self) -> Decision:
        """The decision as a :class:`Decision`."""
        return Decision.coerce(self.decision)

    def outcome(self) -> ReviewOutcome | None:
        """The reviewer's decision, or ``None`` while pending."""
        if self.status is ReviewStatus.PENDING:
            return None
        return ReviewOutcome(self.status.value, self.final_answer, self.reviewer, self.note)

    def to_row(self) -> tuple[Any, ...]:
        """The values of :data:`COLUMNS`, in order."""
        return (
            self.id, self.request_id, self.created_at.timestamp(),
            self.expires_at.timestamp() if self.expires_at else None, self.question,
            json.dumps(self.options), self.recommendation, self.warrant,
            json.dumps(self.certificate), json.dumps(self.decision), self.stakes,
            self.status.value, self.reviewer, self.note, self.final_answer,
            self.decided_at.timestamp() if self.decided_at else None,
            json.dumps(self.continuation, separators=(",", ":")) if self.continuation is not None else None,
            self.resumed_at.timestamp() if self.resumed_at else None,
        )

    @classmethod
    def from_row(cls, row: Sequence[Any]) -> ReviewItem:
        """An item from a row of :data:`COLUMNS`."""
        values = dict(zip(COLUMNS, row, strict=True))
        for key in ("created_at", "expires_at", "decided_at", "resumed_at"):
            values[key] = _ts(values[key])
        values["continuation"] = decode_continuation(values["continuation"])
        for key in ("options", "certificate", "decision"):
            values[key] = json.loads(values[key])
        return cls.model_validate(values)


COLUMNS = (
    "id", "request_id", "created_at", "expires_at", "question", "options", "recommendation",
    "warrant", "certificate", "decision", "stakes", "status", "reviewer", "note",
    "final_answer", "decided_at", "continuation", "resumed_at",
)


@runtime_checkable
class ReviewStore(Protocol):
    """Durable storage for review items; decisions must be atomic."""

    def add(self, item: ReviewItem) -> tuple[ReviewItem, bool]:
        """Store ``item`` unless an item with its ``request_id`` exists; return the stored
        item and whether it is new."""
        ...

    def get(self, item_id: str) -> ReviewItem | None:
        """The item with this id, or ``None``."""
        ...

    def list(
        self, *, status: str | None = None, stakes: str | None = None,
        search: str | None = None, limit: int = 100, warrant: str | None = None,
        order: str = "newest", stakes_rank: Mapping[str, int] | None = None,
    ) -> list[ReviewItem]:
        """Items, newest first, filtered by status, stakes and a text search. A store may
        also filter by ``warrant`` and sort by ``order`` (see :data:`ORDERS`); the queue
        passes those only when they are set."""
        ...

    def decide(
        self, item_id: str, *, status: str, reviewer: str | None, note: str | None,
        final_answer: str | None, now: float,
    ) -> ReviewItem:
        """Decide a pending, unexpired item atomically; :class:`ReviewConflict` if it is
        not pending, :class:`ReviewNotFound` if it does not exist."""
        ...

    def expire(self, now: float) -> int:
        """Mark pending items whose time is up as expired; return how many."""
        ...

    def close(self) -> None:
        """Release connections."""
        ...


class SQLStore(ResumeSQL):
    """The SQL shared by the SQLite and PostgreSQL stores.

    Subclasses provide ``_cursor()`` (a context manager yielding an autocommit DB-API
    cursor) and ``_mark`` (the parameter placeholder). Every statement is atomic on its
    own: insertion relies on the unique ``request_id`` and deciding on a conditional
    ``UPDATE ... WHERE status = 'pending'``.
    """

    _mark = "?"

    def _cursor(self) -> AbstractContextManager[Any]:
        raise NotImplementedError

    def _sql(self, sql: str) -> str:
        return sql.replace("?", self._mark)

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        with self._cursor() as cur:
            cur.execute(self._sql(sql), tuple(params))
            return list(cur.fetchall()) if cur.description else []

    def _execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        with self._cursor() as cur:
            cur.execute(self._sql(sql), tuple(params))
            return int(cur.rowcount)

    def _finalise(self, sql: str, params: Sequence[Any]) -> int:
        """Run an ``UPDATE`` that makes items final (decided or expired); return how many it
        changed. The PostgreSQL store also notifies waiters in the same statement."""
        return self._execute(sql, params)

    def add(self, item: ReviewItem) -> tuple[ReviewItem, bool]:
        """See :meth:`ReviewStore.add`."""
        marks = ", ".join("?" for _ in COLUMNS)
        sql = f"INSERT INTO review_items ({', '.join(COLUMNS)}) VALUES ({marks})"
        if item.request_id is not None:
            sql += " ON CONFLICT (request_id) DO NOTHING"
        if self._execute(sql, item.to_row()) == 1:
            return item, True
        rows = self._rows(f"SELECT {', '.join(COLUMNS)} FROM review_items WHERE request_id = ?",
                          (item.request_id,))
        return ReviewItem.from_row(rows[0]), False

    def get(self, item_id: str) -> ReviewItem | None:
        """See :meth:`ReviewStore.get`."""
        rows = self._rows(f"SELECT {', '.join(COLUMNS)} FROM review_items WHERE id = ?", (item_id,))
        return ReviewItem.from_row(rows[0]) if rows else None

    def get_by_request(self, request_id: str) -> ReviewItem | None:
        """The item queued with ``request_id`` (``None`` when there is none)."""
        rows = self._rows(f"SELECT {', '.join(COLUMNS)} FROM review_items WHERE request_id = ?", (request_id,))
        return ReviewItem.from_row(rows[0]) if rows else None

    def list(
        self, *, status: str | None = None, stakes: str | None = None,
        search: str | None = None, limit: int = 100, warrant: str | None = None,
        order: str = "newest", stakes_rank: Mapping[str, int] | None = None,
    ) -> list[ReviewItem]:
        """See :meth:`ReviewStore.list`; also filtered by ``warrant`` (a label) and sorted
        by ``order`` (one of :data:`ORDERS`; ``stakes`` sorts by ``stakes_rank``)."""
        where, params = _filters(status, stakes, search, warrant)
        by, by_params = _order_by(order, stakes_rank)
        sql = f"SELECT {', '.join(COLUMNS)} FROM review_items{where} ORDER BY {by}"
        rows = self._rows(sql + " LIMIT ?", [*params, *by_params, int(limit)])
        return [ReviewItem.from_row(r) for r in rows]

    def ids_with_prefix(self, prefix: str, limit: int = 11) -> builtins.list[str]:
        """The ids that begin with ``prefix``, in order (at most ``limit``)."""
        rows = self._rows("SELECT id FROM review_items WHERE id LIKE ? ESCAPE '\\' ORDER BY id"
                          " LIMIT ?", (_like_escape(prefix) + "%", int(limit)))
        return [str(r[0]) for r in rows]

    def decide(
        self, item_id: str, *, status: str, reviewer: str | None, note: str | None,
        final_answer: str | None, now: float,
    ) -> ReviewItem:
        """See :meth:`ReviewStore.decide`."""
        changed = self._finalise(
            "UPDATE review_items SET status = ?, reviewer = ?, note = ?, final_answer = ?,"
            " decided_at = ? WHERE id = ? AND status = 'pending'"
            " AND (expires_at IS NULL OR expires_at > ?)",
            (status, reviewer, note, final_answer, now, item_id, now),
        )
        item = self.get(item_id)
        if item is None:
            raise ReviewNotFound(item_id)
        if changed != 1:
            if item.status is ReviewStatus.PENDING:
                self.expire(now)
                raise ReviewConflict(item_id, ReviewStatus.EXPIRED.value)
            raise ReviewConflict(item_id, item.status.value, item.reviewer)
        return item

    def expire(self, now: float) -> int:
        """See :meth:`ReviewStore.expire`."""
        return self._finalise(
            "UPDATE review_items SET status = 'expired', decided_at = ? WHERE status = 'pending'"
            " AND expires_at IS NOT NULL AND expires_at <= ?",
            (now, now),
        )

    def close(self) -> None:
        """Nothing to release by default."""


def _filters(status: str | None, stakes: str | None, search: str | None,
             warrant: str | None = None) -> tuple[str, list[Any]]:
    clauses, params = [], []
    for column, value in (("status", status), ("stakes", stakes), ("warrant", warrant)):
        if value:
            clauses.append(f"{column} = ?")
            params.append(value)
    if search:
        clauses.append("(LOWER(question) LIKE ? ESCAPE '\\' "
                       "OR LOWER(COALESCE(recommendation, '')) LIKE ? ESCAPE '\\')")
        pattern = f"%{_like_escape(search.lower())}%"
        params += [pattern, pattern]
    return (" WHERE " + " AND ".join(clauses) if clauses else ""), params


def _like_escape(text: str) -> str:
    """``text`` matched literally by ``LIKE ... ESCAPE '\\'`` (no wildcards)."""
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")


WARRANT_LABELS = ("No Warrant", "Conditional Warrant", "Basic Warrant", "Strong Warrant")
_WARRANT_RANK = " ".join(f"WHEN '{w}' THEN {i}" for i, w in enumerate(WARRANT_LABELS))
_NEWEST = "created_at DESC, id"
ORDERS = {  # name: (ORDER BY clause, what a reviewer reads)
    "newest": (_NEWEST, "newest first"),
    "oldest": ("created_at ASC, id", "oldest first"),
    "stakes": (f"{{stakes}} DESC, {_NEWEST}", "highest stakes first"),
    "stakes-low": (f"{{stakes}} ASC, {_NEWEST}", "lowest stakes first"),
    "warrant": (f"CASE warrant {_WARRANT_RANK} ELSE -1 END ASC, {_NEWEST}", "weakest warrant first"),
    "warrant-strong": (f"CASE warrant {_WARRANT_RANK} ELSE -1 END DESC, {_NEWEST}",
                       "strongest warrant first"),
    "expiry": (f"CASE WHEN expires_at IS NULL THEN 1 ELSE 0 END, expires_at ASC, {_NEWEST}",
               "expiring soonest first"),
}
_MAX_LEVELS = 64


def _order_by(order: str, stakes_rank: Mapping[str, int] | None) -> tuple[str, list[Any]]:
    """The ``ORDER BY`` clause for ``order`` and its parameters (stakes names; the ranks
    are integers written into the SQL)."""
    if order not in ORDERS:
        raise ConfigurationError(f"unknown order {order!r} (expected one of {', '.join(ORDERS)})")
    clause = ORDERS[order][0]
    if "{stakes}" not in clause:
        return clause, []
    ranks = list((stakes_rank or {}).items())[:_MAX_LEVELS]
    case = " ".join(f"WHEN ? THEN {int(rank)}" for _, rank in ranks)
    expr = f"CASE stakes {case} ELSE -2147483648 END" if ranks else "stakes"
    return clause.replace("{stakes}", expr), [name for name, _ in ranks]


SCHEMA = """
CREATE TABLE IF NOT EXISTS review_items (
  id TEXT PRIMARY KEY,
  request_id TEXT UNIQUE,
  created_at DOUBLE PRECISION NOT NULL,
  expires_at DOUBLE PRECISION,
  question TEXT NOT NULL,
  options TEXT NOT NULL,
  recommendation TEXT,
  warrant TEXT,
  certificate TEXT NOT NULL,
  decision TEXT NOT NULL,
  stakes TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending',
  reviewer TEXT,
  note TEXT,
  final_answer TEXT,
  decided_at DOUBLE PRECISION,
  continuation TEXT,
  resumed_at DOUBLE PRECISION
);
CREATE INDEX IF NOT EXISTS review_items_status ON review_items (status, created_at);
"""


def schema_statements() -> Iterator[str]:
    """The statements of :data:`SCHEMA`, one at a time."""
    for stmt in SCHEMA.split(";"):
        if stmt.strip():
            yield stmt.strip()
