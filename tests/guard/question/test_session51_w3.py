"""Fixes for session 51 (third helper): silent misreads of the hundred-and-sixty-fifth held-out part (public speaking).

Silent misreads read right: a clause after B's verb answering the clause closing A, opened by the same subject
contraction ("between telling the audience I'm nervous and pretending | I'm fine"): B's own, no run-on of the
speaker's.

Silent misreads now refused: two phrases opened by the same preposition written twice, B's a gerund with another
preposition right after it ("by box breathing or by listening | to music"): the gerund's own complement, or said of
both? The form cannot tell."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_a_clause_after_b_answering_as = read_as_expected([
    ("hesitating between telling the audience I'm nervous and pretending I'm fine",
     ("telling the audience I'm nervous", "pretending I'm fine")),
    ("torn between telling my parents I'm quitting and pretending I'm happy",
     ("telling my parents I'm quitting", "pretending I'm happy")),
    ("torn between the red jacket and the blue one theyre on sale", ("red jacket", "blue one")),  # as before: no
    # clause in A to answer
])

test_a_gerund_bs_preposition_after_a_repeated_one_is_refused = still_refused([
    "Should I calm down before going on stage by box breathing or by listening to music?",
    "Should I unwind after work by doing yoga or by talking to a friend?",
])

test_no_gerund_keeps_the_cut = read_as_expected([
    ("get there by car or by train to Paris", ("by car", "by train")),  # as before: no gerund
    ("Should we split the holidays by alternating years or by doing both families on the same day?",
     ("by alternating years", "by doing both families on the same day")),  # as before: the gerund's object first
])
