"""Certificate engine bench: fast vs frugal vs a paper-faithful mode, side by side.

A simulated async provider answers every call after a fixed latency L with planted
preferences. The workload is 200 decisions whose planted categories follow a mix
modelled on the paper's observed tier distribution (No Warrant most common).
Paper-faithful mode: one call at a time, one call per probe (T0 as 10 calls), one
generator call per T1 paraphrase and per T2/T3 context, every tier run.

    python bench/certificate.py [--latency 0.02] [--decisions 200]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import time

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch of the price map

from warrantguard import Guard, LLMGenerator, Warrant
from warrantguard.testing import ScriptedModel

MIX = [(Warrant.NONE, 0.45), (Warrant.CONDITIONAL, 0.20), (Warrant.BASIC, 0.15), (Warrant.STRONG, 0.20)]


def decision(i: int, rng: random.Random) -> tuple[str, dict, Warrant]:
    a, b, ctx = f"option{i}a", f"option{i}b", f"setting{i}"
    prompt = f"Which is better for {ctx}, {a} or {b}?"
    probes = {
        1: [f"Which is preferable for {ctx} no. {k}, {a} or {b}?" for k in range(4)],
        2: [f"Which is better for {ctx} case{k}, {a} or {b}?" for k in range(8)],
        3: [f"Which is better for wider{k} {ctx}, {a} or {b}?" for k in range(8)],
    }
    planted = rng.choices([w for w, _ in MIX], [p for _, p in MIX])[0]
    kw: dict = {"generator_probes": probes}
    if planted is Warrant.NONE:
        if rng.random() < 0.5:
            kw["position_bias"] = "first"
        else:
            kw["reversals"] = {f"no. {rng.randrange(4)}": a}
    elif planted is Warrant.CONDITIONAL:
        kw["reversals"] = {f"case{k}": a for k in rng.sample(range(8), 2)}
    elif planted is Warrant.BASIC:
        kw["reversals"] = {f"wider{rng.randrange(8)}": a}
    return prompt, {"prefer": b, **kw}, planted


async def certify(mode: str, prompt: str, kw: dict, latency: float) -> tuple[Warrant, int, float]:
    paper = mode == "paper"
    model = ScriptedModel(**kw, latency=latency, supports_samples=not paper)
    settings = {"strategy": "frugal" if mode == "frugal" else "fast", "exhaustive": paper}
    if paper:
        settings["max_concurrency"] = 1
    guard = Guard(model, generator=LLMGenerator(batch=not paper, lexical_fill=False), **settings)
    guard.generator_model = model
    start = time.perf_counter()
    cert = (await guard.acheck(prompt)).certificate
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


async def main(latency: float, n: int) -> None:
    rng = random.Random(7)
    work = [decision(i, rng) for i in range(n)]
    rows = {}
    for mode in ("paper", "fast", "frugal"):
        rows[mode] = await run_mode(mode, work, latency)
    planted = [w for _, _, w in work]
    print(f"{n} decisions, L = {latency * 1000:.0f} ms; planted mix: "
          + ", ".join(f"{w.label} {planted.count(w)}" for w, _ in MIX))
    print(f"{'mode':<8}{'mean calls':>12}{'calls vs paper':>16}{'p50 (L)':>10}{'p50 Strong (L)':>16}{'agree':>8}")
    base = statistics.mean(c for _, c, _ in rows["paper"])
    for mode, res in rows.items():
        calls = statistics.mean(c for _, c, _ in res)
        strong = [t for (w, _, t), p in zip(res, planted, strict=True) if p is Warrant.STRONG]
        agree = sum(w == pw for (w, _, _), (pw, _, _) in zip(res, rows["paper"], strict=True)) / n
        print(f"{mode:<8}{calls:>12.1f}{calls / base:>15.0%}{statistics.median(t for *_, t in res):>10.2f}"
              f"{statistics.median(strong):>16.2f}{agree:>8.0%}")
    exact = sum(w == p for (w, _, _), p in zip(rows["paper"], planted, strict=True)) / n
    print(f"paper-faithful mode recovers the planted category for {exact:.0%} of decisions")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency", type=float, default=0.02)
    parser.add_argument("--decisions", type=int, default=200)
    args = parser.parse_args()
    asyncio.run(main(args.latency, args.decisions))
