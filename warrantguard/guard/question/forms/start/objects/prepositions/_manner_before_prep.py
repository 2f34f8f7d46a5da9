"""A's manner adverb before its preposition against B's other preposition: "book | directly with Air France or
through Expedia"."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    ADVERBS,
    DEGREE,
    PREPOSITIONS,
    SENTENCE_ADVERBS,
    Around,
    Token,
    is_verb,
    manner_adverb,
    time_word,
)

__all__ = ["manner_before_prep"]

_NOT_MANNER = ADVERBS | DEGREE | SENTENCE_ADVERBS | {"finally", "likely", "early", "only", "simply", "mostly"}


def manner_before_prep(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A with the -ly adverb between the shared verb and A's preposition when B opens with another preposition and
    no adverb ("book | directly with Air France or through Expedia", "ship | overnight …" is no -ly adverb): the
    adverb is what sets A's way apart from B's, so it is A's. ``a`` otherwise ("pay directly | with cash or with
    card": the same preposition, the adverb may be both's; "really | with …": no manner)."""
    prev = around.prev(a[0]) if a and b else None
    if prev is None or a[0].low not in PREPOSITIONS or b[0].low not in PREPOSITIONS or a[0].low == b[0].low:
        return a
    if not manner_adverb(prev.low) or prev.low in _NOT_MANNER or time_word(prev) or len(b) < 2:
        return a
    verb = around.prev(prev)
    return [prev, *a] if verb is not None and is_verb(verb) and verb.text[-1:] not in ",;:" else a
