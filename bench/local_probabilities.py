"""Local-model option probabilities: seconds per probe, the probabilities ("likelihood": read
where greedy decoding parts the options) vs the grammar-constrained answer, side by side,
with their agreement and the process RSS.

    python bench/local_probabilities.py [--probes 50]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from models.local.test_probabilities import PROBES, _request  # the same 50 probes as the test

from warrantguard.guard import as_model
from warrantguard.models import local


def rss_mib() -> float:
    """This process's resident set size in MiB (Linux)."""
    return int(Path("/proc/self/statm").read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


async def main(n: int) -> None:
    model = as_model("local/smollm2")
    local.load_model(local.bundled_model_path())
    await model.complete(_request(*PROBES[0], probabilities=False))  # grammar compiled, caches warm
    before = rss_mib()
    seconds = {"likelihood": 0.0, "grammar": 0.0}
    agree, misses = 0, []
    for question, pair in PROBES[:n]:
        start = time.perf_counter()
        scored = await model.complete(_request(question, pair, probabilities=True))
        seconds["likelihood"] += time.perf_counter() - start
        start = time.perf_counter()
        text = (await model.complete(_request(question, pair, probabilities=False))).texts[0]
        seconds["grammar"] += time.perf_counter() - start
        probs = scored.probabilities or (0.5, 0.5)
        likely, answer = pair[0] if probs[0] >= probs[1] else pair[1], json.loads(text)["answer"]
        agree += likely == answer
        if likely != answer:
            misses.append(f"{pair[0]} | {pair[1]}: grammar {answer!r}, p = ({probs[0]:.3f}, {probs[1]:.3f})")
    after = rss_mib()
    print(f"{n} probes on local/smollm2, interleaved")
    for name, total in seconds.items():
        print(f"{name:<12}{total / n:>8.3f} s/probe")
    print(f"grammar / likelihood seconds per probe: {seconds['grammar'] / seconds['likelihood']:.2f}")
    print(f"agreement: {agree}/{n} ({agree / n:.0%})")
    for miss in misses:
        print("  disagreement:", miss)
    print(f"RSS with the model loaded: {before:.1f} MiB before scoring, {after:.1f} MiB after")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--probes", type=int, default=len(PROBES))
    asyncio.run(main(min(parser.parse_args().probes, len(PROBES))))
