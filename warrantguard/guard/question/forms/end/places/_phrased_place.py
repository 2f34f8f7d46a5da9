"""A named place after a prepositional phrase of B's own, A having none ("the £12 Harris Tweed or the £180 new one
from a shop | in Edinburgh"): the place may be where B's phrase is (the shop's town) or where both options are had,
so it is not taken for both options' place; the cut refuses instead."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, Token

__all__ = ["phrased_place"]


def phrased_place(a: list[Token], right: list[Token], k: int) -> bool:
    """Does B hold, before the "in" / "at" at ``k``, a preposition of its own and an articled object after its head
    ("… one from a shop | in Edinburgh"), A no preposition ("… Harris Tweed")? Not "a hotel or an Airbnb | in Rome",
    nor a rate ("a notebook per analyst | in Databricks": no article, no place of its own)."""
    if k < 3 or right[k].low not in ("in", "at") or any(t.low in PREPOSITIONS for t in a[1:]):
        return False
    start = 1 + (right[0].low in DETERMINERS)
    return any(right[j].low in PREPOSITIONS and right[j].low not in ("of", "to")
               and right[j + 1].low in DETERMINERS | POSSESSIVES for j in range(start, k - 2))
