"""A question run on after B without its comma: "amazon prime vs walmart+ | whats actually cheaper for like 2 ppl",
"netflix or hulu | hows the pricing". A contracted question word ("what's", "how's", typed with or
without its apostrophe) right after a noun of B opens a question of its own, no part of B: B ends before it. After a
verb or a preposition it is B's own object ("do | what's best", "go with | what's cheaper") and B keeps it."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, is_verb

__all__ = ["wh_run_on"]

_CONTRACTED_WH = frozenset({"what's", "how's", "hows"})  # not "who's": "a friend | who's a nurse", a relative


def wh_run_on(b: list[Token]) -> list[Token]:
    """B cut before a contracted question word opening a question after one of its nouns ("walmart+ | whats actually
    cheaper"); ``b`` itself when it holds none, or when the word follows a verb or a preposition ("do what's best")."""
    for k in range(1, len(b)):
        if b[k].low not in _CONTRACTED_WH:
            continue
        before = b[k - 1]
        if before.low in PREPOSITIONS or is_verb(before):
            return b
        return b[:k]
    return b
