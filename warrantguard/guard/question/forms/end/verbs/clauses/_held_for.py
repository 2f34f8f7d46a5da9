"""A "for" phrase closing a B whose verb stops or holds something ("… or pause the rotation | for low-severity alerts",
"… or hold the $310,000 | for 30 more days"): what a pause covers, or how much longer a hold goes on, is B's own, no
purpose or context both options share."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, TIME_UNITS, Token, ing_word

__all__ = ["held_for"]

# Verbs of stopping something ("pause the rotation for low-severity alerts"): their "for" tells what the stop covers.
_HALTING = frozenset({"pause", "suspend", "halt", "freeze", "disable", "mute", "silence", "stop"})
# Verbs of keeping something back ("hold the cash for 30 more days"): their "for" and a span tell how long.
_HOLDING = frozenset({"hold", "keep", "retain", "park", "defer", "delay", "postpone", "extend"})
_UNITS = TIME_UNITS | frozenset({"day", "hour", "minute"})
_COUNTED = frozenset({"more", "additional", "extra", "further", "next", "few", "couple", "of", "another"})
_CLAUSE_WORDS = frozenset({"or", "and", "but", "so", "because", "if", "when", "since", "while", "to"})


def held_for(b: list[Token], tail: list[Token]) -> bool:
    """Is ``tail`` a "for" phrase of B's own after B's verb of stopping (what it covers: "pause the rotation | for
    low-severity alerts") or of holding (a span: "hold the $310,000 | for 30 more days")?"""
    if len(b) < 2 or not 2 <= len(tail) <= 5 or tail[0].low != "for":
        return False
    if any(t.low in _CLAUSE_WORDS or t.text[-1] in ",;:" for t in tail[:-1]):
        return False
    verb = b[0].low
    if verb in _HOLDING:  # not "keep using it | for another year": "keep" and a gerund hold nothing
        return not ing_word(b[1].low) and _span(tail[1:])
    return verb in _HALTING and b[1].low in DETERMINERS


def _span(toks: list[Token]) -> bool:
    """A span of time going on from now: counts with "more" / "another" …, then a unit closing it ("30 more days",
    "another two weeks"; not "the summer", "60 days": a time both options may share, as A has none of its own)."""
    words = [t.low.rstrip("?.!,") for t in toks]
    if words[-1].removesuffix("s") not in _UNITS or not any(w in _FURTHER for w in words[:-1]):
        return False
    return all(w.isdigit() or w in _COUNTED or w in DETERMINERS or w in _NUMBERS for w in words[:-1])


_FURTHER = frozenset({"more", "another", "additional", "extra", "further"})


_NUMBERS = frozenset({"one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twelve"})
