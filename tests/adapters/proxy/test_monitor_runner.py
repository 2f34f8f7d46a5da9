"""The proxy's monitor-mode runner: sized by ``serve`` flags; a full queue and shutdown drop and count (issue 23).

Every background certificate here stalls (its model never answers a probe), so which ones are
dropped does not depend on timing: with one worker and a queue of one, the first request's
certificate runs, the second waits, the third finds the queue full; at shutdown (grace 0) the
running and the waiting one are recorded as dropped too.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any

import openai
from prometheus_client import CollectorRegistry

from warrantguard import Guard
from warrantguard.adapters.proxy import FakeUpstream, ProxyConfig, ProxyServer, create_app
from warrantguard.cli import build_parser
from warrantguard.cli._serve import config_from_args
from warrantguard.policies import StakesPolicy
from warrantguard.testing import ScriptedModel

QUESTION = "Which is safer to travel by, motorcycle or train?"
MONITOR = StakesPolicy.model_validate({"default": "low", "levels": {"low": {"mode": "monitor"}}})


async def stalled(messages: Any, *, temperature: float = 0.0) -> str:
    """A probe that is never answered."""
    await asyncio.Event().wait()
    raise AssertionError("unreachable")


def _kinds(registry: CollectorRegistry) -> dict[str, float]:
    out: dict[str, float] = {}
    for family in registry.collect():
        for sample in family.samples:
            if sample.name == "warrantguard_certifications_total":
                kind = sample.labels["kind"]
                out[kind] = out.get(kind, 0) + sample.value
    return out


def test_a_full_queue_and_shutdown_drop_and_count() -> None:
    registry = CollectorRegistry()
    with ProxyServer(FakeUpstream(lambda messages: "train")) as upstream:
        config = ProxyConfig(base_url=upstream.url + "/v1", registry=registry, monitor_queue=1, monitor_workers=1,
                             monitor_grace=0, guard_factory=lambda focal: Guard(stalled, generator="lexical",
                                                                               policy=MONITOR))
        with ProxyServer(create_app(config)) as proxy:
            client = openai.OpenAI(base_url=proxy.url + "/v1", api_key="sk-client", max_retries=0)
            for _ in range(3):
                raw = client.chat.completions.with_raw_response.create(
                    model="m", messages=[{"role": "user", "content": QUESTION}], extra_body={"warrant": {}})
                assert raw.headers["x-warrant-certification"] == "monitor"
                assert raw.parse().choices[0].message.content == "train"  # released at once, unchanged
            assert _kinds(registry) == {"monitor": 3, "monitor_dropped": 1}  # the third found the queue full
    assert _kinds(registry) == {"monitor": 3, "monitor_dropped": 3}  # shutdown: the running and the queued one


def test_serve_flags_size_the_runner() -> None:
    args = build_parser().parse_args(["serve", "--model", "openai/gpt-4o-mini", "--monitor-queue", "7",
                                      "--monitor-workers", "3", "--monitor-grace", "12.5",
                                      "--monitor-max-load", "0.75"])
    config = config_from_args(args)
    assert (config.monitor_queue, config.monitor_workers, config.monitor_grace, config.monitor_max_load) == (
        7, 3, 12.5, 0.75)
    defaults = config_from_args(build_parser().parse_args(["serve", "--model", "openai/gpt-4o-mini"]))
    assert (defaults.monitor_queue, defaults.monitor_workers, defaults.monitor_grace,
            defaults.monitor_max_load) == (256, 2, 5.0, 0.0)


def _busy(seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        sum(range(1000))


def _monitored_kinds(max_load: float) -> dict[str, float]:
    """Two monitor-mode requests through a proxy whose process was just busy (0.6 s of one core)."""
    registry = CollectorRegistry()
    with ProxyServer(FakeUpstream(lambda messages: "train")) as upstream:
        config = ProxyConfig(base_url=upstream.url + "/v1", registry=registry, monitor_max_load=max_load,
                             guard_factory=lambda focal: Guard(ScriptedModel("train"), generator="lexical",
                                                               policy=MONITOR))
        with ProxyServer(create_app(config)) as proxy, openai.OpenAI(
                base_url=proxy.url + "/v1", api_key="sk-client", max_retries=0) as client:
            _busy(0.6)
            for _ in range(2):
                raw = client.chat.completions.with_raw_response.create(
                    model="m", messages=[{"role": "user", "content": QUESTION}], extra_body={"warrant": {}})
                assert raw.headers["x-warrant-certification"] == "monitor"
                assert raw.parse().choices[0].message.content == "train"
    return _kinds(registry)


def test_a_busy_proxy_sheds_its_background_certificates_and_counts_them() -> None:
    assert _monitored_kinds(max_load=0.05) == {"monitor": 2, "monitor_dropped": 2}
    assert _monitored_kinds(max_load=0.0) == {"monitor": 2, "certified": 2}  # no bound: both certified
