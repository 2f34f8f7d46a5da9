"""A verb written with a noun or an adverb before it ("factory reset my phone", "hard reset the router", "deep clean
the carpet", "spot treat it") against a verb phrase ("or take it to the apple store"): A is a verb phrase too, its
first word part of its verb, so the options are two verb phrases and B keeps its own place, as after "reset my
phone". Read only when A's second word is a listed verb with its object after it and B opens on a listed verb that
is no noun with its object ("take it", "send the laptop"); "factory reset or a repair shop" reads as before."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    DETERMINERS,
    OBJECT_OPENERS,
    PREPOSITIONS,
    PRONOUNS,
    VERBS,
    Token,
)

__all__ = ["compound_verb_a"]

def compound_verb_a(core: list[Token], right: list[Token]) -> bool:
    """Are the options verb phrases because A's side is a word and a listed verb before its object ("factory |
    reset | my phone") and B a verb-only word before its object ("take | it …")?"""
    if len(core) < 3 or len(right) < 2:
        return False
    first, verb, obj = core[0], core[1], core[2]
    if first.capitalized or not first.low.isalpha() or first.low in VERBS | DETERMINERS | PREPOSITIONS | PRONOUNS:
        return False
    if verb.low not in VERBS or obj.low not in OBJECT_OPENERS:
        return False
    return right[0].low in VERBS and right[0].low not in AMBIGUOUS and right[1].low in OBJECT_OPENERS
