"""A passive participle opening A ("should rats be | fed | Science Selective or a homemade mix?"): after "be", a
participle with an object ("be fed", "be given", "be taught") is the verb both options are objects of, so A starts
after it when B is a noun phrase of its own (added for the hundred-and-fifteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    ARTICLES,
    PREPOSITIONS,
    Around,
    Token,
    ing_word,
    is_verb,
    participle_word,
)

__all__ = ["passive_object_a"]

_BE = frozenset({"be", "been", "being"})


def passive_object_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A after the participle of a passive "be" when A's next word opens a noun phrase (a name, an article) and B is
    an articled noun phrase or a name, no participle, -ing word or verb ("be fed | Science Selective or a homemade
    mix"); ``a`` otherwise ("be kept in a tin or …": a place; "be stored in the fridge or frozen": B a participle)."""
    prev = around.prev(a[0]) if a else None
    if len(a) < 2 or not b or prev is None or prev.low not in _BE or not a[0].text.islower():
        return a
    if not participle_word(a[0].low) or a[1].low in PREPOSITIONS | ADVERBS or not _noun_start(a[1]):
        return a
    before_b = around.prev(b[0])
    w = b[0].low
    if participle_word(w) or ing_word(w) or is_verb(b[0]) or w in PREPOSITIONS | ADVERBS:
        return a
    if not (b[0].text[:1].isupper() or (before_b is not None and before_b.low in ARTICLES)):
        return a
    return a[1 + (len(a) > 2 and a[1].low in ARTICLES) :]


def _noun_start(tok: Token) -> bool:
    """Does ``tok`` open a noun phrase by its form: a capitalised name or an article?"""
    return tok.text[:1].isupper() or tok.low in ARTICLES
