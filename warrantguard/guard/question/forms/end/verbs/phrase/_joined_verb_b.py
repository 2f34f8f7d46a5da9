"""Option B opening with a word the verb list lacks, joined by "and" to a listed verb ("do we appeal the desk
rejection or | reformat and send it somewhere else"): a word coordinated with a verb before the verb's own phrase is
a verb too, so B is a verb phrase (as A, opening with a listed verb, is); see :func:`joined_verb_b`."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    DETERMINERS,
    OBJECT_PRONOUNS,
    PREPOSITIONS,
    PRONOUNS,
    Token,
    is_verb,
)

__all__ = ["joined_verb_b"]


def joined_verb_b(core: list[Token], right: list[Token]) -> bool:
    """Is ``right`` "<word> and <verb> …" ("reformat and send it …") against an A opening with a listed verb ("appeal
    the desk rejection")? Not "… or fish and chips" (no listed verb after "and"), not "… or pie and cook" (nothing
    after the second verb), not when A opens with no verb ("the desk or pens and paper")."""
    if len(right) < 4 or right[1].low != "and" or not core or not is_verb(core[0], initial=True):
        return False
    w, verb = right[0], right[2]
    if w.capitalized or not w.low.isalpha() or w.low in DETERMINERS | PRONOUNS | PREPOSITIONS:
        return False
    objected = right[3].low in DETERMINERS | OBJECT_PRONOUNS  # "… and ship | the release": a verb however ambiguous
    return is_verb(verb) and (verb.low not in AMBIGUOUS or objected) and not verb.capitalized
