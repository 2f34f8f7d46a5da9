"""A place preposition both options share after a form of "be": "my gecko should be on | paper towels or tile"."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    COMPARATIVES,
    PREPOSITIONS,
    SPATIAL_PREPOSITIONS,
    Around,
    Token,
    is_verb,
    time_word,
)

__all__ = ["be_placed_a"]

_BE = frozenset({"be", "is", "are", "was", "were", "stay", "stays"})
_PLACE = frozenset({"on", "in", "under", "inside", "outside", "near"}) | SPATIAL_PREPOSITIONS
_MEANS = frozenset({"through", "via"})  # "should our insurance be through | Progressive or a specialty agent"


def be_placed_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A without the place preposition opening it when a form of "be" stands before it and B, a bare noun phrase,
    has none ("should be on | paper towels or tile while …", "is it kept in | the fridge or the pantry?", a means: "be
    through | Progressive or a specialty agent"): the preposition is both's, the places are the options. ``a``
    otherwise ("be on towels or on tile": B's own; "be in June or July": a time, left to the time rules; "be on paper
    towels or use tile": a verb B)."""
    before = around.prev(a[0])
    if len(a) < 2 or a[0].low not in _PLACE | _MEANS or before is None or before.low not in _BE:
        return a
    if b[0].low in PREPOSITIONS or is_verb(b[0]) or time_word(b[0]) or time_word(a[-1]) or b[0].capitalized \
            or b[0].low.endswith("ed") or b[0].low in COMPARATIVES:  # "… or saved for email 3": a participle
        return a
    if any(t.text[-1:] in ",;:" for t in a):
        return a
    return a[1:]
