"""A's articled phrase after a preposition against a B of the same shape: "visiting Universal Studios Japan on | a
weekday in June or a weekend in July" (the hundred-and-fifty-eighth part). B opens with the article A's phrase opens
with after its preposition, and both go on with a noun and the same preposition and its object: B is parallel to
that phrase, not to all of A (the verb, its object and the preposition are both's)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Around, Token

__all__ = ["twin_articled_phrase_a"]


def twin_articled_phrase_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the noun after its last "preposition, article" when B (its article dropped) is that article's noun, a
    preposition and one word, the same preposition closing A's phrase ("on a | weekday in June" / "a | weekend in
    July"); ``a`` otherwise."""
    b_article = around.prev(b[0])
    if b_article is None or b_article.low not in ARTICLES or len(b) != 3 or b[1].low not in PREPOSITIONS:
        return a
    if len(a) < 6 or a[-2].low != b[1].low or a[-4].low != b_article.low or a[-5].low not in PREPOSITIONS:
        return a
    if not (a[-3].text.isalpha() and b[0].text.isalpha()) or a[-3].capitalized or b[0].capitalized:
        return a
    return a[-3:]
