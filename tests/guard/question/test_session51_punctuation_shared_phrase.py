"""Fixes of session 51 for the punctuation family (options framed by punctuation, no question mark).

Read now: a heading, a colon or spaced dash, then only "A or B" trailing off in an ellipsis ("Greenhouse shading:
paint (Coolglass) or shade netting...", "eid gift for mum - perfume (oud) or a handbag..."): the dots leave the
choice open as a question mark would.

Still refused: the same heading closed by a full stop ("Lunch: tacos or pizza.": a note), a clause after the heading
("Note - we shut at 5 or 6..."), a pair told to stand ("Update: cash or card accepted..."), a side set off by a comma
("Kids at the wedding - yes to all of them, or only nieces/nephews...": is "yes to" A's own?)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_heading_then_a_pair_trailing_off = read_as_expected([
    ("Greenhouse shading: paint (Coolglass) or shade netting...", ("paint (Coolglass)", "shade netting")),
    ("eid gift for mum - perfume (oud) or a handbag...", ("perfume (oud)", "handbag")),
    ("Custody hearing in 2 days — wear a suit or business casual…", ("suit", "business casual")),
    ("Paint for the hallway: satin or eggshell...", ("satin", "eggshell")),
    ("Road trip — drive or fly…", ("drive", "fly")),
])

test_a_heading_then_a_pair_that_tells = still_refused([
    "Update: cash or card accepted...",
    "Note - we shut at 5 or 6...",
    "Kids at the wedding - yes to all of them, or only nieces/nephews...",
    "Lunch: tacos or pizza.",
])


test_a_slashed_pair_and_its_purpose_then_one_pressing_word = read_as_expected([
    ("folksy/etsy for candles. go", ("folksy", "etsy")),
    ("wire floor / solid floor for quail cages. thoughts", ("wire floor", "solid floor")),
])

test_a_slashed_pair_then_a_word_that_presses_for_nothing = still_refused([
    "Tues/Thurs for the gym. go",  # two days, no alternatives
    "folksy/etsy for candles. done",
])
