"""A phrase closing on a month after B where A closes on a month too ("race the half in April or save my
legs | for the full in May"): each option has its own time, so B's phrase up to its date is B's own, no context
both share (added for the sixty-sixth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import MONTHS, Token

__all__ = ["timed_twin_rest"]

_DATED = frozenset({"in", "on", "by", "until", "till"})
_MAX_REST = 6
_CLAUSE = frozenset({"if", "when", "because", "since", "while", "so", "but", "than", "whether"})


def timed_twin_rest(a: list[Token], b: list[Token], rest: list[Token]) -> list[Token]:
    """``rest`` when A, a phrase of three words or more, closes on "in" / "on" / "by" and a month and ``rest``, at most
    six words and no clause, closes on such a month too ("race the half | in April" / "save my legs
    | for the full in May"); else nothing ("… in April or … | for the summer": no month)."""
    if len(a) < 3 or not b or not _dated(a) or not 2 <= len(rest) <= _MAX_REST or not _dated(rest):
        return []
    return [] if any(t.low in _CLAUSE or not t.text[:1].isalnum() for t in rest) else rest


def _dated(toks: list[Token]) -> bool:
    """Do ``toks`` close on a month after a preposition of time ("… in April", "… by May")?"""
    return len(toks) >= 2 and toks[-2].low in _DATED and toks[-1].low.rstrip("?.!,") in MONTHS
