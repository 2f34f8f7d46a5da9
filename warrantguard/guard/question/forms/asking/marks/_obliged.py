"""What may be done against what must be: "Can I break the lease or do I have to give them more time?", "can we send
a 30-day notice or must we wait out the term?". The second question asks the same subject's obligation, so the
sentence weighs the two verb phrases (not the yes/no "Can I freeze it or does it go bad?")."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["obliged_b", "obliged_choice"]

_MAY = frozenset({"can", "may", "could"})
_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she"})


def obliged_b(right: list[Token]) -> int | None:
    """Where B's verb phrase starts after the obligation opening the right side ("or | do I have to | give them more
    time", "or | do we need to | wait", "or | must we | wait", "or | have I got to | …"), or ``None``."""
    w = [t.low for t in right[:5]] + [""] * 5
    if w[0] in ("do", "does") and w[1] in _SUBJECTS and w[2] in ("have", "need") and w[3] == "to" and len(right) > 4:
        return 4
    if w[0] in ("have", "has") and w[1] in _SUBJECTS and w[2] == "got" and w[3] == "to" and len(right) > 4:
        return 4
    if w[0] == "must" and w[1] in _SUBJECTS and len(right) > 2:
        return 2
    return None


def obliged_choice(sentence: list[Token]) -> bool:
    """Does "can|may|could <subject> … or" meet the obligation of the same subject ("Can I | break the lease | or do I
    have to …"), with no other 'or' in between?"""
    starts = [k for k in range(len(sentence) - 1) if sentence[k].low in _MAY and sentence[k + 1].low in _SUBJECTS]
    if not starts:
        return False
    k = starts[0]
    ors = [j for j in range(k + 2, len(sentence)) if sentence[j].low == "or"]
    return len(ors) == 1 and obliged_b(sentence[ors[0] + 1 :]) is not None \
        and sentence[ors[0] + 2].low == sentence[k + 1].low
