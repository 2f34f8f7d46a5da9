"""Fixes for the hundred-and-thirtieth held-out part (ham radio), written blind and scored before any fix.

Silent misreads read right: "off" said again before each option's determiner, a preposition of source as "from" is
("run the station | off the mains or off a battery"); each head naming its own thing after a preposition ("50% off a
Kenwood or full price | for a new Yaesu": B's phrase answers A's, no purpose of both); an "I" and its verb after B's
name, a clause of its own ("… or Uniden SDS200 | i dont need portable"); an infinitive of saying before "if", asking
as "know" does ("need to say if | we're buying …").

Refusals read right: "while" after "a", the noun, no clause ("… or to buy an SDR and just listen for a while"); a
bare "be" before a predicate joined by "and" to a second verb ("would A or B | be less noticeable and still get
out?"); a heading that asks closed by a full stop ("Please recommend: A or B for ….")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_off_said_again_before_each_determiner = read_as_expected([
    ("Running the FT8 station off the mains supply or off a solar charged battery?",
     ("off the mains supply", "off a solar charged battery")),
    ("Should I run the fridge off the inverter or off the generator?", ("off the inverter", "off the generator")),
    ("Running the pump off the grid or off a battery bank?", ("off the grid", "off a battery bank")),
    ("Should I pay off the car or the loan?", ("car", "loan")),  # as before: a phrasal verb's particle, said once
])

test_each_head_names_its_own_thing = read_as_expected([
    ("50% off a Kenwood TM-V71A or full price for a new Yaesu FTM-500DR?",
     ("50% off a Kenwood TM-V71A", "full price for a new Yaesu FTM-500DR")),
    ("20% off a used Honda or full price for a new Toyota?", ("20% off a used Honda", "full price for a new Toyota")),
    ("a trade-in on the Yaesu or cash for the Icom?", ("trade-in on the Yaesu", "cash for the Icom")),
    ("the Kenwood with a Diamond antenna or the Yaesu for a Jeep Wrangler?",
     ("Kenwood with a Diamond antenna", "Yaesu")),  # as before: the heads are names, the phrases no match
    ("a Kenwood or a Yaesu for the Jeep?", ("Kenwood", "Yaesu")),  # as before: A has no phrase of its own
])

test_an_i_clause_after_bs_name = read_as_expected([
    ("scanner question: Uniden SDS100 or Uniden SDS200 i dont need portable its going on my desk",
     ("Uniden SDS100", "Uniden SDS200")),
    ("Uniden SDS100 or Uniden SDS200 I need it for the desk", ("Uniden SDS100", "Uniden SDS200")),
    ("Is it the SDS100 or the SDS200 I need?", ("SDS100", "SDS200")),
    ("Henry VIII or Richard I?", ("Henry VIII", "Richard I")),  # as before: a numeral, no clause after it
])

test_an_infinitive_of_saying_before_if = read_as_expected([
    ("Writing up the club's grant bid and need to say if we're buying a Flex 6400 or an Icom IC-7610 for the "
     "station — which is easier to justify?", ("Flex 6400", "Icom IC-7610")),
    ("I have to say if we're hiring a plumber or an electrician for the job, which is cheaper?",
     ("plumber", "electrician")),
])

test_while_after_a_is_the_noun = read_as_expected([
    ("whether to get licensed first or to buy an SDR and just listen for a while",
     ("get licensed first", "buy an SDR and just listen for a while")),
    ("Should I get licensed first or listen for a while?", ("get licensed first", "listen for a while")),
    ("Should I start running now or wait a while?", ("start running now", "wait a while")),
    ("Should I sell it now or keep it a while longer?", ("sell it now", "keep it a while longer")),
    ("Should I go now or wait while the rain stops?", ("go now", "wait")),  # as before: "while" opens a clause
])

test_a_copula_before_a_joined_predicate = read_as_expected([
    ("Although I'm in an HOA, would a flagpole vertical or an attic dipole be less noticeable and still get out?",
     ("flagpole vertical", "attic dipole")),
    ("Would a heat pump or a gas boiler be cheaper and still keep the house warm?", ("heat pump", "gas boiler")),
    ("Would a heat pump or a gas boiler be cheaper?", ("heat pump", "gas boiler")),  # as before
])

test_a_heading_that_asks_before_a_full_stop = read_as_expected([
    ("Please recommend: SDRplay RSPduo or Airspy R2 for monitoring two airband frequencies at once.",
     ("SDRplay RSPduo", "Airspy R2")),
    ("Please recommend: Kindle or Kobo for reading in bed.", ("Kindle", "Kobo")),
])

test_near_misses_still_refused = still_refused([
    "They say if you buy a Flex or an Icom you save money",  # a conditional after "say", no infinitive
    "Lunch: tacos or pizza.",  # a heading that does not ask, closed by a full stop
    "Note to self: tea or coffee in the morning.",
])
