"""Option B a bare preposition answering one in A ("tell him | before we get engaged or after"): A starts at its
counterpart, wherever the left side holds another ("about my past with sex work before …")."""

from __future__ import annotations

from warrantguard.guard.question.words import text as tx

# Prepositions standing alone as B, each with the one it answers in A.
_COUNTERPARTS = {"after": "before", "before": "after", "without": "with", "with": "without",
                 "outside": "inside", "inside": "outside"}


def bare_counterpart(left: list[tx.Token], right: list[tx.Token]) -> tuple[list[tx.Token], list[tx.Token]] | None:
    """"Should I tell my partner about my past with sex work | before we get engaged or after?": B the bare
    counterpart of a preposition in A (the last one) which opens A's phrase or clause; ``None`` when B is more
    than that word or the left side holds no counterpart past its first word."""
    if len(right) != 1 or right[0].low not in _COUNTERPARTS:
        return None
    wanted = _COUNTERPARTS[right[0].low]
    at = [k for k in range(1, len(left) - 1) if left[k].low == wanted]
    return (left[at[-1] :], right) if at else None
