"""A time phrase opening the question with no comma after it, before the asker as subject ("This time | I'm leaning
toward a Ryzen 9 7900 or an i7-14700", "Next year | we're thinking …"): the time names no option, so the lead-in
starts after it, as after "This time, | …"."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["opening_time"]

_DEICTIC = frozenset({"this", "next", "last", "these"})
_TIMES = frozenset({"time", "year", "week", "month", "round", "go", "season", "summer", "winter", "days", "weekend"})
_ASKERS = frozenset({"i", "we", "i'm", "we're", "i've", "we've", "i'd", "we'd", "i'll", "we'll",
                     "i\u2019m", "we\u2019re", "i\u2019ve", "we\u2019ve", "i\u2019d", "we\u2019d"})


def opening_time(toks: list[Token], i: int) -> int:
    """How many words from ``toks[i]`` make a time phrase ("this time", "next year") before "I" / "we" (or their
    contraction) opening the told question; 0 when none, or when a mark ends the time word ("This time.")."""
    if i + 2 >= len(toks) or toks[i].low not in _DEICTIC or toks[i + 1].low not in _TIMES:
        return 0
    return 2 if toks[i + 1].text.isalpha() and toks[i + 2].low in _ASKERS else 0
