"""Fixes for the hundred-and-fifty-third held-out part (model railways and garden railways), written blind and scored
before any fix.

Silent misreads read right: a bare verb the word lists do not know, graded by a comparative after a name or "one"
("Does Kato Unitrack or Peco Setrack | cope better with …"); a modal's bare "be" after B's shared head ("a 12 volt or
a 16 volt | power supply | be right"); a fitting or layer phrase after a place phrase both options open with ("in the
original boxes or in Really Useful Boxes with foam"); a possessed noun phrase opening its sentence with its own
phrase ("Hornby's A4 in BR green or the Bachmann V2?"); where an infinitive B's object comes from, a name ("… or to
use a printed one from Art Printers"); an "if" clause after an asking verb, B's object ("… and check if the part
arrives").

Silent misreads now refused: three place or means phrases set off by commas ("Sell the collection on eBay, at a
swapmeet, or through an auction house?": a list of three); a B too long to be one option once its "see if" clause
stays its own ("… or add a few more feeds and see if that cures the dead spots")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_three_placed_phrases_are_a_list = still_refused([
    "Sell the collection on eBay, at a swapmeet, or through an auction house?",
    "Should I list it on eBay, at a car boot sale, or through a dealer?",
    "Do we meet in the pub, at the office, or over Zoom?",
])

test_two_placed_phrases_after_a_lead_stay_a_pair_as_before = read_as_expected([
    ("Honestly, by train or by car?", ("by train", "by car")),  # as before: no phrase before the comma
    ("For the trip to Leeds, by train, or by coach?", ("by train", "by coach")),  # as before: a goal, no list item
])

test_a_bare_verb_graded_by_a_comparative = read_as_expected([
    ("Does Kato Unitrack or Peco Setrack cope better with being put away and set up again every weekend?",
     ("Kato Unitrack", "Peco Setrack")),
    ("Does the Accurascale Deltic or the Bachmann one sound more like the real thing?",
     ("Accurascale Deltic", "Bachmann one")),
    ("Does the Fender or the Gibson one sound more like a vintage amp?", ("Fender", "Gibson one")),
    ("Do tangerines or pomelos symbolize good luck more in Chinese tradition?", ("tangerines", "pomelos")),  # as
    # before: no name before "luck"
])

test_a_modals_be_after_bs_shared_head = read_as_expected([
    ("Would a 12 volt or a 16 volt power supply be right for the Prodigy Express?", ("12 volt", "16 volt")),
    ("Would a 5 amp or a 10 amp fuse holder be safer for the loft lights?", ("5 amp", "10 amp")),  # as before
])

test_a_modals_be_after_two_whole_heads_as_before = still_refused([
    "Would a propane fire pit or a wood-burning fire pit be nicer on the back porch?",  # as before
])

test_a_feature_after_a_repeated_place_preposition = read_as_expected([
    ("laying the garden track on concrete or on ballast over membrane", ("on concrete", "on ballast over membrane")),
    ("storing the stock in the original boxes or in Really Useful Boxes with foam",
     ("in the original boxes", "in Really Useful Boxes with foam")),
    ("laying the patio on sand or on concrete over hardcore", ("on sand", "on concrete over hardcore")),
    ("growing the tomatoes in the greenhouse or in Gro Bags with a cane",
     ("in the greenhouse", "in Gro Bags with a cane")),
    ("keeping the quail in the garage or in the greenhouse over winter", ("in the garage", "in the greenhouse")),  # as
    # before: a time after "over"
    ("Traveling around Japan by train or by car with two kids?", ("by train", "by car")),  # as before: a means
])

test_a_possessed_phrase_opening_its_sentence = read_as_expected([
    ("I have £150 to spend and I'd like something big and green. Hornby's A4 in BR green or the Bachmann V2?",
     ("Hornby's A4 in BR green", "Bachmann V2")),
    ("Need a loco. Bachmann's V2 in LNER green or the Hornby A4?", ("Bachmann's V2 in LNER green", "Hornby A4")),
    ("Budget is tight. Dad's R8 in silver or the new Q3?", ("Dad's R8 in silver", "new Q3")),
    ("Interested in Python or Java?", ("Python", "Java")),  # as before: a lead-in the phrase completes
])

test_where_an_infinitive_bs_object_comes_from = read_as_expected([
    ("What's the best approach: to paint the backscene by hand or to use a printed one from Art Printers?",
     ("paint the backscene by hand", "use a printed one from Art Printers")),
    ("Would it be smarter to fix the bike by myself or to get a used one from Halfords?",
     ("fix the bike by myself", "get a used one from Halfords")),
    ("Is it better to paint the fence by hand or to hire a sprayer from the shop?",
     ("paint the fence by hand", "hire a sprayer from the shop")),  # as before
])

test_an_if_clause_after_an_asking_verb = read_as_expected([
    ("Should I replace the boiler or wait for the engineer and check if the part arrives soon enough?",
     ("replace the boiler", "wait for the engineer and check if the part arrives soon enough")),
    ("Should I replace the boiler or call the engineer and ask if he can come Monday?",
     ("replace the boiler", "call the engineer and ask if he can come Monday")),
    ("Should I replace the whole boiler or bleed the radiators and see if that fixes it?",
     ("replace the whole boiler", "bleed the radiators and see if that fixes it")),  # as before
])

test_a_b_too_long_with_its_see_if_clause = still_refused([
    "Would you rewire the whole fiddle yard or add a few more feeds and see if that cures the dead spots?",
])
