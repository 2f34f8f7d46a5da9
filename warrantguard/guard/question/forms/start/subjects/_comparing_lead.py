"""The gerund "comparing" opening A's side before a noun pair ("Comparing | Smile Direct Club vs Byte for mild
crowding"): the comparing is done to both options, a lead-in, not A's own word (as "weighing" and "debating" are)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, articled, ing_word

__all__ = ["comparing_lead_a"]

_COMPARING = frozenset({"comparing"})


def comparing_lead_a(a: list[Token], right: list[Token]) -> list[Token]:
    """A without an opening "comparing" when its object follows and B is no gerund ("Comparing | Invisalign vs
    braces"); A unchanged otherwise (not "comparing to | …": a preposition's object; not "Comparing prices or just
    buying …": two gerund phrases, read elsewhere)."""
    if len(a) < 2 or a[0].low not in _COMPARING or a[1].low in PREPOSITIONS or not right or ing_word(right[0].low):
        return a
    return articled(a[1:])
