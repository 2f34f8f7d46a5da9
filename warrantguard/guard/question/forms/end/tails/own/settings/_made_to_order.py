"""A "to order" closing the sentence after a verb phrase B set against a verb phrase A with its own place ("dilute in
the bottle or stir each one | to order", "batch them in a jug or mix each one | to order"): the way B is made, against
A's way, B's own; not a purpose both options serve (added for the hundred-and-eleventh held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import closing_rest
from warrantguard.guard.question.words import PREPOSITIONS, Around, Token, is_verb, takes_object

__all__ = ["made_to_order_b"]

_MADE = frozenset({"order", "measure"})  # "made to order", "made to measure": nouns here, no verbs of a purpose


def made_to_order_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the closing "to order" / "to measure" when B is a verb and its object and A a verb phrase with a phrase
    of its own ("dilute | in the bottle", "batch them | in a jug"): how B is made, against A's place; ``b`` otherwise
    ("… or stir it": B's verb alone, the phrase may be both's; "… or B | to order more": an infinitive's purpose)."""
    rest = closing_rest(b, around)
    if rest is None or len(rest) != 2 or rest[0].low != "to" or rest[1].low not in _MADE:
        return b
    if len(a) < 3 or len(b) < 2 or a[0].low in PREPOSITIONS or not (is_verb(b[0], initial=True) or takes_object(b)):
        return b
    return [*b, *rest] if any(t.low in PREPOSITIONS for t in a[1:-1]) else b
