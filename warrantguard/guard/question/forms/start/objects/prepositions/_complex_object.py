"""A opening inside a preposition of three words ("practising the speech in | front of a mirror or a camera", "on |
top of the fridge or the cupboard"): the cut fell after its first word, so A held the preposition's noun and "of";
A is the object after "of", as B is (added for the hundred-and-sixty-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["complex_object_a"]

# The nouns of English's three-word prepositions ("in front of", "on top of", "in place of", "in spite of", "in favour
# of", "in lieu of", "in charge of"), each with the preposition that opens it: a closed class.
_OPENED_NOUNS = frozenset({("in", "front"), ("on", "top"), ("in", "place"), ("in", "spite"), ("in", "favour"),
                           ("in", "favor"), ("in", "lieu"), ("in", "charge")})


def complex_object_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past the noun and "of" of a three-word preposition whose first word stands right before A, when B does not
    open on that noun too (not "in front of the stage or in the back"); ``a`` otherwise."""
    before = around.prev(a[0]) if a else None
    if len(a) < 3 or before is None or (before.low, a[0].low) not in _OPENED_NOUNS or a[1].low != "of":
        return a
    return a if b and b[0].low == a[0].low else a[2:]
