"""Pure-CPU probe work (generation, vetting) off the event loop, one job at a time per loop.

A worker thread still needs the GIL: with two or three busy threads beside it, the event loop
waits its turn for each of them, and a 1 ms timer was measured 57 ms late with two busy
threads and 91 ms late with three (10 ms with one). So every job goes through one gate per
event loop: at most one of them runs at a time, the lowest tier first (the fast schedule may
then cancel the higher tiers' work before it starts), and the gate opens for the next only
when the thread has finished, even when its caller was cancelled meanwhile. The jobs run in
the loop's default executor (``asyncio.to_thread``), with the caller's context.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

__all__ = ["INLINE_CHARS", "off_loop"]

T = TypeVar("T")
INLINE_CHARS = 8_000  # text a job reads, up to which it runs on the loop (about a millisecond of checks)


class _Gate:
    """A lock whose waiters are served lowest ``priority`` first (first come within one)."""

    def __init__(self) -> None:
        self.busy = False
        self.waiting: list[tuple[int, int, asyncio.Future[None]]] = []
        self.order = itertools.count()

    async def acquire(self, priority: int) -> None:
        if not self.busy and not self.waiting:
            self.busy = True
            return
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        heapq.heappush(self.waiting, (priority, next(self.order), turn))
        try:
            await turn
        except asyncio.CancelledError:
            if turn.done() and not turn.cancelled():  # given the gate as it was cancelled: pass it on
                self.release()
            raise

    def release(self) -> None:
        while self.waiting:
            _priority, _n, turn = heapq.heappop(self.waiting)
            if not turn.done():
                turn.set_result(None)
                return
        self.busy = False


_GATES: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Gate] = weakref.WeakKeyDictionary()


def _gate(loop: asyncio.AbstractEventLoop) -> _Gate:
    gate = _GATES.get(loop)
    if gate is None:
        gate = _GATES[loop] = _Gate()
    return gate


async def off_loop(fn: Callable[..., T], /, *args: Any, priority: int = 0, chars: int | None = None) -> T:
    """``fn(*args)`` in a worker thread, once no other job of this event loop runs (waiting jobs
    go lowest ``priority`` first: the probes' tier). A job that reads at most ``INLINE_CHARS``
    characters of text (``chars``, when the caller knows) runs at once, on the loop."""
    if chars is not None and chars <= INLINE_CHARS:
        return fn(*args)
    gate = _gate(asyncio.get_running_loop())
    await gate.acquire(priority)
    try:
        job = asyncio.ensure_future(asyncio.to_thread(fn, *args))
    except BaseException:
        gate.release()
        raise
    job.add_done_callback(lambda done: _finished(gate, done))
    return await asyncio.shield(job)


def _finished(gate: _Gate, job: asyncio.Future[Any]) -> None:
    gate.release()
    if not job.cancelled():
        job.exception()  # retrieved: a caller that was cancelled meanwhile no longer awaits it
