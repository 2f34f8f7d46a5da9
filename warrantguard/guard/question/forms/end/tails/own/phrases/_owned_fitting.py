""""with its own" / "with their own" and a noun closing the sentence after B ("series strings or each LED | with its own
resistor?"): the possessive points back to B's noun, the nearest, so the phrase is B's own fitting, not a means both
options share (added for the hundred-and-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings import closing_rest
from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["own_fitting_b"]

_OWNERS = frozenset({"its", "their"})


def own_fitting_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with its closing "with its own …" / "with their own …" phrase, a noun phrase of at most two words after
    "own" and no other preposition ("… or each LED | with its own resistor?", "… or two strips | with their own
    controllers"); ``b`` otherwise ("… or each LED | with a resistor": no "own", a means both may share; "… with its
    own resistor | on the board": more follows)."""
    if not a or not b:
        return b
    rest = closing_rest(b, around)
    if rest is None or not 4 <= len(rest) <= 5 or rest[0].low != "with" or rest[1].low not in _OWNERS \
            or rest[2].low != "own":
        return b
    if any(t.low in PREPOSITIONS | {"of", "and", "or"} for t in rest[3:]):
        return b
    return [*b, *rest]
