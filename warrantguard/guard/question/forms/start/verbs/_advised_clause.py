"""A verb of advising and the clause it takes before A ("Would you advise | that I | use her script or write …",
"Do you urge | we | sell or hold?"): the clause's subject is no word of A, which opens at its verb."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb

__all__ = ["advised_clause"]

_ADVISING = frozenset({"advise", "urge"})
_SUBJECTS = frozenset({"i", "we", "they", "he", "she"})


def advised_clause(left: list[Token], begin: int) -> int:
    """Where A starts past "advise (that) I" at ``begin`` ("advise that I | use her script"); ``begin`` unchanged unless
    A's side opens on a verb of advising, an optional "that", a subject pronoun and a verb."""
    if begin >= len(left) or left[begin].low not in _ADVISING:
        return begin
    k = begin + 1 + (begin + 1 < len(left) and left[begin + 1].low == "that")
    if k + 1 < len(left) and left[k].low in _SUBJECTS and is_verb(left[k + 1]):
        return k + 1
    return begin
