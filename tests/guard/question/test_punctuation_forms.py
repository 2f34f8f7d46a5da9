"""Punctuation forms read by general rules (tested on prompts that are not in the corpus), and the
forms near each rule that must stay refused or keep their old reading."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# An ellipsis after each option is a pause: "A... or B...?" asks, and so does a verbless fragment
# "A... or B... for …" that does not end in a full stop.
test_ellipses_are_pauses = read_as_expected([
    ("Roth... or traditional...? income is about 90k", ("Roth", "traditional")),
    ("Sneakers... or boots... for a week of hiking in Utah 🥾", ("Sneakers", "boots")),
    ("Boots... or sneakers... for the hike!", ("Boots", "sneakers")),
    ("Vinyl… or laminate… for a rental kitchen", ("Vinyl", "laminate")),
])

test_ellipsis_statements_stay_refused = still_refused([
    "mug... or tumbler... for my desk.",  # a full stop: a statement
    "Printer... or scanner... offline.",
    "kettle... or toaster... broken again...",
])
