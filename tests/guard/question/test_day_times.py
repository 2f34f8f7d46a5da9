"""A day and its part, or "the" and a part of the day, as B against the same ending a verb phrase A (issue 22,
session 29): "Should I fly out Thursday night or early Friday morning?" read "fly out Thursday night" / "early
Friday morning" before, and "walk the dog in the morning or the afternoon" read "dog in the morning" / "afternoon":
both silently wrong. A counted noun after a comparative ("several smaller sinking funds") is B's, not a predicate.

Every prompt is new (none is in the corpus); the first three groups were read silently wrong before, the last keeps
its reading.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_day_and_its_part = read_as_expected([
    ("Should I fly out Thursday night or early Friday morning?", ("Thursday night", "early Friday morning")),
    ("Is it better to post on LinkedIn on Monday mornings or Friday afternoons?",
     ("Monday mornings", "Friday afternoons")),
    ("Should we do the release Friday evening or Saturday morning?", ("Friday evening", "Saturday morning")),
])

test_the_part_of_the_day_after_a_shared_in = read_as_expected([
    ("Is it better for a toddler to nap in the morning or the afternoon?", ("morning", "afternoon")),
    ("Should I walk the dog in the morning or the evening?", ("morning", "evening")),
    ("Should we water the lawn in the morning or the evening to save water?", ("morning", "evening")),
])

test_a_counted_noun_after_a_comparative = read_as_expected([
    ("Is it better to have one big emergency fund or several smaller sinking funds?",
     ("one big emergency fund", "several smaller sinking funds")),
    ("Should I take one long vacation or two shorter weekend trips?",
     ("one long vacation", "two shorter weekend trips")),
])

test_days_and_times_that_kept_their_reading = read_as_expected([
    ("Should we meet on Tuesday or Wednesday?", ("Tuesday", "Wednesday")),
    ("Do I start the drive late Sunday night or early Monday morning?",
     ("late Sunday night", "early Monday morning")),
    ("Should I run in the morning or the evening?", ("morning", "evening")),
    ("Should I study in the morning or at night?", ("in the morning", "at night")),
    ("do we roll out on saturday night or sunday morning?", ("saturday night", "sunday morning")),
    ("Should I buy one turkey or two smaller ones?", ("one turkey", "two smaller ones")),
])
