"""Fixes for the hundred-and-sixty-second held-out part (metal detecting, mudlarking, fossils and lapidary), written
blind and scored before any fix.

Silent misreads read right: an adjective of a listed suffix ("-ible", "-able", "-ous", "-ful") opening the predicate
after "Is A or B" ("… or the local museum | responsible for …"); a listed verb inside B's compound noun before the
modal's "be" ("would … or a short hand trowel | be easier"); a manner adverb of an "-ly" derivation after B's articled
noun ("contact the FLO or the coroner | directly about …"); a measure between a numeral's comparative and its plural
("two smaller 3lb barrels"), and a present participle's phrase after B's plural ("… barrels | running at the same
time"); the object of the preposition after the one word opening the sentence, against a B of the same article and
closing phrase ("Mudlark on | the 0.3m low tide on the 14th or the 0.6m one on the 21st?").

Refusals read right: a passive infinitive with a participle spelt as its verb ("send them off to be cut"); a
"which" and an inverted modal after the pair, no question mark ("A vs B which would you get for £300ish"); the asker
told they should ask whether ("Someone on Facebook said I should ask whether A or B is …")."""

from __future__ import annotations

import pytest

from tests.guard.question._blind import read_as_expected
from warrantguard.guard import NotPairwiseError
from warrantguard.guard.question import PairwiseQuestion

test_a_suffixed_adjective_opens_the_predicate = read_as_expected([
    ("Is the PAS or the local museum responsible for identifying my finds?", ("PAS", "local museum")),
    ("Is the bank or the broker liable for the loss?", ("bank", "broker")),
    ("Is the lake or the river dangerous for kids?", ("lake", "river")),
    ("Is the oak or the pine table for the kitchen?", ("oak", "pine")),  # as before: a noun, no suffix
    ("Is the kitchen table or the dining table better for working?", ("kitchen table", "dining table")),  # as before
])

test_a_verb_inside_bs_compound_before_be = read_as_expected([
    ("As someone with a bad back, would a long-handled scoop or a short hand trowel be easier on the beach?",
     ("long-handled scoop", "short hand trowel")),
    ("would a big dog or a small hand puppet be better", ("big dog", "small hand puppet")),
    ("Would a fan or a small room heater be better for the office?", ("fan", "small room heater")),  # as before
    ("Would a tent or a hammock let me be comfortable?", ("tent", "hammock")),  # as before: a pronoun
    ("Would a hammock or a tent help kids be calmer?", ("hammock", "tent")),  # as before: a plural object
])

test_a_manner_adverb_after_bs_noun = read_as_expected([
    ("I'd be grateful if you could tell me whether I should contact the FLO or the coroner directly about a possible "
     "treasure find.", ("FLO", "coroner")),
    ("Should I call the bank or the police directly about the fraud?", ("bank", "police")),
    ("Should I pay the plumber or the builder separately for the work?", ("plumber", "builder")),
    ("Should I buy the power bank or the power supply for the trip?", ("power bank", "power supply")),  # as before
])

test_a_measure_after_a_counted_comparative = read_as_expected([
    ("Decision between a Lortone QT12 and two smaller 3lb barrels running at the same time",
     ("Lortone QT12", "two smaller 3lb barrels running at the same time")),
    ("Should I get one big pot or two smaller 5l pots for the stew?", ("one big pot", "two smaller 5l pots")),
    ("Is one large pizza or two smaller ones better value?", ("one large pizza", "two smaller ones")),  # as before
])

test_a_participles_phrase_after_bs_plural = read_as_expected([
    ("Choosing between a Honda Civic and two used cars running on diesel",
     ("Honda Civic", "two used cars running on diesel")),
    ("Should I get one big tumbler or two small barrels running at once?",
     ("one big tumbler", "two small barrels running at once")),
    ("Should I buy the adult or the kids clothing for the trip?", ("adult", "kids clothing")),  # as before: "for"
])

test_the_object_after_an_opening_words_preposition = read_as_expected([
    ("Mudlark on the 0.3m low tide on the 14th or the 0.6m one on the 21st?",
     ("0.3m low tide on the 14th", "0.6m one on the 21st")),
    ("Snorkel at the north reef on Monday or the south reef on Friday?",
     ("north reef on Monday", "south reef on Friday")),
    ("Mudlark on the low tide or the high one?", ("low tide", "high one")),  # as before: no closing phrase
])

test_a_passive_infinitive_of_a_same_form_participle = read_as_expected([
    ("Do I want to split the nodules myself or send them off to be cut?",
     ("split the nodules myself", "send them off to be cut")),
    ("Should I fix it myself or send it away to be set?", ("fix it myself", "send it away to be set")),
    ("Should I keep it to be safe or sell it?", ("keep it to be safe", "sell it")),  # as before
])

test_which_and_an_inverted_modal_after_the_pair = read_as_expected([
    ("Nokta Simplex Ultra vs Minelab X-Terra Pro which would you get for £300ish",
     ("Nokta Simplex Ultra", "Minelab X-Terra Pro")),
    ("Canon R6 vs Sony A7 IV which would you buy for weddings", ("Canon R6", "Sony A7 IV")),
    ("creatine vs HCL which one should i get", ("creatine", "HCL")),  # as before
])


@pytest.mark.parametrize(("prompt", "expected"), [
    ("Someone on Facebook said I should ask whether a Deus 2 with the 9 inch coil or an Equinox 900 with the 12 x 9 is "
     "the better all-rounder", ("Deus 2 with the 9 inch coil", "Equinox 900 with the 12 x 9")),
    ("My brother said I should ask whether a Kindle or a Kobo is better for reading in bed", ("Kindle", "Kobo")),
    ("My brother said I should ask the shop whether a Kindle or a Kobo is better", None),  # as before: a question put
    # to someone else, told of
])
def test_the_asker_told_they_should_ask_whether(prompt: str, expected: tuple[str, str] | None) -> None:
    """ "… said I should ask whether A or B …" asks whoever reads it; "… should ask the shop whether …" does not."""
    if expected is None:
        with pytest.raises(NotPairwiseError):
            PairwiseQuestion.parse(prompt)
        return
    q = PairwiseQuestion.parse(prompt)
    assert (q.option_a, q.option_b) == expected
