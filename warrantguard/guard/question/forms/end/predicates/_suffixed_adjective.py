"""After "Is A or B", a lower-case adjective the lists lack, told by its suffix ("-ible", "-able", "-ous", "-ful"),
closing B before a preposition ("Is the PAS or the local museum | responsible for identifying my finds?", "Is the
bank or the broker | liable for the loss?"): a subject pair after an opening copula needs a predicate, and a noun
phrase ends in no such adjective, so the predicate starts there."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Token

__all__ = ["suffixed_adjective"]

_SUFFIXES = ("ible", "able", "ous", "ful")
_PREP_AFTER = frozenset({"for", "to", "of", "with", "about", "at", "on", "in", "from", "towards"})
# Nouns of those suffixes (a closed set of common ones): a head, never a predicate.
_SUFFIXED_NOUNS = frozenset({"table", "cable", "vegetable", "constable", "timetable", "turntable", "fable", "syllable",
                             "parable", "stable", "handful", "spoonful", "cupful", "mouthful", "armful", "bucketful",
                             "eyeful", "variable", "deliverable", "receivable", "payable", "consumable"})


def suffixed_adjective(right: list[Token], k: int) -> bool:
    """Is ``right[k]`` a predicate adjective after B: a lower-case word of six letters or more ending "-ible",
    "-able", "-ous" or "-ful" (no listed noun), after a word of B that is no determiner, before a preposition ("… or
    the local museum | responsible for …")? Not "… or the portable | for …" (after "the"), not "… or the kitchen
    table | for …" (a noun)."""
    if k < 1 or k + 1 >= len(right) or right[k + 1].low not in _PREP_AFTER:
        return False
    word, before = right[k], right[k - 1]
    if word.capitalized or not word.low.isalpha() or len(word.low) < 6 or word.low in _SUFFIXED_NOUNS:
        return False
    return word.low.endswith(_SUFFIXES) and before.low.isalpha() and before.low not in DETERMINERS | _NEGATIONS


_NEGATIONS = frozenset({"not", "never"})  # "is the landlord liable or | not liable for …": B's own adjective
