"""An indirect question as what is not known, after "is" ("one thing I can't find a clear answer on is | if a
thermocouple or an RTD is better …", "what I don't know is | if …"): the "if" clause asks to choose, as after "the
question is" (added for the eighty-third held-out part). Not "the plan is if …": no word of knowing before "is"."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import Token

__all__ = ["answer_is_if", "unknown_is_if"]

_KNOWING = frozenset({"answer", "know", "sure", "find", "figure", "understand", "tell", "decide"})
_BACK = 9  # words searched before "is" for the word of knowing
_UNKNOWN_IS_IF = re.compile(r"\b(?:answer|know|sure|find|figure\s+out|understand|tell|decide)\b(?:\s+[\w'’]+){0,8}?"
                            r"\s+is\s+if\b", re.I)


def answer_is_if(toks: list[Token], k: int) -> bool:
    """Does the "if" at ``k`` follow "is" and a word of knowing or finding in the few words before it ("… can't find a
    clear answer on is | if …")?"""
    return k >= 2 and toks[k - 1].low == "is" and any(t.low in _KNOWING for t in toks[max(0, k - 1 - _BACK) : k - 1])


def unknown_is_if(smask: str) -> bool:
    """Does the sentence ``smask`` ask, by a word of knowing or finding and "is if" ("one thing I can't find a clear
    answer on is if …"), which of its options holds?"""
    return bool(_UNKNOWN_IS_IF.search(smask))
