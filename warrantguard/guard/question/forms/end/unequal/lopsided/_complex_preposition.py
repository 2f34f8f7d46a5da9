"""B opening with a preposition of two words that A also holds ("too soft | because of the rennet or because of the
milk", "dry | due to the flour or due to the oven"): each option repeats its own preposition, so A starts at its copy,
as with a one-word preposition (:func:`own_preposition`; added for the hundred-and-thirty-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["complex_preposition_a"]

# The first words of English's two-word prepositions ("because of", "due to", "thanks to", "owing to", "prior to",
# "ahead of", "instead of", "according to"): a closed class.
_HEADS = frozenset({"because", "due", "thanks", "owing", "prior", "ahead", "instead", "according"})
_SECONDS = frozenset({"of", "to"})


def complex_preposition_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A from its last copy of B's two-word preposition, when B opens with one and A holds it after its first word
    with a word of its own after it; else A as it was."""
    if len(b) < 3 or b[0].low not in _HEADS or b[1].low not in _SECONDS:
        return a
    copies = [k for k in range(1, len(a) - 2) if a[k].low == b[0].low and a[k + 1].low == b[1].low]
    return a[copies[-1] :] if copies else a
