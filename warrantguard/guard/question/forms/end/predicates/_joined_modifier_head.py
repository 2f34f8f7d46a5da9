"""Two modifiers joined by "&" / "and" as A against a hyphenated modifier and a head noun as B, each after its own
article ("the wet & dry or the dry-only | version of the Braun Series 7"): A has no head noun of its own, so the one
after B's modifier, and any phrase it takes, is both options', and B is its modifier ("dry-only")."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Token, modifier

__all__ = ["joined_modifier_head"]

_JOINERS = frozenset({"&", "and", "+"})


def joined_modifier_head(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B cut to its hyphenated modifier when A is two modifiers joined by "&" / "and" and both follow an article ("wet
    & dry" / "dry-only version of …" -> "dry-only"); ``b`` otherwise (A with a noun, B's head followed by more than
    a phrase of its own)."""
    if len(a) != 3 or a[1].low not in _JOINERS or len(b) < 2 or not all(_modifier(t) for t in (a[0], a[2])):
        return b
    if "-" not in b[0].text.strip("-") or not _modifier(b[0]):
        return b
    head = b[1].text.rstrip("?!.,;:")
    before_a, before_b = around.prev(a[0]), around.prev(b[0])
    if not (head.isalpha() and head.islower()) or modifier(b[1]) or before_a is None or before_b is None:
        return b
    if len(b) > 2 and b[2].low not in PREPOSITIONS | {"of"}:
        return b
    return b[:1] if before_a.low in ARTICLES and before_b.low in ARTICLES else b


def _modifier(tok: Token) -> bool:
    """A lower-case modifier: listed, or hyphenated from words of two letters or more ("dry-only"; not "e-bike")."""
    text = tok.text.rstrip("?!.,;:")
    parts = text.split("-")
    return text.islower() and (modifier(tok) or (len(parts) > 1 and all(p.isalpha() and len(p) > 1 for p in parts)))
