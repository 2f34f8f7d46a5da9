"""A count and an amount opening each side ("One 200mg coffee at 8am or two 100mg cups spread out?"): the two
counted servings are the options, so A starts at its own count, not past a preposition inside it ("8am") (added for
the ninety-ninth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import NUMBER_WORDS, Token

__all__ = ["counted_amount_start"]


def counted_amount_start(whole: list[Token], a: list[Token], b: list[Token]) -> list[Token]:
    """A from its count on when B opens with a count and an amount ("two 100mg cups") and A, before its cut to the
    pair's core, holds a count and an amount of the same unit before the core ("One 200mg coffee at 8am": "One 200mg
    coffee at 8am", not "8am"); ``whole`` is A before the cut, ``a`` after it. ``a`` otherwise ("… at 8am or two cups":
    no amount after B's count and none opening A; "One 200mg coffee or …": A whole already). Two counts written out
    opening both sides are counted the same way ("one coffee at 8am or two cups …")."""
    if len(b) < 2 or not _count(b[0]) or not a:
        return a
    unit = _unit(b[1])
    at = next((k for k, t in enumerate(whole) if t is a[0]), None)
    end = next((k for k, t in enumerate(whole) if t is a[-1]), None)
    if at is None or end is None:
        return a
    counts = [k for k in range(at - 1) if _count(whole[k]) and unit and _unit(whole[k + 1]) == unit]
    if not counts and at > 1 and whole[0].low in NUMBER_WORDS and b[0].low in NUMBER_WORDS:
        counts = [0]  # "one coffee at 8am or two cups …": both sides open on a count written out
    return whole[counts[-1] : end + 1] if counts else a


def _count(tok: Token) -> bool:
    """A count written out or in digits alone ("two", "3")."""
    return tok.low in NUMBER_WORDS or tok.text.isdigit()


def _unit(tok: Token) -> str:
    """The unit written onto an amount's digits ("100mg" → "mg"), or "" when ``tok`` is no such amount."""
    head = tok.low.lstrip("$£€")
    digits = len(head) - len(head.lstrip("0123456789.,"))
    unit = head[digits:]
    return unit if digits and unit.isalpha() else ""
