"""A weekday closing B and its month ("September 1st or the first Saturday | in September"): "in" / "of" and a
month after a weekday name tell which weekday, the date's own words, not a phrase both options share."""

from __future__ import annotations

from warrantguard.guard.question.words import MONTHS, WEEKDAYS, Around, Token

__all__ = ["dated_month_b"]


def dated_month_b(b: list[Token], around: Around) -> list[Token]:
    """B with the month that places its closing weekday ("the first Saturday | in September", "the last Friday |
    of June"); ``b`` otherwise (no weekday closing B, or no month after its preposition)."""
    if not b or b[-1].low not in WEEKDAYS or around.whole(b[-1]).text[-1:] in ",;:.?!)":
        return b
    run = around.after(b[-1], 2, ends=(",", ";", ":", "?", "!"))
    if len(run) < 2 or run[0].low not in ("in", "of") or run[1].low.rstrip("?.!,;:") not in MONTHS:
        return b
    return [*b, *run]
