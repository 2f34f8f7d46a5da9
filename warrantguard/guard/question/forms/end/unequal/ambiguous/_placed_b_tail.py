"""Two places under one preposition with a place phrase cut after B, refused: "stringing my racket at the club or at
Sweatband's shop | in town" ("in town" locating B's shop alone, or where both places are?). A time after B is shared
context ("on the carpet or on the club putting green | in winter"); a place after a place may be B's own, and the
form does not say which."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, MONTHS, TIME_NOUNS, TIME_WORDS, Around, Token

__all__ = ["placed_b_tail_problem"]

_PLACING = frozenset({"at", "on", "in", "from"})  # A and B placed alike: "at the club or at the shop", "from | a
# shop or from an independent | in the Quarter" (session 48)
_LOCATING = frozenset({"in", "near", "by", "outside"})  # a phrase after B that may place B: "| in town"


def placed_b_tail_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B ("at Sweatband's shop") is unclear when A and B open on one placing preposition, B a determined place,
    and a locating phrase that names no time was cut after B ("| in town"), or None."""
    if len(a) < 2 or len(b) < 3 or a[0].low not in _PLACING or b[0].low != a[0].low or not _determined_place(b):
        return None
    after = around.next(b[-1])
    if after is None or after.low not in _LOCATING or after.text != after.low:
        return None
    head = around.next(after)
    while head is not None and head.low in DETERMINERS:
        head = around.next(head)
    if head is None or not head.low.isalpha() or head.low in TIME_NOUNS | MONTHS | TIME_WORDS:
        return None  # "… or on the club putting green | in winter": a time both share
    return (f"A and B are places ('{a[0].text} …' / '{b[0].text} …') and the place phrase after B "
            f"('{after.text} {head.text}') may locate B alone or both")


def _determined_place(b: list[Token]) -> bool:
    """Is B a preposition and a determined lower-case noun ("at | the pub", "at | Sweatband's shop"), not a language
    or a named day ("in English", "on Christmas morning")?"""
    owner = b[1].low in DETERMINERS or (b[1].low.endswith("'s") and len(b) > 2)
    return owner and b[-1].text.isalpha() and b[-1].text.islower() and b[-1].low not in TIME_NOUNS
