"""Two activities, one a bare noun and one a bare gerund, and a "for" phrase after B: "crochet or knitting | for
someone with arthritis", "yoga or swimming | for back pain" (the phrase is whom or what both are for)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase import FOR_VERBS
from warrantguard.guard.question.words import Token, ing_word

__all__ = ["bare_activity"]


def bare_activity(a: list[Token], right: list[Token]) -> bool:
    """Is A one lower-case word and B's side a lower-case -ing word before "for" (not a verb bound to its "for":
    "walk or | waiting for the bus", "… or | shopping for …")? B is the gerund alone."""
    if len(a) != 1 or len(right) < 3 or right[1].low != "for" or not a[0].low.isalpha():
        return False
    return ing_word(right[0].low) and not right[0].capitalized and right[0].low not in FOR_VERBS
