"""A phrasal verb that takes no object as option A ("fight back or hand over | the phone"): A's verb cannot share B's
object, so the object after B's phrasal verb is B's own, not both options' as in "pick up or drop off | the kids"
(added for the hundred-and-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Token

__all__ = ["intransitive_phrasal"]

# Phrasal verbs never followed by an object ("fight back", "back down"), as (verb, particle); not those that take one
# as well ("wake up the kids", "take off your shoes", "hold out your hand").
_NO_OBJECT = frozenset({("fight", "back"), ("hit", "back"), ("strike", "back"), ("back", "down"), ("back", "off"),
                        ("give", "in"), ("cave", "in"), ("stand", "down"), ("sit", "down"), ("lie", "down"),
                        ("calm", "down"), ("show", "up"), ("stay", "up"), ("stay", "out"), ("go", "out"),
                        ("go", "away"), ("run", "away"), ("walk", "away"), ("drop", "out"), ("move", "out"),
                        ("move", "away"), ("sleep", "in"), ("speak", "up"), ("chill", "out")})


def intransitive_phrasal(core: list[Token], right: list[Token]) -> bool:
    """Is A a phrasal verb alone that never takes an object ("fight back", "back down", "walk away"), and B's phrasal
    verb followed by an object of its own ("hand over | the phone"; not "stand up | for the anthem": no object)?"""
    obj = right[2].low if len(right) > 2 else ""
    return len(core) == 2 and (core[0].low, core[1].low) in _NO_OBJECT and obj in DETERMINERS | POSSESSIVES
