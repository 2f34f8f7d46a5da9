"""A time word closing both options: "chatbot first vs human first | routing", "run today or swim today | at the gym".
B's time word repeats the one closing A, so it is B's own (as A's is A's), not the start of a time both options share;
what follows it is what both share."""

from __future__ import annotations

from warrantguard.guard.question.words import TIME_WORDS, Token

__all__ = ["mirrored_time"]


def mirrored_time(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the time word at ``k`` of B's side the word closing A, after B's own words ("chatbot first vs human
    | first | routing …")? Then B ends after it."""
    w = right[k].low
    return w in TIME_WORDS and len(a) > 1 and a[-1].low == w and k > 0 and a[-2].low != w \
        and right[k - 1].text.isalpha() and right[k - 1].low not in TIME_WORDS
