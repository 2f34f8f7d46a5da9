"""A degree adverb before a prepositional A ("taking protein | right after training or within a few hours"): the
adverb measures A's preposition ("right after", "shortly before", "immediately after"), so it is A's own (added for
the sixty-sixth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token, is_verb

__all__ = ["degree_before_prep"]

_DEGREES = frozenset({"right", "immediately", "directly", "shortly", "straight", "soon", "long", "well"})
_TIME_PREPS = frozenset({"after", "before", "within", "during", "until", "till", "past"})


def degree_before_prep(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the degree adverb before it when A and B both open with a preposition of time ("protein | right | after
    training" / "within a few hours"); A as it is after a verb ("turn right | after the bridge": a direction) or
    against a B of no preposition."""
    prev = around.prev(a[0]) if a and b else None
    if prev is None or prev.low not in _DEGREES or a[0].low not in _TIME_PREPS or b[0].low not in _TIME_PREPS:
        return a
    if prev.text[-1:] in ",;:" or (before := around.prev(prev)) is None or is_verb(before):
        return a
    return [prev, *a]
