"""A gerund A against a B whose gerund closes a compound ("between mixing at -18 dBFS and | just gain staging by
ear", "between editing in Reaper and | hand splicing tape"): B names an activity as A does, so A keeps its
gerund and B is a gerund phrase of its own, not a noun A's object stands against.
"""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, Token, manner_adverb
from warrantguard.guard.question.words import text as tx

__all__ = ["compound_gerund_b"]

_ADVERBS = frozenset({"just", "maybe", "perhaps", "still", "simply"})


def compound_gerund_b(b: list[Token]) -> bool:
    """Whether B opens (after an adverb of its own) with a bare lower-case word and a gerund ("just | gain
    staging", "hand | splicing"), not an article, a number, a name or a preposition."""
    k = int(len(b) > 1 and (b[0].low in _ADVERBS or manner_adverb(b[0].low)))
    if len(b) < k + 2 or not tx.ing_word(b[k + 1].low) or tx.ing_word(b[k].low):
        return False
    word = b[k]
    return word.text.isalpha() and word.text.islower() and word.low not in ARTICLES | PREPOSITIONS
