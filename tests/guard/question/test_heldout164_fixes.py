"""Fixes for the hundred-and-sixty-fourth held-out part (cosplay and prop making), written blind and scored before any
fix.

Silent misreads read right: a tool after B's verb and its pronoun object, "try to" before the verb allowed ("… or try
to salvage it | with a straightener"); a day and its part after one lower-case noun ("photoshoot | Saturday morning or
Sunday evening"); a two-word preposition B opens with, held inside A ("Sculpting the horns | out of foam clay or out
of Monster Clay"); a verb-or-noun word B before a preposition against a verb phrase A closing on a passive's agent
("get lenses fitted by the optometrist or | order from a site …"); "one" standing for A's articled noun after a
verb-or-noun word B ("buy a premade wig or | style one myself"); a hyphenated name, each part capitalised, shaped as a
name ("cast in | Smooth-Cast 300 or Onyx").

Refusals read right: an amount said to hold "either way" after the pair ("…, 3 yards either way"): a fact of both
options, not a choice said not to matter (which stays refused).

Silent misreads now refused: a bare A after an opening head's "with" against a B opening on a possessive ("Boots with
insoles or my comfy sneakers …": B against "insoles", or against "Boots with insoles"?)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_tool_after_bs_verb_and_its_pronoun = read_as_expected([
    ("return the Amazon wig or try to salvage it with a straightener",
     ("return the Amazon wig", "try to salvage it with a straightener")),
    ("Should I sell the couch or try to clean it with a steamer?",
     ("sell the couch", "try to clean it with a steamer")),
    ("Should I buy a new bike or try to fix it with a friend?", ("buy a new bike", "try to fix it")),  # as before:
    # company both options may share
])

test_a_day_and_its_part_after_a_lone_noun = read_as_expected([
    ("Poll for the group chat: photoshoot Saturday morning or Sunday evening?", ("Saturday morning", "Sunday evening")),
    ("meeting Monday afternoon or Tuesday morning?", ("Monday afternoon", "Tuesday morning")),
    ("Should I fly Thursday night or early Friday morning?", ("Thursday night", "early Friday morning")),  # as before
    ("Friday Night Lights or Sunday night football?", ("Friday Night Lights", "Sunday night football")),  # as before
])

test_a_two_word_preposition_b_opens_with = read_as_expected([
    ("Sculpting the horns out of foam clay or out of Monster Clay for moulding?",
     ("out of foam clay", "out of Monster Clay")),
    ("Parking the car next to the fence or next to the garage?", ("next to the fence", "next to the garage")),
    ("Painting the walls with a roller or with a brush?", ("with a roller", "with a brush")),  # as before
])

test_a_verb_b_against_a_passives_agent = read_as_expected([
    ("My 12 year old wants coloured contacts for his Sasuke costume. I'm nervous about it. Should we get lenses fitted "
     "by the optometrist or order from a site like PinkyParadise?",
     ("get lenses fitted by the optometrist", "order from a site like PinkyParadise")),
    ("Should I get it done by a pro or order online?", ("get it done by a pro", "order online")),
    ("Is it better to have the logo designed by a freelancer or by an agency?",
     ("by a freelancer", "by an agency")),  # as before
])

test_one_standing_for_as_noun = read_as_expected([
    ("better to buy a premade wig or style one myself for Sailor Moon?", ("buy a premade wig", "style one myself")),
    ("Is it better to buy a wig or style one myself?", ("buy a wig", "style one myself")),
    ("Should I buy a frame or model one?", ("buy a frame", "model one")),
    ("Should I buy a loaf or bake one?", ("buy a loaf", "bake one")),  # as before
])

test_an_amount_said_to_hold_either_way = read_as_expected([
    ("the 60-inch or the 45-inch width for the cape fabric, 3 yards either way", ("60-inch", "45-inch")),
    ("red or blue, 2 coats either way", ("red", "blue")),
])

test_a_capitalised_hyphenated_name = read_as_expected([
    ("Once the mould is done, do I cast in Smooth-Cast 300 or Onyx for a black finish?", ("Smooth-Cast 300", "Onyx")),
    ("do I cast in Smooth-Cast 300 or Onyx?", ("Smooth-Cast 300", "Onyx")),
    ("do I cast in Smooth 300 or Onyx?", ("Smooth 300", "Onyx")),  # as before
])

test_the_choice_said_not_to_matter_still_refused = still_refused([
    "the 60-inch or the 45-inch width for the cape fabric, either way is fine",
    "I'll buy red or blue, either way",
])

test_a_possessed_b_after_an_opening_heads_with_noun_is_refused = still_refused([
    "First con ever next month!! I'll be walking around for like 8 hours. Boots with insoles or my comfy sneakers "
    "painted to match?",  # "insoles" against "my … sneakers", or "Boots with insoles"?
    "Coffee with milk or my homemade syrup?",
])

test_an_opening_heads_with_noun_as_before = read_as_expected([
    ("logging with structlog or the stdlib logging module in a Django project?",
     ("structlog", "stdlib logging module")),
    ("Coffee with a croissant or a bagel?", ("croissant", "bagel")),
])
