"""A "with" phrase closing the sentence after an articled B when both options stand in the lead's own "with" phrase
("she'd be better with | a personal alarm pendant or a smartwatch | with fall detection"): the lead's "with" takes
the two things, so a second "with" after B is what B's thing has, B's own (added for the hundred-and-fifth held-out
part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings import closing_rest
from warrantguard.guard.question.words import PREPOSITIONS, Around, Token

__all__ = ["lead_with_feature_b"]

_ARTICLES = frozenset({"a", "an"})
_PURPOSES = frozenset({"for", "to"})


def _after_lead_with(a: list[Token], around: Around) -> bool:
    """Does "with" stand just before A, or before A's article ("better with | a personal alarm pendant")?"""
    prev = around.prev(a[0])
    if prev is not None and prev.low in _ARTICLES:
        prev = around.prev(prev)
    return prev is not None and prev.low == "with"


def lead_with_feature_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the short "with" phrase closing its sentence when A follows the lead's "with", A has no "with" of its own
    and B is articled ("… better with a pendant or a smartwatch | with fall detection"); ``b`` otherwise ("better
    with a pendant or a smartwatch | for my mum": no "with"; "… | with fall detection for …": a second preposition)."""
    if not a or len(b) < 1 or any(t.low == "with" for t in a) or not _after_lead_with(a, around):
        return b
    prev = around.prev(b[0])
    if not (b[0].low in _ARTICLES or (prev is not None and prev.low in _ARTICLES)):
        return b
    rest = closing_rest(b, around)
    if rest is None or not 2 <= len(rest) <= 4 or rest[0].low != "with":
        return b
    return b if any(t.low in PREPOSITIONS | _PURPOSES for t in rest[1:]) else [*b, *rest]
