"""A noun option B qualified by "but" and a comparative ("a room with shared bathroom | but bigger", "the blue car |
but older"): the qualifier is said of B, after B; it is no part of B's span."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, Token

__all__ = ["but_qualified"]


def but_qualified(b: list[Token]) -> list[Token]:
    """B before its closing "but" and comparative ("… or a room with shared bathroom | but bigger?"), or before a
    "but" closing B (a coordinator cannot close an option); ``b`` unchanged otherwise ("cheap but good" holds no
    comparative, "… but only on weekends" more than a comparative)."""
    marks = [k for k in range(1, len(b)) if b[k].low == "but"]
    if not marks:
        return b
    k = marks[-1]
    rest = [t.low for t in b[k + 1 :]]
    if not rest or _comparative(rest):
        return b[:k]
    return b


def _comparative(words: list[str]) -> bool:
    """``words`` are one comparative ("bigger") or "more" / "less" and one word ("more central")."""
    if len(words) == 1:
        return words[0] in COMPARATIVES
    return len(words) == 2 and words[0] in ("more", "less") and words[1].isalpha()
