"""A frequency closing A against a time clause as B ("retrain the model weekly or | only when drift is detected"): the
options are the two times, A's frequency adverb against B's clause; the verb and its object before the adverb lead
both (added for the fifty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import FREQUENCIES, Around, Token

__all__ = ["frequency_against_clause", "frequency_clause"]

_FOCUS = frozenset({"only", "just", "simply"})
_CLAUSE_TIMES = frozenset({"when", "whenever", "once", "after", "if"})


def frequency_against_clause(a: list[Token], b: list[Token]) -> list[Token]:
    """A cut to its closing frequency adverb when B is a time clause with a subject and a verb ("the model | weekly"
    against "only when drift is detected", "the plants | daily" against "when the soil is dry"); A as it is otherwise
    ("the model weekly" against "a fixed schedule": no clause)."""
    return a[-1:] if len(a) > 1 and _timed(a[-1:], b) else a


def _timed(a: list[Token], b: list[Token]) -> bool:
    """Does A close on a frequency adverb and B open with a time clause of three words or more ("weekly" / "(only)
    when drift is detected")?"""
    j = 1 if b and b[0].low in _FOCUS else 0
    return bool(a) and a[-1].low in FREQUENCIES and len(b) >= j + 3 and b[j].low in _CLAUSE_TIMES


def frequency_clause(a: list[Token], b: list[Token], around: Around) -> bool:
    """Is B a whole time clause against A's one frequency adverb, the clause closing where the sentence or its clause
    does ("weekly" / "only when drift is detected | ?"): its verb is its own (not "now" / "when the price is | lower":
    cut off before its complement)?"""
    if len(a) != 1 or not _timed(a, b):
        return False
    nxt = around.next(b[-1])
    return nxt is None or around.whole(b[-1]).text[-1:] in "?.!,;:" or nxt.text in ("-", "--", "–", "—")
