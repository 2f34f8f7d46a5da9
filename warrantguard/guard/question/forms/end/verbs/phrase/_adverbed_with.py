"""A "with" phrase right after B's bare verb and the adverb B opens with, against a verb and its object as A ("take
a wilderness navigation course or just practice | with map and compass on my own"): B's verb takes no object, so the
phrase is what B's verb is done with, B's own, not a means both options share ("… or just fix it | with epoxy": an
object before it, cut or refused as before) (added for the eighty-sixth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PRONOUNS, Token, is_verb

__all__ = ["adverbed_with"]

_OPENING_ADVERBS = frozenset({"just", "simply"})


def adverbed_with(core: list[Token], right: list[Token], k: int) -> bool:
    """Is the "with" at B's ``k``-th word right after B's opening "just" / "simply" and its verb, A a verb and its
    object ("take a course or just practice | with map and compass")? Not after B's object ("just fix it | with
    epoxy"), nor when A has no object to set against B's bare verb."""
    if k != 2 or k + 1 >= len(right) or right[k].low != "with" or right[0].low not in _OPENING_ADVERBS:
        return False
    if not is_verb(right[1]) or right[k + 1].low in PRONOUNS:
        return False
    return len(core) >= 3 and is_verb(core[0], initial=True) and any(t.low in DETERMINERS for t in core[1:3])
