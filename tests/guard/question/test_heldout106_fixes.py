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

# Twin amounts in one unit, written apart ("1,500 W"), before a head noun, after "Is a": the head is both's.
test_twin_amounts_in_one_unit = read_as_expected([
    ("Is a 1,500 W or a 2,000 W steam cleaner overkill for a studio?", ("1,500 W", "2,000 W")),
    ("Is a 20 V or a 40 V leaf blower enough for a big garden?", ("20 V", "40 V")),
    ("Is a 1,200 W or a 1,800 W kettle faster?", ("1,200 W", "1,800 W")),
])

test_counted_nouns_and_rates_unchanged = read_as_expected([
    ("Should we have 2 kids or 3 kids total?", ("2 kids", "3 kids total")),  # as before
    ("Should I get a 20 V or a 40 V leaf blower?", ("20 V", "40 V")),  # the merged twin-amount rule (part 108)
    # gives the convention's main reading, the premodifiers; before the merge it read "40 V leaf blower"
    ("Should I do 2 hrs or 3 hrs a day?", ("2 hrs", "3 hrs")),  # as before
])

# "N by N" closing A against "N by N" as B: the two ways, the gerund before A both's.
test_stepwise_twins_after_a_gerund = read_as_expected([
    ("Debating between decluttering room by room or category by category", ("room by room", "category by category")),
    ("torn between painting wall by wall and room by room", ("wall by wall", "room by room")),
    ("Debating between learning song by song or scale by scale", ("song by song", "scale by scale")),
])

test_stepwise_against_other_manner_unchanged = read_as_expected([
    ("should I learn the piano step by step or all at once?", ("step by step", "all at once")),  # as before
])

# A bare head opening the sentence, "for" and "the" noun, against B "the" noun alone: the head both's.
test_headline_phrase_object_against_the_b = read_as_expected([
    ("Robot vacuum for the upstairs or the downstairs?", ("upstairs", "downstairs")),
    ("Robot mop for the kitchen or the hallway?", ("kitchen", "hallway")),
    ("Cordless vacuum for the stairs or the car?", ("stairs", "car")),
])

test_headline_phrase_against_a_b_unchanged = read_as_expected([
    ("Baby #2 due in March. Single stroller with a board or a proper double?",
     ("Single stroller with a board", "proper double")),  # as before
])

test_headline_with_phrase_unchanged = read_as_expected([
    ("coffee with the milk or the cream", ("coffee with the milk", "cream")),  # as before
])

test_verb_object_phrase_against_the_b_still_refused = still_refused([
    "Should I update the firmware on the doorbell or the hub?",  # as before
])

# Two orders of the same two steps: A's verb before "before <gerund>" is A's own, B runs through its order.
test_two_orders_of_two_steps = read_as_expected([
    ("Would you vacuum before mopping or mop first and vacuum after?",
     ("vacuum before mopping", "mop first and vacuum after")),
    ("Should I dust before vacuuming or vacuum first and dust after?",
     ("dust before vacuuming", "vacuum first and dust after")),
    ("Would you vacuum before mopping or mop first?", ("vacuum before mopping", "mop first")),
])

test_step_order_already_read_unchanged = read_as_expected([
    ("Should I stretch before running or run first and stretch after?",
     ("stretch before running", "run first and stretch after")),  # as before
    ("Should I stretch before running or after running?", ("before running", "after running")),  # as before
])

# The refusals read right.
# Twin hyphenated "-ing" modifiers before a head noun: compound modifiers, no gerunds taking an object.
test_twin_compound_modifiers_before_head = read_as_expected([
    ("a top-loading or front-loading machine for a tiny laundry closet", ("top-loading", "front-loading")),
    ("top-loading or front-loading washer?", ("top-loading", "front-loading")),
])

test_gerunds_before_a_noun_still_refused = still_refused([
    "walking or playing golf?",  # as before
])

# A frequency closing A against one opening B before the predicate: how often is the choice.
test_frequency_against_frequency_before_predicate = read_as_expected([
    ("Spraying the shower with Method daily or weekly keeps the limescale away?", ("daily", "weekly")),
    ("Wiping the hob with vinegar daily or weekly keeps grease off?", ("daily", "weekly")),
])

test_frequencies_without_predicate_unchanged = read_as_expected([
    ("Should I clean it daily or weekly?", ("daily", "weekly")),  # as before
])

# "between A or B and C": both articled with a head noun, a bare noun after "and" closing B: B's own "and".
test_between_or_then_and_inside_b = read_as_expected([
    ("can't choose between a Samsung Bespoke AI combo or a separate washer and dryer",
     ("Samsung Bespoke AI combo", "separate washer and dryer")),
    ("stuck between a combo unit or a stacked washer and dryer", ("combo unit", "stacked washer and dryer")),
])

test_between_or_then_and_still_refused = still_refused([
    "torn between a latte or a mocha and a cake",  # as before
    "torn between a Dyson or a Shark vacuum and mop",  # as before
])
