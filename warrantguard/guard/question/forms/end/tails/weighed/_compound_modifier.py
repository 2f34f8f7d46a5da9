"""An "-ed" compound modifier closing a one-word B: "hard or soft | sided carrier"."""

from __future__ import annotations

from warrantguard.guard.question.words import CUT_WORDS, PREPOSITIONS, Around, Token, is_verb

__all__ = ["ed_compound", "ed_compound_b"]

# Adjectives of shape, size and texture that open a compound with a noun's "-ed" form ("soft sided", "long haired",
# "double walled"), not a count or a grade ("15kg checked bag", "premium extended warranty": a participle).
_SHAPES = frozenset({"hard", "soft", "long", "short", "double", "single", "thick", "thin", "high", "low", "wide",
                     "narrow", "full", "half", "open", "flat", "round", "square", "smooth", "rough", "fine", "coarse"})


def ed_compound_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the "-ed" word after it when A and B are one shape word each and a noun follows it ("hard or
    soft | sided carrier", "short or long | haired cat"): "soft sided" is one modifier, B's own, as the options
    differ in the word before it. ``b`` otherwise ("rent or buy | used furniture": verbs, the "-ed" word is the
    object's; "hard or soft | sided?": no noun after it)."""
    word = around.next(b[-1])
    head = around.next(word) if word is not None else None
    if len(a) != 1 or len(b) != 1 or word is None or head is None or b[0].text[-1:] in ",;:.?!)" \
            or a[0].low not in _SHAPES or b[0].low not in _SHAPES:
        return b
    if not (word.low.endswith("ed") and word.text.isalpha() and len(word.low) > 4):
        return b
    if is_verb(a[0], initial=True) or is_verb(b[0]) or not head.text.rstrip(",;:.?!").isalpha() \
            or head.low in PREPOSITIONS or head.low in CUT_WORDS:
        return b
    return [*b, word]


def ed_compound(a: list[Token], b: list[Token]) -> bool:
    """Is B one word and an "-ed" word, against a one-word A ("hard" / "soft sided", "short" / "long haired")? Then
    B is one modifier in two words (:func:`ed_compound_b` tells it), not A's word and a word of B's own."""
    return len(a) == 1 and len(b) == 2 and b[1].low.endswith("ed") and b[1].text.isalpha() and len(b[1].low) > 4 \
        and a[0].low in _SHAPES and b[0].low in _SHAPES
