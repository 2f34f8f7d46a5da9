"""Fixes for the hundred-and-twenty-fourth held-out part (pools, hot tubs and saunas), written blind and scored before
any fix.

Silent misreads read right: a preposition after "likely" before a B without one, said of both ("more likely from |
low chlorine or high pH"); an -ly adverb before A's verb against an adverb opening B ("do I | partially drain … or
just raise …": each option keeps its adverb)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_likelihoods_preposition_is_both = read_as_expected([
    ("Can someone explain if the cloudy water is more likely from low chlorine or high pH",
     ("low chlorine", "high pH")),
    ("Can you tell me if a headache is more likely from dehydration or caffeine withdrawal?",
     ("dehydration", "caffeine withdrawal")),
    ("Is it more likely in winter or in summer?", ("in winter", "in summer")),  # as before
    ("is the noise more likely at night or during the day", ("at night", "during the day")),  # as before
])

test_an_ly_adverb_against_bs_adverb_stays_in_a = read_as_expected([
    ("Do I partially drain to get CYA down or just raise my FC target?",
     ("partially drain to get CYA down", "just raise my FC target")),
    ("should I gradually drain the tub or simply refill it", ("gradually drain the tub", "simply refill it")),
    ("Should we still go or just reschedule", ("still go", "just reschedule")),  # as before
    ("Should I quickly drain the tub or refill it?", ("drain the tub", "refill it")),  # as before: B has no adverb
])

# A colour against a shade of another ("the white or the | dark blue | plaster finish"): one colour in two words.
test_a_shade_of_a_colour_is_bs_whole = read_as_expected([
    ("the white or the dark blue plaster finish", ("white", "dark blue")),
    ("Should I get the black or the light grey sofa?", ("black", "light grey")),
    ("white or dark blue?", ("white", "dark blue")),
    ("should the trim be white or light grey?", ("white", "light grey")),  # as before
    ("white or dark chocolate", ("white", "dark")),  # as before: no colour after the shade
    ("a light or a dark blue tile", ("light", "dark")),  # as before: a shade against a shade
])
