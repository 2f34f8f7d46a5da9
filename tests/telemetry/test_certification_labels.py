"""Traces and metrics tell a reused certificate from a fresh one, and every other certification apart.

Through a real Guard: the span attribute ``warrantguard.certification`` (on the fresh certificate's
own span; on a ``warrantguard.certification`` span for a call without one), read back from the
OpenTelemetry SDK's in-memory exporter, and ``warrantguard_certifications_total{kind}`` parsed
from a private Prometheus registry's exposition.
"""

from __future__ import annotations

import asyncio

import pytest
from prometheus_client import CollectorRegistry

from warrantguard import ProviderError
from warrantguard.guard import Guard, MemoryCertificateStore, close_monitor
from warrantguard.policies import StakesPolicy
from warrantguard.telemetry import WarrantMetrics, WarrantTracing
from warrantguard.testing import ScriptedModel

from .conftest import QUESTION, FailingModel, Traces, parse, value

KIND = "warrantguard.certification"


def _guard(model, traces: Traces, registry: CollectorRegistry, **level) -> Guard:
    policy = StakesPolicy.model_validate({"default": "low", "levels": {"low": level}})
    hooks = [WarrantTracing(traces.provider), WarrantMetrics(registry)]
    return Guard(model, generator="lexical", seed=7, policy=policy, hooks=hooks, certificates=MemoryCertificateStore())


def _kinds(traces: Traces) -> list[str]:
    return [str(s.attributes[KIND]) for s in traces.named("warrantguard.certification")]


def _counted(registry: CollectorRegistry, kind: str) -> float:
    return value(parse(registry), "warrantguard_certifications_total", model="scripted", kind=kind)


async def test_fresh_then_reused(traces: Traces, registry: CollectorRegistry) -> None:
    guard = _guard(ScriptedModel("train"), traces, registry, reuse="7d")
    first = await guard.acertify(QUESTION, answer="train")
    second = await guard.acertify(QUESTION, answer="train")
    assert (first.certification, second.certification) == ("certified", "reused")
    span = traces.one("warrantguard.certificate")  # only the fresh one computed a certificate
    assert span.attributes[KIND] == "certified"
    assert span.attributes["warrantguard.certificate.id"] == first.certificate.id
    assert _kinds(traces) == ["reused"]
    assert (_counted(registry, "certified"), _counted(registry, "reused")) == (1, 1)


async def test_sampled_out_and_monitor(traces: Traces, registry: CollectorRegistry) -> None:
    sampled = _guard(ScriptedModel("train"), traces, registry, sample=0)
    assert (await sampled.acertify(QUESTION, answer="train")).certification == "sampled_out"
    monitored = _guard(ScriptedModel("train"), traces, registry, mode="monitor")
    assert (await monitored.acertify(QUESTION, answer="train")).certification == "monitor"
    assert await close_monitor(grace=60) == 0  # the background certificate finishes
    await asyncio.sleep(0)
    assert _kinds(traces) == ["sampled_out", "monitor"]
    assert traces.one("warrantguard.certificate").attributes[KIND] == "certified"  # the background one
    for kind in ("sampled_out", "monitor", "certified"):
        assert _counted(registry, kind) == 1, kind


def test_failed(traces: Traces, registry: CollectorRegistry) -> None:
    policy = StakesPolicy()
    guard = Guard(FailingModel(), generator="lexical", policy=policy,
                  hooks=[WarrantTracing(traces.provider), WarrantMetrics(registry)])
    with pytest.raises(ProviderError):
        guard.certify(QUESTION, answer="train")
    assert _kinds(traces) == ["failed"]
    assert value(parse(registry), "warrantguard_certifications_total", model="broken", kind="failed") == 1
