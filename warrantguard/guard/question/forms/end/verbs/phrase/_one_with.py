"""A "with" phrase of a comparative right after B's object "one" / "ones" ("go to M8 class 10.9 bolts or keep the M10
8.8 ones | with better preload control"): the pronoun stands for A's head, and the phrase tells the ones B means
apart by a compared feature, B's own, not a means both options share ("… or renovate the old one | with public
money", "… or buy a new one | with the bonus": cut or refused as before) (added for the eighty-third held-out
part). A bare "the one" / "the ones" before its "with" phrase ("… or fix the one | with the blown regulator") cannot
stand without it: the phrase tells which one, B's own (added for the hundred-and-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, DEGREE, Token

__all__ = ["one_with"]


def one_with(right: list[Token], k: int) -> bool:
    """Is the "with" at B's ``k``-th word right after an articled "one" / "ones" closing B's object, a comparative
    after it ("keep the M10 8.8 ones | with better preload control")? Not after a noun ("use through-bolts | with
    nuts"), nor before a means ("a new one | with the bonus")."""
    if k < 3 or k + 1 >= len(right) or right[k].low != "with" or right[k - 1].low not in ("one", "ones"):
        return False
    if right[k - 2].low == "the" and k == 3:  # "fix the one | with the blown regulator": which one, B's own
        return True
    if right[k + 1].low not in COMPARATIVES | DEGREE:
        return False
    return any(t.low in ("the", "a", "an", "my", "our", "your", "their") for t in right[1 : k - 1])
