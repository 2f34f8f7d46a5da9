"""A bare verb right after B's plural noun, before a later verb the lead found, after an auxiliary taking a bare verb
("Do ESP32s or Pi Picos | handle deep sleep better …", "would Zigbee or Thread bulbs | stay connected better …"): the
plural subject agrees with the bare verb, so the predicate opens there, not at a later word that may be a verb too
("… handle deep | sleep better") (added for the hundred-and-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, DETERMINERS, PREPOSITIONS, PRONOUNS, Token, is_verb

__all__ = ["plural_bare_verb"]

_BARE_AUX = frozenset({"do", "did", "would", "will", "can", "could", "should", "might", "may"})
_NOT_NOUNS = DETERMINERS | PRONOUNS | PREPOSITIONS


def plural_bare_verb(aux: Token, right: list[Token], verb: int | None) -> int | None:
    """Where B's predicate opens when a lower-case bare verb (no "-s") follows a plural noun of B before the verb the
    lead found ("Do ESP32s or Pi Picos | handle deep sleep better", "would … Thread bulbs | stay connected better");
    else ``verb`` ("Does gas or induction boil water faster": no plural; "Do pickers or packers get hurt": found
    first already; "Will tea or a sports drink | wear you out": "drink" right before the verb found, a compound's
    head)."""
    if aux.low not in _BARE_AUX:
        return verb
    if verb is None:
        return _graded_object_verb(right)
    return next((k for k in range(2, verb - 1) if _plural_then_verb(right, k)), verb)


def _graded_object_verb(right: list[Token]) -> int | None:
    """Where B's predicate opens when no verb was found: a bare verb after B's plural noun, its one-word object and a
    comparative after it ("Do … or the Move by Move series | explain plans better", "Do the red books or the blue
    books | explain plans better") (added for the hundred-and-fifty-sixth held-out part); ``None`` otherwise."""
    return next((k for k in range(2, min(len(right), 12) - 2) if _plural_then_verb(right, k)
                 and right[k + 1].low.isalpha() and right[k + 1].low not in _NOT_NOUNS
                 and right[k + 2].low in COMPARATIVES), None)


def _plural_then_verb(right: list[Token], k: int) -> bool:
    """Is ``right[k]`` a lower-case bare verb (no "-s") right after a plural noun ("Picos | handle", "bulbs | stay")?"""
    noun, w = right[k - 1], right[k]
    plural = noun.low.isalnum() and noun.low.endswith("s") and not noun.low.endswith("ss") \
        and noun.low not in _NOT_NOUNS and len(noun.low) > 3
    return plural and w.low.isalpha() and not w.capitalized and not w.low.endswith("s") and is_verb(w)
