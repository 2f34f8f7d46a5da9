"""Resumable review items: a JSON continuation stored with the item, and a resume claimed once.

An agent framework that pauses a run for a human (an OpenAI Agents ``RunState``, a
pydantic-ai deferred tool call, a LangGraph interrupt) stores what it needs to resume as
the item's ``continuation``: a JSON object, at most :data:`MAX_CONTINUATION_BYTES` encoded.
Once a reviewer decided the item, whoever resumes the run first claims it
(:meth:`ResumeSQL.claim_resume`: one conditional ``UPDATE ... WHERE resumed_at IS NULL``),
so a decision taken twice, or seen by two processes, resumes the run once.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from typing import Any

from warrantguard.guard import ConfigurationError

__all__ = ["ADDED_COLUMNS", "MAX_CONTINUATION_BYTES", "ResumeSQL", "decode_continuation", "encode_continuation",
           "migration_statements"]

MAX_CONTINUATION_BYTES = 1024 * 1024
"""The largest continuation a review item holds (its JSON, UTF-8 encoded)."""

ADDED_COLUMNS = (("continuation", "TEXT"), ("resumed_at", "DOUBLE PRECISION"))
"""Columns added after the first schema: a queue written before them is migrated on open."""


def migration_statements(existing: set[str] | None = None) -> list[str]:
    """``ALTER TABLE`` statements adding the :data:`ADDED_COLUMNS` a table lacks: those not in
    ``existing`` (SQLite, which reads its columns first), or all of them ``IF NOT EXISTS``
    (PostgreSQL: ``existing=None``)."""
    if existing is None:
        return [f"ALTER TABLE review_items ADD COLUMN IF NOT EXISTS {name} {kind}" for name, kind in ADDED_COLUMNS]
    return [f"ALTER TABLE review_items ADD COLUMN {name} {kind}" for name, kind in ADDED_COLUMNS
            if name not in existing]


def encode_continuation(value: Mapping[str, Any] | None, limit: int = MAX_CONTINUATION_BYTES) -> str | None:
    """``value`` as compact JSON (``None`` stays ``None``); :class:`ConfigurationError` when it is
    not a JSON object, not JSON-serialisable, or larger than ``limit`` bytes."""
    if value is None:
        return None
    if not isinstance(value, Mapping):
        raise ConfigurationError(f"a review continuation must be a JSON object, not {type(value).__name__}")
    try:
        text = json.dumps(value, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise ConfigurationError(f"a review continuation must be JSON-serialisable: {exc}") from exc
    size = len(text.encode("utf-8"))
    if size > limit:
        raise ConfigurationError(f"a review continuation holds at most {limit} bytes of JSON, this one {size}")
    return text


def decode_continuation(text: str | None) -> dict[str, Any] | None:
    """A stored continuation back as a dict (``None`` when the item has none)."""
    return None if text is None else dict(json.loads(text))


class ResumeSQL:
    """The resume statements of the SQL stores (mixed into ``SQLStore``, which provides
    ``_execute``, ``_rows`` and ``get``)."""

    def _execute(self, sql: str, params: Sequence[Any] = ()) -> int:  # pragma: no cover - provided by SQLStore
        raise NotImplementedError

    def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:  # pragma: no cover - provided by SQLStore
        raise NotImplementedError

    def claim_resume(self, item_id: str, now: float) -> bool:
        """Mark a decided item resumed at ``now``; ``True`` only for the one caller that did."""
        if not math.isfinite(now):
            raise ConfigurationError("the resume time must be a finite timestamp")
        return self._execute("UPDATE review_items SET resumed_at = ? WHERE id = ? AND resumed_at IS NULL"
                             " AND status <> 'pending'", (now, item_id)) == 1

    def set_continuation(self, item_id: str, encoded: str) -> bool:
        """Store an encoded continuation on an item that has none; ``True`` when it was stored."""
        return self._execute("UPDATE review_items SET continuation = ? WHERE id = ? AND continuation IS NULL",
                             (encoded, item_id)) == 1

    def resumable_ids(self, limit: int = 100) -> list[str]:
        """Decided items with a continuation that no one resumed yet, oldest decision first."""
        rows = self._rows("SELECT id FROM review_items WHERE resumed_at IS NULL AND status <> 'pending'"
                          " AND continuation IS NOT NULL ORDER BY decided_at, id LIMIT ?", (int(limit),))
        return [str(r[0]) for r in rows]
