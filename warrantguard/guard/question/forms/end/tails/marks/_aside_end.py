"""Option B ending at its own parenthesis when A ends at its own ("MATH 151 (4 credits) or MATH 141 (3 credits) | for
a non-STEM major"): the two options are written alike, so what follows B's aside is the context both share."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token


def aside_end(a: list[Token], b: list[Token]) -> list[Token]:
    """B cut after its closing parenthesis when A closes on one and a preposition follows B's ("… (3 credits) | for a
    non-STEM major"); B as it was otherwise ("Plan A (cheap) or Plan B (fast) with extras": no preposition)."""
    if not a or not a[-1].text.endswith(")") or "(" not in a[-1].text + " ".join(t.text for t in a):
        return b
    closes = [k for k in range(1, len(b) - 1) if b[k].text.endswith(")")]
    if len(closes) != 1 or b[closes[0] + 1].low not in PREPOSITIONS:
        return b
    return b[: closes[0] + 1]
