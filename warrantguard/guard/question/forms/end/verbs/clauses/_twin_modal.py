"""Two clauses, each its own subject and the same modal, the verb phrases the options ("She can widen it for £90 or | I
can | part-ex it for a Bliss. Which makes more sense?"): B's subject and modal are no part of B, as A's are none of
A (added for the hundred-and-thirty-ninth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["twin_modal_b"]

_MODALS = frozenset({"can", "could", "may", "might", "will", "would"})
_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she"})


def twin_modal_b(lead: list[Token], right: list[Token]) -> int | None:
    """Where B's verb phrase starts after a subject pronoun and the modal A's lead closes on ("She can | … or | I can |
    part-ex it"), A's lead a subject and that modal; ``None`` otherwise."""
    if len(lead) < 2 or len(right) < 3 or lead[-1].low not in _MODALS or right[1].low != lead[-1].low:
        return None
    subject_a = lead[-2].low in _SUBJECTS or lead[-2].capitalized
    return 2 if subject_a and right[0].low in _SUBJECTS and right[2].text[:1].isalpha() else None
