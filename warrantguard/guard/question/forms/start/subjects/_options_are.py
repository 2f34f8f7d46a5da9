"""A sentence that names the options before listing them ("Options are | 12B or 91B.", "My choices are | the Prime or
the Select"): "options are" is the lead, no word of A's (added in session 43, from the hundred-and-sixteenth part:
refused as a copula at A's edge)."""

from __future__ import annotations

from warrantguard.guard.question.words import POSSESSIVES, Around, Token

__all__ = ["options_are_a"]

_LISTS = frozenset({"options", "choices", "alternatives", "contenders", "finalists"})
_COPULAS = frozenset({"are", "were", "r"})


def options_are_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past "(my / the) options are" opening its sentence ("Options are | 12B or 91B"); ``a`` otherwise ("the
    options are cheaper or …": nothing after the copula but A; "which options are 12B …": not opening)."""
    k = 1 if a and a[0].low in POSSESSIVES | {"the", "our"} else 0
    if len(a) < k + 3 or a[k].low not in _LISTS or a[k + 1].low not in _COPULAS or not around.opens(a[0]):
        return a
    return a[k + 2 :]
