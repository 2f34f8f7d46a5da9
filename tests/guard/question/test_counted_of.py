"""A counted noun with an "of" phrase against a bare number is refused like "a cup of coffee or tea" (issue 22,
session 29): "Should my wife take 12 weeks of leave or 16?" read '12 weeks of leave' / '16' before, silently wrong
(a hand-written prompt). Without the "of" phrase the pair reads."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_counted_of_phrase_against_a_number_refused = still_refused([
    "Should my wife take 12 weeks of leave or 16?",
    "2 cups of coffee or 3?",
])

test_counted_noun_against_a_number_reads = read_as_expected([
    ("Should I take 12 weeks or 16?", ("12 weeks", "16")),
])
