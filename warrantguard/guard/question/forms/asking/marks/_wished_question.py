"""A question asked after "I want to know" in its inverted order, no "whether" and no "?" ("so I want to know |
should I pay the deposit in cash or by bank transfer"): the asker wants to know which, so the sentence asks
(added for the sixty-eighth held-out part)."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import AUX, PRONOUNS, Token

__all__ = ["wished_question", "wished_start"]

_AUX_WORDS = "|".join(sorted((w for w in AUX if w.isalpha()), key=len, reverse=True))
_PRONOUN_WORDS = "|".join(sorted(PRONOUNS, key=len, reverse=True))
_WISHED = re.compile(rf"\b(?:i|we)\s+(?:want|wanna|need|would\s+like|'d\s+like|’d\s+like)\s+(?:to\s+)?know\s*,?\s+"
                     rf"(?:{_AUX_WORDS})\s+(?:{_PRONOUN_WORDS})\b", re.I)


def wished_question(smask: str) -> bool:
    """Does the sentence ``smask`` ask an inverted question after the asker's wish to know ("I want to know | should
    I pay …", "we would like to know can we …"), not a statement after it ("I want to know that I paid …")?"""
    return _WISHED.search(smask) is not None


def wished_start(left: list[Token]) -> int:
    """Where the inverted question starts after "I want to know" on the left side ("I want to know | should I pay the
    deposit in cash"), its auxiliary; 0 when there is none."""
    for k in range(2, len(left) - 1):
        if left[k - 1].low.rstrip(",") == "know" and left[k].low in AUX and left[k + 1].low in PRONOUNS \
                and wished_question(" ".join(t.text for t in left[max(0, k - 5) : k + 2])):
            return k
    return 0
