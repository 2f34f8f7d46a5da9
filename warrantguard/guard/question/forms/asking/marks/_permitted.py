"""Permission questions that still ask to choose (added for the sixty-eighth held-out part): leave to ask, set off
by a colon before the pair ("May I ask your help, please: | Samsung washing machine or Bosch one …?"), and a time
weighed against a later one ("can I take the flu vaccine | now or after the birth?"): when, not whether."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_PREPOSITIONS, TIME_WORDS
from warrantguard.guard.question.words import text as tx

__all__ = ["permitted_choice"]

_NOW = TIME_WORDS & frozenset({"now", "today", "tonight", "first"})


def permitted_choice(sentence: list[tx.Token]) -> bool:
    """Does the "Can I / May I …" ``sentence`` ask to choose after all: leave to ask closed by a colon before the "or"
    ("May I ask your help, please: | A or B"), or "now" against a time preposition's phrase ("… now or after the
    birth?"), not a "before" / "after" phrase of its own ("can I eat now or later?" has none; "… now or never")?"""
    low = [t.low for t in sentence]
    ors = [k for k, w in enumerate(low) if w == "or"]
    if len(ors) != 1 or len(low) < 4:
        return False
    k = ors[0]
    colon = next((j for j, t in enumerate(sentence[:k]) if t.text.endswith(":")), None)
    if low[2] == "ask" and colon is not None and colon < k - 1:
        return True  # "May I ask your help, please: | A or B"
    return k + 2 < len(low) and low[k - 1] in _NOW and low[k + 1] in TIME_PREPOSITIONS
