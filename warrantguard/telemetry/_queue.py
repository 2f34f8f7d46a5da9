"""Review queue depth, read from a review store when Prometheus scrapes (no dependencies)."""

from __future__ import annotations

from typing import Any

__all__ = ["REVIEW_STATUSES", "queue_counts"]

REVIEW_STATUSES = ("pending", "approved", "rejected", "overridden", "expired")


def queue_counts(store: Any) -> tuple[dict[str, int], float | None]:
    """``({status: count}, created_at of the oldest pending item)`` from a review store.

    Uses ``store.counts()`` when the store has it, one aggregate SQL query for the
    built-in SQL stores, and listing otherwise.
    """
    if hasattr(store, "counts"):
        counts, oldest = store.counts()
        return dict(counts), oldest
    if hasattr(store, "_rows"):
        rows = store._rows("SELECT status, COUNT(*), MIN(created_at) FROM review_items GROUP BY status")
        counts = {str(s): int(n) for s, n, _ in rows}
        oldest = next((float(t) for s, _, t in rows if s == "pending" and t is not None), None)
        return counts, oldest
    counts, oldest = {}, None
    for status in REVIEW_STATUSES:
        items = store.list(status=status, limit=1_000_000)
        counts[status] = len(items)
        if status == "pending" and items:
            oldest = min(i.created_at.timestamp() for i in items)
    return counts, oldest
