"""B ends before a bracketed aside it opens but does not close (issue 22, session 29): "Remote-first, or hybrid (3
days in office)???" and '1/2" PEX-A vs 3/4" PEX-A (main run to manifold)!!' were refused (the cut fell inside the
brackets). A closed aside inside B stays."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_b_before_an_aside_cut_inside = read_as_expected([
    ("Remote-first, or hybrid (3 days in office)???", ("Remote-first", "hybrid")),
    ('1/2" PEX-A vs 3/4" PEX-A (main run to manifold)!!', ('1/2" PEX-A', '3/4" PEX-A')),
])

test_closed_asides_kept = read_as_expected([
    ("Should I buy the Pixel or the iPhone (the 15 Pro) for my mom?", ("Pixel", "iPhone (the 15 Pro)")),
])
