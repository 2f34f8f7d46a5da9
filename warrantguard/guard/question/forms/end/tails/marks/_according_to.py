"""A source closing B, "according to …": "Was the unit at Arnhem or at Nijmegen | according to the war diary?": the
source the question asks after, both options' alike, no part of B. Added for the hundred-and-twenty-first part."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["according_to_b"]


def according_to_b(b: list[Token], around: Around) -> list[Token]:
    """B cut before an "according" followed by "to" after at least one word of B's own ("at Nijmegen | according to
    the war diary", "the 7th | according to his papers"); ``b`` otherwise."""
    for k in range(1, len(b)):
        nxt = b[k + 1] if k + 1 < len(b) else around.next(b[k])
        if b[k].low == "according" and nxt is not None and nxt.low == "to" and b[k - 1].text[-1:] not in "-'":
            return b[:k]
    return b
