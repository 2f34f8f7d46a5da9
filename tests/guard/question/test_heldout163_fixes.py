"""Fixes for the hundred-and-sixty-third held-out part (motorsport, karting and track days), written blind and scored
before any fix.

Silent misreads read right: a noun of choosing contracted with "is" before "between A or B" ("Decision's | between
one day at Spa or two days at Donington"); the infinitive after "Is it worth trying to" ("… trying to | repair a
helmet …, or better to bin it …").

Silent misreads now refused: two counts one apart before a unit and the noun it measures ("Is 3 or 4 psi | difference
between front and rear … normal?": a rough measure, no two options); a call on people left in A ("anyone running |
Sim-Lab or Trak Racer profile?": the pronoun and its verb are no option, and whether B's noun is both options' is not
sure).

Refusals read right: a copula and "it" asked again after "or" ("Is it the chassis or | is it | the driver?"); a noun
after a number and a unit of size, or after a count and "more", that is no verb at an option's edge ("27 inch |
monitors", "add two more | monitors first"); "directly" and its own phrase against A opening on its preposition of a
way ("buy … cover | through the organiser or directly from an insurer")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_noun_of_choosing_contracted_before_between = read_as_expected([
    ("Decision's between one day at Spa or two days at Donington for the same money",
     ("one day at Spa", "two days at Donington")),
    ("Choice's between renting a flat or buying a house", ("renting a flat", "buying a house")),
    ("Dilemma's between the red bike or the blue one", ("red bike", "blue one")),
    ("The choice is between tea or coffee", ("tea", "coffee")),  # as before
    ("Mike's between jobs, should he take the contract or wait?", ("take the contract", "wait")),  # as before: a
    # name's "is", no choice
])

test_the_infinitive_after_worth_trying_to = read_as_expected([
    ("Is it worth trying to repair a helmet with a chipped shell, or better to bin it and buy new?",
     ("repair a helmet with a chipped shell", "bin it and buy new")),
    ("Is it worth trying to fix the old laptop, or better to buy a new one?", ("fix the old laptop", "buy a new one")),
    ("Is it worth attempting to sell it privately or better to trade it in?", ("sell it privately", "trade it in")),
    ("Is it worth trying sushi or ramen first?", ("sushi", "ramen")),  # as before: no infinitive after "trying"
])

test_a_rough_measure_of_one_noun = still_refused([
    "Is 3 or 4 psi difference between front and rear pressures normal for a track car?",
    "Is a 2 or 3 mm gap between the panels ok?",
    "Is a 5 or 6 degree drop in temperature normal overnight?",
])

test_two_settings_of_a_unit_as_before = read_as_expected([
    ("Is 3 or 4 psi better?", ("3", "4")),  # a comparison, no noun measured
    ("Should I run 31 or 32 psi in the fronts?", ("31", "32")),
    ("Is a 5 or 10 mm gap between the panels ok?", ("5", "10")),  # counts not one apart
])

test_a_call_on_people_left_in_a = still_refused([
    "#sim-rigs anyone running Sim-Lab or Trak Racer profile? which is stiffer",
    "anyone here running Fanatec or Moza bases? which is better",
    "Anyone tried Notion or Obsidian for notes?",
])

test_a_person_pronoun_as_an_option_as_before = read_as_expected([
    ("Should I hire someone local or a big firm?", ("someone local", "big firm")),  # no verb after the pronoun
    ("anyone using Notion or Obsidian?", ("Notion", "Obsidian")),  # "using": a means, read before
])

test_a_copula_and_it_asked_again = read_as_expected([
    ("We race at PFi. Kart's a 2021 Exprit chassis. Lap times have plateaued for months now. Is it the chassis or is "
     "it the driver?", ("chassis", "driver")),
    ("Is it the battery or is it the alternator?", ("battery", "alternator")),
    ("Was it the cat or was it the dog?", ("cat", "dog")),
    ("Is it the battery or the alternator?", ("battery", "alternator")),  # as before
])

test_a_sized_or_counted_noun_is_no_edge_verb = read_as_expected([
    ("32 inch or 27 inch monitors for a triple setup on a normal desk?", ("32 inch", "27 inch monitors")),
    ("upgrade the GPU or add two more monitors first?", ("upgrade the GPU", "add two more monitors first")),
    ("Should I buy 10 mm or 12 mm bolts?", ("10 mm", "12 mm bolts")),
    ("should I add two more shelves or buy a new bookcase?", ("add two more shelves", "buy a new bookcase")),
])

test_a_unit_before_a_copula_still_refused = still_refused([
    "Would you mind explaining whether 74 cM is more likely a third cousin or a second cousin once removed, please?",
    "Is it me or is it hot in here?",
])

test_directly_against_a_way_opening_a = read_as_expected([
    ("Hi, could you kindly let me know if it's better to buy track day cover through the organiser or directly from "
     "an insurer? Thanks in advance", ("through the organiser", "directly from an insurer")),
    ("should I order the parts through the garage or directly from the supplier?",
     ("through the garage", "directly from the supplier")),
    ("is it better to buy it through a dealer or directly from the maker?",
     ("through a dealer", "directly from the maker")),  # as before
])
