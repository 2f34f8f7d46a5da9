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

# "if it makes (more) sense to" leads as "would it make more sense to" does; "whether I'm a …": the options are
# the complements of "I'm". Both refused before.
test_it_makes_sense_and_i_am_a = read_as_expected([
    ("Please figure out if it makes more sense to spray fungicide at VT/R1 or wait for tar spot to show up.",
     ("spray fungicide at VT/R1", "wait for tar spot to show up")),
    ("tell me if it makes more sense to rent or buy", ("rent", "buy")),
    ("Can you check whether I'm a UK tax resident or a non-resident for 2026?", ("UK tax resident", "non-resident")),
    ("not sure if I'm a morning person or a night owl", ("morning person", "night owl")),
])

# "explain if I should …" asks to choose as "tell me if …" does (three corpus refusals read right).
test_explain_if = read_as_expected([
    ("Can you explain if I should waive the appraisal contingency or keep it",
     ("waive the appraisal contingency", "keep it")),
    ("Can you explain whether I should lease or buy?", ("lease", "buy")),
])

# "whether we" and a word the verb lists lack before a listed verb B: the word is A's verb.
test_unlisted_verb_after_whether_we = read_as_expected([
    ("Quick sanity check on whether we heave-to or run off under bare poles",
     ("heave-to", "run off under bare poles")),
])

# A bare plural subject and its verb before the options ("whether remote employees get | a monthly stipend or …").
test_bare_plural_subject_and_its_verb = read_as_expected([
    ("the open question is whether remote employees get a monthly stipend or reimbursement for actual expenses",
     ("monthly stipend", "reimbursement")),
    ("I wonder whether new hires prefer a laptop or a desktop", ("laptop", "desktop")),
])

# A clause's subject with its own place phrase before "is" / "are": the complements are the options.
test_subject_with_its_place_then_copula = read_as_expected([
    ("Could you let me know if the service at 14 Birch Rd is 120/240 single phase or 208 three phase?",
     ("120/240 single phase", "208 three phase")),
    ("wondering whether the hairline cracks in the garage slab are shrinkage or settlement",
     ("shrinkage", "settlement")),
    ("whether the meeting in Room 4 is Tuesday or Thursday", ("Tuesday", "Thursday")),
])
