"""Generated-probe validation on long prompts: seconds per certificate and the longest event-loop
stall, the engine before (43248e1) and now side by side in one run (issue 13).

    python bench/probe_validation.py [--lengths 1000 4000 19000] [--before 43248e1]

A zero-latency scripted model and the lexical generator, options given, so the time is the
engine's own text work. The stall is the longest gap a 5 ms ticker task saw while the
certificate ran: what every other request on the same loop waits.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

_FILLER = ("We are a small company that ships parcels across the region and we care about our "
           "customers and about the staff who work here every day. ")


def _prompt(length: int) -> str:
    return _FILLER * max(0, (length - 60) // len(_FILLER)) + "Which is safer for business travel, motorcycle or train?"


async def _one(length: int) -> tuple[float, float]:
    from warrantguard import Guard
    from warrantguard.guard import LexicalGenerator
    from warrantguard.testing import ScriptedModel

    guard = Guard(ScriptedModel("train"), generator=LexicalGenerator())
    stall, running = 0.0, True

    async def ticker() -> None:
        nonlocal stall
        last = time.perf_counter()
        while running:
            await asyncio.sleep(0.005)
            now = time.perf_counter()
            stall, last = max(stall, now - last - 0.005), now

    tick = asyncio.create_task(ticker())
    start = time.perf_counter()
    await guard.acheck(_prompt(length), options=("motorcycle", "train"))
    took = time.perf_counter() - start
    running = False
    await tick
    return took, stall


def worker(lengths: list[int]) -> None:
    """Print one JSON line: {length: [seconds, stall]}."""
    print(json.dumps({n: asyncio.run(_one(n)) for n in lengths}))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lengths", type=int, nargs="+", default=[1000, 4000, 19000])
    parser.add_argument("--before", default="43248e1")
    parser.add_argument("--worker", action="store_true")
    args = parser.parse_args()
    if args.worker:
        worker(args.lengths)
        return
    from _before import run_worker

    before = run_worker(__file__, args.before, "--lengths", *map(str, args.lengths))
    now = json.loads(json.dumps({n: asyncio.run(_one(n)) for n in args.lengths}))
    print(f"{'prompt chars':>12} | {'s/cert before':>13} | {'now':>6} | {'ratio':>6} | "
          f"{'loop stall before':>17} | {'now':>6}")
    for n in map(str, args.lengths):
        (tb, sb), (tn, sn) = before[n], now[n]
        print(f"{len(_prompt(int(n))):>12} | {tb:>13.2f} | {tn:>6.2f} | {tb / tn:>5.1f}× | {sb:>16.2f}s | {sn:>5.2f}s")


if __name__ == "__main__":
    main()
