"""Two amounts and what they measure: "1 litre or 2 litres | of water a day" (the "of" phrase after B's unit
names the stuff both amounts are of, so B ends before it)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["measured_of"]


def measured_of(a: list[Token], right: list[Token], k: int) -> bool:
    """Is A a number and a unit, and B a number and the same unit before "of" at ``k`` ("1 litre or 2 litres |
    of water", "half a cup or 2 cups | of rice" is not: A must be a number and one word)?"""
    if right[k].low != "of" or k != 2 or len(a) != 2 or k + 1 >= len(right):
        return False
    a_unit, b_unit = a[1].low.removesuffix("s"), right[1].low.removesuffix("s")
    return _number(a[0].low) and _number(right[0].low) and a_unit == b_unit and a_unit.isalpha()


def _number(word: str) -> bool:
    """A numeral ("1", "2.5", "1,000")."""
    return word.replace(".", "").replace(",", "").isdigit()
