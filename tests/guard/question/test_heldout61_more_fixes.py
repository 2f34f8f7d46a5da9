"""More of the sixty-first held-out part's silent misreads (bench/results/questions_heldout61_first.txt): a clause of
the speaker's own run on after B, a meal's place, a channel's bracket read right; lists of three without commas,
statements and a search refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A clause of the speaker's own run on after B with no punctuation: a pronoun fused with its verb ("theyre on sale",
# "its kinda windy", "theres like a line") or "i cant decide"; it belongs to no option.
test_speaker_clause_after_b = read_as_expected([
    ("can you check if i should get the large eggs or the extra large ones theyre on sale",
     ("large eggs", "extra large ones")),
    ("um do i grill the burgers or cook them in the pan its kinda windy",
     ("grill the burgers", "cook them in the pan")),
    ("the self checkout lane or the regular checkout lane theres like a line at both",
     ("self checkout lane", "regular checkout lane")),
    ("to buy the shoes online or to go to the store and try them on i cant decide",
     ("buy the shoes online", "go to the store and try them on")),
    ("should i get the red mug or the blue one theyre both on sale", ("red mug", "blue one")),
    ("do i take the bus or walk its pretty cold out", ("take the bus", "walk")),
    ("do we rent a car or take the train we honestly cant choose", ("rent a car", "take the train")),
])

test_clauses_of_b_still_read = read_as_expected([
    ("should i get the large eggs or the ones theyre selling at the farm stand",
     ("large eggs", "ones theyre selling at the farm stand")),  # as before: a relative clause of B's noun
    ("should i cook it in the oven or in its own pan", ("in the oven", "in its own pan")),  # as before
    ("should i buy the red one or the one i like", ("red one", "one i like")),  # as before
    ("Should we neuter our dog now or wait until he's a year old?",
     ("neuter our dog now", "wait until he's a year old")),  # as before: bound by "until"
    ("Should we tell grandma the truth about the move or say it's temporary?",
     ("tell grandma the truth about the move", "say it's temporary")),  # as before
])

# A list of three written without its commas, as dictated: which two are meant cannot be told.
test_list_of_three_without_commas_refused = still_refused([
    "tacos pizza or burgers for dinner",
    "nachos wings or sliders for the party",
    "should the kids do soccer swim or dance this summer",
    "should i sign him up for karate swim or dance",
    "should we go to the zoo the beach or the park saturday",
    "should we go to the museum the aquarium or the mall",
    "hey assistant do i take the highway route 9 or the back roads",
    "do i take the freeway exit 12 or the old road",
])

test_compounds_and_two_objects_still_read = read_as_expected([
    ("brown rice or quinoa", ("brown rice", "quinoa")),  # as before
    ("trail runners or boots for the west highland way", ("trail runners", "boots")),  # as before
    ("should we get tacos or burgers for dinner", ("tacos", "burgers")),  # as before
    ("do kids swim or dance better", ("swim", "dance")),  # as before: a subject after its auxiliary
    ("should i give the dog the pill or the treat", ("pill", "treat")),  # as before: a verb's two objects
    ("should we go to the zoo or the beach", ("zoo", "beach")),  # as before
    ("do i take route 9 or the back roads", ("route 9", "back roads")),  # as before
    ("Should we use the east entrance or service gate 4?", ("east entrance", "service gate 4")),  # as before
    ("a refurbished iphone 14 or a brand-new iphone se", ("refurbished iphone 14", "brand-new iphone se")),
    ("should we cut the boards square or angled", ("square", "angled")),  # as before: an object and its state
    ("Is a dog in a crate a happy dog or a sad dog?", ("happy dog", "sad dog")),  # as before: not dictated
])

# Statements and a search: "… or wednesday i forget which" (a weekday typed in lower case before "i" is no "Phase
# I"), "ill pick up either chinese or pizza …" ("pick up" is an errand, no choosing), "find me a pediatrician or
# family doctor who …" (any one that fits is wanted).
test_statements_and_a_search_refused = still_refused([
    "uh so my appointment got moved to tuesday or wednesday i forget which",
    "the game got moved to saturday or sunday i think",
    "ill pick up either chinese or pizza on the way home",
    "can you find me a pediatrician or family doctor who takes our insurance",
    "please look for a plumber or handyman that works weekends",
    "could you find us a vet or animal hospital which is open sunday",
])

test_questions_near_statements_still_read = read_as_expected([
    ("should i go monday or tuesday", ("monday", "tuesday")),  # as before
    ("i cant pick between chinese or pizza", ("chinese", "pizza")),  # as before
    ("should we see a pediatrician or a family doctor who takes our insurance",
     ("pediatrician", "family doctor who takes our insurance")),  # as before
])

# Where a meal is had, after a B that is a meal and an A that is none, is B's own.
test_meal_place_of_b = read_as_expected([
    ("deciding between the farmers market and brunch at lulus saturday morning",  # the day and its part are both's
     ("farmers market", "brunch at lulus")),  # (session 35: a weekday and a part of the day closing B)
    ("the farmers market or brunch at lulus", ("farmers market", "brunch at lulus")),
    ("should we do the zoo or lunch at the mall", ("zoo", "lunch at the mall")),
])

test_place_of_two_meals_still_shared = read_as_expected([
    ("lunch or dinner at lulus", ("lunch", "dinner")),  # as before
    ("deciding between the farmers market and brunch at 10", ("farmers market", "brunch")),  # as before: a time
])

# A bracket naming the message's channel, closing it, labels the message.
test_channel_bracket_after_b = read_as_expected([
    ("weekend plans — hiking or the flea market (family chat)", ("hiking", "flea market")),
    ("pizza or tacos tonight (group text)", ("pizza", "tacos")),
    ("should we paint it blue or green (sent to the family thread)", ("blue", "green")),
])

test_other_brackets_still_kept = read_as_expected([
    ("Python (backend) or Java (frontend)", ("Python (backend)", "Java (frontend)")),  # each with its own aside
])
