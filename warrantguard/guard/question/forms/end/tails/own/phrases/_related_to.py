"""An adjective of likeness or fit and its own "to" inside B ("… runs small or true | to size", "a pan similar | to
the Le Creuset"): "to" completes the adjective, so its object is B's, not a place or purpose closing B."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["related_to"]

# Adjectives whose complement is a "to" phrase (a word list, for review): likeness, fit and leaning.
_TAKE_TO = frozenset({"true", "similar", "identical", "equal", "equivalent", "comparable", "akin", "prone",
                      "allergic", "sensitive", "resistant", "immune", "loyal", "faithful", "superior", "inferior"})


def related_to(right: list[Token], k: int) -> bool:
    """Is the "to" at ``k`` the complement of the adjective right before it, its object after it ("… or true | to
    size", "… or something similar | to the Kobo")? Not "… or a flight | to Rome": no such adjective."""
    return right[k].low == "to" and 1 <= k < len(right) - 1 and right[k - 1].low in _TAKE_TO
