"""A verb phrase A closing on an "in between" phrase against a time preposition's B ("read the Expanse novellas |
in between the main books or after them"): "in between" is a preposition of two words, the time phrase parallel to
B's, so A starts there and the verb and its object are both's. Not when B opens on no time preposition ("… in
between the books or skip them")."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["in_between_a"]

_TIME_PREPS = frozenset({"before", "after", "during", "alongside", "instead"})


def in_between_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its "in between" when B opens on a time preposition and its object ("… novellas | in between the main
    books or after them" → "in between the main books"); ``a`` otherwise."""
    if len(b) < 2 or b[0].low not in _TIME_PREPS or len(a) < 4:
        return a
    k = next((k for k in range(1, len(a) - 2) if a[k].text == "in" and a[k + 1].low == "between"), None)
    return a if k is None else a[k:]
