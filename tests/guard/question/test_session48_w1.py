"""Fixes for the silent misreads left in part 143 (engagement rings) after session 48's merges.

Silent misreads now refused (the form cannot tell B's own phrase from context both share, or a verb from a noun):
B's "one" standing for A's noun with a "from"/"by" phrase inside a fronted "Between …," ("Between a $3,500 Ritani ring
and a $5,200 one | from Brilliant Earth, is …"); B's "one" and a participle whose phrase was cut ("a new one made | in a
vintage style"); a quantity after B set like the one closing A ("on a 1ct or wait until the 2027 sales | for a
1.3ct"); A a preposition's object inside the gerund phrase "worth" takes, against B a clause of its own ("worth
sending stones to | GIA, or is a local appraisal enough?"); A holding a participle's "by" agent against an articled B
("the ring resized by the original jeweller or a local goldsmith"); a choice verb's bare object against one bare
word that may be a verb or a second object ("prioritise carat or cut?"); two places under "from" with a place phrase
after B ("from Beaverbrooks or from an independent | in the Jewellery Quarter", as "at …" already was).

Each rule's group of refusals fails on main; the near misses in ``test_near_misses_read_as_before`` pin readings
the rules must not take (they read so on main too)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_ones_phrase_in_a_fronted_between = still_refused([
    "Between a $3,500 Ritani ring and a $5,200 one from Brilliant Earth, is the extra worth it?",
    "Between a used Volvo and a new one from the dealer, which is the better buy?",
    "Between the red kettle and the black one by Smeg, which boils faster?",
])

test_ones_participle_cut_short = still_refused([
    "We've got about £5,000 saved. She likes vintage stuff but also wears everything every day at the hospital. "
    "Should we go for an antique ring or a new one made in a vintage style?",
    "Should we buy an old table or a new one made from reclaimed oak?",
    "Should we go for an old house or a new one built in the suburbs?",
])

test_a_quantity_after_b_set_like_as = still_refused([
    "Spend A$9,000 now on a 1ct or wait until the 2027 sales for a 1.3ct?",
    "Spend now on a 1ct or wait until the sales for a 2ct?",
])

test_a_prepositions_object_inside_worths_gerund = still_refused([
    "I sell vintage pieces on Etsy. Customers keep asking about certificates. Is it worth sending stones to GIA, "
    "or is a local appraisal enough?",
    "Is it worth driving to Leeds, or is the train enough?",
    "Is it worth taking the bike to a shop, or are the videos enough?",
])

test_a_participles_agent_against_an_articled_b = still_refused([
    "getting the ring resized by the original jeweller or a local goldsmith",
    "getting the car fixed by the dealer or a local garage",
])

test_a_choice_verbs_object_against_a_bare_verb = still_refused([
    "If the budget is capped at €3,000, should we prioritise carat or cut?",
    "should we prioritise carat or cut?",
])

test_two_from_places_and_a_place_after_b = still_refused([
    "If you were me, would you buy the ring from Beaverbrooks or from an independent in the Jewellery Quarter?",
    "Should I order from Amazon or from a shop in the village?",
])

test_near_misses_read_as_before = read_as_expected([
    ("client has to pick between the teal logo and the charcoal one by friday, which would you push?",
     ("teal logo", "charcoal one")),  # not fronted: the corpus reads the phrase shared
    ("Can you please help me decide if I should adopt the shy cat or the friendly one from the shelter",
     ("shy cat", "friendly one")),
    ("Between the red kettle and the black one, which boils faster?", ("red kettle", "black one")),
    ("should i age my barleywine for a year or crack one open at christmas",
     ("age my barleywine for a year", "crack one open")),  # "open" no participle
    ("Buy now for a 2ct or wait until the sales?", ("Buy now for a 2ct", "wait until the sales")),
    ("Buy now for a 1ct or wait until May for a 2ct?", ("Buy now for a 1ct", "wait until May for a 2ct")),  # B whole
    ("Is it worth listing the sofa on eBay or Gumtree?", ("eBay", "Gumtree")),  # B the same preposition's object
    ("having the suit altered by the original tailor or a local seamstress", ("original tailor", "local seamstress")),
    ("should we prioritise speed or range?", ("speed", "range")),  # "range" no verb
    ("Should I order from Amazon or from a shop in winter?", ("from Amazon", "from a shop")),  # a time both share
])
