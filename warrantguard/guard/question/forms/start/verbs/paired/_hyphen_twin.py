"""A start moved back to a hyphenated verb that B's first word twins ("Do we group-house them | 4 per cage or
single-house for the feeding study?"): B opens with a lowercase hyphenated word whose second part ("house") closes a
hyphenated word a few words before A, with another first part ("group-"). The two words set one way of doing a thing
against another, so A opens at its twin, not at the words after its object (:func:`hyphen_twin_start`)."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.verbs.paired._hyphen_verb import _hyphened
from warrantguard.guard.question.words import Around, Token

__all__ = ["hyphen_twin_start"]

_REACH = 4  # how many words before A the twin may stand ("group-house them | 4 per cage")


def hyphen_twin_start(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the hyphenated twin of B's first word ("group-house them 4 per cage" against "single-house"), else
    ``a``. The words between the twin and A must be plain words (no punctuation ending a clause)."""
    if not a or not b or (mine := _hyphened(b[0])) is None or _hyphened(a[0]) is not None:
        return a
    before = around.before(a[0])[-_REACH:]
    for k in range(len(before) - 1, -1, -1):
        if any(ch in ",;:.?!" for ch in before[k].text[-1:]):
            return a
        twin = _hyphened(before[k])
        if twin is not None and twin[1] == mine[1] and twin[0] != mine[0]:
            return before[k:] + a
    return a
