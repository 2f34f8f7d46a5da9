"""Bench: are the options found wherever they are asked? (issue 22)

The blind parts fail mostly where an option ends or starts (73% of their silent misreads) and on
pairs the rules refuse. ``bench/question_wraps.py`` wraps a whole right reading and keeps its
sentence; this bench keeps the two options and changes the sentence around them. Every pairwise
corpus pair the parser reads right is asked again in other people's frames: bare ("A or B?"), after a
lead ("Would you go with A or B?"), with a verb or a phrase after B ("Do you think A or B makes more
sense for us?", "A or B for a small team?"), between ("torn between A and B"), "vs", a clause before
it. Verb-phrase options ("pay off the loan") go in verb frames ("Should I A or B?", "whether to A or
B"), gerunds and noun phrases in noun frames. The two options must come out the same (a phrase a
frame adds after B may also stay on B, as the corpus convention allows); a refusal is safe but a loss,
a different pair is a silent misread. The prompt's own alternative readings count as right too.

    python bench/question_recombine.py [-v] [--frame NAME] [--kind np|vp]
"""
from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from question_wraps import base_cases, print_table
from questions import judge

# (name, template, phrase a frame adds after B that may stay on B, or "")
NP_FRAMES = (
    ("bare", "{a} or {b}?", ""),
    ("which_better", "Which is better, {a} or {b}?", ""),
    ("pick_colon", "Which would you pick for a small team: {a} or {b}?", ""),
    ("for_after", "{a} or {b} for a small team?", " for a small team"),
    ("go_with", "Would you go with {a} or {b}?", ""),
    ("torn", "I'm torn between {a} and {b}. Any advice?", ""),
    ("vs_dash", "{a} vs {b} \u2014 which one?", ""),
    ("verb_after", "Do you think {a} or {b} makes more sense for us?", ""),
    ("copula_lead", "Is {a} or {b} cheaper in the long run?", ""),
    ("clause_lead", "Since money is tight this year, would you recommend {a} or {b}?", ""),
    ("between_which", "Between {a} and {b}, which would you choose?", ""),
    ("adverb_after", "{a} or {b} this year?", " this year"),
)
VP_FRAMES = (
    ("should", "Should I {a} or {b}?", ""),
    ("would_you", "Would you {a} or {b}?", ""),
    ("better_to", "Is it better to {a} or {b}?", ""),
    ("whether_to", "I can't decide whether to {a} or {b}.", ""),
    ("clause_should", "Since money is tight this year, should we {a} or {b}?", ""),
    ("what_do", "What would you do: {a} or {b}?", ""),
    ("should_twice", "Should I {a} or should I {b}?", ""),
    ("if_should_after", "Trying to decide if I should {a} or {b} before the end of the month.",
     " before the end of the month"),
    ("do_we_after", "Do we {a} or {b} this year?", " this year"),
)
_MODAL_BEFORE = re.compile(r"\b(?:should|would|do|can|could|shall|must|will)\s+(?:i|we|you|they)\s*$|\bto\s*$", re.I)
_ARTICLE_BEFORE = re.compile(r"\b(the|a|an)\s+$", re.I)


def _asked_as_verbs(prompt: str, a: str) -> bool:
    """Whether the prompt asks "should I A …" / "to A …"."""
    at = prompt.lower().find(a.lower())
    return at >= 0 and bool(_MODAL_BEFORE.search(prompt[:at]))


def verb_heads(bases: list[dict]) -> set[str]:
    """First words of options the corpus asks as verbs ("should I A or B"): the bench's verb lexicon."""
    return {pair[0].split()[0].lower() for c in bases for pair in [c["expected"][0]]
            if _asked_as_verbs(c["prompt"], pair[0])} | {pair[1].split()[0].lower() for c in bases
            for pair in [c["expected"][0]] if _asked_as_verbs(c["prompt"], pair[0])}


def kind(prompt: str, a: str, b: str, verbs: set[str]) -> str | None:
    """``vp`` for verb-phrase options, ``np`` otherwise; None for pairs not worth moving."""
    if "\n" in a + b or len(a) > 60 or len(b) > 60 or not a[-1:].isalnum() or not b[-1:].isalnum():
        return None
    if prompt.lower().find(a.lower()) < 0:
        return None
    if _asked_as_verbs(prompt, a):
        return "vp"
    heads = (a.split()[0].lower(), b.split()[0].lower())
    if all(h in verbs and not h.endswith("ing") for h in heads):
        return None  # bare verbs asked without a modal ("Approve or reject?"): neither frame fits
    return "np"


def spoken(prompt: str, option: str) -> str:
    """The option with the article the prompt gives it ("the Kaiser HMO"), as a frame would say it."""
    at = prompt.lower().find(option.lower())
    m = _ARTICLE_BEFORE.search(prompt[:at]) if at > 0 else None
    return f"{m.group(1).lower()} {option}" if m else option


def variants(case: dict, verbs: set[str]):
    """(frame name, kind, variant prompt, accepted pairs) for one right reading."""
    a, b = case["expected"][0]
    k = kind(case["prompt"], a, b, verbs)
    if k is None:
        return
    sa, sb = (spoken(case["prompt"], a), spoken(case["prompt"], b)) if k == "np" else (a, b)
    for name, template, tail in NP_FRAMES if k == "np" else VP_FRAMES:
        text = template.format(a=sa, b=sb)
        text = text[0].upper() + text[1:]
        accepted = [(x, y) for x, y in case["expected"] if x.lower() in text.lower() and y.lower() in text.lower()]
        accepted += [(x, y + tail) for x, y in accepted if tail]
        yield name, k, text, accepted


def main() -> None:
    """Print, per frame, how many moved pairs stay right, turn into refusals or into misreads."""
    ap = argparse.ArgumentParser()
    ap.add_argument("-v", action="store_true")
    ap.add_argument("--frame", default=None)
    ap.add_argument("--kind", choices=("np", "vp"), default=None)
    args = ap.parse_args()
    counts: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    misses = []
    bases = base_cases()
    verbs = verb_heads(bases)
    for case in bases:
        for name, k, text, accepted in variants(case, verbs):
            if (args.frame and name != args.frame) or (args.kind and k != args.kind):
                continue
            verdict, q = judge(text, accepted)
            counts[f"{k}:{name}"][verdict] += 1
            if verdict != "right":
                misses.append((name, verdict, text, q.options if q else None, accepted[0]))
    print(f"{len(bases)} pairwise corpus pairs read right, each asked again in other frames")
    print_table("frame", 20, dict(sorted(counts.items())), misses if args.v else [])

if __name__ == "__main__":
    main()
