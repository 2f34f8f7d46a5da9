"""Two verb phrases told by their order: A closing on "first", B a word and "straight away" ("cut to 12% first or
bulk straight away"): doing one thing first against doing the other at once, so the options are verb phrases even
when neither verb is in a list."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Token

__all__ = ["ordered_verbs"]

# What does a thing at once, against another done first ("… or bulk | straight away").
_AT_ONCE = (("straight", "away"), ("right", "away"), ("straightaway",), ("immediately",), ("right", "now"),
            ("now",), ("directly",))


def ordered_verbs(core: list[Token], right: list[Token]) -> bool:
    """A of two to five words closing on "first" and B one lower-case word and "straight away", "right away",
    "immediately" or "now" ("cut to 12% first or | bulk straight away", "pay the card first or invest right away");
    not "the blue one first or | the red now" (B opens on a determiner), "Paris first or | Rome right away" (a
    name)."""
    if not 2 <= len(core) <= 5 or core[-1].low.rstrip("?.!,") != "first" or len(right) < 2:
        return False
    if core[0].low in DETERMINERS or not right[0].text.isalpha() or not right[0].text.islower():
        return False
    if right[0].low in DETERMINERS:
        return False
    rest = tuple(t.low.rstrip("?.!,") for t in right[1:])
    return rest in _AT_ONCE
