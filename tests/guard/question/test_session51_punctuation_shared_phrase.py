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

