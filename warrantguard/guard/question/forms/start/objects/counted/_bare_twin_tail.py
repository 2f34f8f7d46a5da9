"""Twin noun phrases told apart by their first word alone, with a phrase after B's twin ("white hydrangea
centerpieces or blue hydrangea centerpieces | with the navy linens"): the phrase is the context of both, as for
:func:`twin_tail`'s phrases after a determiner (added for the seventy-ninth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["bare_twin_tail"]

_OBJECTS = frozenset({"it", "them", "him", "her", "me", "us", "you", "this", "that", "these", "those"})


def bare_twin_tail(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without the prepositional phrase after its twin of A ("white hydrangea centerpieces" / "blue hydrangea
    centerpieces | with the navy linens"): A is a word and a head of one or more words, B the same head after
    another word, with no determiner before either; B unchanged otherwise, and when the head is a pronoun ("strain
    it or hit it | with a blender": verbs and their object)."""
    n = len(a)
    if n < 2 or len(b) <= n + 1 or b[n].low not in PREPOSITIONS or a[0].low == b[0].low:
        return b
    if [t.low for t in a[1:]] != [t.low for t in b[1:n]] or any(t.low in _OBJECTS for t in a[1:]):
        return b
    if any(not t.low.isalpha() or t.capitalized for t in (a[0], b[0])):
        return b
    if any(p is not None and p.low in DETERMINERS for p in (around.prev(a[0]), around.prev(b[0]))):
        return b
    return b[:n]
