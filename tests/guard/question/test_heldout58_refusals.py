"""the fifty-eighth held-out part's refused pairwise prompts (bench/results/questions_heldout58_first.txt): seven read
right by general rules; "Laminate vs vinyl plank …" (is "plank" both's?), "Choose between ice and water shield … and
…" (which "and" splits?) and "so the question is if …" stay refused with their reasons."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Two options told only inside one bracket, nothing outside offering any, and the prompt asking or a verbless heading.
test_options_inside_one_bracket = read_as_expected([
    ("grub control (GrubEx or Dylox) ??? it's already September", ("GrubEx", "Dylox")),
    ("grout color for white subway tile [warm gray or bright white]", ("warm gray", "bright white")),
    ("deck stain color (cedar tone or semi-transparent gray)?", ("cedar tone", "semi-transparent gray")),
    ("Governing law (New York or Delaware) — which should we propose in the redline?", ("New York", "Delaware")),
])

test_bracket_near_misses_still_refused = still_refused([
    "Bring snacks (chips or fruit).",  # an instruction, no question
    "We painted the shed (green or blue, I forget) last year.",
    "mulch (cedar, pine or rubber)?",  # three
    "[[ -80 or LN2 for the glycerol stocks ]]",  # a preposition inside a side
    "Should I get the blue one (or the red)?",
])

# A name called before the question is no list item: "Mike, | wash the siding first or …".
test_called_name_before_verb_phrases = read_as_expected([
    ("Mike, wash the siding first or go straight to scraping?", ("wash the siding first", "go straight to scraping")),
    ("Dave, patch the drywall or replace the whole sheet?", ("patch the drywall", "replace the whole sheet")),
    ("Sarah, rent a tiller or dig the beds by hand?", ("rent a tiller", "dig the beds by hand")),
])

test_lists_after_a_comma_still_refused = still_refused([
    "Sand, prime or paint?",  # the first word a verb: three options
    "Oak, maple or cherry?",
    "Gravel, sand or mulch?",  # a one-word verb after the comma
])

# A bare closing "which one" after "the difference between A and B" asks to choose.
test_difference_then_which_one = read_as_expected([
    ("whats the difference in practice between Titebond II and Titebond III for an outdoor bench, which one",
     ("Titebond II", "Titebond III")),
    ("what's the difference between Minwax and Varathane for a tabletop, which one?", ("Minwax", "Varathane")),
    ("difference between PEX-A and PEX-B for a basement remodel — which?", ("PEX-A", "PEX-B")),
])

test_difference_without_a_pick_still_refused = still_refused([
    "whats the difference in practice between Titebond II and Titebond III for an outdoor bench",
    "whats the difference between Hardie board and LP SmartSide, which one is made of wood fiber",
    "what is the difference between oil and latex, which is why I ask",
])

# A negated amount ("not enough light") against A's "too much" amount: "enough" is a quantity there, no predicate.
test_too_much_against_not_enough = read_as_expected([
    ("My Monstera deliciosa has yellow lower leaves. I water every 7 days. Too much water or not enough light?",
     ("Too much water", "not enough light")),
    ("Too much fertilizer or not enough sun?", ("Too much fertilizer", "not enough sun")),
    ("Brown tips on my fern. Too much sun or not enough humidity?", ("Too much sun", "not enough humidity")),
    ("Too many plants or not enough pots?", ("Too many plants", "not enough pots")),
])

test_other_negated_amounts_still_refused = still_refused([
    "Overwatering or not enough drainage?",  # A no amount
    "Is 8GB or 16GB not enough for video editing?",
    "is one coat or two not enough for a white ceiling?",
])

# A copula before "enough" opens the predicate: "… or a paint-and-primer combo | is enough".
test_copula_before_enough = read_as_expected([
    ("I need to know if primer or a paint-and-primer combo is enough over bare drywall patches",
     ("primer", "paint-and-primer combo")),
    ("wondering if one coat or two coats is enough on new cedar", ("one coat", "two coats")),
    ("not sure if a dehumidifier or a bathroom fan seems enough for a damp basement",
     ("dehumidifier", "bathroom fan")),  # as before
])

test_noun_before_enough_still_refused = still_refused([
    "Is a treadmill or an exercise bike enough exercise?",
])

# A demonstrative and its copula after a lead of doubt: "figure out if those are | A or B".
test_demonstrative_subject_after_doubt = read_as_expected([
    ("trying to figure out if those are carpenter ants or termites in the porch joist, pics in comments",
     ("carpenter ants", "termites")),
    ("not sure if these are wasps or hornets under the eave", ("wasps", "hornets")),
    ("trying to figure out if that is a load bearing wall or a partition wall",
     ("load bearing wall", "partition wall")),  # as before
])

test_demonstrative_without_doubt_still_refused = still_refused([
    "My fiancé doesn't care whether these are roses or peonies, so it's up to me lol",
    "My fiancé doesn't care whether it's roses or peonies, so it's up to me lol",
    "I can never remember whether it's affect or effect.",
])

# Refused with their reasons: no general rule tells them apart safely.
test_left_refused = still_refused([
    "Laminate vs vinyl plank in a kitchen w/ a dog",  # "plank" may be both's ("oak or walnut table")
    "Choose between ice and water shield on the whole deck and only at the eaves?",  # two "and"s
])
