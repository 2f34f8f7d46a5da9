"""A lone verb and a bare adjective of condition as B, before a preposition or nothing ("to thrift or to buy | new
for a toddler", "repair it or buy | used"): the adjective is how B's verb is done, B's own complement, not the start
of an object both verbs share ("rent or buy | new furniture": a noun after it, the object)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token

__all__ = ["bought_as"]

# Adjectives of an article's condition or source, said of how it is bought ("buy new", "buy used").
_CONDITIONS = frozenset({"new", "used", "secondhand", "second-hand", "refurbished", "preowned", "pre-owned",
                         "vintage", "local"})


def bought_as(right: list[Token]) -> bool:
    """Does B open with a verb and an adjective of condition closing B's side or before a preposition ("buy new |
    for a toddler", "buy used")? Not "buy new furniture": the adjective's noun follows."""
    if len(right) < 2 or right[1].low.rstrip("?.!,") not in _CONDITIONS:
        return False
    return len(right) == 2 or right[2].low in PREPOSITIONS or right[1].low[-1:] in "?.!,"
