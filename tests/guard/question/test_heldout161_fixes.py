"""Fixes for the hundred-and-sixty-first held-out part (magic, juggling and circus skills), written blind and scored
before any fix.

Silent misreads read right: a choice verb before an amount in pounds, euros or yen, as before one in dollars ("charge
| £150 for 45 mins or £180 for an hour"); a noun after a possessive before the predicate's "be" ("would a … or a
proper beginner's book | be the better present": "book" is the possessive's noun, no verb); the state a thing is
bought in after the lead's object ("buy the crash mat | new or secondhand").

Refusals read right: a question asked of the writer, reported with "which" and the writer's "should" ("The studio
manager asked | which we should order …, 6m or 8m silks"); a relative clause after an indefinite pronoun, the object
of the predicate's verb before it ("would a … or an intermediate silks class | suit | someone who did pole …"); "it"
graded in a passive of its use before a preposition ("Would it be better spent | on 10 diabolos, or on …").

Silent misreads now refused: a name of two capitalised words or more before "to" and two capitalised words or more
("Erdnase vs Royal Road | to Card Magic", "… British Airways | to New York"): the rest of B's title, or where both
go?"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_verb_before_an_amount_in_any_currency = read_as_expected([
    ("charge £150 for 45 mins or £180 for an hour?", ("£150 for 45 mins", "£180 for an hour")),
    ("charge €40 for the lesson or €60 for two?", ("€40 for the lesson", "€60 for two")),
    ("charge £150 or give it free?", ("charge £150", "give it free")),  # as before: B a verb phrase
])

test_a_possessives_noun_before_the_predicate = read_as_expected([
    ("Hello, I'd really appreciate your advice. For my grandson's 12th birthday, would a Penguin Magic gift card or a "
     "proper beginner's book be the better present? Many thanks, Margaret",
     ("Penguin Magic gift card", "proper beginner's book")),
    ("would a gift voucher or a good children's book be nicer?", ("gift voucher", "good children's book")),
    ("Will a French drain or a sump pump fix water in the basement?", ("French drain", "sump pump")),  # as before:
    # the verb closing B is the predicate
])

test_the_state_a_thing_is_bought_in = read_as_expected([
    ("I'm writing up the budget for our youth circus and need to know whether we buy the crash mat new or secondhand",
     ("new", "secondhand")),
    ("should I buy my bike new or secondhand", ("new", "secondhand")),
    ("Do we buy the van second-hand or new?", ("second-hand", "new")),
    ("Should we buy a secondhand van or a new car?", ("secondhand van", "new car")),  # as before: modifiers
])

test_a_names_run_to_two_capitalised_words = still_refused([
    "Erdnase vs Royal Road to Card Magic as a first book",  # the title's rest, or what both lead to?
    "Should we fly Air France or British Airways to New York?",
])

test_a_one_word_name_before_a_destination_as_before = read_as_expected([
    ("Delta or United to New York?", ("Delta", "United")),
    ("flying with Jetstar or Rex to Broken Hill", ("Jetstar", "Rex")),
])


test_a_reported_which_of_the_writers_choice = read_as_expected([
    ("The studio manager asked which we should order for the kids' classes, 6m or 8m silks", ("6m", "8m")),
    ("My boss asked which we should buy, the red one or the blue one", ("red one", "blue one")),
])

test_a_reported_which_of_a_choice_made_as_before = still_refused([
    "My boss asked which one we wanted, the red one or the blue one",  # no "should": a question told, not passed on
])

test_a_relative_clause_of_the_predicates_object = read_as_expected([
    ("Would a beginner silks class or an intermediate silks class suit someone who did pole for 2 years?",
     ("beginner silks class", "intermediate silks class")),
    ("Would a road bike or a gravel bike suit someone who rides mostly on trails?", ("road bike", "gravel bike")),
])

test_a_relative_clause_of_b_as_before = still_refused([
    "do gap year kids or kids who go to college more often?",  # where B's clause ends is not told
])

test_it_graded_in_a_passive_of_its_use = read_as_expected([
    ("We run a small circus club at the community centre. Budget is £400 this year. Would it be better spent on 10 "
     "diabolos, or on a second unicycle?", ("on 10 diabolos", "on a second unicycle")),
    ("Would it be better used for storage or for a guest room?", ("for storage", "for a guest room")),
    ("Is it better stored in the fridge or in the freezer?", ("in the fridge", "in the freezer")),
    ("Would it be better off in the garage or in the shed?", ("in the garage", "in the shed")),  # as before
])
