"""The engine's own CPU per certificate and a Strong certificate's rounds, before and after.

Issue 23, item 6: with the scripted model at zero latency the engine spent about 42 ms of CPU
per certificate, and a Strong certificate through ``Guard.check`` with generated probes took
a p50 of 3.1 L at L = 200 ms (the floor is 2 rounds: the reference beside the generator, then
the probes). Goals: ≤ 5 ms of engine CPU, ≤ 2.3 L.

* CPU: ``time.process_time()`` (every thread: vetting may run in a worker) over ``--certificates``
  certificates of ``bench/certificate.py``'s workload (LLM-written probes, the planted mix), at
  zero latency, after a warm-up. The scripted model's own share (its ``complete``, timed with
  ``time.thread_time()``) is measured and subtracted: what is left is the engine's.
* Rounds: the wall time of each Strong certificate of that workload, one at a time, in units
  of the model's latency L (fast strategy, a model that answers ``n`` samples in one request).

The same workload runs on the engine at ``--before`` (a git revision, from a temporary worktree)
and on this tree, in one run, side by side.

CPU is measured ``--rounds`` times per side, each round in a fresh process, the two sides
alternating (this machine's speed drifts from one minute to the next by as much as 2x); the
median and the lowest round are printed, and the goal is judged on the median.

    python bench/engine_speed.py [--before 95b024b] [--certificates 40] [--rounds 5] [--strong 10]
                                 [--latency 0.2,0.02]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch of the price map

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _before import ROOT, revision_env, run_worker, worker_output
from certificate import decision

from warrantguard import Guard, LLMGenerator, Warrant
from warrantguard.testing import ScriptedModel


class Timed(ScriptedModel):
    """The scripted model, counting the CPU its own ``complete`` spends (its share, not the engine's)."""

    spent = 0.0

    async def complete(self, request):  # type: ignore[no-untyped-def]
        start = time.thread_time()
        try:
            return await super().complete(request)
        finally:
            Timed.spent += time.thread_time() - start


async def _certify(prompt: str, kw: dict, latency: float) -> float:
    model = Timed(**kw, latency=latency)
    guard = Guard(model, generator=LLMGenerator(lexical_fill=False), strategy="fast")
    guard.generator_model = model
    start = time.perf_counter()
    await guard.acheck(prompt)
    return time.perf_counter() - start


async def cpu(n: int) -> dict[str, float]:
    """Milliseconds of CPU per certificate: in all, the scripted model's, the engine's."""
    rng = random.Random(7)
    work = [decision(i, rng) for i in range(n + 5)]
    for prompt, kw, _ in work[:5]:  # warm-up: imports, caches, compiled patterns
        await _certify(prompt, kw, 0.0)
    Timed.spent = 0.0
    start = time.process_time()
    for prompt, kw, _ in work[5:]:
        await _certify(prompt, kw, 0.0)
    total = (time.process_time() - start) / n * 1000
    model = Timed.spent / n * 1000
    return {"total": total, "model": model, "engine": total - model}


async def rounds(n: int, latency: float) -> list[float]:
    """Wall time of ``n`` Strong certificates, one at a time, in units of ``latency``."""
    rng = random.Random(7)
    strong = [d for d in (decision(i, rng) for i in range(400)) if d[2] is Warrant.STRONG][:n]
    return [await _certify(prompt, kw, latency) / latency for prompt, kw, _ in strong]


async def measure(certificates: int, strong: int, latencies: list[float]) -> dict:
    out: dict = {"cpu": await cpu(certificates)} if certificates else {}
    for latency in latencies:
        out[f"L={latency:g}"] = await rounds(strong, latency)
    return out


def main() -> None:
    """Print engine CPU per certificate and Strong p50 in L, before and after."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default="95b024b", help="git revision to compare with ('' = none)")
    parser.add_argument("--certificates", type=int, default=40, help="certificates timed for CPU (at least 20)")
    parser.add_argument("--strong", type=int, default=10, help="Strong certificates timed per latency")
    parser.add_argument("--latency", default="0.2,0.02", help="model latencies L in seconds")
    parser.add_argument("--rounds", type=int, default=5, help="CPU rounds, each side in a fresh process, alternating")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    latencies = [float(x) for x in args.latency.split(",") if x.strip()]
    run = (args.certificates, args.strong, latencies)
    if args.worker:
        print(json.dumps(asyncio.run(measure(*run))))
        return
    strong_only = ("--certificates", "0", "--strong", str(args.strong), "--latency", args.latency)
    old = run_worker(__file__, args.before, *strong_only) if args.before and latencies else {}
    new = asyncio.run(measure(0, args.strong, latencies))
    old_cpu, new_cpu = cpu_rounds(args.before, args.certificates, max(1, args.rounds))
    print(f"engine at {args.before or '-'} (before) and this tree (after), scripted model; {args.rounds} rounds of "
          f"{args.certificates} certificates for CPU (each in a fresh process, alternating), {args.strong} Strong "
          "ones per latency")
    print(f"{'':<46}{'before':>10}{'after':>10}{'after/before':>14}")
    for key, label in (("total", "CPU per certificate, all"), ("model", "  the scripted model's share"),
                       ("engine", "  the engine's own")):
        for name, pick in (("median", statistics.median), ("lowest", min)):
            _row(f"{label}, {name} (ms)", pick([r[key] for r in old_cpu]) if old_cpu else None,
                 pick([r[key] for r in new_cpu]))
    print("  the engine's own per round (ms), after: " + ", ".join(f"{r['engine']:.2f}" for r in new_cpu)
          + ("; before: " + ", ".join(f"{r['engine']:.2f}" for r in old_cpu) if old_cpu else ""))
    for latency in latencies:
        key = f"L={latency:g}"
        _row(f"Strong p50 at L = {latency * 1000:g} ms (L)", _p50(old.get(key)), _p50(new[key]))
    engine = statistics.median(r["engine"] for r in new_cpu)
    strong = _p50(new.get("L=0.2"))  # None when no Strong certificate was timed (--strong 0)
    print(f"goals: engine CPU <= 5 ms -> {engine:.1f} ms (median of {len(new_cpu)} rounds); Strong p50 <= 2.3 L at "
          "L = 200 ms -> " + (f"{strong:.2f} L" if strong is not None else "not measured"))


def cpu_rounds(before: str, certificates: int, rounds: int) -> tuple[list[dict], list[dict]]:
    """The CPU split per certificate, ``rounds`` times per side, before and after alternating, each
    round in a fresh process: this machine's speed drifts by minutes, and alternation spreads the
    drift over both sides (the before side is empty when ``before`` is '')."""
    cpu_only = ("--certificates", str(certificates), "--strong", "0", "--latency", "")
    here = {**os.environ, "PYTHONPATH": str(ROOT)}
    old: list[dict] = []
    new: list[dict] = []
    with contextlib.ExitStack() as stack:
        env = stack.enter_context(revision_env(before)) if before else None
        for _ in range(rounds):
            if env is not None:
                old.append(worker_output(__file__, env, *cpu_only)["cpu"])
            new.append(worker_output(__file__, here, *cpu_only)["cpu"])
    return old, new


def _p50(times: list[float] | None) -> float | None:
    return statistics.median(times) if times else None


def _row(label: str, before: float | None, after: float | None) -> None:
    ratio = f"{after / before:.2f}x" if before and after is not None else "-"
    shown = [f"{x:>10.2f}" if x is not None else f"{'-':>10}" for x in (before, after)]
    print(f"{label:<46}{shown[0]}{shown[1]}{ratio:>14}")


if __name__ == "__main__":
    main()
