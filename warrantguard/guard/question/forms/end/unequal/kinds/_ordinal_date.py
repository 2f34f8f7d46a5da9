"""A date told as an ordinal day "of" its month against a bare ordinal day ("plan the bbq for the | 4th of july or the
5th", "the 1st of March or the 3rd"): B is a day of the same month, so A's "of" phrase is A's own and the pair is read
as it stands (:func:`dated_of`), not refused as a head whose "of" phrase B lacks ("a cup of coffee or tea")."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import MONTHS, Token

__all__ = ["dated_of"]

_ORDINAL = re.compile(r"\d{1,2}(?:st|nd|rd|th)")


def dated_of(a: list[Token], k: int, wb: list[str]) -> bool:
    """Is A an ordinal day, "of" (at ``k``) and a month alone ("4th | of | july"), and B's words a bare ordinal day
    ("5th", "the 5th")? Not "the 4th of the month or the 5th" (no month), not "the 4th of july or labor day"."""
    day = [t.low for t in a[:k] if t.low not in ("the",)]
    month = [t.low.rstrip("?.!,") for t in a[k + 1 :]]
    other = [w for w in wb if w != "the"]
    return len(day) == 1 and _ORDINAL.fullmatch(day[0]) is not None and len(month) == 1 and month[0] in MONTHS \
        and len(other) == 1 and _ORDINAL.fullmatch(other[0].rstrip("?.!,")) is not None
