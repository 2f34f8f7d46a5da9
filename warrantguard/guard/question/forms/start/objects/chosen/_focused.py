"""B a noun phrase after a focus adverb ("… deduct my phone bill or only the part i use …"): it stands against A's
object, not against A's verb and object, so A starts at its object's determiner."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, Token, is_verb

__all__ = ["focused_object", "whole_object"]

_FOCUS = frozenset({"only", "just", "even", "also"})
_QUANTIFIERS = frozenset({"all", "both", "half", "each", "every", "most", "some", "any", "none"})  # "all | my …"


def focused_object(a: list[Token], right: list[Token]) -> list[Token]:
    """A without its verb when B opens with a focus adverb and a determiner and A's verb, one the word lists lack, has
    a determined object ("deduct | my phone bill or only the part i use …"); else A as it is."""
    unlisted = not is_verb(a[0]) and a[0].text.isalpha() and a[0].text.islower() \
        and a[0].low not in PREPOSITIONS | DETERMINERS | _QUANTIFIERS
    if len(a) < 3 or len(right) < 3 or right[0].low not in _FOCUS or not unlisted:  # a bare word before a
        return a  # determiner: a verb the lists lack ("deduct"); a listed one the later cuts take off ("change")
    determined = DETERMINERS | POSSESSIVES
    return a[1:] if right[1].low in determined and a[1].low in determined else a


def whole_object(toks: list[Token], right: list[Token]) -> bool:
    """Does B stand against A's whole object phrase, so no preposition inside it starts A: "one" / "ones" for the
    whole ("a cardiologist in Boston or | one closer to home"), or a focus adverb and the possessive opening A's
    object, not the preposition's ("invite | my mom to the birth or just my partner": B is the one invited)?"""
    if right[0].low in ("one", "ones"):
        return True
    return len(right) > 2 and right[0].low in _FOCUS and right[1].low in POSSESSIVES and right[1].low == toks[0].low
