"""A condition after a bare "A vs B" opened by "once", as "if" and "when" already were (issue 22, session 28):
"Roth vs traditional once I hit 50" was refused as a statement.

Every prompt is new (none is in the corpus); each was refused before.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_condition_opened_by_once = read_as_expected([
    ("Roth vs traditional once I hit 50", ("Roth", "traditional")),
    ("Sole prop vs LLC once the shop makes a profit", ("Sole prop", "LLC")),
])

test_a_statement_with_once_stays_refused = still_refused([
    "I drink tea or coffee once I wake up",
])
