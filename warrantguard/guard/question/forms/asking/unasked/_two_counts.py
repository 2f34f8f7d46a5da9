"""Two counts joined by "or" that are two settings, not a rough range (:func:`two_settings`): a falling pair ("3 sets
of 10 or 2 sets of 15": "10 or 2" counts nothing roughly) or a pair of exact figures too far apart and too uneven to
be an estimate ("keep the monitor on for 24 or 48 hours", "a 12 or 24 month lease"), unlike "2 or 3 bags",
"10 or 15 minutes", "8 or 9 hours"."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["two_settings"]


def two_settings(a: Token, b: Token) -> bool:
    """Are the numbers ``a`` and ``b`` either side of "or" two settings, not a rough count? Digits only: a falling
    pair ("10 or 2 sets") or two figures of at least 12, neither a multiple of 5, not next to each other ("24 or 48
    hours")."""
    if not (a.low.isdigit() and b.low.isdigit()):
        return False
    x, y = int(a.low), int(b.low)
    if x >= y:
        return True
    return x >= 12 and y - x > 1 and x % 5 != 0 and y % 5 != 0
