"""A place and a second phrase placing it, on both sides ("park | in the garage on elm or on the street by the
theater"): A opens on "in" / "at" / "on" and holds a locating phrase, B opens on another of them and a locating
phrase follows its noun. Each option is a place named with where it stands, so the whole of each stands against the
other: B keeps its locating phrase (:func:`placed_place_b`) and A is not cut to its last phrase
(:func:`placed_twice`; added for the sixty-first held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    CUT_WORDS,
    DETERMINERS,
    SPATIAL_PREPOSITIONS,
    Token,
)

__all__ = ["placed_place_b", "placed_twice"]

_PLACING = frozenset({"in", "at", "on"})  # a place, and where it stands: "in the garage | on elm"
# Prepositions of a second phrase placing a place ("the street | by the theater", "the lot | behind the gym").
_LOCATING = _PLACING | SPATIAL_PREPOSITIONS | frozenset({"by", "near", "off", "across", "opposite", "outside"})
_NOUN_WORDS = 3  # words of a place's noun after its determiner ("the | side street")


def placed_twice(right: list[Token]) -> int | None:
    """Where B's locating phrase ends when B names a place and a second phrase placing it ("on the street | by the
    theater"): its preposition and a noun of its own, then a locating preposition and its noun, up to a word
    cutting B or a clause's punctuation; else ``None``."""
    if len(right) < 4 or right[0].low not in _PLACING:
        return None
    k = 1 + (right[1].low in DETERMINERS)
    start = k
    while k < len(right) and k - start < _NOUN_WORDS and _noun_word(right[k]) and right[k].low not in _LOCATING:
        k += 1
        if not right[k - 1].text[-1:].isalnum():
            return None  # "on the street, | by …": the phrase after the comma is not B's
    if k == start or k >= len(right) - 1 or right[k].low not in _LOCATING:
        return None
    end = k + 1 + (right[k + 1].low in DETERMINERS)
    first = end
    while end < len(right) and end - first < _NOUN_WORDS and _noun_word(right[end]):
        end += 1
        if not right[end - 1].text[-1:].isalnum():
            break  # "… by the theater?": the question's end
    return end if end > first else None


def placed_place_b(a: list[Token], b: list[Token], right: list[Token]) -> list[Token]:
    """B with its locating phrase when A too is a place and a locating phrase ("in the garage on elm" / "on the
    street | by the theater"), B opening on another placing preposition than A; ``b`` unchanged otherwise."""
    if len(a) < 4 or a[0].low not in _PLACING or not b or b[0].low == a[0].low or b[0] is not right[0]:
        return b
    if not any(t.low in _LOCATING for t in a[2:-1]):
        return b
    end = placed_twice(right)
    return right[:end] if end is not None and end > len(b) else b


def _noun_word(tok: Token) -> bool:
    """A word of a place's name: letters or digits, no word cutting B, no verb of a clause."""
    w = tok.low.rstrip("?.!,;:")
    return bool(w) and w.replace("-", "").replace("'", "").isalnum() and w not in CUT_WORDS | AUX | COPULAS \
        and w not in DETERMINERS
