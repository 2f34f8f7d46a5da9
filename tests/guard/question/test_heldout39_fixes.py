"""the thirty-ninth held-out part's 13 silent misreads (bench/results/questions_heldout39_first.txt): nine read right by
general rules, four (an approximate count, a yes/no question about either one, two reported instructions) refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A word taken for the verb after a subject pair right before a copula is B's own ("uber eats | is less dead").
test_word_before_a_copula = read_as_expected([
    ("trying to figure out whether doordash or uber eats is less dead on tuesday nights", ("doordash", "uber eats")),
    ("whether grubhub or uber eats is busier at lunch", ("grubhub", "uber eats")),
    ("not sure if spotify or apple music is cheaper for students", ("spotify", "apple music")),  # as before
])

test_verb_after_a_subject_pair_still_read = read_as_expected([
    ("whether doordash or grubhub pays more is what i want to know", ("doordash", "grubhub")),  # as before
])

# The "get" of a passive opens the predicate after a subject pair ("packers | get hurt").
test_get_passive_after_a_subject_pair = read_as_expected([
    ("Do pickers or packers get hurt more often?", ("pickers", "packers")),
    ("do nannies or sitters get hurt more on the job", ("nannies", "sitters")),
    ("Do cooks or servers get paid more?", ("cooks", "servers")),  # as before
    ("Does a Prius or a Corolla Hybrid get better mpg in city driving?", ("Prius", "Corolla Hybrid")),  # as before
])

# Two percentages after a verb and its object: the amounts are the options, as with money.
test_percentages_after_an_object = read_as_expected([
    ("tip out the bar 2% or 3%???", ("2%", "3%")),
    ("tip the bar 2% or 3%?", ("2%", "3%")),
    ("should i tip out the bussers 2.5% or 3%", ("2.5%", "3%")),
    ("should i tip out the bar $20 or $30", ("$20", "$30")),  # as before
])

# A bare head and a place phrase whose article B repeats: B stands against the place.
test_place_whose_article_b_repeats = read_as_expected([
    ("urgent!! markdowns on the rack first or the endcaps first — manager is on her way",
     ("rack first", "endcaps first")),
    ("markdowns on the rack or the endcaps", ("rack", "endcaps")),
    ("signage on the door or the window?", ("door", "window")),
    ("towels in the closet or the laundry room", ("closet", "laundry room")),
])

test_determined_head_keeps_its_place = read_as_expected([
    ("the house near the lake or the condo", ("house near the lake", "condo")),  # as before
    ("a house near the lake or a condo", ("house near the lake", "condo")),  # as before
    ("coffee with the milk or the cream", ("coffee with the milk", "cream")),  # as before: not a place
])

# B's own clause: a condition "only" marks, a second verb's bound preposition, a contact relative's phrase.
test_b_keeps_its_own_clause = read_as_expected([
    ("#dashertips hotspot or stay home and wait for pings", ("hotspot", "stay home and wait for pings")),
    ("airport queue or stay downtown and wait for surges", ("airport queue", "stay downtown and wait for surges")),
    ("Q for nannies: guaranteed hours or hourly only when they need me?",
     ("guaranteed hours", "hourly only when they need me")),
    ("a flat fee or hourly only when they run late", ("flat fee", "hourly only when they run late")),
])

test_unmarked_condition_still_cut = read_as_expected([
    ("guaranteed hours or hourly when they need me?", ("guaranteed hours", "hourly")),  # as before
    ("dash tonight or stay home for the game", ("dash tonight", "stay home")),  # as before
])

# A focus adverb before the cut phrase is the phrase's ("get a cheaper car | just for delivering").
test_focus_adverb_before_a_cut = read_as_expected([
    ("So my question is whether I should keep the Civic or get a cheaper car just for delivering",
     ("keep the Civic", "get a cheaper car")),
    ("should i keep my phone or buy a cheap one only for work", ("keep my phone", "buy a cheap one")),
    ("should i rent a car or buy a beater mainly for dashing", ("rent a car", "buy a beater")),
    ("should i keep the Civic or just get a cheaper car", ("keep the Civic", "just get a cheaper car")),  # as before
])

# B a focused noun phrase ("only the part …") against an unlisted verb's determined object: A is the object.
test_focused_b_against_an_object = read_as_expected([
    ("i want to know if i can deduct my phone bill or only the part i use for dashing",
     ("my phone bill", "only the part i use for dashing")),
    ("should i deduct my whole rent or just the part i use as an office",
     ("my whole rent", "just the part i use as an office")),
    ("should I change all my passwords or just the one for that site",
     ("all my passwords", "just the one for that site")),  # as before
])

# A listed verb and "overnight": the options are verb phrases ("stay overnight at their place" / "commute every day").
test_verb_and_overnight = read_as_expected([
    ("as the parents are going to be out of town for a week, should i stay overnight at their place or commute "
     "every day", ("stay overnight at their place", "commute every day")),
    ("should i stay overnight at my sister's or commute in the morning",
     ("stay overnight at my sister's", "commute in the morning")),
    ("should i work overnight at the warehouse or commute to the day shift",
     ("work overnight at the warehouse", "commute to the day shift")),
    ("should i stay overnight at the hotel or drive back", ("stay overnight at the hotel", "drive back")),  # as before
])

# Refused: "a shift or two" before a time is a rough count; "if A or B is hiring" may ask whether either is; a reported
# instruction ("… said to A or B", "… told me to A or B") told as a statement.
test_refused = still_refused([
    "can i pick up a shift or two this weekend without hitting overtime",
    "should i take a day or two next week off",
    "anyone know if instacart or shipt is hiring rn? and do they drug test or no",
    "anyone know if walmart or target is hiring right now",
    "the guest said to leave the towels or take them, whatever is easier",
    "my lead told me to stock aisle 5 or help at returns when i finish",
    "my manager told us to clean the fryer or mop the floor before close",
    "the client said to use the side door or the garage",
])

test_near_refusals_still_read = read_as_expected([
    ("should i get a cat or two kittens", ("cat", "two kittens")),  # as before: a count of its own noun
    ("anyone know if doordash or grubhub is paying better rn", ("doordash", "grubhub")),  # as before: compared
    ("i cant tell if the router or the modem is dropping the connection", ("router", "modem")),  # as before: object
])
