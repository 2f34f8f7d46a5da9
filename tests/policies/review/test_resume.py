"""Resumable review items: a continuation stored with the item, a resume claimed once (SQLite and PostgreSQL)."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import pytest
from _certs import make_cert

from warrantguard.guard import CallPlan, ConfigurationError, Warrant
from warrantguard.policies import Decision, ReviewNotFound, ReviewQueue, SQLiteReviewStore, StakesPolicy

from ..conftest import make_store

CONTINUATION = {"kind": "test", "state": {"turn": 3, "history": ["a", "b"]}, "call_id": "call_1"}


def _decision() -> Decision:
    decision = StakesPolicy().decide(make_cert(Warrant.CONDITIONAL), CallPlan("high", "explicit"))
    assert decision.action == "review"
    return decision


def _enqueue(queue: ReviewQueue, **kw: object) -> str:
    return queue.enqueue(make_cert(Warrant.CONDITIONAL), _decision(), **kw)  # type: ignore[arg-type]


def test_the_continuation_is_stored_with_the_item(queue: ReviewQueue) -> None:
    with_it, without = _enqueue(queue, continuation=CONTINUATION), _enqueue(queue)
    assert queue.get(with_it).continuation == CONTINUATION
    assert queue.get(without).continuation is None
    assert queue.get(with_it).resumed_at is None


async def test_aenqueue_stores_it_too(queue: ReviewQueue) -> None:
    item_id = await queue.aenqueue(make_cert(Warrant.CONDITIONAL), _decision(), continuation=CONTINUATION)
    assert queue.get(item_id).continuation == CONTINUATION


def test_a_repeated_request_id_gives_its_continuation_to_an_item_without_one(queue: ReviewQueue) -> None:
    first = _enqueue(queue, request_id="r1")
    assert _enqueue(queue, request_id="r1", continuation=CONTINUATION) == first
    assert queue.get(first).continuation == CONTINUATION
    assert _enqueue(queue, request_id="r1", continuation={"kind": "other"}) == first
    assert queue.get(first).continuation == CONTINUATION  # the first continuation stays


@pytest.mark.parametrize("bad", [["not", "an", "object"], {"x": object()}, {"x": float("nan")}])
def test_a_continuation_must_be_a_json_object(queue: ReviewQueue, bad: object) -> None:
    with pytest.raises(ConfigurationError):
        _enqueue(queue, continuation=bad)
    assert queue.list() == []


def test_a_continuation_is_bounded(backend: str) -> None:
    queue = ReviewQueue(make_store(backend), max_continuation=1000)
    try:
        with pytest.raises(ConfigurationError, match="at most 1000 bytes"):
            _enqueue(queue, continuation={"state": "x" * 1000})
        assert queue.list() == []
        assert queue.get(_enqueue(queue, continuation={"state": "x" * 900})).continuation is not None
    finally:
        queue.close()


def test_the_default_bound_is_one_mebibyte(tmp_path: Path) -> None:
    queue = ReviewQueue(tmp_path / "q.sqlite3")
    with pytest.raises(ConfigurationError):
        _enqueue(queue, continuation={"state": "x" * (1024 * 1024)})
    assert queue.get(_enqueue(queue, continuation={"state": "x" * (1024 * 1024 - 100)})).continuation


def test_a_pending_item_is_not_resumed(queue: ReviewQueue) -> None:
    item_id = _enqueue(queue, continuation=CONTINUATION)
    assert queue.claim_resume(item_id) is None
    assert queue.resumable() == []
    queue.approve(item_id, reviewer="ann")
    assert [i.id for i in queue.resumable()] == [item_id]
    claimed = queue.claim_resume(item_id)
    assert claimed is not None and claimed.status == "approved" and claimed.continuation == CONTINUATION
    assert claimed.resumed_at is not None


def test_a_decided_item_is_resumed_once(queue: ReviewQueue) -> None:
    item_id = _enqueue(queue, continuation=CONTINUATION)
    queue.reject(item_id, reviewer="bob")
    assert queue.claim_resume(item_id) is not None
    assert queue.claim_resume(item_id) is None
    assert queue.resumable() == []
    assert queue.get(item_id).resumed_at is not None


async def test_aclaim_resume(queue: ReviewQueue) -> None:
    item_id = _enqueue(queue, continuation=CONTINUATION)
    queue.approve(item_id)
    assert (await queue.aclaim_resume(item_id)) is not None
    assert (await queue.aclaim_resume(item_id)) is None


def test_concurrent_claims_resume_once(backend: str) -> None:
    """Eight threads, each with its own queue object (as separate processes would be), claim one item."""
    queues = [ReviewQueue(make_store(backend)) for _ in range(8)]
    item_id = _enqueue(queues[0], continuation=CONTINUATION)
    queues[0].approve(item_id)
    barrier, won = threading.Barrier(len(queues)), []

    def claim(q: ReviewQueue) -> None:
        barrier.wait()
        if q.claim_resume(item_id) is not None:
            won.append(q)

    threads = [threading.Thread(target=claim, args=(q,)) for q in queues]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=30)
    for q in queues:
        q.close()
    assert len(won) == 1


def test_an_item_whose_time_is_up_resumes_as_expired(backend: str) -> None:
    now = [1000.0]
    queue = ReviewQueue(make_store(backend), ttl=60, clock=lambda: now[0])
    try:
        item_id = _enqueue(queue, continuation=CONTINUATION)
        assert queue.claim_resume(item_id) is None
        now[0] += 61
        assert [i.id for i in queue.resumable()] == [item_id]
        claimed = queue.claim_resume(item_id)
        assert claimed is not None and claimed.status == "expired" and claimed.final_answer is None
    finally:
        queue.close()


def test_an_unknown_item_is_not_found(queue: ReviewQueue) -> None:
    with pytest.raises(ReviewNotFound):
        queue.claim_resume("nope")


def test_items_without_a_continuation_are_not_listed_resumable(queue: ReviewQueue) -> None:
    plain = _enqueue(queue)
    queue.approve(plain)
    assert queue.resumable() == []
    assert queue.claim_resume(plain) is not None  # still claimable once (the brief's rule: decided, not resumed)


def test_a_store_without_continuations_is_refused(tmp_path: Path) -> None:
    class Bare:
        def __init__(self) -> None:
            self.inner = SQLiteReviewStore(tmp_path / "bare.sqlite3")

        def __getattr__(self, name: str) -> object:
            if name in ("claim_resume", "resumable_ids", "set_continuation"):
                raise AttributeError(name)
            return getattr(self.inner, name)

    queue = ReviewQueue(Bare())  # type: ignore[arg-type]
    item_id = _enqueue(queue)
    with pytest.raises(ConfigurationError, match="does not store review continuations"):
        queue.claim_resume(item_id)


OLD_SCHEMA = """CREATE TABLE review_items (
  id TEXT PRIMARY KEY, request_id TEXT UNIQUE, created_at DOUBLE PRECISION NOT NULL,
  expires_at DOUBLE PRECISION, question TEXT NOT NULL, options TEXT NOT NULL, recommendation TEXT,
  warrant TEXT, certificate TEXT NOT NULL, decision TEXT NOT NULL, stakes TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending', reviewer TEXT, note TEXT, final_answer TEXT,
  decided_at DOUBLE PRECISION)"""
OLD_ROW = ("old1", None, 1.0e9, None, "Which is safer to travel by, motorcycle or train?", '["motorcycle", "train"]',
           "train", "Conditional Warrant", make_cert(Warrant.CONDITIONAL).model_dump_json(),
           _decision().model_dump_json(), "high", "approved", "ann", None, "train", 1.0e9 + 5)


def test_a_sqlite_queue_written_before_continuations_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute(OLD_SCHEMA)
        conn.execute(f"INSERT INTO review_items VALUES ({', '.join('?' * len(OLD_ROW))})", OLD_ROW)
    _check_migrated(ReviewQueue(path))
    _check_migrated(ReviewQueue(path), again=True)  # opening it again changes nothing


@pytest.mark.postgres
def test_a_postgres_queue_written_before_continuations_is_migrated(pg_conninfo: str) -> None:
    import psycopg

    with psycopg.connect(pg_conninfo, autocommit=True) as conn:
        conn.execute(OLD_SCHEMA)
        conn.execute(f"INSERT INTO review_items VALUES ({', '.join(['%s'] * len(OLD_ROW))})", OLD_ROW)
    _check_migrated(ReviewQueue(make_store(pg_conninfo)))
    _check_migrated(ReviewQueue(make_store(pg_conninfo)), again=True)


def _check_migrated(queue: ReviewQueue, again: bool = False) -> None:
    try:
        old = queue.get("old1")
        assert old.status == "approved" and old.continuation is None
        assert (queue.claim_resume("old1") is None) is again
        new = _enqueue(queue, continuation=CONTINUATION)
        assert queue.get(new).continuation == CONTINUATION
    finally:
        queue.close()
