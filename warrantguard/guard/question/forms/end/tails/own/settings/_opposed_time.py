"""A time closing B that answers A's own time ("paid by the estate before distribution or by us | after we
inherit?"): A closes on a "before" / "after" phrase of its own, so the opposite one after B is B's own."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import closing_rest
from warrantguard.guard.question.words import Around, Token

__all__ = ["opposed_time_b"]

_OPPOSED = {"before": "after", "after": "before"}


def opposed_time_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the time phrase or clause closing the sentence (up to five words) when it opens on the opposite of the
    "before" / "after" in A's own last three words ("… before distribution or by us | after we inherit"); ``b``
    otherwise ("by the estate or by us | after we inherit": a time both options wait for)."""
    own = [t.low for t in a[-3:-1] if t.low in _OPPOSED]
    if len(a) < 3 or not b or not own:
        return b
    rest = closing_rest(b, around)
    if rest is None or not 2 <= len(rest) <= 5 or rest[0].low != _OPPOSED[own[-1]]:
        return b
    return [*b, *rest]
