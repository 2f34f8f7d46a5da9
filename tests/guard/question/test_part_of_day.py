""""early" or "late" and a part of the day as B against a part of the day ending A (issue 22, session 28):
"Should I study in the morning or late at night?" read "morning" / "late" before, silently wrong.

Every prompt is new (none is in the corpus); each was read silently wrong before, but the last, which keeps its
reading.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_early_or_late_and_a_part_of_the_day = read_as_expected([
    ("Should I study in the morning or late at night?", ("in the morning", "late at night")),
    ("Should I study early in the morning or late at night?", ("early in the morning", "late at night")),
    ("Is it better to water the tomatoes in the evening or early in the morning?",
     ("in the evening", "early in the morning")),
    ("Should I run in the morning or at night?", ("in the morning", "at night")),
])
