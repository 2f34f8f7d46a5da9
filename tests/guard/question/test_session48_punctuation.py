"""Fixes for the punctuation family (options separated or framed by punctuation), session 48: refusals of the older
parts read right.

An offer quoted after the one who made it and a reporting verb, single quotes or double, then a question of what to
answer or which ("recruiter asks — 'start date of Jan 6 or Jan 13?' what do i say"); twins told apart only by their
bracketed asides ("Grade 8 (piano) or Grade 8 (singing)"); a bracketed remark that is a clause of its own closing an
option ("buy it now (trip is in May) or …"); an ellipsis written against the "or" in a prompt closing on dots
("shoes...or no shoes..."); an "or" set off by double dashes on both sides ("… --or-- …"); two phrases each asked on
its own, no "or", then a clause asking which ("Dipole?? End fed?? which one …"); a slashed pair's purpose naming a
person with a relative clause on them ("muay thai/boxing for a complete beginner who wants to lose weight").

Still refused: a quoted offer told and left, or "which" opening a clause about the quote; twins of which one has no
aside; a statement whose ellipsis is written against the "or"; a lone verb and an object after "--or--"; two asked
phrases with no clause asking which, or three; a slashed pair of times, whose slash joins both, even so."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_reported_offer_then_what_to_answer = read_as_expected([
    ("[forwarding] recruiter asks — 'start date of Jan 6 or Jan 13?' what do i say lol", ("Jan 6", "Jan 13")),
    ("Dispatch says: 'hold the truck till 4pm or let it go at 2?'. what do I tell them",
     ("hold the truck till 4pm", "let it go at 2")),
    ("derm said: 'tret OR adapalene, your call'... which one?!", ("tret", "adapalene")),
    ("Care plan says: 'Transfers - hoist x2 staff OR stand aid x1'. Which should the night carer use???",
     ("hoist x2 staff", "stand aid x1")),
    ("wife texted: 'pasta or stir fry tonight?' what do i say", ("pasta", "stir fry")),
    ('My landlord texted: "renew for 12 months or go month-to-month?" what should I answer',
     ("renew for 12 months", "go month-to-month")),
])

test_a_reported_offer_not_asked_about = still_refused([
    "derm said: 'tret or adapalene'. so I went with tret",  # told and left
    "mum asked 'roast or curry on sunday?' which is what she always asks",  # "which" opens a clause about it
])

test_twins_told_apart_by_their_asides = read_as_expected([
    ("ABRSM Grade 8 (piano) or Grade 8 (singing) first?? she's doing both eventually",
     ("Grade 8 (piano)", "Grade 8 (singing)")),
    ("CHEM-110 (8am, Dr. Ruiz) or CHEM-110 (2pm, Dr. Hale)", ("CHEM-110 (8am, Dr. Ruiz)", "CHEM-110 (2pm, Dr. Hale)")),
    ("Flight 22 (7am) or Flight 22 (7pm)?", ("Flight 22 (7am)", "Flight 22 (7pm)")),
    ("Room 4 (north side) or Room 4 (south side) for the meeting?", ("Room 4 (north side)", "Room 4 (south side)")),
    ("Toyota (used) or Honda (new)?", ("Toyota (used)", "Honda (new)")),  # as before: no twins
])

test_twins_one_without_an_aside = still_refused([
    "Grade 8 (piano) or Grade 8?",
])

test_a_remark_closing_an_option = read_as_expected([
    ("Travel insurance - buy it now (trip is in May) or wait until closer to the date?",
     ("buy it now", "wait until closer to the date")),
    ("Should I sell now (market is up) or hold?", ("sell now", "hold")),
    ("repaint the fence (it's peeling) or replace it?", ("repaint the fence", "replace it")),
    ("Musical theatre camp (July) OR private voice lessons (all summer)... thoughts",
     ("Musical theatre camp (July)", "private voice lessons (all summer)")),  # as before: no clause
])

test_an_ellipsis_against_the_or = read_as_expected([
    ("shoes...or no shoes...", ("shoes", "no shoes")),
    ("rent...or buy...", ("rent", "buy")),
    ("tea...or coffee...", ("tea", "coffee")),
])

test_a_statement_with_an_ellipsis_against_the_or = still_refused([
    "Printer...or scanner... offline.",
])

test_an_or_between_double_dashes = read_as_expected([
    ("apartment hunting: 2nd floor w/ balcony --or-- garden level w/ patio. which one",
     ("2nd floor w/ balcony", "garden level w/ patio")),
    ("tacos --or-- burritos for the party", ("tacos", "burritos")),
    ("RTX 4070 --or-- RX 7900?", ("RTX 4070", "RX 7900")),
])

test_an_instruction_between_double_dashes = still_refused([
    "call --or-- text me",
])

test_two_asked_phrases_then_which = read_as_expected([
    ("Dipole?? End fed?? which one for a tiny garden", ("Dipole", "End fed")),
    ("Rome? Paris? which should we do first", ("Rome", "Paris")),
    ("Dado stack? Router? Which one for bookshelf dados?", ("Dado stack", "Router")),
])

test_asked_phrases_without_which_or_three = still_refused([
    "Dipole? End fed?",
    "Tea? Coffee? Juice? which one?",
])

test_a_slashed_pairs_purpose_with_a_relative_clause = read_as_expected([
    ("muay thai/boxing for a complete beginner who wants to lose weight", ("muay thai", "boxing")),
    ("yoga/pilates for someone who sits all day", ("yoga", "pilates")),
    ("tent/hammock for a guy who hates bugs", ("tent", "hammock")),
])

test_slashed_times_for_someone_still_refused = still_refused([
    "lunch/dinner for a friend who is visiting",
])
