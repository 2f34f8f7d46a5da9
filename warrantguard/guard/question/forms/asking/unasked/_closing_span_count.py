"""A rough span of time closing the clause: "can you look over my cover letter in the next day | or two", "reply within
a week or two", "I'll be back in an hour or two?". A time noun after "a" / "an" / "next" / "another", then "or two" /
"or three" with nothing after it, counts how long, not a second option (not "a cat or two kittens": no time noun;
not "a day or two weeks": the clause runs on, a form of ``_fixed_pairs``)."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_NOUNS, Token

__all__ = ["closing_span_count"]

_SPAN_LEADS = frozenset({"a", "an", "next", "another"})
_SHORT_UNITS = frozenset({"hour", "minute", "second", "sec", "min", "hr"})


def closing_span_count(left: list[Token], right: list[Token]) -> str | None:
    """Why "… the next day or two" closing the clause is a rough span of time, or ``None`` ("in the next day | or
    two": ``left`` ends on "next day", ``right`` is "two")."""
    if len(left) < 2 or len(right) != 1 or right[0].low.rstrip("?.!,") not in ("two", "three"):
        return None
    unit = left[-1].low
    if left[-2].low not in _SPAN_LEADS or unit not in TIME_NOUNS | _SHORT_UNITS:
        return None
    return f"'{left[-2].text} {left[-1].text} or {right[0].text}' is a rough span of time, not two options"
