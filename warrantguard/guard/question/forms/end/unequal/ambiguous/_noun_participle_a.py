"""A a noun, its participle and a phrase ("cartons shipped on pallets") against B a participle alone ("or
floor-loaded"): the noun is the object both participles tell of ("cartons | shipped on pallets or floor-loaded"),
and whether A's participle is A's or both's the form cannot tell, so the pair is refused
(:func:`noun_participle_a_problem`)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["noun_participle_a_problem"]


def _participle(word: str) -> bool:
    """A past participle in "-ed", plain or after a hyphenated word ("shipped", "floor-loaded")."""
    last = word.rsplit("-", 1)[-1]
    return len(last) > 3 and last.isalpha() and last.endswith("ed")


def noun_participle_a_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A's noun may be both's, its participle A's own or both's ("cartons shipped on pallets" / "floor-loaded"),
    or ``None`` (not "tomatoes roasted in foil or grilled": B one plain participle, no hyphen, read as before)."""
    if len(b) != 1 or not _participle(b[0].low) or "-" not in b[0].low or len(a) < 4:
        return None
    if a[0].low in DETERMINERS or not _participle(a[1].low) or a[2].low not in PREPOSITIONS:
        return None
    return f"'{a[0].text}' may be what both participles tell of ('{a[1].text} …' / '{b[0].text}')"
