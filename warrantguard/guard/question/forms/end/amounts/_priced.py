"""Two options each given with its own price ("a 2-bed downtown for $2,400 or a 3-bed in the suburbs for $2,100"):
what stands before B's price is B's own, as what stands before A's is A's (added for the thirty-fourth held-out
part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.amounts._rates import money
from warrantguard.guard.question.words import Token

__all__ = ["priced_alike", "priced_purpose", "priced_setting"]

_PRICING = frozenset({"for", "at"})


def priced_alike(a: list[Token], right: list[Token], k: int) -> bool:
    """Does A close on "for" / "at" and a price ("a 2-bed downtown | for $2,400"), and B's side give the same
    preposition and a price at or after its ``k``-th word ("a 3-bed | in the suburbs for $2,100")? B's place or kind
    before its price is B's own, not a phrase both options share ("the sectional | from Wayfair at $1,200")."""
    if len(a) < 3 or a[-2].low not in _PRICING or not money(a[-1]):
        return False
    return any(right[j].low == a[-2].low and money(right[j + 1]) for j in range(k, len(right) - 1))


def priced_purpose(a: list[Token], right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word A's pricing "for" with no price after it, A closing on "for" and a price ("a 2-bed for
    $2,400 or a 3-bed in the suburbs | for a remote worker", "… a new Corolla for $24k | for commuting")? It opens
    the purpose of both options, though A has a "for" of its own; or the setting of two bare prices
    (:func:`priced_setting`)."""
    nxt = right[k + 1] if k + 1 < len(right) else None
    if priced_setting(a, right, k):
        return True
    return len(a) > 2 and right[k].low == a[-2].low == "for" and money(a[-1]) and nxt is not None \
        and not money(nxt) and not any(t.low == "for" for t in a[:-2])


def priced_setting(a: list[Token], right: list[Token], k: int) -> bool:
    """Is B a bare price and B's ``k``-th word the preposition closing A before its price, with no price after it
    ("price my mugs at $28 or $35 | at the holiday market", "sell it for $20 or $30 | for charity")? The second
    phrase is where (or why) both prices are asked, not B's own: A's preposition is the lead's."""
    nxt = right[k + 1] if k + 1 < len(right) else None
    return len(a) > 2 and a[-2].low in _PRICING and right[k].low == a[-2].low and money(a[-1]) and money(right[0]) \
        and k == 1 and nxt is not None and not money(nxt)
