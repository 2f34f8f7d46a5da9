"""A bare percentage B against an A that is no percentage, before two bare words and the predicate ("whether 80/20 or
100% | cotton batting | is better"): a percentage is nothing without what it is of, so the first word is B's own and
the last, the head, both options' (added for the hundred-and-twelfth held-out part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import COMPARATIVES, COPULAS, DETERMINERS, PREPOSITIONS, Around, Token, is_verb

__all__ = ["percent_of_b"]

_PERCENT = re.compile(r"\d+(?:\.\d+)?%")


def _closes(tok: Token | None) -> bool:
    """Does ``tok`` stand after the head: none, a copula, a verb, a comparative or a preposition?"""
    return tok is None or tok.low.rstrip("?!.") in COPULAS | PREPOSITIONS | COMPARATIVES or is_verb(tok)


def percent_of_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the word after it when B is one bare percentage, A one word and no percentage, and two bare words follow
    B before a copula, a verb, a comparative, a
    preposition or the end ("80/20 or 100% | cotton batting is …" gives "100% cotton");
    ``b`` otherwise ("50% or 100% | cotton batting": both percentages of one thing; "80/20 or 100% | cotton": the
    word is B's already)."""
    if len(a) != 1 or len(b) != 1 or not _PERCENT.fullmatch(b[0].low) or "%" in a[0].low:
        return b
    words = around.after(b[0], 2)
    if len(words) != 2 or any(not t.low.isalpha() or t.low in DETERMINERS | PREPOSITIONS | COPULAS for t in words) \
            or words[0].text.endswith((",", ".", "?", "!")):
        return b
    return [*b, words[0]] if _closes(around.next(words[1])) else b
