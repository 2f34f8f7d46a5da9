"""The sixth held-out part's silently wrong pairs, fixed by general rules (tested here on other
prompts): a gerund or an amount before A that B shares, a time adverbial after B that A lacks.
Its first scoring is bench/results/questions_heldout6_first.txt; the fixed prompts moved to
questions_dev.yaml."""

from __future__ import annotations

import pytest

from warrantguard.guard.question import PairwiseQuestion

FIXED = [
    # a gerund and its article before A, B with an article of its own: the gerund is shared
    ("Is feeding a grain-free diet or a raw diet better for a beagle?", ("grain-free diet", "raw diet")),
    ("Is renting a studio or a one-bedroom smarter on my salary?", ("studio", "one-bedroom")),
    # an amount and its preposition before A: "put $X into | a … or a …"
    ("Should I put $2,000 into a Roth IRA or a HSA this year?", ("Roth IRA", "HSA")),
    ("Should I invest $10k in an index fund or a CD?", ("index fund", "CD")),
    # a time adverbial after B that A lacks belongs to both
    ("Should my son take judo or karate this fall?", ("judo", "karate")),
    ("Is it safer to keep taking ibuprofen or switch to acetaminophen during the flu?",
     ("keep taking ibuprofen", "switch to acetaminophen")),
    # a clause asking which with a verb of its own and a comparison, no question mark
    ("Tile or laminate - which holds up better with dogs", ("Tile", "laminate")),
    ("coffee or tea, which works better before a run", ("coffee", "tea")),
    # a participle right before its noun modifies it: no verb in a two-option fragment
    ("new or used car for a teen driver", ("new", "used")),
    ("whole wheat or enriched flour for bagels", ("whole wheat", "enriched flour")),
    # controls: the time is B's own when A has one too
    ("Should I sell my shares now or hold them until next year?", ("sell my shares now", "hold them until next year")),
    ("Should we run this morning or this evening?", ("this morning", "this evening")),
    ("Is it better to refinance now or wait until rates drop?", ("refinance now", "wait until rates drop")),
]


@pytest.mark.parametrize(("prompt", "expected"), FIXED)
def test_fixed_forms_are_read(prompt: str, expected: tuple[str, str]) -> None:
    q = PairwiseQuestion.parse(prompt)
    assert (q.option_a, q.option_b) == expected


def test_a_which_clause_without_a_comparison_still_makes_no_question() -> None:
    from warrantguard.guard import NotPairwiseError

    with pytest.raises(NotPairwiseError):
        PairwiseQuestion.parse("Printer or scanner offline in room 4, which reminds me of last week.")


def test_a_participle_that_states_still_makes_no_question() -> None:
    from warrantguard.guard import NotPairwiseError

    with pytest.raises(NotPairwiseError):
        PairwiseQuestion.parse("Tickets booked or cancelled for the trip.")
