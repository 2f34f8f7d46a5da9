"""A's amount against B's ("Lantus | 20 units at night or 10 units bid"): B opens with a number and a unit, and A holds
the same unit after its own number, so A starts at its number, not past a preposition inside it ("night")."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["counted_start"]


def counted_start(whole: list[Token], a: list[Token], b: list[Token]) -> list[Token]:
    """A from its own number on when B opens with a number and a unit A counts in too ("Lantus 20 units at night or
    10 units bid": "20 units at night", not "night"); ``whole`` is A before its cut to the pair's core, ``a`` after
    it. Anything else: ``a`` as it is."""
    if len(b) < 2 or not b[0].low[:1].isdigit() or not b[1].low.isalpha() or not a:
        return a
    at = next((k for k, t in enumerate(whole) if t is a[0]), None)
    end = next((k for k, t in enumerate(whole) if t is a[-1]), None)
    if at is None or end is None:
        return a
    counts = [k for k in range(at - 1) if whole[k].low[:1].isdigit() and whole[k + 1].low == b[1].low]
    return whole[counts[-1] : end + 1] if counts else a
