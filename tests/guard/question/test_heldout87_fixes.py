"""the eighty-seventh held-out part's 3 silent misreads (bench/results/questions_heldout87_first.txt): read right by
general rules, or refused where the form cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A gerund A against a B whose gerund closes a compound ("just | gain staging"): both gerund phrases, A whole.
test_gerund_against_compound_gerund_b = read_as_expected([
    ("deciding between mixing at -18 dBFS and just gain staging by ear",
     ("mixing at -18 dBFS", "just gain staging by ear")),
    ("stuck between tuning by ear and just spot checking with an app",
     ("tuning by ear", "just spot checking with an app")),
])

test_gerund_against_noun_b_unchanged = read_as_expected([
    ("deciding between buying a Strat and a Tele", ("Strat", "Tele")),  # as before
    ("deciding between recording at home and the studio downtown", ("recording at home", "studio downtown")),
    ("torn between staying with Mark and finally ending it", ("staying with Mark", "finally ending it")),  # as before
])

# A verb and its pronoun object against a lone word B: B is a verb, the phrase closing its clause its own.
test_lone_verb_b_against_verb_and_pronoun = read_as_expected([
    ("The pub offered us £150 for three hours. There are four of us. Take it or counter at £250?",
     ("Take it", "counter at £250")),
    ("Sign it or counter with a lower fee?", ("Sign it", "counter with a lower fee")),
])

test_lone_verb_b_unchanged = read_as_expected([
    ("Keep it or sell, given the market?", ("Keep it", "sell")),  # as before: a comma closes B
    ("keep them or sell on eBay?", ("keep them", "sell on eBay")),  # as before
])

# Bare hyphened measures after a preposition, a singular noun closing the sentence: B's own kind, or both's head?
test_measure_with_closing_noun_refused = still_refused([
    "Can you help me write a message to the mastering engineer asking whether he'd prefer the stems at 24-bit or "
    "32-bit float?",
    "export at 8-bit or 16-bit colour?",
])

test_measure_with_shared_head_unchanged = read_as_expected([
    ("sign up at 6-month or 12-month intervals?", ("6-month", "12-month")),  # as before: a plural head
    ("should I use 12-gauge or 14-gauge wire?", ("12-gauge", "14-gauge")),  # as before: after a verb
    ("should I take a 6-month or 12-month lease?", ("6-month", "12-month")),  # as before: after an article
])
