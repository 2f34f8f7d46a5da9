"""An age phrase and the animal or person it describes at A's start, B a noun phrase with A's head ("for a ten month
old lab | puppy food or adult food", "for my 8-week-old kitten | wet food or dry food"): the aged one is whom both
options are for, so A starts after it (added for the forty-second held-out part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import PREPOSITIONS, Token, numeral

__all__ = ["aged_recipient"]

_UNITS = frozenset({"year", "years", "yr", "yrs", "month", "months", "mo", "mos", "week", "weeks", "wk", "wks", "day",
                    "days"})
_HYPHENED = re.compile(r"(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)-[a-z]+-old", re.I)


def aged_recipient(a: list[Token], b: list[Token]) -> list[Token]:
    """``a`` after "NUMBER UNIT old NOUN" ("ten month old lab") when more of A follows and A's last word is B's
    ("… lab | puppy food" / "adult food"); ``a`` unchanged otherwise ("a ten month old lab or a two year old
    one": no head shared; "puppy food or adult food": no age; "the 4-year-old Subaru with 40k miles or the 8-year-old
    Lexus with 90k miles": B has its own age)."""
    if len(b) < 2 or a[-1].low.rstrip("?.!,") != b[-1].low.rstrip("?.!,"):
        return a
    ages = [k for k in range(len(a)) if _age_ends(a, k)]
    if not ages or ages[-1] + 2 >= len(a) or any(_age_ends(b, k) for k in range(len(b))) \
            or any(t.low in PREPOSITIONS for t in a[ages[-1] + 2 :]):  # "the 4-year-old Subaru | with 40k miles or …"
        return a
    return a[ages[-1] + 2 :]


def _age_ends(a: list[Token], k: int) -> bool:
    """Does an age ("ten month old", "10-week-old") end at ``a[k]``?"""
    if _HYPHENED.fullmatch(a[k].low):
        return True
    return k >= 2 and a[k].low == "old" and a[k - 1].low in _UNITS and numeral(a[k - 2])
