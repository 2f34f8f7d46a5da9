"""Running the async API from sync code: one public helper that refuses to nest by default."""

from __future__ import annotations

import asyncio
import contextvars
import threading
from collections.abc import Coroutine
from typing import Any, Literal, TypeVar

from warrantguard.guard._errors import ConfigurationError
from warrantguard.guard._monitor import mark_transient

__all__ = ["run_sync"]

T = TypeVar("T")


def run_sync(coro: Coroutine[Any, Any, T], *, nested: Literal["refuse", "thread"] = "refuse") -> T:
    """Run ``coro`` to completion from sync code.

    Inside a running event loop this refuses (as pydantic-ai's ``run_sync`` does) with a
    :class:`ConfigurationError`: blocking the loop would stall every other task on it, so
    use the async form there. ``nested="thread"`` runs it on a fresh loop in a worker
    thread instead (the caller's context variables, e.g. the trace context, carried
    over) — for drop-in replacements of sync APIs that must work wherever those do.
    """
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(_transient(coro))
    if nested == "thread":
        return _in_thread(_transient(coro))
    coro.close()
    raise ConfigurationError("a sync warrantguard call inside a running event loop would block it; "
                             "use the async form there (await guard.acheck(...) / acertify(...))")


async def _transient(coro: Coroutine[Any, Any, T]) -> T:
    """``coro`` on a loop marked as ending with the call: monitor-mode work started on it goes to
    the process's lasting background loop instead of being cancelled when the call returns."""
    mark_transient(asyncio.get_running_loop())
    return await coro


def _in_thread(coro: Coroutine[Any, Any, T]) -> T:
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["value"] = asyncio.run(coro)
        except BaseException as exc:  # re-raised in the caller's thread
            box["error"] = exc

    context = contextvars.copy_context()
    thread = threading.Thread(target=lambda: context.run(target), daemon=True)
    thread.start()
    thread.join()
    if "error" in box:
        raise box["error"]
    return box["value"]  # type: ignore[no-any-return]
