""""<verb of choosing> the N with A or B" (issue 22, session 27): A is a feature of the thing chosen; a B of
another head may stand against the feature or against the whole thing ("buy the house with a pool or a
condo"), so the pair is refused; one head on both sides ("a glass door or a steel door") and a verb that
does something with the thing ("cover the pan with a lid or foil") keep their reading.

Every prompt is new (none is in the corpus); the refused ones read silently wrong before this check.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_feature_against_another_thing_is_refused = still_refused([
    "Should I buy the house with a pool or a condo?",  # it read pool / condo
    "Should I rent the apartment with a balcony or a studio?",
    "Should I take the job with a pension or a startup job?",
    "Should I adopt the dog with a limp or a kitten?",
    "should we book the hotel with a spa or an airbnb",
])

test_a_feature_against_a_feature_is_still_read = read_as_expected([
    ("Should we buy the model with a glass door or a steel door?", ("glass door", "steel door")),
    ("Should I get the car with leather seats or cloth seats?", ("leather seats", "cloth seats")),
    ("Should I cover the pan with a lid or foil?", ("lid", "foil")),
    ("Is it better to buy a house with a pool or a condo?", ("house with a pool", "condo")),
])

# B keeping a preposition of its own keeps A's ("pay in | cash or by card" read 'cash' / 'by card'), and a fixed
# manner phrase keeps its preposition ("apply in person or online" read 'person' / 'online').
test_a_keeps_its_preposition_against_a_prepositional_b = read_as_expected([
    ("Should I pay in cash or by card?", ("in cash", "by card")),
    ("should we pay in installments or by bank transfer", ("in installments", "by bank transfer")),
    ("Should I apply in person or online?", ("in person", "online")),
    ("Should I invest in stocks or in bonds?", ("in stocks", "in bonds")),
])
