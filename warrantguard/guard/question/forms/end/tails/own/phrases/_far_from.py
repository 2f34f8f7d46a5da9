"""A locative adjective's own preposition inside B ("a bigger one far | from center", "a flat close | to work"): the
preposition completes "far" / "close", so its phrase is B's, not a phrase closing B."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["far_from"]

_TAKES = {"from": frozenset({"far", "away"}), "to": frozenset({"close", "closer", "next", "near", "nearer"})}


def far_from(right: list[Token], k: int) -> bool:
    """Is the "from" / "to" at ``k`` the preposition of the "far" / "away" / "close" / "next" right before it ("… or
    a bigger one far | from center")? Then its object is B's."""
    if k < 1 or k + 1 >= len(right):
        return False
    return right[k - 1].low in _TAKES.get(right[k].low, frozenset())
