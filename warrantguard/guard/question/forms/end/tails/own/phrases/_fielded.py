"""An "in" phrase that is the field of B's head noun, B's own ("a master's | in data science", "my 6 years | in
logistics", "a simple difference | in means"), moved from ``_noun_side``."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    CHANGE_NOUNS,
    DETERMINERS,
    POSSESSIVES,
    TIME_UNITS,
    TIME_WORDS,
    Token,
)

__all__ = ["own_field"]

_DEGREES = frozenset({"master's", "masters", "degree", "phd", "ph.d.", "bachelor's", "bachelors", "major", "minor",
                      "diploma", "certificate", "mba", "msc", "bsc", "doctorate", "apprenticeship", "internship"})


def own_field(right: list[Token], k: int) -> bool:
    """Is the phrase at ``k`` ("in …") the field of the noun before it: a degree's subject, the place of one's own
    years ("my 6 years | in logistics"), or what a difference or a change is in, a bare lower-case noun ("a simple
    difference | in means", not "a tax increase in 2026", "… in the spring")?"""
    head = right[k - 1].low
    if right[k].low == "in" and head in _DEGREES:
        return True
    if right[k].low == "in" and head in CHANGE_NOUNS and k + 1 < len(right):
        nxt = right[k + 1]
        word = nxt.low.rstrip("?.!,")
        return word.isalpha() and not nxt.capitalized and word not in DETERMINERS | POSSESSIVES \
            and word.removesuffix("s") not in TIME_UNITS | TIME_WORDS
    return head in ("years", "months") and k >= 3 and right[k - 3].low in POSSESSIVES
