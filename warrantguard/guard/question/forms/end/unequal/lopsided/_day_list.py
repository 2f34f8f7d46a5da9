"""A list of three days written without its commas: "friday saturday or sunday for the movie". Two day names side by
side close A, and B is a day name too: "friday, saturday or sunday", three options, so which two are meant cannot be
told (refused). One day and its part ("friday night or sunday") or one day alone ("next friday or sunday") reads as
before."""

from __future__ import annotations

from warrantguard.guard.question.words import WEEKDAYS, Token

__all__ = ["day_list"]

_REASON = "'{} {}' may be two days of a list written without its commas ('A B or C'): which two are meant is unclear"


def day_list(a: list[Token], b: list[Token]) -> str | None:
    """Why "friday saturday | or sunday" is a list of three days, not two options ("friday saturday" closing A, a day
    opening B), or ``None``."""
    if len(a) < 2 or not b or b[0].low not in WEEKDAYS:
        return None
    first, second = a[-2], a[-1]
    if first.low in WEEKDAYS and second.low in WEEKDAYS and first.low != second.low:
        return _REASON.format(first.text, second.text)
    return None
