"""Where a drop-in request answered from a stored certificate spends its time (issue 23).

The goal "a request answered from a reused certificate has p50 <= 1.1 x the upstream latency" is
measured in ``bench/traffic.py`` against L, the fake upstream's own delay. Through the drop-in the
request also pays litellm's own cost per call, which no guardrail can remove. This script separates
the parts, side by side in one run, one request at a time (no queueing), against one fake upstream
(``warrantguard.testing.FakeUpstream`` in its own process, delay L):

- ``httpx``: a bare ``httpx.AsyncClient`` POST to the upstream (the transport's floor);
- ``litellm``: plain ``litellm.acompletion`` (what the application paid before warrantguard);
- ``dropin pass``: ``litellm_dropin.acompletion`` of the same pairwise prompt with ``warrant=False``
  (without it a pairwise prompt is certified: the drop-in recognises it);
- ``dropin reused``: the same with ``warrant={}`` and a policy with ``reuse: 7d``, the question's
  certificate already stored (each request checks its own answer against the stored one).

Rounds interleave the four, so drift hits them alike. Prints p50/p95 in ms and in units of L, and
the reused request against plain litellm and against the transport's floor.

    python bench/dropin_floor.py [--rounds 300] [--latency-ms 50]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import httpx
import litellm

from bench.traffic import Counting, child, policy
from warrantguard.adapters import litellm_dropin
from warrantguard.guard import Guard, MemoryCertificateStore

QUESTION = "Which is safer to travel by on the coast road, motorcycle or train?"
MESSAGES = [{"role": "user", "content": QUESTION}]


def pct(values: list[float], q: float) -> float:
    """The ``q`` quantile of ``values`` (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def measure(rounds: int, up: str) -> dict[str, list[float]]:
    """Per path, the wall time (s) of each of ``rounds`` requests, the four paths interleaved."""
    params = {"api_base": up + "/v1", "api_key": "sk-bench"}
    guard = Guard("openai/fake-model", generator="lexical", policy=policy("reuse"), model_params=params,
                  certificates=MemoryCertificateStore())
    body = {"model": "fake-model", "messages": MESSAGES}
    async with httpx.AsyncClient(base_url=up) as client:
        paths: dict[str, Callable[[], Awaitable[Any]]] = {
            "httpx": lambda: client.post("/v1/chat/completions", json=body),
            "litellm": lambda: litellm.acompletion(model="openai/fake-model", messages=MESSAGES, **params),
            "dropin pass": lambda: litellm_dropin.acompletion(model="openai/fake-model", messages=MESSAGES,
                                                              warrant=False, guard=guard, **params),
            "dropin reused": lambda: litellm_dropin.acompletion(model="openai/fake-model", messages=MESSAGES,
                                                                warrant={}, guard=guard, **params),
        }
        first = await paths["dropin reused"]()  # computes and stores the certificate (not timed)
        assert first.warrant["certification"] == "certified", first.warrant
        for call in paths.values():  # warm every path's connections
            await call()
        times: dict[str, list[float]] = {name: [] for name in paths}
        for _ in range(rounds):
            for name, call in paths.items():
                start = time.perf_counter()
                response = await call()
                times[name].append(time.perf_counter() - start)
                if name == "dropin reused":
                    assert response.warrant["certification"] == "reused", response.warrant
    return times


def report(times: dict[str, list[float]], latency: float) -> None:
    """p50/p95 per path, in ms and in L; the reused request against plain litellm and the floor."""
    print(f"one request at a time, {len(times['httpx'])} rounds, upstream delay L = {latency * 1000:.0f} ms")
    print(f"  {'path':<15}{'p50 ms':>8}{'p95 ms':>8}{'p50 L':>8}{'p95 L':>8}{'mean ms':>9}")
    for name, values in times.items():
        p50, p95 = pct(values, 0.5), pct(values, 0.95)
        print(f"  {name:<15}{p50 * 1000:8.1f}{p95 * 1000:8.1f}{p50 / latency:8.2f}{p95 / latency:8.2f}"
              f"{statistics.fmean(values) * 1000:9.1f}")
    reused, plain, floor = (pct(times[k], 0.5) for k in ("dropin reused", "litellm", "httpx"))
    print(f"  reused p50 / plain litellm p50: {reused / plain:.3f}x; reused p50 - plain litellm p50: "
          f"{(reused - plain) * 1000:+.1f} ms")
    print(f"  litellm's own cost over the transport: {(plain - floor) * 1000:+.1f} ms at p50 "
          f"({plain / latency:.2f} L before warrantguard)")


def main() -> None:
    """Run the four paths against one fake upstream and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--rounds", type=int, default=300)
    parser.add_argument("--latency-ms", type=float, default=50.0)
    args = parser.parse_args()
    latency = args.latency_ms / 1000
    with child(lambda: Counting(latency)) as (up, _pid):
        times = asyncio.run(measure(args.rounds, up))
    report(times, latency)


if __name__ == "__main__":
    main()
