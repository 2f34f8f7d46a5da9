"""Keeping httpcore's connection pool whole while requests are cancelled.

The engine cancels probes all the time (a tier that fixes the category stops the others, a
client goes away, a per-call timeout), and httpcore 1.0.x loses a pool slot for good in two
ways when a request is cancelled. A long-running proxy would lose its pool slot by slot
until every request waits forever; here is what prevents it.

* **Cancelled during its clean-up.** httpcore releases a connection in awaited code
  (``response_closed``) under an anyio shield that native ``Task.cancel`` goes through: a
  cancellation arriving there leaves the connection ACTIVE with nobody to finish it. The
  exchange runs in a task of its own (:func:`cancelled_once`) that is cancelled at most
  once, and never while :class:`ExchangeTrace` sees it inside ``response_closed``: the
  cancellation waits for the clean-up to finish.
* **Cancelled between steps.** httpcore assigns a queued request a newly created connection
  and wakes it; cancelled before it resumes (encode/httpcore#1093), or at a lock between
  connecting and sending, the request leaves a connection in the pool that is busy (never
  connected, or connected and never used) and never reaped. :func:`reclaim_orphans` removes
  the busy connections no live request owns after a failed or cancelled exchange, and hands
  the freed slots to waiting requests.

Both read httpcore's trace events and private pool state; they check what they read and do
nothing on a pool they do not recognise (``tests/proxy/test_pool.py`` pins the behaviour on
the installed httpcore).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

__all__ = ["ExchangeTrace", "cancelled_once", "reclaim_orphans", "uncancelled"]

T = TypeVar("T")
_background: set[asyncio.Future[Any]] = set()  # clean-ups that outlive the request that started them
_CONNECTS = ("connection.connect_tcp.", "connection.connect_unix_socket.")


class ExchangeTrace:
    """An httpcore ``trace`` extension: did the exchange open a connection, is it cleaning up."""

    def __init__(self) -> None:
        self.connected = False
        self.closing = False
        self._deferred: asyncio.Task[Any] | None = None

    async def __call__(self, event: str, info: dict[str, Any]) -> None:
        if event.startswith(_CONNECTS):
            self.connected = True
        elif event.endswith("response_closed.started"):
            self.closing = True
        elif event.endswith(("response_closed.complete", "response_closed.failed")):
            self.closing = False
            if self._deferred is not None:
                task, self._deferred = self._deferred, None
                asyncio.get_running_loop().call_soon(task.cancel)

    def cancel(self, task: asyncio.Task[Any]) -> None:
        """Cancel ``task`` now, or as soon as httpcore's clean-up in it is over."""
        if self.closing:
            self._deferred = task
        else:
            task.cancel()


async def cancelled_once(work: Coroutine[Any, Any, T], trace: ExchangeTrace,
                         discard: Callable[[T], Awaitable[None]]) -> T:
    """Await ``work`` in its own task, cancelled at most once (by ``trace``) whatever happens to the caller.

    When the caller is cancelled the work is left to finish its clean-up in the background;
    a result it still produces is handed to ``discard`` (a streamed reply nobody will read).
    """
    task = asyncio.ensure_future(work)
    try:
        return await asyncio.shield(task)
    except asyncio.CancelledError:
        trace.cancel(task)
        _keep(task)
        task.add_done_callback(lambda done: _discard_late(done, discard))
        raise


async def uncancelled(close: Callable[[], Awaitable[None]]) -> None:
    """Run ``close`` to its end even when the caller is cancelled (it goes on in the background)."""
    task = asyncio.ensure_future(close())
    _keep(task)
    await asyncio.shield(task)


def reclaim_orphans(client: Any) -> int:
    """Remove the client's busy connections that no live request owns; how many were removed.

    A connection neither idle nor closed belongs to a request in the pool's queue (the one
    connecting it, sending on it or reading from it) unless that request was cancelled at
    a point httpcore does not clean up after: such a connection is removed and closed.
    """
    pool: Any = getattr(getattr(client, "_transport", None), "_pool", None)
    connections, requests = getattr(pool, "_connections", None), getattr(pool, "_requests", None)
    if pool is None or not isinstance(connections, list) or not isinstance(requests, list):
        return 0
    with pool._optional_thread_lock:
        owned = {id(getattr(request, "connection", None)) for request in requests}
        orphans = [c for c in connections if id(c) not in owned and not c.is_idle() and not c.is_closed()]
        for connection in orphans:
            connections.remove(connection)
        closing = pool._assign_requests_to_connections() if orphans else []
    for connection in [*orphans, *closing]:
        _keep(asyncio.ensure_future(connection.aclose()))
    return len(orphans)


def _discard_late(task: asyncio.Task[T], discard: Callable[[T], Awaitable[None]]) -> None:
    if task.cancelled() or task.exception() is not None:  # retrieved: nobody else will
        return
    _keep(asyncio.ensure_future(discard(task.result())))


def _keep(task: asyncio.Future[Any]) -> None:
    _background.add(task)
    task.add_done_callback(_background.discard)
