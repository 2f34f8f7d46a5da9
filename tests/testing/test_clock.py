"""ManualClock: virtual time that moves when the event loop is idle, in deadline order, with no wall time."""

from __future__ import annotations

import asyncio

from warrantguard import Budget, Guard
from warrantguard.testing import ManualClock, ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


async def test_concurrent_sleeps_overlap_and_wake_in_deadline_order() -> None:
    clock, woke = ManualClock(), []

    async def nap(name: str, seconds: float) -> None:
        await clock.sleep(seconds)
        woke.append((name, clock.now()))

    await asyncio.gather(nap("c", 3.0), nap("a", 1.0), nap("b", 2.0), nap("a2", 1.0))
    assert woke == [("a", 1.0), ("a2", 1.0), ("b", 2.0), ("c", 3.0)]
    assert clock.now() == 3.0  # overlapping, as on a real clock: not 1 + 1 + 2 + 3


async def test_a_zero_sleep_yields_without_moving_the_clock() -> None:
    clock = ManualClock(start=5.0)
    await clock.sleep(0)
    await clock.sleep(-1)
    assert clock.now() == 5.0 and clock.sleepers == 0


async def test_advance_wakes_the_sleepers_it_reaches() -> None:
    clock = ManualClock()
    task = asyncio.ensure_future(clock.sleep(100.0))
    await asyncio.sleep(0)
    assert clock.sleepers == 1
    clock.advance(100.0)
    await task
    assert clock.now() == 100.0 and clock.sleepers == 0


async def test_a_cancelled_sleeper_neither_wakes_nor_moves_the_clock() -> None:
    clock = ManualClock()
    long = asyncio.ensure_future(clock.sleep(1000.0))
    await asyncio.sleep(0)
    long.cancel()
    await clock.sleep(1.0)
    assert long.cancelled() and clock.now() == 1.0


async def test_the_clock_waits_for_work_in_worker_threads() -> None:
    clock = ManualClock()

    def work() -> float:
        sum(i * i for i in range(300_000))  # a while in a worker thread
        return clock.now()

    seen, _ = await asyncio.gather(asyncio.to_thread(work), clock.sleep(5.0))
    assert seen == 0.0  # the clock did not jump while the thread was running
    assert clock.now() == 5.0


def test_a_guard_on_the_clock_spends_virtual_time_only() -> None:
    clock = ManualClock()
    model = ScriptedModel("train", latency=3600.0, clock=clock)  # an hour a call, in virtual time
    cert = Guard(model, generator="lexical", clock=clock).check(Q).certificate
    assert cert.complete and cert.usage.seconds == clock.now()
    assert 3600.0 <= cert.usage.seconds < cert.usage.calls * 3600.0  # the calls overlapped


def test_a_deadline_on_the_clock_cuts_the_certificate() -> None:
    clock = ManualClock()
    model = ScriptedModel("train", latency=3600.0, clock=clock)
    cert = Guard(model, generator="lexical", clock=clock, max_concurrency=2,
                 budget=Budget(deadline=3 * 3600.0)).check(Q).certificate
    assert not cert.complete and any("deadline passed" in (t.note or "") for t in cert.tiers)
