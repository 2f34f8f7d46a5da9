"""A purpose after two measured options ("350°F for 40 min or 425°F for 25 min | for a whole chicken"): each option is
an amount and its measured phrase ("for 40 min", "at 180C"), and a second "for" phrase after B's own, opening on no
number, is what both are for; B ends before it."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token

__all__ = ["measured_purpose"]


def measured_purpose(a: list[Token], b: list[Token]) -> list[Token]:
    """B without a closing "for" phrase when A and B both hold a preposition before a number ("350°F | for 40 min",
    "425°F | for 25 min") and B's later "for" opens on a determiner ("… | for a whole chicken"): "350°F for 40 min or
    425°F for 25 min for a whole chicken" → "425°F for 25 min"; B as it was otherwise ("$500 or $900 | for 12
    months": A has no measured phrase; "… or a 2022 Sienna w/ 30k for $38k": B's own price)."""
    a_prep = _measured_preposition(a)
    b_prep = _measured_preposition(b)
    if a_prep is None or b_prep is None or a[a_prep].low != b[b_prep].low:
        return b
    for k in range(b_prep + 2, len(b) - 1):
        if b[k].low == "for" and b[k + 1].low in DETERMINERS:
            return b[:k]
    return b


def _measured_preposition(toks: list[Token]) -> int | None:
    """Where the first preposition before a number stands in ``toks`` after its first word ("425°F | for 25 min")."""
    for k in range(1, len(toks) - 1):
        if toks[k].low in PREPOSITIONS and toks[k + 1].text[:1].isdigit():
            return k
    return None
