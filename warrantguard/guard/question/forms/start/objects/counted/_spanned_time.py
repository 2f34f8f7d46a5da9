"""A verb's object and the span it runs over against a B that is only a time ("do presents | all 8 nights or just
the first night", "light the lanterns | every night or only the last night", "exfoliate | every day or just twice a
week"): the two times are the options, the verb and its object both's (added for the ninety-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    DETERMINERS,
    NUMBER_WORDS,
    POSSESSIVES,
    PREPOSITIONS,
    TIME_NOUNS,
    TIME_UNITS,
    Token,
)

__all__ = ["spanned_time_a"]

_SPANNING = frozenset({"all", "every", "each", "both"})  # "all | 8 nights", "every | night"
_FOCUS = frozenset({"just", "only"})
# Words of a time phrase before its time noun ("the first | night", "the last two | nights", "one | night").
_TIME_FILLERS = _SPANNING | NUMBER_WORDS | frozenset({"the", "a", "one", "first", "last", "whole", "entire", "final",
                                                      "second", "third", "other", "few", "couple", "of", "this",
                                                      "once", "twice"})  # "just | twice a week": a rate's count
_TIMES = TIME_NOUNS | TIME_UNITS


def spanned_time_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A cut to its closing span ("all 8 nights", "every night") when a noun stands before it and B, past "just" /
    "only", is only a time phrase ("the first night"); ``a`` otherwise ("presents | for all 8 nights": a
    preposition's; "… or a gift card": B no time; "a term of 3 years or 60 months": no "all" / "every" opens A's
    span)."""
    if len(a) < 3 or not b or not _time_only(b[1:] if b[0].low in _FOCUS else b):
        return a
    if a[-1].low not in _TIMES:
        return a
    start = next((k for k in range(1, len(a) - 1) if a[k].low in _SPANNING), None)  # not "life plus | 50 years"
    if start is None or any(not _count(t) for t in a[start + 1 : -1]):
        return a
    before = a[start - 1]
    if before.low in PREPOSITIONS | DETERMINERS | POSSESSIVES | _SPANNING or not before.text.isalpha():
        return a
    return a[start:]


def _time_only(b: list[Token]) -> bool:
    """Is ``b`` a time phrase and nothing else: fillers ("the first", "every") and a closing time noun ("night")?"""
    return bool(b) and b[-1].low.rstrip("?!.") in _TIMES and all(_count(t) or t.low in _TIME_FILLERS for t in b[:-1])


def _count(tok: Token) -> bool:
    """A count in digits or words ("8", "eight")."""
    return tok.low.isdigit() or tok.low in NUMBER_WORDS
