"""Two options opening with the same "-ing" word before a bare noun ("baking soda or baking powder"): a modifier of two
nouns, not two gerund phrases. Moved out of ``_noun_side`` in session 50, unchanged."""

from __future__ import annotations

from warrantguard.guard.question.words._shapes import PREPS
from warrantguard.guard.question.words._text import Token, ing_word
from warrantguard.guard.question.words._wordlists import DETERMINERS, PARTICLES, PRONOUNS

__all__ = ["ing_compound"]

_NOT_HEADS = DETERMINERS | PARTICLES | PRONOUNS | frozenset({"outside", "outdoors", "indoors", "home", "abroad",
                                                              "online", "alone", "together", "more", "less"})


def ing_compound(a_toks: list[Token], right: list[Token]) -> bool:
    """Do both options open with the same -ing word before a bare noun ("baking soda or baking powder"):
    a modifier of two nouns, not two gerund phrases ("paying off the car or paying off the card")?"""
    if len(a_toks) == 1 and len(right) > 2 and not ing_word(a_toks[0].low) and right[2].low in PREPS \
            and right[1].low.isalpha() and right[1].low not in _NOT_HEADS:
        return True  # "will vs | living trust in california": a noun against a noun compound
    if len(right) < 2 or len(a_toks) < 2 or a_toks[0].low != right[0].low:
        return False
    return all(t.low.isalpha() and t.low not in DETERMINERS | PARTICLES | PRONOUNS for t in (a_toks[1], right[1]))
