"""A yes/no auxiliary before a pair of relative times closing the sentence ("Will the city be repairing them this
year or next year?", "Does the lease renew this month or next month?"): it asks when, a choice between the two
times, not whether (as "Will my insurance cover A or B?" asks)."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_NOUNS, Token

__all__ = ["asked_when"]

_RELATIVE = frozenset({"this", "next", "last"})


def _relative_time(toks: list[Token]) -> bool:
    """Are ``toks`` "this" / "next" / "last" and a time noun ("this year", "next week")?"""
    words = [t.low.rstrip("?.!,") for t in toks]
    return len(words) == 2 and words[0] in _RELATIVE and words[1] in TIME_NOUNS


def asked_when(sentence: list[Token], a: list[Token]) -> bool:
    """Is option ``a`` a relative time and the sentence closing on another ("… them | this year or next year?")?"""
    words = [t for t in sentence if t.low.strip("?.!,")]
    if not _relative_time(a) or len(words) < 4 or words[-3].low != "or":
        return False
    return _relative_time(words[-2:]) and words[-4].end <= a[-1].end and words[-2].low != a[0].low
