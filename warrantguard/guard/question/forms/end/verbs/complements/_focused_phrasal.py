"""A focus adverb, an unlisted verb and its particle as B against a verb and its object pronoun as A ("should i
repackage it in the original box or just tape up the mailer bag it came in"): after "just" / "simply" a bare
lower-case word, a particle ("up", "out", "down" …) and a determiner or pronoun is a phrasal verb and its object,
so the options are two verb phrases, not "the original box" against B (not "… or just the shop | up the street": an
article first). Added for the seventy-third held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    DETERMINERS,
    OBJECT_PRONOUNS,
    PHRASAL,
    PREPOSITIONS,
    PRONOUNS,
    Token,
    is_verb,
    takes_object,
)

__all__ = ["focused_phrasal"]

_FOCUS = frozenset({"just", "simply"})


def focused_phrasal(core: list[Token], right: list[Token]) -> bool:
    """Are the options verb phrases because B is "just" / "simply", a bare lower-case word, a particle and a
    determiner or pronoun ("… or just tape up | the mailer bag") while A is a verb and its object pronoun and more
    ("repackage it | in the original box")?"""
    if len(right) < 4 or right[0].low not in _FOCUS or len(core) < 3 or core[1].low not in OBJECT_PRONOUNS:
        return False
    if not (is_verb(core[0], initial=True) or takes_object(core, initial=True)):
        return False
    w = right[1]
    if not w.low.isalpha() or w.capitalized or w.low in DETERMINERS | PREPOSITIONS | PRONOUNS | _FOCUS:
        return False
    return right[2].low in PHRASAL and right[3].low in DETERMINERS | PRONOUNS
