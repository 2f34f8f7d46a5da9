"""The asker naming the question before the pair, without its mark: "… and the big question is | guppies or platies",
"so our dilemma is: | a van or a car". The options follow the copula, as they would follow "which is better,"."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["named_question"]

_NAMES = frozenset({"question", "choice", "decision", "dilemma"})
_OWNERS = frozenset({"the", "my", "our"})
_BE = frozenset({"is", "was"})
_MODIFIERS = 2  # words such as "big", "main", "real" between the owner and the name


def named_question(toks: list[Token], i: int) -> int:
    """Where option A starts after "the / my / our [big] question / choice / dilemma is" on the left side from ``i``
    ("… the big question is | guppies or …"), or ``i`` when no such naming closes in on A. A colon may follow
    "is"; "whether" / "if" after it are left to the indirect question's mark."""
    for k in range(len(toks) - 2, i, -1):
        if toks[k].low.rstrip(":") not in _BE or toks[k - 1].low not in _NAMES:
            continue
        owner = next((j for j in range(k - 2, max(i, k - 2 - _MODIFIERS) - 1, -1) if toks[j].low in _OWNERS), None)
        if owner is None or not all(t.low.isalpha() for t in toks[owner + 1 : k - 1]):
            return i
        nxt = toks[k + 1].low
        return i if nxt in ("whether", "if", "between", "to", "that", "not") else k + 1
    return i
