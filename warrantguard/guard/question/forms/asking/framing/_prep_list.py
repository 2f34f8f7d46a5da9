"""A list of three prepositional phrases before the 'or' ("seat her | with my parents, with her own siblings, or at
the head table"; "split the costs: | evenly, by income, or by use"): the piece before the last comma is a third
option, though it opens no list the way a bare noun does."""

from __future__ import annotations

from warrantguard.guard.question.words import LEAD_MARKERS, PREPOSITIONS, SENTENCE_ADVERBS, Token

__all__ = ["prepositional_list"]

_REACH = 5  # words of the piece's last phrase, its preposition first


def prepositional_list(prev: list[Token], seg: list[Token]) -> bool:
    """Is ``prev`` (the piece before the comma) a third item of a list ``seg`` continues, before an Oxford comma?
    Yes when ``seg`` opens with a preposition and ``prev`` closes on a phrase opening with the same one ("… seat
    her with my parents, | with her own siblings, or …"), or ``prev`` is a lone manner adverb in -ly ("…: evenly, |
    by income, or …"; not "Honestly, | by train or by car?")."""
    if not prev or len(seg) < 2 or seg[0].low not in PREPOSITIONS:
        return False
    if len(prev) == 1:
        w = prev[0].low
        return w.endswith("ly") and len(w) > 4 and w not in LEAD_MARKERS | SENTENCE_ADVERBS
    tail = prev[-_REACH:]
    return any(t.low == seg[0].low for t in tail[:-1])
