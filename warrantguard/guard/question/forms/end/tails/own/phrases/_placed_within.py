"""A place phrase after a B that is itself a place phrase of A's preposition ("on the garage roof or on a pole | in
the garden"): where B's thing stands, B's own, since A's place already excludes it (added for the
hundred-and-seventh held-out part; "in Polish or in English | in Poland", the same preposition again, stays both's)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token

__all__ = ["placed_within"]

_PLACING = frozenset({"on", "in", "at", "under", "behind", "beside", "near", "by", "inside", "against"})
_LOCATING = frozenset({"in", "at", "by", "near", "behind", "beside", "outside", "inside"})
_DETERMINERS = frozenset({"a", "an", "the", "my", "our", "your", "their", "his", "her"})


def placed_within(a: list[Token], right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word a locating preposition before a determiner, B and A each a phrase of the same placing
    preposition and a determiner ("on the garage roof" / "on a pole | in the garden"), A no phrase after its own and
    B's preposition another than A's?"""
    if k < 3 or k + 2 >= len(right) + 1 or len(a) < 3 or a[0].low not in _PLACING or right[0].low != a[0].low:
        return False
    if a[1].low not in _DETERMINERS or right[1].low not in _DETERMINERS or any(t.low in PREPOSITIONS for t in a[1:]):
        return False
    return right[k].low in _LOCATING and right[k].low != a[0].low and k + 1 < len(right) \
        and right[k + 1].low in _DETERMINERS and not any(t.low in PREPOSITIONS for t in right[1:k])
