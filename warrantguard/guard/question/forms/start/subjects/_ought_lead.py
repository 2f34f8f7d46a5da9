"""An inverted "ought" asking which to do ("Ought we to | run the claim … or just leave it out?"): the modal, its
subject and its "to" lead in to A's verb phrase, as "Should we" does (added for the hundred-and-twenty-third held-out
part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["ought_lead"]

_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she"})


def ought_lead(toks: list[Token], i: int) -> int | None:
    """Where A's verb starts after "Ought <subject> (not) to" opening the side at ``i`` ("Ought we to | run …",
    "Ought I not to | …"); ``None`` otherwise ("Ought" with no subject and "to" after it)."""
    low = [t.low for t in toks[i : i + 4]] + ["", "", "", ""]
    if low[0] != "ought" or low[1] not in _SUBJECTS:
        return None
    to = 2 + (low[2] == "not")
    return i + to + 1 if low[to] == "to" and i + to + 1 < len(toks) else None
