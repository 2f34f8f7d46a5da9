"""One thing against several: a verb and its object counted as one ("quote | one combined price", "send | a single
invoice") and B an adjective that is a verb too before a bare noun ("… or separate line items"). The count sets the
two objects against each other, so B is a noun phrase and the verb before A is shared, not B's verb ("separate"
taking "line items" as its object)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADJECTIVE_VERBS,
    DETERMINERS,
    OBJECT_PRONOUNS,
    PHRASAL,
    PREPS,
    PRONOUNS,
    Token,
)

__all__ = ["counted_against"]

_SINGLE = frozenset({"single", "sole", "lone"})  # "a single invoice"


def counted_against(core: list[Token], right: list[Token]) -> bool:
    """Is A a verb and an object counted as one ("quote | one combined price", "send | a single invoice") and B an
    adjective-verb before a bare word ("separate | line items")? Then B is a noun phrase, the verb shared."""
    if len(core) < 3 or len(right) < 2 or right[0].low not in ADJECTIVE_VERBS or right[0].capitalized:
        return False
    one = core[1].low == "one" or (core[1].low in ("a", "an") and core[2].low in _SINGLE)
    nxt = right[1].low  # a bare word: not "separate | them", "clean | up the list"
    return one and nxt.isalpha() and nxt not in DETERMINERS | PRONOUNS | OBJECT_PRONOUNS | PREPS | PHRASAL
