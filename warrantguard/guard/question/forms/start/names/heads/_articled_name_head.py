"""A's name after a preposition against an articled B: "the overnight ferry from | Hull or the Eurotunnel"."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Token

__all__ = ["articled_name_head"]

_INDEFINITE = frozenset({"a", "an"})
_JOINS = frozenset({"and", "or", "but", "vs"})
_REACH = 4  # the words at most between A's article and its preposition ("the | overnight ferry | from")


def articled_name_head(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its head noun when A is a bare name after a preposition and B opens with the article A's phrase opens
    with ("between the overnight ferry from Hull and the Eurotunnel", "the hotel in Rome or the Hilton"): a name
    takes no article, so B, articled, is parallel to A's articled head ("overnight ferry from Hull"), not to the
    name. ``a`` otherwise ("the hotel in | Rome or Milan", "hotels in | the city or the suburbs"), and where A's
    article follows a verb ("donate the couch to | Goodwill or the ReStore", "spend the second half in | Tuscany or
    the Dolomites": the name is the verb's complement, and a place's name may take an article)."""
    before, b_article = around.before(a[0]), around.prev(b[0])
    if around.uncased or not a[0].capitalized or not before or before[-1].low not in PREPOSITIONS:
        return a
    if b_article is None or b_article.low not in ARTICLES or not b[0].capitalized:
        return a
    for k in range(len(before) - 2, max(len(before) - 2 - _REACH, -1), -1):
        word = before[k]
        if word.low in ARTICLES:
            same = (word.low in _INDEFINITE) == (b_article.low in _INDEFINITE)
            opened = k == 0 or before[k - 1].low in PREPOSITIONS | {"between"} or around.opens(word)
            return before[k + 1 :] + a if same and opened and k < len(before) - 2 else a
        if word.low in PREPOSITIONS or word.low in _JOINS or not word.text.isalpha():
            return a
    return a
