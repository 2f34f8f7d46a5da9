"""the fifty-ninth held-out part's refusals (bench/results/questions_heldout59_first.txt) read right by general
rules: a named place after a noun B the lists also know for a verb, after a repeated head, after "our" thing against
a name; verbs the lists lacked; a pair closed by a semicolon and a clause of context; a yes/no auxiliary before a
closing pair of relative times."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A word the lists know for a verb after B's determiner ("a 4-way stop | at Oak & 5th") is B's head noun: a named
# place after it is the place of both, as after any noun B.
test_place_after_a_determined_noun_b = read_as_expected([
    ("speed bumps vs. a 4-way stop at Oak & 5th", ("speed bumps", "4-way stop")),
    ("a roundabout or a four-way stop at Elm and 3rd?", ("roundabout", "four-way stop")),
    ("a crosswalk vs a quick stop at Main St?", ("crosswalk", "quick stop")),
])

test_place_after_a_verb_b_still_its_own = read_as_expected([
    ("Should I walk or just shop at Aldi?", ("walk", "just shop at Aldi")),  # as before
    ("Should we keep shopping at Kroger or stop at Aldi?", ("keep shopping at Kroger", "stop at Aldi")),  # as before
])

# Two options ending on one head, A with no phrase of its own: a named place after B ("on" too) is both's.
test_place_after_a_repeated_head = read_as_expected([
    ("a daytime street fair or a nighttime street fair on Grand Ave?", ("daytime street fair",
                                                                        "nighttime street fair")),
    ("a morning farmers market or an evening farmers market on Main Street?", ("morning farmers market",
                                                                               "evening farmers market")),
    ("the early shift or the late shift at Mercy Hospital?", ("early shift", "late shift")),
])

test_place_after_a_repeated_head_near_misses = read_as_expected([
    ("a flat in Hackney or a flat on Baker St?", ("flat in Hackney", "flat on Baker St")),  # as before
])

test_place_after_an_unrepeated_head_still_refused = still_refused([
    "a fair or a nighttime fair on Grand Ave?",
    "Feeding America or the local pantry on Elm?",
    "the food bank or our pantry on Elm?",
])

# "our" / "my" thing against a name: the named place after B tells which of ours, B's own.
test_place_of_our_thing_against_a_name = read_as_expected([
    ("Need advice: where does $100 go further, Feeding America or our local pantry on Elm?",
     ("Feeding America", "our local pantry on Elm")),
    ("the Red Cross or my church on Main St?", ("Red Cross", "my church on Main St")),
    ("Should I give to UNICEF or our food bank on Pine Street?", ("UNICEF", "our food bank on Pine Street")),
])

# Verbs the lists lacked ("deter", "discourage"): the verb after a subject pair.
test_listed_verbs_deter_discourage = read_as_expected([
    ("Do motion lights or cameras deter porch pirates more effectively?", ("motion lights", "cameras")),
    ("Do fences or dogs deter burglars better?", ("fences", "dogs")),
    ("Does a sign or a camera deter trespassers more?", ("sign", "camera")),
    ("Do speed humps or roundabouts discourage speeding more?", ("speed humps", "roundabouts")),
])

# A verbless pair closed by a semicolon and a clause of context: the full stop is the clause's, the pair asks.
test_pair_before_a_semicolon_and_context = read_as_expected([
    ("Swings or a climbing dome; the parents' survey closes Friday.", ("Swings", "climbing dome")),
    ("Pizza or tacos; the party starts at noon.", ("Pizza", "tacos")),
    ("a food truck or a caterer; the block party is on June 8.", ("food truck", "caterer")),
])

test_pair_before_a_semicolon_and_a_told_choice_still_refused = still_refused([
    "Swings or a climbing dome; both are fine.",
    "Swings or a climbing dome; we picked swings.",
    "Swings or a climbing dome; the kids voted for swings.",
    "Call or text me; the office closes at five.",
    "Swings or a climbing dome. The parents' survey closes Friday.",
])

# "Will / Does <subject> … this X or next X?": it asks when, a choice between the two times.
test_yes_no_auxiliary_before_relative_times = read_as_expected([
    ("Dear Councilmember Hayes,\nI live on the 1200 block of Aspen Way. The storm drains flood every time it rains. "
     "Will the city be repairing them this year or next year?", ("this year", "next year")),
    ("Will the county repave the road this summer or next summer?", ("this summer", "next summer")),
    ("Does the lease renew this month or next month?", ("this month", "next month")),
])

test_yes_no_auxiliary_before_other_pairs_still_refused = still_refused([
    "Will my insurance cover this year or next year's claims?",
    "Will the city fix the drains or the curbs this year?",
    "Will the city be repairing them this year or the next?",
])
