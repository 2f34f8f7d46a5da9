"""The seventieth held-out part's 5 silent misreads (bench/results/questions_heldout70_first.txt): four read right by
general rules, the fifth ("Heating the new condo with gas or electric baseboard?": B's noun its own, or both
options' head?) refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A one-off amount against a bare amount and its rate ("a lump sum of $312,000 or $1,650 | a month"): the rate is
# B's own, not a unit both amounts share.
test_rate_of_b_against_a_one_off_amount = read_as_expected([
    ("I retired from the school district in June. They are offering a lump sum of $312,000 or $1,650 a month for "
     "life. Which would you take?", ("$312,000", "$1,650 a month")),
    ("They offered me a lump sum of $80,000 or $600 a month. Which is better?", ("$80,000", "$600 a month")),
    ("They offered Dad a one-time payment of $40,000 or $300 a month for life. Which is better?",
     ("$40,000", "$300 a month")),
    ("Should I take an upfront $10,000 or $300 a month?", ("$10,000", "$300 a month")),
])

test_rate_without_a_one_off_amount_still_shared = read_as_expected([
    ("I can take $300,000 or $1,650 a month. Which?", ("$300,000", "$1,650")),  # as before
    ("2 cups or 3 cups a day?", ("2 cups", "3 cups")),  # as before
    ("a salary of $80,000 or $90,000 a year?", ("$80,000", "$90,000")),  # as before
])

# A prepositional object B mirrors but for one word ("book the beach house for the | first week of July or the second
# week of July"): the options are the two twin phrases, and the phrase after B's twin is the context of both.
test_twin_prepositional_objects = read_as_expected([
    ("Do we book the beach house for the first week of July or the second week of July for the family reunion?",
     ("first week of July", "second week of July")),
    ("Should we reserve the lake house for the second weekend in June or the third weekend in June for the wedding?",
     ("second weekend in June", "third weekend in June")),
    ("Do we reserve the venue for the second weekend in June or the third weekend in June?",
     ("second weekend in June", "third weekend in June")),
])

test_objects_that_are_no_twins_keep_their_reading = read_as_expected([
    ("Do we book the beach house for the first week of July or the lake cabin for the second week of July?",
     ("beach house for the first week of July", "lake cabin for the second week of July")),  # as before
    ("Should I take the job at the bank or the job at the school?",
     ("job at the bank", "job at the school")),  # as before
])

# A rate or price stated before A's head against one stated after B's ("the 4.85% 5-year MYGA or a 12-month CD | at
# 4.2%"): B's rate is B's own; so is B's source when A is a priced name and B a priced common noun ("the $1,299 Sony
# CRE-E10 or the $3,500 pair | from the audiologist").
test_rate_or_source_of_b_after_its_head = read_as_expected([
    ("the 4.85% 5-year MYGA or a 12-month CD at 4.2%?", ("4.85% 5-year MYGA", "12-month CD at 4.2%")),
    ("Should I buy a 5.25% 3-year MYGA or a 6-month T-bill at 4.9%?", ("5.25% 3-year MYGA", "6-month T-bill at 4.9%")),
    ("the 4.5% money market or a 9-month CD at 4.75%?", ("4.5% money market", "9-month CD at 4.75%")),
    ("the $1,299 Sony CRE-E10 or the $3,500 pair from the audiologist",
     ("$1,299 Sony CRE-E10", "$3,500 pair from the audiologist")),
    ("Should I get the $249 Apple AirPods Pro or the $1,800 pair from the hearing center?",
     ("$249 Apple AirPods Pro", "$1,800 pair from the hearing center")),
    ("the $60 Instant Pot Duo or the $25 one from the thrift store?",
     ("$60 Instant Pot Duo", "$25 one from the thrift store")),
])

test_phrases_after_b_without_the_form_still_cut = read_as_expected([
    ("the 4.85% 5-year MYGA or a 12-month CD at my credit union?", ("4.85% 5-year MYGA", "12-month CD")),  # as before
    ("the 5-year MYGA or a 12-month CD at 4.2%?", ("5-year MYGA", "12-month CD")),  # as before: no rate of A's
    ("the $1,299 Sony CRE-E10 or the $3,500 Phonak pair from the audiologist",
     ("$1,299 Sony CRE-E10", "$3,500 Phonak pair")),  # as before: B named too
    ("the Sony or the pair from the audiologist", ("Sony", "pair")),  # as before: no prices
])

# A bare modifier after a preposition of means closing an object, against a modifier and a noun ("heating the new
# condo with | gas or electric baseboard"): "gas" may be the whole means or a modifier of B's noun; refused.
test_bare_means_against_a_modifier_and_noun = still_refused([
    "Heating the new condo with gas or electric baseboard?",
    "Heating the cabin with gas or electric heat?",
    "Heating the garage with gas or electric heat?",
])

test_shared_head_after_other_prepositions_still_read = read_as_expected([
    ("Should we go with hardwood or laminate flooring in the kitchen?", ("hardwood", "laminate")),  # as before
    ("Cooking with gas or electric stove?", ("gas", "electric")),  # as before
    ("Should I heat the garage with propane or electric heater?", ("propane", "electric heater")),  # as before
])
