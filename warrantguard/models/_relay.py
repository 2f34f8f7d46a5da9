"""Relaying a blocking generator, run on a worker thread, to a sync or async consumer.

The worker always runs the generator to its end (or until the consumer has gone), then
closes it, so whatever the generator holds (the local model's lock) is released even
when the consumer stops reading without closing its iterator.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, Generator, Iterator
from typing import Any, TypeVar

__all__ = ["relay", "relay_async"]

T = TypeVar("T")
Put = Callable[[tuple[str, Any]], None]


def _producer(items: Generator[T, None, None], put: Put, stop: threading.Event) -> Callable[[], None]:
    def produce() -> None:
        try:
            for item in items:
                if stop.is_set():
                    break
                put(("item", item))
        except Exception as exc:
            put(("error", exc))
        else:
            put(("end", None))
        finally:
            items.close()

    return produce


def _unpack(message: tuple[str, Any]) -> bool:
    """True for an item; False at the end; raises the producer's error."""
    kind, value = message
    if kind == "error":
        raise value
    return kind == "item"


def relay(items: Generator[T, None, None], submit: Callable[[Callable[[], None]], Any]) -> Iterator[T]:
    """Iterate ``items`` on the thread ``submit(fn)`` runs ``fn`` on (an executor's ``submit``)."""
    inbox: queue.Queue[tuple[str, Any]] = queue.Queue()
    stop = threading.Event()
    submit(_producer(items, inbox.put, stop))
    try:
        while _unpack(message := inbox.get()):
            yield message[1]
    finally:
        stop.set()  # a consumer that leaves early stops the producer at its next item


async def relay_async(items: Generator[T, None, None],
                      run: Callable[[Callable[[], None]], Awaitable[None]]) -> AsyncIterator[T]:
    """Iterate ``items`` with ``await run(fn)`` running ``fn`` off the event loop; an early
    ``aclose()`` returns once the producer has stopped."""
    loop = asyncio.get_running_loop()
    inbox: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()
    stop = threading.Event()

    def put(message: tuple[str, Any]) -> None:
        with contextlib.suppress(RuntimeError):  # the loop closed: nobody is listening
            loop.call_soon_threadsafe(inbox.put_nowait, message)

    work = asyncio.ensure_future(run(_producer(items, put, stop)))
    try:
        while _unpack(message := await inbox.get()):
            yield message[1]
    finally:
        stop.set()
        await asyncio.shield(work)
