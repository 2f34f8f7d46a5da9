"""Two amounts in the same unit, B's followed by bare nouns ("Is 20 mins or 40 mins | processing time right …"): A is
the amount alone, so the nouns after B's unit are what both amounts measure, and B is its amount ("40 mins")."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, Token

__all__ = ["twin_amount_b"]

_NOT_HEAD = DETERMINERS | PREPOSITIONS | PRONOUNS | frozenset({"and", "or", "but", "than", "each", "per"})


def twin_amount_b(a: list[Token], b: list[Token]) -> list[Token]:
    """B cut to its number and unit when A is a number and the same unit and B goes on with two lower-case words or
    more ("20 mins or 40 mins | processing time"); ``b`` itself otherwise (one word, "a 3000 psi or 4000 psi mix", a
    compound of B's own; "20 mins or 40 mins | a day", a rate; "$20 or 40 mins")."""
    if len(a) != 2 or len(b) < 4 or not _number(a[0]) or not _number(b[0]) or a[1].low != b[1].low:
        return b
    if not a[1].low.isalpha() or any(not t.text.isalpha() or t.capitalized or t.low in _NOT_HEAD for t in b[2:]):
        return b
    return b[:2]


def _number(tok: Token) -> bool:
    return tok.text.replace(".", "", 1).replace(",", "").isdigit()
