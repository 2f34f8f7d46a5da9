"""the ninety-sixth held-out part's silent misreads (bench/results/questions_heldout96_first.txt): read right by
general rules, or refused where the form cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

# "vent", "(re)circulate", "boil", "rust": verbs too, so B opens a verb phrase or closes before the predicate's verb.
test_kitchen_verbs = read_as_expected([
    ("Vent the range hood outside or recirculate with a charcoal filter?",
     ("Vent the range hood outside", "recirculate with a charcoal filter")),
    ("Would enamel or bare cast iron rust faster if I leave it wet?", ("enamel", "bare cast iron")),
    ("Would stainless or carbon steel rust faster?", ("stainless", "carbon steel")),  # as before
    ("Should I boil the eggs or steam them?", ("boil the eggs", "steam them")),  # as before
])

# A subject pair of one bare word each, then two verbs in a row ("boil water"): B's one word against A's, the first
# verb the predicate's.
test_bare_subjects_before_two_verbs = read_as_expected([
    ("Does gas or induction boil water faster?", ("gas", "induction")),
    ("Does rice or pasta cook water faster?", ("rice", "pasta")),
    ("Would a smart plug or a timer switch work better?", ("smart plug", "timer switch")),  # as before
    ("Does gas or induction cooktop heat faster?", ("gas", "induction cooktop")),  # as before
])
