"""A word said twice around "by" or "to" closing B ("french door or side | by side fridge freezer", "… or back | to
back flights"): one compound ("side by side", "back to back", "face to face"), never cut at its preposition. Added
for the ninety-sixth held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["twin_word_b"]

_JOINS = frozenset({"by", "to"})


def twin_word_b(b_toks: list[Token], right: list[Token]) -> list[Token]:
    """B through the twin word when B's side goes on with "by" or "to" and B's last word again ("side | by side"),
    else ``b_toks``."""
    n = len(b_toks)
    if not b_toks or n + 1 >= len(right) or right[n - 1] is not b_toks[-1]:
        return b_toks
    twin = right[n].low in _JOINS and right[n + 1].low == b_toks[-1].low and b_toks[-1].low.isalpha()
    return right[: n + 2] if twin else b_toks
