"""Two infinitives each with its "to", opening a sentence with no question mark or following a colon, or "better
to …" opening it (issue 22, session 28): "to apply for the city grant or to focus on individual donors this quarter"
was refused as a statement.

Every prompt is new (none is in the corpus); each read-test prompt was refused before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_two_infinitives_set_against_each_other = read_as_expected([
    ("to repaint the fence or to replace it", ("repaint the fence", "replace it")),
    ("the vet says it's our call: to operate now or to wait a month", ("operate now", "wait a month")),
    ("better to lease the van or to buy it outright", ("lease the van", "buy it outright")),
])

test_a_subject_before_to_is_a_statement = still_refused([
    "We plan to sell or to rent the condo.",
    "I want to travel or to study abroad next year.",
    "To reset the router, unplug it or press the button.",
])
