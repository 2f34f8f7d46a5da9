"""A place adverb B against a passive A and its place ("should the kimchi be | kept in the fridge or outside on
balcony | in winter"): B stands against A's place, not its participle, which both options share; B's own place
phrase after the adverb ("on balcony") is B's, up to a word that is no place's (a time: "in winter", a clause, the
sentence's end). So A is its place phrase and B the adverb with its place (:func:`placed_participle`; added for the
sixty-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    CUT_WORDS,
    DETERMINERS,
    IN_AND_OUT,
    MONTHS,
    PREPOSITIONS,
    TIME_NOUNS,
    TIME_WORDS,
    Around,
    Token,
)

__all__ = ["placed_participle"]

_PLACING = frozenset({"in", "on", "at", "under", "by", "near", "inside", "outside"})
_NOUN_WORDS = 3  # words of B's place after its preposition and determiner ("the | back porch")


def placed_participle(a: list[Token], b: list[Token], around: Around) -> tuple[list[Token], list[Token]]:
    """A's place and B's adverb with its own place when A is a participle after "be" and a place phrase and B one
    place adverb ("kept | in the fridge" / "outside | on balcony"); the pair unchanged otherwise."""
    before = around.prev(a[0])
    if before is None or before.low != "be" or len(a) < 3 or not a[0].low.endswith(("ed", "en", "pt")):
        return a, b
    if len(b) != 1 or b[0].low not in IN_AND_OUT or a[1].low not in _PLACING or not b[0].text.isalpha():
        return a, b
    return a[1:], b + _own_place(b[0], around)


def _own_place(adverb: Token, around: Around) -> list[Token]:
    """The place phrase right after B's adverb ("outside | on balcony"): a placing preposition, a determiner or not,
    and up to three words of a place, no time ("… in winter") nor a word cutting B; empty when none stands there."""
    prep = around.next(adverb)
    if prep is None or prep.low not in _PLACING or not adverb.text[-1:].isalpha():
        return []
    out, tok = [prep], around.next(prep)
    if tok is not None and tok.low in DETERMINERS:
        out, tok = [*out, tok], around.next(tok)
    words: list[Token] = []
    while tok is not None and len(words) < _NOUN_WORDS and _place_word(tok):
        words.append(tok)
        if not tok.text[-1:].isalnum():
            break
        tok = around.next(tok)
    return out + words if words else []


def _place_word(tok: Token) -> bool:
    """A word of a place's name: letters, no time, no word cutting B, no verb of a clause."""
    w = tok.low.rstrip("?.!,;:")
    return w.isalpha() and w not in CUT_WORDS | AUX | COPULAS | DETERMINERS | PREPOSITIONS \
        and w not in TIME_NOUNS | TIME_WORDS | MONTHS
