"""One word of when against a timed phrase: "sign it | now or after I've read it", "sell | today or at the end of the
tax year" (moved out of ``_times`` when it reached 400 lines)."""

from __future__ import annotations

from warrantguard.guard.question.words import _text as tx
from warrantguard.guard.question.words._times import TIME_PREPOSITIONS, time_word
from warrantguard.guard.question.words._wordlists import MONTHS, PARTICLES

__all__ = ["now_against_time"]

_NOW_WORDS = frozenset({"now", "today", "tonight", "tomorrow", "immediately", "first", "soon", "later", "overnight"})
_NEARER = frozenset({"closer", "nearer"})
_WHEN_NOUNS = MONTHS | frozenset({"date", "end", "deadline", "start", "beginning", "renewal", "expiry"})
_WHEN_PREPS = PARTICLES | _NEARER | frozenset({"by", "within", "around"})


def now_against_time(a: list[tx.Token], b: list[tx.Token]) -> bool:
    """Is A one word of when ("now", "today") and B a phrase opening on a time preposition ("after I've signed",
    "before the review") or on another preposition before a time ("at the end of the tax year", "closer to the
    date")? The two times are the options, whatever A's clause held before."""
    if len(a) != 1 or a[0].low not in _NOW_WORDS or len(b) < 2:
        return False
    timed = any(time_word(t) or t.low in _WHEN_NOUNS for t in b[1:5])  # "at the end of the tax year"
    return b[0].low in TIME_PREPOSITIONS or (timed and b[0].low in _WHEN_PREPS)
