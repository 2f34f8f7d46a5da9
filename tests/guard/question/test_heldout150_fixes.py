"""Fixes for the hundred-and-fiftieth held-out part (skiing and snowboarding), written blind and scored before any
fix.

Silent misreads read right: B's subordinate clause set against A's own ("ski the couloir now while it's soft or wait
till tomorrow morning | when it's firmer"); a time named after "until" before B's second verb, whose object's pronoun
makes no clause of the time ("hold off until January | and risk it being full"); a list closing B after its verb's
articled object ("… or to just carry the beacon, | shovel and probe?").

Refusals read right: two counts each with the same bound word ("stock more 150s or | more 160s"), no open bound
("150s or more")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

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

test_two_counts_with_the_same_bound = read_as_expected([
    ("#rentals should we stock more 150s or more 160s for next season's adult snowboard fleet?",
     ("more 150s", "more 160s")),
    ("Should the shop order more 42s or more 44s for next winter?", ("more 42s", "more 44s")),
    ("Should we keep fewer 8s or fewer 10s in stock?", ("fewer 8s", "fewer 10s")),
])

test_an_open_bound_still_refused = still_refused([
    "Do I need 150s or more for the fleet?",
    "should I buy 10 or more 20s?",  # "10 or more": no bound word before A's count
])

test_a_list_closing_b = read_as_expected([
    ("Do you think it's wiser to rent an airbag pack for the week or to just carry the beacon, shovel and probe?",
     ("rent an airbag pack for the week", "just carry the beacon, shovel and probe")),
    ("Should I take the car or just pack the bike, tent and stove?",
     ("take the car", "just pack the bike, tent and stove")),
    ("Should we wait for the bus or just take the train, relax and enjoy?",
     ("wait for the bus", "just take the train")),
    # as before: verbs after the comma, no list of B's object
    ("Should I rent or buy a house, pros and cons?", ("rent", "buy")),  # as before
])
