"""Certificate engine bench: fast vs frugal vs a paper-faithful mode, side by side.

A simulated async provider answers every call after a fixed latency L with planted
preferences. The workload is 200 decisions whose planted categories follow a mix
modelled on the paper's observed tier distribution (No Warrant most common).
Paper-faithful mode: one call at a time, one call per probe (T0 as 10 calls), one
generator call per T1 paraphrase and per T2/T3 context, every tier run.

Also: calls per certificate before the determinism rule (the engine at ``--before``, a
git revision, run from a temporary worktree on the same workload in the same run) and
after it, and wall time in units of L with 30% of calls failing transiently.

    python bench/certificate.py [--latency 0.02] [--decisions 200] [--before 4b87161]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch of the price map

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _before import run_worker

from warrantguard import Guard, LLMGenerator, ProviderError, RetryPolicy, TransientError, Warrant
from warrantguard.testing import ScriptedModel

MIX = [(Warrant.NONE, 0.45), (Warrant.CONDITIONAL, 0.20), (Warrant.BASIC, 0.15), (Warrant.STRONG, 0.20)]


PARAPHRASES = ["For {ctx}, which is better, {a} or {b}?", "Which one is better for {ctx}, {a} or {b}?",
               "Which would be better for {ctx}, {a} or {b}?", "Which is the better pick for {ctx}, {a} or {b}?"]
QUALIFIERS = ["with young children", "on a tight budget", "in bad weather", "for a first-timer",
              "over a long distance", "in an emergency", "in a large city", "in a rural area"]
FRAMES = ["in general", "in most situations", "for most people", "across a wide range of circumstances",
          "in everyday life", "over the long term", "in similar decisions", "anywhere in the world"]


def decision(i: int, rng: random.Random) -> tuple[str, dict, Warrant]:
    """A question with realistic probes (they pass the engine's checks on generated probes)."""
    a, b, ctx = f"option{i}a", f"option{i}b", f"setting{i}"
    prompt = f"Which is better for {ctx}, {a} or {b}?"
    probes = {
        1: [p.format(ctx=ctx, a=a, b=b) for p in PARAPHRASES],
        2: [f"Which is better for {ctx} {q}, {a} or {b}?" for q in QUALIFIERS],
        3: [f"Which is better for {ctx}, {a} or {b}, {f}?" for f in FRAMES],
    }
    planted = rng.choices([w for w, _ in MIX], [p for _, p in MIX])[0]
    kw: dict = {"generator_probes": probes}
    if planted is Warrant.NONE:
        if rng.random() < 0.5:
            kw["position_bias"] = "first"
        else:
            kw["reversals"] = {probes[1][rng.randrange(4)]: a}
    elif planted is Warrant.CONDITIONAL:
        kw["reversals"] = {QUALIFIERS[k]: a for k in rng.sample(range(8), 2)}
    elif planted is Warrant.BASIC:
        kw["reversals"] = {FRAMES[rng.randrange(8)]: a}
    return prompt, {"prefer": b, **kw}, planted


class TransientFaults(ScriptedModel):
    """30% of calls fail with a transient error after the latency (seeded per decision)."""

    def __init__(self, *args, seed: int = 0, **kw) -> None:
        super().__init__(*args, **kw)
        self.rng = random.Random(seed)

    async def complete(self, request):
        if self.rng.random() < 0.3:
            await asyncio.sleep(self.latency)
            raise TransientError("503")
        return await super().complete(request)


async def certify(mode: str, prompt: str, kw: dict, latency: float) -> tuple[Warrant, int, float]:
    paper = mode == "paper"
    faults = mode.endswith("+faults")
    cls = TransientFaults if faults else ScriptedModel
    extra: dict = {"seed": hash(prompt) % 997} if faults else {}
    if mode.endswith("+probabilities"):
        extra["probability"] = 1.0  # the planted choice with certainty: the same answers, as probabilities
    samples = not paper and not mode.endswith("+no-n")  # "+no-n": a provider without ``n`` (T0 as 10 calls)
    model = cls(**kw, latency=latency, supports_samples=samples, **extra)
    settings: dict = {"strategy": "frugal" if mode.startswith("frugal") else "fast", "exhaustive": paper}
    if paper:
        settings["max_concurrency"] = 1
    retry = RetryPolicy(attempts=6, initial=latency, maximum=4 * latency)
    guard = Guard(model, generator=LLMGenerator(batch=not paper, lexical_fill=False), retry=retry, **settings)
    guard.generator_model = model
    start = time.perf_counter()
    try:
        cert = (await guard.acheck(prompt)).certificate
    except ProviderError:  # the reference failed on every attempt (faults): counted as No Warrant, 0 calls shown
        return Warrant.NONE, 0, (time.perf_counter() - start) / latency
    return cert.warrant, cert.usage.calls, (time.perf_counter() - start) / latency


async def run_mode(mode: str, work: list, latency: float) -> list[tuple[Warrant, int, float]]:
    """Fast and frugal certificates run one at a time (so wall time is not inflated by the
    others); the slow sequential paper mode runs 25 at a time (it mostly waits)."""
    if mode != "paper":
        return [await certify(mode, p, kw, latency) for p, kw, _ in work]
    out: list[tuple[Warrant, int, float]] = []
    for i in range(0, len(work), 25):
        out += await asyncio.gather(*(certify(mode, p, kw, latency) for p, kw, _ in work[i : i + 25]))
    return out


def before(revision: str, latency: float, n: int) -> dict[str, list]:
    """The same workload on the engine at ``revision`` (a temporary git worktree), fast and frugal."""
    return run_worker(__file__, revision, "--latency", str(latency), "--decisions", str(n))  # type: ignore[no-any-return]


async def worker(latency: float, n: int) -> None:
    rng = random.Random(7)
    work = [decision(i, rng) for i in range(n)]
    out = {}
    for mode in ("fast", "frugal"):
        out[mode] = [(int(w), c, t) for w, c, t in await run_mode(mode, work, latency)]
    print(json.dumps(out))


async def main(latency: float, n: int, revision: str | None) -> None:
    rng = random.Random(7)
    work = [decision(i, rng) for i in range(n)]
    rows = {}
    for mode in ("paper", "fast", "frugal", "fast+faults", "frugal+faults", "fast+probabilities",
                 "frugal+probabilities", "fast+no-n", "frugal+no-n"):
        rows[mode] = await run_mode(mode, work, latency)
    old = before(revision, latency, n) if revision else {}
    planted = [w for _, _, w in work]
    print(f"{n} decisions, L = {latency * 1000:.0f} ms; planted mix: "
          + ", ".join(f"{w.label} {planted.count(w)}" for w, _ in MIX))
    print(f"{'mode':<22}{'mean calls':>11}{'before':>8}{'after/before':>13}{'calls vs paper':>16}"
          f"{'p50 (L)':>9}{'p90 (L)':>9}{'p50 Strong (L)':>16}{'agree':>7}")
    base = statistics.mean(c for _, c, _ in rows["paper"])
    for mode, res in rows.items():
        calls = statistics.mean(c for _, c, _ in res)
        strong = [t for (w, _, t), p in zip(res, planted, strict=True) if p is Warrant.STRONG]
        agree = sum(w == pw for (w, _, _), (pw, _, _) in zip(res, rows["paper"], strict=True)) / n
        prior = statistics.mean(c for _, c, _ in old[mode]) if mode in old else None
        times = sorted(t for *_, t in res)
        print(f"{mode:<22}{calls:>11.1f}{_num(prior):>8}{_ratio(calls, prior):>13}{calls / base:>15.0%}"
              f"{statistics.median(times):>9.2f}{times[int(0.9 * (len(times) - 1))]:>9.2f}"
              f"{statistics.median(strong):>16.2f}{agree:>7.0%}")
    for strategy in ("fast", "frugal"):
        strong = [i for i, (w, _, _) in enumerate(rows[strategy]) if w is Warrant.STRONG]
        if strong:
            with_p = statistics.mean(rows[f"{strategy}+probabilities"][i][1] for i in strong)
            without = statistics.mean(rows[strategy][i][1] for i in strong)
            no_n = statistics.mean(rows[f"{strategy}+no-n"][i][1] for i in strong)
            print(f"calls per Strong certificate ({strategy}): {with_p:.1f} with probabilities vs {without:.1f} "
                  f"sampled = {with_p / without:.2f}x (T0 one request with n); vs {no_n:.1f} sampled from a "
                  f"provider without n = {with_p / no_n:.2f}x")
    exact = sum(w == p for (w, _, _), p in zip(rows["paper"], planted, strict=True)) / n
    print(f"paper-faithful mode recovers the planted category for {exact:.0%} of decisions")


def _num(x: float | None) -> str:
    return "-" if x is None else f"{x:.1f}"


def _ratio(a: float, b: float | None) -> str:
    return "-" if not b else f"{a / b:.2f}x"


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency", type=float, default=0.02)
    parser.add_argument("--decisions", type=int, default=200)
    parser.add_argument("--before", default="4b87161", help="git revision of the engine to compare with ('' = none)")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        asyncio.run(worker(args.latency, args.decisions))
    else:
        asyncio.run(main(args.latency, args.decisions, args.before or None))
