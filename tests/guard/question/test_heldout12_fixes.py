"""The twelfth held-out part's misreads, fixed by general rules (tested here on other prompts).
Its first scoring is bench/results/questions_heldout12_first.txt (197/229, 15 refused, 17 silently
wrong); the fixed prompts moved to questions_dev.yaml."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

FIXED = [
    # an adverb before the verb after a subject pair ends B ("… a townhouse | usually costs …")
    ("tell me if a condo or a townhouse usually costs less to insure", ("condo", "townhouse")),
    # the head repeated with a phrase of its own on each side: B keeps its phrase
    ("should we rent a cottage by the sea or a cottage up in the hills",
     ("cottage by the sea", "cottage up in the hills")),
    ("a charcoal grill on the deck or a charcoal grill built into the patio?",
     ("charcoal grill on the deck", "charcoal grill built into the patio")),
    # "<comparative> to" leads to a verb phrase
    ("cheaper to rent or buy a kayak if i go twice a summer?", ("rent", "buy")),
    # enumerators are no part of an option (two verb phrases: B keeps its own time, as A has one)
    ("a) sell now, or b) hold until spring?", ("sell now", "hold until spring")),
    # "-or-" and an ellipsis before "or" in a question set the two options off
    ("Sony WH-1000XM5 -or- Bose QC Ultra?", ("Sony WH-1000XM5", "Bose QC Ultra")),
    ("Pixel 9...or iPhone 16...? so torn", ("Pixel 9", "iPhone 16")),
    # a head written on both sides after a verb: the two phrases are the options
    ("should she return to work part time or full time", ("part time", "full time")),
]

test_fixed_forms_are_read = read_as_expected(FIXED)

test_forms_near_the_new_rules_are_still_refused = still_refused([
    "she takes piano or violin depending on the teacher",  # a rule stated, not a question
    "mug... or tumbler... for my desk.",  # an ellipsis in a statement
])
