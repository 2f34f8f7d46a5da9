"""Monitor mode's background work: certificates that run after their answer went to the caller.

One bounded runner per event loop, shared by every Guard and adapter on it: a queue of fixed
size and a fixed number of workers. When the queue is full (or the runner is closing) the work
is dropped and counted, never held in unbounded memory. :meth:`MonitorRunner.aclose` lets
pending certificates finish within a grace period and records the rest as dropped.

A sync caller (``Guard.check``, a sync ``@recommendation``) runs on a loop that ends with the
call (:func:`~warrantguard.guard.run_sync` marks it): its background work goes to one lasting
loop in a daemon thread instead, through the same runner code, closed at interpreter exit (or
by :func:`shutdown_monitor`) with the same grace. The size and the grace are set once per
process with :func:`configure_monitor` (``warrantguard serve --monitor-queue/--monitor-workers/
--monitor-grace``); they apply to runners created afterwards.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import logging
import threading
import weakref
from collections.abc import Awaitable, Callable
from typing import Any, Protocol

from warrantguard.guard._errors import ConfigurationError
from warrantguard.guard._load import ProcessLoad
from warrantguard.guard._monitor_processes import MAX_PROCESSES, close_processes, set_processes
from warrantguard.guard._pacing import MAX_PATIENCE, Pace

__all__ = ["MonitorRunner", "background_pace", "background_probe_concurrency", "close_monitor", "configure_monitor",
           "mark_transient", "monitor_runner", "shutdown_monitor"]

log = logging.getLogger("warrantguard.monitor")

Job = Callable[[], Awaitable[Any]]
Drop = Callable[[], Awaitable[None]]
MAX_QUEUE, MAX_WORKERS, MAX_GRACE = 1_000_000, 1024, 3600.0


class Submitter(Protocol):
    """Where monitor-mode work is handed in (a :class:`MonitorRunner`, or the sync callers' host)."""

    def submit(self, job: Job, drop: Drop) -> bool:
        """Queue ``job``; ``drop`` releases it when it will not run."""
        ...


class MonitorRunner:
    """A bounded background runner: ``queue_size`` waiting jobs at most, ``concurrency`` running;
    with ``max_load`` (a share of one core, 0: none), new jobs are shed while ``load`` measures
    the process busier than that (see :mod:`~warrantguard.guard._load`)."""

    def __init__(self, queue_size: int = 256, concurrency: int = 2, max_load: float = 0.0,
                 load: ProcessLoad | None = None) -> None:
        self.queue_size, self.concurrency = max(1, queue_size), max(1, concurrency)
        self.max_load, self.load = max_load, load or _PROCESS_LOAD
        self.submitted = self.finished = self.failed = self.dropped = self.shed = 0
        self._queue: asyncio.Queue[tuple[Job, Drop]] = asyncio.Queue(self.queue_size)
        self._workers: list[asyncio.Task[None]] = []
        self._closing = False

    def submit(self, job: Job, drop: Drop) -> bool:
        """Queue ``job``; when full or closing, run ``drop`` (release its resources) and count it."""
        if self._closing or self._queue.full():
            self._drop(drop)
            return False
        if self.max_load and self.load.share() > self.max_load:
            self.shed += 1  # the process has no headroom: the app's requests come first
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
            except Exception:  # a failed background certificate never reaches a caller
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
        """Counts: submitted, finished, failed, dropped (of them ``shed``: under load)."""
        return {"submitted": self.submitted, "finished": self.finished, "failed": self.failed,
                "dropped": self.dropped, "shed": self.shed}


_RUNNERS: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, MonitorRunner] = weakref.WeakKeyDictionary()
_TRANSIENT: weakref.WeakSet[asyncio.AbstractEventLoop] = weakref.WeakSet()
_CONFIG: dict[str, float] = {"queue_size": 256, "concurrency": 2, "grace": 5.0, "processes": 0,
                             "probe_concurrency": 32, "yield_patience": 1.0, "max_load": 0.0}
_FRACTIONAL = ("grace", "yield_patience", "max_load")
_PROCESS_LOAD = ProcessLoad()
MAX_LOAD = 64.0


def configure_monitor(*, queue_size: int | None = None, concurrency: int | None = None,
                      grace: float | None = None, processes: int | None = None,
                      probe_concurrency: int | None = None, yield_patience: float | None = None,
                      max_load: float | None = None) -> dict[str, float]:
    """Set the size of runners created from now on (queue length, workers), the shutdown grace
    (seconds) used at interpreter exit, how many worker processes run the certificates (0: in the
    caller's process; see :mod:`~warrantguard.guard._monitor_processes`), how many model calls
    one background certificate has in flight at most, and how long each of its calls waits for
    the app's event loop to be idle first (``yield_patience`` seconds; 0: it does not wait; see
    :mod:`~warrantguard.guard._pacing`), and above which CPU share of the process (1.0: one core)
    new background certificates are shed, dropped and counted (``max_load``; 0: never; see
    :mod:`~warrantguard.guard._load`); the whole configuration. :class:`ConfigurationError` when
    out of range (1 to 1,000,000 queued, 1 to 1,024 workers, 0 to 3,600 s, 0 to 64 processes, 1 to
    1,024 calls, 0 to 60 s, 0 to 64 cores)."""
    for name, value, low, high in (("queue_size", queue_size, 1, MAX_QUEUE),
                                   ("concurrency", concurrency, 1, MAX_WORKERS), ("grace", grace, 0, MAX_GRACE),
                                   ("processes", processes, 0, MAX_PROCESSES),
                                   ("probe_concurrency", probe_concurrency, 1, MAX_WORKERS),
                                   ("yield_patience", yield_patience, 0, MAX_PATIENCE),
                                   ("max_load", max_load, 0, MAX_LOAD)):
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, int | float) or not low <= value <= high:
            raise ConfigurationError(f"monitor {name} must be a number from {low} to {high}, got {value!r}")
        if name not in _FRACTIONAL and value != int(value):
            raise ConfigurationError(f"monitor {name} must be a whole number, got {value!r}")
        if name == "processes" and value != _CONFIG["processes"]:
            _use_processes(int(value))
        _CONFIG[name] = value
    return dict(_CONFIG)


def _use_processes(processes: int) -> None:
    """Start using ``processes`` worker processes (their exit handler registered once)."""
    set_processes(processes)
    if processes and not _EXIT_HANDLER:
        _EXIT_HANDLER.append(atexit.register(lambda: close_processes(float(_CONFIG["grace"]))))


_EXIT_HANDLER: list[Callable[[], None]] = []


def background_probe_concurrency() -> int:
    """How many model calls one background (monitor-mode) certificate has in flight at most."""
    return int(_CONFIG["probe_concurrency"])


def background_pace() -> Pace | None:
    """How a background certificate's calls yield to the app (``None``: they do not)."""
    patience = float(_CONFIG["yield_patience"])
    return Pace(patience=patience) if patience > 0 else None


def mark_transient(loop: asyncio.AbstractEventLoop) -> None:
    """Mark ``loop`` as one that ends with its call (``run_sync``): its monitor work goes to the host."""
    _TRANSIENT.add(loop)


def _size(config: dict[str, float]) -> dict[str, Any]:
    return {"queue_size": int(config.get("queue_size", _CONFIG["queue_size"])),
            "concurrency": int(config.get("concurrency", _CONFIG["concurrency"])),
            "max_load": float(config.get("max_load", _CONFIG["max_load"]))}


def monitor_runner(**config: float) -> MonitorRunner | Submitter:
    """The running loop's runner (created on first use; ``queue_size``, ``concurrency`` and
    ``max_load`` apply then), or, on a loop that ends with its sync call, the process's lasting host."""
    loop = asyncio.get_running_loop()
    if loop in _TRANSIENT:
        return _host(config)
    runner = _RUNNERS.get(loop)
    if runner is None:
        runner = _RUNNERS[loop] = MonitorRunner(**_size(config))
    return runner


async def close_monitor(grace: float = 5.0) -> int:
    """Close the running loop's runner (an app's shutdown): the number of certificates dropped."""
    runner = _RUNNERS.pop(asyncio.get_running_loop(), None)
    return 0 if runner is None else await runner.aclose(grace)


class _Host:
    """A lasting event loop in a daemon thread running sync callers' monitor work."""

    def __init__(self, config: dict[str, float]) -> None:
        self.loop = asyncio.new_event_loop()
        self.runner = MonitorRunner(**_size(config))
        self.thread = threading.Thread(target=self.loop.run_forever, name="warrantguard-monitor", daemon=True)
        self.thread.start()

    def submit(self, job: Job, drop: Drop) -> bool:
        """Hand ``job`` to the host's loop (accepted or dropped there, counted either way)."""
        self.loop.call_soon_threadsafe(self.runner.submit, job, drop)
        return True

    def stats(self) -> dict[str, int]:
        """The host runner's counts."""
        return self.runner.stats()

    def close(self, grace: float) -> int:
        """Let pending work finish within ``grace`` seconds, drop the rest, stop the thread."""
        future = asyncio.run_coroutine_threadsafe(self.runner.aclose(grace), self.loop)
        try:
            dropped = future.result(grace + 10)
        except Exception:  # the loop is wedged: everything still pending is lost
            dropped = -1
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        if not self.thread.is_alive():
            self.loop.close()
        return dropped


_HOSTS: list[_Host] = []
_HOST_LOCK = threading.Lock()


def _host(config: dict[str, float]) -> _Host:
    with _HOST_LOCK:
        if not _HOSTS:
            _HOSTS.append(_Host(config))
            atexit.register(shutdown_monitor)  # once per host: importing the module registers nothing
        return _HOSTS[0]


def shutdown_monitor(grace: float | None = None) -> int:
    """Close the sync callers' host (a sync program's shutdown; also run at interpreter exit with
    the configured grace): pending certificates finish within ``grace`` seconds or are dropped and
    counted. The number dropped (-1 when the host did not answer in time)."""
    with _HOST_LOCK:
        host = _HOSTS.pop() if _HOSTS else None
    if host is None:
        return 0
    return host.close(float(_CONFIG["grace"] if grace is None else grace))



def _retrieve(task: asyncio.Future[Any]) -> None:
    if not task.cancelled():
        task.exception()
