"""A verb B with its particle before a marked object ("take terminal leave or | sell back my 60 days", "… or | pay
off the card"): a noun takes no particle before a possessive or an article, so B is a verb phrase, not a noun phrase
like A's object (added in session 43, from the hundred-and-sixteenth part: refused as "a verb phrase or a noun
phrase")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Token

__all__ = ["particled_object_b"]

_PARTICLES = frozenset({"back", "off", "out", "up", "down", "away"})


def particled_object_b(right: list[Token]) -> bool:
    """Does B open on a lower-case word, a particle and a possessive or determiner ("sell back | my 60 days", "pay off
    | the card")? Not "cross trainers" (no particle), "pull-up bars" (one word), "back up drive" (no marked object)."""
    return len(right) > 2 and right[0].text.isalpha() and right[0].text.islower() and right[1].low in _PARTICLES \
        and right[2].low in POSSESSIVES | DETERMINERS
