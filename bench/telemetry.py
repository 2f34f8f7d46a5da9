"""Telemetry overhead bench: the certificate engine with metrics and tracing on vs off.

A zero-latency scripted model answers every call at once, so the engine's own work is
all that is timed (the worst case for relative overhead: with a real provider the
calls dominate). Each round certifies the same N questions once per configuration,
in a rotating order: no hooks; ``WarrantMetrics`` (private registry); ``WarrantTracing``
(the OpenTelemetry SDK, simple processor, in-memory exporter); both; and both with
``llm_spans=False``. The ratios of the median round times to "off" are printed, in
process CPU time (robust on a shared machine) and wall time. Goal: at most 5% more.

    python bench/telemetry.py [--questions 300] [--rounds 5]
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

from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
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
        kw: dict[str, Any] = [{}, {"reversals": {"bad weather": a}}, {"position_bias": "first"},
                              {"reversals": {"in general": a}}][i % 4]
        out.append((f"Which is better for travel {i}, {a} or {b}?", ScriptedModel(b, **kw)))
    return out


async def certify_all(work: Sequence[tuple[str, ScriptedModel]], hooks: Sequence[Hook]) -> tuple[float, float]:
    """(CPU seconds, wall seconds) to certify every question in turn."""
    guards = [(prompt, Guard(model, generator="lexical", hooks=hooks)) for prompt, model in work]
    cpu, wall = time.process_time(), time.perf_counter()
    for prompt, guard in guards:
        await guard.acheck(prompt)
    return time.process_time() - cpu, time.perf_counter() - wall


def configurations() -> tuple[dict[str, list[Hook]], InMemorySpanExporter]:
    """The hook sets compared, and the exporter that receives their spans."""
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    metrics = WarrantMetrics(CollectorRegistry())
    tracing = WarrantTracing(provider)
    return {
        "off": [],
        "metrics": [metrics],
        "tracing": [tracing],
        "metrics+tracing": [metrics, tracing],
        "metrics+tracing, llm_spans=False": [metrics, WarrantTracing(provider, llm_spans=False)],
    }, exporter


def main() -> None:
    """Run the interleaved rounds and print the ratios to "off"."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--questions", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    configs, exporter = configurations()
    work = questions(args.questions)
    for hooks in configs.values():
        asyncio.run(certify_all(work[:20], hooks))  # warm up imports and caches
    names = list(configs)
    cpu: dict[str, list[float]] = {n: [] for n in names}
    wall: dict[str, list[float]] = {n: [] for n in names}
    spans: dict[str, int] = {}
    for r in range(args.rounds):
        for name in names[r % len(names):] + names[: r % len(names)]:
            exporter.clear()
            c, w = asyncio.run(certify_all(work, configs[name]))
            cpu[name].append(c)
            wall[name].append(w)
            spans[name] = len(exporter.get_finished_spans())
    report(args, names, cpu, wall, spans)


def report(args: Any, names: list[str], cpu: dict[str, list[float]], wall: dict[str, list[float]],
           spans: dict[str, int]) -> None:
    """Print one line per configuration."""
    n = args.questions
    base_cpu, base_wall = statistics.median(cpu["off"]), statistics.median(wall["off"])
    print(f"{n} certificates x {args.rounds} interleaved rounds, zero-latency scripted model")
    print(f"{'configuration':34} {'CPU ms/cert':>11} {'CPU ratio':>9} {'wall ratio':>10} {'spans/cert':>10}")
    for name in names:
        c, w = statistics.median(cpu[name]), statistics.median(wall[name])
        print(f"{name:34} {c / n * 1e3:11.2f} {c / base_cpu:9.3f} {w / base_wall:10.3f} {spans[name] / n:10.1f}")
    both = statistics.median(cpu["metrics+tracing"]) / base_cpu
    print(f"ratio on/off (metrics+tracing, CPU): {both:.3f} ({(both - 1) * 100:+.1f}%; goal <= +5%)")


if __name__ == "__main__":
    main()
