"""A's place before its "with" phrase when B is a place ("mount the lamp | inside the viv | with a guard or on top of
the mesh?"): B names where, so A's own place is what B stands against, and its "with" phrase how A's place is fitted
(added for the hundred-and-fifteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, POSSESSIVES, SPATIAL_PREPOSITIONS, Around, Token

__all__ = ["placed_with_a"]

_PLACING = SPATIAL_PREPOSITIONS | frozenset({"inside", "outside", "in", "on", "under", "over", "behind", "next"})
_WITH = frozenset({"with", "without"})


def placed_with_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the place phrase just before it (a placing preposition, an article or a possessive, one or two words)
    when A opens on "with" and B on a placing preposition ("inside the viv | with a guard" / "on top of the mesh");
    ``a`` otherwise."""
    if not a or len(b) < 2 or a[0].low not in _WITH or b[0].low not in _PLACING:
        return a
    before = around.before(a[0])
    for size in (3, 4):
        if len(before) < size:
            break
        place = before[-size:]
        if place[0].low in _PLACING and place[1].low in ARTICLES | POSSESSIVES and _plain(place[2:]):
            return [*place, *a]
    return a


def _plain(words: list[Token]) -> bool:
    """Are ``words`` plain words of a noun phrase, lower case with no punctuation closing them ("viv")?"""
    return all(t.text.isalpha() and t.text.islower() and t.low not in _PLACING | _WITH for t in words)
