"""B an articled noun phrase told against A by a comparative, and a "with" phrase after it ("… or | the newer 2024
model | with the PWRview"): B is A's kind of thing set apart by the comparative, and its "with" phrase names what
sets it apart, B's own feature, not a phrase both options share (added for the hundred-and-fortieth part: B was read
as "newer 2024 model")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, COMPARATIVES, DETERMINERS, Token

__all__ = ["compared_feature_b"]

# Comparatives of age or order the lists lack, and "other": each tells B against A ("the newer model", "the other
# one").
_SET_AGAINST = COMPARATIVES | frozenset({"newer", "older", "later", "earlier", "other"})


def compared_feature_b(right: list[Token], k: int) -> bool:
    """Is the "with" phrase at B's ``k``-th word B's own, B an article, a comparative and at least one more word
    before it, and a determiner opening the phrase ("the newer 2024 model | with the PWRview")? Not "the newer
    model | with friends" (no determiner: company, not a feature)."""
    if right[k].low != "with" or k < 3 or k + 1 >= len(right) or right[0].low not in ARTICLES:
        return False
    return right[1].low in _SET_AGAINST and right[k + 1].low in DETERMINERS
