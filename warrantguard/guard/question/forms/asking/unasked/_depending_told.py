"""A statement telling a pair that varies with something ("My flight lands at 10 or 11pm depending on the connection
— will the metro still be running?", "We fly out in June or July depending on the term, should I book now?"), then
a question about something else: the pair is what happens, told, not two options to choose between; no word of
choosing may be in the question ("… depending on work — which is cheaper?" asks)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import text as tx

__all__ = ["depending_told"]

# The statement's subject and its verb, no auxiliary before them: "My flight lands", "we fly", "I usually take".
_TOLD = re.compile(r"\W*(?:i|we|my\s+\w+|our\s+\w+)\s+(?!should\b|shall\b|can\b|could\b|would\b)[a-z']+\b", re.I)
# After B, in its own clause: "depending on …" (or "depends on …"), then a clause or sentence break.
_DEPENDING = re.compile(r"[^.,;:!?—–]*?\b(?:depending|depends)\s+on\b[^.,;:!?—–]*(?:[.,;:!?]|\s[—–-]+)", re.I)
_CHOOSING = re.compile(r"\b(?:which|better|best|worse|rather|prefer|or|vs|versus|choose|pick|instead)\b", re.I)


def depending_told(smask: str) -> str | None:
    """Why ``smask`` (the masked prompt from its choice sentence on) asks no choice: a statement of a pair depending
    on something ("My flight lands at 10 or 11pm depending on the connection") and then a question choosing nothing
    ("— will the metro still be running?"); or ``None``."""
    co = tx.OR.search(smask)
    if co is None or not _TOLD.match(smask[: co.start()]) or _CHOOSING.search(smask[: co.start()]):
        return None
    told = _DEPENDING.match(smask, co.end())
    if told is None or "?" not in smask[told.end() :] or _CHOOSING.search(smask[told.end() :]):
        return None
    return "it tells a pair that depends on something ('… depending on …'), then asks another question, not a choice"
