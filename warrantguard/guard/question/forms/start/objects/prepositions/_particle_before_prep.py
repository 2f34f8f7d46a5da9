"""A verb's particle left at option A's start before A's own preposition ("Should cuticle oil go | on | before bed or
after washing hands?"): B opens on a preposition of its own, so the options are the two prepositional phrases and the
particle ("go on") stays with the verb both share."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token, is_verb

__all__ = ["particle_before_prep"]

_PARTICLES = frozenset({"on", "in", "up", "out", "off", "down", "back", "away", "over"})
# Prepositions a particle joins into one ("out of", "on to", "up to", "off of"), not A's own.
_JOINED = frozenset({"of", "to", "into", "onto", "at", "for"})


def particle_before_prep(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without a particle opening it when a verb stands just before A, a preposition follows the particle and B
    opens on another preposition ("go | on | before bed or after washing hands"); ``a`` otherwise ("go on before
    bed or on waking": B opens as A does; "get out of the car or …": "out of" one preposition)."""
    if len(a) < 3 or not b or a[0].low not in _PARTICLES or a[1].low not in PREPOSITIONS or a[1].low in _JOINED:
        return a
    if b[0].low not in PREPOSITIONS or b[0].low in (a[0].low, *_JOINED):
        return a
    verb = around.prev(a[0])
    return a[1:] if verb is not None and is_verb(verb) else a
