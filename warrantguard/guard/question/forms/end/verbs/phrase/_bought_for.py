"""A price after a verb phrase B of buying ("restring my old racket or buy a new racket | for £60", "fix it or get a
new one for $200"): "for" and an amount right after B's object is what B's purchase costs, B's own, when A names no
price (added for the hundred-and-forty-sixth held-out part). A budget both share ("… or buy a prebuilt | at a $1200
budget") and a price of A's against B's ("… for £450") read as before."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["bought_for"]

_BUYING = frozenset({"buy", "get", "purchase", "order", "grab", "buying", "getting", "purchasing", "ordering"})


def bought_for(core: list[Token], right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word a "for" right before an amount of money (the amount closing B's side) after B's verb of
    buying and its object, A naming no price ("… or buy a new racket | for £60")?"""
    if right[k].low != "for" or k < 2 or k + 2 != len(right) or right[0].low not in _BUYING:
        return False
    price = right[k + 1].text.lstrip("([")
    return price[:1] in "$€£" and price[1:2].isdigit() and not any(t.text[:1] in "$€£" for t in core)
