"""An adverb before A's verb kept when B keeps its own ("should we | still go or just reschedule"): the two
adverbs set the options against each other, so each option keeps its adverb (the pair stays parallel); an -ly
adverb counts too ("partially drain … or just raise")."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, is_verb, manner_adverb

__all__ = ["paired_adverb"]

# Adverbs of focus or time an option opens with before its verb ("still go", "just reschedule").
_OPENING = frozenset({"still", "just", "actually", "really", "simply"})


def paired_adverb(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """Option A with the adverb written before its verb when B opens with such an adverb and its verb ("still | go"
    / "just reschedule"); A unchanged otherwise (no adverb before it, or none opening B)."""
    prev = around.prev(a[0])
    if prev is None or not _opening(prev.low) or len(b) < 2 or not _opening(b[0].low):
        return a  # an -ly manner counts too: "do I | partially drain … or just raise …"
    if not (is_verb(a[0], initial=True) or _after_subject(prev, around)) or not is_verb(b[1], initial=True):
        return a
    return [prev, *a]


def _after_subject(adverb: Token, around: Around) -> bool:
    """Does a subject pronoun come before the -ly ``adverb`` ("do I | partially | drain …"), so the word after it is
    a verb by its place, listed or not?"""
    subject = around.prev(adverb)
    return manner_adverb(adverb.low) and subject is not None and subject.low in _SUBJECTS


_SUBJECTS = frozenset({"i", "we", "you", "they"})


def _opening(word: str) -> bool:
    """An adverb of focus or time, or an -ly adverb of manner or degree ("partially", "fully")."""
    return word in _OPENING or manner_adverb(word)
