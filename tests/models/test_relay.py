"""Relaying a blocking generator from a worker thread to sync and async consumers."""

from __future__ import annotations

import threading
from collections.abc import Generator
from concurrent.futures import ThreadPoolExecutor

import pytest

from warrantguard.models._relay import relay, relay_async


class Held:
    """A generator of n items that holds a lock while it runs, and records how far it got."""

    def __init__(self, n: int, fail_at: int | None = None) -> None:
        self.lock, self.n, self.fail_at, self.made = threading.Lock(), n, fail_at, 0

    def items(self) -> Generator[int, None, None]:
        with self.lock:
            for i in range(self.n):
                if i == self.fail_at:
                    raise ValueError(f"failed at {i}")
                self.made += 1
                yield i


def test_sync_consumer_gets_every_item_and_errors_in_order() -> None:
    with ThreadPoolExecutor(1) as pool:
        assert list(relay(Held(5).items(), pool.submit)) == [0, 1, 2, 3, 4]
        got: list[int] = []
        with pytest.raises(ValueError, match="failed at 2"):
            got.extend(relay(Held(5, fail_at=2).items(), pool.submit))
        assert got == [0, 1]


def test_an_abandoned_sync_consumer_does_not_keep_the_lock() -> None:
    held = Held(10_000)
    with ThreadPoolExecutor(1) as pool:
        stream = relay(held.items(), pool.submit)
        assert next(stream) == 0  # then the consumer stops reading, without closing
        pool.submit(lambda: None).result()  # the worker has finished producing
        assert held.lock.acquire(timeout=5)  # and the generator let go of its lock
        held.lock.release()
        stream.close()


async def test_async_consumer_and_an_early_close() -> None:
    with ThreadPoolExecutor(1) as pool:
        async def run(fn: object) -> None:
            import asyncio

            await asyncio.get_running_loop().run_in_executor(pool, fn)  # type: ignore[arg-type]

        assert [i async for i in relay_async(Held(4).items(), run)] == [0, 1, 2, 3]
        held = Held(1_000_000)
        stream = relay_async(held.items(), run)
        assert await stream.__anext__() == 0
        await stream.aclose()  # returns once the producer stopped
        assert held.made < 1_000_000 and not held.lock.locked()
        with pytest.raises(ValueError, match="failed at 1"):
            [i async for i in relay_async(Held(3, fail_at=1).items(), run)]
