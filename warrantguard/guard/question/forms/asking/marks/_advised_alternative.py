"""A permission question and an advice question on the same subject ("can I use the wool cycle | or should I hand
wash?", "Can I print the backup codes or should I store them …?"): the second asks what to do instead, so the two
verb phrases are the options, not a yes/no question and another ("Can I freeze it or does it go bad?": no advice;
"Is it OK to take ibuprofen or should I wait?": no subject asking leave)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["advised_alternative"]

_LEAVE = frozenset({"can", "could"})
_SUBJECTS = frozenset({"i", "we"})


def advised_alternative(lead: list[Token], right: list[Token]) -> bool:
    """Does B's side open "should I / we" while the lead's last words are "can" / "could" and the same subject ("…,
    can I | use the wool cycle or should I …")?"""
    if len(right) < 3 or len(lead) < 2 or right[0].low != "should" or right[1].low not in _SUBJECTS:
        return False
    return lead[-2].low in _LEAVE and lead[-1].low == right[1].low
