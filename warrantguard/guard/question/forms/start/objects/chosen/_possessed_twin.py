"""A place set against a possessor's same noun ("register the business insurance in | my name or the company's name
| at renewal"): A is the possessed noun after the preposition, B the other possessor's, and a phrase after B's
repeated head is said of both."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, POSSESSIVES, PREPOSITIONS, Token

__all__ = ["possessed_twin_head"]

_OWNED = ("'s", "\u2019s", "s'", "s\u2019")


def possessed_twin_head(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]]:
    """A from its possessive and B to its head when A closes on a preposition, a possessive and a noun and B is
    another possessor's same noun ("business insurance in | my name or the company's name | at renewal" -> "my
    name" / "company's name"); the pair as it is otherwise ("my name or the company's logo")."""
    k = 1 if b and b[0].low in ARTICLES else 0
    if len(b) < k + 2 or not b[k].low.endswith(_OWNED) or len(a) < 4:
        return a, b
    head, rest = b[k + 1], b[k + 2 :]
    if a[-1].low != head.low or a[-2].low not in POSSESSIVES or a[-3].low not in PREPOSITIONS:
        return a, b
    if rest and rest[0].low not in PREPOSITIONS:
        return a, b
    return a[-2:], b[: k + 2]
