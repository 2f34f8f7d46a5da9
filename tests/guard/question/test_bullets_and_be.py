"""Forms the first scorings refused though their pair is plain (issue 22): two bullets and a clause asking
which, a bare British "v", dashes setting "or" off, "Should <subject> be <preposition> A or B", and a listed
verb with "re" before it.

Every prompt is new (none is in the corpus); each was refused before these rules.
"""

from __future__ import annotations

import pytest

from warrantguard.guard import NotPairwiseError, PairwiseQuestion

READ = [
    ("cat litter:\n- clumping clay\n- pine pellets\nwhich one for a small flat", ("clumping clay", "pine pellets")),
    ("Which would you pick for the pilot:\n- weekly standups\n- async updates", ("weekly standups", "async updates")),
    ("Spurs v Arsenal, who wins on Sunday?", ("Spurs", "Arsenal")),
    ("McGill – or – Concordia? (engineering)", ("McGill", "Concordia")),
    ("Leeds -- or -- Sheffield for a masters?", ("Leeds", "Sheffield")),
    ("Oak v maple for a dining table", ("Oak", "maple")),
    ("Should the freezer be in the garage or in the utility room?", ("in the garage", "in the utility room")),
    ("Should the twins be in the same class or in different classes?", ("in the same class", "in different classes")),
    ("Should my daughter retake the exam or switch courses?", ("retake the exam", "switch courses")),
    ("should the council rebuild the library or sell it to a developer?",
     ("rebuild the library", "sell it to a developer")),
]

REFUSED = [
    "shopping list:\n- milk\n- eggs\n- bread\nwhich one is cheapest at Aldi?",  # three bullets
    "Should the party be at my place or yours?",  # whether 'at' is shared is unclear
]


@pytest.mark.parametrize(("prompt", "options"), READ)
def test_plain_pair_reads(prompt: str, options: tuple[str, str]) -> None:
    q = PairwiseQuestion.parse(prompt)
    assert (q.option_a, q.option_b) == options


@pytest.mark.parametrize("prompt", REFUSED)
def test_unclear_form_stays_refused(prompt: str) -> None:
    with pytest.raises(NotPairwiseError):
        PairwiseQuestion.parse(prompt)


def test_bullets_apart_are_not_a_pair() -> None:
    """Bullets with text between them are a list of something else, not the two options."""
    with pytest.raises(NotPairwiseError):
        PairwiseQuestion.parse("notes:\n- call the bank\nthen later\n- email HR\nwhich one first")


def test_a_noun_with_re_stays_a_noun() -> None:
    q = PairwiseQuestion.parse("should we book a resort or a retreat center for the offsite?")
    assert (q.option_a, q.option_b) == ("resort", "retreat center")
