"""Certificate integrity, before and after, side by side in one run (issue 11's measurements).

* faults: 200 certificates (fast and frugal, sync and async) on a perfectly consistent
  scripted model behind a provider that fails 30% of calls at random (a transient
  error, an arbitrary exception, an empty list of completions, an empty string, an
  off-format reply): untyped exceptions, typed errors, reversals (a consistent model
  has none), tiers with more answers than planned, unassessed tiers in a certificate
  marked complete.
* jitter: 30 runs per strategy with 0–10 ms of random latency and planted reversals in
  T2 (two) and T3 (one): distinct certificates (JSON without ids and usage).

The "before" column runs the same script against the engine at ``--before`` (a git
revision, from a temporary worktree). The fault and latency wrappers are defined here,
so both engines see exactly the same provider.

    python bench/integrity.py [--before 4b87161] [--certificates 200]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
sys.path.insert(0, str(Path(__file__).resolve().parent))
from _before import run_worker

from warrantguard import Guard, RetryPolicy, WarrantguardError
from warrantguard.guard import ChatResponse, TransientError
from warrantguard.testing import ScriptedModel

Q = "Which is safer to travel by, motorcycle or train?"


class Faulty(ScriptedModel):
    """30% of calls fail with one of five faults (seeded)."""

    def __init__(self, seed: int) -> None:
        super().__init__("train")
        self.rng = random.Random(seed)

    async def complete(self, request: Any) -> ChatResponse:
        if self.rng.random() < 0.3:
            fault = self.rng.randrange(5)
            if fault == 0:
                raise TransientError("503")
            if fault == 1:
                raise RuntimeError("boom")
            if fault == 2:
                return ChatResponse(texts=[])
            return ChatResponse(texts=["" if fault == 3 else "B"] * request.samples)
        return await super().complete(request)


class Jittery(ScriptedModel):
    def __init__(self, seed: int) -> None:
        super().__init__("train", reversals={"with young children": "motorcycle", "in bad weather": "motorcycle",
                                             "in general": "motorcycle"})
        self.rng = random.Random(seed)

    async def complete(self, request: Any) -> ChatResponse:
        await asyncio.sleep(self.rng.uniform(0, 0.01))
        return await super().complete(request)


def faults(n: int) -> dict[str, int]:
    out = {"certificates": 0, "typed errors": 0, "untyped exceptions": 0, "reversals": 0,
           "n_k > planned": 0, "complete with an unassessed tier": 0}
    for i in range(n):
        guard = Guard(Faulty(i), generator="lexical", strategy="fast" if i % 2 else "frugal",
                      retry=RetryPolicy(attempts=4, initial=0.0, maximum=0.0))
        try:
            cert = guard.check(Q).certificate if i % 4 < 2 else asyncio.run(guard.acheck(Q)).certificate
        except WarrantguardError:
            out["typed errors"] += 1
            continue
        except Exception:
            out["untyped exceptions"] += 1
            continue
        out["certificates"] += 1
        out["reversals"] += len(cert.reversals)
        out["n_k > planned"] += sum(t.probes + t.invalid > t.planned for t in cert.tiers)
        out["complete with an unassessed tier"] += cert.complete and any(
            t.status.value == "unassessed" for t in cert.tiers)
    return out


def jitter(runs: int) -> dict[str, int]:
    out = {}
    for strategy in ("fast", "frugal"):
        seen = set()
        for seed in range(runs):
            cert = Guard(Jittery(seed), generator="lexical", strategy=strategy).check(Q).certificate
            seen.add(json.dumps(cert.model_dump(mode="json", exclude={"id", "usage"}), sort_keys=True))
        out[f"distinct certificates ({strategy}, {runs} runs)"] = len(seen)
    return out


def measure(n: int, runs: int) -> dict[str, int]:
    return {**faults(n), **jitter(runs)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", default="4b87161")
    parser.add_argument("--certificates", type=int, default=200)
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        print(json.dumps(measure(args.certificates, args.runs)))
        return
    after = measure(args.certificates, args.runs)
    before = run_worker(__file__, args.before, "--certificates", str(args.certificates), "--runs", str(args.runs)) \
        if args.before else {}
    print(f"{'':<44}{'before':>10}{'after':>10}")
    for key, value in after.items():
        print(f"{key:<44}{before.get(key, '-')!s:>10}{value:>10}")


if __name__ == "__main__":
    main()
