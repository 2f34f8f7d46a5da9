"""Monitor mode sheds background certificates while the process has no CPU headroom (issue 23, item 2).

``configure_monitor(max_load=…)`` (``serve --monitor-max-load``): a new background certificate
is dropped and counted, never started, while the process uses more than that share of one core.
"""

from __future__ import annotations

import asyncio
import time

import pytest

from warrantguard.adapters.proxy import ProxyConfig
from warrantguard.guard import ConfigurationError, Guard, Hook, MemoryCertificateStore, close_monitor, configure_monitor
from warrantguard.guard import monitor_runner as runner_of_loop
from warrantguard.guard._load import ProcessLoad
from warrantguard.guard._monitor import MonitorRunner
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


class Clock:
    def __init__(self) -> None:
        self.cpu = self.wall = 0.0


def _meter(clock: Clock, window: float = 0.5) -> ProcessLoad:
    return ProcessLoad(window=window, cpu=lambda: clock.cpu, wall=lambda: clock.wall)


def test_the_share_is_cpu_time_over_the_last_whole_window() -> None:
    clock = Clock()
    load = _meter(clock)
    clock.cpu, clock.wall = 0.2, 0.3
    assert load.share() == 0.0  # no window has ended yet
    clock.cpu, clock.wall = 0.45, 0.5
    assert load.share() == pytest.approx(0.9)
    clock.cpu, clock.wall = 0.5, 0.9
    assert load.share() == pytest.approx(0.9)  # the window from 0.5 has not ended: the last one stands
    clock.cpu, clock.wall = 0.55, 1.0
    assert load.share() == pytest.approx(0.2)  # 0.1 s of CPU in the 0.5 s from 0.5


class Stub:
    def __init__(self, share: float) -> None:
        self.value = share

    def share(self) -> float:
        return self.value


async def test_a_busy_process_sheds_new_background_work_and_counts_it() -> None:
    ran, released = [], []

    async def job() -> None:
        ran.append(1)

    async def drop() -> None:
        released.append(1)

    load = Stub(0.95)
    runner = MonitorRunner(queue_size=8, concurrency=1, max_load=0.8, load=load)  # type: ignore[arg-type]
    assert runner.submit(job, drop) is False
    load.value = 0.5
    assert runner.submit(job, drop) is True
    await runner.aclose(grace=1.0)
    assert ran == [1] and released == [1]
    assert runner.stats() == {"submitted": 1, "finished": 1, "failed": 0, "dropped": 1, "shed": 1}


async def test_without_a_bound_a_busy_process_sheds_nothing() -> None:
    async def job() -> None:
        return None

    runner = MonitorRunner(queue_size=8, concurrency=1, load=Stub(5.0))  # type: ignore[arg-type]
    assert runner.submit(job, job) is True
    await runner.aclose(grace=1.0)
    assert runner.stats()["shed"] == 0


def test_the_real_meter_tells_a_busy_process_from_an_idle_one() -> None:
    load = ProcessLoad(window=0.3)
    end = time.perf_counter() + 0.4
    while time.perf_counter() < end:  # one core busy in this thread
        sum(range(1000))
    busy = load.share()
    time.sleep(0.4)
    idle = load.share()
    assert busy > 0.3 and idle < 0.1


async def test_a_guard_call_under_load_is_answered_and_its_certificate_counted_dropped() -> None:
    policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": {"mode": "monitor"}}})
    guard = Guard(ScriptedModel("train"), generator="lexical", seed=7, policy=policy,
                  certificates=MemoryCertificateStore())
    kinds: list[str] = []

    class Kinds(Hook):
        def certification(self, kind: str, model: str, stakes: str | None) -> None:
            kinds.append(kind)

    guard.add_hook(Kinds())
    before = configure_monitor()
    configure_monitor(max_load=0.5)
    try:
        runner = runner_of_loop()
        assert isinstance(runner, MonitorRunner) and runner.max_load == 0.5
        runner.load = Stub(0.9)  # type: ignore[assignment]
        result = await guard.acheck(Q)
        await asyncio.sleep(0.05)
        assert result.certification == "monitor" and result.final_answer == "train"
        assert kinds == ["monitor", "monitor_dropped"] and runner.stats()["shed"] == 1
    finally:
        configure_monitor(**before)
        await close_monitor()


def test_the_bound_is_checked_where_it_is_set() -> None:
    for bad in (-0.1, 65, True, "0.8"):
        with pytest.raises(ConfigurationError):
            configure_monitor(max_load=bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        ProxyConfig(model="gpt-4o-mini", monitor_max_load=-1)
    assert ProxyConfig(model="gpt-4o-mini", monitor_max_load=0.8).monitor_max_load == 0.8
