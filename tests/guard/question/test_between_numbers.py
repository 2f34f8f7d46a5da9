"""A gerund before two counted noun phrases after "between" is shared, as before two articled ones (issue 22,
session 29): "Between hiring two juniors and one senior, what would you do?" read 'hiring two juniors' / 'one
senior' before, silently wrong (found by a hand-written prompt); a sentence opening with "Between" now reads as any
other "between" sentence."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_gerund_before_counted_options_is_shared = read_as_expected([
    ("Between hiring two juniors and one senior, what would you do?", ("two juniors", "one senior")),
    ("deciding between buying 2 small servers and 1 big one", ("2 small servers", "1 big one")),
    ("Between adopting a greyhound and a beagle, which fits a small flat?", ("greyhound", "beagle")),
])

test_gerund_phrases_kept = read_as_expected([
    ("between taking the bus and walking", ("taking the bus", "walking")),
])
