"""A gerund heading that offers two preposition phrases asks without its question mark (issue 22, the
seventeenth held-out part): "charging my ev at home or at the office charger", "walking the dog before
breakfast or after breakfast", "training for the marathon with a heart rate monitor or by feel".

The sentence is one noun phrase: it opens with an -ing word, B opens with a preposition (after "just" /
"only" too) and A's side has one, or the gerund's articled object is followed by a bare word or two on
each side ("painting the kitchen cabinets | white or sage green"); and no word makes it a clause (an
auxiliary, a copula, a subject pronoun, or a verb in the third person after the 'or': "… or at work saves
money" tells, it does not ask).
"""

from __future__ import annotations

from warrantguard.guard.question.forms.asking.marks._means_heading import means_heading
from warrantguard.guard.question.words import (
    AUX,
    COPULA_LEADS,
    COPULAS,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    Token,
    third_person_verb,
)
from warrantguard.guard.question.words import text as tx

__all__ = ["gerund_heading"]

_CLAUSE = AUX | COPULAS | COPULA_LEADS | PRONOUNS | frozenset({"i'm", "it's", "that's", "there's", "we're"})


def gerund_heading(toks: list[Token]) -> bool:
    """Is the sentence ``toks`` a gerund phrase choosing between two preposition phrases (see above)?"""
    ors = [k for k, t in enumerate(toks) if t.low in ("or", "vs", "vs.")]
    if len(ors) != 1 or not tx.ing_word(toks[0].low) or len(toks) > 16:
        return False
    j = ors[0]
    b = j + 1 + (j + 2 < len(toks) and toks[j + 1].low in _B_ADVERBS)  # "… or | just | in our regular savings"
    if any(t.low in _CLAUSE for t in toks) or any(third_person_verb(t) for t in toks[b + 1 :]):
        return False
    if b + 1 < len(toks) and toks[b].low in PREPOSITIONS:
        return any(t.low in PREPOSITIONS for t in toks[1:j])
    return _adjective_pair(toks, j) or means_heading(toks, j)  # "treating warts with | duct tape or freezing spray"


_B_ADVERBS = frozenset({"just", "only", "maybe", "simply"})


def _adjective_pair(toks: list[Token], j: int) -> bool:
    """"painting the kitchen cabinets | white or sage green": the gerund, its articled object and a bare word
    or two on each side of the 'or', no preposition, no second article, B's last word not A's (not "giving
    the cat wet food or dry food", whose object is unclear)."""
    a_side, b_side = toks[1:j], toks[j + 1 :]
    if not a_side or a_side[0].low not in DETERMINERS or not 1 <= len(b_side) <= 2 or len(a_side) > 5:
        return False
    if any(t.low in PREPOSITIONS or t.low in DETERMINERS for t in a_side[1:] + b_side):
        return False
    return b_side[-1].low != a_side[-1].low and not any(tx.ing_word(t.low) for t in b_side)
