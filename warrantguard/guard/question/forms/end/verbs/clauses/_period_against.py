"""A period closing a verb-phrase B against a period of the same kind in A ("restate Q2 or book the correction | in
Q3", "close FY24 or carry it | into FY25"): the two periods are set against each other, so B's is B's own, no time
both options share."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import Token

__all__ = ["period_against"]

_PERIOD_PREPS = frozenset({"in", "into", "for", "to", "during", "until"})
_DIGITS = re.compile(r"\d+")


def _shape(word: str) -> str | None:
    """A period's shape, its digits as one mark ("Q2" and "Q3" → "q#", "FY25" → "fy#"); None without a digit or a
    letter (a bare number or price is no period)."""
    w = word.rstrip("?.!,").lower()
    if not w.isalnum() or not any(c.isdigit() for c in w) or not any(c.isalpha() for c in w):
        return None
    return _DIGITS.sub("#", w)


def period_against(a: list[Token], tail: list[Token]) -> bool:
    """Is ``tail`` a preposition and a period ("in Q3") whose shape a different word of A has ("restate Q2")?"""
    if len(tail) != 2 or tail[0].low not in _PERIOD_PREPS:
        return False
    shape = _shape(tail[1].text)
    said = tail[1].text.rstrip("?.!,").lower()
    return shape is not None and any(_shape(t.text) == shape and t.text.rstrip("?.!,").lower() != said for t in a)
