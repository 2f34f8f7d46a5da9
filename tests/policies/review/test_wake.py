"""Review waits on PostgreSQL wake on LISTEN/NOTIFY: a decision made through another store, or in
another process, wakes the waiter, long before the safety poll would.

Every queue and store here polls every :data:`SLOW` seconds, far beyond any wait in these tests,
so a waiter that returns in time was woken by a notification (or saw the decision at once).
"""

from __future__ import annotations

import asyncio
import logging
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from _certs import make_cert

from warrantguard import Guard
from warrantguard.guard import CallPlan, ConfigurationError, Warrant
from warrantguard.policies import PostgresReviewStore, ReviewQueue, ReviewStatus, StakesPolicy
from warrantguard.testing import ScriptedModel

pytestmark = pytest.mark.postgres
psycopg = pytest.importorskip("psycopg")

SLOW = 300.0  # the safety poll and the queue's poll: only a NOTIFY wakes a waiter within WAIT
WAIT = 20.0
SECRET = "s3cret-pw-9f2c"


def store(conninfo: str, **kw: object) -> PostgresReviewStore:
    """A store whose safety poll never fires during a test."""
    return PostgresReviewStore(conninfo, safety_poll=SLOW, **kw)  # type: ignore[arg-type]


def enqueue(queue: ReviewQueue, n: int = 1) -> list[str]:
    """Queue ``n`` review items and return their ids."""
    decision = StakesPolicy().decide(make_cert(Warrant.CONDITIONAL), CallPlan("high", "explicit"))
    return [queue.enqueue(make_cert(Warrant.CONDITIONAL, cert_id=f"c{i}"), decision) for i in range(n)]


@pytest.fixture
def pair(pg_conninfo: str) -> Iterator[tuple[ReviewQueue, ReviewQueue]]:
    """Two queues over two store objects (each with its own connections) on one database."""
    conninfo = f"{pg_conninfo} password={SECRET}"  # trust auth: unused, but must never be logged
    a, b = ReviewQueue(store(conninfo), poll_interval=SLOW), ReviewQueue(store(conninfo), poll_interval=SLOW)
    yield a, b
    a.close()
    b.close()


async def until(condition: Callable[[], bool], what: str) -> None:
    """Wait (at most :data:`WAIT` seconds) until ``condition()`` holds."""
    for _ in range(int(WAIT * 100)):
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"never happened: {what}")


async def parked(queue: ReviewQueue, item_id: str) -> asyncio.Task:
    """A task waiting for ``item_id``, returned once it checked the item and sleeps on the listener."""
    task = asyncio.create_task(queue.await_decision(item_id, timeout=SLOW))
    await until(lambda: queue.store.listener is not None and queue.store.listener.parked(item_id) == 1
                and queue.store.listener.connected, "the waiter parked on a connected listener")
    assert not task.done()
    return task


async def test_a_decision_through_another_store_wakes_the_waiter(pair: tuple[ReviewQueue, ReviewQueue]) -> None:
    a, b = pair
    (item_id,) = enqueue(a)
    task = await parked(a, item_id)
    b.override(item_id, "train", reviewer="bob")
    outcome = await asyncio.wait_for(task, WAIT)
    assert outcome is not None and (outcome.status, outcome.final_answer, outcome.reviewer) == (
        "overridden", "train", "bob")
    assert a.store.listener.parked(item_id) == 0


async def test_a_guard_waiting_for_review_wakes_on_a_decision_elsewhere(
        pair: tuple[ReviewQueue, ReviewQueue]) -> None:
    a, b = pair
    model = ScriptedModel("train", reversals={"in bad weather": "motorcycle"})  # a Conditional Warrant
    guard = Guard(model, generator="lexical", policy=StakesPolicy(), review_queue=a)
    task = asyncio.create_task(guard.acheck("Which is safer to travel by, motorcycle or train?",
                                            stakes="high", wait_for_review=SLOW))
    await until(lambda: bool(b.pending()), "the guard queued its item")
    (item,) = b.pending()
    await until(lambda: a.store.listener is not None and a.store.listener.parked(item.id) == 1
                and a.store.listener.connected, "the guard parked on the listener")
    b.approve(item.id, reviewer="ann")
    result = await asyncio.wait_for(task, WAIT)
    assert result.review is not None and (result.review.status, result.review.reviewer) == ("approved", "ann")


DECIDER = """
import sys
from warrantguard.policies import PostgresReviewStore, ReviewQueue
queue = ReviewQueue(PostgresReviewStore(sys.argv[1], listen=False))
print("ready", flush=True)
queue.approve(sys.stdin.readline().strip(), reviewer="another-process")
queue.close()
print("decided", flush=True)
"""


async def test_a_decision_in_another_process_wakes_the_waiter(pair: tuple[ReviewQueue, ReviewQueue],
                                                              pg_conninfo: str) -> None:
    a, _ = pair
    (item_id,) = enqueue(a)
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-c", DECIDER, pg_conninfo, stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE, cwd=Path(__file__).resolve().parents[3])
    assert proc.stdin is not None and proc.stdout is not None
    try:
        assert await asyncio.wait_for(proc.stdout.readline(), 60) == b"ready\n"
        task = await parked(a, item_id)
        proc.stdin.write(f"{item_id}\n".encode())
        await proc.stdin.drain()
        outcome = await asyncio.wait_for(task, WAIT)
        assert outcome is not None and (outcome.status, outcome.reviewer) == ("approved", "another-process")
        assert await asyncio.wait_for(proc.stdout.readline(), WAIT) == b"decided\n"
    finally:
        if proc.returncode is None:
            proc.kill()
        await proc.wait()


def _terminate(conninfo: str, pid: int) -> None:
    with psycopg.connect(conninfo, autocommit=True) as conn:
        assert conn.execute("SELECT pg_terminate_backend(%s)", (pid,)).fetchone() == (True,)


async def test_the_listener_reconnects_after_its_connection_is_killed(
        pair: tuple[ReviewQueue, ReviewQueue], pg_conninfo: str, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="warrantguard.review")
    a, b = pair
    first, second = enqueue(a, 2)
    task = await parked(a, first)
    listener = a.store.listener
    old_pid = listener.backend_pid
    _terminate(pg_conninfo, old_pid)
    b.approve(first)  # likely while the listener is down: reconnecting re-checks every waiter
    outcome = await asyncio.wait_for(task, WAIT)
    assert outcome is not None and outcome.status == "approved"
    await until(lambda: listener.connected and listener.backend_pid not in (None, old_pid), "a new listener")
    assert listener.reconnects >= 1
    task = await parked(a, second)
    b.reject(second)
    outcome = await asyncio.wait_for(task, WAIT)
    assert outcome is not None and outcome.status == "rejected"
    assert "lost its connection" in caplog.text and SECRET not in caplog.text


async def test_a_decision_made_while_the_listener_is_down_is_not_missed(
        pair: tuple[ReviewQueue, ReviewQueue], pg_conninfo: str, monkeypatch: pytest.MonkeyPatch) -> None:
    a, b = pair
    (item_id,) = enqueue(a)
    task = await parked(a, item_id)
    listener = a.store.listener
    reconnect, attempts = listener._connect, []

    def refused() -> object:  # the database is unreachable until the decision is made
        attempts.append(1)
        raise ConnectionError("no route to the database (test)")

    monkeypatch.setattr(listener, "_connect", refused)
    _terminate(pg_conninfo, listener.backend_pid)
    await until(lambda: bool(attempts) and not listener.connected, "a failed reconnection")
    b.approve(item_id)  # no listener hears this NOTIFY
    assert not task.done()
    monkeypatch.setattr(listener, "_connect", reconnect)
    outcome = await asyncio.wait_for(task, WAIT)  # the reconnect makes every waiter re-read its item
    assert outcome is not None and outcome.status == "approved"


async def test_a_decision_made_before_the_wait_is_seen_at_once(pair: tuple[ReviewQueue, ReviewQueue]) -> None:
    a, b = pair
    (item_id,) = enqueue(a)
    b.reject(item_id, reviewer="early")
    outcome = await asyncio.wait_for(a.await_decision(item_id, timeout=SLOW), WAIT)
    assert outcome is not None and (outcome.status, outcome.reviewer) == ("rejected", "early")


async def test_garbage_payloads_on_the_channel_are_ignored(pair: tuple[ReviewQueue, ReviewQueue],
                                                           pg_conninfo: str) -> None:
    a, b = pair
    (item_id,) = enqueue(a)
    task = await parked(a, item_id)
    listener = a.store.listener
    garbage = ["", "x" * 7999, "'; DROP TABLE review_items; --", "ünïcode", f"{item_id} ", "a" * 65]
    with psycopg.connect(pg_conninfo, autocommit=True) as conn:
        for payload in [*garbage, "0123456789abcdef"]:  # the last one is well formed but nobody waits for it
            conn.execute("SELECT pg_notify(%s, %s)", (a.store.channel, payload))
    await until(lambda: listener.ignored >= len(garbage) and listener.received >= len(garbage) + 1,
                "the listener read every payload")
    assert listener.ignored == len(garbage) and not task.done() and listener.parked(item_id) == 1
    b.approve(item_id)
    outcome = await asyncio.wait_for(task, WAIT)
    assert outcome is not None and outcome.status == "approved"


async def test_many_waiters_each_wake_for_their_own_item_only(pair: tuple[ReviewQueue, ReviewQueue]) -> None:
    a, b = pair
    ids = enqueue(a, 20)
    tasks = {i: await parked(a, i) for i in ids}
    watches = {i: a.store.watch_decision(i) for i in ids}
    for n, item_id in enumerate(ids[::2]):
        b.override(item_id, f"answer {n}")
    for n, item_id in enumerate(ids[::2]):
        outcome = await asyncio.wait_for(tasks[item_id], WAIT)
        assert outcome is not None and outcome.final_answer == f"answer {n}"
    (sentinel,) = enqueue(a)
    last = a.store.watch_decision(sentinel)
    b.reject(sentinel)  # notifications from one session arrive in order: after this one, all earlier ones
    assert last is not None and await last.wait(WAIT)
    assert [i for i in ids if watches[i].woken] == ids[::2]
    assert not any(tasks[i].done() for i in ids[1::2])
    for watch in [*watches.values(), last]:
        watch.close()
    for item_id in ids[1::2]:
        tasks[item_id].cancel()
    await asyncio.gather(*(tasks[i] for i in ids[1::2]), return_exceptions=True)
    assert a.store.listener.waiters == 0


async def test_expiring_notifies_too(pair: tuple[ReviewQueue, ReviewQueue]) -> None:
    a, b = pair
    (item_id,) = enqueue(a)
    watch = a.store.watch_decision(item_id)
    assert watch is not None
    await until(lambda: a.store.listener.connected, "a connected listener")
    watch.clear()
    assert b.store.expire(a.clock() + 48 * 3600) == 1
    assert await watch.wait(WAIT) and a.get(item_id).status is ReviewStatus.EXPIRED
    watch.close()


async def test_two_schemas_do_not_cross_talk(pg_conninfo: str, pg_cluster: object) -> None:
    other_conninfo = pg_conninfo.replace("search_path=t_", "search_path=u_")
    schema = other_conninfo.split("search_path=")[1]
    with psycopg.connect(pg_conninfo, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    mine, other = ReviewQueue(store(pg_conninfo)), ReviewQueue(store(other_conninfo))
    try:
        assert mine.store.channel != other.store.channel
        ((m,), (o,)) = enqueue(mine), enqueue(other)
        watch = mine.store.watch_decision(m)
        assert watch is not None
        await until(lambda: mine.store.listener.connected, "a connected listener")
        watch.clear()
        other.approve(o)
        mine.approve(m)  # arrives after the other schema's notification would have
        assert await watch.wait(WAIT)
        assert mine.store.listener.received == 1
        watch.close()
    finally:
        mine.close()
        other.close()


async def test_beyond_max_waiters_a_wait_polls(pg_conninfo: str) -> None:
    queue = ReviewQueue(PostgresReviewStore(pg_conninfo, max_waiters=1), poll_interval=0.05)
    try:
        first, second = enqueue(queue, 2)
        watch = queue.store.watch_decision(first)
        assert watch is not None and queue.store.watch_decision(second) is None
        task = asyncio.create_task(queue.await_decision(second, timeout=WAIT))
        await asyncio.sleep(0.1)
        queue.approve(second)
        outcome = await asyncio.wait_for(task, WAIT)
        assert outcome is not None and outcome.status == "approved"
        watch.close()
    finally:
        queue.close()


def test_a_bad_channel_name_is_refused(pg_conninfo: str) -> None:
    with pytest.raises(ConfigurationError, match="channel"):
        PostgresReviewStore(pg_conninfo, channel='x"; DROP TABLE review_items; --')


async def test_a_configured_channel_is_used(pg_conninfo: str) -> None:
    queue = ReviewQueue(store(pg_conninfo, channel="team_a_reviews"), poll_interval=SLOW)
    try:
        assert queue.store.channel == "team_a_reviews"
        (item_id,) = enqueue(queue)
        task = await parked(queue, item_id)
        with psycopg.connect(pg_conninfo, autocommit=True) as conn:
            conn.execute("UPDATE review_items SET status = 'approved' WHERE id = %s", (item_id,))
            conn.execute("SELECT pg_notify('team_a_reviews', %s)", (item_id,))
        outcome = await asyncio.wait_for(task, WAIT)
        assert outcome is not None and outcome.status == "approved"
    finally:
        queue.close()


def test_secrets_are_redacted_from_listener_messages() -> None:
    from warrantguard.policies.review import redact_secrets

    conninfo = f"host=db user=wg password={SECRET}"
    text = (f"connection to postgresql://wg:{SECRET}@db/x failed; password={SECRET}; "
            f"password = '{SECRET}'; raw {SECRET}")
    assert SECRET not in redact_secrets(text, conninfo)
    assert "connection to postgresql://wg:***@db/x failed" in redact_secrets(text, conninfo)
