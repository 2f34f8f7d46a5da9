"""An order adverb closing B when both options repeat their "to" and their verb ("to test with Ancestry or to test
with 23andMe | first?"): the same step is taken either way, so "first" asks which to take first, both options'
order, no word of B (against two verbs, "to adopt or to foster first", :func:`ordered_infinitive_b`, B's own).
Added for the hundred-and-twenty-first held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["twin_verb_order_b"]

_ORDER = frozenset({"first", "next"})


def twin_verb_order_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without the order adverb closing the question when A and B both follow "to" and open on the same verb and
    phrase word ("to test with Ancestry or to test with 23andMe | first"); ``b`` otherwise ("to sell or to rent it
    out first": two verbs)."""
    if len(a) < 2 or len(b) < 3 or b[-1].low.rstrip("?.!,") not in _ORDER or around.next(b[-1]) is not None:
        return b
    before_a, before_b = around.prev(a[0]), around.prev(b[0])
    if before_a is None or before_b is None or before_a.low != "to" or before_b.low != "to":
        return b
    if a[0].low != b[0].low or a[1].low != b[1].low or any(t.low in _ORDER for t in a):
        return b
    return b[:-1]
