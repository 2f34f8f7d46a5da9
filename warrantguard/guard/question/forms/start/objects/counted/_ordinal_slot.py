"""A verb and its object before A's ordinal, B a lone ordinal ("bat our best hitter | 1st or 3rd"): the object is
both options', the two ordinals (places in an order) are the options (added for the sixty-sixth held-out part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, Token

__all__ = ["ordinal_slot"]

_ORDINAL = re.compile(r"\d{1,2}(?:st|nd|rd|th)")


def ordinal_slot(a: list[Token], b: list[Token]) -> list[Token]:
    """A cut to its closing ordinal when B is one ordinal ("bat our best hitter | 1st" / "3rd", "put the new guy |
    2nd" / "4th"); A as it is otherwise ("the 1st" / "3rd": a determiner's ordinal; "the 1st floor" / "3rd": A
    closes on no ordinal)."""
    if len(a) < 2 or len(b) != 1 or not _ordinal(a[-1]) or not _ordinal(b[0]):
        return a
    return a if a[-2].low in DETERMINERS | POSSESSIVES else a[-1:]


def _ordinal(tok: Token) -> bool:
    """Is ``tok`` a written ordinal ("1st", "3rd", "10th")?"""
    return _ORDINAL.fullmatch(tok.low.rstrip("?.!,")) is not None
