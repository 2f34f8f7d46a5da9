"""Two time adverbials and a place phrase after the second: "whether to apply lime | this fall or next spring | on
the bottom field": B is a time ("next spring"), A's side ends on one of its kind ("this fall"), so the options are
the two times and the verb phrase before them and the place after them are both's (added for the sixty-third
held-out part; a bare time B with nothing after it is :func:`time_pair`'s)."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_LEADS, TIME_UNITS, Token

__all__ = ["placed_times"]

_PLACE_PREPS = frozenset({"on", "in", "at", "for", "across", "over"})
_LEADS = TIME_LEADS & frozenset({"this", "next", "last"})


def placed_times(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """The two times when A's side ends on "this" / "next" / "last" and a time unit and B is one such before a place
    preposition ("apply lime | this fall or next spring | on …"), else ``None`` ("this fall or next spring": no
    place after B, nor "… this fall or next | year's crop")."""
    if len(left) < 3 or len(right) < 4 or not (_time(left[-2:]) and _time(right[:2])):
        return None
    return (left[-2:], right[:2]) if right[2].low in _PLACE_PREPS else None


def _time(two: list[Token]) -> bool:
    """Are ``two`` a lead and a time unit ("this fall", "next spring", "last week")?"""
    return two[0].low in _LEADS and two[1].low in TIME_UNITS | {"week", "month"}
