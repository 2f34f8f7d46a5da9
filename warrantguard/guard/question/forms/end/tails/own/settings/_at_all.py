""""quit with 2 weeks notice, or | no notice at all??": "at all" after a "no" phrase is that phrase's own (its
degree), not a place or time both options share."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["no_at_all"]


def no_at_all(b: list[Token], around: Around) -> list[Token]:
    """B with the "at all" right after it when B opens with "no" ("no notice | at all", "no car | at all"); else
    ``b`` ("a car | at all times": no "no")."""
    first = around.next(b[-1])
    if b[0].low != "no" or first is None or first.text != "at":
        return b
    second = around.next(first)
    if second is None or second.low != "all":
        return b
    after = around.next(second)
    closes = after is None or second.text != "all" or not after.low.isalpha()  # not "at all | times"
    return [*b, first, second] if closes else b
