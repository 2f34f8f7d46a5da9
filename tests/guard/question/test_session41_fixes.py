"""Session 41's fixes outside the blind parts' own test files.

A companion after "with" taken for A's means against B's ("take the train with the kids or by car" read
"with the kids" / "by car"; B may stand against the object, so it is now refused), while company against being
alone stays read ("with my sister or by myself")."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_companion_is_no_means_against_b = still_refused([
    "Should we take the train with the kids or by car?",
    "Should we cross to France on the ferry with the children or by train?",
])

test_company_against_alone_and_means_against_means_stay = read_as_expected([
    ("Should I go with my sister or by myself?", ("with my sister", "by myself")),
    ("Should we travel with the dog or by ourselves?", ("with the dog", "by ourselves")),
    ("Should I sew in a zipper with a zipper foot or by hand?", ("with a zipper foot", "by hand")),
])
