"""A list of three objects after a subject and its verb ("I wear suit, | shirt only or traditional dress?", "We eat
pasta, | rice or potatoes?"): the bare noun before the comma is the first item of the list, not a clause before it."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    AUX,
    COPULA_LEADS,
    DETERMINERS,
    INTRO_ENDS,
    PREPOSITIONS,
    PRONOUNS,
    WH,
    Token,
    is_verb,
)

__all__ = ["object_list"]

_NOT_ITEMS = INTRO_ENDS | PRONOUNS | DETERMINERS | ADVERBS | PREPOSITIONS | frozenset({
    "advice", "help", "question", "opinion", "idea", "ideas", "thoughts", "doubt", "problem", "options", "choice",
    "choices", "dilemma", "this", "that", "so", "too", "well", "here", "there", "now", "today", "first", "me", "us",
    "him", "her", "them", "next", "last"})


def object_list(prev: list[Token], seg: list[Token]) -> bool:
    """Does ``prev`` close on a subject pronoun, a verb and a bare noun ("… I wear | suit,") that the short noun
    segment ``seg`` after its comma continues ("shirt only or …")? Not after a noun of asking ("I need advice, | rent
    or buy?"), nor before a verb or auxiliary ("I like it, | should I …")."""
    if len(prev) < 3 or not seg or len(seg) > 3 or any(t.low in WH for t in prev):
        return False  # "Which should we renovate first, | the kitchen or …": the question naming them
    subject, verb, noun = prev[-3], prev[-2], prev[-1]
    if subject.low not in PRONOUNS or not is_verb(verb) or noun.capitalized or not noun.text.isalpha():
        return False
    opens = seg[0].low
    return noun.low not in _NOT_ITEMS and opens not in AUX and opens not in COPULA_LEADS \
        and not is_verb(seg[0], initial=True)
