"""Session 46's fixes for the embedded and multi-sentence families (refusals of the older held-out parts).

Read right: an "if" whose answer the writer owes someone, with no question mark: an obligation to tell a hearer by a
deadline ("I need to tell the airline by Friday | if …"), a request to let the asker know ("asked me to let her know |
if …"), a question still being asked of the writer ("my coworkers keep asking | if …", "Customer asking | if …").
Near misses stay refused: "tell" with no obligation ("I'll tell my wife by Friday if …": a condition), a question
told as past ("She was asking if …").

Read right too: one noun or name against another closing an "is it" question ("Is it | boredom or hormones?"); what
"it" is after a modal and "be" ("Could it be | a cold or the flu?", "Should it be | him or me?"), as after "is it";
a time or sequence word heading the pair with a colon ("Now: | Harvia or Huum heater?"), not a title's first word.
Near misses stay refused: a phrase after B ("Is it mold or mildew | on the wall?"), a capitalised word before the
colon ("Brass: Birmingham or Root?")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_answer_owed_with_if = read_as_expected([
    ("We need to tell the monument company by Monday if we want the photo etching or the plain engraved lettering "
     "on the stone.", ("photo etching", "plain engraved lettering")),
    ("I need to tell the airline by Friday if I'm bringing my Alber e-motion wheels or travelling with the manual "
     "rims only", ("bringing my Alber e-motion wheels", "travelling with the manual rims only")),
    ("My artist asked me to let her know if I want the koi in colour or in black and grey before Friday.",
     ("in colour", "in black and grey")),
    ("My coworkers from Singapore keep asking if we're doing yusheng or a potluck for Lunar New Year lunch and I'm "
     "the one organizing it", ("yusheng", "potluck")),
    ("Unit is a 2009 Carrier, 3 ton. Compressor is grounded. Customer asking if we replace the compressor or the "
     "whole condenser.", ("compressor", "whole condenser")),
    ("I have to tell my landlord by tonight if we want the two-year lease or the one-year one.",
     ("two-year lease", "one-year one")),
    ("My coach asked me to let him know if I'm running the 5k or the 10k.", ("5k", "10k")),
    ("My kids keep asking if we're getting a cat or a dog.", ("cat", "dog")),
])

test_an_if_told_not_owed = still_refused([
    "I'll tell my wife by Friday if the boiler breaks or the pipes freeze.",  # no obligation: a condition
    "I told the landlord by email if the rent was late or the heating broke.",
    "She was asking if we had the red one or the blue one.",  # a question told, perhaps answered
    "My parents keep asking if we want the lake house or the cabin and they don't know what to book.",  # the
    # askers' doubt told
])

test_one_noun_against_another_after_is_it = read_as_expected([
    ("Our Amazon screams every sunset. We've tried everything. Is it boredom or hormones? Vet says he's healthy.",
     ("boredom", "hormones")),
    ("Is it Ambien or trazodone?? my doc gave me the choice…", ("Ambien", "trazodone")),
    ("My tomato leaves have white spots. Is it blight or mildew?", ("blight", "mildew")),
    ("Is it lupus or Lyme?", ("lupus", "Lyme")),
])

test_what_it_is_after_a_modal_and_be = read_as_expected([
    ("My brother lives near Mom and I live in Oregon. She wants to name one of us power of attorney. Should it be "
     "him or me?", ("him", "me")),
    ("Could it be a cold or the flu?", ("cold", "flu")),
    ("Would it be a loan or a grant?", ("loan", "grant")),
    ("Should it be Paris or Rome?", ("Paris", "Rome")),
])

test_a_time_word_heading_the_pair = read_as_expected([
    ("Ok so the barrel sauna kit arrived. Cedar is beautiful. Now: Harvia or Huum heater? Kit came without one.",
     ("Harvia", "Huum heater")),
    ("Next: Tokyo or Kyoto?", ("Tokyo", "Kyoto")),
    ("Now: Dune or Arrival?", ("Dune", "Arrival")),
])

test_near_misses_still_refused = still_refused([
    "Is it mold or mildew on the wall?",  # a phrase after B: B's own or where both are?
    "Brass: Birmingham or Root?",  # a name and its subtitle, or a heading?
])
