"""Fixes of session 49 (third helper) for silent misreads left in the corpus.

Silent misreads read right: a preposition after B's head, before its object's article, is no unlisted verb opening
the predicate of two subjects ("Does a ski helmet or a beanie | under a hood | keep …" read B as "beanie"): B keeps
its own phrase, up to the verb the two subjects share ("… or a beanie under a hood | keep your head warmer")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_preposition_after_bs_head_is_no_verb = read_as_expected([
    ("Does a ski helmet or a beanie under a hood keep your head warmer?", ("ski helmet", "beanie under a hood")),
    ("Does a tent or a hammock under a tarp keep you drier?", ("tent", "hammock under a tarp")),
    ("Would a rowing machine or a bike under a desk burn more calories?", ("rowing machine", "bike under a desk")),
    ("Does a wool coat or a jacket over a sweater keep you warmer?", ("wool coat", "jacket over a sweater")),
    ("Would Sentry or Datadog APM catch these frontend errors faster?", ("Sentry", "Datadog APM")),  # as before: a
    # verb before its object's determiner opens the predicate
])
