"""B opening with a manner word A holds inside it: a participle ("training her to step up using a target stick or |
using millet as a reward") or a compound preposition ending on A's preposition ("deworming the goats on a schedule or
| based on FAMACHA scores"). The choice is of the manner, so A starts where its own manner phrase does, the verb
phrase before it a lead both share (added for the forty-second held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import Token, is_verb
from warrantguard.guard.question.words import text as tx

__all__ = ["repeated_opener"]

# Compound prepositions, as (first word, preposition): "based on", "according to" (a closed class).
_COMPOUND = frozenset({("based", "on"), ("depending", "on"), ("according", "to"), ("due", "to"), ("thanks", "to")})


def repeated_opener(a: list[Token], b: list[Token]) -> tuple[list[Token], list[Token]]:
    """``a`` from the word B opens with ("… step up | using a target stick" / "using millet"), or from the preposition
    ending B's compound one ("the goats | on a schedule" / "based on …"), when A is a verb or gerund phrase holding it
    past its verb; the pair unchanged otherwise ("using a stick or using millet": A opens with it already)."""
    if len(a) < 3 or len(b) < 2 or not (tx.ing_word(a[0].low) or is_verb(a[0], initial=True)):
        return a, b
    if (b[0].low, b[1].low) in _COMPOUND:
        key = b[1].low
    elif tx.ing_word(b[0].low) and b[0].low != a[0].low:
        key = b[0].low
    else:
        return a, b
    inner = [k for k in range(1, len(a) - 1) if a[k].low == key]
    return (a[inner[-1] :], b) if inner else (a, b)
