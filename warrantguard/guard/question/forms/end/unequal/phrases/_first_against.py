"""A noun A closing on "first" set against a noun B without it ("pay off my klarna first or my credit card", "do
the dishes first or the laundry"): the order asked of the one verb, so "first" is the verb's and A is the noun
alone; a possessive both open with is shared too ("my klarna | my credit card" read "klarna | credit card")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Around, Token

__all__ = ["first_against"]


def first_against(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """``a`` without its closing "first" (and both without the possessive they share) when A and B open with a
    determiner, B holds no "first" and closes the sentence ("… my klarna first or my credit card"); else unchanged."""
    if len(a) < 3 or len(b) < 2 or a[-1].text.lower() != "first" or a[0].low not in DETERMINERS \
            or b[0].low not in DETERMINERS or any(t.low.rstrip("?!.,") == "first" for t in b):
        return a, b
    nxt = around.next(b[-1])
    if nxt is not None and not b[-1].text.endswith(("?", "!", ".")):
        return a, b  # "… or my credit card | with the bonus": more after B
    a = a[:-1]
    if a[0].low == b[0].low and a[0].low in POSSESSIVES:
        return a[1:], b[1:]
    return a, b
