"""A thing and its rate as option A against a B with none ("between a 12-month CD | at 4.6% and T-bills"): cut at
"at", A would be its rate alone, a figure set against a thing; the rate is A's own, so A starts at the head its
article opens (the article left off). Not two rates ("at 4.6% or 5%"), nor a rate after no article ("lock at 6%
or float")."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import ARTICLES, DETERMINERS, PREPOSITIONS, Around, Token

__all__ = ["rated_head"]

_RATE = re.compile(r"[$€£]?\d[\d.,]*(?:%|k)?")
_MAX_HEAD = 3


def rated_head(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A from the head its article opens when A is a lone rate or price after "at" and that head ("a 12-month CD at |
    4.6%" -> "12-month CD at 4.6%"), B no figure ("T-bills"); A as it is otherwise."""
    if len(a) != 1 or not b or not _RATE.fullmatch(a[0].low) or b[0].low[:1].isdigit() or b[0].low[:1] in "$€£":
        return a
    words = around.before(a[0])
    if len(words) < 3 or words[-1].low != "at":
        return a
    k = len(words) - 2
    while k >= 0 and len(words) - 1 - k <= _MAX_HEAD and words[k].low not in ARTICLES:
        if words[k].low in DETERMINERS | PREPOSITIONS or not words[k].low[:1].isalnum():
            return a
        k -= 1
    if k < 0 or words[k].low not in ARTICLES or k == len(words) - 2:
        return a
    return words[k + 1 :] + a
