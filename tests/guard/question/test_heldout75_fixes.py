"""the seventy-fifth held-out part's 7 silent misreads (bench/results/questions_heldout75_first.txt): all read right
by general rules; four of its refused prompts read right too (emoji labels, an elided "of" phrase, two times), the
rest stay refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A capitalized preposition mid-sentence is inside a title-cased name: B runs on over it ("Made | In 5-ply").
test_title_cased_name_past_a_capitalized_preposition = read_as_expected([
    ("All-Clad D3 vs. Made In 5-ply — worth the extra $$?", ("All-Clad D3", "Made In 5-ply")),
    ("Born In The USA vs Born To Run — which album?", ("Born In The USA", "Born To Run")),
])

test_lower_case_preposition_after_a_name_still_cut = read_as_expected([
    ("Le Creuset vs. Staub in red — worth it?", ("Le Creuset", "Staub")),  # as before
])

# A holding its own setting and time ("at 300 for 4 hours", "overnight"): B's parallel "… for N" tail is B's own.
test_own_setting_and_time_of_b = read_as_expected([
    ("Making carnitas for a party this weekend. I have a 4 lb pork shoulder. Oven at 300 for 4 hours or slow "
     "cooker on low for 8?", ("Oven at 300 for 4 hours", "slow cooker on low for 8")),
    ("proofing the dough in the fridge overnight or on the counter for 3 hours",
     ("in the fridge overnight", "on the counter for 3 hours")),
    ("letting the brisket rest in a cooler overnight or on the counter for 2 hours?",
     ("in a cooler overnight", "on the counter for 2 hours")),
    ("Grill at 450 for 10 minutes or oven at 400 for 20?", ("Grill at 450 for 10 minutes", "oven at 400 for 20")),
])

test_time_after_b_without_a_time_of_a_still_shared = read_as_expected([
    ("bake it at 350 or 375 for 20 minutes?", ("350", "375")),  # as before
    ("Is it better to bake at 350 or bake at 375 for 20 minutes?", ("bake at 350", "bake at 375")),  # as before
])

# A comparative before a counted B's noun, a second comparative being the predicate: the first is B's modifier.
test_attributive_comparative_before_the_predicate = read_as_expected([
    ("Hosting Thanksgiving for the first time. 12 people, one oven. Is a 20 lb turkey or two smaller 10 lb turkeys "
     "easier to manage?", ("20 lb turkey", "two smaller 10 lb turkeys")),
    ("Is one big dog or two smaller dogs easier for a first-time owner?", ("one big dog", "two smaller dogs")),
])

test_comparative_predicate_alone_still_ends_b = read_as_expected([
    ("Is tea or coffee better for focus?", ("tea", "coffee")),  # as before
    ("Is a Roth 401k or a traditional 401k better if I expect a higher salary later?",
     ("Roth 401k", "traditional 401k")),  # as before
])

# A past time closing B's relative clause ("she mentioned | last month") tells when the clause happened: B's own.
test_past_time_of_a_relative_clause = read_as_expected([
    ("Need advice. Date night Friday, should I take her to the new omakase spot or the Italian place she mentioned "
     "last month?", ("new omakase spot", "Italian place she mentioned last month")),
    ("Should I read the novel my sister gave me or the book you recommended yesterday?",
     ("novel my sister gave me", "book you recommended yesterday")),
])

test_past_time_after_a_plain_b_still_cut = read_as_expected([
    ("should I take her to the new spot or the Italian place last month?", ("new spot", "Italian place")),  # as before
])

# A misspelt choice verb after its subject ("would you reccomend") is the lead's, as "recommend" is.
test_misspelt_choice_verb = read_as_expected([
    ("Thank you in advance — would you reccomend a stand mixer or kneading by hand for brioche?",
     ("stand mixer", "kneading by hand")),
    ("would you recomend a cast iron pan or cooking on a griddle for smash burgers?",
     ("cast iron pan", "cooking on a griddle")),
    ("would you reccommend hiring a contractor or doing it yourself?", ("hiring a contractor", "doing it yourself")),
])

test_misspelt_verb_against_a_verb_of_b_still_kept = read_as_expected([
    ("Should I reccomend the blue one or suggest the red one?",
     ("reccomend the blue one", "suggest the red one")),  # as before
])

# An unlisted word, a particle and a determiner opening B ("doctor up a …") is a phrasal verb: two verb phrases.
test_unlisted_phrasal_verb_of_b = read_as_expected([
    ("I'd love your advice: should I make my daughter's birthday cake from scratch or doctor up a Betty Crocker box "
     "mix?", ("make my daughter's birthday cake from scratch", "doctor up a Betty Crocker box mix")),
    ("should we repaint the kitchen ourselves or spruce up the old cabinets?",
     ("repaint the kitchen ourselves", "spruce up the old cabinets")),
    ("Should I build a new deck or beef up the existing one?", ("build a new deck", "beef up the existing one")),
])

test_article_before_b_still_a_noun = read_as_expected([
    ("should I take the stairs or the elevator up the tower?", ("stairs", "elevator up the tower")),  # as before
])

# Emoji alone before the options' words, one right after the "or", are labels: read past.
test_emoji_labels = read_as_expected([
    ("🥑 avocado toast or 🍳 eggs & bacon for a keto breakfast?", ("avocado toast", "eggs & bacon")),
    ("🏖️ beach week or 🏔️ mountain cabin for our anniversary?", ("beach week", "mountain cabin")),
    ("should we do pizza or 🌮 tacos tonight?", ("pizza", "tacos")),
])

test_emoji_options_still_refused = still_refused([
    "🍕 or 🍔?",  # as before
])

# B closing on A's head before its "of" phrase ("the 5 lb | bag"): the same thing in another measure.
test_head_repeated_without_its_of_phrase = read_as_expected([
    ("re: grocery list — should we get the 10 lb bag of potatoes or the 5 lb bag",
     ("10 lb bag of potatoes", "5 lb bag")),
    ("Is the large box of diapers or the small box cheaper per diaper?", ("large box of diapers", "small box")),
])

test_of_phrase_without_its_head_still_refused = still_refused([
    "should I get a cup of coffee or tea?",  # as before
    "should I take 12 weeks of leave or 16?",  # as before
])

# A verb phrase closing on a time against "right / just" and a "before / after" phrase: the two times.
test_time_against_right_before = read_as_expected([
    ("is it better to salt the steak overnight or right before cooking?", ("overnight", "right before cooking")),
    ("should I take the pill at night or right after dinner?", ("at night", "right after dinner")),
    ("should I take my creatine in the morning or right after my workout?",
     ("in the morning", "right after my workout")),
    ("Is it better to water the lawn early or just after sunset?", ("early", "just after sunset")),
])

test_time_against_a_long_b_still_refused = still_refused([
    "is it better to stretch before a run or right after it?",  # as before
    "should I call her tonight or right after the game ends tomorrow night when she is home?",  # as before
])

# Refused as before: a pair then context fragments without "?", an instruction-like pair, "means" (verb or noun?).
test_heldout75_still_refused = still_refused([
    "strip the old seasoning off my griddle or just season over it",
    "I need to know if the recipe means salted or unsalted butter, it just says 1 cup butter",
])
