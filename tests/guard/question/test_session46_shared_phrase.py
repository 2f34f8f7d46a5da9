"""Session 46 fix for the punctuation family: a pair typed without a question mark, refused as a statement or an
instruction, read by a pause of dots at its "or" ("pay the fee now or... set up a payment plan first", "stay... or
go..."): the asker trailing off between the two, so the sentence weighs them.

Still refused: a loose "or" after the dots ("a week... or so", "wait... or not"), dots after B only ("ship Mon or
Thu..."); and, as pinned before, a full stop closing it, a word of how things stand ("both", "broken"), a lone verb A
against a longer or purposed B ("rent...or buy a condo", "call...or text...for a ride")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_pause_of_dots_at_the_or = read_as_expected([
    ("pay the $85 reconnection fee now or... set up a payment plan first",
     ("pay the $85 reconnection fee now", "set up a payment plan first")),
    ("stay... or go... i genuinely cannot tell anymore", ("stay", "go")),
    ("repaint the fence now or... wait until spring", ("repaint the fence now", "wait until spring")),
    ("hike... or bike... cant make up my mind", ("hike", "bike")),
])

test_a_loose_or_or_dots_away_from_it = still_refused([
    "my in-laws are visiting for a week... or so",  # a rough span, no pair
    "wait... or not",  # "or not": no second option
    "ship Mon or Thu... (avoid weekend arrival)",  # the dots close the sentence, not the pair
])
