"""Two verbs in a row after a subject pair ("Does gas or induction | boil water faster?"): ``aux_subject`` takes the
second for the predicate's verb when only it has a listed word after it ("water | faster"), but a noun can be a verb
too ("water", "switch"). With one bare word for A, B's one word before the first verb is its like: "gas" against
"induction", so "boil" opens the predicate (not "a 360 review or a standard manager review | work better": a longer
A tells nothing of B's length). Added for the ninety-sixth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb

__all__ = ["parallel_verb"]


def parallel_verb(subject: list[Token], right: list[Token], verb: int | None) -> int | None:
    """Where the predicate's verb starts in B's side: one word before ``verb`` when A is one bare word and B's
    second word is a verb too ("gas or | induction | boil water faster"), else ``verb``."""
    bare = len(subject) == 1 and subject[0].low.isalpha() and not is_verb(subject[0])
    return 1 if bare and verb == 2 and is_verb(right[1]) and not is_verb(right[0]) else verb
