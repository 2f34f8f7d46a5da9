"""Telemetry overhead bench: the certificate engine with metrics and tracing on vs off.

A zero-latency scripted model answers every call at once, so the engine's own work is
all that is timed (the worst case for relative overhead: with a real provider the
calls dominate). Each round certifies the same N questions once per configuration,
in a rotating order: no hooks; ``WarrantMetrics`` (private registry); ``WarrantTracing``
with the OpenTelemetry SDK set up as in production (``BatchSpanProcessor``; the
exporter only counts, so serialisation and network are left out); both; both with
``llm_spans=False``; both with 10% of certificates sampled; and, for comparison, the
SDK's ``SimpleSpanProcessor`` (exports synchronously; for tests, not production).
Each round ends with ``force_flush``, so the export thread's CPU is counted.

The ratios of the median round times to "off" are printed side by side, in process CPU
time (all threads; robust on a shared machine) and wall time, with the SDK's own cost
per span measured in the same process. Goal: at most 5% more CPU.

    python bench/telemetry.py [--questions 50] [--rounds 20]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout, not an installed copy

from opentelemetry import trace
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import (
    BatchSpanProcessor,
    SimpleSpanProcessor,
    SpanExporter,
    SpanExportResult,
)
from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased
from prometheus_client import CollectorRegistry

from warrantguard import Guard
from warrantguard.guard import Hook
from warrantguard.telemetry import WarrantMetrics, WarrantTracing
from warrantguard.testing import ScriptedModel


def questions(n: int) -> list[tuple[str, ScriptedModel]]:
    """N questions with planted preferences across the four warrant categories."""
    out = []
    for i in range(n):
        a, b = f"option{i}a", f"option{i}b"
        variants: list[dict[str, Any]] = [{}, {"reversals": {"bad weather": a}}, {"position_bias": "first"},
                                          {"reversals": {"in general": a}}]
        kw = variants[i % 4]
        out.append((f"Which is better for travel {i}, {a} or {b}?", ScriptedModel(b, **kw)))
    return out


class CountingExporter(SpanExporter):
    """A no-op exporter that counts what it is given."""

    def __init__(self) -> None:
        self.count = 0

    def export(self, spans: Sequence[ReadableSpan]) -> SpanExportResult:
        """Count the batch."""
        self.count += len(spans)
        return SpanExportResult.SUCCESS


class Config:
    """One configuration: its hooks and the tracer provider (if any) to flush and count."""

    def __init__(self, hooks: list[Hook], provider: TracerProvider | None = None,
                 exporter: CountingExporter | None = None) -> None:
        self.hooks, self.provider, self.exporter = hooks, provider, exporter

    def spans(self) -> int:
        """Spans exported so far."""
        return self.exporter.count if self.exporter else 0


async def certify_all(work: Sequence[tuple[str, ScriptedModel]], config: Config) -> tuple[float, float]:
    """(CPU seconds, wall seconds) to certify every question in turn and flush the spans."""
    guards = [(prompt, Guard(model, generator="lexical", hooks=config.hooks)) for prompt, model in work]
    cpu, wall = time.process_time(), time.perf_counter()
    for prompt, guard in guards:
        await guard.acheck(prompt)
    if config.provider is not None:
        config.provider.force_flush()
    return time.process_time() - cpu, time.perf_counter() - wall


def provider(processor: type = BatchSpanProcessor,
             ratio: float | None = None) -> tuple[TracerProvider, CountingExporter]:
    """An SDK tracer provider exporting to a counting exporter."""
    exporter = CountingExporter()
    sampler = ParentBased(TraceIdRatioBased(ratio)) if ratio is not None else None
    tp = TracerProvider(sampler=sampler) if sampler else TracerProvider()
    tp.add_span_processor(processor(exporter, max_queue_size=65536) if processor is BatchSpanProcessor
                          else processor(exporter))
    return tp, exporter


def configurations() -> dict[str, Config]:
    """The configurations compared."""
    metrics = WarrantMetrics(CollectorRegistry())
    batch, simple, sampled = provider(), provider(SimpleSpanProcessor), provider(ratio=0.1)
    return {
        "off": Config([]),
        "metrics": Config([metrics]),
        "tracing": Config([WarrantTracing(batch[0])], *batch),
        "metrics+tracing": Config([metrics, WarrantTracing(batch[0])], *batch),
        "metrics+tracing, llm_spans=False": Config([metrics, WarrantTracing(batch[0], llm_spans=False)], *batch),
        "metrics+tracing, 10% sampled": Config([metrics, WarrantTracing(sampled[0])], *sampled),
        "metrics+tracing, SimpleSpanProcessor": Config([metrics, WarrantTracing(simple[0])], *simple),
    }


def sdk_span_cost(n: int = 20_000) -> float:
    """CPU seconds the SDK (batch processor) spends on one child span with 10 attributes."""
    tp, _ = provider()
    tracer = tp.get_tracer("bench")
    parent = trace.set_span_in_context(tracer.start_span("parent"))
    attrs = {f"k{i}": i for i in range(10)}
    cpu = time.process_time()
    for _ in range(n):
        tracer.start_span("child", context=parent, start_time=1, attributes=attrs).end(end_time=2)
    tp.force_flush()
    cost = (time.process_time() - cpu) / n
    tp.shutdown()
    return cost


def main() -> None:
    """Run the interleaved rounds and print the ratios to "off"."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--questions", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    configs = configurations()
    work = questions(args.questions)
    for config in configs.values():
        asyncio.run(certify_all(work[:20], config))  # warm up imports and caches
    names = list(configs)
    cpu: dict[str, list[float]] = {n: [] for n in names}
    wall: dict[str, list[float]] = {n: [] for n in names}
    spans: dict[str, int] = {}
    for r in range(args.rounds):
        for name in names[r % len(names):] + names[: r % len(names)]:
            before = configs[name].spans()
            c, w = asyncio.run(certify_all(work, configs[name]))
            cpu[name].append(c)
            wall[name].append(w)
            spans[name] = configs[name].spans() - before
    report(args, names, cpu, wall, spans, sdk_span_cost())


def report(args: Any, names: list[str], cpu: dict[str, list[float]], wall: dict[str, list[float]],
           spans: dict[str, int], per_span: float) -> None:
    """Print one line per configuration, and how much of the tracing cost is the SDK's."""
    n = args.questions
    base = {k: f(cpu["off"]) for k, f in (("median", statistics.median), ("min", min))}
    base_wall = statistics.median(wall["off"])
    print(f"{n} certificates x {args.rounds} interleaved rounds, zero-latency scripted model")
    print("CPU ratios to 'off' from the median round and from the fastest round (least disturbed "
          "by other load)")
    print(f"{'configuration':38} {'CPU ms/cert':>11} {'median':>7} {'fastest':>7} {'wall':>6} {'spans/cert':>10}")
    for name in names:
        c = statistics.median(cpu[name])
        print(f"{name:38} {c / n * 1e3:11.2f} {c / base['median']:7.3f} {min(cpu[name]) / base['min']:7.3f} "
              f"{statistics.median(wall[name]) / base_wall:6.3f} {spans[name] / n:10.1f}")
    both = min(cpu["metrics+tracing"]) / base["min"]
    floor = per_span * spans["metrics+tracing"] / base["min"]
    print(f"ratio on/off (metrics+tracing, CPU, fastest rounds): {both:.3f} ({(both - 1) * 100:+.1f}%; "
          "goal <= +5%)")
    print(f"SDK alone: {per_span * 1e6:.1f} us CPU per span (batch processor) x "
          f"{spans['metrics+tracing'] / n:.0f} spans/cert = {floor * 100:+.1f}% of 'off'; "
          f"the rest ({(both - 1 - floor) * 100:+.1f}%) is warrantguard's hooks")

if __name__ == "__main__":
    main()
