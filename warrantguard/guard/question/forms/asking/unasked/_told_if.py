""""Can someone explain if | SSDI or private LTD pays out first …": "if" after a verb of telling or knowing opens an
indirect question, which asks between the two options; the indefinite subject is who is asked to answer, not who
might do it (as "whether" would tell)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["told_if"]

_TELLING = frozenset({"explain", "tell", "know", "say", "confirm", "clarify", "advise", "check", "me", "us"})


def told_if(sentence: list[Token], a: list[Token]) -> bool:
    """Does option ``a`` follow "if" right after a verb of telling or knowing ("explain if | SSDI …", "tell me if |
    …")? Not "Can someone in IT or facilities look at …" (no "if")."""
    k = next((k for k, t in enumerate(sentence) if a and t.start == a[0].start), None)
    return k is not None and k >= 2 and sentence[k - 1].low == "if" and sentence[k - 2].low in _TELLING
