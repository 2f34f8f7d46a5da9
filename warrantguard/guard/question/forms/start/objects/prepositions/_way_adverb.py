"""A way given by an adverb and its preposition against a way given by a preposition: "be collected | in cash at the
door or online through LaunchGood", "pay | online via the school app or in cash …": each option is a whole way, so A
keeps the preposition before it (against B's adverb) or the adverb before it (against B's preposition)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["way_adverb_a"]

# Adverbs of the way a thing is done or sent, that take a preposition after them ("online | through …")
WAY_ADVERBS = frozenset({"online", "offline", "directly", "direct", "electronically", "remotely", "locally",
                          "digitally", "manually", "automatically", "separately", "anonymously", "publicly",
                          "privately", "personally", "centrally"})
_MEANS = frozenset({"via", "through", "by", "with", "from", "at", "on"})  # a way's prepositions, no time's ("over")


def way_adverb_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the preposition before it when B opens on a way adverb and a preposition ("in | cash at the door or
    online through …"), or with the way adverb before it when A opens on a preposition and B on another ("online |
    via the school app or in cash …"); ``a`` otherwise ("online | over the summer or in person": a time)."""
    if not a or len(b) < 2:
        return a
    prev = around.prev(a[0])
    if prev is None or not prev.text.isalpha():
        return a
    if b[0].low in WAY_ADVERBS and b[1].low in PREPOSITIONS and a[0].low not in PREPOSITIONS | WAY_ADVERBS:
        return [prev, *a] if prev.low in PREPOSITIONS and prev.low != b[1].low else a
    if a[0].low in _MEANS and b[0].low in PREPOSITIONS and b[0].low != a[0].low and prev.low in WAY_ADVERBS:
        return [prev, *a]
    return a
