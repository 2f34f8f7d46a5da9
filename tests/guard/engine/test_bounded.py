"""Every model call's wait stays bounded when its timer is armed only at its first wait (engine/_bounded)."""

from __future__ import annotations

import asyncio
import time

import pytest

from warrantguard import Guard, ProviderError, RetryPolicy
from warrantguard.guard.engine._bounded import Bounded
from warrantguard.testing import HangingModel

Q = "Which is safer to travel by, motorcycle or train?"


async def _answer_at_once() -> str:
    return "train"


async def _after(seconds: float, busy: float = 0.0) -> str:
    end = time.monotonic() + busy
    while time.monotonic() < end:  # the call's own work before it waits counts against its limit
        pass
    await asyncio.sleep(seconds)
    return "train"


async def _failing() -> str:
    raise ValueError("bad reply")


def _deadline(limit: float) -> float:
    return asyncio.get_running_loop().time() + limit


def test_a_call_that_never_waits_arms_no_timer() -> None:
    async def run() -> tuple[str, int]:
        loop = asyncio.get_running_loop()
        before = len(loop._scheduled)  # type: ignore[attr-defined]
        out = await Bounded(_answer_at_once(), _deadline(60))
        return out, len(loop._scheduled) - before  # type: ignore[attr-defined]

    assert asyncio.run(run()) == ("train", 0)


def test_a_call_that_waits_past_its_deadline_is_cut_off_there() -> None:
    async def run() -> float:
        start = time.monotonic()
        with pytest.raises(TimeoutError):
            await Bounded(_after(5.0, busy=0.05), _deadline(0.1))
        return time.monotonic() - start

    assert 0.09 <= asyncio.run(run()) < 1.0  # the deadline counts from the call's start, not its first wait


def test_a_call_within_its_deadline_answers_and_leaves_no_timer() -> None:
    async def run() -> tuple[str, int]:
        out = await Bounded(_after(0.01), _deadline(5.0))
        loop = asyncio.get_running_loop()
        return out, sum(not h.cancelled() for h in loop._scheduled)  # type: ignore[attr-defined]

    assert asyncio.run(run()) == ("train", 0)


def test_errors_and_outside_cancellations_pass_unchanged() -> None:
    async def call() -> str:
        return await Bounded(_after(5.0), _deadline(5.0))

    async def cancelled() -> None:
        task = asyncio.create_task(call())
        await asyncio.sleep(0.01)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    async def failing() -> None:
        with pytest.raises(ValueError, match="bad reply"):
            await Bounded(_failing(), _deadline(5.0))

    asyncio.run(cancelled())
    asyncio.run(failing())


@pytest.mark.parametrize("sync", [True, False])
def test_a_hanging_model_is_cut_off_at_its_call_timeout_for_sync_and_async_callers(sync: bool) -> None:
    model = HangingModel()
    guard = Guard(model, generator=None, retry=RetryPolicy(attempts=1), call_timeout=0.05)
    start = time.monotonic()
    with pytest.raises(ProviderError, match="per-call timeout"):
        guard.check(Q) if sync else asyncio.run(guard.acheck(Q))
    assert time.monotonic() - start < 2.0


def test_a_finished_certificate_leaves_its_run_to_reference_counting() -> None:
    import gc

    from warrantguard import LLMGenerator
    from warrantguard.guard.engine import Run
    from warrantguard.testing import ScriptedModel

    async def certify() -> None:
        model = ScriptedModel("train")
        guard = Guard(model, generator=LLMGenerator(lexical_fill=False), strategy="fast")
        await guard.acheck(Q)

    asyncio.run(certify())  # warm-up: imports and caches
    gc.collect()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        asyncio.run(certify())
        gc.collect()
        runs = [o for o in gc.garbage if isinstance(o, Run)]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
    assert runs == []  # freed when the certificate ended, not found later in a cycle
