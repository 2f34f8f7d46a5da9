"""A bare noun opening its clause as A against an indefinite B and a place ("Second date — dinner or a walk in the
park??"): the place is where B's one outing happens, B's own, not a place both options share."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, time_word

__all__ = ["articled_place"]

_PLACING = frozenset({"in", "at", "on"})


def articled_place(a: list[Token], b: list[Token], right: list[Token], around: Around) -> list[Token]:
    """B with its closing place when A is one bare word opening its clause and B "a/an" and one noun before "in /
    at / on the N" ending the sentence ("dinner or a | walk in the park", "lunch or a | picnic at the lake"); ``b``
    otherwise (not "a raise or a promotion at my review": A has its article; not "… in the morning": a time)."""
    if len(a) != 1 or not around.opens(a[0]) or len(right) != 5 or right[0].low not in ("a", "an"):
        return b
    if b != right[1:2] or right[2].low not in _PLACING or right[3].low != "the" or time_word(right[4]):
        return b
    return right[1:]
