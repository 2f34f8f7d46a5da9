"""B running on into the predicate of a subject both options sit in, a frequency adverb and a verb's "-s" form
opening it ("Buying the GPU on Black Friday or on Prime Day | usually gets you the better deal?"): the adverb and the
verb say what the whole subject does, so B ends before them (not after a relative word: "… a store that usually
gets …" is B's own clause)."""

from __future__ import annotations

from warrantguard.guard.question.words import RELATIVES, Around, Token, third_person_verb

__all__ = ["adverbed_finite_b"]

_FREQUENCY = frozenset({"usually", "often", "always", "generally", "typically", "normally", "sometimes", "mostly"})


def adverbed_finite_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """``b`` cut before a frequency adverb and a verb's "-s" form after its first word ("on Prime Day | usually gets
    you"), no relative word before them; ``b`` otherwise."""
    k = next((k for k in range(1, len(b) - 1) if b[k].low in _FREQUENCY and third_person_verb(b[k + 1])), None)
    if k is None or not a or any(t.low in RELATIVES | {"that"} for t in b[:k]):
        return b
    return b[:k]
