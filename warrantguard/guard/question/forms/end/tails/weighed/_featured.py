"""One head written on both sides, each with its own modifier, and a "with" phrase after B's head ("low bun or high
bun | with a sweetheart neckline"): the modifiers tell the options apart, so the "with" phrase is what both are
weighed with, not a feature of B (added for the forty-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, POSSESSIVES, Token

__all__ = ["featured_pair"]


def featured_pair(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A and B a modifier and the head they share, B's "with" phrase cut ("low bun or high bun | with a sweetheart
    neckline", "a low bun or a high bun | with this dress"); ``None`` when the heads differ, a modifier is missing or
    the "with" phrase has no determiner ("… or a high bun with braids": braids may be B's own)."""
    b0 = int(bool(right) and right[0].low in ARTICLES)
    if len(left) < 2 or len(right) < b0 + 4 or right[b0 + 2].low != "with":
        return None
    head, mod_a, mod_b = left[-1].low, left[-2].low, right[b0].low
    if right[b0 + 1].low != head or mod_a == mod_b or not (mod_a.isalpha() and mod_b.isalpha()):
        return None
    if mod_a in DETERMINERS or mod_b in DETERMINERS or right[b0 + 3].low not in DETERMINERS | POSSESSIVES:
        return None
    if len(left) > 2 and left[-3].low not in ARTICLES:
        return None
    return left[-2:], right[b0 : b0 + 2]
