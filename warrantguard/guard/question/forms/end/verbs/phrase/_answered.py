""""build multi-arch images with buildx or maintain separate Dockerfiles | for arm64": A a verb, its object and a
phrase of its own after it (how, where or from what it is done); B's "for" phrase right after its own verb and object
answers that phrase (B's own kind), not a purpose both options share (:func:`answered_for`)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.verbs.phrase._timed_with import time_with_b
from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, Token, is_verb

__all__ = ["answered_for"]

# Prepositions of A's own phrase after its object: a means, an instrument, a place or a source.
_OWN_PREPS = frozenset({"with", "via", "through", "using", "in", "on", "from"})


def answered_for(core: list[Token], right: list[Token], k: int) -> bool:
    """Is B's ``k``-th word a "for" right after B's verb and its object (no preposition between), A (``core``) a verb,
    an object and a phrase of its own ("build X | with buildx" / "maintain Y | for arm64")? Not when A has no such
    phrase ("build the images or maintain Dockerfiles | for arm64": for both?) or has a "for" itself, nor before a
    determiner or pronoun ("… | for this site"). So a "with" and a time answering A's own time ("apply it all this fall
    or split it | with spring": :func:`time_with_b`)."""
    if time_with_b(core, right, k):
        return True
    if right[k].low != "for" or k < 2 or k + 1 >= len(right) or len(core) < 4 or not is_verb(core[0], initial=True):
        return False
    if right[k + 1].low in DETERMINERS or right[k + 1].low in PRONOUNS:
        return False  # "… or create a separate account | for this shopping site": a context both may share
    if not is_verb(right[0]) or any(t.low in PREPOSITIONS for t in right[1:k]) or any(t.low == "for" for t in core):
        return False
    return any(t.low in _OWN_PREPS for t in core[2:-1])
