"""Fixes of session 51 (second helper): silent misreads left in the corpus after the session's merges.

Silent misreads read right: a name before A's amount when each option has its own article ("the Estwing 22oz and the
13oz"): each is a noun phrase of its own, B's amount standing for a whole thing, so the name is A's, no label of both.

Silent misreads now refused: a lone gerund against a lone gerund followed by a "from" phrase ("memorizing versus
reading | from a script"): "from" after a gerund is mostly its own source, B's, yet may be both options'."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_name_inside_as_own_articled_phrase = read_as_expected([
    ("split between the Estwing 22oz and the 13oz for splitting shale", ("Estwing 22oz", "13oz")),
    ("Should I get the Victorinox 91mm or the 84mm?", ("Victorinox 91mm", "84mm")),
    ("Should I buy a Makita 18V or a 12V?", ("Makita 18V", "12V")),
    ("Should I get the Victorinox 91mm or 84mm?", ("91mm", "84mm")),  # as before: no article of B's own
    ("flow temp 45°C or 50°C with 2 radiators upsized?", ("45°C", "50°C")),  # as before: a label of both
])

test_a_gerund_bs_from_phrase_refused = still_refused([
    "memorizing versus reading from a script, which comes across as more natural?",
    "memorizing or reading from a script?",
    "Commuting or working from home, which is cheaper?",
])

test_a_gerund_pair_before_another_phrase = read_as_expected([
    ("running or cycling in the rain?", ("running", "cycling")),  # as before: no "from"
])
