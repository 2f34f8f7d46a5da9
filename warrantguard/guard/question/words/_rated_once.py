"""A rate of A's own against B's "once" / "twice" frequency ("£25 a month or £300 | once a year"): B's frequency is
B's own, set against A's rate, not a time both amounts share."""

from __future__ import annotations

from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import TIME_UNITS

__all__ = ["rate_closed_a"]

_PER = frozenset({"a", "an", "per", "every", "each"})


def rate_closed_a(a: list[Token]) -> bool:
    """Does A close on a rate of its own, "a" / "per" / "every" and a unit of time after an amount ("£25 | a month",
    "$40 per week")? Not "a month of savings": the unit closes A."""
    return len(a) > 2 and a[-2].low in _PER and a[-1].low in TIME_UNITS and any(t.text[:1].isdigit()
                                                                               or t.text[1:2].isdigit() for t in a[:-2])
