"""Late fixes for the hundred-and-thirty-fourth held-out part (museums, galleries and archives), written blind and
scored before any fix.

Silent misreads now refused: a one-noun articled B closed by "on" and one bare noun ("the oil paintings or the works
| on paper": one name, "works on paper", or a setting of both?)."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_bare_on_phrase_after_a_lone_noun_b = still_refused([
    "Since we only have two conservators, should we prioritise the oil paintings or the works on paper?",
    "Should the gallery lead with the bronzes or the oils on canvas?",
    "For brunch, the pancakes or the beans on toast?",
])

test_a_bare_on_phrase_near_misses = read_as_expected([
    ("should I get the early show or the late show on saturday", ("early show", "late show")),  # a day
    ("Should we hang the tapestry or the print on the east wall?", ("tapestry", "print")),  # a determiner
    ("the paintings or the prints on now?", ("paintings", "prints")),  # a time word
])
