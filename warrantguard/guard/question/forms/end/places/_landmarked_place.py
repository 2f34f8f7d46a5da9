"""A landmark placing B's spot after both options' placing preposition ("the tree goes in | the front window or the
corner | by the fireplace, …"): A and B are two spots of one room, the landmark tells which corner B is, B's own
(added for the ninety-eighth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    CUT_WORDS,
    DETERMINERS,
    POSSESSIVES,
    Around,
    Token,
)

__all__ = ["landmarked_place_b"]

_PLACING = frozenset({"in", "into", "at", "on", "onto"})  # the preposition both spots share: "goes | in"
_LANDMARK = frozenset({"by", "near", "beside"})  # "the corner | by the fireplace"
_ENDS = (",", "?", "!", ".", ";")
_NOUN_WORDS = 2  # words of the landmark's noun after its determiner ("the | fireplace", "the | back door")


def landmarked_place_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the landmark phrase closing its clause ("by the fireplace,") when A and B are articled nouns after one
    placing preposition ("in | the front window" / "the corner"); ``b`` otherwise ("… or the corner | in the
    evening": no landmark; "in the window or on the mantel | by the tree": B has its own preposition)."""
    if not a or not 0 < len(b) <= 3 or not _placed_object(a[0], around) or not _placed_object(b[0], around, False):
        return b
    rest = around.after(b[-1], 2 + _NOUN_WORDS, ends=_ENDS)
    if len(rest) < 3 or rest[0].low not in _LANDMARK or rest[1].low not in DETERMINERS | POSSESSIVES:
        return b
    closed = rest[-1].text.endswith(_ENDS) or around.next(rest[-1]) is None
    if not closed or any(not t.text.rstrip("".join(_ENDS)).isalpha() or t.low in CUT_WORDS for t in rest[2:]):
        return b
    return [*b, *rest]


def _placed_object(first: Token, around: Around, placed: bool = True) -> bool:
    """Does an articled noun start at ``first`` (its determiner cut or not), after a placing preposition when
    ``placed`` ("in | the front window"), after the "or" otherwise ("or | the corner")?"""
    det = first if first.low in DETERMINERS else around.prev(first)
    if det is None or det.low not in DETERMINERS:
        return False
    before = around.prev(det)
    return before is not None and before.low in (_PLACING if placed else ("or",))
