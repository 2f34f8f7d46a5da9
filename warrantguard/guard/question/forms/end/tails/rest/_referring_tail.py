"""A phrase closing B on a pronoun pointing back to the verb's object ("return the dish empty or with something | in
it", "… or with a note | on them"): it completes B's own phrase ("something in it"), no context both options share."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["referring_tail"]

_PREPS = frozenset({"in", "on", "inside", "with", "under", "over", "around"})
_BACK = frozenset({"it", "them"})


def referring_tail(b: list[Token], right: list[Token]) -> list[Token]:
    """B through a closing preposition and "it" / "them" cut from it ("with something | in it"); ``b`` unchanged
    unless the cut tail is only those two words, closing B's side, and B opens on a preposition of its own."""
    if len(b) < 2 or len(right) != len(b) + 2 or right[: len(b)] != b or b[0].low not in _PREPS | {"without"}:
        return b
    prep, back = right[len(b)], right[len(b) + 1]
    return right if prep.low in _PREPS and back.low.rstrip("?!.") in _BACK else b
