"""Fixes of session 51 (helper w1): silent misreads of the sailing part (heldout 160) now refused, each a form that
cannot tell where an option starts or ends.

Refused: a gerund's articled object with its place phrase as A against an articled B ("launching the | dinghy off
the beach or the slipway": the whole object or the place?); an apposed pair after its question with "in a …" cut
after an indefinite B ("…, the club Lasers or a share | in a Flying Fifteen": B's own or both's?); B two steps joined
by "and" with a time clause cut after it ("… or go out and reef | once you're clear"); a bare B with a place phrase
of its own against the noun of A's place phrase ("ashore at the | yard or afloat | in the marina")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_gerunds_object_and_its_place_against_an_articled_b = still_refused([
    "Is it better launching the dinghy off the beach or the slipway?",
    "Is it safer towing the trailer off the ramp or the beach?",
])

test_a_gerunds_object_near_misses = read_as_expected([
    ("Is it better buying the house on the hill or the condo?", ("house on the hill", "condo")),  # a choice verb
    ("Is it better launching the dinghy off the beach or off the slipway?", ("off the beach", "off the slipway")),
])

test_in_a_phrase_after_an_apposed_indefinite_b = still_refused([
    "Which would you pick for learning to race, the club Lasers or a share in a Flying Fifteen?",
    "For a first boat, which is better, the club dinghy or a share in a keelboat?",
])

test_apposed_pair_near_misses = read_as_expected([
    ("Which is better, the bus or a taxi for a short trip?", ("bus", "taxi")),  # not "in a …"
    ("Which is better for commuting, the old bike or a new one?", ("old bike", "new one")),
])

test_a_time_clause_after_bs_two_steps = still_refused([
    "when it's blowing 25, do you reef in the harbour or go out and reef once you're clear?",
    "Should I stay home or go out and eat when it rains?",
])

test_time_clause_near_misses = read_as_expected([
    ("Should I stay home or go out when it rains?", ("stay home", "go out")),  # one step
    ("Should I wait in the car or get out and queue until the doors open?",
     ("wait in the car", "get out and queue until the doors open")),  # as before: the clause kept in B
])

test_a_bare_b_with_its_own_place_phrase = still_refused([
    "Assuming the winter storage quote is £1,200, is it cheaper to keep the boat ashore at the yard or afloat in the "
    "marina?",
    "Should I leave the bike locked at the station or inside in the office?",
    "Should I keep the car parked on the street or indoors in a garage?",
])

test_bare_b_near_misses = read_as_expected([
    ("Do I store it in the garage or shed in the winter?", ("garage", "shed")),  # a time both share
    ("Do I store it in the garage or in the shed?", ("in the garage", "in the shed")),
])
