"""Telemetry overhead bench: the certificate engine with metrics and tracing on vs off.

A zero-latency scripted model answers every call at once, so the engine's own work is
all that is timed (the worst case for relative overhead: with a real provider the
calls dominate). Each round certifies the same N questions once per configuration,
in a rotating order: no hooks; ``WarrantMetrics`` (private registry); ``WarrantTracing``
with the OpenTelemetry SDK set up as in production (``BatchSpanProcessor``; the
exporter only counts, so serialisation and network are left out); both; both with
``llm_spans=False``; both with 10% of certificates sampled; the SDK's
``SimpleSpanProcessor`` (exports synchronously; for tests, not production); and both
with a bare recording tracer instead of the SDK (spans kept as tuples), which isolates
warrantguard's own share from the SDK's per-span cost. Each round ends with
``force_flush``, so the export thread's CPU is counted. A last, shorter comparison runs
off vs metrics+tracing through litellm's real client (``mock_response``: still zero
latency, but with the CPU a production call path spends per call). Between the two, the
hook events of a few certificates are recorded and replayed into each sink alone, which
measures warrantguard's hooks without the engine's noise.

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
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout, not an installed copy

from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor
from opentelemetry.sdk.trace.sampling import ParentBased, TraceIdRatioBased
from prometheus_client import CollectorRegistry

from warrantguard import Guard
from warrantguard.guard import Hook
from warrantguard.telemetry import WarrantMetrics, WarrantTracing
from warrantguard.testing import ScriptedModel

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _sinks import BareTracerProvider, CountingExporter, EventLog

Work = list[tuple[str, Any, dict[str, Any]]]  # (prompt, model, model_params)


def questions(n: int) -> Work:
    """N questions with planted preferences across the four warrant categories."""
    out: Work = []
    for i in range(n):
        a, b = f"option{i}a", f"option{i}b"
        variants: list[dict[str, Any]] = [{}, {"reversals": {"bad weather": a}}, {"position_bias": "first"},
                                          {"reversals": {"in general": a}}]
        kw = variants[i % 4]
        out.append((f"Which is better for travel {i}, {a} or {b}?", ScriptedModel(b, **kw), {}))
    return out


def litellm_questions(n: int) -> Work:
    """N questions answered by litellm's real client with ``mock_response`` (no network)."""
    return [(f"Which is better for travel {i}, option{i}a or option{i}b?", "openai/gpt-4o-mini",
             {"mock_response": f"option{i}b"}) for i in range(n)]


class Config:
    """One configuration: its hooks and the tracer provider (if any) to flush and count."""

    def __init__(self, hooks: list[Hook], provider: TracerProvider | None = None,
                 exporter: CountingExporter | None = None, bare: BareTracerProvider | None = None) -> None:
        self.hooks, self.provider, self.exporter, self.bare = hooks, provider, exporter, bare
        self.bare_count = 0

    def flush(self) -> None:
        """Export what the SDK still holds (counted as this configuration's CPU)."""
        if self.provider is not None:
            self.provider.force_flush()
        if self.bare is not None:
            self.bare_count += len(self.bare.spans)
            self.bare.spans.clear()

    def spans(self) -> int:
        """Spans exported so far."""
        return self.exporter.count if self.exporter else self.bare_count


async def certify_all(work: Work, config: Config) -> tuple[float, float]:
    """(CPU seconds, wall seconds) to certify every question in turn and flush the spans."""
    guards = [(prompt, Guard(model, generator="lexical", hooks=config.hooks, model_params=params))
              for prompt, model, params in work]
    cpu, wall = time.process_time(), time.perf_counter()
    for prompt, guard in guards:
        await guard.acheck(prompt)
    config.flush()
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
    bare = BareTracerProvider()
    return {
        "off": Config([]),
        "off again (A/A: the noise)": Config([]),
        "metrics": Config([metrics]),
        "tracing": Config([WarrantTracing(batch[0])], *batch),
        "metrics+tracing": Config([metrics, WarrantTracing(batch[0])], *batch),
        "metrics+tracing, llm_spans=False": Config([metrics, WarrantTracing(batch[0], llm_spans=False)], *batch),
        "metrics+tracing, 10% sampled": Config([metrics, WarrantTracing(sampled[0])], *sampled),
        "metrics+tracing, SimpleSpanProcessor": Config([metrics, WarrantTracing(simple[0])], *simple),
        "metrics+tracing, bare tracer (no SDK)": Config([metrics, WarrantTracing(bare)], bare=bare),
    }


def span_cost(tp: Any, attributes: int, n: int = 20_000) -> float:
    """CPU seconds a tracer provider spends on one child span with that many attributes."""
    tracer = tp.get_tracer("bench")
    parent = trace.set_span_in_context(tracer.start_span("parent"))
    attrs = {f"k{i}": i for i in range(attributes)}
    cpu = time.process_time()
    for _ in range(n):
        tracer.start_span("child", context=parent, start_time=1, attributes=attrs).end(end_time=2)
    if hasattr(tp, "force_flush"):
        tp.force_flush()
    return (time.process_time() - cpu) / n


def sdk_span_cost(attributes: int) -> float:
    """CPU seconds the SDK (batch processor) spends on one child span with that many attributes."""
    tp, _ = provider()
    cost = span_cost(tp, attributes)
    tp.shutdown()
    return cost


Samples = dict[str, list[float]]


def compare(configs: dict[str, Config], work: Work, rounds: int) -> tuple[Samples, Samples, dict[str, int]]:
    """CPU and wall seconds per round for each configuration (rotating order), and spans per round."""
    for config in configs.values():
        asyncio.run(certify_all(work[:20], config))  # warm up imports and caches
    names = list(configs)
    cpu: Samples = {n: [] for n in names}
    wall: Samples = {n: [] for n in names}
    spans: dict[str, int] = {}
    for r in range(rounds):
        for name in names[r % len(names):] + names[: r % len(names)]:
            before = configs[name].spans()
            c, w = asyncio.run(certify_all(work, configs[name]))
            cpu[name].append(c)
            wall[name].append(w)
            spans[name] = configs[name].spans() - before
    return cpu, wall, spans


def main() -> None:
    """Run the interleaved rounds and print the ratios to "off"."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--questions", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--litellm-questions", type=int, default=10)
    args = parser.parse_args()
    cpu, wall, spans = compare(configurations(), questions(args.questions), args.rounds)
    report(args, cpu, wall, spans)
    print_sdk_share(args, cpu, spans)
    print_hooks_alone(args, cpu)
    print_litellm(args)


def report(args: Any, cpu: Samples, wall: Samples, spans: dict[str, int]) -> None:
    """Print one line per configuration."""
    n = args.questions
    base = {k: f(cpu["off"]) for k, f in (("median", statistics.median), ("min", min))}
    base_wall = statistics.median(wall["off"])
    print(f"{n} certificates x {args.rounds} interleaved rounds, zero-latency scripted model")
    print("CPU ratios to 'off' from the median round and from the fastest round (least disturbed "
          "by other load)")
    print(f"{'configuration':38} {'CPU ms/cert':>11} {'median':>7} {'fastest':>7} {'wall':>6} {'spans/cert':>10}")
    for name in cpu:
        c = statistics.median(cpu[name])
        print(f"{name:38} {c / n * 1e3:11.2f} {c / base['median']:7.3f} {min(cpu[name]) / base['min']:7.3f} "
              f"{statistics.median(wall[name]) / base_wall:6.3f} {spans[name] / n:10.1f}")


def print_sdk_share(args: Any, cpu: Samples, spans: dict[str, int]) -> None:
    """Split the tracing overhead into warrantguard's share and the SDK's per-span floor."""
    base = min(cpu["off"])
    both = min(cpu["metrics+tracing"]) / base - 1
    ours = min(cpu["metrics+tracing, bare tracer (no SDK)"]) / base - 1
    per_cert = spans["metrics+tracing"] / args.questions
    with_attrs, bare = sdk_span_cost(10), sdk_span_cost(0)
    print(f"metrics+tracing with the SDK, CPU, fastest rounds: {both * 100:+.1f}% (goal <= +5%)")
    print(f"  warrantguard's own share (metrics + tracing into a bare recording tracer): {ours * 100:+.1f}%")
    print(f"  SDK per span (batch processor): {with_attrs * 1e6:.1f} us with 10 attributes, {bare * 1e6:.1f} us "
          f"with none; x {per_cert:.0f} spans/cert = {with_attrs * per_cert * args.questions / base * 100:+.1f}% "
          f"({bare * per_cert * args.questions / base * 100:+.1f}% for attribute-free spans alone)")
    calls = per_cert - 5  # the certificate span and its four tier spans
    print(f"  so with one span per LLM call the SDK alone needs >= {bare * 1e6:.0f} us per call, against "
          f"{base / args.questions / calls * 1e6:.0f} us of engine CPU per call on this model")


REPLAYS, REPEATS = 50, 7


def hook_cost(work: Work, sinks: dict[str, Hook]) -> dict[str, float]:
    """CPU seconds per certificate each sink spends on the recorded hook events of ``work``
    (``REPLAYS`` replays, the fastest of ``REPEATS``): the hooks' own cost, free of the
    engine's noise."""
    log = EventLog()
    asyncio.run(certify_all(work, Config([log])))

    async def replay(sink: Hook) -> float:
        cpu = time.process_time()
        for _ in range(REPLAYS):
            log.replay(sink)
        return (time.process_time() - cpu) / REPLAYS / len(work)

    return {name: min(asyncio.run(replay(sink)) for _ in range(REPEATS)) for name, sink in sinks.items()}


def print_hooks_alone(args: Any, cpu: Samples) -> None:
    """warrantguard's own share, from replayed hook events (SDK-free and engine-free)."""
    cost = hook_cost(questions(8), {"metrics": WarrantMetrics(CollectorRegistry()),
                                    "tracing": WarrantTracing(BareTracerProvider())})
    base = min(cpu["off"]) / args.questions
    print(f"  warrantguard's hooks alone (recorded events replayed, fastest of {REPEATS}): metrics "
          f"{cost['metrics'] * 1e6:.0f} us + tracing into the bare tracer {cost['tracing'] * 1e6:.0f} us "
          f"per certificate = {(cost['metrics'] + cost['tracing']) / base * 100:+.1f}% of 'off'")


def print_litellm(args: Any) -> None:
    """Off vs metrics+tracing (SDK) through litellm's real client at zero latency."""
    batch = provider()
    configs = {"off": Config([]), "off again": Config([]),
               "metrics+tracing": Config([WarrantMetrics(CollectorRegistry()), WarrantTracing(batch[0])], *batch)}
    n, rounds = args.litellm_questions, max(6, args.rounds // 2)
    cpu, _, spans = compare(configs, litellm_questions(n), rounds)
    base = statistics.median(cpu["off"])
    print(f"through litellm's client (mock_response, zero latency; {n} certificates x {rounds} rounds, "
          f"{base / n * 1e3:.1f} ms CPU/cert, {spans['metrics+tracing'] / n:.0f} spans/cert), "
          f"median CPU ratios to 'off': metrics+tracing {statistics.median(cpu['metrics+tracing']) / base:.3f}, "
          f"off again {statistics.median(cpu['off again']) / base:.3f} (litellm's own CPU varies by "
          f"{(max(cpu['off']) / min(cpu['off']) - 1) * 100:.0f}% between rounds)")


if __name__ == "__main__":
    main()
