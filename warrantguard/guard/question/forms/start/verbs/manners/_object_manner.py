"""A verb and its object before two manners of one head, each with the same article ("tie my belt | the standard way
or the double-wrap way", "cook the steak | the French way or the Italian way"): the verb and its object are both
options', so A starts past the article before its manner as B does (:func:`object_manner_a`)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, PREPOSITIONS, PRONOUNS, Around, Token

__all__ = ["object_manner_a"]


def object_manner_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """Option A past a leading word, its determined object and the article B stands after too, when A's last word is
    B's (the head both manners share) and A's object holds bare words only; else A as it was."""
    article = around.prev(b[0]) if b else None
    if article is None or article.low not in ARTICLES or len(a) < 5 or a[-1].low != b[-1].low:
        return a
    if a[0].low in DETERMINERS | PREPOSITIONS | PRONOUNS or a[1].low not in DETERMINERS or not a[0].low.isalpha():
        return a
    at = next((k for k in range(3, len(a) - 2) if a[k].low == article.low), None)
    if at is None or not all(_bare(t) for t in a[2:at]):
        return a
    return a[at + 1 :]


def _bare(tok: Token) -> bool:
    """Is ``tok`` a bare word of the object (no determiner, preposition or pronoun: "my | belt")?"""
    return tok.low.isalpha() and tok.low not in DETERMINERS | PREPOSITIONS | PRONOUNS
