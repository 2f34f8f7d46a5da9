""""with a" and a bare noun after B when "the" opens both options ("the 80mm apo or the 8-inch SCT | with a reducer |
for that target"): two particular things, and the fitting is B's one thing's own, not a condition both share (added
for the hundred-and-seventh held-out part; the fitting's article is "a", never a person or a state along)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings import closing_rest
from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["theed_fitting_b"]

_PURPOSES = frozenset({"for", "to"})
# What "with a …" after B may share with A: a person or animal along, or the asker's state.
_ALONG = frozenset({"toddler", "baby", "newborn", "kid", "child", "dog", "cat", "puppy", "friend", "partner", "group",
                    "budget", "deadline", "bad", "broken", "sore", "cold", "fever", "family", "view", "sprained",
                    "injured", "twisted", "stiff", "hurt", "ankle", "knee", "back", "leg", "foot", "hip", "wrist",
                    "stroller", "pram", "wheelchair", "cane", "suitcase", "bike", "heavy", "full", "big", "hangover"})


def _theed(side: list[Token], around: Around) -> bool:
    """Does "the" stand just before the option, or open it?"""
    prev = around.prev(side[0])
    return side[0].low == "the" or (prev is not None and prev.low == "the")


def theed_fitting_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with "with a/an" and one or two bare words closing the sentence or before a purpose, "the" opening A and B
    and A no "with" ("the 80mm apo or the 8-inch SCT | with a reducer | for that target"); ``b`` otherwise ("… or
    the train | with a toddler": whom both take along; "an apo or an SCT | with a reducer": no particular things)."""
    if not a or not b or any(t.low == "with" for t in a) or not (_theed(a, around) and _theed(b, around)):
        return b
    rest = closing_rest(b, around)
    if rest is None or len(rest) < 3 or rest[0].low != "with" or rest[1].low not in ("a", "an"):
        return b
    k = next((k for k, t in enumerate(rest) if t.low in _PURPOSES), len(rest))
    words = rest[2:k]
    if not 1 <= len(words) <= 2 or any(t.low in PREPOSITIONS or t.low in _ALONG or not t.text.isalpha()
                                       for t in words):
        return b
    return [*b, *rest[:k]]
