"""The sixth held-out part's silently wrong pairs, fixed by general rules (tested here on other
prompts): a gerund or an amount before A that B shares, a time adverbial after B that A lacks.
Its first scoring is bench/results/questions_heldout6_first.txt; the fixed prompts moved to
questions_dev.yaml. ``REFUSED_BEFORE``: forms of its refused prompts, read after a second round of
general rules (session 19); those prompts stay in the sixth part."""

from __future__ import annotations

import pytest

from tests.guard.question._blind import read_as_expected, still_refused
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


REFUSED_BEFORE = [
    # "Between A and B <head>, which …": the head written once after B, as after "or"
    ("Between oak and maple flooring, which scratches less?", ("oak", "maple")),
    # an article before a word spelt like an auxiliary makes it a noun
    ("I need to know whether a will or a trust fits us better.", ("will", "trust")),
    # a clause of its own before A after "whether" / "if": the options are its objects
    ("We have to decide if the garage gets epoxy or tile — can you draft it?", ("epoxy", "tile")),
    ("I wonder whether the city gets light rail or bus lanes.", ("light rail", "bus lanes")),
    # "bring" is no -ing form: two verb phrases
    ("Also tell me if I should bring my own skis or rent a pair.", ("bring my own skis", "rent a pair")),
    # the two options and what they are for, trailing off
    ("ibuprofen or acetaminophen for a toddler's earache...", ("ibuprofen", "acetaminophen")),
    # a misspelt modal still opens a question
    ("shoud we take the train or the bus to Leeds", ("train", "bus")),
    # a bare verb after a subject pair, its next word no verb; a noun before it is B's
    ("Does rice or pasta raise blood sugar faster?", ("rice", "pasta")),
    ("Does coffee or green tea raise blood pressure more?", ("coffee", "green tea")),
    # "each" after an amount ends an option
    ("Should we buy two laptops at $900 or three tablets at $400 each?",
     ("two laptops at $900", "three tablets at $400 each")),
    # a preposition before an amount in A, B an amount: the preposition is shared
    ("Should the chicken go in at 400°F for 40 minutes or 350°F for 1 hour?",
     ("400°F for 40 minutes", "350°F for 1 hour")),
    # after "Is A or B", a noun after an adjective is no verb taking the predicate as its object
    ("When the dog jumps on guests, is a firm word or a calm walk more effective?", ("firm word", "calm walk")),
    # an indirect question put to the assistant: "tell me which …: A or B"
    ("Write the summary, then tell me which to order: the blue mug or the green mug.", ("blue mug", "green mug")),
]


test_fixed_forms_are_read = read_as_expected(FIXED + REFUSED_BEFORE)


def test_a_which_clause_without_a_comparison_still_makes_no_question() -> None:
    from warrantguard.guard import NotPairwiseError

    with pytest.raises(NotPairwiseError):
        PairwiseQuestion.parse("Printer or scanner offline in room 4, which reminds me of last week.")


def test_a_participle_that_states_still_makes_no_question() -> None:
    from warrantguard.guard import NotPairwiseError

    with pytest.raises(NotPairwiseError):
        PairwiseQuestion.parse("Tickets booked or cancelled for the trip.")


test_forms_near_the_new_rules_are_still_refused = still_refused([
        "Whether you pick the red one or the blue one, keep the receipt.",  # concessive, not a question
        "Printer or scanner offline in room 4...",  # a statement trailing off
        "Tell me a joke or a riddle.",
])
