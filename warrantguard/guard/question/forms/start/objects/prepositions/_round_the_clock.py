"""A round-the-clock time written in digits against a phrase of manner or time ("run my pump | 24/7 or on a timer"):
"24/7" is an adverbial, how long or how often the verb runs, not a noun, so it is of one kind with B's preposition
phrase, both the options (added for the hundred-and-twenty-fourth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token

__all__ = ["clock_against_phrase"]

_ROUND_THE_CLOCK = frozenset({"24/7", "24x7", "24-7", "24/7/365"})


def clock_against_phrase(a: list[Token], b: list[Token]) -> bool:
    """Is A "24/7" alone and B a preposition and a word after it ("on a timer", "at night only")? Two adverbials,
    though A opens on a digit and B on a preposition (either way round)."""
    one, phrase = (a, b) if len(a) == 1 else (b, a)
    return len(one) == 1 and one[0].low in _ROUND_THE_CLOCK and len(phrase) > 1 and phrase[0].low in PREPOSITIONS
