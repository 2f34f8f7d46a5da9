"""The review queue, run against every backend (SQLite and PostgreSQL)."""

from __future__ import annotations

import random
import threading
from collections import Counter
from pathlib import Path

import pytest
from _certs import make_cert

from warrantguard.guard import CallPlan, ConfigurationError, ReviewQueueLike, Warrant
from warrantguard.policies import (
    Decision,
    ReviewConflict,
    ReviewNotFound,
    ReviewQueue,
    ReviewStatus,
    SQLiteReviewStore,
    StakesPolicy,
)

from ..conftest import make_store

POLICY = StakesPolicy()


def review_decision(stakes: str = "high") -> Decision:
    """A review decision for a Conditional Warrant certificate."""
    decision = POLICY.decide(make_cert(Warrant.CONDITIONAL), CallPlan(stakes, "explicit"))
    assert decision.action == "review"
    return decision


def enqueue(queue: ReviewQueue, n: int = 1, **kw: object) -> list[str]:
    """Queue ``n`` items and return their ids."""
    return [queue.enqueue(make_cert(Warrant.CONDITIONAL, cert_id=f"c{i}"), review_decision(),
                          **kw) for i in range(n)]  # type: ignore[arg-type]


def test_queue_satisfies_the_guard_protocol(queue: ReviewQueue) -> None:
    assert isinstance(queue, ReviewQueueLike)


def test_item_holds_everything_a_reviewer_needs(queue: ReviewQueue) -> None:
    (item_id,) = enqueue(queue, request_id="req-1")
    item = queue.get(item_id)
    assert item.status is ReviewStatus.PENDING and item.request_id == "req-1"
    assert item.question.startswith("Which is safer") and item.options == ["motorcycle", "train"]
    assert item.recommendation == "train" and item.warrant == "Conditional Warrant"
    assert item.stakes == "high" and item.decision["action"] == "review"
    assert item.certificate_model.warrant is Warrant.CONDITIONAL
    assert item.decision_model.reason.endswith("Action: review.")
    assert item.expires_at is not None and item.expires_at > item.created_at
    assert item.reviewer is item.final_answer is item.decided_at is None


async def test_enqueue_is_idempotent_on_request_id(queue: ReviewQueue) -> None:
    cert, decision = make_cert(Warrant.CONDITIONAL), review_decision()
    first = await queue.aenqueue(cert, decision, request_id="same")
    again = await queue.aenqueue(cert, decision, request_id="same")
    other = await queue.aenqueue(cert, decision)
    assert first == again != other
    assert len(queue.list()) == 2


def test_approve_reject_override(queue: ReviewQueue) -> None:
    a, r, o = enqueue(queue, 3)
    approved = queue.approve(a, reviewer="ann", note="fine")
    assert (approved.status, approved.final_answer, approved.reviewer, approved.note) == (
        ReviewStatus.APPROVED, "train", "ann", "fine")
    assert approved.decided_at is not None
    assert queue.reject(r, reviewer="bob").final_answer is None
    overridden = queue.override(o, "motorcycle", reviewer="cy", note="context matters")
    assert (overridden.status, overridden.final_answer) == (ReviewStatus.OVERRIDDEN, "motorcycle")
    outcome = queue.outcome(o)
    assert outcome is not None and outcome.status == "overridden"
    assert outcome.final_answer == "motorcycle" and outcome.reviewer == "cy"


def test_second_decision_is_a_clear_conflict(queue: ReviewQueue) -> None:
    (item_id,) = enqueue(queue)
    queue.approve(item_id, reviewer="ann")
    with pytest.raises(ReviewConflict, match=f"{item_id} is already approved by ann"):
        queue.reject(item_id, reviewer="bob")
    assert queue.get(item_id).reviewer == "ann"


def test_misuse_raises(queue: ReviewQueue) -> None:
    (item_id,) = enqueue(queue)
    with pytest.raises(ReviewNotFound):
        queue.approve("nope")
    with pytest.raises(ConfigurationError, match="override needs an answer"):
        queue.decide(item_id, "override")
    with pytest.raises(ConfigurationError, match="takes no answer"):
        queue.decide(item_id, "approve", answer="motorcycle")
    with pytest.raises(ConfigurationError, match="verdict"):
        queue.decide(item_id, "maybe")  # type: ignore[arg-type]


def test_items_expire(backend: str) -> None:
    now = [1000.0]
    queue = ReviewQueue(make_store(backend), ttl=60, clock=lambda: now[0])
    old, fresh = enqueue(queue, 2)
    now[0] += 30
    (newer,) = enqueue(queue)
    now[0] += 31
    assert queue.get(old).status is ReviewStatus.EXPIRED
    assert [i.id for i in queue.pending()] == [newer]
    with pytest.raises(ReviewConflict, match="already expired"):
        queue.approve(fresh)
    assert queue.approve(newer).status is ReviewStatus.APPROVED
    queue.close()


def test_list_filters(queue: ReviewQueue) -> None:
    cert = make_cert(Warrant.CONDITIONAL, prompt="Tea or coffee for a morning meeting?",
                     option_a="tea", option_b="coffee", recommendation="coffee")
    tea = queue.enqueue(cert, review_decision().model_copy(update={"stakes": "critical"}))
    a, b = enqueue(queue, 2)
    queue.approve(a)
    assert {i.id for i in queue.list(status="pending")} == {tea, b}
    assert [i.id for i in queue.list(status="approved")] == [a]
    assert [i.id for i in queue.list(stakes="critical")] == [tea]
    assert [i.id for i in queue.list(search="COFFEE")] == [tea]
    assert len(queue.list(limit=2)) == 2
    with pytest.raises(ValueError):
        queue.list(status="weird")


async def test_await_decision_returns_the_reviewers_answer(queue: ReviewQueue) -> None:
    (item_id,) = enqueue(queue)
    timer = threading.Timer(0.2, queue.override, args=(item_id, "motorcycle"))
    timer.start()
    outcome = await queue.await_decision(item_id, timeout=5)
    timer.join()
    assert outcome is not None and outcome.status == "overridden"
    assert outcome.final_answer == "motorcycle"


async def test_await_decision_times_out_with_none(queue: ReviewQueue) -> None:
    (item_id,) = enqueue(queue)
    assert await queue.await_decision(item_id, timeout=0.15) is None
    assert queue.get(item_id).status is ReviewStatus.PENDING


async def test_an_item_expiring_while_waiting_is_a_timeout(backend: str) -> None:
    queue = ReviewQueue(make_store(backend), ttl=0.1, poll_interval=0.02)
    (item_id,) = enqueue(queue)
    assert await queue.await_decision(item_id, timeout=2) is None
    assert queue.get(item_id).status is ReviewStatus.EXPIRED
    queue.close()


def test_twenty_threads_decide_each_of_100_items_exactly_once(backend: str) -> None:
    queue = ReviewQueue(make_store(backend))
    ids = enqueue(queue, 100)
    wins: Counter[str] = Counter()
    conflicts: Counter[str] = Counter()
    lock, start = threading.Lock(), threading.Barrier(20)

    def reviewer(n: int) -> None:
        order = ids[:]
        random.Random(n).shuffle(order)
        start.wait()
        for item_id in order:
            try:
                queue.decide(item_id, ("approve", "reject")[n % 2], reviewer=f"r{n}")
            except ReviewConflict:
                with lock:
                    conflicts[item_id] += 1
            else:
                with lock:
                    wins[item_id] += 1

    threads = [threading.Thread(target=reviewer, args=(n,)) for n in range(20)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert set(wins) == set(ids) and set(wins.values()) == {1}
    assert all(conflicts[i] == 19 for i in ids)
    items = {i.id: i for i in queue.list(limit=1000)}
    assert all(items[i].status in (ReviewStatus.APPROVED, ReviewStatus.REJECTED) for i in ids)
    queue.close()


def test_sqlite_store_runs_in_wal_mode(tmp_path: Path) -> None:
    store = SQLiteReviewStore(tmp_path / "sub" / "q.sqlite3")
    assert store.journal_mode() == "wal" and store.integrity_check() == "ok"


def test_default_path_comes_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("WARRANTGUARD_REVIEW_DB", str(tmp_path / "env.sqlite3"))
    queue = ReviewQueue()
    assert isinstance(queue.store, SQLiteReviewStore)
    assert queue.store.path == tmp_path / "env.sqlite3"
    monkeypatch.delenv("WARRANTGUARD_REVIEW_DB")
    monkeypatch.chdir(tmp_path)
    assert ReviewQueue().store.path == Path("warrantguard-review.sqlite3")  # type: ignore[attr-defined]


def test_wait_decision_is_usable_without_an_event_loop(queue: ReviewQueue) -> None:
    (item_id,) = enqueue(queue)
    queue.reject(item_id)
    outcome = queue.wait_decision(item_id, 1)
    assert outcome is not None and outcome.status == "rejected" and outcome.final_answer is None


@pytest.mark.postgres
def test_postgres_from_a_url_or_conninfo(pg_conninfo: str) -> None:
    from warrantguard.policies import PostgresReviewStore, ReviewStore, open_store

    store = open_store(pg_conninfo)
    assert isinstance(store, PostgresReviewStore) and isinstance(store, ReviewStore)
    store.close()
    fields = dict(part.split("=", 1) for part in pg_conninfo.split(" ", 4)[:4])
    url = (f"postgresql://{fields['user']}@{fields['host']}:{fields['port']}/{fields['dbname']}"
           f"?options={pg_conninfo.split('options=')[1].replace('=', '%3D')}")
    queue = ReviewQueue(url)
    assert isinstance(queue.store, PostgresReviewStore)
    (item_id,) = enqueue(queue)
    assert queue.get(item_id).status is ReviewStatus.PENDING
    queue.close()


def test_sqlite_store_satisfies_the_storage_protocol(tmp_path: Path) -> None:
    from warrantguard.policies import ReviewStore

    assert isinstance(SQLiteReviewStore(tmp_path / "s.sqlite3"), ReviewStore)
