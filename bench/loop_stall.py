"""Event-loop stalls of one certificate on a long, repetitive question, before and after.

Issue 23, item 6: a 20,000-character question built from repeated "a or b, " with a
position-biased model stalled the event loop for 9.5 s inside ``build_certificate``
(``_reversal_text._hunks``: ``difflib.SequenceMatcher`` over word tokens, cubic on such
text). The goal: no stall over 50 ms at the size limit.

A ticker coroutine sleeps 1 ms at a time beside ``await guard.acheck(...)`` and records how
late each wake-up is: the largest lateness is the longest stretch the loop could not run.
The same workload runs on the engine at ``--before`` (a git revision, from a temporary
worktree) and on this tree, in one run, side by side. The engine before grows cubically on this
question (measured: 0.7 s at 1,000 characters, 4.6 s at 2,000, 64 s at 4,096), so it runs only
up to ``--before-max`` characters.

    python bench/loop_stall.py [--sizes 1000,2000,4096,10000,20000] [--before REV] [--before-max 2000]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import time
from collections.abc import Awaitable
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")  # no network fetch of the price map

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from _before import run_worker  # noqa: E402


def question(size: int) -> str:
    """``size`` characters of "a or b, a or b, ..." (the issue's question)."""
    return ("a or b, " * (size // 8 + 1))[:size]


async def _stalls(size: int, concurrent: int = 1) -> tuple[float, float, float]:
    """(largest loop stall, wall seconds, longest reversal text) of ``concurrent`` certificates at
    once on ``size``-character questions (each its own question: no cache shared)."""
    from warrantguard import Guard
    from warrantguard.guard.engine import _reversal_text
    from warrantguard.testing import ScriptedModel

    longest, asked = [0.0], _reversal_text.asked_text

    def timed(*args: object, **kwargs: object) -> str:
        start = time.perf_counter()
        try:
            return asked(*args, **kwargs)  # type: ignore[arg-type]
        finally:
            longest[0] = max(longest[0], time.perf_counter() - start)

    _reversal_text.asked_text = timed  # describe() looks it up when it runs
    guard = Guard(ScriptedModel("a", position_bias="first", name="position-biased"), generator="lexical")
    asks = [guard.acheck(question(size - 6) + f" ({i:>3})" if concurrent > 1 else question(size),
                         options=["a", "b"]) for i in range(concurrent)]
    worst, seconds = await _ticking(asyncio.gather(*asks))
    _reversal_text.asked_text = asked
    return worst, seconds, longest[0]


async def _ticking(work: Awaitable[object]) -> tuple[float, float]:
    """(largest lateness of a 1 ms ticker while ``work`` runs, wall seconds of ``work``)."""
    worst, done = 0.0, asyncio.Event()

    async def ticker() -> None:
        nonlocal worst
        loop = asyncio.get_running_loop()
        while not done.is_set():
            before = loop.time()
            await asyncio.sleep(0.001)
            worst = max(worst, loop.time() - before - 0.001)

    tick = asyncio.ensure_future(ticker())
    await asyncio.sleep(0)
    start = time.perf_counter()
    await work
    seconds = time.perf_counter() - start
    done.set()
    await tick
    return worst, seconds


def measure(sizes: list[int], repeat: int, concurrent: int = 1) -> dict[str, list[float]]:
    """``{size: [worst stall, median wall seconds, longest reversal text]}`` and ``{"idle": [stall]}``."""
    out: dict[str, list[float]] = {}
    out["first"] = list(asyncio.run(_stalls(1000)))  # the process's first certificate: imports, compiled patterns
    for size in sizes:
        runs = [asyncio.run(_stalls(size, concurrent)) for _ in range(repeat)]
        out[str(size)] = [max(r[0] for r in runs), sorted(r[1] for r in runs)[len(runs) // 2],
                          max(r[2] for r in runs)]
    out["idle"] = [asyncio.run(_ticking(asyncio.sleep(1.0)))[0]]  # the machine's own noise, no work
    return out


def _default_before() -> str:
    """A revision whose ``_reversal_text.py`` is the unbounded one and whose engine imports.

    The last change to that file is 11f68fd; its parent does not import (a commit between had
    moved ``guard/_hooks.py`` while ``_guard.py`` still imported it), so the default is 42bf450^,
    the last revision before that move, with the same unbounded word diff.
    """
    return "42bf450^"


def _before_run(before: str, sizes: str, repeat: int) -> dict:
    """The worker's numbers at ``before``, or none (with the reason printed) when it cannot run."""
    if not before or not sizes:
        return {}
    try:
        return run_worker(__file__, before, "--sizes", sizes, "--repeat", str(repeat))
    except subprocess.CalledProcessError as exc:
        tail = (exc.stderr or "").strip().splitlines()[-1:] or ["(no output)"]
        print(f"the engine at {before} could not run: {tail[0]}")
        return {}


def main() -> None:
    """Print the largest loop stall and the time per certificate, before and after."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="1000,2000,4096,10000,20000", help="question lengths in characters")
    parser.add_argument("--before-max", type=int, default=2000,
                        help="the longest question run on the engine before (it is cubic: minutes at 4,096)")
    parser.add_argument("--repeat", type=int, default=3, help="certificates per size (the worst stall is kept)")
    parser.add_argument("--before", default=None, help="git revision to compare with ('' = none; default: 42bf450^, "
                        "the unbounded word diff)")
    parser.add_argument("--concurrent", type=int, default=1,
                        help="certificates at once on the loop (the issue's proxy case: 6), this tree only")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    if args.worker:
        print(json.dumps(measure(sizes, args.repeat)))
        return
    if args.concurrent > 1:
        args.before = ""  # the engine before takes minutes per certificate at these sizes
    before = _default_before() if args.before is None else args.before
    old_sizes = ",".join(str(s) for s in sizes if s <= args.before_max)
    old = _before_run(before, old_sizes, args.repeat)
    new = measure(sizes, args.repeat, args.concurrent)
    print(f"{args.concurrent} certificate(s) at once, position-biased scripted model, lexical probes; "
          f"before = {before or 'not run'}")
    print(f"{'chars':>7} | {'max loop stall':^21} | {'longest reversal text':^21} | {'s/certificate':^15}")
    print(f"{'':>7} | {'before':>10} {'after':>10} | {'before':>10} {'after':>10} | {'before':>7} {'after':>7}")
    for size in sizes:
        s_new, t_new, r_new = new[str(size)]
        s_old, t_old, r_old = old.get(str(size), [float("nan")] * 3)
        print(f"{size:>7} | {_ms(s_old)} {_ms(s_new)} | {_ms(r_old)} {_ms(r_new)} | {t_old:>6.2f}s {t_new:>6.2f}s")
    print(f"a 1 ms ticker with no work at all was late by up to {new['idle'][0] * 1000:.1f} ms (this machine's noise); "
          f"the process's first certificate (1,000 characters, not counted: one-off imports) stalled it "
          f"{new['first'][0] * 1000:.1f} ms")
    worst = max(new[str(s)][2] for s in sizes)
    stall = max(new[str(s)][0] for s in sizes)
    print(f"goal: no loop stall over 50 ms at the size limit -> largest stall from any cause: {stall * 1000:.1f} ms "
          f"({'met' if stall <= 0.050 else 'NOT met'}); longest reversal text: {worst * 1000:.1f} ms")


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:>7.1f} ms" if seconds == seconds else f"{'-':>10}"


if __name__ == "__main__":
    main()
