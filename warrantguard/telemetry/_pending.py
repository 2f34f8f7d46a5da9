"""Per-task bookkeeping for hook events whose sequel may or may not come.

The hook protocol tells a sink that a certificate finished, and *maybe* later that
a stakes policy decided about it (only when the Guard has a policy). The Guard calls
``certificate_started``, ``certificate_finished`` and ``decision_made`` from the one
asyncio task that runs ``Guard.acheck``, so a sink can wait for the decision until
that task either reports it, starts its next certificate, or ends: then no decision
is coming. :class:`PerTask` implements exactly that wait, with no timers and no
threads. Outside a running task (hooks called by hand) items settle at once.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar

__all__ = ["PerTask"]

T = TypeVar("T")
log = logging.getLogger("warrantguard.telemetry")


def _current_task() -> asyncio.Task[Any] | None:
    try:
        return asyncio.current_task()
    except RuntimeError:  # no running event loop
        return None


class PerTask(Generic[T]):
    """Items held by key until taken, or settled with ``None`` when their task moves on.

    ``settle(item)`` is called for every item that was held and never taken: when the
    task that held it ends or calls :meth:`release` (its next certificate starts).
    """

    def __init__(self, settle: Callable[[T], None], *, keep_outside_task: bool = False) -> None:
        self._settle_fn, self._keep = settle, keep_outside_task
        self._items: dict[str, tuple[T, asyncio.Task[Any] | None]] = {}
        self._tasks: dict[asyncio.Task[Any], set[str]] = {}
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._items)

    def hold(self, key: str, item: T) -> bool:
        """Keep ``item`` under ``key``. Outside a task it is settled at once (``False``),
        or kept until taken when ``keep_outside_task``."""
        task = _current_task()
        if task is None:
            if self._keep:
                with self._lock:
                    self._items[key] = (item, None)
                return True
            self._settle(item)
            return False
        with self._lock:
            self._items[key] = (item, task)
            keys = self._tasks.get(task)
            if keys is None:
                self._tasks[task] = keys = set()
                task.add_done_callback(self._task_done)
            keys.add(key)
        return True

    def take(self, key: str) -> T | None:
        """Remove and return the item held under ``key`` (``None`` if settled or unknown)."""
        with self._lock:
            entry = self._items.pop(key, None)
            if entry is None:
                return None
            item, task = entry
            if task is not None and task in self._tasks:
                self._tasks[task].discard(key)
        return item

    def peek(self, key: str) -> T | None:
        """The item held under ``key`` without removing it."""
        entry = self._items.get(key)
        return None if entry is None else entry[0]

    def current(self) -> list[T]:
        """The items the current task holds."""
        task = _current_task()
        with self._lock:
            keys = list(self._tasks.get(task, ())) if task is not None else []
            return [self._items[k][0] for k in keys if k in self._items]

    def release(self) -> None:
        """Settle every item the current task still holds (it has moved on)."""
        task = _current_task()
        if task is not None and self._tasks.get(task):
            self._settle_task(task, forget=False)

    def settle_all(self) -> None:
        """Settle every held item (shutdown, tests)."""
        with self._lock:
            tasks = list(self._tasks)
        for task in tasks:
            self._settle_task(task, forget=True)

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._settle_task(task, forget=True)

    def _settle_task(self, task: asyncio.Task[Any], *, forget: bool) -> None:
        with self._lock:
            keys = self._tasks.pop(task, set()) if forget else self._tasks.get(task, set())
            items = [self._items.pop(k)[0] for k in list(keys) if k in self._items]
            keys.clear()
        for item in items:
            self._settle(item)

    def _settle(self, item: T) -> None:
        try:
            self._settle_fn(item)
        except Exception:  # telemetry must never break a call
            log.exception("warrantguard telemetry: settling a pending item failed")
