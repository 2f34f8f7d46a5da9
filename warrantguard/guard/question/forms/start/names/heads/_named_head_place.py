"""A name's place after it against an articled common noun: "the Park & Ride at | Thornhill or the city centre car
parks". A's head is itself a name ("Park & Ride") opened by the article B repeats; the place after its preposition
tells which one, so B, a common noun, stands against the whole named head and its place, not against the place."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Around, Token

__all__ = ["named_head_place_a"]

_PLACING = frozenset({"at", "in", "on", "near", "by"})
_JOINING = frozenset({"&", "and", "+"})
_REACH = 4  # the words at most of the named head ("the | Park & Ride | at")


def named_head_place_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its named head when A is a bare name after a place preposition, the words before that preposition a
    name of up to four words ("Park & Ride") after the article that opens B too, B opening on a lower-case word
    ("the Park & Ride at Thornhill or the city centre car parks"); ``a`` otherwise ("the hotel in | Rome or the
    Hilton": a common head; "the Hilton in | Paris or Rome": B unarticled)."""
    before, b_article = around.before(a[0]), around.prev(b[0])
    if around.uncased or not a[0].capitalized or len(before) < 3 or before[-1].low not in _PLACING:
        return a
    if b_article is None or b_article.low not in ARTICLES or b[0].capitalized:
        return a
    if not b[0].text.replace("-", "").isalpha():  # "the multi-storey": a hyphenated noun is a word too
        return a
    for k in range(len(before) - 2, max(len(before) - 2 - _REACH, -1), -1):
        word = before[k]
        if word.low == b_article.low:
            return before[k + 1 :] + a if k < len(before) - 2 and before[k + 1].capitalized else a
        if not (word.capitalized and word.text.isalpha()) and word.low not in _JOINING:
            return a
    return a
