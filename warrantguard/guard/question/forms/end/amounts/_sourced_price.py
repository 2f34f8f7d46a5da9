"""A price closing B after B's own source phrase ("… or the older Tracker 2 off Marketplace | for $90?", "… or a used
one from a neighbour | at £40"): the price is what that seller asks, B's own, as the place B is bought from is B's;
a budget both share is told before the source or with no source at all ("… or a hammock | for $90": left to the
cuts of a purpose) (added for the hundred-and-fiftieth held-out part: B read without "for $90")."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.amounts._rates import money
from warrantguard.guard.question.words import Token

__all__ = ["sourced_price"]

_PRICED = frozenset({"for", "at"})
_SOURCES = frozenset({"off", "from"})


def sourced_price(right: list[Token], k: int) -> bool:
    """Is B's word ``k`` a "for" / "at" and a sum closing B, after an "off" / "from" phrase of B's own past B's first
    two words ("the older Tracker 2 off Marketplace | for $90")?"""
    if right[k].low not in _PRICED or k + 2 != len(right) or not money(right[k + 1]):
        return False
    return any(t.low in _SOURCES for t in right[2 : k - 1])
