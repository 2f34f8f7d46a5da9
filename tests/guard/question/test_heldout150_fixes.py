"""Fixes for the hundred-and-fiftieth held-out part (skiing and snowboarding), written blind and scored before any
fix.

Silent misreads read right: B's subordinate clause set against A's own ("ski the couloir now while it's soft or wait
till tomorrow morning | when it's firmer"); a time named after "until" before B's second verb, whose object's pronoun
makes no clause of the time ("hold off until January | and risk it being full")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_bs_clause_against_as_own = read_as_expected([
    ("Do I ski the couloir now while it's soft or wait till tomorrow morning when it's firmer?",
     ("ski the couloir now while it's soft", "wait till tomorrow morning when it's firmer")),
    ("Do I go now while it's cheap or wait till spring when it's quieter?",
     ("go now while it's cheap", "wait till spring when it's quieter")),
    ("Should I go now or wait till spring when it's quieter?", ("go now", "wait till spring")),  # as before: A has
    # no clause of its own
])

test_a_named_time_before_bs_second_verb = read_as_expected([
    ("Book the chalet now and risk poor snow, or hold off until January and risk it being full?",
     ("Book the chalet now and risk poor snow", "hold off until January and risk it being full")),
    ("Should I sign now or hold off until May and risk it selling out?",
     ("sign now", "hold off until May and risk it selling out")),
    ("Should I buy now or hold off until they cut prices and then buy?", ("buy now", "hold off")),  # as before: a
    # clause after "until"
])
