"""Fixtures: a private Prometheus registry, an in-memory span exporter, scripted guards."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from prometheus_client import CollectorRegistry
from prometheus_client.parser import text_string_to_metric_families

from warrantguard.guard import ChatRequest, ChatResponse
from warrantguard.telemetry import render_metrics

QUESTION = "Which is safer to travel by, motorcycle or train?"
Samples = dict[tuple[str, frozenset[tuple[str, str]]], float]


def parse(registry: CollectorRegistry) -> Samples:
    """Every sample of the ``/metrics`` text, parsed by prometheus-client's own parser."""
    body, _ = render_metrics(registry)
    return {(s.name, frozenset(s.labels.items())): s.value
            for family in text_string_to_metric_families(body.decode())
            for s in family.samples}


def value(samples: Samples, name: str, **labels: str) -> float:
    """The sample ``name{labels}`` (exact label set), 0 when absent."""
    return samples.get((name, frozenset(labels.items())), 0.0)


def total(samples: Samples, name: str, **labels: str) -> float:
    """The sum of ``name`` over every series whose labels include ``labels``."""
    want = set(labels.items())
    return sum(v for (n, ls), v in samples.items() if n == name and want <= ls)


class FailingModel:
    """A model whose calls fail with a permanent error (no retries)."""

    name = "broken"

    async def complete(self, request: ChatRequest) -> ChatResponse:
        raise ValueError("the provider refused")


@pytest.fixture
def registry() -> CollectorRegistry:
    return CollectorRegistry()


class Traces:
    """A tracer provider exporting to memory, with lookups by span name."""

    def __init__(self) -> None:
        self.exporter = InMemorySpanExporter()
        self.provider = TracerProvider()
        self.provider.add_span_processor(SimpleSpanProcessor(self.exporter))

    @property
    def spans(self) -> list[ReadableSpan]:
        return list(self.exporter.get_finished_spans())

    def named(self, name: str) -> list[ReadableSpan]:
        return [s for s in self.spans if s.name == name]

    def one(self, name: str) -> ReadableSpan:
        found = self.named(name)
        assert len(found) == 1, [s.name for s in self.spans]
        return found[0]

    def strings(self) -> list[str]:
        """Every string in every attribute and event attribute of every span, and the names."""
        out: list[str] = []
        for s in self.spans:
            out.append(s.name)
            groups: list[Any] = [s.attributes or {}, *[e.attributes or {} for e in s.events]]
            for attrs in groups:
                for v in attrs.values():
                    out.extend(str(x) for x in (v if isinstance(v, tuple | list) else [v]))
        return out


@pytest.fixture
def traces() -> Iterator[Traces]:
    t = Traces()
    yield t
    t.provider.shutdown()
