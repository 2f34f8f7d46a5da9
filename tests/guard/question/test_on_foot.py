"""A way of going on foot after "take the <vehicle> or" is a verb, not a second vehicle (issue 22, session 28):
"Should I take the bus or walk?" read "bus" / "walk" before, a pair of nouns nobody asked about.

Every prompt is new (none is in the corpus); each was read silently wrong before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_way_of_going_on_foot_is_b_verb = read_as_expected([
    ("Should I take the bus or walk?", ("take the bus", "walk")),
    ("Should I take the ferry or swim?", ("take the ferry", "swim")),
    ("Should we take the highway or walk?", ("take the highway", "walk")),
    ("Should I take a taxi or walk?", ("take a taxi", "walk")),
    ("Should I take the stairs or walk?", ("take the stairs", "walk")),
])

test_a_vehicle_after_take_the_stays_a_noun = read_as_expected([
    ("Should I take the bus or train?", ("bus", "train")),
    ("Should I take the bus or a taxi?", ("bus", "taxi")),
])
