"""Two opposite particles after a verb's object ("wearing my hair | up or down", "turn the heat | up or down", "keep
the lid | on or off"): the particles are the options, the verb and its object both share."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, is_verb

__all__ = ["opposed_particles"]

_CLAUSE_LEADS = frozenset({"when", "while", "whenever", "if", "until"})  # a clause both particles share
_OPPOSITES = {("up", "down"), ("down", "up"), ("in", "out"), ("out", "in"), ("on", "off"), ("off", "on")}


def opposed_particles(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """The two particles ("wearing my hair | up" / "down | for a black tie wedding"); ``None`` unless A's side closes
    on a particle after a word that is no verb ("go up or down" keeps its verb), and B is the opposite particle, alone
    or before a preposition ("down the stairs": a phrase of B's own)."""
    if len(left) < 2 or (left[-1].low, right[0].low) not in _OPPOSITES:
        return None
    if len(right) > 1 and right[1].low not in PREPOSITIONS | _CLAUSE_LEADS:  # "… on or off | when we have guests"
        return None
    if is_verb(left[-2], initial=left[-2] is left[0]) or left[-2].low in PREPOSITIONS:
        return None
    return left[-1:], right[:1]
