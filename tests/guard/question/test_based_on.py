""""based on" / "depending on" after B is the ground of the choice, no part of B (issue 22, session 28): "Should I
choose between Harvard and Stanford based on cost?" read "Harvard" / "Stanford based" before, silently wrong.

Every prompt is new (none is in the corpus); the first three were read silently wrong before, the last keeps its
reading.
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_based_on_ends_b = read_as_expected([
    ("Should I choose between Harvard and Stanford based on cost?", ("Harvard", "Stanford")),
    ("Should I pick the Civic or the Corolla based on resale value?", ("Civic", "Corolla")),
    ("Should I take the job in Austin or Denver depending on the salary?", ("Austin", "Denver")),
    ("Should we go cloud based or on-prem?", ("cloud based", "on-prem")),
])
