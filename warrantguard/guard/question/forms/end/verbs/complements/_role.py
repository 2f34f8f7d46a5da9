"""The role a gerund's action is done in, closing a B of a preposition and that gerund ("from India or after landing
| as a PR"): B's own, for A, with no gerund of its own, has no action to share it (added for the thirty-eighth
held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, ing_word

__all__ = ["own_role"]


def own_role(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the "as" at B's ``k``-th word the role of B's gerund after its preposition ("after landing | as a PR",
    "before starting | as an intern"), "a" / "an" after it (not a clause: "… | as it's cheaper"), and no -ing word in
    A's last phrase ("before moving or after arriving | as a student": the role may be both's)?"""
    if k != 2 or right[k].low != "as" or k + 1 >= len(right) or right[k + 1].low not in ("a", "an"):
        return False
    last = max((j for j, t in enumerate(a) if t.low in PREPOSITIONS), default=0)  # "(Applying …) | from India"
    return right[0].low in PREPOSITIONS and ing_word(right[1].low) and not any(ing_word(t.low) for t in a[last:])
