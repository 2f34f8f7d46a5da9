"""A listed verb right after a gerund closing B's subject ("Does RNAlater or snap freezing | preserve RNA integrity
better …"): a gerund heads its noun phrase, so the verb after it is the predicate's, not a later unlisted word read
as a bare verb ("… preserve RNA | integrity better": "integrity" is the object's noun)."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, AUX, COPULAS, VERBS, Token, ing_word

__all__ = ["gerund_head_verb"]

_REACH = 5  # the gerund stands within a few words of B's start


def gerund_head_verb(right: list[Token], verb: int | None) -> int | None:
    """Where the verb after the subject pair starts: a lower-case listed verb that is no noun too, right after an -ing
    word, when the verb found (``verb``) is a later word no list holds ("snap freezing | preserve RNA integrity better"
    against "integrity"); else ``verb`` ("… or a shopping list | help more": the later verb is listed)."""
    if verb is not None and _listed(right[verb]):
        return verb
    end = min(len(right) - 1, _REACH if verb is None else verb)
    for k in range(1, end):
        w = right[k]
        if ing_word(right[k - 1].low) and w.text.isalpha() and w.text.islower() and w.low in VERBS - AMBIGUOUS:
            return k
    return verb


def _listed(tok: Token) -> bool:
    """Is ``tok`` a listed verb, an "-s" form of one, an auxiliary or a copula?"""
    w = tok.low
    return w in VERBS or w[:-1] in VERBS or w[:-2] in VERBS or w in AUX | COPULAS
