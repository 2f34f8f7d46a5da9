"""A time phrase closing the sentence after B when A ends on a time of its own ("TRUST now or Part 107 | from the
start", "balance charge every time or just storage charge | after flying"): each option says when, so the closing
time is B's own, not both's (added for the hundred-and-twenty-sixth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import closing_rest
from warrantguard.guard.question.words import OWN_TIMES, PREPOSITIONS, WEEKDAYS, Around, Token, ing_word

__all__ = ["time_against_time_b"]

_EACH = frozenset({"every", "each"})
_STARTS = frozenset({"start", "beginning", "outset", "get-go", "off", "scratch"})
_AFTER = frozenset({"after", "before"})
_DAYPARTS = frozenset({"morning", "afternoon", "evening", "night", "lunchtime"})
_ROUTINES = frozenset({"work", "school", "lunch", "dinner", "breakfast", "noon", "class", "practice", "church"})


def _own_time_end(a: list[Token]) -> bool:
    """Does A, two words or more, end on a time of its own ("… now", "… overnight", "… every time")?"""
    if len(a) < 2:
        return False
    return a[-1].low in OWN_TIMES or (len(a) > 2 and a[-2].low in _EACH and a[-1].low in ("time", "session", "flight"))


def _time_phrase(rest: list[Token]) -> bool:
    """Is ``rest`` a time phrase of its own: "from the start" (or beginning, outset, get-go), or "after"/"before" and
    one gerund ("after flying", "before storing")?"""
    if len(rest) == 3 and rest[0].low == "from" and rest[1].low == "the":
        return rest[2].low in _STARTS
    return len(rest) == 2 and rest[0].low in _AFTER and ing_word(rest[1].low)


def time_against_time_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the time phrase closing the sentence when A ends on its own time ("TRUST now or Part 107 | from the
    start", "balance charge every time or just storage charge | after flying"); ``b`` otherwise ("TRUST or Part 107
    | from the start": A has no time, the phrase may be both's; "at 4C overnight or at 37C in the water bath | before
    aliquoting": B has settings of its own, the closing time is the step's, both's)."""
    if not b or (not (daypart := _dayparted(a, b)) and not _own_time_end(a)) or any(t.low in PREPOSITIONS for t in b):
        return b
    rest = closing_rest(b, around)
    if rest is None or not (_time_phrase(rest) or (daypart and _routine_phrase(rest))):
        return b
    return [*b, *rest]


def _dayparted(a: list[Token], b: list[Token]) -> bool:
    """Is A a weekday and a part of the day against B, a bare weekday ("Monday morning" / "Thursday")?"""
    return len(a) == 2 and a[0].low in WEEKDAYS and a[1].low in _DAYPARTS and len(b) == 1 and b[0].low in WEEKDAYS


def _routine_phrase(rest: list[Token]) -> bool:
    """Is ``rest`` "after" / "before" and a daily routine ("after work", "before school")? Against A's part of the
    day it is B's own time: "Monday morning or Thursday | after work"."""
    return len(rest) == 2 and rest[0].low in _AFTER and rest[1].low.rstrip("?.!") in _ROUTINES
