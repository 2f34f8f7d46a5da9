"""Monitor mode, sampling and reuse through ``Guard.check`` and the sync decorator (issue 23, items 2, 3, 5).

``Guard.check`` has no answer of its own: it asks the focal model first (one call, the reference
request), then reuses, samples or monitors on that answer. A sync caller's loop ends with the call,
so its monitor-mode certificates run on the process's lasting background loop; shutdown lets them
finish within the grace period or records them as dropped.
"""

from __future__ import annotations

import asyncio
import threading

import pytest

from warrantguard.adapters.decorator import recommendation
from warrantguard.guard import (
    ConfigurationError,
    Guard,
    Hook,
    MemoryCertificateStore,
    configure_monitor,
    monitor_runner,
    shutdown_monitor,
)
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


class Kinds(Hook):
    """Records the certification kinds and the finished certificates (from any thread)."""

    def __init__(self) -> None:
        self.kinds: list[str] = []
        self.finished: list[str | None] = []
        self.lock = threading.Lock()

    def certification(self, kind: str, model: str, stakes: str | None) -> None:
        with self.lock:
            self.kinds.append(kind)

    def certificate_finished(self, run_id, certificate, start, end) -> None:
        with self.lock:
            self.finished.append(certificate.recommendation)


def _guard(model, **level) -> tuple[Guard, Kinds]:
    policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": level}})
    guard = Guard(model, generator="lexical", seed=7, policy=policy, certificates=MemoryCertificateStore())
    kinds = Kinds()
    guard.add_hook(kinds)
    return guard, kinds


def test_guard_check_in_monitor_mode_answers_at_once_and_certifies_in_the_background() -> None:
    model = ScriptedModel("train")
    guard, kinds = _guard(model, mode="monitor")
    result = guard.check(Q)
    assert result.certification == "monitor" and result.final_answer == "train" and not result.withheld
    assert not result.certificate.formed and "monitor mode" in result.certificate.rule
    assert shutdown_monitor(grace=60) == 0  # the pending certificate finishes within the grace period
    assert kinds.finished == ["train"] and kinds.kinds == ["monitor", "certified"]
    assert model.calls > 1


def test_the_sync_decorator_in_monitor_mode_returns_the_answer_unchanged() -> None:
    guard, kinds = _guard(ScriptedModel("train"), mode="monitor")
    calls: list[str] = []

    def advise(prompt: str, *, temperature: float = 0.0) -> str:
        calls.append(prompt)
        return "train"

    out = recommendation(guard)(advise)(Q)
    assert str(out) == "train" and out.payload["certification"] == "monitor" and out.status == "not_run"
    assert shutdown_monitor(grace=60) == 0
    assert kinds.finished == ["train"] and len(calls) > 1  # the probes went through the function afterwards


def test_guard_check_samples_on_its_own_answer() -> None:
    model = ScriptedModel("train")
    guard, kinds = _guard(model, sample=0)
    result = guard.check(Q)
    assert result.certification == "sampled_out" and result.final_answer == "train"
    assert model.calls == 1 and kinds.kinds == ["sampled_out"]  # the answer itself, nothing else


def test_guard_check_reuses_the_certificate_of_the_same_question() -> None:
    model = ScriptedModel("train")
    guard, kinds = _guard(model, reuse="7d")
    first = guard.check(Q)
    calls = model.calls
    second = guard.check(Q)
    assert first.certification == "certified" and second.certification == "reused"
    assert second.certificate.id == first.certificate.id and second.final_answer == "train"
    assert model.calls == calls + 1 and kinds.kinds == ["certified", "reused"]


class Stalling:
    """Answers the caller's question, then never answers a probe (until the test ends)."""

    def __init__(self) -> None:
        self.scripted, self.first = ScriptedModel("train"), True

    async def __call__(self, messages, *, temperature: float = 0.0) -> str:
        if self.first:
            self.first = False
            return self.scripted(messages, temperature=temperature)
        await asyncio.Event().wait()
        raise AssertionError("unreachable")


def test_shutdown_records_unfinished_certificates_as_dropped() -> None:
    guard, kinds = _guard(Stalling(), mode="monitor")
    assert guard.check(Q).certification == "monitor"
    assert shutdown_monitor(grace=0.05) == 1  # still probing when the grace period ended
    assert kinds.kinds == ["monitor", "monitor_dropped"] and kinds.finished == []


async def test_the_runner_size_is_configurable() -> None:
    before = configure_monitor()
    try:
        configure_monitor(queue_size=3, concurrency=1, grace=1.5)
        runner = monitor_runner()
        assert (runner.queue_size, runner.concurrency) == (3, 1)
    finally:
        configure_monitor(**{k: v for k, v in before.items()})
        from warrantguard.guard import close_monitor

        await close_monitor()
    for bad in ({"queue_size": 0}, {"concurrency": 2000}, {"grace": -1}, {"queue_size": 2.5}, {"concurrency": True}):
        with pytest.raises(ConfigurationError):
            configure_monitor(**bad)


class InFlight:
    """Answers like ``ScriptedModel('train')`` after a short wait; counts the calls in flight."""

    def __init__(self) -> None:
        self.scripted, self.now, self.most = ScriptedModel("train"), 0, 0

    async def __call__(self, messages, *, temperature: float = 0.0) -> str:
        self.now += 1
        self.most = max(self.most, self.now)
        try:
            await asyncio.sleep(0.002)
            return self.scripted(messages, temperature=temperature)
        finally:
            self.now -= 1


class Certificates(Kinds):
    """Also keeps the finished certificates themselves."""

    def __init__(self) -> None:
        super().__init__()
        self.certificates: list = []

    def certificate_finished(self, run_id, certificate, start, end) -> None:
        super().certificate_finished(run_id, certificate, start, end)
        self.certificates.append(certificate)


def _evidence(certificate) -> tuple:
    return (certificate.recommendation, certificate.warrant, certificate.complete,
            [(t.tier, t.probes, t.violations, t.invalid, t.status) for t in certificate.tiers],
            len(certificate.reversals))


def test_a_background_certificate_keeps_fewer_calls_in_flight_and_the_same_evidence() -> None:
    foreground, background = InFlight(), InFlight()
    seen = []
    for model, level in ((foreground, {}), (background, {"mode": "monitor"})):
        policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": level}})
        guard = Guard(model, generator="lexical", seed=7, policy=policy)
        hook = Certificates()
        guard.add_hook(hook)
        before = configure_monitor(probe_concurrency=2)
        try:
            guard.check(Q)
            assert shutdown_monitor(grace=60) == 0
        finally:
            configure_monitor(**before)
        seen.append(hook.certificates)
    assert foreground.most > 2  # the foreground certificate keeps its settings' limit (32)
    assert background.most <= 2  # the background one at most the configured 2
    assert len(seen[0]) == len(seen[1]) == 1 and _evidence(seen[0][0]) == _evidence(seen[1][0])
    with pytest.raises(ConfigurationError):
        configure_monitor(probe_concurrency=0)
