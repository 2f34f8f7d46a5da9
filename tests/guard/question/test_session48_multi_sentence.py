"""Fixes for the multi_sentence family's refusals of the older parts (session 48): two alternatives told in an
earlier sentence and chosen between by a bare "which" closing the prompt.

Refusals read right: a pair told as such ("The two options near me are A and B.", "Options so far are A and B.",
"two things: A and B", "two wax suppliers, A and B") before "Which one?" / "Which should it be?"; two alike objects
closing the sentence just before the "which" ("I have a spare National brood box and a spare nuc box. Which should I
put it in?": the same article, and the same head noun, both names or both a figure of the same unit).

Still refused: a "which" with a noun of its own ("Which stroller is lighter?"), a told pair whose sides open on no
capital, figure or article ("two kids, ages 5 and 7"), objects that are not alike ("a 2015 MacBook and a tight
budget"), a pair run on past its names ("a Honda and a Ford last year").

Refusals read right: a thing asked to be enough against a thing then asked to be needed ("Is a counterbalance forklift
enough or do we need reach trucks?": one choice, the options A and what "need" takes); a lead asking whether it is
time for A before "or should I …" ("Is it time to clean it …, or should I just get a cooling pad?": A weighed against
B, as "Is it worth …" is). Still refused: "need to …" or "need B for …" (no thing, or more than B), and a yes/no
question of its own before "or should I" ("Is it OK to take ibuprofen or should I wait?")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_pair_told_as_options_before_a_bare_which = read_as_expected([
    ("Our gym is closing at the end of the month. I mostly do powerlifting. The two options near me are Planet "
     "Fitness and a small barbell club that costs triple. Which one?",
     ("Planet Fitness", "small barbell club that costs triple")),
    ("Customers keep asking for two things: a public API and a Zapier app. Eng says we can do one this half. Which "
     "should it be?", ("public API", "Zapier app")),
    ("Options are the Diamond X30 and the Comet GP-3. Both are under £80 and I'm in a terraced house. Which one?",
     ("Diamond X30", "Comet GP-3")),
    ("I've narrowed it down to two wax suppliers, CandleShack and Kirsty's Candle Supplies. CandleShack is cheaper "
     "per kilo but Kirsty's ships next day. Which would you order from for a big Christmas run?",
     ("CandleShack", "Kirsty's Candle Supplies")),
    ("Mostly watching Netflix and some Call of Duty. Budget is around $1,500. Options so far are a 65 inch TCL QM7 "
     "and a 55 inch LG C4. Which one?", ("65 inch TCL QM7", "55 inch LG C4")),
    ("We're choosing a stroller. My options are the Uppababy Vista and a Bugaboo Fox. Which would you get?",
     ("Uppababy Vista", "Bugaboo Fox")),
    ("I have two cars: a Honda Civic and a Ford Focus. Which should I sell?", ("Honda Civic", "Ford Focus")),
])

test_alike_objects_just_before_a_bare_which = read_as_expected([
    ("Found a swarm hanging in the hedge this morning. I have a spare National brood box and a spare nuc box. Which "
     "should I put it in?", ("spare National brood box", "spare nuc box")),
    ("It's been 9 degrees all week at the lake. I have a 5mm sleeveless and a 3mm full suit. which one tomorrow?",
     ("5mm sleeveless", "3mm full suit")),
    ("Built my first MG kit last month, the Barbatos. Loved it. Now looking at the Unicorn Ver.Ka and the Sazabi "
     "Ver.Ka. Which one next?", ("Unicorn Ver.Ka", "Sazabi Ver.Ka")),
    ("We own a red kayak and a blue kayak. Which should I take to the lake?", ("red kayak", "blue kayak")),
])

test_near_misses_of_a_told_pair_stay_refused = still_refused([
    "My options are the Uppababy Vista and a Bugaboo Fox. Which stroller is lighter?",  # "which" has its own noun
    "I have two kids, ages 5 and 7. Which one should start piano?",  # "ages 5": no capital, figure or article
    "I have a 2015 MacBook and a tight budget. Which should I buy?",  # not alike
    "I bought a Honda and a Ford last year. Which one should I sell?",  # B runs on past its name
    "I have a 3mm wetsuit and a drysuit. Which one?",  # one figure's unit, one bare noun: not alike
])


test_enough_against_what_is_needed = read_as_expected([
    ("Our warehouse floor is sealed concrete, 50,000 sq ft. Ceiling clearance is 28 ft. Is a counterbalance forklift "
     "enough or do we need reach trucks?", ("counterbalance forklift", "reach trucks")),
    ("Booked a week in Lembeh. Want to do macro photography. Is the Olympus TG-7 with a housing enough, or do I need "
     "a proper mirrorless setup?", ("Olympus TG-7 with a housing", "proper mirrorless setup")),
    ("Is a 500W power supply enough or do I need a 750W one?", ("500W power supply", "750W one")),
    ("Is a 2-person tent enough, or would we need a 3-person tent?", ("2-person tent", "3-person tent")),
])

test_whether_it_is_time_for_a_before_should_i = read_as_expected([
    ("My laptop fan is super loud and it gets hot. It's an HP Pavilion 15 from 2020. Is it time to clean it and "
     "replace the thermal paste, or should I just get a cooling pad?",
     ("clean it and replace the thermal paste", "just get a cooling pad")),
    ("Is it time to replace the tires or should I wait until spring?", ("replace the tires", "wait until spring")),
])

test_near_misses_of_enough_and_time_stay_refused = still_refused([
    "Is it enough or do I need to buy more?",  # no thing after "need"
    "Is a basic tent enough or do we need a four-season tent for the trip?",  # B's purpose, or both's?
    "Is it OK to take ibuprofen or should I wait?",  # a yes/no question of its own
])
