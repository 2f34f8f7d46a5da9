"""The review queue the Guard enqueues into and reviewers decide from."""

from __future__ import annotations

import asyncio
import builtins
import os
import re
import time
import uuid
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from warrantguard.guard.spi import Certificate, ConfigurationError, DecisionLike, ReviewOutcome
from warrantguard.policies._decision import Decision
from warrantguard.policies.review._resume import MAX_CONTINUATION_BYTES, encode_continuation
from warrantguard.policies.review._sqlite import DEFAULT_DB, SQLiteReviewStore
from warrantguard.policies.review._store import (
    ORDERS,
    WARRANT_LABELS,
    AmbiguousReviewId,
    ReviewItem,
    ReviewNotFound,
    ReviewStatus,
    ReviewStore,
)
from warrantguard.policies.review._webhook import Webhook

__all__ = ["DB_ENV", "ORDERS", "ReviewQueue", "Verdict", "existing_store", "open_store"]

DB_ENV = "WARRANTGUARD_REVIEW_DB"
Verdict = Literal["approve", "reject", "override"]
_CANDIDATES = 10  # ambiguous prefixes: how many candidates are named
_STATUS = {"approve": ReviewStatus.APPROVED, "reject": ReviewStatus.REJECTED,
           "override": ReviewStatus.OVERRIDDEN}


def open_store(target: ReviewStore | str | os.PathLike[str] | None = None) -> ReviewStore:
    """A store from a store, a PostgreSQL URL (``postgresql://...``) or libpq conninfo
    (``host=... dbname=...``), or a SQLite path.

    With nothing given: ``$WARRANTGUARD_REVIEW_DB`` or ``./warrantguard-review.sqlite3``.
    """
    if target is None:
        target = os.environ.get(DB_ENV) or DEFAULT_DB
    if isinstance(target, str) and _is_postgres(target):
        from warrantguard.policies.review._postgres import PostgresReviewStore

        return PostgresReviewStore(target)
    if isinstance(target, str | Path | os.PathLike):
        return SQLiteReviewStore(target)
    return target


def existing_store(target: str | os.PathLike[str], *, create: bool = False, flag: str = "--db"
                   ) -> str | os.PathLike[str]:
    """``target`` itself, after checking that a SQLite queue exists there (a mistyped path
    would otherwise become a new, empty queue); with ``create`` a missing one is made.
    PostgreSQL targets are returned unchecked."""
    if (isinstance(target, str) and _is_postgres(target)) or create or Path(target).exists():
        return target
    raise ConfigurationError(f"no review queue at {os.fspath(target)}: check {flag}, or pass "
                             "--create to start an empty one there")


def _is_postgres(target: str) -> bool:
    if target.startswith(("postgresql://", "postgres://")):
        return True
    return re.match(r"^\s*\w+\s*=", target) is not None and bool(
        re.search(r"\b(host|dbname|service)\s*=", target))


class ReviewQueue:
    """A durable queue of recommendations waiting for a human decision.

    The Guard calls :meth:`aenqueue` (idempotent on ``request_id``) and
    :meth:`await_decision`; reviewers use :meth:`pending`, :meth:`get` and
    :meth:`decide` (or :meth:`approve`, :meth:`reject`, :meth:`override`). Two
    reviewers deciding the same item: exactly one wins, the other gets
    :class:`ReviewConflict`. Items expire ``ttl`` seconds after they are queued
    (``None``: never). ``webhook`` (a :class:`Webhook` or URL) is told about each new
    item. An item may hold a ``continuation`` that resumes a paused agent run once decided,
    claimed once (:meth:`claim_resume`).
    """

    def __init__(
        self, store: ReviewStore | str | os.PathLike[str] | None = None, *,
        ttl: float | None = 24 * 3600.0, webhook: Webhook | str | None = None,
        poll_interval: float = 0.2, clock: Callable[[], float] = time.time,
        max_continuation: int = MAX_CONTINUATION_BYTES,
    ) -> None:
        if ttl is not None and ttl <= 0:
            raise ConfigurationError(f"ttl must be positive seconds or None, got {ttl!r}")
        self.store = open_store(store)
        self.ttl, self.poll_interval, self.clock = ttl, poll_interval, clock
        self.webhook = Webhook(webhook) if isinstance(webhook, str) else webhook
        self.max_continuation = max_continuation

    def __repr__(self) -> str:
        return f"ReviewQueue({self.store!r}, ttl={self.ttl!r})"

    def enqueue(
        self, certificate: Certificate, decision: DecisionLike, *, request_id: str | None = None,
        continuation: Mapping[str, Any] | None = None,
    ) -> str:
        """Queue a recommendation for review and return the item id.

        The same ``request_id`` never makes two items: the existing item's id is returned.
        ``continuation`` (a JSON object of at most :attr:`max_continuation` bytes, else
        :class:`ConfigurationError`) is what resumes a paused agent run once the item is
        decided (:meth:`claim_resume`); given to a repeated ``request_id``, it is stored on the
        existing item unless that item already has one.
        """
        encoded = encode_continuation(continuation, self.max_continuation)
        item = self._new_item(certificate, Decision.coerce(decision), request_id, continuation)
        stored, new = self.store.add(item)
        if not new and encoded is not None and stored.continuation is None:
            self._store_resume().set_continuation(stored.id, encoded)
        if new and self.webhook is not None:
            self.webhook.notify(_webhook_payload(stored))
        return stored.id

    async def aenqueue(
        self, certificate: Certificate, decision: DecisionLike, *, request_id: str | None = None,
        continuation: Mapping[str, Any] | None = None,
    ) -> str:
        """:meth:`enqueue` without blocking the event loop."""
        return await asyncio.to_thread(self.enqueue, certificate, decision, request_id=request_id,
                                       continuation=continuation)

    def claim_resume(self, item_id: str) -> ReviewItem | None:
        """The decided item, marked resumed, to the first caller only; ``None`` to every later
        caller (in any process) and while the item is pending. An item whose time is up counts
        as decided (expired). :class:`ReviewNotFound` when there is no such item."""
        self.get(item_id)  # ReviewNotFound; an overdue item expires here
        if not self._store_resume().claim_resume(item_id, self.clock()):
            return None
        return self.get(item_id)

    async def aclaim_resume(self, item_id: str) -> ReviewItem | None:
        """:meth:`claim_resume` without blocking the event loop."""
        return await asyncio.to_thread(self.claim_resume, item_id)

    def resumable(self, *, limit: int = 100) -> builtins.list[ReviewItem]:
        """Decided (or expired) items with a continuation whose run no one resumed yet, oldest
        decision first: what a resuming worker polls (it still claims each with :meth:`claim_resume`)."""
        self.expire_stale()
        items = (self.store.get(i) for i in self._store_resume().resumable_ids(max(0, min(int(limit), 1000))))
        return [item for item in items if item is not None]

    def _store_resume(self) -> Any:
        """The store, checked to support resumable items (the SQLite and PostgreSQL stores do)."""
        if not all(hasattr(self.store, m) for m in ("claim_resume", "resumable_ids", "set_continuation")):
            raise ConfigurationError(f"{type(self.store).__name__} does not store review continuations")
        return self.store

    def _new_item(self, cert: Certificate, decision: Decision, request_id: str | None,
                  continuation: Mapping[str, Any] | None = None) -> ReviewItem:
        now = self.clock()
        return ReviewItem(
            id=uuid.uuid4().hex[:16], request_id=request_id,
            created_at=datetime.fromtimestamp(now, UTC),
            expires_at=None if self.ttl is None else datetime.fromtimestamp(now + self.ttl, UTC),
            question=cert.prompt, options=[cert.option_a, cert.option_b],
            recommendation=cert.recommendation, warrant=cert.warrant.label,
            certificate=cert.model_dump(mode="json"), decision=decision.model_dump(mode="json"),
            stakes=decision.stakes, continuation=None if continuation is None else dict(continuation),
        )

    def get(self, item_id: str) -> ReviewItem:
        """The item with this id (expired if its time is up); :class:`ReviewNotFound` if none."""
        item = self.store.get(item_id)
        if item is None:
            raise ReviewNotFound(item_id)
        if item.status is ReviewStatus.PENDING and self._overdue(item):
            self.store.expire(self.clock())
            item = self.store.get(item_id) or item
        return item

    def by_request_id(self, request_id: str) -> ReviewItem | None:
        """The item queued with ``request_id`` (expired if its time is up), ``None`` when there is
        none: how a step re-run after a pause finds the review it already queued (LangGraph)."""
        lookup = getattr(self.store, "get_by_request", None)
        if lookup is None:
            raise ConfigurationError(f"{type(self.store).__name__} cannot look items up by request id")
        found = lookup(request_id)
        return None if found is None else self.get(found.id)

    def _overdue(self, item: ReviewItem) -> bool:
        return item.expires_at is not None and item.expires_at.timestamp() <= self.clock()

    def list(
        self, *, status: str | None = None, stakes: str | None = None,
        search: str | None = None, limit: int = 100, warrant: str | None = None,
        order: str = "newest", stakes_rank: Mapping[str, int] | None = None,
    ) -> list[ReviewItem]:
        """Items, newest first unless ``order`` (one of :data:`ORDERS`) says otherwise;
        ``status=None`` lists every status; ``warrant`` is a label (``"Basic Warrant"``);
        ``stakes_rank`` ranks the stakes names for ``order="stakes"``."""
        if status is not None:
            status = ReviewStatus(status).value
        if warrant is not None and warrant not in WARRANT_LABELS:
            raise ConfigurationError(f"unknown warrant {warrant!r} (expected one of "
                                     f"{', '.join(WARRANT_LABELS)})")
        self.expire_stale()
        extra: dict[str, Any] = {"warrant": warrant} if warrant else {}
        if order != "newest":  # stores written before sorting existed take no order
            extra.update(order=order, stakes_rank=dict(stakes_rank or {}))
        return self.store.list(status=status, stakes=stakes, search=search, limit=limit, **extra)

    def find(self, id_or_prefix: str) -> ReviewItem:
        """The item with this id, or the only item whose id begins with it.

        :class:`ReviewNotFound` when nothing matches, :class:`AmbiguousReviewId` (naming
        some of the candidates) when several do."""
        text = id_or_prefix.strip()
        if not text or len(text) > 64:
            raise ReviewNotFound(id_or_prefix)
        found = self.store.get(text)
        if found is not None:
            return self.get(text)
        lookup = getattr(self.store, "ids_with_prefix", None)
        matches = list(lookup(text, _CANDIDATES + 1)) if lookup is not None else []
        if len(matches) > 1:
            raise AmbiguousReviewId(text, matches[:_CANDIDATES], len(matches) > _CANDIDATES)
        if not matches:
            raise ReviewNotFound(id_or_prefix)
        return self.get(matches[0])

    def pending(self, *, limit: int = 100, **filters: Any) -> builtins.list[ReviewItem]:
        """Items waiting for a reviewer, newest first (``filters``: :meth:`list`'s others)."""
        return self.list(status=ReviewStatus.PENDING, limit=limit, **filters)

    def expire_stale(self) -> int:
        """Mark items whose time is up as expired; return how many."""
        return self.store.expire(self.clock())

    def decide(
        self, item_id: str, verdict: Verdict, *, reviewer: str | None = None,
        note: str | None = None, answer: str | None = None,
    ) -> ReviewItem:
        """Record a reviewer's verdict atomically and return the decided item.

        ``override`` needs ``answer`` (the reviewer's own answer); ``approve`` keeps the
        recommendation; ``reject`` leaves no answer. Raises :class:`ReviewConflict` when
        the item is no longer pending and :class:`ReviewNotFound` when it does not exist.
        """
        if verdict not in _STATUS:
            raise ConfigurationError(f"verdict must be approve, reject or override, not {verdict!r}")
        answer = answer.strip() if answer else None
        if verdict == "override" and not answer:
            raise ConfigurationError("override needs an answer")
        if verdict != "override" and answer:
            raise ConfigurationError(f"{verdict} takes no answer; use override to change it")
        item = self.get(item_id)
        final = item.recommendation if verdict == "approve" else answer
        return self.store.decide(
            item_id, status=_STATUS[verdict].value, reviewer=reviewer, note=note or None,
            final_answer=final, now=self.clock(),
        )

    def approve(self, item_id: str, *, reviewer: str | None = None, note: str | None = None
                ) -> ReviewItem:
        """Approve the recommendation as it stands."""
        return self.decide(item_id, "approve", reviewer=reviewer, note=note)

    def reject(self, item_id: str, *, reviewer: str | None = None, note: str | None = None
               ) -> ReviewItem:
        """Reject the recommendation (no answer may be acted on)."""
        return self.decide(item_id, "reject", reviewer=reviewer, note=note)

    def override(self, item_id: str, answer: str, *, reviewer: str | None = None,
                 note: str | None = None) -> ReviewItem:
        """Replace the recommendation with the reviewer's ``answer``."""
        return self.decide(item_id, "override", reviewer=reviewer, note=note, answer=answer)

    def outcome(self, item_id: str) -> ReviewOutcome | None:
        """The reviewer's decision, or ``None`` while the item is pending."""
        return self.get(item_id).outcome()

    async def await_decision(self, item_id: str, timeout: float) -> ReviewOutcome | None:
        """Wait up to ``timeout`` seconds for a reviewer's decision.

        Returns ``None`` on timeout, and also when the item expires while waiting (no
        reviewer decided in time either way). A store that can watch for decisions (PostgreSQL:
        ``LISTEN``/``NOTIFY``) wakes the wait when the item is decided in any process, and it
        re-checks every ``safety_poll`` seconds; other stores are polled every ``poll_interval``.
        """
        deadline = time.monotonic() + max(timeout, 0.0)
        watch_decision = getattr(self.store, "watch_decision", None)
        watch = watch_decision(item_id) if watch_decision is not None else None
        try:
            while True:
                if watch is not None:
                    watch.clear()  # before reading: a decision from now on wakes the wait below
                item = await asyncio.to_thread(self.get, item_id)
                outcome = item.outcome()
                if outcome is not None:
                    return None if outcome.status == ReviewStatus.EXPIRED else outcome
                left = deadline - time.monotonic()
                if left <= 0:
                    return None
                if watch is None:
                    await asyncio.sleep(min(self.poll_interval, left))
                else:
                    until_expiry = item.expires_at.timestamp() - self.clock() if item.expires_at else left
                    await watch.wait(min(watch.safety_poll, left, max(until_expiry, 0.0)))
        finally:
            if watch is not None:
                watch.close()

    def wait_decision(self, item_id: str, timeout: float) -> ReviewOutcome | None:
        """Blocking :meth:`await_decision`, for code without an event loop."""
        return asyncio.run(self.await_decision(item_id, timeout))

    def close(self) -> None:
        """Wait briefly for webhook deliveries and release the store."""
        if self.webhook is not None:
            self.webhook.join(timeout=5.0)
        self.store.close()


def _webhook_payload(item: ReviewItem) -> dict[str, Any]:
    decision = item.decision
    return {
        "event": "review.enqueued",
        "id": item.id, "request_id": item.request_id, "created_at": item.created_at.isoformat(),
        "question": item.question, "options": item.options,
        "recommendation": item.recommendation, "warrant": item.warrant, "stakes": item.stakes,
        "action": decision.get("action"), "reason": decision.get("reason"),
        "expires_at": item.expires_at.isoformat() if item.expires_at else None,
    }
