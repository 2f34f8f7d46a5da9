"""A place adverb closing a prepositional phrase that B's preposition answers ("Eid prayer | at the big mosque
downtown or at our local masjid"): the adverb places A's noun, A's own, and A is the whole phrase from the
preposition B repeats, not the adverb alone (added for the ninety-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    AUX,
    CUT_WORDS,
    PREPOSITIONS,
    Around,
    Token,
    is_verb,
)

__all__ = ["placed_adverb_a"]

# Adverbs placing a noun ("the mosque | downtown"), not a means or a manner ("online", "monthly").
_PLACING = frozenset({"downtown", "uptown", "midtown", "nearby", "upstairs", "downstairs", "abroad", "overseas"})
_BACK = 5  # words of the phrase's noun between the preposition and the adverb ("at | the big mosque | downtown")


def placed_adverb_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the preposition B opens with, when A is a lone place adverb ("downtown") closing a phrase of that
    preposition and its noun ("at the big mosque | downtown" / "at our local masjid"); ``a`` otherwise ("pray |
    downtown or at home": no phrase before the adverb; "… at the mosque | downtown or in the suburbs": another
    preposition, the adverb may stand against B; "at the hotel | online": a means, no place)."""
    if len(a) != 1 or len(b) < 2 or a[0].low.rstrip('?!.') not in _PLACING or b[0].low not in PREPOSITIONS:
        return a
    before = around.before(a[0])[-_BACK - 1 :]
    at = [k for k, t in enumerate(before) if t.low == b[0].low]
    if not at or at[-1] >= len(before) - 1:
        return a
    noun = before[at[-1] + 1 :]
    if any(not t.text.isalnum() or t.low in PREPOSITIONS | AUX | CUT_WORDS or is_verb(t) for t in noun):
        return a
    return [*before[at[-1] :], *a]
