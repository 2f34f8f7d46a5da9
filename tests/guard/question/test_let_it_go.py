"""A causative verb and its object after "or" are B's own, not a verb sharing A's object (issue 22, session 28):
"Should I apologize or let it go?" read "apologize" / "let" before.

Every prompt is new (none is in the corpus); the first two were read silently wrong before, and the others keep
their readings (a demonstrative object, a person and a bare verb, an object B's verb does not share).
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected

test_let_or_make_it_and_a_bare_verb = read_as_expected([
    ("Should I apologize or let it go?", ("apologize", "let it go")),
    ("Should I complain or let it slide?", ("complain", "let it slide")),
    ("Should I push back or let this one pass?", ("push back", "let this one pass")),
    ("Should I counteroffer or let her go?", ("counteroffer", "let her go")),
    ("Should I buy or make a cake for the party?", ("buy", "make a cake")),
])
