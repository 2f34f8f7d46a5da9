"""Monitor mode in worker processes (issue 23, item 2): ``configure_monitor(processes=N)``.

The certificate runs in a worker process (the parent's copy of the model is never asked); its
hook events are replayed in the caller's process with the times they happened there; a Guard
whose models do not pickle keeps its certificates in process; a worker that dies is replaced;
busy workers are stopped after the grace.
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
import time
from collections.abc import Iterator

import pytest

from warrantguard.guard import (
    ConfigurationError,
    Guard,
    Hook,
    MemoryCertificateStore,
    close_monitor,
    configure_monitor,
    monitor_runner,
    shutdown_monitor,
)
from warrantguard.guard.spi import event_time_ns
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


class Events(Hook):
    """What the caller's hooks saw: names, each event's own time, the time it was delivered."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int, int]] = []
        self.kinds: list[str] = []
        self.finished: list[str | None] = []
        self.lock = threading.Lock()

    def _add(self, name: str) -> None:
        with self.lock:
            self.seen.append((name, event_time_ns(), time.time_ns()))

    def certificate_started(self, *args) -> None:
        self._add("started")

    def llm_call(self, *args) -> None:
        self._add("llm_call")

    def certificate_finished(self, run_id, certificate, start, end) -> None:
        self._add("finished")
        self.finished.append(certificate.recommendation)

    def certificate_failed(self, *args) -> None:
        self._add("failed")

    def certification(self, kind: str, model: str, stakes: str | None) -> None:
        with self.lock:
            self.kinds.append(kind)


class Unpicklable(ScriptedModel):
    """A model holding a live resource of its own (it does not pickle)."""

    def __getstate__(self):
        raise TypeError("holds a live connection")


class DiesInWorker(ScriptedModel):
    """Kills the process it answers in, when that is not the one it was made in (a worker)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.home = os.getpid()  # pickled: the worker's copy knows it is away

    async def complete(self, request):
        if os.getpid() != self.home:
            os._exit(3)
        return await super().complete(request)


@pytest.fixture
def processes() -> Iterator[None]:
    configure_monitor(processes=1)
    yield
    configure_monitor(processes=0)


def _guard(model, hooks: Events) -> Guard:
    policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": {"mode": "monitor"}}})
    return Guard(model, generator="lexical", seed=7, policy=policy, certificates=MemoryCertificateStore(),
                 hooks=[hooks])


async def _monitored(guard: Guard, answer: str = "The train.") -> dict[str, int]:
    result = await guard.acertify(Q, answer=answer)
    assert result.certification == "monitor"
    runner = monitor_runner()
    await close_monitor(grace=60)
    return runner.stats()


def test_the_certificate_runs_in_a_worker_and_its_events_reach_the_callers_hooks(processes: None) -> None:
    model, events = ScriptedModel("train", latency=0.05), Events()
    stats = asyncio.run(_monitored(_guard(model, events)))
    assert stats == {"submitted": 1, "finished": 1, "failed": 0, "dropped": 0, "shed": 0}
    assert model.calls == 0  # the parent's copy was never asked: the worker's was
    assert events.finished == ["train"]
    assert events.kinds == ["monitor", "certified"]
    names = [name for name, _, _ in events.seen]
    assert names[0] == "started" and names[-1] == "finished" and names.count("llm_call") >= 5
    started, finished = events.seen[0], events.seen[-1]
    assert finished[1] - started[1] >= 40_000_000  # their own times, a 50 ms call apart at least
    assert started[2] >= finished[1]  # delivered after the certificate finished (replayed)


def test_sync_callers_certificates_go_to_the_workers_too(processes: None) -> None:
    model, events = ScriptedModel("train"), Events()
    guard = _guard(model, events)
    result = guard.certify(Q, answer="The train.")
    assert result.certification == "monitor"
    assert shutdown_monitor(grace=60) == 0
    assert events.finished == ["train"] and model.calls == 0


def test_a_guard_whose_models_do_not_pickle_certifies_in_process(processes: None, caplog) -> None:
    model, events = Unpicklable("train"), Events()
    with caplog.at_level(logging.WARNING, logger="warrantguard.monitor"):
        stats = asyncio.run(_monitored(_guard(model, events)))
    assert stats["finished"] == 1 and events.finished == ["train"]
    assert model.calls > 0  # in process
    assert "do not pickle" in caplog.text and "holds a live connection" not in caplog.text


def test_a_worker_that_dies_fails_its_job_and_is_replaced(processes: None) -> None:
    events = Events()

    async def run() -> tuple[dict[str, int], dict[str, int]]:
        first = await _monitored(_guard(DiesInWorker("train"), events))
        second = await _monitored(_guard(ScriptedModel("train"), events))
        return first, second

    first, second = asyncio.run(run())
    assert first["failed"] == 1 and first["finished"] == 0
    assert second["finished"] == 1 and events.finished == ["train"]


def test_processes_are_checked() -> None:
    for bad in (-1, 65, 1.5, True, "2"):
        with pytest.raises(ConfigurationError):
            configure_monitor(processes=bad)
    assert configure_monitor()["processes"] == 0


def test_busy_workers_are_stopped_after_the_grace(processes: None) -> None:
    model, events = ScriptedModel("train", latency=30), Events()

    async def run() -> float:
        await _guard(model, events).acertify(Q, answer="The train.")
        await asyncio.sleep(3)  # the worker is up and waiting on its first 30 s call
        start = time.monotonic()
        configure_monitor(processes=0)  # grace 0: terminated
        return time.monotonic() - start

    assert asyncio.run(run()) < 10
    assert events.finished == []


class LeaksItsKey(ScriptedModel):
    """A provider whose every error quotes the key it was given (a key no pattern recognises)."""

    async def complete(self, request):
        raise ValueError(f"refused: the key {SECRET} is not valid here")


SECRET = "correct-horse-battery-staple"


def test_messages_made_in_a_worker_are_redacted_with_the_callers_secrets(processes: None, caplog) -> None:
    from warrantguard.guard.spi import register_secret

    register_secret(SECRET)  # as a model's credentials are, in the caller's process only
    errors: list[str] = []

    class Failures(Events):
        def certificate_failed(self, run_id, error, start, end) -> None:
            errors.append(str(error))

    with caplog.at_level(logging.WARNING, logger="warrantguard.monitor"):
        stats = asyncio.run(_monitored(_guard(LeaksItsKey("train"), Failures())))
    assert stats["failed"] == 1 and errors  # the failure came back from the worker
    assert all(SECRET not in e for e in errors)
    assert SECRET not in caplog.text


class LeaksOnProbes(ScriptedModel):
    """Answers the reference and its samples, then fails every probe quoting its key."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.answered = 0

    async def complete(self, request):
        self.answered += 1
        if self.answered > 2:
            raise ValueError(f"refused: the key {SECRET} is not valid here")
        return await super().complete(request)


def test_a_certificate_formed_in_a_worker_quotes_no_secret_of_the_callers(processes: None) -> None:
    from warrantguard.guard.spi import register_secret

    register_secret(SECRET)
    finished: list[str] = []

    class Formed(Events):
        def certificate_finished(self, run_id, certificate, start, end) -> None:
            finished.append(certificate.model_dump_json())

    asyncio.run(_monitored(_guard(LeaksOnProbes("train"), Formed())))
    assert finished and "not valid here" in finished[0]  # the probes' failures are in it
    assert SECRET not in finished[0]


def test_a_rate_limited_model_keeps_its_certificates_in_process(processes: None, caplog) -> None:
    """Its bucket would be copied into the worker and the limit spent twice: it is not sent."""
    from warrantguard.models import RateLimitedModel, RateLimiter

    inner, events = ScriptedModel("train"), Events()
    model = RateLimitedModel(inner, RateLimiter(rpm=6000))
    with caplog.at_level(logging.WARNING, logger="warrantguard.monitor"):
        stats = asyncio.run(_monitored(_guard(model, events)))
    assert stats["finished"] == 1 and events.finished == ["train"]
    assert inner.calls > 0 and "do not pickle" in caplog.text
