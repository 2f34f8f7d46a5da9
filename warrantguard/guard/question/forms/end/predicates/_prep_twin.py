"""Twin prepositional modifiers of one head noun ("on post or off post | housing at Fort Cavazos", "on campus or off
campus | apartments near UCLA"): A a preposition and a noun, B another preposition and the same noun before a
lower-case head. The head and what follows it are both options'; B ends at the twin (added in session 43, from the
hundred-and-sixteenth part: refused as B's place or both's)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token

__all__ = ["prep_twin_b"]

_SIDES = PREPOSITIONS | frozenset({"off", "out"})  # "on post" / "off post", "in state" / "out of state"


def prep_twin_b(a: list[Token], right: list[Token]) -> list[Token] | None:
    """B as its preposition and noun when A is a preposition and the same noun ("on post" / "off post | housing …");
    None otherwise ("on time or off schedule": different nouns; "in stock or out of stock": no head after B)."""
    if len(a) != 2 or len(right) < 3 or a[0].low not in _SIDES or right[0].low not in _SIDES:
        return None
    if a[0].low == right[0].low or a[1].low != right[1].low or not a[1].text.isalpha():
        return None
    head = right[2].text.rstrip("?!.,")
    return right[:2] if head.isalpha() and head.islower() and head not in PREPOSITIONS else None
