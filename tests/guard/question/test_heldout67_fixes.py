"""the sixty-seventh held-out part's 12 silent misreads (bench/results/questions_heldout67_first.txt): ten read right by
general rules, two ("jake said hes bringing chips or cookies", "friday saturday or sunday for the movie", no two
options) refused, and "whos in for bowling,,, or laser tag" refused as the open "who's" question it is."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A contracted question word right after a noun of B opens a question run on without its comma: B ends before it.
test_question_run_on_after_b = read_as_expected([
    ("amazon prime vs walmart+ whats actually cheaper for like 2 ppl", ("amazon prime", "walmart+")),
    ("netflix vs hulu what's better for kids", ("netflix", "hulu")),
    ("spotify vs apple music hows the sound quality", ("spotify", "apple music")),
])

test_question_word_after_a_verb_still_b_own = read_as_expected([
    ("should i go with my gut or do whats best", ("go with my gut", "do whats best")),  # as before
    ("I have to choose between reporting my coworker's expense fraud and protecting a friend who's a single mom",
     ("reporting my coworker's expense fraud", "protecting a friend who's a single mom")),  # a relative "who's"
])

# "lmk" ("let me know") before "if" asks, as "let me know if" does.
test_lmk_if_asks = read_as_expected([
    ("lmk if the silver hoops or the gold ones go better w this top", ("silver hoops", "gold ones")),
    ("lmk if the silver hoops or the gold ones look better", ("silver hoops", "gold ones")),
    ("lmk if i should get the silver hoops or the gold ones", ("silver hoops", "gold ones")),
    ("lmk if the red dress or the blue one looks better with these shoes", ("red dress", "blue one")),
])

# A "to" before a pronoun ("talk to | him") opens no infinitive: A is the infinitive after "try to".
test_to_before_a_pronoun_is_no_infinitive = read_as_expected([
    ("should we try to talk to him first or to go straight to the landlord about the noise",
     ("talk to him first", "go straight to the landlord about the noise")),
    ("should i try to talk to them or to just move out", ("talk to them", "just move out")),
    ("should we try to reach out to them or to wait", ("reach out to them", "wait")),
])

test_two_infinitives_still_read = read_as_expected([
    ("is it better to drive or to fly", ("drive", "fly")),  # as before
    ("is it better to talk to her directly or to email hr", ("talk to her directly", "email hr")),  # as before
])

# "just" and a verb as B ("just hop on", "just uber everywhere"): A keeps its own verb.
test_verb_kept_against_just_and_a_verb = read_as_expected([
    ("since the servers r down again do we play lethal company or just hop on minecraft",
     ("play lethal company", "just hop on minecraft")),
    ("do we play fortnite or just hop on minecraft", ("play fortnite", "just hop on minecraft")),
    ("should we rent a car or just uber everywhere in miami", ("rent a car", "just uber everywhere in miami")),
    ("should we rent a car or just bike everywhere in miami", ("rent a car", "just bike everywhere in miami")),
])

test_just_and_a_noun_still_read = read_as_expected([
    ("should i drink soda or just water", ("soda", "just water")),  # as before
    ("should we get pizza or just chips", ("pizza", "just chips")),  # as before
    ("(urgent) shut off the main breaker or just the one for the water heater? smell of burning",
     ("main breaker", "just the one for the water heater")),  # as before
])

# "w" for "with": a shared phrase after B, as "with the brown boots" is.
test_w_for_with = read_as_expected([
    ("black jeans or blue jeans w the brown boots", ("black jeans", "blue jeans")),
    ("white sneakers or black boots w this dress", ("white sneakers", "black boots")),
    ("pasta or rice w the chicken", ("pasta", "rice")),
])

test_w_slash_still_b_own = read_as_expected([
    ("studio or a 2br w/ a roommate?", ("studio", "2br w/ a roommate")),  # as before
])

# A prepositional phrase against a manner adverb: A keeps its preposition.
test_phrase_against_a_manner_adverb = read_as_expected([
    ("should we be splitting groceries by item or evenly", ("by item", "evenly")),
    ("should we split the rent by room size or equally", ("by room size", "equally")),
    ("should i sort them by date or alphabetically", ("by date", "alphabetically")),
    ("should we split the bill by item or just evenly", ("by item", "just evenly")),
])

test_two_phrases_or_a_name_still_read = read_as_expected([
    ("should we sort by date or by name", ("by date", "by name")),  # as before
    ("Please could you kindly advise whether I should apply for the Schengen visa through France or Italy?",
     ("France", "Italy")),  # as before: a name, no adverb
])

# A "once" closing B is a count of B's own, no clause of "once".
test_closing_once_is_b_own = read_as_expected([
    ("return the jacket or keep it and wear it once lmao", ("return the jacket", "keep it and wear it once")),
    ("return the jacket or keep it and wear it once", ("return the jacket", "keep it and wear it once")),
    ("sell the bike or ride it once", ("sell the bike", "ride it once")),
])

test_clause_of_once_still_cut = read_as_expected([
    ("sell the bike or keep it once i move", ("sell the bike", "keep it")),  # as before
])

# A noun or adverb before A's verb and its object ("factory reset my phone"): A is a verb phrase, B keeps its place.
test_compound_verb_a = read_as_expected([
    ("factory reset my phone or take it to the apple store", ("factory reset my phone", "take it to the apple store")),
    ("factory reset the laptop or send it to the shop", ("factory reset the laptop", "send it to the shop")),
    ("hard reset the router or call the isp", ("hard reset the router", "call the isp")),
])

test_noun_compounds_still_read = read_as_expected([
    ("a factory reset or a repair shop", ("factory reset", "repair shop")),  # as before
    ("brown rice or quinoa", ("brown rice", "quinoa")),  # as before
])

# No two options: a reported statement ("hes" read as "he's"), three days without commas, an open "who's" question.
test_refused_no_two_options = still_refused([
    "jake said hes bringing chips or cookies",
    "mom said shes making pasta or tacos",
    "friday saturday or sunday for the movie",
    "monday tuesday or wednesday for the meeting",
    "friday saturday or sunday?",
    "whos in for bowling,,, or laser tag",
    "whos in for bowling or laser tag",
])

test_days_still_read = read_as_expected([
    ("friday or sunday for the movie", ("friday", "sunday")),  # as before
    ("friday night or sunday for the movie", ("friday night", "sunday")),  # as before
    ("next friday or sunday", ("next friday", "sunday")),  # as before
])
