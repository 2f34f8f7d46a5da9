"""A virtual clock for tests: sleeps wait on virtual time, which jumps ahead when the event loop is idle."""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import itertools
from typing import Any

__all__ = ["ManualClock"]

_SETTLE_ROUNDS = 10_000  # bound on the loop iterations (or worker-thread polls) before a jump
_THREAD_POLL = 0.001  # seconds to yield the CPU while a worker thread computes
_MAX_JUMPS = 1_000_000  # bound on the jumps one driver makes


class ManualClock:
    """A clock that moves only in virtual time: :meth:`now` reads it, :meth:`advance` moves it, :meth:`sleep`
    waits on it.

    A sleeper wakes when the clock reaches its deadline. While sleepers wait and nothing else in
    the event loop can run (no ready callback, no call running in the loop's default worker
    threads), the clock jumps to the earliest deadline. So concurrent sleeps overlap as on a real
    clock, wake in deadline order, and take no wall time. Pass it as ``Guard(clock=...)`` and as
    the ``clock`` of the test models (``ScriptedModel(latency=..., clock=...)``,
    ``JitteryModel(clock=...)``) to test budgets, deadlines, backoff and work in flight without
    wall time. Network I/O is not waited for: the clock may jump while a socket read is pending.
    """

    def __init__(self, start: float = 0.0) -> None:
        self.t = float(start)
        self._sleepers: list[tuple[float, int, asyncio.Future[None]]] = []
        self._order = itertools.count()
        self._driver: asyncio.Task[None] | None = None

    def now(self) -> float:
        """The current reading."""
        return self.t

    def advance(self, seconds: float) -> None:
        """Move the clock forward by ``seconds``, waking the sleepers whose deadline it reaches."""
        self.t += max(0.0, seconds)
        self._wake()

    async def sleep(self, seconds: float) -> None:
        """Wait until the clock has moved ``seconds`` on (at once when ``seconds <= 0``, after one yield)."""
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        heapq.heappush(self._sleepers, (self.t + seconds, next(self._order), future))
        if self._driver is None or self._driver.done() or self._driver.get_loop() is not loop:
            self._driver = loop.create_task(self._drive())
        await future

    @property
    def sleepers(self) -> int:
        """How many sleeps are waiting."""
        return sum(not future.done() for _, _, future in self._sleepers)

    def _wake(self) -> None:
        while self._sleepers and (self._sleepers[0][0] <= self.t or self._sleepers[0][2].done()):
            _, _, future = heapq.heappop(self._sleepers)
            if not future.done():
                with contextlib.suppress(RuntimeError):  # its loop is closed: nobody waits any more
                    future.get_loop().call_soon_threadsafe(_resolve, future)

    async def _drive(self) -> None:
        """Jump to the earliest deadline each time the loop is idle, until no sleeper is left."""
        loop = asyncio.get_running_loop()
        for _ in range(_MAX_JUMPS):
            await _settle(loop)
            while self._sleepers and self._sleepers[0][2].done():
                heapq.heappop(self._sleepers)
            if not self._sleepers:
                return
            self.t = max(self.t, self._sleepers[0][0])
            self._wake()


def _resolve(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


async def _settle(loop: asyncio.AbstractEventLoop) -> None:
    """Return once nothing else can run now: two loop iterations in a row with no ready callback and
    no busy worker thread (bounded: after ``_SETTLE_ROUNDS`` rounds it returns anyway)."""
    quiet = 0
    for _ in range(_SETTLE_ROUNDS):
        if _threads_busy(loop):
            quiet = 0
            await asyncio.sleep(_THREAD_POLL)
            continue
        await asyncio.sleep(0)
        quiet = quiet + 1 if not getattr(loop, "_ready", None) else 0
        if quiet >= 2:
            return


def _threads_busy(loop: asyncio.AbstractEventLoop) -> bool:
    """Whether the loop's default executor (``asyncio.to_thread``) has work queued or running.

    Reads CPython's ``ThreadPoolExecutor`` internals; anything else counts as idle.
    """
    executor: Any = getattr(loop, "_default_executor", None)
    try:
        if executor._work_queue.qsize():
            return True
        return len(executor._threads) > executor._idle_semaphore._value
    except AttributeError:
        return False
