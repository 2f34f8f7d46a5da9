"""Company against going alone ("swimming the Solent crossing | with a group or solo with a kayak", "kayak the loop
with a guide or alone"): B opens with an adverb of going alone, its own phrase after it or none, so it stands against
A's "with" phrase, not against A's verb and object; A starts at its last "with" / "without" (added for the
hundred-and-thirty-second part, whose A kept the verb and its object)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token

__all__ = ["company_against_alone_a"]

_ALONE = frozenset({"solo", "alone", "unaccompanied", "unguided", "separately", "independently"})
_COMPANY = frozenset({"with", "without"})


def company_against_alone_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A from its last "with" / "without" when B is an adverb of going alone, alone or before a preposition ("solo |
    with a kayak"), and A holds a company phrase after its verb; ``a`` itself otherwise."""
    if not a or not b or b[0].low.rstrip("?.!,") not in _ALONE or (len(b) > 1 and b[1].low not in PREPOSITIONS):
        return a
    at = [k for k, t in enumerate(a) if t.low in _COMPANY]
    if not at or at[-1] == 0 or at[-1] >= len(a) - 1:
        return a
    return a[at[-1] :]
