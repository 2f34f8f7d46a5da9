"""Batch bench: ``warrantguard batch`` at --concurrency 1 and N, side by side, at simulated latency.

The same questions go through the batch runner the command uses (``warrantguard.cli._batch``),
to a scripted model that answers every call after ``--latency`` seconds, first one
certificate at a time, then ``--concurrency`` at once (optionally under a shared ``--rpm``).
Prints the wall time of each and their ratio, measured in the same process and run.

    python bench/batch.py [--questions 16] [--latency 0.25] [--concurrency 8] [--rpm N]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch of the price map
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from warrantguard import Guard
from warrantguard.cli._batch import BatchRun, run_batch
from warrantguard.cli._stakes_flags import Stakes
from warrantguard.models import RateLimitedModel, RateLimiter
from warrantguard.testing import ScriptedModel


def questions(n: int) -> list[dict]:
    """``n`` distinct pairwise questions."""
    return [{"id": str(i), "prompt": f"Which is safer for trip {i}, motorcycle or train?"} for i in range(n)]


def timed(items: list[dict], latency: float, concurrency: int, rpm: float | None) -> tuple[float, int]:
    """Wall seconds to certify ``items`` and the rows written."""
    model = ScriptedModel("train", name="bench-batch", latency=latency)
    focal = RateLimitedModel(model, RateLimiter(rpm=rpm)) if rpm else model
    guard = Guard(focal, generator="lexical", strategy="fast")
    with tempfile.TemporaryDirectory() as tmp, (Path(tmp) / "out.jsonl").open("a", encoding="utf-8") as out:
        run = BatchRun(guard, Stakes(), out, "bench", concurrency)
        start = time.perf_counter()
        asyncio.run(run_batch(run, items))
        return time.perf_counter() - start, run.written


def main() -> None:
    """Run both and print the ratio."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--questions", type=int, default=16)
    p.add_argument("--latency", type=float, default=0.25)
    p.add_argument("--concurrency", type=int, default=8)
    p.add_argument("--rpm", type=float, default=None)
    args = p.parse_args()
    items = questions(args.questions)
    one, rows1 = timed(items, args.latency, 1, args.rpm)
    many, rows2 = timed(items, args.latency, args.concurrency, args.rpm)
    assert rows1 == rows2 == len(items)
    print(f"{len(items)} questions, latency {args.latency * 1000:.0f} ms per call"
          f"{f', --rpm {args.rpm:g}' if args.rpm else ''}")
    print(f"  --concurrency 1:  {one:7.2f} s  ({one / len(items):.3f} s per certificate)")
    print(f"  --concurrency {args.concurrency}:  {many:7.2f} s  ({many / len(items):.3f} s per certificate)")
    print(f"  speed-up: {one / many:.1f}x")


if __name__ == "__main__":
    main()
