"""A cut to A's time and the phrase after it when B is a span and a phrase of the same preposition ("incubate primary
| overnight at 4C or 1h at RT?"): the verb and its object before A's time are both's, the options the two times with
their settings (added for the hundred-and-twenty-eighth held-out part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import MEASURE_UNITS, OWN_TIMES, PREPOSITIONS, Around, Token

__all__ = ["timed_setting_a"]

_SPAN_UNITS = MEASURE_UNITS | frozenset({
    "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes", "hr", "hrs", "hour", "hours", "day",
    "days", "week", "weeks"})
_FUSED_SPAN = re.compile(r"\d+(?:\.\d+)?(?:s|sec|m|min|mins|h|hr|hrs|d|wk)")  # "1h", "30min", "2d"


def timed_setting_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from its time when B opens with a span or a time word and then a preposition A has too, right after its own
    time, lower-case words (a verb and its object) standing before that time ("incubate primary | overnight at 4C" /
    "1h at RT", "spin it | 10 min at 4C" / "overnight at RT"); ``a`` otherwise ("buy a house in Ohio or rent in
    Texas": no time before either phrase)."""
    s = _time_length(b, 0)
    if s == 0 or s >= len(b) or b[s].low not in PREPOSITIONS:
        return a
    for j in range(2, len(a) - 1):
        if a[j].low != b[s].low:
            continue
        t = next((t for t in (1, 2) if j - t >= 1 and _time_length(a, j - t) == t), 0)
        if t and all(w.text.isalpha() and w.text.islower() for w in a[: j - t]):
            return a[j - t :]
        return a
    return a


def _time_length(toks: list[Token], k: int) -> int:
    """How many words at ``k`` name a time or a span: 1 for a time word ("overnight") or a number fused with its unit
    ("1h", "30min"), 2 for a number and its unit word ("10 min"), else 0."""
    w = toks[k].low
    if w in OWN_TIMES or _FUSED_SPAN.fullmatch(w):
        return 1
    nxt = toks[k + 1].low if k + 1 < len(toks) else ""
    return 2 if w.replace(".", "", 1).isdigit() and nxt in _SPAN_UNITS else 0
