"""Bench: how soon a review wait on one store wakes after a decision made through another store.

Two PostgreSQL review stores (each its own connections) share one queue: a waiter on store A runs
``await_decision`` while store B decides the item, ``--decisions`` times per mode, the modes
interleaved in one run:

* ``notify``: A listens (``LISTEN``/``NOTIFY``, the safety poll at its 30 s default);
* ``notify_process``: the same, with B in another process (``multiprocessing``, spawned);
* ``poll``: A does not listen and polls every ``--poll`` seconds (0.2 s: ``ReviewQueue``'s default,
  which is how every wait worked before LISTEN/NOTIFY).

The decision comes a random 0-250 ms after the waiter sleeps, so it falls anywhere in a poll
period. Latency is from just before B's ``decide`` call to the waiter's return; it prints p50, p95
and max per mode and their ratio. Starts a throw-away PostgreSQL server (as the tests do) unless
``--db`` names one.

    python bench/review_wake.py [--decisions 50] [--poll 0.2] [--db postgresql://...] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing as mp
import random
import statistics
import sys
import time
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from _certs import make_cert  # noqa: E402  (the tests' certificate builder)

from warrantguard.guard import CallPlan, Warrant  # noqa: E402
from warrantguard.policies import PostgresReviewStore, ReviewQueue, StakesPolicy  # noqa: E402


def _fresh_schema(base: str) -> str:
    import psycopg

    schema = f"bench_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(base, autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {schema}")
    sep = "&" if "?" in base else "?"
    return f"{base}{sep}options=-csearch_path%3D{schema}"


async def _parked(queue: ReviewQueue, item_id: str) -> asyncio.Task[Any]:
    """A waiting task, once it has read the item and sleeps (bounded: 10 s)."""
    task = asyncio.create_task(queue.await_decision(item_id, timeout=60))
    store: Any = queue.store
    for _ in range(1000):
        await asyncio.sleep(0.01)
        listener = store.listener
        if not store.listen or (listener is not None and listener.connected and listener.parked(item_id) == 1):
            return task
    raise RuntimeError("the waiter never parked")


def _decider_process(url: str, conn: Any) -> None:
    """Another process: approve each item id received, answering the monotonic time just before."""
    queue = ReviewQueue(PostgresReviewStore(url, listen=False))
    conn.send("ready")
    while (item_id := conn.recv()) is not None:
        start = time.monotonic()
        queue.approve(item_id)
        conn.send(start)
    queue.close()


def _decide_here(decider: ReviewQueue) -> Any:
    def decide(item_id: str) -> float:
        start = time.monotonic()
        decider.approve(item_id)
        return start
    return decide


def _decide_there(conn: Any) -> Any:
    def decide(item_id: str) -> float:
        conn.send(item_id)
        return float(conn.recv())
    return decide


async def _one(waiter: ReviewQueue, decide: Any, rng: random.Random) -> float:
    decision = StakesPolicy().decide(make_cert(Warrant.CONDITIONAL), CallPlan("high", "explicit"))
    item_id = waiter.enqueue(make_cert(Warrant.CONDITIONAL), decision)
    task = await _parked(waiter, item_id)
    await asyncio.sleep(rng.uniform(0.0, 0.25))
    start = await asyncio.to_thread(decide, item_id)
    outcome = await asyncio.wait_for(task, 60)
    assert outcome is not None and outcome.status == "approved"
    return time.monotonic() - start


def _summary(values: list[float]) -> dict[str, float]:
    ms = sorted(v * 1000 for v in values)
    return {"p50_ms": round(statistics.median(ms), 2), "p95_ms": round(ms[int(0.95 * (len(ms) - 1))], 2),
            "max_ms": round(ms[-1], 2), "n": len(ms)}


async def run(url: str, decisions: int, poll: float) -> dict[str, Any]:
    """Both modes, interleaved, against the database at ``url``."""
    rng = random.Random(7)
    notify_a = ReviewQueue(PostgresReviewStore(url))
    poll_a = ReviewQueue(PostgresReviewStore(url, listen=False), poll_interval=poll)
    decider = ReviewQueue(PostgresReviewStore(url, listen=False))
    here, (conn, child_conn) = _decide_here(decider), mp.get_context("spawn").Pipe()
    child = mp.get_context("spawn").Process(target=_decider_process, args=(url, child_conn), daemon=True)
    child.start()
    times: dict[str, list[float]] = {"notify": [], "notify_process": [], "poll": []}
    try:
        assert conn.poll(60) and conn.recv() == "ready"
        there = _decide_there(conn)
        for _ in range(decisions):
            times["notify"].append(await _one(notify_a, here, rng))
            times["notify_process"].append(await _one(notify_a, there, rng))
            times["poll"].append(await _one(poll_a, here, rng))
    finally:
        conn.send(None)
        child.join(10)
        for queue in (notify_a, poll_a, decider):
            queue.close()
    out: dict[str, Any] = {mode: _summary(v) for mode, v in times.items()}
    out["poll_interval_s"] = poll
    out["p50_ratio_poll_over_notify"] = round(out["poll"]["p50_ms"] / max(out["notify"]["p50_ms"], 1e-3), 1)
    return out


def main() -> None:
    """Parse the flags, start PostgreSQL if needed, run, print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--decisions", type=int, default=50)
    parser.add_argument("--poll", type=float, default=0.2)
    parser.add_argument("--db", help="a PostgreSQL URL (default: start a throw-away server)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    cluster, url = None, args.db
    if url is None:
        from _postgres import PgCluster

        cluster = PgCluster()
        cluster.start()
        url = cluster.url()
    try:
        result = asyncio.run(run(_fresh_schema(url), max(1, args.decisions), args.poll))
    finally:
        if cluster is not None:
            cluster.stop()
    if args.json:
        print(json.dumps(result))
        return
    print(f"review wake latency across two store instances, {result['notify']['n']} decisions per mode")
    for mode, label in (("notify", "LISTEN/NOTIFY (safety poll 30 s)"),
                        ("notify_process", "LISTEN/NOTIFY, decided in a process"),
                        ("poll", f"poll every {args.poll:g} s (before)")):
        r = result[mode]
        print(f"  {label:36s} p50 {r['p50_ms']:8.2f} ms   p95 {r['p95_ms']:8.2f} ms   max {r['max_ms']:8.2f} ms")
    print(f"  p50 poll / notify: {result['p50_ratio_poll_over_notify']}x")


if __name__ == "__main__":
    main()
