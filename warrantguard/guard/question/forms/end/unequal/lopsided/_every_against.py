"""A frequency adverb closing A against an "every …" span ("descale the washing machine | monthly or every three
months"): two frequencies, so A is the adverb alone (added for the ninety-first held-out part); "every other …" and a
count of times in a time unit too ("daily or | every other day", "biweekly or | twice a month": session 49)."""

from __future__ import annotations

from warrantguard.guard.question.words import FREQUENCIES, NUMBER_WORDS, TIME_UNITS, Token, numeral

__all__ = ["clause_frequency_pair", "frequency_against_every"]

_PLURAL_UNITS = frozenset({"days", "weeks", "months", "years", "hours", "nights", "fortnights"})


def frequency_against_every(a: list[Token], b: list[Token]) -> bool:
    """Does A close on a frequency adverb ("… | monthly") and B give a frequency: "every", a count or "other" and a
    time unit ("every three months", "every 6 weeks", "every other day"), or a count of times in a time unit ("twice
    a month", "3 times a week", "once in 3 months")?"""
    if len(a) < 2 or not 3 <= len(b) <= 4 or a[-1].low not in FREQUENCIES:
        return False
    words = [t.low for t in b[:-1]]
    if not _unit(b[-1]):
        return False
    if len(b) == 3 and words[0] == "every":
        return numeral(b[1]) or words[1] in NUMBER_WORDS or words[1] == "other"
    count = numeral(b[0]) or words[0] in NUMBER_WORDS
    counted = words[0] in _TIMES or (len(b) == 4 and words[1] == "times" and count)
    return counted and (words[-1] in _PER or (words[-2:-1] == ["in"] and len(b) == 4 and words[0] in _TIMES))


def _unit(tok: Token) -> bool:
    """Is ``tok`` a time unit, singular or plural ("day", "weeks")?"""
    unit = tok.low.rstrip("?!.,")
    return unit in TIME_UNITS or unit in _PLURAL_UNITS or unit in _SHORT_UNITS


_TIMES = frozenset({"once", "twice", "thrice"})
_PER = frozenset({"a", "an", "per", "every"})
_SHORT_UNITS = frozenset({"day", "night", "hour", "fortnight"})


def clause_frequency_pair(core: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """The two frequencies when a clause closes on a frequency adverb and B's side is an "every …" span and nothing
    more ("whether most housekeepers change bed linen | weekly or every two weeks"): no subjects of a verb after B,
    the adverb against the span; else ``None``."""
    return (core[-1:], right) if len(core) > 2 and frequency_against_every(core, right) else None
