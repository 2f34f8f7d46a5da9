"""A gerund heading that offers two preposition phrases asks without its question mark (issue 22, the
seventeenth held-out part): "charging my ev at home or at the office charger", "walking the dog before
breakfast or after breakfast", "training for the marathon with a heart rate monitor or by feel".

The sentence is one noun phrase: it opens with an -ing word, B opens with a preposition and A's side
has one, and no word makes it a clause (an auxiliary, a copula, a subject pronoun, or a verb in the
third person after the 'or': "… or at work saves money" tells, it does not ask).
"""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULA_LEADS, COPULAS, PREPOSITIONS, PRONOUNS, VERBS, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["gerund_heading"]

_CLAUSE = AUX | COPULAS | COPULA_LEADS | PRONOUNS | frozenset({"i'm", "it's", "that's", "there's", "we're"})


def gerund_heading(toks: list[Token]) -> bool:
    """Is the sentence ``toks`` a gerund phrase choosing between two preposition phrases (see above)?"""
    ors = [k for k, t in enumerate(toks) if t.low in ("or", "vs", "vs.")]
    if len(ors) != 1 or not tx.ing_word(toks[0].low) or len(toks) > 16:
        return False
    j = ors[0]
    if j + 2 > len(toks) or toks[j + 1].low not in PREPOSITIONS:
        return False
    if not any(t.low in PREPOSITIONS for t in toks[1:j]) or any(t.low in _CLAUSE for t in toks):
        return False
    return not any(_third_person(t) for t in toks[j + 2 :])


def _third_person(tok: Token) -> bool:
    """A verb's third-person form ("saves", "helps"; not "baskets")."""
    w = tok.low.rstrip(".!,;:")
    return w.endswith("s") and not w.endswith("ss") and (w[:-1] in VERBS or w[:-2] in VERBS)
