"""A time closing a B of two verbs in sequence ("or say yes and leave | after an hour", "or go and come back |
before dessert"): the time tells when B's second step comes, no time both options share."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_PREPOSITIONS, Token, is_verb

__all__ = ["sequenced_tail"]

_BOUND = 4  # words of the closing time phrase


def sequenced_tail(a: list[Token], b: list[Token], tail: list[Token]) -> bool:
    """Is the tail cut from B a short time phrase ("after an hour") after B's second verb joined by "and" ("say yes
    and leave")? Not when A holds an "and" of its own (a time both sequences may share)."""
    if not tail or len(tail) > _BOUND or tail[0].low not in TIME_PREPOSITIONS | {"within"}:
        return False
    if any(t.low == "and" for t in a) or len(b) < 3:
        return False
    return any(b[k].low == "and" and is_verb(b[k + 1]) for k in range(1, len(b) - 1)) and is_verb(b[-1])
