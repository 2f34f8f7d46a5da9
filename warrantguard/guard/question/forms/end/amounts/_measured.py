"""Two amounts and what they measure: "1 litre or 2 litres | of water a day" (the "of" phrase after B's unit
names the stuff both amounts are of, so B ends before it); "Is the emission factor | 0.386 kgCO2e/kWh or 0.417
kgCO2e/kWh" (the quantity named before A's amount is what both amounts measure, so A starts at its number); two kinds
of one head before "of" ("a certified copy or a regular copy | of the judgment"): what both are of."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import ARTICLES, PREPS, Token

__all__ = ["measured_amounts", "measured_of"]


def measured_of(a: list[Token], right: list[Token], k: int) -> bool:
    """Is A a number and a unit, and B a number and the same unit before "of" at ``k`` ("1 litre or 2 litres |
    of water", "half a cup or 2 cups | of rice" is not: A must be a number and one word), or A and B numbers or
    versions of one shape ("v2.3 or v2.4 | of the brand guidelines": the document both are versions of), or two kinds
    of one head (:func:`_same_head_of`)?"""
    if right[k].low == "of" and k == 1 and len(a) == 1 and k + 1 < len(right):
        return _numbered_alike(a[0].low, right[0].low)  # "v2.3 or v2.4 | of the brand guidelines"
    if _same_head_of(a, right, k):
        return True  # "a certified copy or a regular copy | of the judgment"
    if right[k].low != "of" or k != 2 or len(a) != 2 or k + 1 >= len(right):
        return False
    a_unit, b_unit = a[1].low.removesuffix("s"), right[1].low.removesuffix("s")
    return _number(a[0].low) and _number(right[0].low) and a_unit == b_unit and a_unit.isalpha()


def _same_head_of(a: list[Token], right: list[Token], k: int) -> bool:
    """Are A and B one modifier each before the same head noun, "of" at ``k`` after B's ("a certified copy or a
    regular copy | of the judgment"): what both are of, A naming its head without it (not "a copy of the will or a
    copy of the deed": A's own "of" sets it apart)?"""
    start = 1 if right and right[0].low in ARTICLES else 0
    if right[k].low != "of" or k != start + 2 or k + 1 >= len(right) or len(a) != 2:
        return False
    head = a[1].low  # not a name's head ("the Central District or the Southern District | of California")
    return head.isalpha() and head == right[k - 1].low and not right[k - 1].capitalized \
        and a[0].low != right[start].low and a[0].low.isalpha()


def _numbered_alike(a: str, b: str) -> bool:
    """Are ``a`` and ``b`` numbers or version numbers of one shape ("v2.3" / "v2.4", "3" / "4"): the same letters
    before their digits, and nothing after them?"""
    ma, mb = _VERSION.fullmatch(a), _VERSION.fullmatch(b)
    return ma is not None and mb is not None and ma.group(1) == mb.group(1)


_VERSION = re.compile(r"([a-z]{0,3})\d+(?:\.\d+)*")


def _number(word: str) -> bool:
    """A numeral ("1", "2.5", "1,000") or a fraction written with a slash ("1/4")."""
    return word.replace(".", "").replace(",", "").isdigit() or _FRACTION.fullmatch(word) is not None


_FRACTION = re.compile(r"\d{1,3}/\d{1,3}")


def measured_amounts(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]]:
    """A from its amount when B is a number and a unit and A ends with a number and the same unit after lower-case
    words naming the quantity ("the emission factor | 0.386 kgCO2e/kWh" / "0.417 kgCO2e/kWh", "the speed limit | 55
    mph" / "65 mph", "Lie angle | 1° upright" / "2° upright"); else the pair as it was. Not after a preposition ("rated
    at 50 MVA"), nor a name (a capital only on the name's first word, before a lower-case one, opens the name of a
    quantity in degrees)."""
    if len(b) != 2 or len(a) < 3 or not (_degrees(b[0].low) and _degrees(a[-2].low)) or a[-1].low != b[1].low:
        return a, b
    named = a[:-2]
    marked = a[-2].low.endswith("°")  # "Lie angle | 1° upright": a marked amount; not "Ceiling height 9 ft"
    if any(not t.low.isalpha() or (t.capitalized and not (marked and _opening(t, named))) or t.low in PREPS
           for t in named):
        return a, b
    return a[-2:], b


def _degrees(word: str) -> bool:
    """A number, or a number of degrees ("1°", "2.5°")."""
    return _number(word.removesuffix("°"))


def _opening(tok: Token, named: list[Token]) -> bool:
    """Is ``tok`` capitalised only as its sentence's first word, opening a name of two or more words for the quantity,
    the next in lower case ("Lie angle | 1° upright", "Re: Lie angle | 1° upright")?"""
    return tok is named[0] and len(named) > 1 and named[1].text.islower()
