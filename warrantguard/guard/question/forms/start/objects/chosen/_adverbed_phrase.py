"""A place or manner adverb before A's last phrase against a B of two phrases ("cheaper booked | online in advance or
on the day in resort"): B's second phrase ("in resort") answers the adverb ("online") as its first answers A's
phrase, so the adverb is A's own, not a word both options share (added in session 49; against one phrase, "pay
online | by card or in cash", the adverb stays shared)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPS, Token, adverbial

__all__ = ["adverbed_phrase"]


def adverbed_phrase(core: list[Token], k: int, b: list[Token]) -> int:
    """Where A starts in ``core``: at the adverb just before A's phrase at ``k`` when B, opening on a preposition,
    holds a second phrase of its own (not an "of" phrase of its noun); ``k`` otherwise."""
    if k < 1 or not adverbial(core[k - 1]) or not b or b[0].low not in PREPS:
        return k
    second = any(t.low in PREPS and t.low != "of" for t in b[2:])
    return k - 1 if second else k
