"""Bench: everyday pairwise prompts written outside the corpus in session 37, read by the rules (issue 22).

Three batches of 50 plain questions (titles and names; health, money, home, work and travel; and a third written
after the session's fixes, for which nothing was changed), each with the pair a reader would take (verbatim spans of
the prompt), and a fourth of 49 written in session 40 before any was read. The first two are not blind: the session
fixed the forms they showed. The fourth first read 40 right, 3 refused and 6 silently wrong by its first labels;
three of the six were labels that lacked the convention's second reading (a closing "over half term" may be B's own
or both's; a leading "just"), added since, and three were misreads the session then fixed ("the grey one we saw | at
IKEA", "the coach from London | to Manchester", "list the flat with Foxtons or a cheaper online agent like
Purplebricks" read A as "flat with Foxtons", now refused). A fifth, of 48, written after those fixes and before any
of it was read, first read 39 right, 3 refused and 6 silently wrong by its first labels: four labels lacked the
convention's second reading ("wool or down duvets", "the trike | with the push handle", "regular pasta | with hidden
veg", "the federal one | this cycle") and two were misreads, fixed since ("in the morning before work or in the
evening | after dinner", "$30/month unlimited or $20/month | with 10GB"). A sixth, of 47, written after those, first
read 36 right, 7 refused and 4 silently wrong: two labels went against the corpus's convention ("let my 15 year old
get a part-time job" is A whole, as in "let him play up an age group or stay with his friends"; "propose at | the
restaurant or somewhere private", as in "a babymoon to | Hawaii or somewhere driveable") and two misreads were fixed
("pay rent with a credit card for the points or by bank transfer" read A as "for the points"; "a corner office with
no window or an open desk | by the window"). A seventh, written in session 41 before any was read (50 prompts, one
of them "… or not?", not a choice, refused as it should be, and left out), first read 38 right, 5 refused and 7
silently wrong by its first labels: three labels lacked the convention's other reading ("matte or gloss | tiles",
"get a takeaway | tonight", "GCSE French" against "Spanish", as "Python 3.11" against "3.12"), one was labelled not
a choice and is one ("Is it rude to bring wine or flowers …", as the corpus reads "Is it okay to prune … or to wait
…"), and three were misreads fixed since ("tell my manager about the job offer | now or after I've signed …", "a
regular laptop | plus an iPad make more sense", "cover the pipes with foam lagging or heat tape", now refused). An
eighth, of 50 (one "… or not at all?", refused as it should be, left out), first read 40 right, 6 refused and 4
silently wrong: one label said not a choice where it is one ("is it OK to give a dog cooked chicken bones or only
raw ones?", also misread as "dog cooked chicken bones"), one lacked the reading that leaves a closing "with a carer
visiting" to both, and three were misreads fixed since ("give a dog | …", "Should the new hire | shadow Priya …", "…
a new Bosch | for £450" cut when A keeps its own price). A ninth, of 50, first read 44 right, 4 refused and 2
silently wrong, both misreads fixed since ("the direct one | for £180 more", a price set against A's; "Paying the
builder in stages or all | at the end?", now refused). A tenth, written in session 42 before any was read (50
prompts; four yes/no questions in disguise, "… or nah", "… or is it tax free?", "… or is that too young?", "… or not
bother?", left out), first read 41 right, 2 refused and 3 silently wrong: one label lacked the convention's other
reading (a closing "about the leak" may be both's), one misread was refused since ("charge my phone overnight or
only up | to 80%", cut inside its bound), and one is left: "soft play or a party | at home", where only sense says
"at home" is B's own. An eleventh, of 46, written in session 43 before any was read, first read 42 right, 2 refused
and 2 silently wrong, both misreads fixed since ("tell the kids about the divorce | together or one at a time", "… now
or just pointing it out | when we return it"). The rows live in ``bench/data/question_everyday.yaml``. They measure
how often a plain question is still read silently wrong, not the held-out figure. Prints per batch: right, refused,
silently wrong, and each prompt not read right. Judged as ``bench/questions.py`` judges (case, quotes, end punctuation
and a leading article aside).

    python bench/question_everyday.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import yaml

from bench.questions import judge

DATA = Path(__file__).resolve().parent / "data" / "question_everyday.yaml"


def load_batches(path: Path = DATA) -> dict[str, list[tuple[str, list[tuple[str, str]]]]]:
    """The batches in the order written: each prompt with the pairs a reader would take (the first, then the other
    readings the corpus convention accepts)."""
    data = yaml.safe_load(path.read_text(encoding="utf-8"))["batches"]
    return {name: [(prompt, [(a, b) for a, b in pairs]) for prompt, pairs in rows] for name, rows in data.items()}


def main() -> None:
    """Read every batch and print its counts and its prompts not read right."""
    for name, cases in load_batches().items():
        counts = {"right": 0, "refused": 0, "wrong": 0}
        missed = []
        for prompt, expected in cases:
            verdict, question = judge(prompt, expected)
            counts[verdict] += 1
            if verdict != "right":
                got = question.options if question is not None else None
                missed.append(f"  {verdict:<8} {prompt!r}\n           got {got}, expected {expected}")
        print(f"{name}: {counts['right']}/{len(cases)} right, {counts['refused']} refused, "
              f"{counts['wrong']} silently wrong")
        print("\n".join(missed))


if __name__ == "__main__":
    main()
