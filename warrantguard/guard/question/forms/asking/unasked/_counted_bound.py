"""A counted amount with an open bound after the "or" ("extend by one hour or more", "for 3 nights or longer"):
one amount and its bound, not two options (added for the seventy-ninth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.asking.unasked._fixed_pairs import _BOUNDS
from warrantguard.guard.question.words import Around, Token, numeral

__all__ = ["counted_bound"]

_LONGER = frozenset({"longer", "shorter"})


def counted_bound(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A, an amount of counted units ("one hour", "3 nights"), and B, a lone open bound ("more", "longer"),
    are no two options ("extend by one hour or more"), or None; not "one hour or more than two"."""
    if len(b) != 1 or b[0].low.strip(".,!?;:") not in _BOUNDS | _LONGER or len(a) < 2:
        return None
    after = around.next(b[-1])
    if after is not None and (after.low == "than" or numeral(after)):
        return None
    if not (numeral(a[-2]) or a[-2].low[:1].isdigit()) or not a[-1].low.isalpha():
        return None
    return f"'{a[-2].text} {a[-1].text} or {b[0].text}' gives an open bound, not two options"
