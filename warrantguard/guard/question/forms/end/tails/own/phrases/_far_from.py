"""A locative adjective's own preposition inside B ("a bigger one far | from center", "a flat close | to work"): the
preposition completes "far" / "close", so its phrase is B's, not a phrase closing B. So does the "from" of a noun
whose complement it is ("guard retention or escapes | from bottom side", "a nap or a break | from screens": what is
escaped or broken from), added for the hundred-and-thirty-third held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["far_from"]

# Nouns whose complement is a "from" phrase: what one escapes, rests, recovers or is kept from.
_FROM_NOUNS = frozenset({"escape", "escapes", "relief", "respite", "reprieve", "recovery", "withdrawal", "exemption",
                         "exemptions", "protection", "refuge", "separation", "break", "breaks", "time-off"})
_TAKES = {"from": frozenset({"far", "away"}) | _FROM_NOUNS,
          "to": frozenset({"close", "closer", "next", "near", "nearer"})}


def far_from(right: list[Token], k: int) -> bool:
    """Is the "from" / "to" at ``k`` the preposition of the "far" / "away" / "close" / "next" right before it ("… or
    a bigger one far | from center"), or the "from" of a noun that takes it ("… or escapes | from bottom side")? Then
    its object is B's."""
    if k < 1 or k + 1 >= len(right):
        return False
    return right[k - 1].low in _TAKES.get(right[k].low, frozenset())
