"""Monitor mode's background work: certificates that run after their answer went to the client.

One bounded runner per event loop, shared by every adapter: a queue of fixed size and a fixed
number of workers. When the queue is full (or the runner is closing) the work is dropped and
counted, never held in unbounded memory. :meth:`MonitorRunner.aclose` lets pending certificates
finish within a grace period and records the rest as dropped. Results go where any certificate's
go (the Guard's hooks, record store and review queue): the runner only schedules.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import weakref
from collections.abc import Awaitable, Callable
from typing import Any

__all__ = ["MonitorRunner", "close_monitor", "monitor_runner"]

log = logging.getLogger("warrantguard.adapters")

Job = Callable[[], Awaitable[Any]]
Drop = Callable[[], Awaitable[None]]


class MonitorRunner:
    """A bounded background runner: ``queue_size`` waiting jobs at most, ``concurrency`` running."""

    def __init__(self, queue_size: int = 256, concurrency: int = 2) -> None:
        self.queue_size, self.concurrency = max(1, queue_size), max(1, concurrency)
        self.submitted = self.finished = self.failed = self.dropped = 0
        self._queue: asyncio.Queue[tuple[Job, Drop]] = asyncio.Queue(self.queue_size)
        self._workers: list[asyncio.Task[None]] = []
        self._closing = False

    def submit(self, job: Job, drop: Drop) -> bool:
        """Queue ``job``; when full or closing, run ``drop`` (release its resources) and count it."""
        if self._closing or self._queue.full():
            self._drop(drop)
            return False
        self.submitted += 1
        self._queue.put_nowait((job, drop))
        while len(self._workers) < self.concurrency:
            self._workers.append(asyncio.ensure_future(self._work()))
        return True

    def _drop(self, drop: Drop) -> None:
        self.dropped += 1
        task = asyncio.ensure_future(drop())
        task.add_done_callback(_retrieve)

    async def _work(self) -> None:
        while True:
            job, drop = await self._queue.get()
            try:
                await job()
                self.finished += 1
            except asyncio.CancelledError:
                self.dropped += 1
                with contextlib.suppress(Exception):
                    await asyncio.shield(drop())
                raise
            except Exception:  # a failed background certificate never reaches a client
                self.failed += 1
                log.warning("warrantguard: a monitor-mode certificate failed", exc_info=True)
            finally:
                self._queue.task_done()

    async def aclose(self, grace: float = 5.0) -> int:
        """Stop taking work; wait up to ``grace`` seconds for pending jobs, drop the rest. The number dropped."""
        self._closing = True
        before = self.dropped
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(self._queue.join(), grace)
        while not self._queue.empty():
            _, drop = self._queue.get_nowait()
            self._queue.task_done()
            self.dropped += 1
            with contextlib.suppress(Exception):
                await drop()
        for worker in self._workers:
            worker.cancel()
        for worker in self._workers:
            with contextlib.suppress(asyncio.CancelledError):
                await worker
        self._workers.clear()
        if self.dropped > before:
            log.warning("warrantguard: %d monitor-mode certificates dropped at shutdown", self.dropped - before)
        return self.dropped - before

    def stats(self) -> dict[str, int]:
        """Counts: submitted, finished, failed, dropped."""
        return {"submitted": self.submitted, "finished": self.finished, "failed": self.failed,
                "dropped": self.dropped}


_RUNNERS: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, MonitorRunner] = weakref.WeakKeyDictionary()
_DEFAULTS: dict[str, int] = {"queue_size": 256, "concurrency": 2}


def monitor_runner(**config: int) -> MonitorRunner:
    """The running loop's runner (created on first use; ``queue_size`` and ``concurrency`` apply then)."""
    loop = asyncio.get_running_loop()
    runner = _RUNNERS.get(loop)
    if runner is None:
        runner = _RUNNERS[loop] = MonitorRunner(**{**_DEFAULTS, **config})
    return runner


async def close_monitor(grace: float = 5.0) -> int:
    """Close the running loop's runner (an app's shutdown): the number of certificates dropped."""
    runner = _RUNNERS.pop(asyncio.get_running_loop(), None)
    return 0 if runner is None else await runner.aclose(grace)


def _retrieve(task: asyncio.Task[Any]) -> None:
    if not task.cancelled():
        task.exception()
