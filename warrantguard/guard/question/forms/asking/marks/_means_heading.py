"""A gerund heading whose two options share the preposition of means before A (:func:`means_heading`): "treating
my son's warts with | duct tape or freezing spray", "managing mom's pills by | weekly organizer or automatic
dispenser", "paying the contractor via | Zelle or check" ask without a question mark, as "charging my ev at home or
at the office charger" does (:mod:`._gerund_heading`)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, OBJECT_PRONOUNS, PREPOSITIONS, TIME_WORDS, Token

__all__ = ["means_heading"]

_MEANS = frozenset({"with", "by", "via", "using", "through"})
_ARTICLES = frozenset({"a", "an", "the"})
_NOT_IN_B = PREPOSITIONS | OBJECT_PRONOUNS | TIME_WORDS | (DETERMINERS - _ARTICLES)  # "… or freezing | them off",
# "… or freezing spray | today": a phrase of B's own, or a time both share


def means_heading(toks: list[Token], j: int) -> bool:
    """After the gerund opening ``toks``, is the last preposition before the 'or' at ``j`` one of means ("with",
    "by", "via") with one to three words after it, and B as long or a word longer or shorter, with no preposition,
    pronoun, time word or determiner but an article ("… with duct tape or | freezing spray")? (The caller has ruled
    out clauses.)"""
    preps = [k for k in range(1, j) if toks[k].low in PREPOSITIONS]
    if not preps or toks[preps[-1]].low not in _MEANS or not 1 <= j - preps[-1] - 1 <= 3:
        return False
    b_side = toks[j + 1 :]
    if not 1 <= len(b_side) <= 3 or abs(len(b_side) - (j - preps[-1] - 1)) > 1:
        return False
    return all(t.low not in _NOT_IN_B and t.low.strip(".!").replace("-", "").isalpha() for t in b_side)
