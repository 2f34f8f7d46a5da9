"""A longer subject, or an amount, between "whether" and its modal (issue 22, session 28): "… whether the public
comment period should be 30 days or 45 days?" and "… whether the $350k should be booked in Q2 or Q3?" were refused
(the subject went past the words searched, or an amount stopped the search).

Every prompt is new (none is in the corpus); the first two were refused before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_longer_subject_or_an_amount_before_the_modal = read_as_expected([
    ("I'd like to know whether the staff car park should be paved or graveled.", ("paved", "graveled")),
    ("whether the annual volunteer dinner should be in April or June?", ("April", "June")),
    ("Tell me whether the $2,000 should go to the emergency fund or the car loan.", ("emergency fund", "car loan")),
])
