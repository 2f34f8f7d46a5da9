"""Option B a name cut after the progressive verb of the sentence's predicate ("Is Vinted or Depop taking | bigger
fees from buyers now?"): the verb is the predicate's, not B's (the articled form is ``progressive_predicate_b``)."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, Around, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["named_progressive_b"]

_COPULA_OPENINGS = frozenset({"is", "are", "was", "were"})


def named_progressive_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without a closing -ing word after its capitalised name when A is a capitalised name, a comparative follows
    the -ing word and the sentence opens on "is" / "are" right before A ("Is Vinted or Depop | taking | bigger fees
    …?"): the predicate's verb; ``b`` otherwise ("Is Vinted or Depop better": no -ing word; "is it Vinted or
    Depop Trading …": no name before it)."""
    if around.uncased or not a or len(b) < 2 or not tx.ing_word(b[-1].low) or b[-1].capitalized \
            or not all(t.capitalized for t in [*a, *b[:-1]]):
        return b
    nxt, first = around.next(b[-1]), around.prev(a[0])
    if nxt is None or nxt.low.rstrip("?!.") not in COMPARATIVES or first is None:
        return b
    return b[:-1] if first.low in _COPULA_OPENINGS and around.opens(first) else b
