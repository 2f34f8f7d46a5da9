"""Embedded questions the parser refused (issue 22, session 29): a clause's verb and its particle before the
options ("whether the drawing calls out | 304 or 316 stainless"), and a wish to understand ("I'd like to understand
if | the Vitamix E310 or the Ninja …"), as "I'd like to know if …" already read."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_clause_verb_and_its_particle = read_as_expected([
    ("Do you know whether the drawing calls out 304 or 316 stainless for the hopper liner?", ("304", "316")),
    ("whether the plan calls out copper or PEX", ("copper", "PEX")),
])

test_a_wish_to_understand = read_as_expected([
    ("I'd like to understand if the Vitamix E310 or the Ninja Professional blender is the smarter buy for smoothies",
     ("Vitamix E310", "Ninja Professional blender")),
    ("I'd like to understand if I should rent or buy", ("rent", "buy")),
    ("I need to understand if the lease or the loan is cheaper", ("lease", "loan")),
])

test_clause_objects_that_kept_their_reading = read_as_expected([
    ("decide if the attic gets spray foam or batts", ("spray foam", "batts")),
    ("I'd like to know if I should rent or buy", ("rent", "buy")),
])
