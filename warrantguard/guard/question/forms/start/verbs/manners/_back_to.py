"""B a phrase of going back ("or | back to original card", "or back into savings") against A a verb, perhaps its
pronoun object, and a phrase of another preposition ("refund | as travel credit", "put it | in the ISA"): the verb
is both's, the two complements are the options (:func:`back_against`)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, PRONOUNS, Token, is_verb

__all__ = ["back_against"]

_OBJECTS = PRONOUNS | frozenset({"me", "us", "him", "her", "them", "it"})


def back_against(a: list[Token], b: list[Token]) -> list[Token]:
    """A from its preposition when B is "back" and another preposition ("refund | as travel credit" / "back to
    original card"); ``a`` otherwise (not "go back to school or back to work": A's "back" is its own; not "move to
    Denver or back to Ohio": the same preposition, the verb's own; not "refund the fee as credit": a noun object)."""
    if len(b) < 3 or b[0].low != "back" or b[1].low not in PREPOSITIONS or len(a) < 3:
        return a
    if not is_verb(a[0], initial=True) or any(t.low == "back" for t in a):
        return a
    k = 2 if a[1].low in _OBJECTS else 1
    if a[k].low not in PREPOSITIONS or a[k].low == b[1].low or k + 1 >= len(a):
        return a
    return a[k:]
