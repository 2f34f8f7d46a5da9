"""The kernel's one status for reuse, sampling and monitor mode, and the bounded monitor runner (issue 23)."""

from __future__ import annotations

import asyncio

from warrantguard.adapters._kernel import (
    CERTIFICATIONS,
    NOT_RUN,
    SUCCESS,
    Certification,
    MonitorRunner,
    WarrantRequest,
    close_monitor,
    monitor_runner,
    warrant_headers,
)
from warrantguard.guard import Guard, Hook, MemoryCertificateStore
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


def _guard(model: ScriptedModel, **level) -> Guard:
    policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": level}})
    return Guard(model, generator="lexical", seed=7, policy=policy, certificates=MemoryCertificateStore())


async def _outcome(guard: Guard, answer: str = "train", fingerprint: str | None = None):
    cert = await Certification.start(guard, Q, WarrantRequest())
    return (await cert.finish([answer], fingerprint=fingerprint))[0]


async def test_certified_then_reused_says_so_in_payload_and_headers():
    guard = _guard(ScriptedModel("train"), reuse="7d")
    first = await _outcome(guard, fingerprint="fp_a")
    second = await _outcome(guard, fingerprint="fp_a")
    assert first.status == SUCCESS and first.certification == "certified"
    assert second.status == SUCCESS and second.certification == "reused"
    payload = second.payload
    assert payload["reused"] is True and payload["original_id"] == first.certificate.id
    assert payload["certified_at"] == first.result.certified_at
    headers = warrant_headers(payload)
    assert headers["x-warrant-certification"] == "reused" and headers["x-warrant-original-id"] == first.certificate.id
    third = await _outcome(guard, fingerprint="fp_b")  # the model changed: fresh again
    assert third.certification == "certified"


async def test_sampled_out_passes_unchanged_and_says_so():
    model = ScriptedModel("train")
    outcome = await _outcome(_guard(model, sample=0))
    assert outcome.status == NOT_RUN and outcome.certification == "sampled_out" and not outcome.withheld
    assert outcome.content == "train" and "sampled out" in outcome.payload["reason"]
    assert warrant_headers(outcome.payload)["x-warrant-certification"] == "sampled_out"
    assert model.calls == 0


async def test_monitor_releases_at_once_and_certifies_afterwards():
    model = ScriptedModel("train")
    guard = _guard(model, mode="monitor")
    finished: list[str] = []

    class Sink(Hook):
        def certificate_finished(self, run_id, certificate, start, end):
            finished.append(certificate.recommendation)

    guard.add_hook(Sink())
    cert = await Certification.start(guard, Q, WarrantRequest())
    assert model.calls == 0  # nothing runs before the answer is released
    outcome = (await cert.finish(["train"]))[0]
    assert outcome.certification == "monitor" and outcome.content == "train" and not finished
    assert warrant_headers(outcome.payload)["x-warrant-certification"] == "monitor"
    assert await close_monitor(grace=30) == 0  # shutdown lets the pending certificate finish
    assert finished == ["train"] and model.calls > 0


async def test_a_full_runner_drops_and_counts():
    runner = MonitorRunner(queue_size=1, concurrency=1)
    gate, dropped = asyncio.Event(), []

    async def job():
        await gate.wait()

    async def drop():
        dropped.append(1)

    assert runner.submit(job, drop)  # queued (the worker starts it at its first chance)
    await asyncio.sleep(0)
    assert runner.submit(job, drop)  # waits in the queue
    assert not runner.submit(job, drop)  # full: dropped, never held
    assert runner.dropped == 1
    assert await runner.aclose(grace=0) == 2  # the running and the queued one: dropped at shutdown
    assert runner.stats()["dropped"] == 3 and not runner.submit(job, drop)
    await asyncio.sleep(0)
    assert len(dropped) == 4


async def test_one_runner_per_loop():
    assert monitor_runner() is monitor_runner()
    await close_monitor()


def test_the_vocabulary():
    assert set(CERTIFICATIONS) == {"certified", "reused", "sampled_out", "monitor", "failed_open",
                                   "failed_withheld", "not_run"}
