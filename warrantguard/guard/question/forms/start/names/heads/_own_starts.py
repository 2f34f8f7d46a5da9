"""Where option A starts: after a preposition of time both options share when B is a date of the same shape as A's
("be on | Oct 12 or Oct 19"); at its own article and head when B repeats that article before a bare head ("…, the
pavilion at Bayview Park or the rec center room": the place is A's own)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import ARTICLES, Around, Token

__all__ = ["articled_head", "dated_start"]

_NUMBERED = re.compile(r"\d+(?:st|nd|rd|th|am|pm)?")
_TIME_PREPS = frozenset({"on", "in", "at"})


def _alike(x: Token, y: Token) -> bool:
    """The same word, or two numbers of one form ("Oct" / "Oct", "12" / "19", "3rd" / "10th")."""
    nx, ny = _NUMBERED.fullmatch(x.low.rstrip("?.!,")), _NUMBERED.fullmatch(y.low.rstrip("?.!,"))
    return (nx is not None and ny is not None) or x.low.rstrip("?.!,") == y.low.rstrip("?.!,")


def dated_start(a: list[Token], b: list[Token]) -> list[Token]:
    """A without its opening "on" / "in" / "at" when the rest of A and B are dates or times of one shape with a number
    in each ("should the fest be on | Oct 12 or Oct 19", "at | 6:30 or 7:30"): the preposition is both options',
    so A starts at its date as B does (not "on Friday Oct 12 or Oct 19": two shapes; not "on Oct 12 or on Oct 19":
    B keeps it too). So too after a head noun and "of" / "for" ("start date of | Jan 6 or Jan 13")."""
    k = len(a) - len(b)
    if k < 1 or a[k - 1].low not in _TIME_PREPS | {"of", "for"}:
        return a
    if not any(_NUMBERED.fullmatch(t.low.rstrip("?.!,")) for t in b):
        return a
    return a[k:] if all(_alike(x, y) for x, y in zip(a[k:], b, strict=True)) else a


_PLACE_PREPS = frozenset({"at", "in", "on", "by", "near"})
_OPENING_MARKS = (",", ":", ";")
_ONES = frozenset({"one", "ones"})  # "the one at Bayview Park or …": a pronoun, no head of its own


def articled_head(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its head when A was cut to a name after a place preposition and the head before it has the article B
    opens with, that article opening the clause ("which is better, the pavilion at | Bayview Park or the rec center
    room?", "…: a table at | Luigi's or a booth by the window?"): head and place are A's own, B stands against the
    head (not "book the pavilion at Bayview Park or the rec center": no clause opens at the article)."""
    before, prev_b = around.before(a[0]), around.prev(b[0]) if b else None
    if prev_b is None or prev_b.low not in ARTICLES or len(before) < 3 or before[-1].low not in _PLACE_PREPS \
            or not a[0].text[:1].isupper():
        return a
    for n in range(1, 4):  # a head of one to three lower-case words
        if len(before) < n + 2:
            break
        art, head = before[-n - 2], before[-n - 1 : -1]
        opens = len(before) == n + 2 or before[-n - 3].text.endswith(_OPENING_MARKS)
        if art.low == prev_b.low and opens and all(t.text.isalpha() and t.text.islower() and t.low not in _ONES
                                                   for t in head):
            return [*head, before[-1], *a]
    return a
