"""Fixes of session 49 (third helper) for silent misreads left in the corpus.

Silent misreads read right: a preposition after B's head, before its object's article, is no unlisted verb opening
the predicate of two subjects ("Does a ski helmet or a beanie | under a hood | keep …" read B as "beanie"): B keeps
its own phrase, up to the verb the two subjects share ("… or a beanie under a hood | keep your head warmer").

Silent misreads now refused: "with a <noun>" closing B after a named head ("a secondhand NCE system or a new Sprog |
with a tablet"): the named B's own kit, or a feature of both? A lower-case head keeps the shared reading as before."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_preposition_after_bs_head_is_no_verb = read_as_expected([
    ("Does a ski helmet or a beanie under a hood keep your head warmer?", ("ski helmet", "beanie under a hood")),
    ("Does a tent or a hammock under a tarp keep you drier?", ("tent", "hammock under a tarp")),
    ("Would a rowing machine or a bike under a desk burn more calories?", ("rowing machine", "bike under a desk")),
    ("Does a wool coat or a jacket over a sweater keep you warmer?", ("wool coat", "jacket over a sweater")),
    ("Would Sentry or Datadog APM catch these frontend errors faster?", ("Sentry", "Datadog APM")),  # as before: a
    # verb before its object's determiner opens the predicate
])

test_a_named_bs_closing_with_phrase_refused = still_refused([
    "Honestly, what would you pick for a small club on a shoestring – a secondhand NCE system or a new Sprog with a "
    "tablet?",
    "Should I buy a used Kindle or a new Kobo with a case?",
])

test_an_unnamed_bs_closing_with_phrase_as_before = read_as_expected([
    ("a used system or a new model with a tablet?", ("used system", "new model")),  # as before
])
