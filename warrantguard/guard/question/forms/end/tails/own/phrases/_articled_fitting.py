""""with" and an articled, modified noun after an articled B, closing the sentence or before a purpose ("softboxes
or a key light | with a big diffuser", "… or to a Windows PC | with an RTX 4070 | for editing"): the fitting of B's
one thing, B's own, when A has no "with" phrase of its own (added for the ninety-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings import closing_rest
from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["articled_fitting_b"]

_ARTICLES = frozenset({"a", "an"})
_PURPOSES = frozenset({"for", "to"})


def _articled(b: list[Token], around: Around) -> bool:
    """Does "a"/"an" open B, stand just before it, or follow B's opening preposition ("to | a Windows PC")?"""
    prev = around.prev(b[0])
    return (prev is not None and prev.low in _ARTICLES) or b[0].low in _ARTICLES \
        or (len(b) > 2 and b[0].low in PREPOSITIONS and b[1].low in _ARTICLES)


def articled_fitting_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its "with a/an …" phrase when B is one articled thing, A has no "with", and the phrase holds no other
    preposition up to the sentence's end or a purpose, its noun modified or named ("… or a key light | with a big
    diffuser"); ``b`` otherwise ("… or a key light | with my bonus": no article; "… or a PC | with a budget of $900":
    a second preposition; "… or a gym membership | with an app": a bare noun, said of both maybe)."""
    if not a or not b or any(t.low == "with" for t in a) or not _articled(b, around):
        return b
    rest = closing_rest(b, around)
    if rest is None or len(rest) < 3 or rest[0].low != "with" or rest[1].low not in _ARTICLES:
        return b
    k = next((k for k, t in enumerate(rest) if t.low in _PURPOSES), len(rest))
    if k < 4 or any(t.low in PREPOSITIONS for t in rest[2:k]):
        return b
    return [*b, *rest[:k]]
