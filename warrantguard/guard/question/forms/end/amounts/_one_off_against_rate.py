"""A one-off word before a bare amount A against a rated amount B ("one-off £500 or £50/month", "a one-time $300 or
$25 a month"): the one-off word tells A's kind of payment against B's rate, so it is A's own, not a modifier both
amounts share (added for the hundred-and-fourth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.amounts._rates import CURRENCY, RATE_UNITS
from warrantguard.guard.question.words import Around, Token

__all__ = ["one_off_against_rate"]

_ONE_OFF = frozenset({"one-off", "one-time", "once-off", "lump-sum", "upfront", "up-front", "single"})
_PER = frozenset({"a", "an", "per", "each", "every"})
_ARTICLED = frozenset({"a", "an", "the", "my", "our", "their", "your", "his", "her", "this", "that"})


def one_off_against_rate(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the one-off word just before it ("one-off | £500 or £50/month") when A is one bare amount, no article
    before the one-off word, and B an amount with a rate of its own ("£50/month", "$25 a month", "£50 per month");
    else A unchanged ("an upfront | $10,000 or $300 a month": the amount, as before)."""
    if len(a) != 1 or not _amount(a[0]) or not b or not _amount(b[0]) or not _rated(b, around):
        return a
    prev = around.prev(a[0])
    if prev is None or prev.low not in _ONE_OFF:
        return a
    art = around.prev(prev)  # not "take an upfront | $10,000 or …": the article's noun phrase, the amount its core
    return a if art is not None and art.low in _ARTICLED else [prev, *a]


def _amount(tok: Token) -> bool:
    """An amount of money ("£500", "$25", "£50/month")."""
    return tok.text.startswith(CURRENCY) and tok.text[1:2].isdigit()


def _rated(b: list[Token], around: Around) -> bool:
    """Does B's amount carry a rate ("£50/month", "£50 a month", "£50 per month", as B or just after it)?"""
    if "/" in b[0].text and b[0].text.rsplit("/", 1)[1].lower() in RATE_UNITS | {"mo", "yr", "wk"}:
        return True
    per = around.next(b[0])
    unit = around.next(per) if per is not None else None
    return per is not None and unit is not None and per.low in _PER and unit.low.rstrip("?.!,") in RATE_UNITS
