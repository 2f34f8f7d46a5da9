"""A two-word place adverb closing A after its object, against B's place phrase ("put the battery | up front or in
the back"): the places are the options, the verb and its object both's (added for the hundred-and-twenty-sixth
held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["two_word_place_a"]

_PARTICLES = frozenset({"up", "down", "out", "over", "in"})
_SPOTS = frozenset({"front", "back", "top", "high", "low"})
_PLACE_PREPS = frozenset({"in", "on", "at", "under", "behind", "inside", "underneath", "below", "above", "beside",
                          "near", "by"})


def two_word_place_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A cut to its closing two-word place adverb ("up front", "down low", "out back") when one word or more stands
    before it and B opens on a place preposition and an article ("… | up front or in the back"); ``a`` otherwise
    ("put the battery up front or the motor in the back": B no place phrase)."""
    if len(a) < 3 or len(b) < 3 or a[-2].low not in _PARTICLES or a[-1].low not in _SPOTS:
        return a
    if b[0].low not in _PLACE_PREPS or b[1].low not in ("the", "a", "an"):
        return a
    return a[-2:]
