"""A bare "by" phrase closing A after a phrase of A's verb, against a B of means ("wind the skein into a center-pull
cake | by hand or with a ball winder", "ship the parcel to Canada | by air or by sea"): "by" and a bare noun is a means
and B answers it, so the phrase before it is the verb's, both options' (added for the hundred-and-twelfth held-out
part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    DETERMINERS,
    OWN_TIMES,
    PREPOSITIONS,
    PRONOUNS,
    TIME_UNITS,
    TIME_WORDS,
    WEEKDAYS,
    Token,
)

__all__ = ["bare_by_a"]

_MEANS = frozenset({"with", "by", "using", "via", "through"})
_TIMES = OWN_TIMES | TIME_UNITS | TIME_WORDS | WEEKDAYS | frozenset({"noon", "midnight", "tonight", "tomorrow"})


def bare_by_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A from its closing "by" and one or two bare words when A opens on another preposition and B on one of means
    ("into a center-pull cake | by hand" / "with a ball winder"); ``a`` otherwise ("into a cake by the window or with
    …": an articled place, no means; "in the oven by noon or with the roast": a time; "by hand or with a winder": A
    is the means already; "… or on the floor": B no means)."""
    if len(a) < 4 or len(b) < 2 or b[0].low not in _MEANS or a[0].low not in PREPOSITIONS or a[0].low == "by":
        return a
    j = max((k for k, t in enumerate(a) if t.low == "by"), default=0)
    words = a[j + 1 :]
    if j < 2 or not 1 <= len(words) <= 2:
        return a
    if any(not t.low.isalpha() or t.low in DETERMINERS | PRONOUNS | PREPOSITIONS | _TIMES
           for t in words):  # not "by noon": a time, no means
        return a
    return a[j:]
