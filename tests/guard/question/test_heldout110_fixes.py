"""the hundred-and-tenth held-out part's silent misreads (bench/results/questions_heldout110_first.txt), read right
by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A capitalized word before a number that a capitalized word follows, against a name B: one model name, no verb.
test_name_run_through_number = read_as_expected([
    ("Focus 40 Blue vs BrailleNote Touch Plus for a uni student", ("Focus 40 Blue", "BrailleNote Touch Plus")),
    ("Focus 40 Blue vs BrailleNote Touch Plus?", ("Focus 40 Blue", "BrailleNote Touch Plus")),
    ("Track 5 Pro vs Garmin Venu for running?", ("Track 5 Pro", "Garmin Venu")),
])

test_verb_and_count_unchanged = still_refused([
    "Order 2 Big Macs or a Whopper?",  # as before: B articled, a verb and its count, or a name?
])
