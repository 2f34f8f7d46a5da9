"""the ninety-fourth held-out part's silent misreads (bench/results/questions_heldout94_first.txt): read right by
general rules, or refused where the form cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A verb of seeking and "around" opening B, then "for": what B's verb looks for, B's own (and the phrasal verb shares
# no object with a lone verb A).
test_seeking_around_for = read_as_expected([
    ("My tailor quoted $80 to take in a jacket. That seems like a lot. Should I pay it or shop around for another "
     "tailor?", ("pay it", "shop around for another tailor")),
    ("should I take the first quote or call around for a cheaper one?",
     ("take the first quote", "call around for a cheaper one")),
    ("should I renew or shop around?", ("renew", "shop around")),
])

test_around_without_seeking_unchanged = read_as_expected([
    ("should I fly or go around for a week?", ("fly", "go around")),  # as before: no verb of seeking
    ("should I pay them or wait for a better quote?", ("pay them", "wait for a better quote")),  # as before
    ("keep it or ask around for a buyer", ("keep it", "ask around for a buyer")),  # as before
])

# An articled head and a bare phrase after its preposition as A, B opening on the same article: B stands against all
# of A, not against the bare phrase.
test_articled_as_head = read_as_expected([
    ("It's my first winter in Toronto. I have a budget of about $400. Would a Canada Goose from resale or a new "
     "Arc'teryx Therme be the better buy?", ("Canada Goose from resale", "new Arc'teryx Therme")),
    ("Would a Patagonia from resale or a new North Face be the better buy?",
     ("Patagonia from resale", "new North Face")),
    ("Is a Le Creuset from secondhand or a new Staub the smarter pick?", ("Le Creuset from secondhand", "new Staub")),
])

test_articled_place_unchanged = read_as_expected([
    ("May I ask whether you'd keep a £15k house fund in premium bonds or a cash ISA?",
     ("premium bonds", "cash ISA")),  # as before: a verb's object and where it is kept
    ("markdowns on the rack or the endcaps?", ("rack", "endcaps")),  # as before: B articled as the place
    ("should I get a room with a view or a suite?", ("room with a view", "suite")),  # as before
])

# "to" completing an adjective of likeness or fit inside B ("true to size"): B's own, no purpose or place of both.
test_adjective_to_b_own = read_as_expected([
    ("Could you please tell me whether the Everlane Way-High jean runs small or true to size?",
     ("small", "true to size")),
    ("Would you say the Blundstone 500 runs large or true to size?", ("large", "true to size")),
])

test_to_without_adjective_unchanged = read_as_expected([
    ("a flight or a train to Rome?", ("flight", "train")),  # as before
    ("should I send it to my sister or to my mom?", ("to my sister", "to my mom")),  # as before
])

# A named place after a prepositional phrase of B's own, A with none: the place of B's phrase or of both? Refused.
test_place_after_b_phrase_refused = still_refused([
    "the £12 charity-shop Harris Tweed or the £180 new one from a shop in Edinburgh?",
    "the $30 used Dutch oven or the $90 new one from a store in Denver?",
])

test_place_of_both_unchanged = read_as_expected([
    ("a hotel or an Airbnb in Rome?", ("hotel", "Airbnb")),  # as before
    ("a shared team notebook or a personal notebook per analyst in Databricks?",
     ("shared team notebook", "personal notebook per analyst")),  # as before: a rate, no place of its own
])

# A period after a contraction or a genitive ("aren't.", "Joe's.") ends its sentence: the letter after the apostrophe
# is no one-letter abbreviation.
test_contraction_period_ends_sentence = read_as_expected([
    ("I run hot at night. My cotton sheets are fine but my pajamas aren't. Silk or linen PJs?", ("Silk", "linen")),
    ("I'm at Trader Joe's. Oat or almond milk?", ("Oat", "almond milk")),
])

test_abbreviation_period_unchanged = read_as_expected([
    ("It's 8 o'clock. Tea or coffee?", ("Tea", "coffee")),  # as before
    ("Is the U.S. or Canada better for a gap year?", ("U.S.", "Canada")),  # as before
])

# "Which one between A and B | is …": as "Which between …", B ends before the predicate's copula or auxiliary.
test_which_one_between_b = read_as_expected([
    ("Which one between the North Face Nuptse and the Canada Goose Chilliwack is actually warmer?",
     ("North Face Nuptse", "Canada Goose Chilliwack")),
    ("Which one between Python and Go would you pick for a CLI?", ("Python", "Go")),
])

test_which_between_unchanged = read_as_expected([
    ("Which between the Nuptse and the Chilliwack is warmer?", ("Nuptse", "Chilliwack")),  # as before
])

test_which_of_these_between_still_refused = still_refused([
    "Which one of these between A and B is better?",  # as before: not "which (one)" alone before "between"
])

# A lone verb and a bare adjective of condition as B, closing it or before a preposition ("buy new | for …"): how B's
# verb is done, B's own, no object shared with A.
test_bought_as_condition = read_as_expected([
    ("to thrift or to buy new for a toddler who outgrows everything in 3 months?", ("thrift", "buy new")),
    ("should I thrift or buy new?", ("thrift", "buy new")),
])

test_condition_before_noun_unchanged = read_as_expected([
    ("should I rent or buy new furniture?", ("rent", "buy")),  # as before: the noun after it, a shared object
    ("should I repair it or buy used?", ("repair it", "buy used")),  # as before
])

# "can I | A or should I B": leave asked, then advice on the same subject: the two verb phrases are the options.
test_leave_then_advice = read_as_expected([
    ("Assuming the label says 30°C gentle, can I use the wool cycle or should I hand wash?",
     ("use the wool cycle", "hand wash")),
    ("Can we repaint it or should we replace the door?", ("repaint it", "replace the door")),
])

test_yes_no_then_question_still_refused = still_refused([
    "Is it OK to take ibuprofen or should I wait?",  # as before: no subject asking leave
    "Can I freeze it or does it go bad?",  # as before: no advice asked
])
