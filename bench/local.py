"""Local-model bench: seconds per exhaustive certificate, option likelihoods vs sampling, side by side.

Runs the embedded SmolLM2-135M model (``local/smollm2``) on a few questions, each
certified exhaustively twice — with the model's option probabilities (likelihood
scoring, T0 drawn from the distribution) and with ``use_probabilities=False`` (every
answer decoded under the grammar, T0 sampled) — interleaved so machine noise hits both
alike. Prints seconds per certificate (mean, median and each question's), the ratios of
the means and of the medians, the agreement of categories, the process's peak RSS after each
path, and the load average before and after (llama.cpp uses every core: another busy process
slows single calls several-fold, so compare the medians and each question's pair).

    python bench/local.py [--questions 3] [--t0 10]
"""

from __future__ import annotations

import argparse
import os
import resource
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
PATHS = {"likelihood": True, "sampling": False}


def one(use_probabilities: bool, prompt: str, t0: int) -> tuple[float, int, int, str, str]:
    guard = Guard("local/smollm2", generator="lexical", strategy="frugal", exhaustive=True, t0_samples=t0,
                  seed=1, use_probabilities=use_probabilities)
    start = time.perf_counter()
    cert = guard.check(prompt).certificate
    seconds = time.perf_counter() - start
    probes = sum(len(t.results) for t in cert.tiers)
    return seconds, probes, cert.usage.calls, cert.warrant.label, cert.t0_method


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main(n: int, t0: int) -> None:
    Guard("local/smollm2", generator="lexical").check(QUESTIONS[0], t0_samples=1, t1_paraphrases=0,
                                                      t2_probes=1, t3_probes=1)  # load the model once
    load = os.getloadavg()[0]
    rows: dict[str, list[tuple[float, int, int, str, str]]] = {name: [] for name in PATHS}
    rss: dict[str, float] = {}
    for prompt in QUESTIONS[:n]:
        for name, flag in PATHS.items():
            rows[name].append(one(flag, prompt, t0))
            rss[name] = rss_mb()
    print(f"{n} questions on local/smollm2, exhaustive (T0 = {t0}), interleaved runs; "
          f"load average {load:.2f} before, {os.getloadavg()[0]:.2f} after")
    print(f"{'path':<12}{'s/cert mean':>12}{'median':>8}{'probes/cert':>13}{'calls/cert':>12}{'peak RSS MB':>13}"
          "  T0  s per question  warrants")
    for name, res in rows.items():
        secs = [r[0] for r in res]
        print(f"{name:<12}{statistics.mean(secs):>12.1f}{statistics.median(secs):>8.1f}"
              f"{statistics.mean(r[1] for r in res):>13.1f}{statistics.mean(r[2] for r in res):>12.1f}"
              f"{rss[name]:>13.0f}  {res[0][4]}  {[round(x, 1) for x in secs]}  {[r[3] for r in res]}")
    mean, median = ({name: fn([r[0] for r in rows[name]]) for name in PATHS}
                    for fn in (statistics.mean, statistics.median))
    agree = sum(a[3] == b[3] for a, b in zip(rows["likelihood"], rows["sampling"], strict=True))
    print(f"sampling / likelihood seconds per certificate: {mean['sampling'] / mean['likelihood']:.1f}x "
          f"(means), {median['sampling'] / median['likelihood']:.1f}x (medians); categories agree on {agree} of {n}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=int, default=3)
    parser.add_argument("--t0", type=int, default=10)
    args = parser.parse_args()
    main(args.questions, args.t0)
