"""the seventy-ninth held-out part's 6 silent misreads (bench/results/questions_heldout79_first.txt): one read right
by a general cut (a bare twin's closing phrase), one refused as an open bound, four refused as options cut inside a
phrase running on past the cut."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# Twin noun phrases told apart by their first word alone: the phrase after B's twin is the context of both.
test_bare_twin_closing_phrase_is_both = read_as_expected([
    ("white hydrangea centerpieces or blue hydrangea centerpieces with the navy linens",
     ("white hydrangea centerpieces", "blue hydrangea centerpieces")),
    ("red wine glasses or white wine glasses with the fish course", ("red wine glasses", "white wine glasses")),
    ("chicken tacos or fish tacos with mango salsa?", ("chicken tacos", "fish tacos")),
])

test_verbs_with_a_pronoun_object_keep_their_phrase = read_as_expected([
    ("should I strain it or hit it with an immersion blender", ("strain it", "hit it with an immersion blender")),
    ("Since the deck boards are cupping, should I flip them or replace them with composite?",
     ("flip them", "replace them with composite")),  # as before
])

# A counted amount and an open bound after the "or": one amount, no two options.
test_counted_amount_or_more_refused = still_refused([
    "We booked the DJ for 6 hours, with the option to extend by one hour or more.",
    "We booked the band for 3 sets, with the option to add two sets or more.",
])

# Options cut inside a phrase running on past the cut: refused.
test_cut_inside_a_running_on_phrase_refused = still_refused([
    "plus-ones for everyone vs only for people in relationships?",
    "free parking for all staff vs only for people with seniority?",
    "need a sanity check on whether 2 drink tickets per guest or a full open bar for the first hour is the better deal",
    "whether 3 drink tokens per person or an unlimited bar is the better deal",
    "after the RSVP deadline passed with 22 people not responding, do we call them or assume they're not coming?",
    "do we call them or assume they're not coming?",
    "TODO(jess): confirm — deposit 50% now or 30% now + 20% at 60 days?",
    "pay 40% upfront or 20% now + 20% on delivery?",
])

test_near_misses_keep_their_reading = read_as_expected([
    ("should my kid take the sat or the act, shes better at reading than math tbh", ("sat", "act")),
    ("should we charge $20 per seat or a flat fee for the room?", ("$20 per seat", "flat fee")),
    ("Should I rent or buy I can't decide?", ("rent", "buy")),
    ("merge or rebase, i don't know", ("merge", "rebase")),
    ("1 large dog or 2 small ones for a family with a yard", ("1 large dog", "2 small ones")),
    ("the red dress or the blue dress for the gala?", ("red dress", "blue dress")),
])
