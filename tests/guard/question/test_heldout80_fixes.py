"""the eightieth held-out part's 5 silent misreads (bench/results/questions_heldout80_first.txt): four read right by
general rules, the fifth ("Does Gmail or Outlook filter spam better …?": "filter" the predicate's verb or B's head)
refused; and four of its refusals read right by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A verb B with a pronoun object against a lone noun A: the goal after the pronoun is B's ("take it | to a repair
# shop"), since a noun has no goal to share.
test_goal_after_pronoun_b_against_a_noun = read_as_expected([
    ("Dropped my Pixel 7 in the pool for maybe 5 seconds. It turns on but the speaker sounds muffled. Rice or take it "
     "to a repair shop?", ("Rice", "take it to a repair shop")),
    ("My bike chain is squeaking. WD-40 or take it to the shop?", ("WD-40", "take it to the shop")),
    ("Cracked screen on my tablet. Superglue or bring it to a repair place?",
     ("Superglue", "bring it to a repair place")),
])

test_goal_after_pronoun_b_against_a_verb_still_shared = read_as_expected([
    ("drive or take it to the shop?", ("drive", "take it to the shop")),  # as before
])

# An apostrophe between two letters inside single quotes is no closing quote ("'Don't Allow'").
test_apostrophe_inside_single_quoted_option = read_as_expected([
    ("Excuse me, would you please tell me if I should click 'Allow' or 'Don't Allow' when Zoom asks to access my "
     "microphone?", ("Allow", "Don't Allow")),
    ("Should I pick 'Keep' or 'Don't Save' when Word closes?", ("Keep", "Don't Save")),
    ("Is 'It's fine' or 'Sounds good' better as a reply?", ("It's fine", "Sounds good")),
])

test_single_quoted_options_still_read = read_as_expected([
    ("Do I press 'Yes' or 'No' on the popup?", ("Yes", "No")),  # as before
])

# A rule of marks ("***", "===") standing alone closes a heading as a colon would.
test_rule_of_marks_closes_a_heading = read_as_expected([
    ("*** windows update stuck at 35% *** hold power button or keep waiting", ("hold power button", "keep waiting")),
    ("=== leaking faucet === replace the cartridge or call a plumber?", ("replace the cartridge", "call a plumber")),
    ("*** URGENT *** should I pay the invoice or dispute it", ("pay the invoice", "dispute it")),
])

test_marks_inside_options_still_read = read_as_expected([
    ("is 5 * 3 or 4 * 4 bigger", ("5 * 3", "4 * 4")),  # as before
    ("Tea or coffee ***", ("Tea", "coffee")),  # as before
])

# Subjects after an opening auxiliary: a verb and its particle closing B before a comparative are the predicate's.
test_verb_and_particle_after_subjects = read_as_expected([
    ("Does laser toner or inkjet ink dry out faster if I don't print for months?", ("laser toner", "inkjet ink")),
    ("Do sneakers or hiking boots wear out faster on pavement?", ("sneakers", "hiking boots")),
    ("Do LED or halogen bulbs burn out quicker in the cold?", ("LED", "halogen bulbs")),
])

test_subjects_before_a_listed_verb_still_read = read_as_expected([
    ("Do pickup trucks or SUVs hold up better in salt?", ("pickup trucks", "SUVs")),  # as before
    ("Does oat milk or almond milk froth better?", ("oat milk", "almond milk")),  # as before
    ("Does Gmail or Outlook have better spam filtering?", ("Gmail", "Outlook")),  # as before
    ("Do Hoka or Brooks shoes last longer?", ("Hoka", "Brooks shoes")),  # as before
])

# "Does Name or Name word …" before a word no listed verb: "filter" the predicate's verb, or B's head as in "Does Sony
# or Nikon battery last longer?": refused.
test_unlisted_verb_after_named_subjects_refused = still_refused([
    "Does Gmail or Outlook filter spam better for a small business?",
    "Does Sony or Nikon battery last longer?",
    "Do ceramic pans or cast iron skillets sear steak better?",
])

# "only" / "just" before "to" and an amount: the level reached is B's own, against A's closing adverb.
test_focus_adverb_before_a_level = read_as_expected([
    ("charging my laptop overnight or only to 80%?", ("overnight", "only to 80%")),
    ("should I charge my phone overnight or just to 90%?", ("overnight", "just to 90%")),
    ("fill the kiddie pool fully or only to 2 feet?", ("fully", "only to 2 feet")),
])

test_focus_adverb_before_an_infinitive_still_refused = still_refused([
    "charging my laptop overnight or only to finish work?",
    "charge the battery or only to 80%?",
    "should I charge my phone overnight or just to 90% before bed?",
])

# "above", "below", "beneath" open a place phrase as "by" does.
test_place_phrase_opened_by_above_or_below = read_as_expected([
    ("better to mount the TV above the fireplace or on the opposite wall?",
     ("above the fireplace", "on the opposite wall")),
    ("should I hang the mirror above the sofa or on the hallway wall?", ("above the sofa", "on the hallway wall")),
    ("should I install the cabinet below the counter or beside the fridge?",
     ("below the counter", "beside the fridge")),
    ("Should I put the rug beneath the bed or in the hallway?", ("beneath the bed", "in the hallway")),
])

test_open_bound_above_still_refused = still_refused([
    "Is a credit score of 700 or above enough?",
    "ages 12 or below",
])

# "A vs B:" as a heading before a verbless case asks, question mark or not.
test_pair_heading_before_a_case = read_as_expected([
    ("repair vs replace: 2019 macbook pro with a swollen battery", ("repair", "replace")),
    ("rent vs buy: 2 bed condo in Austin", ("rent", "buy")),
    ("lasagna vs chili: potluck for 30 people", ("lasagna", "chili")),
])

test_pair_heading_before_a_clause_still_refused = still_refused([
    "Apple vs Samsung: the lawsuit is over",
    "repair vs replace: it keeps dying",
])

# "it's" / "it is" after a lead of doubt, before two determiner-led noun phrases: what "it" is.
test_it_is_before_two_noun_phrases = read_as_expected([
    ("Could you look at this and tell me whether it's the printer driver or the USB cable? Error: 'Printer offline "
     "(0x00000709)'", ("printer driver", "USB cable")),
    ("do you know if it's the router or the modem?", ("router", "modem")),
    ("not sure if it is the alternator or the battery", ("alternator", "battery")),
    ("can't tell whether it's a clogged filter or a bad pump", ("clogged filter", "bad pump")),
])

test_it_is_without_doubt_still_refused = still_refused([
    "I don't care whether it's the red one or the blue one",
    "whether it's the shrimp or the lotion",
])
