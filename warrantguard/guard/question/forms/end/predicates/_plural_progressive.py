"""A progressive predicate's verb read as B's last word after a bare plural ("are question heds or straight news
heds | working | better for you?"): after "are" / "were" opening the question, an "-ing" word after B's plural head
and before a comparative is what is said of both, not part of B (added for the hundred-and-twenty-third held-out
part; the articled form is ``progressive_predicate_b``'s)."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, PREPOSITIONS, Around, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["plural_progressive_b"]

_PLURAL_COPULAS = frozenset({"are", "were"})


def plural_progressive_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without a closing "-ing" word after its lower-case plural head when a comparative follows it and "are" /
    "were" opens the sentence before A ("Are cats or dogs | working | better …"); ``b`` otherwise ("Is pine or aspen
    bedding better": no plural before it; "… or 30 minutes of running better": after a preposition)."""
    if not a or len(b) < 2 or not tx.ing_word(b[-1].low) or not _plural(b[-2]):
        return b
    nxt = around.next(b[-1])
    if nxt is None or nxt.low.rstrip("?!.,") not in COMPARATIVES:
        return b
    first = around.before(a[0])
    opening = next((t for t in reversed(first) if around.opens(t)), first[0] if first else None)
    return b[:-1] if opening is not None and opening.low in _PLURAL_COPULAS else b


def _plural(tok: Token) -> bool:
    """Is ``tok`` a lower-case plural noun by its form ("heds", "dogs"; not "class", "this")?"""
    w = tok.text
    return w.isalpha() and w.islower() and len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")) \
        and w not in PREPOSITIONS
