"""A named place after a head both options modify: "4K or HD plan | on Netflix", "gas or electric stove | in Texas":
A is a bare modifier of B's head, so the phrase after that head is said of both (added for the
hundred-and-thirty-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token

__all__ = ["modifier_head_place"]


def modifier_head_place(a: list[Token], right: list[Token], k: int) -> bool:
    """Is A one modifier not written as a name (a figure, an acronym, a lower-case word) and B a modifier and a
    lower-case head before word ``k`` ("4K or HD plan | on Netflix", "SD or HD plan | on …")? Not "Amazon or local
    shop | in Leeds" (A a name, no modifier), nor "the gym or the pool | on Main" (B's determiner)."""
    head, first = right[k - 1].text, a[0].text
    named = first[:1].isupper() and first[1:2].islower()
    return len(a) == 1 and k == 2 and not named and head.isalpha() and head.islower() \
        and right[0].low not in DETERMINERS and head not in PREPOSITIONS
