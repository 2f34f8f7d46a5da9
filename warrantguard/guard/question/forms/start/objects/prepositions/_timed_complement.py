"""A verb phrase closing on a time adverbial of two words against a phrase of time ("whether I want the knee
replacement | this winter or after our trip in the spring"): the two times are the options, the verb and its object
both's, as with a closing "now" against "after …" (:func:`timed_against_phrase`), and the two are of one kind
though A opens on a determiner and B on a preposition (:func:`times_against`; added for the seventieth held-out
part)."""

from __future__ import annotations

from warrantguard.guard.question.words import MONTHS, TIME_PREPOSITIONS, TIME_UNITS, Token

__all__ = ["timed_against_phrase", "times_against"]

_LEADS = frozenset({"this", "next", "last"})
_TIMES = TIME_UNITS | MONTHS | frozenset({"week", "month", "year", "morning", "afternoon", "evening", "night"})


def timed_against_phrase(core: list[Token], a: list[Token],
                         b: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A's closing "this" / "next" / "last" and its time unit, and B, when A (``core`` its side) is a verb phrase
    closing on them and B opens with a time preposition and a word after it ("… | this winter" / "after our trip");
    ``None`` otherwise."""
    if len(a) < 3 or not core or core[-1] is not a[-1] or not times_against(a[-2:], b):
        return None
    return a[-2:], b


def times_against(a: list[Token], b: list[Token]) -> bool:
    """Is A "this" / "next" / "last" and a time unit ("this winter") and B a time preposition and a word after it
    ("after our trip")? Two times, though A's first word is a determiner and B's a preposition."""
    return len(a) == 2 and len(b) > 1 and a[0].low in _LEADS and a[1].low in _TIMES \
        and b[0].low in TIME_PREPOSITIONS and b[1].text[:1].isalnum()
