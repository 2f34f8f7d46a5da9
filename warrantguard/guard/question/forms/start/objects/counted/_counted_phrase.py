"""A's counted phrase after its noun and preposition when B counts the same noun again: "earplugs in | both ears or
just one ear": the noun and its preposition are both's, the counts and their noun the options."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["counted_phrase_a"]

_COUNTS = frozenset({"both", "one", "two", "three", "four", "each", "either", "all", "a", "an", "every", "single"})
_FOCUS = frozenset({"just", "only"})


def _stem(word: str) -> str:
    """``word`` without its closing mark and plural "s" ("ears?" → "ear")."""
    w = word.rstrip("?.!,;:")
    return w[:-1] if w.endswith("s") and not w.endswith("ss") else w


def counted_phrase_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its count after a lower-case noun and its preposition when B, past "just" / "only", counts the same noun
    with a count of its own ("earplugs in | both ears or just one ear", "drops in | both eyes or one eye", "a filling
    on | two teeth or just one tooth"): the noun before the preposition is both's. ``a`` otherwise (no count on B's
    side, or B's noun not A's: "earplugs in both ears or a headband")."""
    _ = around
    k = 1 + (len(b) > 2 and b[0].low in _FOCUS)
    if len(a) < 4 or len(b) < k + 1 or b[k - 1].low not in _COUNTS or b[k - 1].low in ("a", "an"):
        return a
    if _stem(b[-1].low) != _stem(a[-1].low) or not b[-1].low.rstrip("?.!,;:").isalpha():
        return a
    at = next((j for j in range(1, len(a) - 2) if a[j].low in PREPOSITIONS and a[j + 1].low in _COUNTS), None)
    if at is None or not all(t.text.isalpha() and t.text.islower() for t in a[:at]):
        return a
    return a[at + 1 + (a[at + 1].low in ("a", "an")) :]  # "more value from | a season ticket or single tickets"
