"""the sixty-third held-out part's refused pairwise prompts (bench/results/questions_heldout63_first.txt): those a
general rule reads right, and near-misses that keep their old reading."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "the difference between A and B … | and which would you plant": the "and" before a closing wh-question joins
# clauses, no part of B, so "between" holds one "and" only.
test_and_before_a_closing_which_question = read_as_expected([
    ("Whats the difference between sorghum sudan and teff for summer grazing and which would you plant",
     ("sorghum sudan", "teff")),
    ("what's the difference between oats and rye for a cover crop and which should I seed", ("oats", "rye")),
    ("the difference between Jersey and Holstein for grazing and which would you milk?", ("Jersey", "Holstein")),
])

test_a_third_option_after_between_still_refused = still_refused([
    "between oats and barley and wheat which would you plant",  # as before
])

# A verbless pair of two verb phrases: an object pronoun after a preposition ("walk away from | it") is no subject
# of a clause the sentence states.
test_object_pronoun_after_a_preposition = read_as_expected([
    ("pay cash rent on the Miller ground or walk away from it",
     ("pay cash rent on the Miller ground", "walk away from it")),
    ("fix the fence or live with it", ("fix the fence", "live with it")),
    ("sell the bull or keep breeding with him", ("sell the bull", "keep breeding with him")),
])

test_statement_with_full_stop_still_refused = still_refused([
    "renew the lease or walk away from it.",  # as before: a full stop closes a statement
])

# "put in a …" fits something new: a verb of its own, never a participle of manner ("split over the day").
test_put_in_something_new = read_as_expected([
    ("drill a second well or put in a storage pond", ("drill a second well", "put in a storage pond")),
    ("should we drill a second well or put in a storage pond?", ("drill a second well", "put in a storage pond")),
    ("Should we bury chicken wire along the fence line or put in an L-footer?",
     ("bury chicken wire along the fence line", "put in an L-footer")),
    ("do we patch the old roof or put in a new one?", ("patch the old roof", "put in a new one")),
])

test_participle_of_manner_still_refused = still_refused([
    "do i take the prednisone all at once or split over the day for poison ivy?",  # as before
    "keep the leftovers on the counter or put in the fridge",  # as before: a place, not something new
])

# "with" and a time closing B when A has its own time: the other half of B's timing ("split it | with spring").
test_with_a_time_against_a_own_time = read_as_expected([
    ("Soil tests show K at 95 ppm. Recommendation is 120 lb/ac of potash. Do we apply it all this fall or split it "
     "with spring?", ("apply it all this fall", "split it with spring")),
    ("should we put all the nitrogen on now or split it with next spring?",
     ("put all the nitrogen on now", "split it with next spring")),
    ("do we sell it all this week or split it with next month?", ("sell it all this week", "split it with next month")),
    ("Do we apply it all this fall or split it with a neighbor?",
     ("apply it all this fall", "split it with a neighbor")),  # as before
])

test_with_a_time_without_a_own_time_still_refused = still_refused([
    "Do we apply it all or split it with spring?",  # as before: the time may be both's
])

# A capitalised "May" after a determiner is a month, no auxiliary: the pair is verbless and asks.
test_may_after_a_determiner_is_a_month = read_as_expected([
    ("a March futures contract or a May futures contract for the beans I'm holding",
     ("March futures contract", "May futures contract")),
    ("a March contract or a May contract", ("March contract", "May contract")),
    ("the May sale or the June sale for the feeder calves", ("May sale", "June sale")),
    ("a May wedding or an October wedding", ("May wedding", "October wedding")),
])

test_may_statement_with_full_stop_still_refused = still_refused([
    "a May contract or a July contract.",  # as before
])

# A title-case headline and a pair of title-case names set apart by ", or": a forum title asking which, its full
# stop no mark of a statement.
test_headline_and_title_case_pair = read_as_expected([
    ("Dairy Cow Bedding: Sand, or Recycled Manure Solids.", ("Sand", "Recycled Manure Solids")),
    ("Calf Housing: Hutches, or Group Pens.", ("Hutches", "Group Pens")),
    ("Winter Feeding Plan: Bale Grazing, or Swath Grazing.", ("Bale Grazing", "Swath Grazing")),
])

test_notes_and_told_pairs_still_refused = still_refused([
    "Lunch: tacos or pizza.",  # as before: a note
    "Lunch: Tacos, or Pizza.",  # a one-word label
    "Dairy Cow Bedding: Sand or Recycled Manure Solids.",  # no comma before "or"
    "dairy cow bedding: sand, or recycled manure solids.",  # no title case
    "Update From The Barn: Sold, or Traded.",  # what was done
])

# A told clause with no comma after it ("as Dec futures just touched $4.80 | sell …"): the listed verb taking its own
# object after the clause's past verb opens A, set against B's verb.
test_told_clause_before_a_verb_without_comma = read_as_expected([
    ("as Dec futures just touched $4.80 sell another 10k bu or wait for a weather rally?",
     ("sell another 10k bu", "wait for a weather rally")),
    ("since corn rallied to $5 sell half the crop or hold it all?", ("sell half the crop", "hold it all")),
    ("as Dec futures just touched $4.80, sell another 10k bu or wait for a weather rally?",
     ("sell another 10k bu", "wait for a weather rally")),  # as before
    ("Since it's supposed to be 92 tomorrow, spray the dicamba tonight or skip it?",
     ("spray the dicamba tonight", "skip it")),  # as before
])
