"""A preposition B opens with, standing before A too, after the clause's own verb ("if drivers get paid detention |
after 2 hours or after 3 hours at the shipper", "if people here prefer booking | through Instagram DMs or through a
website form"): when no verb follows B the pair is no subject, and the repeated preposition marks where A starts
(:func:`repeated_prep_start`). A must be a short phrase of its own (no preposition, verb or list word in it) and a
verb must stand between the clause's start and the preposition, with no focus adverb before it ("whether I just
leave it in the box or in the closet" stays refused: "just" may set A's whole verb phrase against B)."""

from __future__ import annotations

from warrantguard.guard.question.words import PREPOSITIONS, Token, finite_verb, is_verb, third_person_verb

__all__ = ["repeated_prep_start"]

_LONGEST = 4  # A's words after the preposition at most ("after 2 hours", "through Gift Aid")
_FOCUS = frozenset({"just", "only", "simply", "even", "rather"})
_NOT_IN_A = PREPOSITIONS | frozenset({"or", "and", "to", "than", "vs"})


def repeated_prep_start(left: list[Token], begin: int, right: list[Token]) -> int | None:
    """Where A starts (the last ``left`` word from ``begin`` repeating B's opening preposition) when the clause's
    verb stands before it and A after it is a short plain phrase; ``None`` otherwise."""
    if not right or right[0].low not in PREPOSITIONS or len(right) < 2:
        return None
    k = next((j for j in range(len(left) - 2, begin, -1) if left[j].low == right[0].low), None)
    if k is None:
        return None
    if any(t.low in _FOCUS for t in left[begin:k]):
        return None  # "whether I just leave it | in the box or in the closet": the focus may take the verb phrase
    a = left[k + 1 :]
    if not 1 <= len(a) <= _LONGEST or any(t.low in _NOT_IN_A or not t.text.replace("-", "").isalnum() for t in a):
        return None
    verbed = any(is_verb(left[j]) or third_person_verb(left[j]) or finite_verb(left, j) for j in range(begin, k))
    return k if verbed else None
