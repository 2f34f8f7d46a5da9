"""A gerund of activity after "go" against a "to" phrase of place ("should we go | bowling or to the trampoline place",
"go swimming or to the movies"): both say where to go ("go bowling" / "go to the movies"), so the gerund and the
"to" phrase are the two options (:func:`gone_activity`), not refused as phrases of different types."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["gone_activity", "gone_place"]

_GO = frozenset({"go", "goes", "going", "went", "gone"})


def gone_activity(a: list[Token], b: list[Token], before_a: Token | None) -> bool:
    """Does a single -ing word A follow "go" (``before_a``) with B a "to" phrase ("go | bowling or to the trampoline
    place")? Not "go bowling or to bed early" read otherwise: B must hold a noun after "to" (not a verb: "to swim")."""
    if before_a is None or before_a.low not in _GO or len(a) != 1 or not tx.ing_word(a[0].low):
        return False
    return len(b) > 1 and b[0].low == "to" and b[1].low in DETERMINERS


def gone_place(a: str, b: str) -> bool:
    """Is option A one -ing word and B a "to" phrase opening with a determiner ("bowling" / "to the trampoline
    place")? The pair :func:`gone_activity` lets through, so B's "to" is its own (not "to swim": no determiner)."""
    wa, wb = a.lower().split(), b.lower().split()
    return len(wa) == 1 and tx.ing_word(wa[0]) and len(wb) > 1 and wb[0] == "to" and wb[1] in DETERMINERS
