"""B's own terms after its place against A's ("in Germany free or in UK | with loan"): each option repeats its
preposition and A closes its place on a word of its own, so B's "with" phrase stands against it, B's own."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token

__all__ = ["own_terms"]


def own_terms(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the "with" / "without" at ``k`` B's own terms against A's closing word ("in Germany free or in UK | with
    loan")? Both options open on one preposition and a name, A closing on one lower-case word after its name."""
    if right[k].low not in ("with", "without") or len(a) != 3 or k < 2 or k + 1 >= len(right):
        return False
    if a[0].low not in PREPOSITIONS or right[0].low != a[0].low:
        return False
    return a[1].capitalized and right[1].capitalized and a[2].text.isalpha() and not a[2].capitalized
