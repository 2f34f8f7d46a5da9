""""this" or "that" as the subject of an opening "is" / "was", A and B opening with the same word ("is this | more
blackcurrant or more green pepper?", "was that | too sweet or too dry"): the demonstrative is what is asked about,
the options the two predicates of one form."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["demonstrative_twin_a"]

_DEMONSTRATIVES = frozenset({"this", "that"})
_COPULAS = frozenset({"is", "was"})


def demonstrative_twin_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past "this" / "that" right after "is" / "was" when A's next word opens B too ("is this | more blackcurrant
    or more green pepper?"); else A unchanged ("is this phone or that one better?": no word opens both)."""
    if len(a) < 3 or not b or a[0].low not in _DEMONSTRATIVES or a[1].low != b[0].low or not a[1].low.isalpha():
        return a
    verb = around.prev(a[0])
    return a[1:] if verb is not None and verb.low in _COPULAS else a
