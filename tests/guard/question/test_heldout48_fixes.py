"""the forty-eighth held-out part's 8 silent misreads (bench/results/questions_heldout48_first.txt): five read right by
general rules, three refused (a rough count, a place after B's gerund, an '-ing' noun or gerund B); and refusals of
the part read right."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "prep" is a verb (a noun too): after "should I" it takes the two dishes as its objects.
test_prep_is_a_verb = read_as_expected([
    ("With only a mini fridge in my dorm, should I prep salads or grain bowls for the week", ("salads", "grain bowls")),
    ("should I prep salads or grain bowls", ("salads", "grain bowls")),
    ("should I prep the chicken or cook the beef", ("prep the chicken", "cook the beef")),
])

test_prep_as_a_noun_still_read = read_as_expected([
    ("meal prep or takeout for a busy week?", ("meal prep", "takeout")),  # as before
    ("should I do meal prep or order takeout", ("meal prep", "order takeout")),  # as before
])

# Number words past ten are numerals: "ten or fifteen minutes" is a rough count, as "10 or 15 minutes" was.
test_rough_count_in_words_refused = still_refused([
    "hey google set a timer for like ten or fifteen minutes",
    "should I bake it for ten or fifteen minutes",
    "set a timer for twelve or twenty minutes",
])

test_counts_with_their_units_still_read = read_as_expected([
    ("should I bake it for ten minutes or fifteen minutes", ("ten minutes", "fifteen minutes")),  # as before
])

# "to" and an object pronoun after B's verb and its object: whom B's act is done to, B's own.
test_recipient_closing_b = read_as_expected([
    ("ORDER #88213 — customer wants to know: contactless drop-off or hand it to me?",
     ("contactless drop-off", "hand it to me")),
    ("contactless drop-off or hand it to me?", ("contactless drop-off", "hand it to me")),
    ("leave it on the porch or give it to us?", ("leave it on the porch", "give it to us")),
    ("mail the check or give it to him?", ("mail the check", "give it to him")),
])

test_destination_after_b_still_cut = read_as_expected([
    ("taxi or take the bus to the airport?", ("taxi", "take the bus")),  # as before
    ("Uber or drive to work?", ("Uber", "drive")),  # as before
])

# A "with" phrase naming A's head noun again tells B apart from A: B's own.
test_feature_naming_a_head = read_as_expected([
    ("Since we're gutting the whole kitchen anyway and my husband bakes a lot around the holidays and we host "
     "Thanksgiving for like fifteen people every year, should we put in a double wall oven or a range with two ovens",
     ("double wall oven", "range with two ovens")),
    ("should we get a double wall oven or a range with two ovens", ("double wall oven", "range with two ovens")),
    ("should we book one king bed or a room with two queen beds", ("one king bed", "room with two queen beds")),
    ("a double oven or a range with two ovens for the holidays?", ("double oven", "range with two ovens")),
])

test_feature_of_another_kind_still_refused = still_refused([
    "should I get a laptop or a tablet with a keyboard",  # as before
    "a sedan or a truck with a tow package?",  # as before
])

# A span and "later" closing B against an A with a time of its own: B's own time.
test_later_of_b_against_a_timed_a = read_as_expected([
    ("protein shake right after the gym... or a real meal an hour later",
     ("protein shake right after the gym", "real meal an hour later")),
    ("a snack right after practice or a full dinner two hours later", ("snack right after practice",
                                                                       "full dinner two hours later")),
    ("a snack before the run or a full meal two hours later", ("snack before the run", "full meal two hours later")),
    ("coffee right after waking up or a latte an hour later", ("coffee right after waking up",
                                                               "latte an hour later")),
])

test_later_without_a_time_of_a_still_cut = read_as_expected([
    ("a shake or a meal an hour later", ("shake", "meal")),  # as before
    ("Is a size 4 or a size 5 ball right for U12 soccer?", ("size 4", "size 5")),  # session 37: the twin codes' head
    ("coffee now or tea later", ("coffee now", "tea later")),  # as before
])

# A named place after a gerund that follows B's verb is the gerund's, or both options'?
test_place_after_a_gerund_of_b_refused = still_refused([
    "Family of five. We go through a gallon of milk every two days. Costco membership or keep shopping at Kroger?",
    "Costco membership or keep shopping at Kroger?",
    "Costco membership or go shopping at Kroger?",
])

test_place_of_both_still_read = read_as_expected([
    ("a hotel or an Airbnb in Rome?", ("hotel", "Airbnb")),  # as before
    ("the 10K or the half marathon in April?", ("10K", "half marathon")),  # as before
])

# After "Should I …", an unlisted word before a preposition of means and a noun, B a noun: the word is a verb.
test_unlisted_verb_before_its_means = read_as_expected([
    ("Could you please tell me if I should descale with vinegar or citric acid", ("vinegar", "citric acid")),
    ("should I descale with vinegar or citric acid", ("vinegar", "citric acid")),
    ("should we marinate in yogurt or buttermilk", ("yogurt", "buttermilk")),
    ("should I splurge on shoes or a new bag", ("shoes", "new bag")),
])

test_unlisted_verb_against_a_verb_phrase_still_read = read_as_expected([
    ("should I descale with vinegar or use citric acid", ("descale with vinegar", "use citric acid")),  # as before
    ("should I clean with vinegar or citric acid", ("vinegar", "citric acid")),  # as before
])

# "… with butter or cooking spray": a noun compound against A's noun, or a gerund phrase? Refused.
test_ing_noun_or_gerund_b_refused = still_refused([
    "greasing the pan with butter or cooking spray for bundt cakes",
    "greasing the pan with butter or cooking spray",
    "coating the tray with oil or baking paper",
])

test_gerund_pairs_still_read = read_as_expected([
    ("greasing the pan with butter or baking the bread", ("greasing the pan with butter",
                                                          "baking the bread")),  # as before
    ("frying the chicken in lard or peanut oil", ("lard", "peanut oil")),  # as before
    ("baking soda or baking powder", ("baking soda", "baking powder")),  # as before
])

# Refusals of the part read right.

# A condition opening the sentence holds its own "if" / "and" before the asker's inverted "should I"; "just" before a
# listed base verb opens B's own verb phrase ("just make ramen": no verb at its edge).
test_condition_before_the_asked_question = read_as_expected([
    ("if it's raining and I'm starving should I order pizza or just make ramen", ("order pizza", "just make ramen")),
    ("if it's raining should I order pizza or just make ramen", ("order pizza", "just make ramen")),
    ("if I'm tired and hungry should I order pizza or make ramen", ("order pizza", "make ramen")),
    ("since it's late and we're tired should we cook or order in", ("cook", "order in")),
    ("should I order takeout or just make ramen", ("order takeout", "just make ramen")),
])

test_open_question_after_a_condition_still_refused = still_refused([
    "if you know what should I order pizza or make ramen",  # as before
])

# A voice assistant's wake phrase opening the prompt, comma or not, is passed before the question is read.
test_wake_phrase_without_a_comma = read_as_expected([
    ("Hey Google does oatmeal or eggs keep you full longer", ("oatmeal", "eggs")),
    ("hey siri is tea or coffee better", ("tea", "coffee")),
    ("ok google should I take the bus or walk", ("take the bus", "walk")),
])

test_assistant_names_as_options_still_read = read_as_expected([
    ("Google or Bing for research?", ("Google", "Bing")),  # as before
    ("hey google uh quickbooks or xero for a small bakery", ("quickbooks", "xero")),  # as before
])

# A verb that is also a noun (or an adjective-verb) before a particle and a comparative is the predicate after a
# subject pair: a particle is no verb.
test_particle_verb_after_a_subject_pair = read_as_expected([
    ("Does cast iron or carbon steel heat up faster on an induction burner?", ("cast iron", "carbon steel")),
    ("Does cast iron or carbon steel warm up faster?", ("cast iron", "carbon steel")),
    ("Does cast iron or stainless steel cool down quicker?", ("cast iron", "stainless steel")),
])

test_verbs_after_a_subject_pair_still_read = read_as_expected([
    ("Does coffee or green tea raise blood pressure more?", ("coffee", "green tea")),  # as before
    ("Does cast iron or carbon steel heat faster?", ("cast iron", "carbon steel")),  # as before
])

# The same participle before each noun is one modifier written twice, no participle phrases; B a word longer than A
# with a listed verb after it is no mirror of A ("cooked ground | beef keep"): the listed verb starts the predicate.
test_same_participle_before_each_noun = read_as_expected([
    ("will cooked chicken or cooked ground beef keep longer in the fridge", ("cooked chicken", "cooked ground beef")),
    ("will cooked chicken or cooked beef keep longer in the fridge", ("cooked chicken", "cooked beef")),
    ("will frozen peas or frozen sweet corn keep longer", ("frozen peas", "frozen sweet corn")),
])

test_participle_phrases_and_mirrors_still_read = read_as_expected([
    ("Neutral & ground bonded at the sub-panel -- or separated??", ("bonded at the sub-panel",
                                                                    "separated")),  # as before
    ("Would acrylic gouache or regular gouache dry faster?", ("acrylic gouache", "regular gouache")),  # as before
    ("Will solar panels or wind panels pay off sooner?", ("solar panels", "wind panels")),  # as before
])

# B closing on "one(s)" stands for A's whole head with its "of" phrase: the "of" phrase needs no counterpart.
test_ones_stands_for_a_head_with_its_of_phrase = read_as_expected([
    ("the $4.99 dozen of pasture-raised eggs or the $2.49 cage-free ones, which is the better buy",
     ("$4.99 dozen of pasture-raised eggs", "$2.49 cage-free ones")),
    ("the big bag of rice or the small organic ones?", ("big bag of rice", "small organic ones")),
    ("the box of red apples or the green ones?", ("box of red apples", "green ones")),
])

test_of_phrase_without_a_counterpart_still_refused = still_refused([
    "a cup of coffee or tea",  # as before
    "the risks of surgery or physical therapy",  # as before
])
