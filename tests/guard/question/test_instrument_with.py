"""A verb whose "with" names the means, before its object and two articled means (issue 22, session 28): "Is it
cheaper to heat the house with the fireplace or the furnace?" read "house with the fireplace" / "furnace" before,
silently wrong. After a verb of choosing, "with" still names a feature of A's object.

Every prompt is new (none is in the corpus).
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_the_means_after_with = read_as_expected([
    ("Is it cheaper to heat the house with the fireplace or the furnace?", ("fireplace", "furnace")),
    ("Should I clean the oven with the spray or the paste?", ("spray", "paste")),
    ("Should I pay the contractor with the company card or my own card?", ("company card", "my own card")),
])

test_a_feature_after_with_stays_in_a = read_as_expected([  # as before
    ("Should I buy the house with the fireplace or the condo?", ("house with the fireplace", "condo")),
])
