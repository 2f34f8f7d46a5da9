"""An adverb before A's verb kept when B keeps its own ("should we | still go or just reschedule"): the two
adverbs set the options against each other, so each option keeps its adverb (the pair stays parallel)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, is_verb

__all__ = ["paired_adverb"]

# Adverbs of focus or time an option opens with before its verb ("still go", "just reschedule").
_OPENING = frozenset({"still", "just", "actually", "really", "simply"})


def paired_adverb(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """Option A with the adverb written before its verb when B opens with such an adverb and its verb ("still | go"
    / "just reschedule"); A unchanged otherwise (no adverb before it, or none opening B)."""
    prev = around.prev(a[0])
    if prev is None or prev.low not in _OPENING or len(b) < 2 or b[0].low not in _OPENING:
        return a
    if not is_verb(a[0], initial=True) or not is_verb(b[1], initial=True):
        return a
    return [prev, *a]
