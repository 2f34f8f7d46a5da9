"""A list of three prepositional phrases before the 'or' ("seat her | with my parents, with her own siblings, or at
the head table"; "split the costs: | evenly, by income, or by use"): the piece before the last comma is a third
option, though it opens no list the way a bare noun does."""

from __future__ import annotations

from warrantguard.guard.question.words import LEAD_MARKERS, PREPOSITIONS, SENTENCE_ADVERBS, Token, is_verb

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
    return any(t.low == seg[0].low for t in tail[:-1]) or _placed_items(prev, seg)


_ITEM_PREPS = frozenset({"on", "in", "at", "through", "via", "by", "with", "from", "over", "under", "near"})
_ITEM_REACH = 3  # words of a short place or means phrase closing the piece before the comma


def _placed_items(prev: list[Token], seg: list[Token]) -> bool:
    """Does ``prev`` close on a short place or means phrase ("Sell the collection | on eBay") and ``seg`` open
    another with its own preposition ("| at a swapmeet, or through an auction house?")? Two such phrases, each set
    off by a comma, are the first two items of a list of three (not "Honestly, | by train or by car?": no phrase)."""
    if seg[0].low not in _ITEM_PREPS or len(seg) > _ITEM_REACH + 2:
        return False
    at = next((k for k in range(len(prev) - 2, max(len(prev) - _ITEM_REACH - 1, 0), -1)
               if prev[k].low in _ITEM_PREPS), None)
    return at is not None and not any(is_verb(t) for t in prev[at + 1 :])
