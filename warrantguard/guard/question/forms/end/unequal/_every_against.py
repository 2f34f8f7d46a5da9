"""A frequency adverb closing A against an "every …" span ("descale the washing machine | monthly or every three
months"): two frequencies, so A is the adverb alone (added for the ninety-first held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import FREQUENCIES, TIME_UNITS, Token

__all__ = ["frequency_against_every"]

_PLURAL_UNITS = frozenset({"days", "weeks", "months", "years", "hours", "nights", "fortnights"})


def frequency_against_every(a: list[Token], b: list[Token]) -> bool:
    """Does A close on a frequency adverb ("… | monthly") and B give a frequency of "every" and a time unit, its count
    written or not ("every three months", "every 6 weeks", "every other week")?"""
    if len(a) < 2 or not 2 <= len(b) <= 3 or a[-1].low not in FREQUENCIES or b[0].low != "every":
        return False
    unit = b[-1].low.rstrip("?!.,")
    return unit in TIME_UNITS or unit in _PLURAL_UNITS
