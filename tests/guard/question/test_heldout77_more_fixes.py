"""the seventy-seventh held-out part's other four silent misreads (bench/results/questions_heldout77_first.txt): two
read right by a general rule (an opening gerund and its object shared by two manners), two refused with a reason (a
title's colon inside the sentence; an -ing word after B under "Does")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# An opening gerund and its bare object, then two manners of one shape: the manners are the options.
test_gerund_object_shared_by_two_manners = read_as_expected([
    ("shooting portraits wide open at f/1.4 or stopped down at f/2.8?",
     ("wide open at f/1.4", "stopped down at f/2.8")),
    ("knitting socks toe-up or cuff-down?", ("toe-up", "cuff-down")),
    ("Knitting sweaters top-down or bottom-up?", ("top-down", "bottom-up")),
    ("smoking brisket fat-side-up or fat-side-down?", ("fat-side-up", "fat-side-down")),
    ("shooting landscapes stopped down at f/11 or wide open at f/2.8?", ("stopped down at f/11", "wide open at f/2.8")),
])

test_gerund_object_without_two_manners_kept = read_as_expected([
    ("buying trail runners at REI or boots at Amazon?", ("trail runners at REI", "boots at Amazon")),  # as before
    ("knitting socks or crocheting hats?", ("knitting socks", "crocheting hats")),  # as before: two gerunds
    ("buying trail runners or boots?", ("trail runners", "boots")),  # as before
])

# A subtitled name on each side of the coordinator inside the sentence, or an -ing word after a B holding a
# preposition under "Does": refused.
test_inner_subtitle_and_done_ing_refused = still_refused([
    "Would you kindly let me know if Brass: Birmingham or Brass: Lancashire is the better one to own?",
    "Can you tell me if Pokemon: Scarlet or Pokemon: Violet is better for a kid?",
    "We are deciding whether Star Wars: Andor or Star Wars: Rogue One is better for a movie night",
    "Does the PS5 Pro or a 4070 Ti PC run Cyberpunk with path tracing better?",
    "Budget: Honda or Toyota?",  # as before: a heading or a title
])

test_heading_colon_and_bare_verb_after_does_still_read = read_as_expected([
    ("Quick question, Budget: Honda or Toyota?", ("Honda", "Toyota")),  # as before
    ("Honda or Toyota: Which is better?", ("Honda", "Toyota")),  # as before
    ("@data-eng ticket DATA-55: Fivetran or Airbyte for the Salesforce sync?", ("Fivetran", "Airbyte")),  # as before
    ("Does a monthly or an annual pricing plan convert better for B2B SaaS?", ("monthly", "annual")),  # as before
    ("Does a Dyson or a Shark vacuum pick up dog hair better?", ("Dyson", "Shark vacuum")),  # as before
    ("Is the PS5 or the Xbox going to last longer?", ("PS5", "Xbox")),  # as before
    ("Do Crocs or Birkenstocks hold up better in the rain?", ("Crocs", "Birkenstocks")),  # as before
])

# A bare noun A after a preposition of its own, against B opening on another preposition: the phrases are the options.
test_preposition_of_a_against_prepositional_b = read_as_expected([
    ("Is it easier to sew in a zipper with a zipper foot or by hand?", ("with a zipper foot", "by hand")),
    ("Is it easier to pay with a card or by cash?", ("with a card", "by cash")),
    ("Since the game is at 7, should we eat at 5 or after the game?", ("at 5", "after the game")),
])

test_preposition_before_a_kept_out_when_b_parallels_another = read_as_expected([
    ("Should I send the contract by courier or through the portal?", ("by courier", "through the portal")),  # as before
    ("Should I go to Paris or Rome?", ("Paris", "Rome")),  # as before
    ("Should I pay for the trip with points or with cash?", ("with points", "with cash")),  # as before
])

test_b_parallel_to_an_earlier_phrase_still_refused = still_refused([
    "Would you please tell me if I should pay my rent by credit card with the 2.9% fee or by bank transfer?",
    "Am I better off with a tutor or without one?",  # as before: "better off with" leads in
])
