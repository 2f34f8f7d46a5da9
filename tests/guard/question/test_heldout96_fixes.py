"""the ninety-sixth held-out part's silent misreads (bench/results/questions_heldout96_first.txt): read right by
general rules, or refused where the form cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "vent", "(re)circulate", "boil", "rust": verbs too, so B opens a verb phrase or closes before the predicate's verb.
test_kitchen_verbs = read_as_expected([
    ("Vent the range hood outside or recirculate with a charcoal filter?",
     ("Vent the range hood outside", "recirculate with a charcoal filter")),
    ("Would enamel or bare cast iron rust faster if I leave it wet?", ("enamel", "bare cast iron")),
    ("Would stainless or carbon steel rust faster?", ("stainless", "carbon steel")),  # as before
    ("Should I boil the eggs or steam them?", ("boil the eggs", "steam them")),  # as before
    ("Should I keep my old car or splurge on a new one?", ("keep my old car", "splurge on a new one")),
])

# A subject pair of one bare word each, then two verbs in a row ("boil water"): B's one word against A's, the first
# verb the predicate's.
test_bare_subjects_before_two_verbs = read_as_expected([
    ("Does gas or induction boil water faster?", ("gas", "induction")),
    ("Does rice or pasta cook water faster?", ("rice", "pasta")),
    ("Would a smart plug or a timer switch work better?", ("smart plug", "timer switch")),  # as before
    ("Does gas or induction cooktop heat faster?", ("gas", "induction cooktop")),  # as before
])

# A word said twice around "by" or "to" closing B: one compound, never cut at its preposition.
test_twin_word_b = read_as_expected([
    ("french door or side by side fridge freezer", ("french door", "side by side")),
    ("Is a top freezer or a side by side more efficient?", ("top freezer", "side by side")),
    ("Pay by card or by cash?", ("by card", "by cash")),  # as before
])

# An article of B's kind inside A after a bare head and its preposition (after a verb, opening on a comparative, or
# before "the") or after a subject and its verb: B stands against the articled noun.
test_bare_head_article_a = read_as_expected([
    ("Better results with a Microplane or a box grater when zesting lemons?", ("Microplane", "box grater")),
    ("Better results with a mandoline or a chef knife when slicing onions?", ("mandoline", "chef knife")),
    ("Would you rather cook steak on a cast iron griddle or a grill pan on an induction hob?",
     ("cast iron griddle", "grill pan on an induction hob")),
    ("Chicken wings in the air fryer or the oven — which is crispier?", ("air fryer", "oven")),
    ("Our landlord wants us to tell him if we prefer a freestanding range or a slide-in range before he orders it "
     "next week.", ("freestanding range", "slide-in range")),
    ("Anyone prefer a 12 inch or a 10 inch skillet?", ("12 inch", "10 inch skillet")),
])

test_bare_head_option_unchanged = read_as_expected([
    ("Single stroller with a board or a proper double?", ("Single stroller with a board", "proper double")),
    ("Townhouse with an HOA or a detached house without one?", ("Townhouse with an HOA", "detached house without one")),
    ("Apple Watch SE for an 8-year-old or a Gabb Watch 3?", ("Apple Watch SE for an 8-year-old", "Gabb Watch 3")),
    ("Should I buy the house on the hill or the condo?", ("house on the hill", "condo")),  # as before: a choice verb
    ("coffee with the milk or the cream", ("coffee with the milk", "cream")),  # as before: not a place
])

# A verb that chooses nothing ("run", not "buy"), its articled object, a preposition and an articled noun as A: B
# against the whole object or the preposition's only cannot be told.
test_run_object_on_setting_refused = still_refused([
    "Do I run the dishwasher on the quick wash or the heavy cycle for greasy sheet pans?",
    "Do I run the washer on the delicate setting or the normal cycle?",
])

# A lower-case listed verb right after the name closing B, before a preposition or a determiner: the verb the
# subject pair shares, not more of the name.
test_verb_after_name_closing_b = read_as_expected([
    ("Will the 6 qt or the 8 qt Instant Pot fit under my cabinets?", ("6 qt", "8 qt Instant Pot")),
    ("Will the Ninja or the Instant Pot fit in my cupboard?", ("Ninja", "Instant Pot")),
    ("Does the Roomba or the Shark Matrix clean under the couch better?", ("Roomba", "Shark Matrix")),  # as before
])

# "offhand" between the asking verb and "if": an adverb of the asking, like "honestly".
test_offhand_before_if = read_as_expected([
    ("Anyone know offhand if Cuisinart or Hamilton Beach makes the more reliable toaster oven under $150?",
     ("Cuisinart", "Hamilton Beach")),
    ("Anyone know offhand if Cuisinart or Breville is better?", ("Cuisinart", "Breville")),
    ("Anyone know if Cuisinart or Breville is better?", ("Cuisinart", "Breville")),  # as before
])

# A noun-or-verb's "-s" form in a "whether" clause before the article B opens with: the clause's verb, A its object.
test_echoed_object_after_clause_verb = read_as_expected([
    ("I would be grateful if you could clarify whether my Bertazzoni warranty covers the igniter or only the oven "
     "cavity.", ("igniter", "only the oven cavity")),
    ("could you clarify whether my warranty covers the igniter or the oven cavity?", ("igniter", "oven cavity")),
    ("whether the plan covers the filter or just the pump?", ("filter", "just the pump")),
])

# "down to two:" before the pair: the asker has narrowed the choice, not made it.
test_down_to_two = read_as_expected([
    ("After reading way too many reviews, I'm down to two: the Cuisinart DFP-14BCNY or the Breville Sous Chef 16.",
     ("Cuisinart DFP-14BCNY", "Breville Sous Chef 16")),
    ("I've narrowed it down to two: the Vitamix E310 or the Ninja BN701.", ("Vitamix E310", "Ninja BN701")),
])

test_down_to_two_past_still_refused = still_refused([
    "I was down to two: the Ninja or the Vitamix. I bought the Ninja last week.",  # as before
])
