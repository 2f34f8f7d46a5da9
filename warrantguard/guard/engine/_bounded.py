"""A model call's wait, bounded at its deadline by a timer armed when the call first waits.

``async with asyncio.timeout(limit)`` arms a timer handle on entry, for every call. A call that
answers without waiting (an in-process model, a scripted or cached reply, an error raised at once)
never waits, so there is nothing to bound and no timer is made. A call that does wait gets the same
``asyncio.Timeout`` at the same deadline (the loop's time at the call's start plus the limit),
entered at its first wait: its expiry cancels the task and comes out as ``TimeoutError``, exactly
as under ``asyncio.timeout``, and everything else the call raises comes out unchanged.
"""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine, Generator
from typing import Any, Generic, TypeVar

__all__ = ["Bounded"]

T = TypeVar("T")


class Bounded(Generic[T]):
    """``await Bounded(coro, deadline)``: ``await coro``, cut off at ``deadline`` (loop time) once it waits."""

    __slots__ = ("_coro", "_deadline")

    def __init__(self, coro: Coroutine[Any, Any, T], deadline: float) -> None:
        self._coro, self._deadline = coro, deadline

    def __await__(self) -> Generator[Any, Any, T]:
        steps = self._coro.__await__()
        try:
            first = steps.send(None)
        except StopIteration as done:  # answered without waiting
            return done.value  # type: ignore[no-any-return]
        return (yield from _waited(steps, first, self._deadline))


def _waited(steps: Generator[Any, Any, T], first: Any, deadline: float) -> Generator[Any, Any, T]:
    """The rest of the call under ``asyncio.timeout_at(deadline)``, entered at its first wait."""
    timeout = asyncio.timeout_at(deadline)
    yield from timeout.__aenter__().__await__()
    try:
        result = yield from _resumed(steps, first)
    except BaseException as exc:
        yield from timeout.__aexit__(type(exc), exc, exc.__traceback__).__await__()  # expired: TimeoutError
        raise
    yield from timeout.__aexit__(None, None, None).__await__()
    return result


def _resumed(steps: Generator[Any, Any, T], yielded: Any) -> Generator[Any, Any, T]:
    """Delegate to ``steps`` from the value it already yielded (``yield from``, as PEP 380 spells it out)."""
    while True:
        try:
            sent = yield yielded
        except GeneratorExit:
            steps.close()
            raise
        except BaseException as exc:  # a cancellation (or any error) thrown in: the call's to handle
            try:
                yielded = steps.throw(exc)
            except StopIteration as done:
                return done.value  # type: ignore[no-any-return]
        else:
            try:
                yielded = steps.send(sent)
            except StopIteration as done:
                return done.value  # type: ignore[no-any-return]
