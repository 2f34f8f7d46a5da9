"""A request to the assistant, then a question of its own set off by "also:" (issue 22, session 28):
"Write an estimate note for the client …, and also: pressure-treated or cedar for the joists?" was refused as a
request that mentions the alternatives.

Every prompt is new (none is in the corpus); each read-test prompt was refused before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_question_after_also_colon = read_as_expected([
    ("Summarize this email, and also: Square or Toast for the new shop?", ("Square", "Toast")),
    ("Write a haiku about autumn and also: tea or coffee?", ("tea", "coffee")),
    ("Draft the invoice for the Hendersons; also: net 15 or net 30 for them?", ("net 15", "net 30")),
])

test_a_request_whose_alternatives_are_its_own_stays_refused = still_refused([
    "Write a note to the tenants: pay by check or by ACH?",
    "Draft an email asking whether they prefer Tuesday or Thursday, and also: what time works?",
])
