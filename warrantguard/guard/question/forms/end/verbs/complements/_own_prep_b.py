"""Two verb phrases, each with a phrase of its own after its object: "Rip out the carpet on the stairs or | install
runners over it?", "Do we | tent the house for drywood termites or spot treat with orange oil". A keeps its own
preposition phrase, so B's preposition phrase is B's own too, not context both share: B runs to its clause's end."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ARTICLES,
    CUT_WORDS,
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    VERB_CUT_WORDS,
    Token,
    is_verb,
)

__all__ = ["own_prep_b"]

_LONGEST = 4  # words of B's phrase after its preposition
_ENDS = CUT_WORDS | VERB_CUT_WORDS | {"and", "or", "but"}


def own_prep_b(a: list[Token], b: list[Token], right: list[Token]) -> list[Token]:
    """B with the preposition phrase after it when A and B open with verbs and A holds a preposition phrase after its
    object ("tent the house for drywood termites or | spot treat | with orange oil"); else ``b``."""
    n = len(b)
    if len(a) < 4 or not b or n >= len(right) or right[n].low not in PREPOSITIONS or right[:n] != b:
        return b
    if not _verb_object(a) or not any(is_verb(t) for t in b[:2]):
        return b
    if not any(t.low in PREPOSITIONS for t in a[2:-1]) or any(t.low in PREPOSITIONS for t in b):
        return b
    end = n + 1
    while end < len(right) and end - n <= _LONGEST and right[end].low not in _ENDS \
            and right[end - 1].text[-1] not in ",;:":
        end += 1
    return b if end - n > _LONGEST else right[:end]


def _verb_object(a: list[Token]) -> bool:
    """Does A read as a verb (and a particle) before its determined object ("tent | the house", "Rip out | the
    carpet"), not a determiner opening a noun phrase?"""
    if a[0].low in DETERMINERS or a[0].low in PREPOSITIONS:
        return False
    return a[1].low in ARTICLES | POSSESSIVES or (a[2].low in ARTICLES | POSSESSIVES and a[1].low.isalpha()
                                                   and a[1].low not in DETERMINERS)
