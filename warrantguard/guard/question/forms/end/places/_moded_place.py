"""A mode closing A against a phrase of place or mode after B ("WGU online or the community college | in person",
"the course remotely or the bootcamp | at the campus"): A's own way of taking it stands against B's, so the phrase is
B's own, not both options' (added in session 43, from the hundred-and-sixteenth part: B read as "community
college")."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token

__all__ = ["moded_against_place"]

_MODES = frozenset({"online", "remotely", "remote", "virtually", "virtual", "in-person", "onsite", "on-site",
                    "offsite", "off-site"})
_PLACE_PREPS = frozenset({"in", "at", "on", "near", "by"})


def moded_against_place(a: list[Token], right: list[Token], k: int) -> bool:
    """Is word ``k`` of B's side a preposition of place after B's noun, A closing on a mode ("online", "remotely")
    and having a word before it ("WGU online" / "the community college | in person")? Not when B before it has a
    preposition or a participle of its own ("classes taken online or classes taken in person | at the center": B's
    mode is "in person", the place after it both's)."""
    if len(a) < 2 or a[-1].low.rstrip("?!.,") not in _MODES or right[k].low not in _PLACE_PREPS:
        return False
    if any(t.low in PREPOSITIONS or t.low in _MODES or t.low.endswith(("ed", "en")) for t in right[:k]):
        return False
    return k > 0 and right[k - 1].low.isalpha() and k + 1 < len(right)
