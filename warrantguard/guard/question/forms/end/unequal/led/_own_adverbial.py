"""A's own adverbial against a focus adverb and its phrase ("the camera records | continuously or only on motion",
"Neighbourhood watch signs | on every lamppost or just at the two ends of the street"): A's lone ``-ly`` adverb, or
the preposition phrase closing A, stands against B's phrase; the words before it are both options' (added for the
hundred-and-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, manner_adverb

__all__ = ["own_adverbial"]

_PHRASE_BOUND = 4  # words of A's closing preposition phrase


def own_adverbial(a: list[Token]) -> list[Token] | None:
    """A itself when it is one lower-case ``-ly`` manner adverb ("continuously"); A from the preposition of the short
    phrase closing it, after a lower-case noun, no other preposition in the phrase ("signs | on every lamppost");
    ``None`` otherwise."""
    if len(a) == 1:
        return a if a[0].text.islower() and manner_adverb(a[0].low) else None
    k = max((k for k, t in enumerate(a) if k and t.low in PREPOSITIONS), default=None)
    if k is None or not 2 <= len(a) - k <= _PHRASE_BOUND or not a[k - 1].text.isalpha():
        return None
    return a[k:] if a[k - 1].text.islower() else None
