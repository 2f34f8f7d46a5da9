"""Fixes for the hundred-and-sixtieth held-out part (sailing), written blind and scored before any fix.

Silent misreads read right: an adjective of what is usual or manageable as the predicate after "Is A or B" ("a 30%
deposit | normal for …"); a means phrase against a manner adverb ("booking a skipper | through the charter company
or privately"); a phrase on a pronoun taking up B's own object after B's second verb ("buy a cheap Sonata and learn
| on it"); "for" and a time after "either A or B" told in a statement ("… or the bow | for next year's Round the
Island": when both are for, not B's own).

Silent misreads now refused: a gerund and a bare noun against a lone
gerund and a named place ("Mooring buoy vs. anchoring | in Fethiye": where B is done, or where both are?).

Left wrong: "the club Lasers or a share | in a Flying Fifteen" (a refusal of a phrase on "a" and a name after B
refused 30 right readings elsewhere: "10s or 11s on a Strat?").

Refusals read right: the adjective predicate closing the sentence ("is a 40 footer or a 45 footer | manageable?"); a
lone verb and a hyphenated manner against a prepositional B ("moor | fore-and-aft or on a single buoy")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_adjective_of_what_is_usual_as_the_predicate = read_as_expected([
    ("Is a 10% deposit or a 30% deposit normal for a Greek charter?", ("10% deposit", "30% deposit")),
    ("With only 3 of us crewing, is a 40 footer or a 45 footer manageable?", ("40 footer", "45 footer")),
    ("Is a cash gift or a voucher customary for a christening?", ("cash gift", "voucher")),
    ("Is red wine or white wine usual at a wedding?", ("red wine", "white wine")),
    ("Is a full survey or a quick inspection normal?", ("full survey", "quick inspection")),
    ("Is a common loon or a red-throated loon bigger?", ("common loon", "red-throated loon")),  # as before: the
    # adjective opens A
])

test_a_means_phrase_against_a_manner_adverb = read_as_expected([
    ("booking a skipper through the charter company or privately", ("through the charter company", "privately")),
    ("Should I pay through the app or directly?", ("through the app", "directly")),
    ("Should I sell the car through a dealer or privately?", ("through a dealer", "privately")),
    ("Should I sell my car privately or through a dealer?", ("privately", "through a dealer")),  # as before
    ("Should we buy the house near the family or the flat?", ("house near the family", "flat")),  # as before: no
    # adverb, "family" no manner word
])

test_a_pronoun_taking_up_bs_object = read_as_expected([
    ("What's the smart move here, crew for someone else for a season or buy a cheap Sonata and learn on it?",
     ("crew for someone else for a season", "buy a cheap Sonata and learn on it")),
    ("What's the smart move, intern for someone else for a summer or buy a cheap camera and learn on it?",
     ("intern for someone else for a summer", "buy a cheap camera and learn on it")),
    ("What's the smart move, caddie for someone else for a season or buy a cheap set of clubs and practise with "
     "them?", ("caddie for someone else for a season", "buy a cheap set of clubs and practise with them")),
    ("Should I rent for a year or buy a cheap van and live in it?",
     ("rent for a year", "buy a cheap van and live in it")),  # as before
    ("Should I keep the old drill or buy a new one for it?", ("keep the old drill", "buy a new one")),  # as before:
    # no second verb of B's own
])

test_a_time_after_either_b_told_in_a_statement = read_as_expected([
    ("Been crewing on a Sigma 38 for two seasons. The owner has offered me either the pit or the bow for next year's "
     "Round the Island. Which one should I take?", ("the pit", "bow")),
    ("My boss offered me either the night shift or the weekend shift for next month. Which should I take?",
     ("the night shift", "weekend shift")),
    ("The club offered me either a Laser or a Topper for this season. Which one?", ("a Laser", "Topper")),
    ("My lawyer offered me either the plea deal or a trial by jury. Which should I take?",
     ("the plea deal", "trial by jury")),  # as before: no time, B's own phrase
])

test_a_gerund_and_a_noun_against_a_gerund_with_a_named_place = still_refused([
    "Mooring buoy vs. anchoring in Fethiye \u2014 which is less hassle",
    "Rowing machine vs running in Central Park?",
])

test_a_gerund_and_its_particle_against_a_named_place_as_before = read_as_expected([
    ("Camping out vs staying in Reykjavik?", ("Camping out", "staying in Reykjavik")),
    ("Mooring buoy or anchoring?", ("Mooring buoy", "anchoring")),
])

test_a_hyphenated_manner_against_a_prepositional_b = read_as_expected([
    ("Would you be able to tell me if I should moor fore-and-aft or on a single buoy in a tidal river?",
     ("fore-and-aft", "on a single buoy")),
    ("Should I work part-time or on a contract?", ("part-time", "on a contract")),
    ("Should we moor bow-to or on a buoy?", ("bow-to", "on a buoy")),
    ("Should I buy second-hand or from the dealer?", ("second-hand", "from the dealer")),  # as before
])
