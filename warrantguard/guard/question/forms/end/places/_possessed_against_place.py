"""A place after a B that repeats A's words up to a preposition, A's own object being the asker's ("a corresponding
author from our lab or a corresponding author from the partner lab | in Kyoto?"): "our lab" is placed by whose it
is, so the place named after B's object places B's object alone, and is B's own (see ``_b_rest.whole_b``). Not when
A's object is no possessed one ("a room at the Hilton or a room at the Marriott | in Boston": the city may be
both's)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, POSSESSIVES, PREPOSITIONS, Token

__all__ = ["possessed_against_place"]

_PLACE_PREPS = frozenset({"in", "at", "near"})


def possessed_against_place(a: list[Token], b: list[Token], rest: list[Token]) -> list[Token]:
    """``rest`` ("in Kyoto") when A and B share their words through a preposition ("corresponding author from"), A's
    object after it opens with a possessive ("our lab"), B's does not ("the partner lab"), and ``rest`` is a
    preposition of place and a capitalised name; else []."""
    if not 2 <= len(rest) <= 3 or rest[0].low not in _PLACE_PREPS or not all(t.capitalized for t in rest[1:]):
        return []
    k = _shared_through_preposition(a, b)
    if k is None or k >= len(a) or k >= len(b):
        return []
    if a[k].low not in POSSESSIVES or b[k].low in POSSESSIVES:
        return []
    return rest


def _shared_through_preposition(a: list[Token], b: list[Token]) -> int | None:
    """Where A and B part after the words they share, the last shared one a preposition ("corresponding author from |
    our …" / "… from | the …"), with a word before it; else ``None``."""
    i = 1 if a and b and a[0].low in ARTICLES and b[0].low in ARTICLES else 0
    k = i
    while k < min(len(a), len(b)) and a[k].low == b[k].low:
        k += 1
    shared = k - i
    return k if shared >= 2 and a[k - 1].low in PREPOSITIONS else None
