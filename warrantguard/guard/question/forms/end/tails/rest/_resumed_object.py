"""A phrase on a pronoun closing B after B's second verb ("… or buy a cheap Sonata and learn | on it"): the pronoun
takes up B's own object, so the phrase is B's, never the context of both (a cut would leave "… and learn")."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, is_verb

__all__ = ["resumed_object"]

_RESUMING = frozenset({"it", "them"})


def resumed_object(right: list[Token], k: int) -> bool:
    """Is word ``k`` of B's side a preposition whose object is only "it" / "them" closing the side, after a B that
    opens on a verb and its object and joins a second verb by "and" ("buy a cheap Sonata and learn | on it")?"""
    if k + 2 != len(right) or right[k].low not in PREPOSITIONS or right[k + 1].low.rstrip("?.!") not in _RESUMING:
        return False
    if not is_verb(right[0], initial=True):
        return False
    return any(right[j].low == "and" and is_verb(right[j + 1]) for j in range(2, k - 1))
