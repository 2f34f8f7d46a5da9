"""A preposition's phrase closing on a frequency as A against a phrase of that preposition as B ("paying for my son's
classes monthly or | for the whole term upfront"): is A's phrase the object both share, the option only how often
("monthly" against "for the whole term upfront"), or two phrases set against each other? Refused (added for the
hundred-and-forty-sixth held-out part: read "for my son's classes monthly" / "for the whole term upfront"). Not a
bare frequency A ("monthly or | for the whole term"), nor phrases without one ("for the classes or | for the term")."""

from __future__ import annotations

from warrantguard.guard.question.words import FREQUENCIES, PREPOSITIONS, Token

__all__ = ["frequency_closed_phrase"]


def frequency_closed_phrase(a: list[Token], b: list[Token]) -> str | None:
    """Why a phrase of A's preposition, closed by a frequency adverb, against B's phrase of the same preposition, B
    naming no frequency of its own, is no pair read whole ("for my son's classes monthly" / "for the whole term
    upfront"), or ``None``."""
    if len(a) < 3 or len(b) < 2 or a[0].low not in PREPOSITIONS or b[0].low != a[0].low:
        return None
    last = a[-1].low.rstrip(",")
    if last not in FREQUENCIES or any(_timed(t) for t in b):
        return None  # "to 80% daily or | to 100% once a week": a time against a time, the phrases the options
    return f"unclear whether '{a[-1].text}' alone is option A (against '{b[0].text} …') or A's phrase is the object"


def _timed(tok: Token) -> bool:
    """A word of frequency ("once", "every", "weekly")."""
    w = tok.low.rstrip("?.!,")
    return w in FREQUENCIES or w in ("once", "twice", "every")
