"""A from its price when B opens on a price of the same currency and A names the item sold before "for" and its
price: "iPhone 12 for | £220 on eBay or £190 trade-in at Apple?": the item is what both prices are for, so the
options are the two priced offers."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import Around, Token

__all__ = ["priced_item_a"]

_PRICE = re.compile(r"^([£$€])\d[\d,]*(?:\.\d+)?[kKmM]?$")


def _currency(tok: Token) -> str:
    """The currency sign of a price ``tok`` ("£220" -> "£"), or "" when it is no price."""
    m = _PRICE.match(tok.text.rstrip("?!.,"))
    return m.group(1) if m else ""


def priced_item_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the price after its "for" when B opens on a price of the same currency and A holds no other price
    ("iPhone 12 for | £220 on eBay or £190 trade-in at Apple?", "PS5 for | £300 cash or £350 store credit?"); ``a``
    otherwise ("£220 on eBay or …": A opens on its price; "pay £20 for the app or £5 …": no price
    after "for"; "the furnished room for $700 or the $600 one": B's "one" is A's head)."""
    if len(a) < 3 or not b or not _currency(b[0]):
        return a
    prices = [k for k, t in enumerate(a) if _currency(t)]
    if len(prices) != 1 or prices[0] < 2 or a[prices[0] - 1].low != "for":
        return a
    k = prices[0]
    if len(a) - k < 2 or any(t.low.rstrip("?!.,") in ("one", "ones") for t in b):
        return a  # "the furnished room for $700 or the $600 one": A's price alone, and "one" stands for A's head
    return a[k:] if _currency(a[k]) == _currency(b[0]) else a
