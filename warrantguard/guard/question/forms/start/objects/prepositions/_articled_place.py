""""go against an | inside wall or by the window": A after a preposition and an article, B a preposition of another
kind with an article of its own: two prepositional phrases stand against each other, so A keeps its preposition and
article ("against an inside wall" / "by the window"); not "go to the | gym or the pool" (B no preposition)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Token

__all__ = ["articled_place_a"]

_PREPS = PREPOSITIONS | {"against"}  # "against" is no word of the shared list ("for or against"): a place here


def articled_place_a(a: list[Token], b: list[Token], art: Token, around: Around) -> list[Token] | None:
    """A with the preposition and article before it when B opens with another preposition and an article ("against
    an | inside wall or by the window"); else ``None`` ("… at the | top or the bottom": B has no preposition)."""
    prep = around.prev(art)
    if prep is None or prep.low not in _PREPS or art.low not in ARTICLES or len(b) < 3:
        return None
    if b[0].low not in PREPOSITIONS or b[0].low == prep.low or b[1].low not in ARTICLES:
        return None
    if any(t.low in PREPOSITIONS for t in a[1:]) or art.end + 1 < a[0].start or prep.end + 1 < art.start:
        return None
    return [prep, art, *a]
