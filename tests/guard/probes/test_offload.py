"""Probe work off the event loop: one job at a time per loop, lowest tier first (issue 23, item 6)."""

from __future__ import annotations

import asyncio
import contextvars
import threading

from warrantguard.guard.probes._offload import off_loop

_VAR: contextvars.ContextVar[str] = contextvars.ContextVar("_VAR", default="unset")


def test_jobs_never_overlap_and_run_in_a_worker_thread() -> None:
    running, peak, threads = [0], [0], set()
    lock = threading.Lock()
    release = threading.Event()

    def job(n: int) -> int:
        with lock:
            running[0] += 1
            peak[0] = max(peak[0], running[0])
            threads.add(threading.get_ident())
        release.wait(0.05)
        with lock:
            running[0] -= 1
        return n * 2

    async def main() -> list[int]:
        return list(await asyncio.gather(*(off_loop(job, n) for n in range(6))))

    assert asyncio.run(main()) == [0, 2, 4, 6, 8, 10]
    assert peak[0] == 1
    assert threading.get_ident() not in threads


def test_waiting_jobs_go_lowest_priority_first() -> None:
    order: list[str] = []
    first_started = threading.Event()
    go = threading.Event()

    def blocker() -> None:
        first_started.set()
        go.wait(5)

    async def main() -> None:
        first = asyncio.ensure_future(off_loop(blocker, priority=1))
        await asyncio.to_thread(first_started.wait, 5)
        waiting = [asyncio.ensure_future(off_loop(order.append, name, priority=p))
                   for name, p in (("t3", 3), ("t2", 2), ("t1", 1), ("t2b", 2))]
        await asyncio.sleep(0.01)
        go.set()
        await asyncio.gather(first, *waiting)

    asyncio.run(main())
    assert order == ["t1", "t2", "t2b", "t3"]


def test_a_cancelled_caller_keeps_the_gate_closed_until_its_thread_ends() -> None:
    events: list[str] = []
    started, finish = threading.Event(), threading.Event()

    def slow() -> None:
        started.set()
        finish.wait(5)
        events.append("slow ended")

    async def main() -> None:
        caller = asyncio.ensure_future(off_loop(slow))
        await asyncio.to_thread(started.wait, 5)
        caller.cancel()
        nxt = asyncio.ensure_future(off_loop(events.append, "next ran"))
        await asyncio.sleep(0.02)
        assert events == []  # the next job waits for the abandoned thread
        finish.set()
        await nxt

    asyncio.run(main())
    assert events == ["slow ended", "next ran"]


def test_a_cancelled_waiter_is_skipped_and_errors_reach_the_caller() -> None:
    ran: list[str] = []

    def boom() -> None:
        raise ValueError("defect")

    async def main() -> None:
        gate_holder = asyncio.ensure_future(off_loop(threading.Event().wait, 0.05))
        await asyncio.sleep(0)
        skipped = asyncio.ensure_future(off_loop(ran.append, "skipped"))
        await asyncio.sleep(0)
        skipped.cancel()
        try:
            await off_loop(boom)
        except ValueError as exc:
            ran.append(str(exc))
        await gate_holder

    asyncio.run(main())
    assert ran == ["defect"]


def test_the_callers_context_goes_along() -> None:
    async def main() -> str:
        _VAR.set("caller's")
        return await off_loop(_VAR.get)

    assert asyncio.run(main()) == "caller's"
