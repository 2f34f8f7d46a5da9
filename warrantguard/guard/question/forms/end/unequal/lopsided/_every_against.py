"""A frequency adverb closing A against an "every …" span ("descale the washing machine | monthly or every three
months"): two frequencies, so A is the adverb alone (added for the ninety-first held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import FREQUENCIES, NUMBER_WORDS, TIME_UNITS, Token, numeral

__all__ = ["clause_frequency_pair", "frequency_against_every"]

_PLURAL_UNITS = frozenset({"days", "weeks", "months", "years", "hours", "nights", "fortnights"})


def frequency_against_every(a: list[Token], b: list[Token]) -> bool:
    """Does A close on a frequency adverb ("… | monthly") and B give a frequency of "every", a count and a time unit
    ("every three months", "every 6 weeks"; not "every other week", still refused)?"""
    if len(a) < 2 or len(b) != 3 or a[-1].low not in FREQUENCIES or b[0].low != "every":
        return False
    if not (numeral(b[1]) or b[1].low in NUMBER_WORDS):  # "bathe the dog weekly or every other week?": refused
        return False
    unit = b[-1].low.rstrip("?!.,")
    return unit in TIME_UNITS or unit in _PLURAL_UNITS


def clause_frequency_pair(core: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """The two frequencies when a clause closes on a frequency adverb and B's side is an "every …" span and nothing
    more ("whether most housekeepers change bed linen | weekly or every two weeks"): no subjects of a verb after B,
    the adverb against the span; else ``None``."""
    return (core[-1:], right) if len(core) > 2 and frequency_against_every(core, right) else None
