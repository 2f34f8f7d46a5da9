"""A frequency split from its unit at B's end: "1/4 cup or 1/3 cup | twice a day"."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Token

__all__ = ["split_frequency"]

_TIMES = frozenset({"once", "twice", "thrice"})
_PER = frozenset({"a", "an", "per", "every", "each"})


def split_frequency(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without a closing "once" / "twice" whose unit the cut left after it ("1/4 cup or 1/3 cup | twice a day |
    right for …"): the frequency is whole only with its unit, and A has none, so it is both's. ``b`` otherwise
    ("1/4 cup twice a day or 1/3 cup once": A's own frequency; "… or 1/3 cup twice": no unit after it)."""
    after = around.next(b[-1])
    if len(b) < 2 or b[-1].low not in _TIMES or after is None or after.low not in _PER or b[-2].text[-1:] in ",;:":
        return b
    if any(t.low in _TIMES for t in a):
        return b
    return b[:-1]
