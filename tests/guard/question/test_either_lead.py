""""either" before a verb marks where option A starts, whatever lead-in came before it (issue 22, session 27):
"Thinking out loud here but my plan is to either | rebuild the carburetor … or just buy a new one".

Every prompt is new (none is in the corpus); each was refused or read silently wrong before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_either_before_a_verb_opens_a = read_as_expected([
    ("Thinking about it more, but the idea is to either patch the roof on the old barn or just tear it down, "
     "which would you do", ("patch the roof on the old barn", "just tear it down")),
    # it read "craigslist" / "just give it"
    ("Not sure here but my plan is to either sell the mower on craigslist or just give it to my nephew, which "
     "would you do", ("sell the mower on craigslist", "just give it to my nephew")),
])

test_either_way_and_either_one_do_not_open_a = still_refused([
    "Thinking it over, either way we lose money or we break even, right?",
])
