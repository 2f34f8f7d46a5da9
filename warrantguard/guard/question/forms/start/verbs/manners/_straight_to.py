"""B an adverb and a "to" phrase ("or | straight to the liquidator", "or directly to the store") against A a bare verb
and its own "to" phrase ("go | to the Columbus warehouse"): the verb is both's, as B's adverb shows (B has no verb
of its own), so the two "to" phrases are the options (:func:`straight_against`)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Token, is_verb, manner_adverb

__all__ = ["straight_against"]

_STRAIGHT = frozenset({"straight", "right"})  # adverbs of going before a "to" phrase that are not -ly


def straight_against(a: list[Token], b: list[Token]) -> list[Token]:
    """A from its "to" when A is a bare verb and a "to" phrase ("go | to the Columbus warehouse") and B an adverb and
    a "to" phrase ("straight to the liquidator"), each "to" before a determiner or a name; ``a`` otherwise (not "go
    to school or straight home": no "to" in B; not "go see the doctor or straight to the ER": no "to" after A's
    verb)."""
    if len(a) < 3 or len(b) < 3 or a[1].low != "to" or b[1].low != "to" or not is_verb(a[0], initial=True):
        return a
    if not (b[0].low in _STRAIGHT or manner_adverb(b[0].low)):
        return a
    if not all(t.capitalized or t.low in DETERMINERS | POSSESSIVES for t in (a[2], b[2])):
        return a
    return a[1:]
