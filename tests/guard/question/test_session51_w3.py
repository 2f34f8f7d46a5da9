"""Fixes for session 51 (third helper): silent misreads of the hundred-and-sixty-fifth held-out part (public speaking).

Silent misreads read right: a clause after B's verb answering the clause closing A, opened by the same subject
contraction ("between telling the audience I'm nervous and pretending | I'm fine"): B's own, no run-on of the
speaker's."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_a_clause_after_b_answering_as = read_as_expected([
    ("hesitating between telling the audience I'm nervous and pretending I'm fine",
     ("telling the audience I'm nervous", "pretending I'm fine")),
    ("torn between telling my parents I'm quitting and pretending I'm happy",
     ("telling my parents I'm quitting", "pretending I'm happy")),
    ("torn between the red jacket and the blue one theyre on sale", ("red jacket", "blue one")),  # as before: no
    # clause in A to answer
])
