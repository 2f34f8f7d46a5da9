"""Late fixes for the hundred-and-thirty-third and hundred-and-thirty-fourth held-out parts (combat sports, museums),
the last silent misreads of these parts.

Silent misreads read right: B's price told against A's own price phrase ("a pair … for $420 or two pairs … | for
about the same"); the "from" of a noun whose complement it is ("guard retention or escapes | from bottom side").

Silent misreads now refused: a capitalised name, its preposition and a bare noun against an articled B ("Gift Aid on
admission vs a donation box": B against the whole of A, or against the bare noun after the preposition?)."""

from __future__ import annotations

import pytest

from tests.guard.question._blind import read_as_expected
from warrantguard.guard import NotPairwiseError
from warrantguard.guard.question import PairwiseQuestion

test_bs_price_told_against_as = read_as_expected([
    ("a pair of 16oz Winning gloves for $420 or two pairs of Rival RS11V for about the same?",
     ("pair of 16oz Winning gloves for $420", "two pairs of Rival RS11V for about the same")),
    ("a used bike for $200 or a new scooter for about the same?",
     ("used bike for $200", "new scooter for about the same")),
    ("the 3-day pass at €95 or two single days at roughly the same price?",
     ("3-day pass at €95", "two single days at roughly the same price")),  # as before
    ("a refurbished laptop for $600 or a new tablet for less?", ("refurbished laptop for $600", "new tablet for less")),
    ("a bike for $200 or a scooter for $150?", ("bike for $200", "scooter for $150")),  # as before: a price
    ("should I buy a bike for $200 or a scooter for my commute?", ("bike for $200", "scooter")),  # as before: a
    # purpose, no price
])

test_a_nouns_own_from = read_as_expected([
    ("I've been training for 8 months, 3x a week. My coach says I'm ready for a stripe but I keep getting smashed in "
     "open mat. Should I focus on guard retention or escapes from bottom side?",
     ("guard retention", "escapes from bottom side")),
    ("Should I drill takedowns or escapes from mount?", ("takedowns", "escapes from mount")),
    ("a nap or a break from screens?", ("nap", "break from screens")),
    ("Should I buy running shoes or boots from REI?", ("running shoes", "boots")),  # as before: where both are bought
    ("chicken or beef from the butcher?", ("chicken", "beef")),  # as before
])

_NAME_PHRASE_AGAINST_ARTICLED_B = [
    "Gift Aid on admission vs a donation box at the door. thoughts?",
    "Apple Pay on mobile vs a physical card at the till?",
]
_NAME_PHRASE_AGAINST_BARE_B = [
    ("Netflix on mobile or desktop?", ("mobile", "desktop")),  # as before: B bare, as the noun is
    ("NIE appointment in Madrid or Barcelona?", ("Madrid", "Barcelona")),  # as before: a common head
    ("Should I brush a Maine Coon with a comb or a slicker brush?", ("comb", "slicker brush")),  # as before: the
    # noun articled as B is
]


def test_a_name_and_its_phrase_against_an_articled_b() -> None:
    """Refused against an articled B (against the whole name and phrase, or the noun?); read against a bare B."""
    for prompt in _NAME_PHRASE_AGAINST_ARTICLED_B:
        with pytest.raises(NotPairwiseError):
            PairwiseQuestion.parse(prompt)
    for prompt, expected in _NAME_PHRASE_AGAINST_BARE_B:
        q = PairwiseQuestion.parse(prompt)
        assert (q.option_a, q.option_b) == expected
