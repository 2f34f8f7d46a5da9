"""Bench: does a right reading survive the wrapping people put around a question? (issue 22)

Every pairwise corpus prompt the parser reads right is sent again inside wrappers that leave the
two options untouched: a ticket tag or label before it, a greeting or a lead-in, a sentence of
context before it, thanks or a signature after it, its question mark dropped or doubled, all in
lower case, and ("Should I ...?" forms) embedded in a request ("Can you tell me whether I
should ...?"). The options must come out the same (judged as ``bench/questions.py`` judges the
corpus, against the prompt's own labels); a refusal is safe but a loss, a different pair is a
silent misread. Written in session 30 to find the rules that do not generalise across the
families the blind parts score lowest on (punctuation, embedded, tagged, multi_sentence, polite).

    python bench/question_wraps.py [-v] [--wrap NAME]   (-v lists every variant that is not right)
"""
from __future__ import annotations

import argparse
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from questions import PARTS, cases, judge

from tests.guard.question._wraps import WRAPS


def base_cases() -> list[dict]:
    """The pairwise prompts of every corpus part that the parser reads right today."""
    out = []
    for paths in PARTS.values():
        for case in (c for path in paths for c in cases(path)):
            if case["expected"] is not None and judge(case["prompt"], case["expected"])[0] == "right":
                out.append(case)
    return out


def print_table(title: str, width: int, counts: dict[str, dict[str, int]], misses: list[tuple]) -> None:
    """Per row (a wrapper, a frame): variants, right, refused, wrong and the share kept right; then every miss."""
    print(f"{title:{width}s} {'n':>6s} {'right':>6s} {'refused':>8s} {'wrong':>6s}  kept")
    for name, c in counts.items():
        n = sum(c.values())
        print(f"{name:{width}s} {n:6d} {c['right']:6d} {c['refused']:8d} {c['wrong']:6d}  {100 * c['right'] / n:5.1f}%")
    total = {k: sum(c[k] for c in counts.values()) for k in ("right", "refused", "wrong")}
    print(f"{'all':{width}s} {sum(total.values()):6d} {total['right']:6d} {total['refused']:8d} {total['wrong']:6d}")
    for name, verdict, variant, got, want in misses:
        print(f"  {verdict:7s} [{name}] {variant!r}\n          got {got}, expected {want}")


def main() -> None:
    """Print, per wrapper, how many right readings stay right, turn into refusals or into misreads."""
    ap = argparse.ArgumentParser()
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--wrap", default=None)
    args = ap.parse_args()
    bases = base_cases()
    counts: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    misses = []
    for name, wrap in WRAPS.items():
        if args.wrap and name != args.wrap:
            continue
        for case in bases:
            variant = wrap(case["prompt"])
            if variant is None:
                continue
            verdict, q = judge(variant, case["expected"])
            counts[name][verdict] += 1
            if verdict != "right":
                misses.append((name, verdict, variant, q.options if q else None, case["expected"][0]))
    print(f"{len(bases)} pairwise corpus prompts read right, each wrapped")
    print_table("wrapper", 14, counts, misses if args.v else [])

if __name__ == "__main__":
    main()
