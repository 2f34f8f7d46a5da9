"""A noun and a time adverb against a B that is only a time ("Retainers | full-time or nights only for the first
year", "the dehumidifier | overnight or weekends only"): the two times are the options, the noun before A's adverb
both's, as before a span (``spanned_time_a``); added for the hundred-and-twenty-seventh held-out part."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, POSSESSIVES, PREPOSITIONS, TIME_NOUNS, Token

__all__ = ["adverbed_time_a"]

_TIME_ADVERBS = frozenset({"full-time", "part-time", "overnight", "nightly", "daily", "24/7", "round-the-clock"})
_FOCUS = frozenset({"just", "only"})


def adverbed_time_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A cut to its closing time adverb ("full-time") when a bare noun stands before it and B is one plural time
    noun, with or without "only" / "just" ("nights only", "only weekends"); ``a`` otherwise ("a nanny full-time or
    a sitter": B no time; "work | full-time or …": read as verbs elsewhere; "in the clinic full-time or …": a
    preposition's phrase)."""
    if len(a) < 2 or a[-1].low not in _TIME_ADVERBS or not _time_only(b):
        return a
    before = a[-2]
    if before.low in PREPOSITIONS | DETERMINERS | POSSESSIVES or not before.text.isalpha():
        return a
    return a[-1:]


def _time_only(b: list[Token]) -> bool:
    """Is ``b`` one plural time noun ("nights", "weekends"), with "only" / "just" before or after it?"""
    words = [t.low.rstrip("?!.") for t in b if t.low not in _FOCUS]
    return len(words) == 1 and len(b) <= 2 and words[0] in TIME_NOUNS and words[0].endswith("s")
