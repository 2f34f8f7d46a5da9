""""on" and an articled, modified noun after an articled B, closing the sentence ("White noise machine or an app | on an
old phone?"): the thing B's one thing runs on or sits on, B's own, when A has no "on" phrase of its own (added for
the ninety-ninth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings import closing_rest
from warrantguard.guard.question.words import PREPOSITIONS, TIME_NOUNS, TIME_WORDS, Around, Token

__all__ = ["articled_host_b"]

_ARTICLES = frozenset({"a", "an"})


def articled_host_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its closing "on a/an …" phrase when "a"/"an" stands before B, A a bare noun opening its sentence, no
    preposition in either, and the phrase's noun is modified, with no other preposition nor a time ("White noise
    machine or an app | on an old phone?"); ``b`` otherwise ("… or an app | on my phone": no article, the asker's own
    thing; "a window seat or an aisle seat | on a long flight": an articled A, the flight both's; "… or a run | on a
    rainy day": a time, both's; "… or an app | on a phone": a bare noun, said of both maybe)."""
    prev = around.prev(b[0]) if b else None
    if not a or prev is None or prev.low not in _ARTICLES or not _bare_opening(a, around):
        return b
    if any(t.low in PREPOSITIONS | {"of"} for t in (*a, *b)):  # not "… or a cup of vinegar | on a hot cycle"
        return b
    rest = closing_rest(b, around)
    if rest is None or not 4 <= len(rest) <= 5 or rest[0].low != "on" or rest[1].low not in _ARTICLES:
        return b
    if any(t.low in PREPOSITIONS or t.low in TIME_NOUNS | TIME_WORDS for t in rest[2:]):
        return b
    return [*b, *rest]


def _bare_opening(a: list[Token], around: Around) -> bool:
    """Does A open its sentence with no article, its words plain ("White noise machine | or …")?"""
    return around.opens(a[0]) and a[0].low not in _ARTICLES and all(t.text.isalpha() for t in a)
