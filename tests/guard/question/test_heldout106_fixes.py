"""the hundred-and-sixth held-out part's 8 silent misreads (bench/results/questions_heldout106_first.txt), read right by
general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A frequency closing A ("… monthly") is A's own time: B's closing time clause is B's own.
test_time_after_b_against_frequency_of_a = read_as_expected([
    ("Should I run an empty hot cycle monthly or leave the door open after every wash?",
     ("run an empty hot cycle monthly", "leave the door open after every wash")),
    ("Should I descale the kettle monthly or rinse it out after every use?",
     ("descale the kettle monthly", "rinse it out after every use")),
    ("Should I wash the towels weekly or hang them to dry after every shower?",
     ("wash the towels weekly", "hang them to dry after every shower")),
])

test_time_after_b_without_a_time_unchanged = read_as_expected([
    ("Should I run a hot cycle or leave the door open after every wash?",
     ("run a hot cycle", "leave the door open")),  # as before
])

# A rate closing B against A's own time ("in one weekend"): B's own rate, not both's.
test_rate_of_b_against_time_of_a = read_as_expected([
    ("declutter the whole closet in one weekend or chip away at it 15 mins a day?",
     ("declutter the whole closet in one weekend", "chip away at it 15 mins a day")),
    ("tidy the whole shed in one weekend or chip away at it 10 mins a day?",
     ("tidy the whole shed in one weekend", "chip away at it 10 mins a day")),
    ("declutter the kids room in one day or chip away at it 20 mins a night?",
     ("declutter the kids room in one day", "chip away at it 20 mins a night")),
])

test_rate_of_two_amounts_unchanged = read_as_expected([
    ("Should I grab 2 cups or 3 cups a day?", ("2 cups", "3 cups")),  # as before
])

# The supplier after B's verb of buying and its articled object is B's own, A's verb buying nothing.
test_supplier_of_bought_object = read_as_expected([
    ("Because my landlord is super picky about the carpets at move-out, should I hire Stanley Steemer or rent a "
     "machine from Home Depot?", ("hire Stanley Steemer", "rent a machine from Home Depot")),
    ("should I call a locksmith or order a new lock from Amazon?",
     ("call a locksmith", "order a new lock from Amazon")),
    ("should I hire a plumber or buy a drain snake from Amazon?", ("hire a plumber", "buy a drain snake from Amazon")),
])

test_supplier_after_two_verbs_of_buying_unchanged = read_as_expected([
    ("should I buy one or rent a machine from Home Depot?", ("buy one", "rent a machine")),  # as before
])

# A word after "need to" is a verb, listed or not: against B's "the", A is its articled object.
test_unlisted_verb_after_need_to = read_as_expected([
    ("Do I need to declutter the garage or the loft first before the skip arrives?", ("garage", "loft")),
    ("Do I need to declutter the attic or the spare room first?", ("attic", "spare room")),
    ("Do we have to hoover the stairs or the landing first?", ("stairs", "landing")),
])

test_listed_verb_after_need_to_still_refused = still_refused([
    "Do I need to repaint the kitchen or the hallway first?",  # as before
])
