"""A rate of A's own against B's "once" / "twice" frequency ("£25 a month or £300 | once a year"): B's frequency is
B's own, set against A's rate, not a time both amounts share. So are B's weekdays in the plural closing it against
A's rate ("for 20 minutes a day or for two hours | on Sundays"): how often B is done, against A's "a day"."""

from __future__ import annotations

from warrantguard.guard.question.words._text import Token
from warrantguard.guard.question.words._wordlists import TIME_UNITS, WEEKDAYS

__all__ = ["rate_closed_a", "weekdays_against_rate"]

_PER = frozenset({"a", "an", "per", "every", "each"})


def rate_closed_a(a: list[Token]) -> bool:
    """Does A close on a rate of its own, "a" / "per" / "every" and a unit of time after an amount ("£25 | a month",
    "$40 per week")? Not "a month of savings": the unit closes A."""
    return len(a) > 2 and a[-2].low in _PER and a[-1].low in TIME_UNITS and any(t.text[:1].isdigit()
                                                                               or t.text[1:2].isdigit() for t in a[:-2])


def weekdays_against_rate(a: list[Token], right: list[Token], k: int) -> bool:
    """Is ``right[k]`` an "on" before a weekday in the plural closing B ("… or for two hours | on Sundays") after an A
    closing on a rate of its own ("for 20 minutes a day")?"""
    if right[k].low != "on" or k + 2 != len(right):
        return False
    day = right[k + 1].low.rstrip("?.!,")
    rated = len(a) > 2 and a[-2].low in _PER and a[-1].low in TIME_UNITS | {"day"} \
        and any(t.text[:1].isdigit() for t in a[:-2])  # "20 minutes | a day"
    return day.endswith("s") and day[:-1] in WEEKDAYS and rated
