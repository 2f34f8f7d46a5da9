"""A preposition written right after an article is a noun, B's own word, no phrase closing B ("chiefs -3.5 or the |
over 47.5", "the under"): an article opens a noun phrase, so the word after it is no preposition opening a phrase."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, PREPOSITIONS, SPATIAL_PREPOSITIONS, Token

__all__ = ["articled_preposition"]


def articled_preposition(right: list[Token], k: int) -> bool:
    """Is word ``k`` of B's side a preposition written right after an article ("the | over 47.5", "an | under bet",
    not "the spread | over 47.5"), so the noun B names, not a phrase that ends B?"""
    return 0 < k < len(right) and right[k - 1].low in ARTICLES and (
        right[k].low in PREPOSITIONS or right[k].low in SPATIAL_PREPOSITIONS)
