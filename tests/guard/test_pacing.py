"""A monitor-mode certificate yields to the app (issue 23, item 2: the client is never delayed).

Its model calls wait for an idle turn of the event loop, so the app's own work queued on the loop
runs first; the wait is bounded by a patience, the evidence is the same, and the time spent
yielding does not count against the certificate's deadline. The "app" here is a coroutine that
keeps the loop busy: each of its turns holds the loop for 3 ms, more than the 1 ms a turn may take
to count as idle, so these tests order events, they time nothing.
"""

from __future__ import annotations

import asyncio
import time

import pytest

from warrantguard.guard import ConfigurationError, Guard, Hook, MemoryCertificateStore, configure_monitor
from warrantguard.guard._monitor import background_pace, close_monitor
from warrantguard.guard._pacing import Pace
from warrantguard.guard._settings import Budget
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


async def _app(turns: int, log: list[str]) -> None:
    """The app's own work: ``turns`` turns of 3 ms each, then "app done" in ``log``."""
    for _ in range(turns):
        time.sleep(0.003)
        await asyncio.sleep(0)
    log.append("app done")


class _Logged(ScriptedModel):
    """A scripted model that writes "call" in ``log`` as each call starts."""

    def __init__(self, prefer: str, log: list[str]) -> None:
        super().__init__(prefer)
        self.log = log

    async def complete(self, request):  # type: ignore[no-untyped-def]
        self.log.append("call")
        return await super().complete(request)


def test_a_pace_waits_for_the_app_to_leave_the_loop_idle() -> None:
    async def main() -> list[str]:
        log: list[str] = []
        app = asyncio.ensure_future(_app(40, log))
        await asyncio.sleep(0)
        await Pace(patience=30).wait()
        log.append("paced")
        await app
        return log

    assert asyncio.run(main()) == ["app done", "paced"]


def test_a_pace_gives_up_after_its_patience() -> None:
    async def main() -> list[str]:
        log: list[str] = []
        app = asyncio.ensure_future(_app(2000, log))  # six seconds of work
        await asyncio.sleep(0)
        await Pace(patience=0.05).wait()
        log.append("paced")
        app.cancel()
        return log

    assert asyncio.run(main()) == ["paced"]


def test_one_waiting_call_goes_per_idle_turn_in_the_order_they_came() -> None:
    async def main() -> list[str]:
        log: list[str] = []

        async def call(name: str) -> None:
            await Pace(patience=30).wait()
            log.append(name)

        calls = [asyncio.ensure_future(call(str(k))) for k in range(5)]
        await _app(10, log)
        await asyncio.gather(*calls)
        return log

    assert asyncio.run(main()) == ["app done", "0", "1", "2", "3", "4"]


def test_calls_that_gave_up_waiting_leave_the_gate_and_its_watcher_stops() -> None:
    from warrantguard.guard import _pacing

    async def main() -> tuple[int, bool]:
        app = asyncio.ensure_future(_app(100, []))  # 0.3 s of work
        await asyncio.sleep(0)
        await asyncio.gather(*(Pace(patience=0.02).wait() for _ in range(50)))
        await app
        await asyncio.sleep(0.01)
        gate = _pacing._GATES[asyncio.get_running_loop()]
        return len(gate.waiting), gate.watcher is not None and gate.watcher.done()

    assert asyncio.run(main()) == (0, True)


def _monitoring_guard(model: ScriptedModel, **budget: float) -> Guard:
    policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": {"mode": "monitor"}}})
    return Guard(model, generator="lexical", seed=7, policy=policy, certificates=MemoryCertificateStore(),
                 budget=Budget(**budget))


class _Finished(Hook):
    def __init__(self) -> None:
        self.certificates: list = []

    def certificate_finished(self, run_id, certificate, start, end) -> None:  # type: ignore[no-untyped-def]
        self.certificates.append(certificate)


async def _monitor_while_busy(guard: Guard, log: list[str], turns: int) -> None:
    result = await guard.acertify(Q, answer="train")
    assert result.certification == "monitor"
    app = asyncio.ensure_future(_app(turns, log))
    await app
    assert await close_monitor(grace=60) == 0


@pytest.mark.parametrize(("patience", "first"), [(30.0, "app done"), (0, "call")])
def test_a_background_certificate_calls_the_model_only_once_the_app_is_idle(patience: float, first: str) -> None:
    log: list[str] = []
    before = configure_monitor()["yield_patience"]
    configure_monitor(yield_patience=patience)
    try:
        asyncio.run(_monitor_while_busy(_monitoring_guard(_Logged("train", log)), log, 40))
    finally:
        configure_monitor(yield_patience=before)
    assert log[0] == first and log.count("call") > 10  # without a pace, the calls start at once


def test_yielding_changes_no_evidence_and_does_not_count_against_the_deadline() -> None:
    certificates = []
    for patience in (30.0, 0):
        configure_monitor(yield_patience=patience)
        guard = _monitoring_guard(ScriptedModel("train"), deadline=0.1)  # the app keeps the loop 0.12 s
        seen = _Finished()
        guard.add_hook(seen)
        asyncio.run(_monitor_while_busy(guard, [], 40))
        certificates.append(seen.certificates[0])
    configure_monitor(yield_patience=1.0)
    paced, unpaced = certificates
    assert paced.formed and paced.warrant == unpaced.warrant and paced.tiers == unpaced.tiers


def test_the_patience_is_bounded_and_zero_turns_yielding_off() -> None:
    before = configure_monitor()["yield_patience"]
    with pytest.raises(ConfigurationError):
        configure_monitor(yield_patience=-1)
    with pytest.raises(ConfigurationError):
        configure_monitor(yield_patience=61)
    try:
        configure_monitor(yield_patience=0)
        assert background_pace() is None
        configure_monitor(yield_patience=0.5)
        assert background_pace() == Pace(patience=0.5)
    finally:
        configure_monitor(yield_patience=before)
