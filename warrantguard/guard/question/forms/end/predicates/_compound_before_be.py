"""A subject pair's verb read inside B's compound noun, when a bare "be" follows the compound ("would a long-handled
scoop or a short | hand trowel | be easier …?", "would a big dog or a small hand puppet | be better"): after an
opening modal the predicate's verb is "be", and the listed verb before it ("hand") with one singular lower-case noun
between is a modifier of that noun, so B runs to "be"."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, PRONOUNS, Token

__all__ = ["compound_before_be"]


def compound_before_be(right: list[Token], verb: int | None) -> int | None:
    """Where the predicate starts: at the "be" two words after the verb found at ``verb`` when one lower-case
    singular noun stands between them and the verb follows an articled word ("a short | hand | trowel be …"); else
    ``verb``. Not "… a hammock help kids be calmer" (a plural: the verb's object), not "… let me be" (a pronoun)."""
    if verb is None or verb < 2 or verb + 2 >= len(right) or right[verb + 2].low != "be":
        return verb
    noun, opener = right[verb + 1], right[verb - 2]
    if not noun.text.isalpha() or not noun.text.islower() or noun.low.endswith("s"):
        return verb
    if noun.low in DETERMINERS | PRONOUNS | PREPOSITIONS or opener.low not in ("a", "an", "the"):
        return verb
    return verb + 2
