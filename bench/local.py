"""Local-model bench: seconds per certificate, fast vs frugal, and probes per second.

Runs the embedded SmolLM2-135M model (``local/smollm2``) on a few questions with both
strategies, interleaved so machine noise hits both alike, and prints them side by side.

    python bench/local.py [--questions 3] [--t0 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

from warrantguard import Guard

QUESTIONS = [
    "Which is safer to travel by, motorcycle or train?",
    "Which is better for children: milk or juice?",
    "Should I hire a contractor or a full-time employee for a short project?",
    "Which is cheaper in winter, heating with gas or electricity?",
    "Is it better to rent or buy a home in a big city?",
]


def one(strategy: str, prompt: str, t0: int) -> tuple[float, int, int, str]:
    guard = Guard("local/smollm2", generator="lexical", strategy=strategy, t0_samples=t0, seed=1)
    start = time.perf_counter()
    cert = guard.check(prompt).certificate
    seconds = time.perf_counter() - start
    probes = sum(len(t.results) for t in cert.tiers)
    return seconds, probes, cert.usage.calls, cert.warrant.label


def main(n: int, t0: int) -> None:
    Guard("local/smollm2", generator="lexical").check(QUESTIONS[0], t0_samples=1, t1_paraphrases=0,
                                                      t2_probes=1, t3_probes=1)  # load the model once
    rows: dict[str, list[tuple[float, int, int, str]]] = {"fast": [], "frugal": []}
    for prompt in QUESTIONS[:n]:
        for strategy in ("fast", "frugal"):
            rows[strategy].append(one(strategy, prompt, t0))
    print(f"{n} questions on local/smollm2 (T0 = {t0} samples), interleaved runs")
    print(f"{'strategy':<10}{'s/certificate':>15}{'probes/cert':>13}{'calls/cert':>12}{'probes/s':>10}  warrants")
    for strategy, res in rows.items():
        secs = statistics.mean(r[0] for r in res)
        probes = statistics.mean(r[1] for r in res)
        calls = statistics.mean(r[2] for r in res)
        rate = sum(r[1] for r in res) / sum(r[0] for r in res)
        print(f"{strategy:<10}{secs:>15.1f}{probes:>13.1f}{calls:>12.1f}{rate:>10.2f}  {[r[3] for r in res]}")
    ratio = statistics.mean(r[0] for r in rows["frugal"]) / statistics.mean(r[0] for r in rows["fast"])
    print(f"frugal / fast seconds per certificate: {ratio:.2f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=int, default=3)
    parser.add_argument("--t0", type=int, default=10)
    args = parser.parse_args()
    main(args.questions, args.t0)
