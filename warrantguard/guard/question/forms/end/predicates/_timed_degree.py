"""A degree word and a short time closing the predicate after a subject pair ("Would a food bank or a homeless
shelter need volunteers | more in January?"): how much and when the verb holds, said of both subjects, as a closing
"more" alone is (added for the hundred-and-fourth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import MONTHS, TIME_NOUNS, WEEKDAYS, Token

__all__ = ["timed_degree"]

_DEGREE = frozenset({"more", "less", "most", "least"})
_AT = frozenset({"in", "on", "at", "during", "over", "around"})
_SEASONS = frozenset({"summer", "winter", "spring", "autumn", "fall", "christmas", "holidays", "weekends"})


def timed_degree(right: list[Token]) -> list[Token]:
    """B's side without the short time closing it after a degree word ("… need volunteers more | in January"), so
    the degree word closes it; ``right`` unchanged otherwise."""
    if len(right) < 5 or right[-3].low not in _DEGREE or right[-2].low not in _AT:
        return right
    when = right[-1].low.rstrip("?.!")
    return right[:-2] if when in MONTHS | WEEKDAYS | TIME_NOUNS | _SEASONS else right
