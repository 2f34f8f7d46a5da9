"""Sinks for the telemetry bench: a counting exporter for the SDK, a bare tracer, a hook-event log."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from typing import Any

from opentelemetry import trace
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export import SpanExporter, SpanExportResult
from opentelemetry.trace import SpanContext, TraceFlags

from warrantguard.guard import Hook


class CountingExporter(SpanExporter):
    """A no-op exporter that counts what it is given."""

    def __init__(self) -> None:
        self.count = 0

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        """Count the batch."""
        self.count += len(spans)
        return SpanExportResult.SUCCESS


class BareSpan(trace.Span):
    """A span that keeps its name, attributes and times, and does nothing else."""

    def __init__(self, sink: list[tuple[Any, ...]], name: str, span_id: int,
                 attributes: Any, start: int | None) -> None:
        self.sink, self.name, self.attributes, self.start = sink, name, dict(attributes or {}), start
        self.context = SpanContext(1, span_id, False, TraceFlags(TraceFlags.SAMPLED))

    def get_span_context(self) -> SpanContext:
        """This span's context."""
        return self.context

    def set_attributes(self, attributes: Any) -> None:
        """Keep the attributes."""
        self.attributes.update(attributes)

    def set_attribute(self, key: str, value: Any) -> None:
        """Keep the attribute."""
        self.attributes[key] = value

    def add_event(self, name: str, attributes: Any = None, timestamp: int | None = None) -> None:
        """Keep the event as an attribute."""
        self.attributes[name] = attributes

    def update_name(self, name: str) -> None:
        """Rename."""
        self.name = name

    def is_recording(self) -> bool:
        """Always recording."""
        return True

    def set_status(self, status: Any, description: str | None = None) -> None:
        """Keep the status."""
        self.attributes["status"] = status

    def record_exception(self, exception: BaseException, *args: Any, **kwargs: Any) -> None:
        """Keep the exception's type."""
        self.attributes["exception"] = type(exception).__name__

    def end(self, end_time: int | None = None) -> None:
        """Hand the finished span to the sink."""
        self.sink.append((self.name, self.attributes, self.start, end_time))


class BareTracerProvider(trace.TracerProvider):
    """The cheapest tracer that still records every span: warrantguard's share, isolated."""

    def __init__(self) -> None:
        self.spans: list[tuple[Any, ...]] = []
        self.ids = itertools.count(1)

    def get_tracer(self, *args: Any, **kwargs: Any) -> trace.Tracer:
        """A tracer recording into ``spans``."""
        provider = self

        class BareTracer(trace.Tracer):
            def start_span(self, name: str, context: Any = None, kind: Any = None, attributes: Any = None,
                           links: Any = None, start_time: int | None = None, record_exception: bool = True,
                           set_status_on_exception: bool = True) -> trace.Span:
                return BareSpan(provider.spans, name, next(provider.ids), attributes, start_time)

            def start_as_current_span(self, *a: Any, **k: Any) -> Iterator[trace.Span]:  # type: ignore[override]
                raise NotImplementedError("warrantguard creates spans with explicit parents")

        return BareTracer()


_EVENTS = ("certificate_started", "tier_planned", "llm_call", "probe_finished", "certificate_finished",
           "certificate_failed", "decision_made", "review_decided")


class EventLog(Hook):
    """A hook that records every event with its arguments, to replay into other sinks."""

    def __init__(self) -> None:
        self.events: list[tuple[str, tuple[Any, ...]]] = []

    def replay(self, sink: Hook) -> None:
        """Send every recorded event to ``sink``, in order (call inside a running task)."""
        for name, args in self.events:
            getattr(sink, name)(*args)


def _recorder(name: str) -> Any:
    def record(self: EventLog, *args: Any) -> None:
        self.events.append((name, args))

    return record


for _name in _EVENTS:
    setattr(EventLog, _name, _recorder(_name))
