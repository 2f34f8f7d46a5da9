""""before" / "after" closing B's own relative clause is an adverb, not the start of a phrase both options share
(issue 22, session 29): "Do we go with the lowest bid or the contractor we've used before?" read 'lowest bid' /
"contractor we've used" before, silently wrong. Found by a hand-written prompt."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_closing_before_stays_in_b = read_as_expected([
    ("Do we go with the lowest bid or the contractor we've used before?",
     ("lowest bid", "contractor we've used before")),
    ("Should we hire the agency we tried before or a new one?", ("agency we tried before", "new one")),
])

test_before_and_after_as_options_kept = read_as_expected([
    ("Should I stretch before or after?", ("before", "after")),
    ("Should I rent the place I saw before or keep looking?", ("rent the place I saw before", "keep looking")),
])
