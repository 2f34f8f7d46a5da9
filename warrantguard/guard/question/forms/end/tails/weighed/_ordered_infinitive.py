"""An order adverb closing a repeated-"to" B: "to adopt or to foster | first, since we rent"."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["ordered_infinitive_b"]

_ORDER = frozenset({"first", "later", "afterwards", "next"})


def ordered_infinitive_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the order adverb closing its clause when each option repeats its own "to" ("to adopt or to foster |
    first, since we rent", "to sell or to rent it out | first?"): the repeated "to" closes A, so the order is B's.
    ``b`` otherwise ("adopt or foster | first": A's "to" may be both's; "… to foster first or to adopt": A's own)."""
    after = around.next(b[-1])
    before_a, before_b = around.prev(a[0]), around.prev(b[0])
    if after is None or after.low.rstrip(",;:.?!") not in _ORDER or b[-1].text[-1:] in ",;:.?!)":
        return b
    if before_a is None or before_b is None or before_a.low != "to" or before_b.low != "to":
        return b
    if any(t.low in _ORDER for t in a):
        return b
    nxt = around.next(after)
    closes = after.text[-1:] in ",;:.?!" or nxt is None
    return [*b, after] if closes else b
