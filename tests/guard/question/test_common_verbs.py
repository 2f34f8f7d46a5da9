"""Common verbs the word lists lacked ("happen", "arrive", "remember", …) (issue 22, session 28): after
"should <subject>" an unlisted verb left the subject and the verb inside option A, and the pair was refused
("should the raffle happen before dinner or after dinner?").

Every prompt is new (none is in the corpus); each was refused before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_common_verb_after_the_subject = read_as_expected([
    ("should the raffle happen before dinner or after dinner?", ("before dinner", "after dinner")),
    ("Should the toast happen before the meal or after the meal?", ("before the meal", "after the meal")),
    ("Should the band arrive at five or at six?", ("at five", "at six")),
    ("Would the kids understand a movie in French or in German better?", ("in French", "in German")),
])
