"""A "for <someone> to <verb> … later" clause closing the sentence after B, against an A with its own time ("grant
everything out of the DAF this year or let it grow | for the kids to direct later"): B's own purpose, its "later" set
against A's time, not a purpose both options serve (added for the hundred-and-fourth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.forms.end.tails.own.settings._b_own_closing_phrase import closing_rest
from warrantguard.guard.question.words import OWN_TIMES, PREPOSITIONS, TIME_UNITS, Around, Token, is_verb

__all__ = ["later_infinitive_b"]

_LATER = frozenset({"later", "eventually", "someday", "afterwards"})
_DATED = frozenset({"this", "next"})
_REACH = 4  # words of the infinitive's subject after "for"


def later_infinitive_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the closing "for <subject> to <verb> … later" clause when A ends on a time of its own ("… this year",
    "… now"): the later time is B's, so is the clause; ``b`` otherwise ("… or let it grow | for the kids to use")."""
    if len(a) < 2 or not b or not _timed(a):
        return b
    rest = closing_rest(b, around)
    if rest is None or len(rest) < 4 or rest[0].low != "for" or rest[-1].low not in _LATER:
        return b
    to = next((k for k, t in enumerate(rest[1 : _REACH + 2], 1) if t.low == "to"), None)
    if to is None or to < 2 or to + 1 >= len(rest) or not is_verb(rest[to + 1]):
        return b
    return b if any(t.low in PREPOSITIONS for t in rest[1:to]) else [*b, *rest]


def _timed(a: list[Token]) -> bool:
    """Does A end on a time of its own ("now", "this year", "next month")?"""
    return a[-1].low in OWN_TIMES or (a[-2].low in _DATED and a[-1].low in TIME_UNITS)
