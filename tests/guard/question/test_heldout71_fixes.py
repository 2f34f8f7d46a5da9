"""the seventy-first held-out part's 8 silent misreads (bench/results/questions_heldout71_first.txt): five read right
by general rules, two refused (a phrase after B's own phrase: the layover's place, the membership's app, or both
options'?), and the eighth (a recipe's list, "- 2 eggs or egg substitute\n- 2 cups flour", no choice) refused."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A versioned name B may open on an article ("the React 19 RC"): A keeps the name it repeats ("React 18.3").
test_versioned_name_after_an_article = read_as_expected([
    ("React 18.3 or the React 19 RC for a greenfield project?", ("React 18.3", "React 19 RC")),
    ("Python 3.11 or the Python 3.12 beta for production?", ("Python 3.11", "Python 3.12 beta")),
    ("Should I buy the Switch 2 or a Switch 1 for my kid?", ("Switch 2", "Switch 1")),
])

test_numbers_without_a_repeated_name_as_before = read_as_expected([
    ("use 2 GPUs or the 4 GPUs?", ("2 GPUs", "4 GPUs")),  # as before
    ("Should I use Django 4 or the newer Flask 3?", ("Django 4", "newer Flask 3")),  # as before
])

# An "or" in one item of a bulleted list that asks nothing: a list's item offering a substitute, not a question.
test_listed_item_refused = still_refused([
    "- 2 eggs or egg substitute\n- 2 cups flour\n- 1 tsp salt",
    "* butter or margarine\n* 1 cup sugar",
    "1. oil or butter\n2. 1 cup sugar\n3. salt",
])

test_listed_pairs_that_ask_as_before = read_as_expected([
    ("- 2 eggs or egg substitute", ("2 eggs", "egg substitute")),  # a bare pair alone asks, as before
    ("- should we hire or outsource\n- budget review", ("hire", "outsource")),  # the item asks, as before
    ("Ingredients:\n- 2 eggs or egg substitute\n- 2 cups flour\nWhich one should I use?",
     ("2 eggs", "egg substitute")),  # a later line asks, as before
])

# B closing on a title head ("Intro", "Introduction", "Guide") keeps its capitalised topic after "to".
test_title_topic_after_to = read_as_expected([
    ("help me figure out whether I should take Calc II or Intro to Stats next semester, I'm a bio major",
     ("Calc II", "Intro to Stats")),
    ("should I take Physics or Introduction to Programming?", ("Physics", "Introduction to Programming")),
    ("should I buy Birding Basics or A Guide to Birds of Ohio for my dad?",
     ("Birding Basics", "Guide to Birds of Ohio")),
    ("should I take Calc II or Intro to Stats in the fall?", ("Calc II", "Intro to Stats")),
])

test_destination_after_a_name_as_before = read_as_expected([
    ("should I fly Delta or United to Denver?", ("Delta", "United")),  # as before
    ("should I give the keynote or the intro to my talk?", ("keynote", "intro")),  # as before
])

# Two measured options ("350°F for 40 min", "425°F for 25 min") and a later "for" phrase: what both are for.
test_purpose_after_measured_options = read_as_expected([
    ("350°F for 40 min or 425°F for 25 min for a whole chicken?", ("350°F for 40 min", "425°F for 25 min")),
    ("$500 for 6 months or $900 for 12 months for a gym membership?", ("$500 for 6 months", "$900 for 12 months")),
    ("bake at 350°F for 40 min or at 425°F for 25 min for a whole chicken?",
     ("at 350°F for 40 min", "at 425°F for 25 min")),
])

test_purpose_after_unmeasured_options_as_before = read_as_expected([
    ("$500 or $900 for 12 months for a gym?", ("$500", "$900")),  # as before
    ("350°F or 425°F for a whole chicken?", ("350°F", "425°F")),  # as before
])

# A noun B closing on a past participle keeps the phrase completing it ("lined | with a towel").
test_participle_keeps_its_phrase = read_as_expected([
    ("What do you suggest for a first sourdough loaf, a banneton or a regular bowl lined with a towel?",
     ("banneton", "regular bowl lined with a towel")),
    ("should I use a banneton or a bowl lined with a towel for the proof?", ("banneton", "bowl lined with a towel")),
    ("a pan or a tray covered in foil?", ("pan", "tray covered in foil")),
])

test_no_participle_as_before = read_as_expected([
    ("the blue one or the red with stripes?", ("blue one", "red")),  # as before
    ("a trainer or a gym membership with an app?", ("trainer", "gym membership")),  # as before
])

# A phrase after B's own phrase: said of that phrase's noun, or of both options? Refused.
test_phrase_after_own_phrase_refused = still_refused([
    "the 6:05 a.m. nonstop or the 11:40 a.m. with a 1-hour layover in Denver?",
    "What's your advice, a personal trainer for 3 months or a year of gym membership with an app?",
    "the 6:05 a.m. nonstop or the 9:40 a.m. with a 1-hour layover in Dallas?",
    "a coach for 3 months or a year of classes with a friend?",
])

test_phrase_after_a_plain_b_as_before = read_as_expected([
    ("a 20% down payment or a 10% down payment with PMI?", ("20% down payment", "10% down payment with PMI")),
    ("the nonstop or the red-eye in Denver?", ("nonstop", "red-eye")),  # as before
    ("Should the policy apply from the hire date or after 90 days of service, with reasoning?",
     ("from the hire date", "after 90 days of service")),  # B a time phrase: as before
])

# A closing on "first" and B a word and "straight away": the order of two actions, two verb phrases.
test_first_against_at_once = read_as_expected([
    ("Should I cut to 12% first or bulk straight away?", ("cut to 12% first", "bulk straight away")),
    ("Should I pay off the card first or invest right away?", ("pay off the card first", "invest right away")),
    ("should we refinance first or sell immediately?", ("refinance first", "sell immediately")),
])

test_first_against_a_name_or_an_article_as_before = read_as_expected([
    ("Paris first or Rome right away?", ("Paris first", "Rome")),  # as before
    ("Should I cut now or bulk another 3 months?", ("cut now", "bulk another 3 months")),  # as before
])
