"""Two prices, each with its own terms and time, the first closing on "now": "$185/cwt for 550 lb steers now or
$170/cwt | at 750 lbs in Jan?". A's price has a phrase of its own ("for 550 lb steers") before its "now", so B's
phrase and time after its price ("at 750 lbs in Jan") are B's own too, not a context both share (added for the
sixty-third held-out part)."""

from __future__ import annotations

from collections.abc import Callable

from warrantguard.guard.question.words import MONTHS, PREPOSITIONS, Token

__all__ = ["priced_terms"]

_MONTH_SHORT = frozenset({"jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"})
_BOUND = 6  # words after B that the caller reads (its ``_after``)
_OPENERS = frozenset({"in", "by", "around", "after"})


def priced_terms(a: list[Token], b: list[Token], rest: list[Token],
                 time_phrase: Callable[[list[Token]], list[Token]]) -> list[Token]:
    """B's terms and time in ``rest`` (the words after B to its clause's end) when A and B are prices, A with a
    preposition's phrase of its own ("$185/cwt | for 550 lb steers now") and ``rest`` a preposition's phrase and
    a time ending the sentence ("at 750 lbs | in Jan"), else [] ("$200 now or $250 | for both": no time)."""
    if len(b) != 1 or len(a) < 3 or not (_priced(a[0]) and _priced(b[0])) or a[1].low not in PREPOSITIONS:
        return []
    if len(rest) < 4 or rest[0].low not in PREPOSITIONS or (len(rest) >= _BOUND and rest[-1].text[-1:] not in "?.!"):
        return []  # the words after B are cut off at the bound: the clause may run on
    for k in range(2, len(rest) - 1):
        if rest[k].low in _OPENERS and (_month(rest[k + 1 :]) or time_phrase(rest[k:]) == rest[k:]):
            return rest
    return []


def _priced(tok: Token) -> bool:
    """Does ``tok`` open with a currency sign or a digit ("$185/cwt", "170")?"""
    return tok.text[:1] in "$€£" or tok.text[:1].isdigit()


def _month(toks: list[Token]) -> bool:
    """Are ``toks`` one month's name, full or cut short, closing the sentence ("Jan?", "March")?"""
    return len(toks) == 1 and toks[0].low.rstrip("?.!,") in _MONTH_SHORT | MONTHS
