"""A comparative amount and a gerund before A ("earn | more working | in-house or freelance"): "more" is what is
earned, the gerund both options' activity, so A starts after them when B is a lone word of its own kind (no gerund
of its own)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token
from warrantguard.guard.question.words import text as tx

__all__ = ["compared_gerund_a"]

_AMOUNTS = frozenset({"more", "less", "most", "least"})


def compared_gerund_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A past "more working" when B is one word ("… more working | in-house or freelance" → "in-house"); ``a``
    otherwise ("more working hours or fewer": B is no lone word of A's kind? kept; "working from home or …")."""
    if len(a) < 3 or len(b) != 1 or a[0].low not in _AMOUNTS or not tx.ing_word(a[1].low):
        return a
    if tx.ing_word(b[0].low) or b[0].low in _AMOUNTS:
        return a
    return a[2:]
