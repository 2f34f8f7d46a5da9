"""The predicate of two subjects opening on a frequency or hedging adverb ("Do Somerville or Cambridge apartments |
usually go faster …"): the adverb stands before the verb, so it is the predicate's, not B's last word."""

from __future__ import annotations

from warrantguard.guard.question.words import ADVERBS, SENTENCE_ADVERBS, Token

__all__ = ["adverbed_predicate"]

_BEFORE_VERB = (ADVERBS | SENTENCE_ADVERBS | frozenset({"often", "rarely", "seldom", "sometimes"})) - frozenset(
    {"better", "instead", "rather", "just"})


def adverbed_predicate(right: list[Token], verb: int) -> int:
    """Where B's predicate starts, given its verb at ``verb``: before the adverbs just before the verb ("… or
    Cambridge apartments | usually go faster", "… or the bus | typically get you there sooner"), B keeping one
    word at least."""
    while verb > 1 and right[verb - 1].low in _BEFORE_VERB:
        verb -= 1
    return verb
